import { readFileSync, readlinkSync, realpathSync } from 'node:fs'
import type { Hooks, Plugin } from '@opencode-ai/plugin'
import { RUN_CONFIG_ENV } from '../src/core/contracts/run-config.js'
import type { Redactor } from '../src/core/telemetry/redact.js'
import { runRedactor } from '../src/core/telemetry/run-secrets.js'
import { checkToolCall, cleanToolOutput, isGuardedTool } from './lib/path-guard/policy.js'
import { deniedFor, parseRunConfig, rootsFor } from './lib/path-guard/roots.js'

/**
 * Path guard, loaded into every Harbourmaster OpenCode process. Permissions
 * already deny everything but the stage (and the checkout for code-quality);
 * this is the second, canonicalising layer: it refuses any read/glob/grep path
 * that resolves outside the agent's roots, whatever symlinks or `..` it uses,
 * strips the AGENTS.md reminders OpenCode appends to read results, and
 * redacts secret-shaped strings from what the tools return.
 *
 * A refusal is thrown: OpenCode reports it to the model as the tool's error.
 * Without a readable run config the guard refuses every guarded call (fail closed);
 * the config is looked for again on each call until it is found, then kept.
 */

class PathGuardError extends Error {
  constructor(reason: string) {
    super(`Harbourmaster path guard refused this call: ${reason}.`)
    this.name = 'PathGuardError'
  }
}

function loadConfig(): ReturnType<typeof parseRunConfig> | undefined {
  const file = process.env[RUN_CONFIG_ENV]
  if (!file) return undefined
  try {
    return parseRunConfig(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

export const HarbourmasterPathGuard: Plugin = async () => {
  // Read at the first guarded call, not at load: the runner boots OpenCode before the run config exists.
  let config = loadConfig()
  // The run's secrets (the provider key, whatever its shape), once the run config names them.
  let redactor: Redactor | undefined
  // Agents are learnt from chat.message; a session the guard has not seen reads the stage only.
  const agents = new Map<string, string>()
  const hooks: Hooks = {
    'chat.message': async (input) => {
      if (input.agent) agents.set(input.sessionID, input.agent)
    },
    'tool.execute.before': async (input, output: { args: Record<string, unknown> }) => {
      if (!isGuardedTool(input.tool)) return
      config ??= loadConfig()
      if (!config) throw new PathGuardError(`no run config (${RUN_CONFIG_ENV}) is readable, so no directory is allowed`)
      const decision = checkToolCall(input.tool, output.args ?? {}, {
        roots: rootsFor(agents.get(input.sessionID), config, realpathSync),
        denied: deniedFor(config, realpathSync),
        realpath: realpathSync,
        readlink: readlinkSync,
      })
      if (!decision.ok) throw new PathGuardError(decision.reason)
      // Mutated in place: OpenCode runs the tool with the object it handed to the hook.
      Object.assign(output.args, decision.args)
    },
    'tool.execute.after': async (input, output) => {
      if (!isGuardedTool(input.tool) || typeof output.output !== 'string') return
      config ??= loadConfig()
      if (config) redactor ??= runRedactor(config)
      // Second layer behind the denied paths: a secret-shaped string in any file
      // an agent reads (a token pasted in code, a credential helper's file) never
      // reaches the model or the provider.
      output.output = cleanToolOutput(output.output, redactor)
    },
  }
  return hooks
}
