import { REDACTED } from './secret-patterns.js'

/**
 * Private-key blocks (PEM of any type, OpenSSH, PGP `PRIVATE KEY BLOCK`) span
 * lines, so no single-line pattern sees them whole. They are found line by
 * line and only key material is removed:
 * - `BEGIN … END` with only key material between (base64 body lines, armor
 *   headers such as `Proc-Type:`/`Version:`, a PGP checksum, blank lines
 *   before the body): the whole block;
 * - a `BEGIN` line whose block is not closed (a comment that mentions the
 *   header, a truncated key): its marker and the key-material lines directly
 *   after it, never the ordinary lines that follow. Such a header is counted,
 *   and the marker becomes `HEADER_NOTE`, so a reviewer sees that a key
 *   header was there (a private key in a repository is a finding in itself).
 * A block on one line (a JSON string with `\n` escapes) is handled on its line.
 *
 * Lines may carry a read tool's line-number gutter, a comment marker, quotes
 * and string-concatenation tails; those are kept, the key text is not.
 * Every line is visited a bounded number of times: linear in the text.
 */
export const HEADER_NOTE = '[REDACTED: private-key header; key material removed]'

const MARKER_SOURCE = /-----(BEGIN|END) [A-Z0-9 ]{0,40}(?:PRIVATE|SECRET) KEY(?: BLOCK)?-----/.source
const MARKER = new RegExp(MARKER_SOURCE, 'g')
/** Non-global twin for single tests: a global regex carries lastIndex from call to call. */
const ONE_MARKER = new RegExp(MARKER_SOURCE)
const ESCAPED_BODY = /^(?:\\[nr]|[A-Za-z0-9+/=:,. \t-])*$/
const ESCAPED_TAIL = /(?:\\[nr]|[A-Za-z0-9+/=])*/y
const LEAD = /^(\s*(?:\d{1,7}[|:\t]\s?)?\s*(?:#|\/\/|\*|;)?\s*["'`]?)/
const BODY = /^[A-Za-z0-9+/]{16,}={0,2}$/
/** What every body line's core contains (BODY without its anchors). */
const BODY_RUN = /[A-Za-z0-9+/]{16}/
const SHORT_BODY = /^[A-Za-z0-9+/]{1,15}={0,2}$/
const CHECKSUM = /^=[A-Za-z0-9+/]{4}$/
const ARMOR_HEADER = /^(?:Proc-Type|DEK-Info|Version|Comment|Hash|Charset|MessageID): /

export interface KeyScan {
  lines: string[]
  /** Indexes of lines that changed. */
  changed: number[]
  /** Indexes of BEGIN lines whose block was not closed. */
  unterminated: number[]
  /** Closed blocks removed. */
  blocks: number
}

interface Framed {
  lead: string
  core: string
}

/** Strips what may follow key text on a line: `\n` escapes, a quote, `+`/`,`/`;`, a line-continuation backslash. */
function stripTrail(text: string): string {
  let end = text.trimEnd().length
  if (text.charAt(end - 1) === '\\' && text.charAt(end - 2) !== '\\') end = text.slice(0, end - 1).trimEnd().length
  if ('+,;'.includes(text.charAt(end - 1)) && end > 0) end = text.slice(0, end - 1).trimEnd().length
  if ('"\'`'.includes(text.charAt(end - 1)) && end > 0) end -= 1
  while (end >= 2 && text.charAt(end - 2) === '\\' && (text.charAt(end - 1) === 'n' || text.charAt(end - 1) === 'r')) end -= 2
  return text.slice(0, end)
}

function frame(line: string): Framed {
  const lead = LEAD.exec(line)?.[1] ?? ''
  return { lead, core: stripTrail(line.slice(lead.length)) }
}

type Kind = 'body' | 'plain' | 'short' | 'checksum' | 'header' | 'blank' | 'end' | 'other'

function classify(line: string): Kind {
  const marker = ONE_MARKER.exec(line)
  if (marker) return marker[1] === 'END' ? 'end' : 'other'
  const { core } = frame(line)
  if (core.length === 0) return 'blank'
  if (BODY.test(core)) {
    // Random base64 of this length has a digit or symbol and both cases; an identifier alone on a line rarely does.
    return /[0-9+/]/.test(core) && /[a-z]/.test(core) && /[A-Z]/.test(core) ? 'body' : 'plain'
  }
  if (SHORT_BODY.test(core) && (core.endsWith('=') || /[0-9+/]/.test(core))) return 'short'
  if (CHECKSUM.test(core)) return 'checksum'
  if (ARMOR_HEADER.test(core)) return 'header'
  return 'other'
}

function blankCore(line: string): string {
  const { lead } = frame(line)
  return `${lead}${REDACTED}`
}

interface InlineResult {
  text: string
  /** The line ends in an open BEGIN whose body may follow on the next lines. */
  open: boolean
  headers: number
}

/** Markers on one line: same-line blocks and unterminated headers. */
function redactInline(line: string): InlineResult {
  if (!line.includes('-----')) return { text: line, open: false, headers: 0 }
  const markers = [...line.matchAll(MARKER)]
  if (markers.length === 0) return { text: line, open: false, headers: 0 }
  let out = ''
  let last = 0
  let open = false
  let headers = 0
  for (let k = 0; k < markers.length; k++) {
    const m = markers[k] as RegExpMatchArray
    const at = m.index ?? 0
    if (at < last) continue
    const end = at + m[0].length
    const next = markers[k + 1]
    if (m[1] === 'BEGIN' && next && next[1] === 'END' && ESCAPED_BODY.test(line.slice(end, next.index))) {
      out += `${line.slice(last, at)}${REDACTED}`
      last = (next.index ?? 0) + next[0].length
      k++
      continue
    }
    if (m[1] === 'BEGIN') {
      ESCAPED_TAIL.lastIndex = end
      ESCAPED_TAIL.exec(line)
      const tailEnd = ESCAPED_TAIL.lastIndex || end
      out += `${line.slice(last, at)}${HEADER_NOTE}`
      last = tailEnd
      headers++
      open = k === markers.length - 1 && frame(line.slice(tailEnd)).core === ''
      continue
    }
    // A lone END: its marker says nothing secret but is kept out like the rest of a block.
    out += `${line.slice(last, at)}${REDACTED}`
    last = end
  }
  return { text: out + line.slice(last), open, headers }
}

/** Redacts private-key material in a list of lines (patch contents or a text split at \n). */
export function redactKeyLines(input: readonly string[]): KeyScan {
  const lines = [...input]
  const changed: number[] = []
  const unterminated: number[] = []
  let blocks = 0
  let i = 0
  while (i < lines.length) {
    const original = lines[i] as string
    const inline = redactInline(original)
    if (inline.text !== original) {
      lines[i] = inline.text
      changed.push(i)
    }
    if (!inline.open) {
      i++
      continue
    }
    if (inline.headers === 0) {
      i++
      continue
    }
    // Look ahead for the block body; mark nothing until we know where it ends.
    // Inside a closed block every key-shaped line goes; without an END only
    // lines that surely are key material (a mixed-alphabet base64 line first).
    const seen: { index: number; kind: Kind }[] = []
    let j = i + 1
    let closed = false
    for (; j < lines.length; j++) {
      const kind = classify(lines[j] as string)
      if (kind === 'end') {
        closed = true
        break
      }
      if (kind === 'other') break
      seen.push({ index: j, kind })
    }
    const body: number[] = []
    let seenBody = false
    for (const { index, kind } of seen) {
      if (kind === 'blank') {
        if (seenBody && !closed) break
        continue
      }
      if (closed || kind === 'body' || (kind === 'header' && !seenBody) || seenBody) {
        if (kind === 'body') seenBody = true
        body.push(index)
        continue
      }
      break
    }
    if (!closed) j = body.length > 0 ? (body.at(-1) as number) + 1 : i + 1
    for (const k of body) {
      lines[k] = blankCore(lines[k] as string)
      changed.push(k)
    }
    if (closed) {
      // A closed block: its BEGIN line says REDACTED like the rest, and so does its END marker.
      lines[i] = (lines[i] as string).replace(HEADER_NOTE, REDACTED)
      const endLine = lines[j] as string
      const m = ONE_MARKER.exec(endLine)
      const at = m?.index ?? 0
      lines[j] = `${frame(endLine).lead.slice(0, at)}${REDACTED}${endLine.slice(at + (m?.[0].length ?? 0))}`
      changed.push(j)
      blocks++
      i = j + 1
    } else {
      i = Math.max(j, i + 1)
    }
  }
  for (const k of changed) if ((lines[k] as string).includes(HEADER_NOTE)) unterminated.push(k)
  changed.push(...redactOrphanBody(lines))
  return { lines, changed: [...new Set(changed)].sort((a, b) => a - b), unterminated, blocks }
}

/**
 * Key lines shown without their BEGIN line (a read that starts at an offset
 * inside a key file): a run of at least three full-width base64 lines (64
 * characters as PEM and PGP wrap them, or 76 as MIME does), or any run of
 * base64 lines that ends at an END marker. Changes `lines` in place.
 */
function redactOrphanBody(lines: string[]): number[] {
  const out: number[] = []
  let run: number[] = []
  const flush = (endsAtMarker: boolean): void => {
    const full = run.filter((k) => {
      const n = frame(lines[k] as string).core.length
      return n === 64 || n === 76
    }).length
    if (run.length > 0 && (full >= 3 || endsAtMarker)) {
      for (const k of run) {
        lines[k] = blankCore(lines[k] as string)
        out.push(k)
      }
    }
    run = []
  }
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k] as string
    // Only a body line starts a run, and a body line holds 16 base64 characters in a row: any
    // other line outside a run changes nothing, so it is not classified (most lines of code).
    if (run.length === 0 && !BODY_RUN.test(line)) continue
    const kind = line.includes(REDACTED) ? 'other' : classify(line)
    if (kind === 'body' || (run.length > 0 && (kind === 'plain' || kind === 'short' || kind === 'checksum'))) run.push(k)
    else flush(kind === 'end' || (line.includes(REDACTED) && run.length > 0 && /^\s*(?:\d{1,7}[|:\t]\s?)?\s*\[REDACTED\]/.test(line)))
  }
  flush(false)
  return out
}

/** Key blocks in free text (logs, tool output, posted text). */
export function redactKeyText(text: string): { text: string; unterminated: number } {
  if (!text.includes('-----')) {
    // No marker: only key lines shown without their BEGIN can be here, and they need three lines.
    if (text.indexOf('\n') === text.lastIndexOf('\n')) return { text, unterminated: 0 }
    const lines = text.split('\n')
    return redactOrphanBody(lines).length > 0 ? { text: lines.join('\n'), unterminated: 0 } : { text, unterminated: 0 }
  }
  const scan = redactKeyLines(text.split('\n'))
  return { text: scan.lines.join('\n'), unterminated: scan.unterminated.length }
}
