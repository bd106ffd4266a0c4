import { RUN_CONFIG_ENV } from '../core/contracts/run-config.js'
import { FORBIDDEN, PASSTHROUGH_VARIABLES, withTrackingId } from '../core/opencode/tool-env.js'

export { PASSTHROUGH_VARIABLES, buildToolEnv } from '../core/opencode/tool-env.js'

/**
 * Builds the environment of an OpenCode process from an allowlist, never from
 * the runner's own environment: that one holds INPUT_GITHUB-TOKEN, GITHUB_TOKEN,
 * ACTIONS_RUNTIME_TOKEN and ACTIONS_ID_TOKEN_REQUEST_TOKEN, and a process's
 * /proc/<pid>/environ keeps whatever it started with, so a plugin or a
 * tool that reads it must find nothing worth having.
 *
 * API note: buildAllowlistedEnv(process.env, { runtime: root.env, providerKey: { name, value },
 *   runConfigPath }) -> Record<string, string> to pass as spawn's `env`.
 */

/** Variables an extra may set: the runtime's own dirs and switches. */
const RUNTIME_VARIABLE = /^(HOME|XDG_(CONFIG|DATA|CACHE|STATE)_HOME|TMPDIR|OPENCODE_[A-Z_]+|BUN_JSC_[A-Za-z]+)$/

/** A proxy URL may carry credentials; that is the user's choice, but only proxies and only if set. */
export interface AllowlistExtras {
  /** HOME, XDG_*, TMPDIR, OPENCODE_* switches and BUN_JSC_* tuning from prepareRuntimeRoot. */
  runtime: Record<string, string>
  /** The model provider's key: the only secret an OpenCode process gets. */
  providerKey?: { name: string; value: string }
  /** Path of the private run config file (HARBOURMASTER_RUN_CONFIG). */
  runConfigPath?: string
}

export class UnsafeEnvironmentError extends Error {
  constructor(readonly variable: string) {
    super(`Refusing to pass ${variable} to an OpenCode process.`)
    this.name = 'UnsafeEnvironmentError'
  }
}

export function buildAllowlistedEnv(source: NodeJS.ProcessEnv, extras: AllowlistExtras): Record<string, string> {
  const env: Record<string, string> = {}
  for (const name of PASSTHROUGH_VARIABLES) {
    const value = source[name]
    if (value !== undefined && value !== '') env[name] = value
  }
  env.PATH ??= '/usr/local/bin:/usr/bin:/bin'
  withTrackingId(source, env)
  for (const [name, value] of Object.entries(extras.runtime)) {
    // A typo here must not quietly widen the allowlist.
    if (!RUNTIME_VARIABLE.test(name) || FORBIDDEN.test(name)) throw new UnsafeEnvironmentError(name)
    env[name] = value
  }
  if (extras.providerKey) {
    const { name, value } = extras.providerKey
    if (FORBIDDEN.test(name) || !/^[A-Z][A-Z0-9_]*$/.test(name)) throw new UnsafeEnvironmentError(name)
    if (value !== '') env[name] = value
  }
  if (extras.runConfigPath) env[RUN_CONFIG_ENV] = extras.runConfigPath
  return bypassLoopback(env)
}

const PROXY = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'] as const
const LOOPBACK = ['localhost', '127.0.0.1', '::1']

/**
 * The runner always reaches loopback directly (@actions/http-client), but OpenCode's runtime
 * sends everything through a proxy its NO_PROXY does not exempt: the warm-up stand-in model, a
 * model gateway on the runner, the reviewer server and spawn_reviewers' calls to it (with the
 * provider key and the reviewer's password in clear text) would go to the proxy, and fail there.
 * So with a proxy set, both spellings of NO_PROXY also name the loopback.
 */
function bypassLoopback(env: Record<string, string>): Record<string, string> {
  if (!PROXY.some((name) => env[name])) return env
  const entries = [env.NO_PROXY, env.no_proxy].flatMap((list) => (list ?? '').split(',')).map((e) => e.trim())
  const merged = [...new Set([...entries.filter((e) => e !== ''), ...LOOPBACK])].join(',')
  return { ...env, NO_PROXY: merged, no_proxy: merged }
}
