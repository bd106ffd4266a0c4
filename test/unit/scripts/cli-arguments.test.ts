import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { CliArgumentError, parseCliArguments, type CliSpec } from '../../../scripts/cli-arguments.js'

/**
 * `npm run replay`, `demo` and `bench` check their command lines before anything runs: an
 * option they did not know was ignored (a misspelt `--jsno` printed text, `--mdoe check-only`
 * ran the comment demo, the bench ran for minutes and printed no JSON). A refusal exits 2,
 * naming the option and the ones the command takes.
 */
const run = promisify(execFile)

async function cli(script: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(process.execPath, ['--import', 'tsx', script, ...args]).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  )
}

const SPEC: CliSpec = { values: { '--record': '<file>', '--mode': ['comment', 'silent'] }, flags: ['--json'], docs: 'docs/x.md' }

function refusal(argv: string[]): string {
  try {
    parseCliArguments(argv, SPEC)
  } catch (error) {
    return error instanceof CliArgumentError ? error.message : 'not a CliArgumentError'
  }
  return 'accepted'
}

describe('parseCliArguments', () => {
  it('reads flags and values, spaced or with =', () => {
    const args = parseCliArguments(['--record', 'a.json', '--mode=silent', '--json'], SPEC)
    expect([...args.flags]).toEqual(['--json'])
    expect(Object.fromEntries(args.values)).toEqual({ '--record': 'a.json', '--mode': 'silent' })
    expect(parseCliArguments([], SPEC).values.size).toBe(0)
  })

  it('refuses an unknown option, naming it and every option with its value and the docs', () => {
    expect(refusal(['--jsno'])).toBe('unknown option --jsno; the options are --record <file>, --mode comment|silent, --json (docs/x.md)')
    expect(refusal(['--recrod=a.json'])).toContain('unknown option --recrod;')
  })

  it('refuses a value option without its value, a value outside its list, a value given to a flag, a repeat and a stray word', () => {
    expect(refusal(['--record'])).toBe('--record takes <file>; got none')
    expect(refusal(['--record', '--json'])).toBe('--record takes <file>; got none')
    expect(refusal(['--record='])).toBe('--record takes <file>; got none')
    expect(refusal(['--mode', 'check-only'])).toBe("--mode takes one of comment, silent; got 'check-only'")
    expect(refusal(['--json=1'])).toBe("--json takes no value; got '--json=1'")
    expect(refusal(['--json', '--json'])).toBe('--json is given twice; give it once')
    expect(refusal(['--mode', 'comment', '--mode=silent'])).toBe('--mode is given twice; give it once')
    expect(refusal(['--record', 'a.json', 'b.json'])).toMatch(/^'b\.json' follows no option that takes a value; the options are /)
  })
})

describe('the commands refuse before anything starts', () => {
  it('npm run demo: a misspelt option, a mode it does not have, --mode with no value, or a mode for the repush scenario', async () => {
    for (const [args, said] of [
      [['--mdoe', 'check-only'], 'demo: unknown option --mdoe; the options are --mode comment|silent|check-only|blocking, --scenario demo|rules|repush|tests'],
      [['--mode', 'checkonly'], "demo: --mode takes one of comment, silent, check-only, blocking; got 'checkonly'"],
      [['--mode'], 'demo: --mode takes one of comment, silent, check-only, blocking; got none'],
      [['--scenario', 'repush', '--mode', 'silent'], 'demo: --scenario repush runs comment mode only; drop --mode silent'],
    ] as const) {
      const out = await cli('scripts/demo.ts', [...args])
      expect(out).toMatchObject({ code: 2, stdout: '' })
      expect(out.stderr).toContain(said)
    }
  }, 120_000)

  it('npm run bench: a misspelt --json ran the whole bench and printed no JSON', async () => {
    const out = await cli('bench/main.ts', ['--jsno'])
    expect(out).toMatchObject({ code: 2, stdout: '' })
    expect(out.stderr).toContain('bench: unknown option --jsno; the options are --json, --update-docs, --no-provision-cold')
    expect(out.stderr).not.toContain('bench: prepare')
  }, 60_000)
})
