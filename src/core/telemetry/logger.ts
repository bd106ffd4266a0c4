import { Redactor } from './redact.js'

export type LogValue = string | number | boolean | undefined | null
export type LogFields = Record<string, LogValue>

/**
 * The one logger of the runner. Every line is logfmt, starts with `hm`, and is
 * redacted before it is written. Tests use `RecordingLogger`.
 */
export interface Logger {
  event(stage: string, event: string, fields?: LogFields): void
  /** Lines written so far, already redacted (kept for the job summary and tests). */
  readonly lines: readonly string[]
  /** Fields every later line carries (the run, then the pull request, once known); a line's own fields win. */
  addContext(fields: LogFields): void
}

const BARE = /^[A-Za-z0-9_./:@+-]+$/

/** Escaped in a quoted value: C0 and C1 controls but tab, line and paragraph separators, bidi controls. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\"\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g
const ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r' }

/**
 * Quoted values escape `\`, `"`, CR and LF, and every other control character
 * but tab as `\u00XX`: a pull request's path can hold an ANSI escape, which
 * written raw would recolour or rewrite the job log. C1 controls count (U+009B
 * is a one-character CSI), and so do line and paragraph separators (a viewer may
 * break the line there) and bidi controls (they reorder how a path reads).
 *
 * `##[` is written `##\u005b`: the Actions runner takes its legacy workflow
 * command (`##[add-mask]…`, `##[set-output name=…]…`, `##[stop-commands]…`,
 * `##[error file=…]…`) from anywhere in a line of the step's stdout or stderr,
 * not only at its start, so a path, title or model answer holding one would
 * otherwise mask text, set an output, forge an annotation or switch off the
 * run's own later commands. The `::` form needs the start of a line, which
 * every line (`hm …`) keeps for itself.
 */
export function formatValue(value: Exclude<LogValue, undefined | null>): string {
  const text = String(value)
  if (text.length > 0 && BARE.test(text)) return text
  const escaped = text.replace(UNSAFE, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return `"${escaped.replace(/##\[/g, '##\\u005b')}"`
}

export function formatLine(stage: string, event: string, fields: LogFields = {}): string {
  const parts = [`hm stage=${formatValue(stage)}`, `event=${formatValue(event)}`]
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue
    parts.push(`${key}=${formatValue(value)}`)
  }
  return parts.join(' ')
}

export class LogfmtLogger implements Logger {
  readonly lines: string[] = []
  constructor(
    private readonly write: (line: string) => void,
    readonly redactor: Redactor = new Redactor(),
    private base: LogFields = {},
  ) {}

  addContext(fields: LogFields): void {
    this.base = { ...this.base, ...fields }
  }

  event(stage: string, event: string, fields: LogFields = {}): void {
    // Values are redacted raw, before escaping: after `\n` became `\\n` a token
    // at the start of a line would be glued to an `n` and slip past its pattern.
    const raw: LogFields = {}
    // The context closes the line: readers that match `event=x key=...` keep matching the event's own fields.
    const merged: LogFields = { ...fields }
    for (const [key, value] of Object.entries(this.base)) if (!(key in merged)) merged[key] = value
    for (const [key, value] of Object.entries(merged)) {
      raw[key] = typeof value === 'string' ? this.redactor.redact(value) : value
    }
    const line = formatLine(this.redactor.redact(stage), this.redactor.redact(event), raw)
    this.lines.push(line)
    this.write(line)
  }
}

/** Logger for tests: records redacted lines and writes nothing. */
export class RecordingLogger extends LogfmtLogger {
  constructor(redactor: Redactor = new Redactor(), base: LogFields = {}) {
    super(() => {}, redactor, base)
  }
  /** Parsed fields of every line for a stage/event, for assertions. */
  find(stage: string, event?: string): Record<string, string>[] {
    return this.lines.map(parseLogfmt).filter((f) => f.stage === stage && (event === undefined || f.event === event))
  }
}

export function parseLogfmt(line: string): Record<string, string> {
  const out: Record<string, string> = {}
  const re = /([A-Za-z0-9_.-]+)=("(?:[^"\\]|\\.)*"|\S*)/g
  for (const m of line.matchAll(re)) {
    const raw = m[2] ?? ''
    out[m[1] as string] = raw.startsWith('"') ? unquote(raw.slice(1, -1)) : raw
  }
  return out
}

/** One pass over a quoted value, so an escaped backslash before an `n` stays a backslash and an `n`. */
function unquote(quoted: string): string {
  return quoted.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, c: string) => {
    if (c.length === 5) return String.fromCharCode(parseInt(c.slice(1), 16))
    return c === 'n' ? '\n' : c === 'r' ? '\r' : c === 't' ? '\t' : c
  })
}
