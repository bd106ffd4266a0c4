import { StringDecoder } from 'node:string_decoder'

/**
 * OpenCode's stdout and stderr go to the job log, where the Actions runner reads every line of
 * the step's output for workflow commands: a line that starts with `::` after leading
 * whitespace, and the legacy `##[` form anywhere in a line (lines end at CR, LF or CRLF). That
 * output carries text the run does not control: the plugins' lines, provider error bodies, tool
 * titles and errors quoting file names of the pull request. Forwarded as it is, a line
 * `::stop-commands::x` or `##[add-mask]…` from it would stop the run's own later commands, mask
 * words, set outputs or forge annotations.
 *
 * So the forwarder writes only whole lines, each defused: a line that starts with `::` gets a `\`
 * in front, and `##[` becomes `#\#[`. Other lines pass unchanged. Whole lines also keep the step's
 * output at a line start between writes, so a `::add-mask::` or annotation the runner writes
 * itself is never glued behind half a line of OpenCode's (where it would be printed, value and
 * all, instead of run).
 *
 * The lines are redacted by the run's redactor first. The runner's `::add-mask::` hides the token
 * and the key only whole: a provider's error body or a log line cut at a length limit prints the
 * start of one, and a credential of the pull request is no value the runner knows. A private key
 * spans lines that a pipe delivers in separate pieces, so lines after a key's BEGIN marker are held
 * (up to MAX_PENDING_CHARS) until its END arrives, and the block is redacted as one text.
 */

/** Longest unterminated line held back; a longer one is written in parts, each a line of its own. */
const MAX_PENDING_CHARS = 64 * 1024
/**
 * Characters a token can hold (every family of secret-patterns.ts, URL credentials, base64 and
 * URL encoding, JSON's escaped `\/`). An overlong line is cut after the last other character, so no token is split
 * between two parts, where neither would have the shape its family knows (an installation token
 * without its signature is no JWT, its end has no prefix). Only so far back: a run this long with
 * no break is no token, and the part is cut where it stands.
 */
const TOKEN_CHAR = /[A-Za-z0-9_.~+/=%:@\\-]/
const TOKEN_REACH = 4096
/**
 * A credential that has no shape of its own is known by what stands before it across a space: an
 * Authorization scheme (secret-patterns.ts, authorization-header). A cut after that space would
 * leave the value alone in the next part, so the cut goes before the scheme.
 */
const AUTH_CONTEXT = /(?:Bearer|token|Basic)[ \t]{1,8}$/i

/** Where an overlong line is cut: after its last character no token holds, near its end, and before the context a token needs. */
function cutAt(text: string): number {
  for (let i = text.length - 1; i >= Math.max(0, text.length - TOKEN_REACH); i--) {
    if (TOKEN_CHAR.test(text.charAt(i))) continue
    const context = AUTH_CONTEXT.exec(text.slice(Math.max(0, i - 16), i + 1))
    return context ? Math.max(0, i - 16) + context.index : i + 1
  }
  return text.length
}
/** Leading whitespace as the runner trims it (.NET's Char.IsWhiteSpace, which includes U+0085). */
const COMMAND_START = /^[\s\u0085]*::/
const LINE_END = /(\r\n|\r|\n)/
/** Longest key block held back: a PGP block of an 8192-bit key is under 200 lines. */
const MAX_HELD_LINES = 256
const lineCount = (text: string): number => text.split(LINE_END).length >> 1
const KEY_MARKER = /-----(BEGIN|END) [A-Z0-9 ]{0,40}(?:PRIVATE|SECRET) KEY(?: BLOCK)?-----/g

/** Whether a key block is open after `text` (whole lines), given whether it was before. */
function keyBlockOpenAfter(text: string, open: boolean): boolean {
  if (!text.includes('-----')) return open
  let state = open
  for (const m of text.matchAll(KEY_MARKER)) state = m[1] === 'BEGIN'
  return state
}

export function defuseLine(line: string): string {
  const out = line.replace(/##\[/g, '#\\#[')
  return COMMAND_START.test(out) ? `\\${out}` : out
}

export class CommandSafeOutput {
  private pending = ''
  /** Whole lines held while a private key's block is open. */
  private held = ''
  private keyOpen = false
  private readonly decoder = new StringDecoder('utf8')

  constructor(
    private readonly write: (text: string) => void,
    private readonly redact: (text: string) => string = (text) => text,
  ) {}

  push(chunk: Buffer | string): void {
    const text = this.pending + (typeof chunk === 'string' ? chunk : this.decoder.write(chunk))
    const last = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r'))
    if (last < 0) {
      this.pending = text
      if (text.length > MAX_PENDING_CHARS) this.writeLongPart()
      return
    }
    this.pending = text.slice(last + 1)
    const lines = text.slice(0, last + 1)
    this.held += lines
    // Only the new lines are scanned: markers sit within a line, and whole lines never split one.
    this.keyOpen = keyBlockOpenAfter(lines, this.keyOpen)
    // Bounded, so a BEGIN quoted without its block holds the rest of the output back only briefly.
    if (this.keyOpen && this.held.length <= MAX_PENDING_CHARS && lineCount(this.held) <= MAX_HELD_LINES) return
    this.writeLines(this.held)
    this.held = ''
    this.keyOpen = false
    if (this.pending.length > MAX_PENDING_CHARS) this.writeLongPart()
  }

  /** An overlong unterminated line: its part up to a cut between tokens, as a line of its own; the rest waits. */
  private writeLongPart(): void {
    const cut = cutAt(this.pending)
    const part = this.pending.slice(0, cut)
    this.pending = this.pending.slice(cut)
    const text = `${this.held}${part}\n`
    this.held = ''
    this.keyOpen = false
    this.writeLines(text)
  }

  /** Writes a line left unterminated (the process ended, or it grew past the bound) as a whole line. */
  flush(): void {
    const rest = this.pending + this.decoder.end()
    this.pending = ''
    const text = this.held + (rest ? `${rest}\n` : '')
    this.held = ''
    this.keyOpen = false
    if (text) this.writeLines(text)
  }

  /** Whole lines, each ending in CR, LF or CRLF: redacted as one text, then defused line by line. */
  private writeLines(text: string): void {
    // split with a capture group alternates line, ending, line, …; only lines are defused.
    const parts = this.redact(text).split(LINE_END)
    this.write(parts.map((part, i) => (i % 2 === 0 ? defuseLine(part) : part)).join(''))
  }
}

export interface OpencodeOutput {
  onOutput(stream: 'stdout' | 'stderr', chunk: Buffer): void
  /** Ends both streams' unterminated lines; call once every process that writes here stopped. */
  flush(): void
}

/** One forwarder per stream of the step: the runner reads stdout and stderr as separate lines. */
export function commandSafeOpencodeOutput(
  sinks: Record<'stdout' | 'stderr', (text: string) => void>,
  redact: (text: string) => string = (text) => text,
): OpencodeOutput {
  const streams = { stdout: new CommandSafeOutput(sinks.stdout, redact), stderr: new CommandSafeOutput(sinks.stderr, redact) }
  return {
    onOutput: (stream, chunk) => streams[stream].push(chunk),
    flush: () => {
      streams.stdout.flush()
      streams.stderr.flush()
    },
  }
}
