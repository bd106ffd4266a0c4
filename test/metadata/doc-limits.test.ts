import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readActionMetadata } from './action-yml.js'

/**
 * The limits the docs quote (caps, sizes, timeouts, counts) are what users
 * plan around; each one here is read from the sentence that quotes it and
 * compared with the constant the code enforces, so a changed constant or a
 * reworded limit fails here instead of going stale in the docs.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8')

const WORDS: Record<string, number> = { two: 2, three: 3, five: 5, ten: 10 }

/** A number as the docs write it: `64,000`, `0.8` or a word. */
function docNumber(text: string): number {
  return WORDS[text] ?? Number(text.replace(/,/g, ''))
}

/** The value of `NAME = <number>` or `name: <number>` in a source file (`_` separators and one `a * b` product allowed). */
function sourceConstant(source: string, name: string): number {
  const m = new RegExp(`\\b${name}\\s*[=:]\\s*([0-9_.]+)(?:\\s*\\*\\s*([0-9_.]+))?(?:\\s*\\*\\s*([0-9_.]+))?\\b`).exec(source)
  if (!m) throw new Error(`no numeric constant ${name}`)
  return [m[1], m[2], m[3]].filter((x) => x !== undefined).reduce((product, x) => product * Number(x.replace(/_/g, '')), 1)
}

interface Limit {
  doc: string
  /** One capture group: the number as the doc writes it. */
  phrase: RegExp
  source: string
  constant: string
  /** What the constant is multiplied by to give the doc's unit (1e-3 when the doc says seconds and the code holds ms). */
  per?: number
}

