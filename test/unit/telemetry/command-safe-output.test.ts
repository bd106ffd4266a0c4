import { describe, expect, it } from 'vitest'
import { commandSafeOpencodeOutput } from '../../../src/core/telemetry/command-safe-output.js'
import { workflowCommands } from '../../support/kit/workflow-commands.js'
import { Redactor } from '../../../src/core/telemetry/redact.js'
import { githubClassicToken, githubInstallationToken, seededRandom } from '../../support/secret-formats.js'

/** The step's stdout and stderr as the runner reads them, fed by the forwarder and by the run's own lines. */
function jobLog(): { stdout: string[]; stderr: string[]; output: ReturnType<typeof commandSafeOpencodeOutput> } {
  const log = { stdout: [] as string[], stderr: [] as string[] }
  const output = commandSafeOpencodeOutput({ stdout: (t) => void log.stdout.push(t), stderr: (t) => void log.stderr.push(t) })
  return { ...log, output }
}

/** Feeds `text` in pieces of `size` bytes, the way a pipe may cut it. */
function feed(output: ReturnType<typeof commandSafeOpencodeOutput>, stream: 'stdout' | 'stderr', text: string, size: number): void {
  const bytes = Buffer.from(text, 'utf8')
  for (let at = 0; at < bytes.length; at += size) output.onOutput(stream, bytes.subarray(at, at + size))
}

// What OpenCode prints can quote the pull request and the model: a tool error naming a file, a
// provider's error body, a plugin's line.
const HOSTILE = [
  'INFO tool=read error="ENOENT"\n::stop-commands::pwned\n',
  '  ::add-mask::success\n',
  '\u00a0\t::set-output name=outcome::success\r',
  'read failed: src/##[error file=README.md,line=1]forged.ts\n',
  'provider said: {"error":"bad key"}\r::warning title=x::forged\r\n',
  'a line cut # #[ safely ##',
  '[add-mask]glued across the cut\n',
]

describe("OpenCode's output in the job log", () => {
  it.each([1, 2, 7, 4096])('carries no workflow command, whatever the pipe cuts (pieces of %i bytes)', (size) => {
    const log = jobLog()
    for (const text of HOSTILE) feed(log.output, 'stderr', text, size)
    feed(log.output, 'stdout', HOSTILE.join(''), size)
    log.output.flush()
    expect(workflowCommands(log.stderr.join(''))).toEqual([])
    expect(workflowCommands(log.stdout.join(''))).toEqual([])
    // The text itself still reaches the log: a reader sees what was printed.
    expect(log.stdout.join('')).toContain('stop-commands::pwned')
    expect(log.stdout.join('')).toContain('add-mask]glued across the cut')
  })

  it("keeps the run's own ::add-mask:: at the start of a line while OpenCode is halfway through one", () => {
    const log = jobLog()
    log.output.onOutput('stdout', Buffer.from('INFO session=ses_1 waiting for '))
    log.stdout.push('::add-mask::gsk_lateRegisteredKey4f1d9c2b7a6e\n')
    log.output.onOutput('stdout', Buffer.from('the model\n'))
    expect(workflowCommands(log.stdout.join(''))).toEqual(['::add-mask::gsk_lateRegisteredKey4f1d9c2b7a6e'])
    expect(log.stdout.join('')).toContain('INFO session=ses_1 waiting for the model\n')
  })

  it('passes ordinary output unchanged, a character cut between pieces included', () => {
    const log = jobLog()
    const text = 'INFO  service=server opencode server listening on http://127.0.0.1:4096\nrésumé ✅ 日本語 a::b ##x [y]\r\n'
    feed(log.output, 'stdout', text, 1)
    log.output.onOutput('stdout', Buffer.from('no newline at the end'))
    log.output.flush()
    expect(log.stdout.join('')).toBe(`${text}no newline at the end\n`)
  })
})

