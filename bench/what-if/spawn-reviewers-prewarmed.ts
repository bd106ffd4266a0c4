import type { Hooks } from '@opencode-ai/plugin'
import { tool } from '@opencode-ai/plugin'
import { reviewerRoot, type ReviewerServer } from '../../plugins/lib/reviewers/launcher.js'
import { spawnReviewers } from '../../plugins/lib/reviewers/spawn.js'
import { loadStage, readRunConfig } from '../../plugins/lib/reviewers/stage.js'
import { startOpencodeServer } from '../../src/core/opencode/server.js'
import { LogfmtLogger } from '../../src/core/telemetry/logger.js'
import { warmUpOpencode } from '../../src/core/opencode/warm-up.js'

/**
 * What-if (benchmark only, never shipped): spawn_reviewers with the reviewer
 * process started and warmed when the plugin loads, i.e. while the editor
 * process boots and runs its first turn, instead of when the tool is called.
 * Everything else is the shipped spawnReviewers. Measures how much of the
 * fan-out overhead the proposed change to plugins/spawn-reviewers.ts and
 * plugins/lib/reviewers/launcher.ts would remove.
 */

async function server(): Promise<Hooks> {
  const logger = new LogfmtLogger((line) => process.stderr.write(`${line}\n`))
  const config = await readRunConfig()
  const started = Date.now()
  const ready: Promise<ReviewerServer> = (async () => {
    const reviewer = await startOpencodeServer({
      bin: config.reviewer.opencodeBin,
      root: reviewerRoot(config.reviewer),
      env: config.reviewer.env,
      logger,
      startTimeoutMs: config.reviewer.startTimeoutMs,
    })
    await warmUpOpencode(reviewer.client)
    logger.event('runtime', 'reviewer-warm', { ms: Date.now() - started })
    process.once('exit', () => {
      try {
        process.kill(-reviewer.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    })
    return { client: reviewer.client, pid: reviewer.pid, close: () => reviewer.close() }
  })()
  ready.catch(() => {})
  let claimed = false
  return {
    tool: {
      spawn_reviewers: tool({
        // The shipped tool's description, word for word, so the editor's calls weigh the same.
        description: [
          'Runs the Harbourmaster specialists on the staged patches in parallel, then a verifier over every candidate finding,',
          'and returns the verified findings as JSON with a verdict and reason for each, plus counts.',
          'Call it exactly once, without arguments; a second call is refused.',
        ].join(' '),
        args: {},
        async execute(_args, ctx) {
          if (claimed) throw new Error('spawn_reviewers already ran in this review and runs only once.')
          claimed = true
          const stage = await loadStage(config)
          const result = await spawnReviewers({ stage, launch: () => ready, logger, signal: ctx.abort })
          return JSON.stringify(result)
        },
      }),
    },
  }
}

export default { id: 'harbourmaster-spawn-reviewers-prewarmed', server }
