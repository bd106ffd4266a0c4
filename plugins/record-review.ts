import type { Hooks } from '@opencode-ai/plugin'
import { tool } from '@opencode-ai/plugin'
import { pluginLogger } from '../src/core/telemetry/run-secrets.js'
import { untilEnded } from './lib/publication/end-on-receipt.js'
import { readRunConfig } from './lib/reviewers/stage.js'
import { loadStagedReview, RecordSession } from './lib/publication/session.js'
import { shapeOf, type ZodBuilder } from './lib/publication/tool-args.js'

/**
 * The editor's `record_review` tool (silent and check-only modes): the same
 * payload schema as publish_review, validated the same way, written to the
 * private directory for the runner's outputs, job summary and annotations.
 * It never writes to GitHub and never sees a token.
 */
const DESCRIPTION = [
  'Records the one Harbourmaster review of this pull request (nothing is posted to GitHub).',
  'Pass the whole review payload: summary, findings (path exactly as in review-index.json, line on the RIGHT (new) or LEFT (removed) side),',
  'and a disposition for every active earlier Harbourmaster finding. If the tool returns problems, fix them and call it again (at most 3 calls).',
].join(' ')

// Only a label for the converter: every schema it builds is a zod type of the plugin's zod.
type PluginZod = ReturnType<typeof tool.schema.unknown>

async function server(): Promise<Hooks> {
  // Redacted with the run's provider key once the config is read; this tool never sees a token.
  const { logger, withRunSecrets } = pluginLogger()
  let session: RecordSession | undefined
  return {
    tool: {
      record_review: tool({
        description: DESCRIPTION,
        args: shapeOf(tool.schema as unknown as ZodBuilder<PluginZod>),
        async execute(args, ctx) {
          if (ctx.agent !== 'editor') throw new Error('record_review is available to the editor agent only.')
          // Read at the first call: the runner boots this process before the run config exists.
          const config = withRunSecrets(await readRunConfig())
          session ??= new RecordSession({ config, staged: await loadStagedReview(config), log: (event, fields) => logger.event('publish', event, fields) })
          const reply = await session.call(args)
          if (!reply.ok) throw new Error(reply.text)
          ctx.metadata({ title: 'review recorded' })
          if (config.endOnReceipt) await untilEnded(ctx.abort)
          return reply.text
        },
      }),
    },
  }
}

export default { id: 'harbourmaster-record-review', server }
