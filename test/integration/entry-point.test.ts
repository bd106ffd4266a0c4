import { execFile } from 'node:child_process'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { entryRedactor, opencodeJobOutput, readActionInput } from '../../src/main.js'
import { exitCodeFor } from '../../src/cancellation.js'
import { DEFAULT_FAKE_TOKEN } from '../support/kit/secrets.js'
import { tempDir } from '../support/kit/index.js'
import { workflowCommands } from '../support/kit/workflow-commands.js'
import { githubInstallationToken, seededRandom } from '../support/secret-formats.js'

let dir: string | undefined
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
  dir = undefined
})

describe('readActionInput', () => {
  it('reads INPUT_<NAME> the way the Actions runner sets it, trimmed', () => {
    const env = { 'INPUT_GITHUB-TOKEN': '  ghs_x \n', INPUT_MAX_FILES: '7', INPUT_MODE: 'silent' }
    expect(readActionInput('github-token', env)).toBe('ghs_x')
    expect(readActionInput('max files', env)).toBe('7')
    expect(readActionInput('Mode', env)).toBe('silent')
    expect(readActionInput('model', env)).toBe('')
  })
})

describe("OpenCode's output as the entry point forwards it", () => {
  it('redacts a cut start of the run token the runner mask cannot match, and still defuses commands', () => {
    const token = githubInstallationToken(seededRandom(31))
    const log: string[] = []
    const redactor = entryRedactor((line) => void log.push(`${line}\n`))
    redactor.add(token)
    const output = opencodeJobOutput(redactor, { stdout: (text) => void log.push(text), stderr: (text) => void log.push(text) })
    output.onOutput('stderr', Buffer.from(`ERROR service=provider body="bad credentials ${token.slice(0, 200)}"\n::stop-commands::x\n`))
    output.flush()
    const text = log.join('')
    expect(text).toContain('::add-mask::')
    const printed = text.split('\n').filter((line) => !line.startsWith('::add-mask::'))
    expect(printed.join('\n')).not.toContain(token.slice(0, 40))
    expect(printed[0]).toBe('ERROR service=provider body="bad credentials [REDACTED]"')
    expect(workflowCommands(printed.join('\n'))).toEqual([])
  })

  it('asks the runner to mask a secret of any length, while its own redaction leaves values under 6 characters to the mask', () => {
    // A gateway's short key from an earlier step's output: no secrets.* value, so only ::add-mask:: hides it in the job log.
    const log: string[] = []
    const redactor = entryRedactor((line) => void log.push(line))
    redactor.add('k3y9')
    redactor.add('k3y9')
    redactor.add('')
    expect(log).toEqual(['::add-mask::k3y9'])
    // Replaced by the run itself it would garble the review's words that share it; the runner's mask covers the job log.
    expect(redactor.redact('tok k3y9')).toBe('tok k3y9')
  })
})

/** A pull_request event file in the test's directory (created here when the test has none yet). */
async function writeEvent(): Promise<string> {
  dir ??= await tempDir('hm-entry-')
  const path = join(dir, 'event.json')
  await writeFile(path, JSON.stringify({ action: 'opened', number: 1, pull_request: { number: 1, draft: false } }))
  return path
}

/** Runs the entry point as the bundle does, with only these variables besides PATH. */
async function runEntry(env: Record<string, string>, preload: string[] = []): Promise<{ code: number | null; stdout: string; stderr: string; output: string }> {
  dir ??= await tempDir('hm-entry-')
  const output = join(dir, 'github-output')
  await writeFile(output, '')
  const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', ...preload.flatMap((file) => ['--import', file]), 'src/index.ts'],
      { env: { PATH: process.env.PATH ?? '', GITHUB_OUTPUT: output, ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout: String(stdout), stderr: String(stderr) }),
    )
  })
  return { ...result, output }
}

