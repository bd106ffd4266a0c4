import { runConfigSchema, type RunConfig } from '../../../src/core/contracts/run-config.js'
import { CHECKOUT_READERS } from '../../../src/core/contracts/specialists.js'
import { join } from 'node:path'
import { canonicalise, type Realpath } from './canonical.js'

/**
 * Which directories an agent may read, from the run config. Specialists,
 * verifier and editor read the stage; code-quality also the checkout. An
 * agent the guard has not seen (no chat.message yet) gets the stage only.
 */

export { CHECKOUT_READERS }

export function parseRunConfig(text: string): RunConfig {
  return runConfigSchema.parse(JSON.parse(text))
}

export function rootsFor(agent: string | undefined, config: Pick<RunConfig, 'stageDir' | 'checkoutDir'>, realpath: Realpath): string[] {
  const roots = [canonicalise(config.stageDir, realpath)]
  if (agent && CHECKOUT_READERS.has(agent) && config.checkoutDir) roots.push(canonicalise(config.checkoutDir, realpath))
  return roots
}

/**
 * Never readable, even inside a root: the private directory (receipts, run
 * config, token file) and the checkout's .git, where actions/checkout keeps
 * the workflow token by default (persist-credentials) in .git/config.
 */
export function deniedFor(config: Pick<RunConfig, 'privateDir' | 'checkoutDir'>, realpath: Realpath): string[] {
  const denied = [canonicalise(config.privateDir, realpath)]
  if (config.checkoutDir) denied.push(join(canonicalise(config.checkoutDir, realpath), '.git'))
  return denied
}
