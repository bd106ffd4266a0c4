import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readSettings } from '../../src/config/settings.js'
import { ConfigurationError } from '../../src/core/errors.js'
import { githubToken } from '../support/kit/secrets.js'

/** Input names and defaults declared in action.yml (two-space keys under `inputs:`). */
function actionInputs(): Map<string, string | undefined> {
  const text = readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')
  const section = text.split(/^inputs:\s*$/m)[1]?.split(/^\S/m)[0] ?? ''
  const out = new Map<string, string | undefined>()
  let current: string | undefined
  for (const line of section.split('\n')) {
    const key = /^ {2}([a-z0-9-]+):\s*$/.exec(line)
    if (key?.[1]) {
      current = key[1]
      out.set(current, undefined)
      continue
    }
    const def = /^ {4}default:\s*(.*)$/.exec(line)
    if (def && current) out.set(current, def[1]?.trim().replace(/^"(.*)"$/, '$1'))
  }
  return out
}

const TOKEN = githubToken(0x5e7)

function reader(values: Record<string, string>) {
  const asked: string[] = []
  const read = (name: string): string => {
    asked.push(name)
    return values[name] ?? ''
  }
  return { read, asked }
}

function settingsError(values: Record<string, string>): ConfigurationError {
  try {
    readSettings(reader({ 'github-token': TOKEN, ...values }).read)
  } catch (error) {
    if (error instanceof ConfigurationError) return error
    throw error
  }
  throw new Error(`expected a ConfigurationError for ${JSON.stringify(values)}`)
}

describe('readSettings covers action.yml', () => {
  const inputs = actionInputs()

  it('finds the inputs in action.yml', () => {
    expect(inputs.size).toBeGreaterThanOrEqual(20)
  })

  it('reads every input action.yml declares, and none it does not', () => {
    const { read, asked } = reader({ 'github-token': TOKEN })
    readSettings(read)
    expect(new Set(asked)).toEqual(new Set(inputs.keys()))
  })

  it('applies the documented defaults when only the token is given', () => {
    const s = readSettings(reader({ 'github-token': TOKEN }).read)
    expect(s).toMatchObject({
      githubToken: TOKEN,
      mode: inputs.get('mode'),
      model: inputs.get('model'),
      providerApiKey: undefined,
      providerBaseUrl: undefined,
      fallbackModels: [],
      strictRuntime: inputs.get('strict-runtime') === 'true',
      include: [],
      exclude: [],
      maxFiles: Number(inputs.get('max-files')),
      maxPatchBytes: Number(inputs.get('max-patch-bytes')),
      maxTotalBytes: Number(inputs.get('max-total-bytes')),
      // action.yml declares no default for max-comments, so .github/harbourmaster.yml's can apply; 25 is documented.
      maxComments: 25,
      tokenBudget: Number(inputs.get('token-budget')),
      skipDrafts: inputs.get('skip-drafts') === 'true',
      skipForks: inputs.get('skip-forks') === 'true',
      reviewSameCommit: inputs.get('review-same-commit') === 'true',
      blockingSeverity: inputs.get('blocking-severity'),
      specialists: undefined,
      expectedBotLogin: inputs.get('expected-bot-login'),
      timeoutMinutes: Number(inputs.get('timeout-minutes')),
      replayFindings: undefined,
    })
  })

  it('parses well-formed values of every input', () => {
    const s = readSettings(
      reader({
        'github-token': TOKEN,
        mode: 'check-only',
        model: 'gateway/qwen3-coder',
        'provider-api-key': 'sk-provider-key-for-tests-0000',
        'provider-base-url': 'http://127.0.0.1:4010/v1/',
        'fallback-models': 'openai/gpt-5-mini,\nanthropic/claude-haiku-4-5',
        'strict-runtime': 'TRUE',
        include: 'src/**\n# a comment\nlib/**',
        exclude: 'docs/**',
        'max-files': '40',
        'max-patch-bytes': '2000',
        'max-total-bytes': '50000',
        'max-comments': '0',
        'token-budget': '20000',
        'skip-drafts': 'false',
        'skip-forks': 'false',
        'review-same-commit': 'true',
        'blocking-severity': 'medium',
        specialists: 'security, tests',
        'expected-bot-login': 'harbourmaster-app[bot]',
        'timeout-minutes': '5',
        'replay-findings': ' artifacts/harbourmaster-findings.json ',
      }).read,
    )
    expect(s).toMatchObject({
      mode: 'check-only',
      model: 'gateway/qwen3-coder',
      providerApiKey: 'sk-provider-key-for-tests-0000',
      providerBaseUrl: 'http://127.0.0.1:4010/v1',
      fallbackModels: ['openai/gpt-5-mini', 'anthropic/claude-haiku-4-5'],
      strictRuntime: true,
      include: ['src/**', 'lib/**'],
      exclude: ['docs/**'],
      maxFiles: 40,
      maxPatchBytes: 2000,
      maxTotalBytes: 50000,
      maxComments: 0,
      tokenBudget: 20000,
      skipDrafts: false,
      skipForks: false,
      reviewSameCommit: true,
      blockingSeverity: 'medium',
      specialists: ['security', 'tests'],
      expectedBotLogin: 'harbourmaster-app[bot]',
      timeoutMinutes: 5,
      replayFindings: 'artifacts/harbourmaster-findings.json',
    })
  })
})

