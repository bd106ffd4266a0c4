import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pluginLogger } from '../src/core/telemetry/run-secrets.js'
import { toHarbourmasterError } from '../src/core/errors.js'
import { REPLAY_FILES, replayResultSchema, type ReplayResult } from '../src/core/contracts/replay.js'
import { readRunConfig } from './lib/reviewers/stage.js'
import { publicationPort, loadStagedReview, MAX_ATTEMPTS, PublishSession, RecordSession } from './lib/publication/session.js'

/**
 * The publication side of `replay-findings`: a process the runner starts
 * instead of OpenCode, so a saved payload goes through exactly the code
 * publish_review and record_review run (validation against the live stage,
 * anchoring, rendering, the marker-checked POST, receipts), with no model and
 * no agent. Like the editor process it gets the run config through
 * HARBOURMASTER_RUN_CONFIG and the token through its private file, which it
 * reads once and removes; it reports its result in a private file.
 */
async function main(): Promise<ReplayResult> {
  // The run's provider key (when its environment carries one) and, below, the token it takes.
  const { logger, redactor, withRunSecrets } = pluginLogger()
  const config = withRunSecrets(await readRunConfig())
  const payload: unknown = JSON.parse(await readFile(join(config.privateDir, REPLAY_FILES.payload), 'utf8'))
  const staged = await loadStagedReview(config)
  const publishes = config.mode === 'comment' || config.mode === 'blocking'
  const session = publishes
    ? new PublishSession({
        config,
        staged,
        redactor,
        rest: (token) => publicationPort(token, config.apiUrl, logger),
        log: (event, fields) => logger.event('publish', event, fields),
        // The record is posted under the recording run's marker: a review carrying it is that record, posted before.
        publish: { mayHaveStored: true },
      })
    : new RecordSession({ config, staged, redactor, log: (event, fields) => logger.event('publish', event, fields) })
  if (session instanceof PublishSession) redactor.add(await session.primeToken())
  // The payload was valid when recorded; on the same head it is valid again. Were it not, the
  // last attempt repairs what it can (findings to the body), as it would for the editor.
  let reply = await session.call(payload)
  for (let attempt = 2; !reply.ok && attempt <= MAX_ATTEMPTS; attempt++) reply = await session.call(payload)
  // A payload still refused after every attempt is a policy refusal; a failed POST keeps its own class.
  const failureClass = (session instanceof PublishSession ? session.lastFailureClass : undefined) ?? 'policy'
  return reply.ok ? { ok: true } : { ok: false, failureClass, message: redactor.redact(reply.text) }
}

async function report(result: ReplayResult): Promise<void> {
  const config = await readRunConfig()
  await writeFile(join(config.privateDir, REPLAY_FILES.result), JSON.stringify(replayResultSchema.parse(result)), { mode: 0o600 })
}

main()
  .catch((error: unknown) => {
    const failure = toHarbourmasterError(error)
    return { ok: false as const, failureClass: failure.failureClass, message: failure.message }
  })
  .then(report)
  .then(
    () => process.exit(0),
    () => process.exit(1),
  )
