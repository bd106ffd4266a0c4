import type { Hooks } from '@opencode-ai/plugin'
import { tool } from '@opencode-ai/plugin'
import { LogfmtLogger } from '../src/core/telemetry/logger.js'
import { Redactor } from '../src/core/telemetry/redact.js'
import { addRunSecrets } from '../src/core/telemetry/run-secrets.js'
import type { RunConfig } from '../src/core/contracts/run-config.js'
import { WARM_UP_PROVIDER } from '../src/core/opencode/warm-up.js'
import { untilEnded } from './lib/publication/end-on-receipt.js'
import { readRunConfig } from './lib/reviewers/stage.js'
import { loadStagedReview, publicationPort, PublishSession } from './lib/publication/session.js'
import { shapeOf, type ZodBuilder } from './lib/publication/tool-args.js'

/**
 * The editor's `publish_review` tool (comment and blocking modes). Its
 * arguments are generated from the review payload schema; repository, PR,
 * head SHA, marker and allowlist come from the run config, never from the
 * model. The GitHub token is read from its private file once, at the
 * editor's first message (the runner writes it only after the gate passed,
 * just before that message), and the file is removed. The work lives in
 * lib/publication/ so it is tested without OpenCode.
 */
const DESCRIPTION = [
  'Publishes the one Harbourmaster review of this pull request as a COMMENT review with inline comments.',
  'Pass the whole review payload: summary, findings (path exactly as in review-index.json, line on the RIGHT (new) or LEFT (removed) side,',
  'optional start_line in the same hunk), and a disposition for every active earlier Harbourmaster finding.',
  'Findings on lines outside the diff are listed in the review body. If the tool returns problems, fix them and call it again',
  '(at most 3 calls). After a success, do not call it again.',
].join(' ')

// Only a label for the converter: every schema it builds is a zod type of the plugin's zod.
type PluginZod = ReturnType<typeof tool.schema.unknown>

async function server(): Promise<Hooks> {
  const redactor = new Redactor()
  const logger = new LogfmtLogger((line) => process.stderr.write(`${line}\n`), redactor)
  let session: PublishSession | undefined
  let config: RunConfig | undefined
  let loading: Promise<PublishSession> | undefined
  // The runner boots this process before the gate has passed, so neither the run config nor the
  // token file exists at plugin load; both are taken at the editor's first message (or first call).
  const load = (): Promise<PublishSession> => {
    loading ??= (async () => {
      const read = await readRunConfig()
      addRunSecrets(redactor, read)
      const built = new PublishSession({
        config: read,
        staged: await loadStagedReview(read),
        rest: (token) => publicationPort(token, read.apiUrl, logger),
        log: (event, fields) => logger.event('publish', event, fields),
      })
      if (read.mode === 'comment' || read.mode === 'blocking') redactor.add(await built.primeToken())
      config = read
      session = built
      return built
    })()
    loading.catch((error: unknown) => {
      logger.event('publish', 'init-failed', { error: error instanceof Error ? error.name : 'unknown' })
      loading = undefined
    })
    return loading
  }

  return {
    'chat.message': async (input) => {
      // The runner's warm-up prompt comes before the gate: no run config or token exists yet.
      if (input.model?.providerID === WARM_UP_PROVIDER) return
      if (!session) await load().catch(() => undefined)
    },
    tool: {
      publish_review: tool({
        description: DESCRIPTION,
        args: shapeOf(tool.schema as unknown as ZodBuilder<PluginZod>),
        async execute(args, ctx) {
          if (ctx.agent !== 'editor') throw new Error('publish_review is available to the editor agent only.')
          // The reason stays in the plugin's log: the model needs no private paths.
          const current =
            session ??
            (await load().catch(() => {
              throw new Error('publish_review is unavailable in this run: its credentials could not be loaded.')
            }))
          const reply = await current.call(args)
          if (!reply.ok) throw new Error(reply.text)
          ctx.metadata({ title: 'review published' })
          if (config?.endOnReceipt) await untilEnded(ctx.abort)
          return reply.text
        },
      }),
    },
  }
}

export default { id: 'harbourmaster-publish-review', server }