// One bad value per input, with a fragment of the expected form the message must state.
const BAD_VALUES: [input: string, value: string, expectedForm: RegExp][] = [
  ['github-token', '   ', /github\.token|token with pull-requests/],
  ['mode', 'loud', /one of comment, silent, check-only, blocking/],
  ['model', 'claude-sonnet', /provider\/model/],
  ['provider-base-url', 'ftp://gateway.example.com', /http\(s\) URL/],
  ['provider-base-url', 'not a url', /http\(s\) URL/],
  ['provider-base-url', 'https://user:secret@gateway.example.com/v1', /must not carry credentials/],
  // OpenCode adds /chat/completions to the URL as text: the endpoint itself doubles it, and a query or fragment
  // swallows it (…/v1?api-version=1/chat/completions), each answered 404 and reported as unknown models.
  [
    'provider-base-url',
    'https://gateway.example.com/v1/chat/completions',
    /the URL \/chat\/completions is added to; write https:\/\/gateway\.example\.com\/v1/,
  ],
  ['provider-base-url', 'https://gateway.example.com/v1/chat/completions/', /write https:\/\/gateway\.example\.com\/v1\b/],
  ['provider-base-url', 'https://gateway.example.com/v1?api-version=2024-10-21', /must not have a query string or fragment/],
  ['provider-base-url', 'https://gateway.example.com/v1#models', /must not have a query string or fragment/],
  // An empty query or fragment ('?' or '#' left by a template) has no URL.search, but OpenCode's added path still lands in it.
  ['provider-base-url', 'https://gateway.example.com/v1?', /must not have a query string or fragment/],
  ['provider-base-url', 'https://gateway.example.com/v1/#', /must not have a query string or fragment/],
  // Azure OpenAI's deployment URLs need an api-version query; its v1 API needs none, and is what works.
  [
    'provider-base-url',
    'https://contoso.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21',
    /Azure OpenAI.*https:\/\/contoso\.openai\.azure\.com\/openai\/v1\b/,
  ],
  ['fallback-models', 'openai/gpt-5, mistral', /provider\/model/],
  // The runner's warm-up stand-in (runtime/warm-up-model.ts) must never answer a review.
  ['model', 'harbourmaster-warm-up/warm-up', /reserves for OpenCode's warm-up/],
  ['fallback-models', 'openai/gpt-5, harbourmaster-warm-up/x', /reserves for OpenCode's warm-up/],
  // One provider-api-key: a fallback of another provider would be sent that key (model defaults to anthropic/…).
  ['fallback-models', 'anthropic/claude-haiku-4-5, openai/gpt-4.1-mini', /openai\/gpt-4\.1-mini.*provider-api-key is sent only to 'anthropic'/],
  ['strict-runtime', 'yes', /'true' or 'false'/],
  ['include', 'x'.repeat(501), /minimatch globs/],
  ['exclude', `docs/**\n${'y'.repeat(501)}`, /minimatch globs/],
  ['include', '!docs/**', /only '!' globs/],
  // Paths are relative to the repository root: a glob anchored with '/' or './' can never match one.
  ['exclude', 'docs/**\n/vendor/**', /'\/vendor\/\*\*' can never match.*write 'vendor\/\*\*'/],
  ['include', './src/**', /'\.\/src\/\*\*' can never match.*write 'src\/\*\*'/],
  ['exclude', 'docs/**\n!/docs/keep.md', /'!\/docs\/keep\.md' can never match.*write '!docs\/keep\.md'/],
  ['exclude', 'docs/**\n!', /only '!'/],
  // gitignore's habit of naming a directory with a trailing '/': a changed file's path never ends in one.
  ['exclude', 'docs/**\nvendor/', /'vendor\/' can never match: .*a directory.*write 'vendor\/\*\*'/],
  ['include', 'src/**\n!src/generated/', /'!src\/generated\/' can never match: .*write '!src\/generated\/\*\*'/],
  // fallback-models takes a comma-separated list; a glob input does not, and one such line matched no file.
  ['exclude', 'dist/**, vendor/**', /'dist\/\*\*, vendor\/\*\*' can never match: a comma-separated list in one glob; write each glob on its own line/],
  ['max-files', '0', /whole number from 1 to 3000/],
  ['max-files', 'ten', /whole number from 1 to 3000/],
  ['max-patch-bytes', '999', /whole number from 1000 to 1000000/],
  ['max-total-bytes', '1.5e6', /whole number from 1000 to 20000000/],
  ['max-comments', '101', /whole number from 0 to 100/],
  ['token-budget', '-5', /whole number from 10000 to 100000000/],
  ['skip-drafts', 'maybe', /'true' or 'false'/],
  ['skip-forks', '1', /'true' or 'false'/],
  ['review-same-commit', 'yes', /'true' or 'false'/],
  ['blocking-severity', 'urgent', /one of critical, high, medium, low/],
  ['blocking-severity', 'info', /one of critical, high, medium, low/],
  ['specialists', 'security, hacking', /one of correctness, security, code-quality, performance, tests/],
  ['specialists', ', ,', /at least one of correctness/],
  ['expected-bot-login', 'not a login!', /GitHub login such as github-actions\[bot\]/],
  // Carried in markers: a matrix value such as a model id (with '/') is not a name; strategy.job-index is.
  ['instance', 'anthropic/claude-sonnet-4-5', /1 to 64 letters, digits.*strategy\.job-index/],
  ['instance', 'x'.repeat(65), /1 to 64 letters/],
  ['timeout-minutes', '361', /whole number from 1 to 360/],
  ['replay-findings', 'a.json\nb.json', /one path to a findings file/],
  ['test-results', `junit/*.xml\n${'z'.repeat(501)}`, /minimatch globs/],
  // Each {…,…} multiplies the globs minimatch compiles: twenty of them took seconds and hundreds of MB, and were cut at 100,000.
  ['exclude', `docs/**\n${'{a,b}'.repeat(20)}`, /'\{a,b\}\{a,b\}.*' expands to more than 1,000 globs/],
  ['test-results', `junit/{0,1,2,3,4,5,6,7,8,9}{0,1,2,3,4,5,6,7,8,9}{0,1,2,3,4,5,6,7,8,9}{x,y}.xml`, /expands to more than 1,000 globs/],
  // The same one-line list in test-results read no report: the run went on without the evidence the team meant to give.
  [
    'test-results',
    'reports/a.xml, reports/b.xml',
    /'reports\/a\.xml, reports\/b\.xml' can never match: a comma-separated list in one glob; write each glob on its own line/,
  ],
  // Caught before the pull request is read, not when the reports are: the workspace is the only place reports are read from.
  ['test-results', 'junit/*.xml\n../other/*.xml', /relative to the workspace without '\.\.'; got '\.\.\/other\/\*\.xml'/],
  ['test-results', '/tmp/junit.xml', /relative to the workspace without '\.\.'; got '\/tmp\/junit\.xml'/],
  ['test-command', 'npm test', /JSON array of strings/],
  ['test-command', '["npm", 3]', /JSON array of strings/],
  ['test-command', '[]', /JSON array of strings/],
  ['test-command-base', 'sometimes', /'true' or 'false'/],
  ['test-timeout-seconds', '5', /whole number from 10 to 3600/],
  ['test-memory-mb', '10', /whole number from 64 to 65536/],
]

describe('a bad value is a configuration failure naming the input and the expected form', () => {
  it.each(BAD_VALUES)('%s = %j', (input, value, expectedForm) => {
    const error = settingsError({ [input]: value })
    expect(error.failureClass).toBe('configuration')
    expect(error.input).toBe(input)
    expect(error.message).toContain(`'${input}'`)
    expect(error.message).toMatch(expectedForm)
  })

  it('never repeats a provider-base-url query, which may carry a key, in its error', () => {
    const error = settingsError({ 'provider-base-url': 'https://gateway.example.com/v1?key=sk-gateway-secret-0000' })
    expect(error.message).not.toContain('sk-gateway-secret')
    expect(error.message).toContain('pass the key in provider-api-key')
  })

  it('has a bad-value case for every input that has a form to violate', () => {
    // provider-api-key is an opaque secret: any non-empty value is a valid form.
    const covered = new Set(BAD_VALUES.map(([input]) => input))
    const uncovered = [...actionInputs().keys()].filter((i) => !covered.has(i))
    expect(uncovered).toEqual(['provider-api-key'])
  })

  it('reads the test evidence inputs: globs, argv, base run, timeout', () => {
    const s = readSettings(
      reader({
        'github-token': TOKEN,
        'test-results': 'junit/**/*.xml\n# note\nmore/*.xml',
        'test-command': '["npx","vitest","run","{files}"]',
        'test-command-base': 'true',
        'test-timeout-seconds': '90',
        'test-memory-mb': '2048',
      }).read,
    )
    expect(s.testResults).toEqual(['junit/**/*.xml', 'more/*.xml'])
    // A comma inside braces is the glob's own alternation; './' reads the same as the workspace root.
    expect(readSettings(reader({ 'github-token': TOKEN, 'test-results': 'reports/{unit, e2e}/*.xml\n./more/*.xml' }).read).testResults).toEqual([
      'reports/{unit, e2e}/*.xml',
      './more/*.xml',
    ])
    expect(s.testCommand).toEqual(['npx', 'vitest', 'run', '{files}'])
    expect(s.testCommandBase).toBe(true)
    expect(s.testTimeoutSeconds).toBe(90)
    expect(s.testMemoryMb).toBe(2048)
    const off = readSettings(reader({ 'github-token': TOKEN }).read)
    expect([off.testResults, off.testCommand, off.testCommandBase, off.testTimeoutSeconds, off.testMemoryMb]).toEqual([[], undefined, false, 600, undefined])
  })

  it('refuses test-command-base without test-command, naming both inputs', () => {
    const error = settingsError({ 'test-command-base': 'true' })
    expect(error.input).toBe('test-command-base')
    expect(error.message).toMatch(/'test-command' is empty/)
  })

  it('never echoes the provider key or token in an error about another input', () => {
    const error = settingsError({ 'provider-api-key': 'sk-secret-value-0000000000', mode: 'nope' })
    expect(error.message).not.toContain('sk-secret-value')
    expect(error.message).not.toContain(TOKEN)
  })
})
