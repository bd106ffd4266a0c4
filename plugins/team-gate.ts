import type { Hooks, Plugin } from '@opencode-ai/plugin'
import type { RunConfig } from '../src/core/contracts/run-config.js'
import { TeamGateHold } from '../src/core/opencode/team-gate.js'
import { readRunConfig } from './lib/reviewers/stage.js'

/**
 * The team gate's reviewer side (src/core/opencode/team-gate.ts), loaded into
 * the reviewer process only. `chat.headers` is the last plugin hook OpenCode
 * awaits before it sends a model request: by then a prompt's own work (its
 * message stored, the system prompt and the request built) is done, so a
 * specialist prompt the editor's plugin sent ahead waits here, having spent
 * no token, until the editor calls spawn_reviewers.
 *
 * The runner's warm-up prompt is never held, nor is anything while the gate
 * is not armed. A request held when the process is stopped is never sent.
 */
export const HarbourmasterTeamGate: Plugin = async () => {
  // Read when first needed, not at load: the runner boots OpenCode before the run config exists.
  let config: RunConfig | undefined
  const hold = new TeamGateHold(async () => (config ??= await readRunConfig().catch(() => undefined))?.privateDir)
  const hooks: Hooks = {
    'chat.headers': async (input) => hold.beforeModelRequest(input.model.providerID),
  }
  return hooks
}