describe("secrets in OpenCode's output", () => {
  // OpenCode prints provider error bodies and its plugins' lines; the runner's ::add-mask:: hides
  // only the whole token and key, not a cut start of one, nor another credential by its shape.
  const token = githubInstallationToken(seededRandom(23))
  const planted = githubClassicToken(seededRandom(24), 'ghp')

  it('redacts the run token cut by a length limit, a planted token and a key block, however the pipe cuts them', () => {
    const redactor = new Redactor()
    redactor.add(token)
    const stdout: string[] = []
    const output = commandSafeOpencodeOutput({ stdout: (t) => void stdout.push(t), stderr: () => {} }, (text) => redactor.redact(text))
    const text = [
      `ERROR provider rejected auth ${token.slice(0, 120)}…`,
      `tool=read error="ENOENT: ${planted}.txt"`,
      '-----BEGIN RSA PRIVATE KEY-----',
      'MIIEowIBAAKCAQEA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v2W3x4Y',
      '-----END RSA PRIVATE KEY-----',
      `last ${token.slice(0, 60)}`,
    ].join('\n')
    feed(output, 'stdout', text, 7)
    output.flush()
    const log = stdout.join('')
    for (let at = 0; at + 20 <= 120; at += 10) expect(log).not.toContain(token.slice(at, at + 20))
    expect(log).not.toContain(planted.slice(4, 20))
    expect(log).not.toContain('MIIEowIBAAKCAQEA')
    expect(log).toContain('ERROR provider rejected auth [REDACTED]…\n')
    expect(log.endsWith('last [REDACTED]\n')).toBe(true)
  })

  // A line longer than the forwarder holds (64 KiB: a provider's error body, a minified file in a
  // tool error) is written in parts. Cut inside a token, neither part had the shape its family
  // knows: the installation token's JWT lost its signature and the start lost its prefix.
  it('cuts an overlong line between tokens, never inside one, whatever the pipe delivers', () => {
    for (const [before, size] of [
      [10, 1000],
      [300, 4096],
      [1, 65_536],
    ] as const) {
      const stdout: string[] = []
      const output = commandSafeOpencodeOutput({ stdout: (t) => void stdout.push(t), stderr: () => {} }, (text) => new Redactor().redact(text))
      const filler = 'ab '.repeat(22_000).slice(0, 64 * 1024 - before)
      feed(output, 'stdout', `${filler}${token} and ${planted} end\n`, size)
      output.flush()
      const log = stdout.join('')
      for (let at = 0; at + 12 <= token.length; at += 6) expect(log).not.toContain(token.slice(at, at + 12))
      expect(log).not.toContain(planted.slice(4, 16))
      expect(log.replace(/\n/g, '')).toBe(`${filler}[REDACTED] and [REDACTED] end`)
    }
  })

  it("cuts an overlong line before a credential's context too: an escaped URL's scheme, an Authorization scheme", () => {
    // Neither value has a shape of its own: only `https:\/\/user:` before it, or `Bearer ` before it, says it is one.
    const secret = 'pw8f3kQz0LmN2xVt7R'
    for (const [name, text] of [
      ['escaped URL', `{"url":"https:\\/\\/bob:${secret}@proxy.example\\/v1"}`],
      ['Authorization value', `"authorization":"Bearer ${secret}Zq41"`],
    ] as const) {
      for (const back of [3, 8, 14]) {
        const stdout: string[] = []
        const output = commandSafeOpencodeOutput({ stdout: (t) => void stdout.push(t), stderr: () => {} }, (t) => new Redactor().redact(t))
        // Held past 64 KiB, the line is cut where the pipe's second piece ends: inside the secret, `back` characters before its end.
        const at = text.indexOf(secret) + secret.length - back
        const filler = 'ab '.repeat(30_000).slice(0, 80_000 - at)
        feed(output, 'stdout', `${filler}${text} end\n`, 40_000)
        output.flush()
        expect(stdout.join(''), `${name}, cut ${back} before its end`).not.toContain(secret.slice(0, 12))
      }
    }
  })

  it('holds lines after a BEGIN quoted without its block only briefly, then writes them', () => {
    const stdout: string[] = []
    const output = commandSafeOpencodeOutput({ stdout: (t) => void stdout.push(t), stderr: () => {} }, (text) => new Redactor().redact(text))
    output.onOutput('stdout', Buffer.from('tool=grep match="-----BEGIN RSA PRIVATE KEY-----"\n'))
    for (let i = 0; i < 300; i++) output.onOutput('stdout', Buffer.from(`ordinary line ${i}\n`))
    expect(stdout.join('')).toContain('ordinary line 1\n')
  })
})
