import { z } from 'zod'
import { hasPositiveGlob, leavesWorkspace, listInGlob, neverMatches, expandsTooFar } from '../policy/path-filter.js'
import { ConfigurationError } from '../core/errors.js'
import { WARM_UP_PROVIDER } from '../core/opencode/warm-up.js'
import { SEVERITIES } from '../core/contracts/review-payload.js'
import { SPECIALISTS, type Specialist } from '../core/contracts/specialists.js'
import { LOGIN_PATTERN } from '../core/contracts/logins.js'
import { INSTANCE_PATTERN } from '../core/contracts/markers.js'

/**
 * Every action input is read here, once, into one validated Settings object.
 * Optional inputs are `undefined` when empty. Errors name the input and the
 * expected form.
 */
export const MODES = ['comment', 'silent', 'check-only', 'blocking'] as const
export type Mode = (typeof MODES)[number]
export { SEVERITIES }
export type Severity = (typeof SEVERITIES)[number]
export { SPECIALISTS, type Specialist }

/** Reads one raw input by its action.yml name; '' when unset (as @actions/core does). */
export type InputReader = (name: string) => string

const MODEL_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*\/[A-Za-z0-9][A-Za-z0-9._:/@-]*$/

function list(raw: string): string[] {
  return raw
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
}

function lines(raw: string): string[] {
  return raw
    .split('\n')
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && !s.startsWith('#'))
}

function integer(name: string, raw: string, min: number, max: number): number {
  if (!/^\d+$/.test(raw.trim())) {
    throw new ConfigurationError(`Input '${name}' must be a whole number from ${min} to ${max}; got '${raw}'.`, name)
  }
  const value = Number(raw.trim())
  if (value < min || value > max) {
    throw new ConfigurationError(`Input '${name}' must be a whole number from ${min} to ${max}; got '${raw}'.`, name)
  }
  return value
}

function boolean(name: string, raw: string): boolean {
  const v = raw.trim().toLowerCase()
  if (v === 'true') return true
  if (v === 'false') return false
  throw new ConfigurationError(`Input '${name}' must be 'true' or 'false'; got '${raw}'.`, name)
}

function oneOf<T extends string>(name: string, raw: string, allowed: readonly T[]): T {
  const v = raw.trim() as T
  if (allowed.includes(v)) return v
  throw new ConfigurationError(`Input '${name}' must be one of ${allowed.join(', ')}; got '${raw}'.`, name)
}

function modelId(name: string, raw: string): string {
  const v = raw.trim()
  if (!MODEL_ID.test(v)) {
    throw new ConfigurationError(`Input '${name}' must be a model id in the form provider/model (for example anthropic/claude-sonnet-4-5); got '${raw}'.`, name)
  }
  if (v.startsWith(`${WARM_UP_PROVIDER}/`)) {
    throw new ConfigurationError(
      `Input '${name}' names the provider '${WARM_UP_PROVIDER}', which the action reserves for OpenCode's warm-up; use your provider's own name.`,
      name,
    )
  }
  return v
}

function httpUrl(name: string, raw: string): string {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new ConfigurationError(`Input '${name}' must be an http(s) URL such as https://gateway.example.com/v1; got '${raw}'.`, name)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigurationError(`Input '${name}' must be an http(s) URL such as https://gateway.example.com/v1; got '${raw}'.`, name)
  }
  if (url.username || url.password) {
    throw new ConfigurationError(`Input '${name}' must not carry credentials in the URL; pass the key in provider-api-key.`, name)
  }
  // OpenCode's OpenAI-compatible provider appends /chat/completions to the URL as text: a query or fragment
  // takes it in (…/v1?x=1/chat/completions) and the endpoint itself doubles it. Each was answered 404 and
  // reported as models the provider does not know. The query is never repeated: it may carry a key.
  // An empty '?' or '#' leaves search and hash empty but stays in the URL: its href is what OpenCode appends to.
  if (/[?#]/.test(url.href)) {
    throw new ConfigurationError(
      `Input '${name}' must not have a query string or fragment (?… or #…): OpenCode adds /chat/completions to the URL, which would end up inside it. Give the base URL alone, such as https://gateway.example.com/v1, and pass the key in provider-api-key.${azureHint(url)}`,
      name,
    )
  }
  const base = url.toString().replace(/\/$/, '')
  if (/\/chat\/completions$/i.test(base)) {
    throw new ConfigurationError(
      `Input '${name}' is the chat completions endpoint, not the URL /chat/completions is added to; write ${base.replace(/\/chat\/completions$/i, '')}.${azureHint(url)}`,
      name,
    )
  }
  return base
}

/**
 * Azure OpenAI's deployment URLs need an api-version query, which no base URL can carry; its v1 API
 * (…/openai/v1) needs none and speaks the OpenAI API, so that is the URL to name.
 */
function azureHint(url: URL): string {
  if (!/\.openai\.azure\.com$|\.services\.ai\.azure\.com$/i.test(url.hostname)) return ''
  return ` For Azure OpenAI, use its v1 API, which needs no api-version: ${url.origin}/openai/v1.`
}

