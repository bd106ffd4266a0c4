import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Result } from 'sarif'
import { expect } from 'vitest'
import { concludeRun } from '../../../src/publication/conclude.js'
import { sarifFileSink } from '../../../src/publication/sinks/sarif-file.js'
import { DEFAULT_BOT_LOGIN } from '../github-fake/index.js'
import { offlineConcludePorts } from '../kit/index.js'
import { sarifValidator } from '../sarif-schema.js'
import { PUSH_OWNER, PUSH_REPO, type PreparedJob } from './push-world.js'

/**
 * The SARIF file a push job's conclusion writes (its record receipt is publish_review's), with the
 * ledger the job prepared and no verifier answers; validated against the SARIF 2.1.0 schema.
 */
export async function sarifOfPush(job: PreparedJob, pullNumber: number, runId: string): Promise<Result[]> {
  const sarifPath = join(job.runDir, 'out.sarif')
  const { prepared } = job
  await concludeRun(offlineConcludePorts(), {
    owner: PUSH_OWNER,
    repo: PUSH_REPO,
    pullNumber,
    mode: 'comment',
    blockingSeverity: 'high',
    strictRuntime: false,
    expectedLogin: DEFAULT_BOT_LOGIN,
    runId,
    headSha: prepared.headSha,
    marker: 'm',
    privateDir: join(job.runDir, 'private'),
    ledger: {
      entries: prepared.ledger.entries,
      inBody: prepared.ledger.inBody,
      answers: [],
      alreadyTracked: 0,
      scope: { kind: prepared.delta.kind, reason: prepared.delta.reason, since: prepared.delta.since, reviewed: 1, unchanged: 1 },
    },
    exclusions: [],
    caps: [],
    figures: { modelCalls: 1, tokensIn: 1, tokensOut: 1, durationMs: 1 },
    sarifPath,
    files: prepared.listed,
    sinks: [sarifFileSink],
  })
  const log: unknown = JSON.parse(await readFile(sarifPath, 'utf8'))
  expect(sarifValidator()(log)).toEqual([])
  return (log as { runs: { results: Result[] }[] }).runs[0]?.results ?? []
}
