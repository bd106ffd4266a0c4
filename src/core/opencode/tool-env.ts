/**
 * Environment allowlists shared by every process Harbourmaster starts: the
 * OpenCode servers (src/runtime/env.ts adds their runtime dirs and provider
 * key) and the helper programs (git init, npm ci, a version check). The
 * runner's own environment holds INPUT_GITHUB-TOKEN and ACTIONS_* tokens and
 * is never passed on.
 */

/** Copied from the source environment when set: locale, time zone, certificates, proxies. */
export const PASSTHROUGH_VARIABLES = [
  'PATH',
  'LANG',
  'LC_ALL',
  'LC_CTYPE',
  'TZ',
  'TMPDIR',
  'NODE_EXTRA_CA_CERTS',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'HTTPS_PROXY',
  'https_proxy',
  'HTTP_PROXY',
  'http_proxy',
  'NO_PROXY',
  'no_proxy',
] as const

/** Never passed, whatever an extra says: they would let a process act for the workflow. */
export const FORBIDDEN = /^(INPUT_|ACTIONS_|GITHUB_|RUNNER_)|^(GH_TOKEN|GITHUB_TOKEN)$/

/**
 * The one runner variable every process gets: at the end of a job the Actions
 * runner kills each process whose environment holds the job's
 * RUNNER_TRACKING_ID ("Cleaning up orphan processes"). Without it, an OpenCode
 * server or an npm install that outlived a runner killed hard (a cancellation's
 * grace period ending in SIGKILL, where our own sweep cannot run) kept running
 * on a self-hosted runner. It is an id, not a credential; only an id's
 * characters pass, so no value can smuggle anything else.
 */
export const TRACKING_VARIABLE = 'RUNNER_TRACKING_ID'

export function withTrackingId(source: NodeJS.ProcessEnv, env: Record<string, string>): Record<string, string> {
  const id = source[TRACKING_VARIABLE]
  if (id !== undefined && /^[A-Za-z0-9_.-]{1,200}$/.test(id)) env[TRACKING_VARIABLE] = id
  return env
}

/** npm reads its settings (registry, cache, proxy, its own auth) from npm_config_* variables. */
const NPM_CONFIG = /^npm_config_/i

/**
 * The environment of the helper programs the runner starts itself (git init,
 * the provisioning `npm ci`, the binary's version check): the same passthrough
 * list plus HOME, and for npm its own npm_config_* settings. The runner's
 * environment holds INPUT_GITHUB-TOKEN and ACTIONS_* tokens, which such a
 * program (or a hook or script it runs) has no business reading.
 */
export function buildToolEnv(source: NodeJS.ProcessEnv, options: { npm?: boolean } = {}): Record<string, string> {
  const env: Record<string, string> = {}
  for (const name of [...PASSTHROUGH_VARIABLES, 'HOME']) {
    const value = source[name]
    if (value !== undefined && value !== '') env[name] = value
  }
  env.PATH ??= '/usr/local/bin:/usr/bin:/bin'
  withTrackingId(source, env)
  if (options.npm) {
    for (const [name, value] of Object.entries(source)) {
      if (NPM_CONFIG.test(name) && !FORBIDDEN.test(name) && value !== undefined) env[name] = value
    }
  }
  return env
}