/**
 * `repoPaths`: the globs match changed files' repository paths (include, exclude), which never start with '/' or './';
 * otherwise files in the workspace (test-results), which may start with './' but never leave it.
 */
function globs(name: string, raw: string, repoPaths = false): string[] {
  const out = lines(raw)
  for (const g of out) {
    if (g.length > 500) throw new ConfigurationError(`Input '${name}' has a glob over 500 characters; use shorter minimatch globs, one per line.`, name)
    if (g === '!') throw new ConfigurationError(`Input '${name}' has a line that is only '!'; write '!' followed by a glob, for example '!docs/keep.md'.`, name)
    if (!repoPaths && leavesWorkspace(g))
      throw new ConfigurationError(`Input '${name}' must hold globs relative to the workspace without '..'; got '${g}'.`, name)
    const never = repoPaths ? neverMatches(g) : listInGlob(g)
    if (never) throw new ConfigurationError(`Input '${name}' has the glob ${never}.`, name)
    const far = expandsTooFar(g)
    if (far) throw new ConfigurationError(`Input '${name}' has the glob ${far}.`, name)
  }
  // Patterns are checked in order and the last match decides; a list of only
  // negations selects nothing (GitHub's path filters reject it the same way).
  if (out.length > 0 && !hasPositiveGlob(out)) {
    throw new ConfigurationError(`Input '${name}' has only '!' globs, which select nothing; put a plain glob first, for example '**' then '!docs/**'.`, name)
  }
  return out
}

/** `test-command`: a JSON array of strings (argv, no shell); `{files}` expands to the affected test files. */
function argv(name: string, raw: string): string[] {
  const form = `Input '${name}' must be a JSON array of strings, the command and its arguments without a shell, for example ["npx","vitest","run","--reporter=junit","{files}"]`
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw new ConfigurationError(`${form}; got '${raw}'.`, name)
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length === 0 ||
    parsed.length > 200 ||
    !parsed.every((a) => typeof a === 'string' && a.length > 0 && a.length <= 4000 && !a.includes('\0'))
  ) {
    throw new ConfigurationError(`${form}; got '${raw}'.`, name)
  }
  return parsed as string[]
}

export const settingsSchema = z.object({
  githubToken: z.string().min(1),
  mode: z.enum(MODES),
  model: z.string(),
  providerApiKey: z.string().optional(),
  providerBaseUrl: z.string().optional(),
  fallbackModels: z.array(z.string()),
  strictRuntime: z.boolean(),
  include: z.array(z.string()),
  exclude: z.array(z.string()),
  maxFiles: z.number().int(),
  maxPatchBytes: z.number().int(),
  maxTotalBytes: z.number().int(),
  maxComments: z.number().int(),
  tokenBudget: z.number().int(),
  skipDrafts: z.boolean(),
  skipForks: z.boolean(),
  reviewSameCommit: z.boolean(),
  blockingSeverity: z.enum(SEVERITIES),
  specialists: z.array(z.enum(SPECIALISTS)).optional(),
  expectedBotLogin: z.string().min(1),
  /** Which of several Harbourmaster jobs on one pull request this is (carried in its markers); undefined: the default. */
  instance: z.string().regex(INSTANCE_PATTERN).optional(),
  timeoutMinutes: z.number().int(),
  /** Path of a findings file (review record) to publish instead of running the review. */
  replayFindings: z.string().optional(),
  testResults: z.array(z.string()),
  testCommand: z.array(z.string()).optional(),
  testCommandBase: z.boolean(),
  testTimeoutSeconds: z.number().int(),
  /** The sandbox's in-memory file system, in MiB; undefined: a quarter of the runner's memory. */
  testMemoryMb: z.number().int().optional(),
  /** Inputs the workflow set (non-empty): they win over .github/harbourmaster.yml where both set a value. */
  inputsGiven: z.array(z.string()),
})
export type Settings = z.infer<typeof settingsSchema>

/**
 * The one provider-api-key is the key of model's provider. Without a gateway, a fallback of
 * another provider could never authenticate, and would be sent that provider's key.
 */
function sameProvider(settings: Pick<Settings, 'model' | 'fallbackModels' | 'providerBaseUrl'>): void {
  if (settings.providerBaseUrl !== undefined) return
  const provider = settings.model.slice(0, settings.model.indexOf('/'))
  const other = settings.fallbackModels.find((m) => !m.startsWith(`${provider}/`))
  if (other === undefined) return
  throw new ConfigurationError(
    `Input 'fallback-models' names ${other}, of another provider than model's: the one provider-api-key is sent only to '${provider}'. List models of '${provider}' only, or send every model through one gateway with provider-base-url.`,
    'fallback-models',
  )
}

