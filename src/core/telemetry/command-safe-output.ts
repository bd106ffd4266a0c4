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
 */

/** Longest unterminated line held back; a longer one is written as a line of its own. */
const MAX_PENDING_CHARS = 64 * 1024
/** Leading whitespace as the runner trims it (.NET's Char.IsWhiteSpace, which includes U+0085). */
const COMMAND_START = /^[\s\u0085]*::/
const LINE_END = /(\r\n|\r|\n)/

export function defuseLine(line: string): string {
  const out = line.replace(/##\[/g, '#\\#[')
  return COMMAND_START.test(out) ? `\\${out}` : out
}

export class CommandSafeOutput {
  private pending = ''
  private readonly decoder = new StringDecoder('utf8')

  constructor(private readonly write: (text: string) => void) {}

  push(chunk: Buffer | string): void {
    const text = this.pending + (typeof chunk === 'string' ? chunk : this.decoder.write(chunk))
    const last = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r'))
    if (last < 0) {
      this.pending = text
      if (text.length > MAX_PENDING_CHARS) this.flush()
      return
    }
    this.pending = text.slice(last + 1)
    // split with a capture group alternates line, ending, line, …; only lines are defused.
    const parts = text.slice(0, last + 1).split(LINE_END)
    this.write(parts.map((part, i) => (i % 2 === 0 ? defuseLine(part) : part)).join(''))
    if (this.pending.length > MAX_PENDING_CHARS) this.flush()
  }

  /** Writes a line left unterminated (the process ended, or it grew past the bound) as a whole line. */
  flush(): void {
    const rest = this.pending + this.decoder.end()
    this.pending = ''
    if (rest) this.write(`${defuseLine(rest)}\n`)
  }
}

export interface OpencodeOutput {
  onOutput(stream: 'stdout' | 'stderr', chunk: Buffer): void
  /** Ends both streams' unterminated lines; call once every process that writes here stopped. */
  flush(): void
}

/** One forwarder per stream of the step: the runner reads stdout and stderr as separate lines. */
export function commandSafeOpencodeOutput(sinks: Record<'stdout' | 'stderr', (text: string) => void>): OpencodeOutput {
  const streams = { stdout: new CommandSafeOutput(sinks.stdout), stderr: new CommandSafeOutput(sinks.stderr) }
  return {
    onOutput: (stream, chunk) => streams[stream].push(chunk),
    flush: () => {
      streams.stdout.flush()
      streams.stderr.flush()
    },
  }
}
