import { runConfigSchema, type RunConfig } from '../../../src/contracts/run-config.js'
import { canonicalize, type Realpath } from './canonical.js'

/**
 * Which directories an agent may read, from the run config. Specialists,
 * verifier and editor read the stage; code-quality also the checkout. An
 * agent the guard has not seen (no chat.message yet) gets the stage only.
 */

export const CHECKOUT_READERS = new Set(['specialist-code-quality'])

export function parseRunConfig(text: string): RunConfig {
  return runConfigSchema.parse(JSON.parse(text))
}

export function rootsFor(agent: string | undefined, config: Pick<RunConfig, 'stageDir' | 'checkoutDir'>, realpath: Realpath): string[] {
  const roots = [canonicalize(config.stageDir, realpath)]
  if (agent && CHECKOUT_READERS.has(agent) && config.checkoutDir) roots.push(canonicalize(config.checkoutDir, realpath))
  return roots
}

export function deniedFor(config: Pick<RunConfig, 'privateDir'>, realpath: Realpath): string[] {
  return [canonicalize(config.privateDir, realpath)]
}