export function readSettings(read: InputReader): Settings {
  const given = new Set<string>()
  const raw = (name: string): string => {
    const value = read(name) ?? ''
    if (value.trim() !== '') given.add(name)
    return value
  }
  const optional = (name: string): string | undefined => {
    const v = raw(name).trim()
    return v.length > 0 ? v : undefined
  }
  const withDefault = (name: string, fallback: string): string => optional(name) ?? fallback

  const githubToken = optional('github-token')
  if (!githubToken) {
    throw new ConfigurationError("Input 'github-token' is empty; pass ${{ github.token }} or a token with pull-requests access.", 'github-token')
  }
  const specialistsRaw = optional('specialists')
  const specialists = specialistsRaw ? list(specialistsRaw).map((s) => oneOf('specialists', s, SPECIALISTS)) : undefined
  if (specialists && specialists.length === 0) {
    throw new ConfigurationError(`Input 'specialists' must list at least one of ${SPECIALISTS.join(', ')}.`, 'specialists')
  }
  const blockingSeverity = oneOf('blocking-severity', withDefault('blocking-severity', 'high'), SEVERITIES)
  if (blockingSeverity === 'info') {
    throw new ConfigurationError("Input 'blocking-severity' must be one of critical, high, medium, low; got 'info'.", 'blocking-severity')
  }
  const expectedBotLogin = withDefault('expected-bot-login', 'github-actions[bot]')
  if (!LOGIN_PATTERN.test(expectedBotLogin)) {
    throw new ConfigurationError(
      `Input 'expected-bot-login' must be a GitHub login such as github-actions[bot]; got '${expectedBotLogin}'.`,
      'expected-bot-login',
    )
  }

  const instance = optional('instance')
  if (instance !== undefined && !INSTANCE_PATTERN.test(instance)) {
    throw new ConfigurationError(
      `Input 'instance' must be 1 to 64 letters, digits, '.', '_' or '-' (for example security or model-\${{ strategy.job-index }}); got '${instance}'.`,
      'instance',
    )
  }

  const replayFindings = optional('replay-findings')
  if (replayFindings !== undefined && (/[\n\0]/.test(replayFindings) || replayFindings.length > 4096)) {
    throw new ConfigurationError(
      "Input 'replay-findings' must be one path to a findings file written by an earlier run (for example findings/harbourmaster-findings.json).",
      'replay-findings',
    )
  }

  const providerBaseUrl = optional('provider-base-url')
  const testCommandRaw = optional('test-command')
  const testCommand = testCommandRaw ? argv('test-command', testCommandRaw) : undefined
  const testCommandBase = boolean('test-command-base', withDefault('test-command-base', 'false'))
  if (testCommandBase && !testCommand) {
    throw new ConfigurationError(
      "Input 'test-command-base' is true but 'test-command' is empty; set test-command or remove test-command-base.",
      'test-command-base',
    )
  }
  const settings: Settings = {
    githubToken,
    mode: oneOf('mode', withDefault('mode', 'comment'), MODES),
    model: modelId('model', withDefault('model', 'anthropic/claude-sonnet-4-5')),
    providerApiKey: optional('provider-api-key'),
    providerBaseUrl: providerBaseUrl ? httpUrl('provider-base-url', providerBaseUrl) : undefined,
    fallbackModels: list(raw('fallback-models')).map((m) => modelId('fallback-models', m)),
    strictRuntime: boolean('strict-runtime', withDefault('strict-runtime', 'false')),
    include: globs('include', raw('include'), true),
    exclude: globs('exclude', raw('exclude'), true),
    maxFiles: integer('max-files', withDefault('max-files', '150'), 1, 3000),
    maxPatchBytes: integer('max-patch-bytes', withDefault('max-patch-bytes', '60000'), 1000, 1_000_000),
    maxTotalBytes: integer('max-total-bytes', withDefault('max-total-bytes', '1500000'), 1000, 20_000_000),
    maxComments: integer('max-comments', withDefault('max-comments', '25'), 0, 100),
    tokenBudget: integer('token-budget', withDefault('token-budget', '3000000'), 10_000, 100_000_000),
    skipDrafts: boolean('skip-drafts', withDefault('skip-drafts', 'true')),
    skipForks: boolean('skip-forks', withDefault('skip-forks', 'true')),
    reviewSameCommit: boolean('review-same-commit', withDefault('review-same-commit', 'false')),
    blockingSeverity,
    specialists,
    expectedBotLogin,
    instance,
    timeoutMinutes: integer('timeout-minutes', withDefault('timeout-minutes', '20'), 1, 360),
    replayFindings,
    testResults: globs('test-results', raw('test-results')),
    testCommand,
    testCommandBase,
    testTimeoutSeconds: integer('test-timeout-seconds', withDefault('test-timeout-seconds', '600'), 10, 3600),
    // No default here or in action.yml: the default depends on the runner's memory (test-command.ts).
    testMemoryMb: raw('test-memory-mb').trim() === '' ? undefined : integer('test-memory-mb', raw('test-memory-mb'), 64, 65_536),
    inputsGiven: [],
  }
  sameProvider(settings)
  settings.inputsGiven = [...given].sort()
  return settingsSchema.parse(settings)
}