const S = 1e-3
const LIMITS: Limit[] = [
  { doc: 'docs/telemetry.md', phrase: /each `attempt` \(at most (\d+)\)/, source: 'plugins/lib/publication/session.ts', constant: 'MAX_ATTEMPTS' },
  { doc: 'docs/telemetry.md', phrase: /More than (\d+) compactions/, source: 'src/core/opencode/run-agent.ts', constant: 'MAX_COMPACTIONS' },
  { doc: 'docs/telemetry.md', phrase: /`retry-after` longer than (\d+) s/, source: 'src/core/opencode/retry-wait.ts', constant: 'RETRY_WAIT_LIMIT_MS', per: S },
  { doc: 'docs/telemetry.md', phrase: /honoured up to (\d+) s/, source: 'src/publication/lifecycle.ts', constant: 'MAX_RETRY_AFTER_MS', per: S },
  { doc: 'docs/telemetry.md', phrase: /naming up to (\w+) files/, source: 'src/policy/bounds.ts', constant: 'NAMED_IN_CAP' },
  { doc: 'docs/review-behaviour.md', phrase: /A cap names (\w+) cut files at most/, source: 'src/policy/bounds.ts', constant: 'NAMED_IN_CAP' },
  {
    doc: 'docs/review-behaviour.md',
    phrase: /`nested-gitattributes`\s+\(the `.gitattributes` of at most (\d+) directories/,
    source: 'src/context/nested-gitattributes.ts',
    constant: 'MAX_NESTED_GITATTRIBUTES_DIRS',
  },
  {
    doc: 'docs/review-behaviour.md',
    phrase: /directories past them are named, (\w+) at most/,
    source: 'src/context/nested-gitattributes.ts',
    constant: 'NAMED',
  },
  {
    doc: 'docs/telemetry.md',
    phrase: /`cap=annotations-per-step`, `limit` (\d+)/,
    source: 'src/publication/annotation-plan.ts',
    constant: 'ANNOTATIONS_PER_KIND',
  },
  {
    doc: 'docs/configuration.md',
    phrase: /Files over ([\d,]+) bytes are refused/,
    source: 'src/config/repository-config.ts',
    constant: 'REPOSITORY_CONFIG_MAX_BYTES',
  },
  {
    doc: 'docs/configuration.md',
    phrase: /Files over ([\d,]+) bytes, more than \d+ instruction files/,
    source: 'src/context/base-files.ts',
    constant: 'MAX_BASE_FILE_BYTES',
  },
  { doc: 'docs/configuration.md', phrase: /more than (\d+) instruction files/, source: 'src/context/base-files.ts', constant: 'MAX_INSTRUCTION_FILES' },
  { doc: 'docs/configuration.md', phrase: /more than (\d+)\s+instruction directories/, source: 'src/context/base-files.ts', constant: 'MAX_LISTINGS' },
  {
    doc: 'docs/configuration.md',
    phrase: /(\d+) MB of report, \d+ KB of stderr/,
    source: 'src/evidence/sandbox/test-command.ts',
    constant: 'stdoutBytes',
    per: 1e-6,
  },
  {
    doc: 'docs/configuration.md',
    phrase: /\d+ MB of report, (\d+) KB of stderr/,
    source: 'src/evidence/sandbox/test-command.ts',
    constant: 'stderrBytes',
    per: 1e-3,
  },
  { doc: 'docs/security.md', phrase: /At most (\d+) MB of report/, source: 'src/evidence/sandbox/test-command.ts', constant: 'stdoutBytes', per: 1e-6 },
  {
    doc: 'docs/security.md',
    phrase: /MB of report and (\d+) KB of stderr/,
    source: 'src/evidence/sandbox/test-command.ts',
    constant: 'stderrBytes',
    per: 1e-3,
  },
  { doc: 'docs/review-behaviour.md', phrase: /Names are at most (\d+) bytes/, source: 'src/stage/safe-name.ts', constant: 'MAX_NAME_BYTES' },
  {
    doc: 'docs/configuration.md',
    phrase: /a specialist that gives none is taken at (\d+(?:\.\d+)?)/,
    source: 'src/core/policy/routing.ts',
    constant: 'DEFAULT_CONFIDENCE',
  },
  { doc: 'docs/review-payload.md', phrase: /(\d+(?:\.\d+)?) when it gave none/, source: 'src/core/policy/routing.ts', constant: 'DEFAULT_CONFIDENCE' },
  { doc: 'docs/pipeline.md', phrase: /files \(paginated, at most (\d+)\)/, source: 'src/context/files.ts', constant: 'GITHUB_FILE_LIMIT' },
  {
    doc: 'docs/sinks.md',
    phrase: /refuses a step summary over (\d+) MiB/,
    source: 'src/publication/summary.ts',
    constant: 'STEP_SUMMARY_LIMIT_BYTES',
    per: 1 / 2 ** 20,
  },
  {
    doc: 'docs/opencode-notes.md',
    phrase: /`startOpencodeServer` waits (\d+) s/,
    source: 'src/core/opencode/server.ts',
    constant: 'DEFAULT_START_TIMEOUT_MS',
    per: S,
  },
  {
    doc: 'docs/opencode-notes.md',
    phrase: /the action's own servers \(`src\/runtime\/boot\.ts`\) (\d+) s/,
    source: 'src/runtime/boot.ts',
    constant: 'DEFAULT_START_TIMEOUT_MS',
    per: S,
  },
  {
    doc: 'docs/review-behaviour.md',
    phrase: /Only the first ([\d,]+) characters of each line are read/,
    source: 'src/policy/risk.ts',
    constant: 'MAX_SCANNED_LINE_CHARS',
  },
  { doc: 'docs/review-behaviour.md', phrase: /\*\*Size:\*\* (\d+) or more changed lines/, source: 'src/policy/risk.ts', constant: 'LARGE_CHANGE_LINES' },
  { doc: 'docs/review-behaviour.md', phrase: /\(N lines\)"\), ([\d,]+) or more/, source: 'src/policy/risk.ts', constant: 'VERY_LARGE_CHANGE_LINES' },
  { doc: 'docs/review-behaviour.md', phrase: /if at least ([\d,]+) bytes are left/, source: 'src/policy/bounds.ts', constant: 'MIN_PARTIAL_BYTES' },
  { doc: 'docs/review-behaviour.md', phrase: /text over ([\d,]+) characters is cut/, source: 'src/stage/sanitise-incoming.ts', constant: 'DEFAULT_MAX_CHARS' },
  {
    doc: 'docs/review-behaviour.md',
    phrase: /\| ([\d,]+) files listed \(GitHub's cap for a comparison\)/,
    source: 'src/context/push-delta.ts',
    constant: 'COMPARE_FILE_LIMIT',
  },
  {
    doc: 'docs/review-behaviour.md',
    phrase: /more than ([\d,]+) commits since the last review \(our cap\)/,
    source: 'src/context/push-delta.ts',
    constant: 'DEFAULT_MAX_DELTA_COMMITS',
  },
  {
    doc: 'docs/review-behaviour.md',
    phrase: /at most (\d+) such paths, one GraphQL query/,
    source: 'src/context/moved-without-compare.ts',
    constant: 'MAX_PATHS',
  },
  { doc: 'docs/review-behaviour.md', phrase: /a file listing GitHub capped at ([\d,]+) files/, source: 'src/context/files.ts', constant: 'GITHUB_FILE_LIMIT' },
  { doc: 'docs/review-behaviour.md', phrase: /within (\d+) lines of its current line/, source: 'plugins/lib/reviewers/recheck.ts', constant: 'NEAR_LINES' },
  {
    doc: 'docs/review-payload.md',
    phrase: /are bounded instead: each to ([\d,]+) characters/,
    source: 'plugins/lib/publication/render.ts',
    constant: 'NOTE_MAX_UNITS',
  },
  {
    doc: 'docs/review-payload.md',
    phrase: /each to [\d,]+ characters and all of them to ([\d,]+)/,
    source: 'plugins/lib/publication/render.ts',
    constant: 'NOTES_MAX_UNITS',
  },
  {
    doc: 'docs/review-payload.md',
    phrase: /GitHub refuses a body over ([\d,]+) characters/,
    source: 'plugins/lib/publication/render.ts',
    constant: 'GITHUB_BODY_LIMIT',
  },
  { doc: 'docs/review-payload.md', phrase: /The editor has (\w+) calls in all/, source: 'plugins/lib/publication/session.ts', constant: 'MAX_ATTEMPTS' },
  {
    doc: 'docs/sinks.md',
    phrase: /within GitHub's (\d+) error and \d+ warning annotations per step/,
    source: 'src/publication/annotation-plan.ts',
    constant: 'ANNOTATIONS_PER_KIND',
  },
  { doc: 'docs/review-payload.md', phrase: /Confirmed `c \+ \(1 − c\) × ([\d.]+)`/, source: 'src/config/repository-config.ts', constant: 'confirm' },
  { doc: 'docs/review-payload.md', phrase: /inconclusive `c × ([\d.]+)`/, source: 'src/config/repository-config.ts', constant: 'inconclusive' },
  { doc: 'docs/review-payload.md', phrase: /refuted `c × ([\d.]+)`/, source: 'src/config/repository-config.ts', constant: 'refute' },
  { doc: 'docs/review-payload.md', phrase: /`escalate` at or above `escalate` \(([\d.]+)\)/, source: 'src/config/repository-config.ts', constant: 'escalate' },
  {
    doc: 'docs/review-behaviour.md',
    phrase: /`github-file-limit` \(GitHub lists at most ([\d,]+) changed files/,
    source: 'src/context/files.ts',
    constant: 'GITHUB_FILE_LIMIT',
  },
]

/** `doc: "sentence" says X, code has Y` for each limit the doc quotes differently from the code, or no longer quotes. */
function disagreements(limits: readonly Limit[], readDoc: (path: string) => string): string[] {
  return limits.flatMap(({ doc, phrase, source, constant, per = 1 }) => {
    const m = phrase.exec(readDoc(doc).replace(/\s*\n\s*/g, ' '))
    if (!m) return [`${doc}: no sentence matches ${String(phrase)}`]
    const code = sourceConstant(read(source), constant) * per
    const quoted = docNumber(m[1] ?? '')
    return Math.abs(quoted - code) < 1e-9 ? [] : [`${doc}: "${m[0]}" says ${quoted}, ${source} ${constant} is ${code}`]
  })
}

describe('limits quoted in the docs', () => {
  it('equal the constants the code enforces', () => {
    expect(disagreements(LIMITS, read)).toEqual([])
  })

  // review-behaviour.md's "Bounds" section restates three defaults: they are action.yml's.
  it("quote the bounds' defaults as action.yml declares them", () => {
    const inputs = readActionMetadata(read('action.yml')).inputs
    const text = read('docs/review-behaviour.md')
    const quoted = /Inputs `max-files` \(default ([\d,]+)\), `max-patch-bytes` \(([\d,]+)\) and `max-total-bytes` \(([\d,]+)\)/.exec(text)
    expect(quoted?.slice(1).map(docNumber)).toEqual(['max-files', 'max-patch-bytes', 'max-total-bytes'].map((name) => Number(inputs.get(name)?.default)))
  })

  it('would name a limit the code changed and the doc did not', () => {
    const changed = (path: string): string => read(path).replace('More than 2 compactions', 'More than 3 compactions')
    expect(disagreements(LIMITS.slice(0, 2), changed)).toEqual([
      'docs/telemetry.md: "More than 3 compactions" says 3, src/core/opencode/run-agent.ts MAX_COMPACTIONS is 2',
    ])
  })

  it('reads constants as the code writes them', () => {
    expect(sourceConstant('const A = 64_000\n', 'A')).toBe(64000)
    expect(sourceConstant('export const B = 1024 * 1024\n', 'B')).toBe(2 ** 20)
    expect(sourceConstant('{ stdoutBytes: 4_000_000, stderrBytes: 64_000 }', 'stderrBytes')).toBe(64000)
    expect(docNumber('ten')).toBe(10)
    expect(docNumber('256,000')).toBe(256000)
  })
})
