import { readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { runAction } from '../../src/run-action.js'
import { runnerEnv } from '../support/kit/environment.js'
import { DEFAULT_FAKE_TOKEN, PROVIDER_KEY } from '../support/kit/secrets.js'
import { readActionMetadata } from '../metadata/action-yml.js'
import { tempDir, recordingPorts } from '../support/kit/index.js'

/**
 * A run that fails before it has its settings or environment (a mistyped
 * input, a step outside GitHub Actions) never reaches the conclusion, which
 * is where outputs and the job summary are normally written. A workflow's
 * `if: always()` step still reads every output, and the person who opens the
 * run still looks at its summary page.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

let dir: string | undefined
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
  dir = undefined
})

async function runEarly(inputs: Record<string, string>, drop: string[] = [], set: Record<string, string> = {}) {
  dir = await tempDir('hm-early-')
  const env: Record<string, string> = { ...runnerEnv({ eventPath: join(dir, 'event.json'), github: { url: 'http://127.0.0.1:9' }, runnerTemp: dir }), ...set }
  for (const name of drop) delete env[name]
  const { ports, outputs, summaries, logger } = recordingPorts({
    'github-token': DEFAULT_FAKE_TOKEN,
    'provider-api-key': PROVIDER_KEY,
    model: 'hm/x',
    ...inputs,
  })
  const result = await runAction({ ...ports, env })
  return { result, outputs, summaries, logger }
}

describe('a run that fails before its conclusion', () => {
  const declared = [...readActionMetadata(readFileSync(join(ROOT, 'action.yml'), 'utf8')).outputs.keys()]

  it.each([
    { why: 'a mistyped input', inputs: { mode: 'shout' }, drop: [], names: 'mode' },
    { why: 'a step outside GitHub Actions', inputs: { mode: 'comment' }, drop: ['GITHUB_REPOSITORY'], names: 'GITHUB_REPOSITORY' },
  ])('($why) sets every output, writes one job summary and one summary line that agree', async ({ inputs, drop, names }) => {
    const { result, outputs, summaries, logger } = await runEarly(inputs, drop)
    expect(result.earlyFailure?.failureClass).toBe('configuration')
    expect(Object.keys(outputs).sort()).toEqual([...declared].sort())
    expect(outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'configuration', findings: '0', 'blocking-findings': '0', 'model-calls': '0' })
    expect(outputs).toMatchObject({
      'tokens-in': '0',
      'tokens-out': '0',
      'review-id': '',
      score: '',
      'findings-file': '',
      'sarif-file': '',
      'skipped-reason': '',
    })
    expect(summaries).toHaveLength(1)
    expect(summaries[0]).toContain('Harbourmaster: failure')
    expect(summaries[0]).toContain('**Failure class:** configuration')
    expect(summaries[0]).toContain(names)
    const lines = logger.find('run', 'summary')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ outcome: outputs.outcome, class: outputs['failure-class'], model_calls: '0' })
    expect(lines[0]?.reason).toContain(names)
  })

  // The token travels with every request to GITHUB_API_URL: a value that is no URL, names another
  // scheme, or would send it in clear text beyond this machine ends the run before any request, as a
  // configuration error naming the variable, never as an unexplained `github` failure on the first read.
  it.each([
    { why: 'not a URL', url: 'api.github.com', says: /GITHUB_API_URL.*not an absolute URL/ },
    { why: 'another scheme', url: 'ftp://github.example/api/v3', says: /GITHUB_API_URL.*https/ },
    { why: 'clear text to another host', url: 'http://github.example/api/v3', says: /GITHUB_API_URL.*https.*clear text/ },
    { why: 'credentials in it', url: 'https://hm-user:hm-pass-51f2@github.example/api/v3', says: /GITHUB_API_URL.*credentials/ },
    { why: 'a query', url: 'https://github.example/api/v3?x=1', says: /GITHUB_API_URL.*query/ },
    // Empty, yet kept in the URL: every request path would follow the '?' or '#' and go to the root.
    { why: 'an empty query', url: 'https://github.example/api/v3?', says: /GITHUB_API_URL.*query/ },
    { why: 'an empty fragment', url: 'https://github.example/api/v3#', says: /GITHUB_API_URL.*fragment/ },
  ])('GITHUB_API_URL $why: a configuration error naming it, every output set, nothing requested', async ({ url, says }) => {
    const { result, outputs, summaries } = await runEarly({ mode: 'comment' }, [], { GITHUB_API_URL: url })
    expect(result.earlyFailure?.failureClass).toBe('configuration')
    expect(result.earlyFailure?.message).toMatch(says)
    expect(Object.keys(outputs).sort()).toEqual([...declared].sort())
    expect(outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'configuration' })
    expect(summaries.join('\n')).toContain('GITHUB_API_URL')
    expect(summaries.join('\n')).not.toContain('hm-pass-51f2')
  })

  // What GitHub sets: github.com, GHE.com (api.SUBDOMAIN.ghe.com), Enterprise Server under /api/v3
  // (a port, a trailing slash, a path prefix in front of it), and a loopback stand-in.
  it.each([
    'https://api.github.com',
    'https://api.octo-corp.ghe.com',
    'https://ghe.example.com/api/v3',
    'https://ghe.example.com:8443/api/v3/',
    'https://ghe.example.com/github/api/v3',
    'http://127.0.0.1:9',
    'http://localhost:9',
    'http://[::1]:9',
  ])('GITHUB_API_URL %s is accepted (https, or clear text on the loopback only)', async (url) => {
    // GITHUB_EVENT_NAME is read after the URL: its absence is what fails when the URL passed.
    const { result } = await runEarly({ mode: 'comment' }, ['GITHUB_EVENT_NAME'], { GITHUB_API_URL: url })
    expect(result.earlyFailure?.message).toContain('GITHUB_EVENT_NAME')
    expect(result.earlyFailure?.message).not.toContain('GITHUB_API_URL')
  })

  it('redacts the token from what it writes, as the conclusion does', async () => {
    // A token pasted into an input that is echoed back in the error message.
    const { summaries, outputs, logger } = await runEarly({ 'max-files': DEFAULT_FAKE_TOKEN })
    expect(outputs['failure-class']).toBe('configuration')
    expect(summaries.join('\n')).not.toContain(DEFAULT_FAKE_TOKEN)
    expect(logger.lines.join('\n')).not.toContain(DEFAULT_FAKE_TOKEN)
  })
})
