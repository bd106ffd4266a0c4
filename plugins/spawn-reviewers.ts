import type { Hooks, PluginInput } from '@opencode-ai/plugin'
import { escapeHiddenInJson } from '../src/core/text/visible-escapes.js'
import { tool } from '@opencode-ai/plugin'
import { pluginLogger } from '../src/core/telemetry/run-secrets.js'
import { WARM_UP_PROVIDER } from '../src/core/opencode/warm-up.js'
import { attachTeam, TeamAhead } from './lib/reviewers/attach-ahead.js'
import { attachReviewerServer, launchReviewerServer } from './lib/reviewers/launcher.js'
import { ReviewerPrewarm } from './lib/reviewers/prewarm.js'
import { spawnReviewers } from './lib/reviewers/spawn.js'
import { loadStage, readRunConfig } from './lib/reviewers/stage.js'
import type { RunConfig } from '../src/core/contracts/run-config.js'

/**
 * The editor's `spawn_reviewers` tool. It runs the review team once per run:
 * the first call does the work, any later call is refused with a tool error
 * (the editor already has the verified findings in its conversation). Only
 * the editor agent may call it; the reviewer process never loads this plugin.
 *
 * This module exports only the plugin (OpenCode calls every export of a
 * legacy plugin module); the work lives in lib/reviewers/.
 */

const DESCRIPTION = [
  'Runs the Harbourmaster specialists on the staged patches in parallel, then a verifier over every candidate finding,',
  'and returns the verified findings as JSON with a verdict and reason for each, plus counts.',
  'Call it exactly once, without arguments; a second call is refused.',
].join(' ')

interface EditorMessagesPort {
  session: Pick<PluginInput['client']['session'], 'messages'>
}

/** Tokens the editor session has used so far, from its assistant messages (for the shared budget). */
async function editorTokens(client: EditorMessagesPort, sessionID: string): Promise<number> {
  const listed = await client.session.messages({ path: { id: sessionID } })
  let total = 0
  for (const m of listed.data ?? []) {
    if (m.info.role !== 'assistant') continue
    const t = m.info.tokens
    total += t.input + t.output + t.reasoning + t.cache.read + t.cache.write
  }
  return total
}

/** The runner started (or is starting) the reviewer: attach to it, never start a second one. */
const runnerOwned = (config: RunConfig): boolean => config.reviewer.serverFile !== undefined

async function server(input: PluginInput): Promise<Hooks> {
  let claimed = false
  // Its lines hold the provider key redacted from the first run config it reads (never the token,
  // which this plugin and the reviewer it starts never see).
  const { logger, redactor, withRunSecrets } = pluginLogger()
  const runConfig = (): Promise<RunConfig> => readRunConfig().then(withRunSecrets)
  const prewarm = new ReviewerPrewarm((config, log) => launchReviewerServer(config, log, redactor), logger)
  const ahead = new TeamAhead((config) => attachTeam(config, attachReviewerServer, logger, { promptAhead: true }))
  // The runner boots the reviewer itself, and its run config says so (or does not exist yet when
  // this loads): nothing is pre-warmed here then. A run config present at load that names no
  // runner-owned reviewer is the plugin-driven layout: pre-warm one. Outside a run the tool
  // reports why when called.
  runConfig().then(
    (config) => {
      if (!runnerOwned(config)) prewarm.start(config)
    },
    () => {},
  )
  return {
    dispose: async () => {
      await Promise.all([prewarm.dispose(), ahead.dispose()])
    },
    // The editor's first message: the run config exists (the runner writes it after the gate), so
    // the runner's reviewer is reached while the model thinks; never awaited, never fails the message.
    'chat.message': async (message) => {
      if (message.agent !== 'editor' || message.model?.providerID === WARM_UP_PROVIDER || claimed) return
      runConfig().then(
        (config) => {
          if (runnerOwned(config)) ahead.start(config)
        },
        () => {},
      )
    },
    tool: {
      spawn_reviewers: tool({
        description: DESCRIPTION,
        args: {},
        async execute(_args, ctx) {
          if (ctx.agent !== 'editor') throw new Error('spawn_reviewers is available to the editor agent only.')
          if (claimed) {
            logger.event('reviewers', 'refused', { reason: 'second-call' })
            throw new Error('spawn_reviewers already ran in this review and runs only once. Use the verified findings it returned.')
          }
          claimed = true
          const config = await runConfig()
          // dispose() stops the pre-warmed server only if this call never claimed it (e.g. no budget left).
          const launch = runnerOwned(config) ? attachReviewerServer : prewarm.launcher()
          const attached = runnerOwned(config) ? ahead.take() : undefined
          // The prompts sent ahead were built from this stage and nonce: plan with the same.
          const planned = await attached?.planned?.catch(() => undefined)
          const [stage, used] = await Promise.all([planned?.stage ?? loadStage(config), editorTokens(input.client, ctx.sessionID).catch(() => 0)])
          const result = await spawnReviewers({ stage, launch, attached, logger, signal: ctx.abort, editorTokens: used, nonce: planned?.nonce }).finally(() =>
            Promise.all([prewarm.dispose(), ahead.dispose()]),
          )
          ctx.metadata({ title: `${result.findings.length} verified finding(s)`, metadata: { status: result.status, counts: result.counts } })
          // Paths with hidden characters reach the editor as visible \uXXXX escapes.
          return escapeHiddenInJson(JSON.stringify(result))
        },
      }),
    },
  }
}

export default { id: 'harbourmaster-spawn-reviewers', server }