describe('the entry point (src/index.ts, as the bundle runs it)', () => {
  it('reports a configuration failure in the outputs, the log and the exit code although @actions/core loads after the run starts', async () => {
    const { output, ...result } = await runEntry({ 'INPUT_GITHUB-TOKEN': '', INPUT_MODE: 'shout' })
    expect(result.stdout).toMatch(/^hm stage=run event=summary outcome=failure class=configuration/m)
    expect(result.stdout).toMatch(/::error::\[configuration\]/)
    expect(result.code).toBe(1)
    const written = await readFile(output, 'utf8')
    expect(written).toMatch(/outcome<<.+\nfailure\n/)
    expect(written).toMatch(/failure-class<<.+\nconfiguration\n/)
  })

  it('masks the token and the provider key in the job log before anything else can print them', async () => {
    // A key an earlier step computed is not a secrets.* value, so the runner would not mask it by itself.
    const key = 'gsk_entryPointKey4f1d9c2b7a6e5d'
    const { stdout, code } = await runEntry({
      'INPUT_GITHUB-TOKEN': DEFAULT_FAKE_TOKEN,
      'INPUT_PROVIDER-API-KEY': key,
      INPUT_MODE: 'comment',
      INPUT_MODEL: 'openai/gpt-4.1',
    })
    // No GITHUB_REPOSITORY or event: the run fails right after reading its inputs.
    expect(code).toBe(1)
    const lines = stdout.split('\n')
    expect(lines.slice(0, 2).sort()).toEqual([`::add-mask::${DEFAULT_FAKE_TOKEN}`, `::add-mask::${key}`].sort())
    expect(lines.slice(2).join('\n')).not.toContain(key)
    expect(lines.slice(2).join('\n')).not.toContain(DEFAULT_FAKE_TOKEN)
  })

  it('reports an error that escapes the run through the redacting logger and setFailed, never raw on stderr', async () => {
    // An exception no handler of the run catches (a callback of a dependency throwing), its
    // message holding the token, the key and a workflow command on a line of its own.
    const key = 'gsk_lastResortKey8e2a1c7d4b9f0a6e'
    const { stdout, stderr, code } = await runEntry(
      {
        'INPUT_GITHUB-TOKEN': DEFAULT_FAKE_TOKEN,
        'INPUT_PROVIDER-API-KEY': key,
        INPUT_MODE: 'shout',
        HM_TEST_THROW: `Missing file at path: ${DEFAULT_FAKE_TOKEN}-${key}\n::stop-commands::x`,
      },
      ['./test/fixtures/entry/throw-once-guarded.mjs'],
    )
    expect(code).toBe(1)
    // Both values are masked first (the run had not read its inputs when the mode was refused).
    expect(stdout.split('\n').filter((line) => line.startsWith('::add-mask::'))).toEqual([`::add-mask::${DEFAULT_FAKE_TOKEN}`, `::add-mask::${key}`])
    const log = `${stdout}\n${stderr}`
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n')
    expect(log).not.toContain(DEFAULT_FAKE_TOKEN.slice(-40))
    expect(log).not.toContain(key)
    // The only other command is the failure itself, the path's command escaped inside it.
    const commands = workflowCommands(log)
    expect(commands).toEqual([expect.stringMatching(/^::error::\[internal\] Missing file at path: .*\[REDACTED\].*%0A::stop-commands::x$/)])
    expect(stdout).toMatch(/^hm stage=run event=crashed class=internal reason=".*Missing file at path: .*\[REDACTED\]/m)
  })

  it('a SIGTERM while it reports an error that escaped the run leaves that failure standing, with its summary line, under the cancellation', async () => {
    // A proxy variable that names no proxy fails the run after its inputs were read, outside the
    // run's own reporting (the entry point reports it); the job is cancelled while that report's
    // job summary is being written.
    const eventPath = await writeEvent()
    const stepSummary = join(dir as string, 'step-summary.md')
    await writeFile(stepSummary, '')
    const { stdout, output, code } = await runEntry(
      {
        'INPUT_GITHUB-TOKEN': DEFAULT_FAKE_TOKEN,
        'INPUT_PROVIDER-API-KEY': 'gsk_entrySignalKey3c8e1f0a9b2d7e',
        INPUT_MODE: 'comment',
        INPUT_MODEL: 'openai/gpt-4.1',
        GITHUB_REPOSITORY: 'octo/hello',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_RUN_ID: '9',
        GITHUB_RUN_ATTEMPT: '1',
        RUNNER_TEMP: dir as string,
        GITHUB_STEP_SUMMARY: stepSummary,
        HTTPS_PROXY: 'http://[not-a-proxy',
      },
      ['./test/fixtures/entry/signal-during-summary.mjs'],
    )
    // Before: the report had already given up its signal handlers, so the signal ended the process
    // mid-report, with no summary line and no exit code of its own.
    expect(code).toBe(exitCodeFor('SIGTERM'))
    const summaries = stdout.split('\n').filter((line) => line.startsWith('hm stage=run event=summary'))
    expect(summaries).toHaveLength(1)
    expect(summaries[0]).toMatch(/outcome=failure class=configuration .*HTTPS_PROXY names no HTTP proxy URL/)
    expect(stdout).toMatch(/^hm stage=run event=cancelled-after-conclusion signal=SIGTERM outcome=failure/m)
    const written = await readFile(output, 'utf8')
    expect(written).toMatch(/outcome<<.+\nfailure\n/)
    expect(written).not.toContain('cancelled')
    const summary = await readFile(stepSummary, 'utf8')
    expect(summary).toContain('Harbourmaster: failure')
    expect(summary).not.toContain('Harbourmaster: cancelled')
    expect(summary).toContain('its result above (failure) stands')
  })

  it('reports a GITHUB_OUTPUT it cannot write as a warning of the outputs sink, and still fails the step with its class', async () => {
    // The runner names a file it did not create (a step that removed it, a full or read-only temp).
    const { stdout, stderr, code } = await runEntry({ 'INPUT_GITHUB-TOKEN': '', INPUT_MODE: 'shout', GITHUB_OUTPUT: '/nonexistent-hm/output' })
    expect(stdout).toMatch(/^hm stage=sink event=warning sink=outputs class=\w+ outputs="outcome,failure-class,/m)
    expect(stdout).toMatch(/^hm stage=run event=summary outcome=failure class=configuration/m)
    expect(stdout).toMatch(/::error::\[configuration\]/)
    expect(code).toBe(1)
    // No unhandled rejection: its stack would name the file command.
    expect(stderr).not.toContain('Missing file at path')
  })
})
