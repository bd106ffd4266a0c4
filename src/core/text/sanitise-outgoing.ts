/**
 * Model-written text is untrusted. Before it reaches GitHub it must not ping
 * people or teams, close issues, or smuggle a Harbourmaster marker that a
 * later verification or lifecycle pass would trust. Fenced code keeps its
 * exact text (a suggestion must stay applicable) except for markers, which
 * are broken wherever they appear.
 */
const ZWSP = '\u200B'

// @user, @org/team; not e-mail addresses (a word character before '@').
const MENTION = /(^|[^\w`@])@([A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?)/g
// GitHub's closing keywords followed by an issue reference (#12, owner/repo#12, URL).
const CLOSING = /\b(close|closes|closed|fix|fixes|fixed|resolve|resolves|resolved)(\s*:?\s+)(?=(?:[\w.-]+\/[\w.-]+)?#\d|https?:\/\/\S+\/(?:issues|pull)\/\d)/gi
// Any comment opener followed by the marker namespace, however spaced or cased.
const MARKER_LIKE = /<!--(\s*)harbourmaster/gi

export function neutraliseMarkers(text: string): string {
  return text.replace(MARKER_LIKE, `<!--$1harbour${ZWSP}master`)
}

function neutraliseProse(text: string): string {
  return text
    .replace(MENTION, (_m, before: string, name: string) => `${before}@${ZWSP}${name}`)
    .replace(CLOSING, (_m, keyword: string, gap: string) => `${keyword}${ZWSP}${gap}`)
}

/**
 * A CommonMark fence opener: up to three spaces (a tab indents four columns),
 * three or more backticks or tildes, and for backticks an info string without
 * a backtick (otherwise the line is inline code in a paragraph).
 */
function fenceOpener(line: string): { fence: string; indent: number } | undefined {
  const m = /^( {0,3})(`{3,}|~{3,})(.*)$/.exec(line)
  if (!m) return undefined
  const fence = m[2] ?? ''
  if (fence.startsWith('`') && (m[3] ?? '').includes('`')) return undefined
  return { fence, indent: (m[1] ?? '').length }
}

/**
 * Splits on fenced code blocks (``` or ~~~) so only prose is rewritten. Where
 * this cannot tell code from prose it takes it for prose: a line indented less
 * than an indented opener ends the block here (GitHub ends a fence a list item
 * holds with the item; a top-level one it keeps, and only loses a mention).
 */
export function sanitiseMarkdown(text: string): string {
  const out: string[] = []
  let open: { fence: string; indent: number } | undefined
  let prose: string[] = []
  const flush = (): void => {
    if (prose.length > 0) out.push(neutraliseProse(prose.join('\n')))
    prose = []
  }
  for (const line of text.split('\n')) {
    if (open !== undefined && line.trim() !== '' && /^ */.exec(line)![0].length < open.indent) open = undefined
    const opener = open === undefined ? fenceOpener(line) : undefined
    if (opener) {
      flush()
      open = opener
      out.push(line)
    } else if (open !== undefined) {
      out.push(line)
      if (line.trim().startsWith(open.fence) && line.trim().replace(/[`~]/g, '') === '') open = undefined
    } else {
      prose.push(line)
    }
  }
  flush()
  // Left open, the fence would run on into what is rendered after this text and turn the next fence's code into prose.
  if (open !== undefined) out.push(`${' '.repeat(open.indent)}${open.fence}`)
  return neutraliseMarkers(out.join('\n'))
}

/** For single-line fields (titles, paths shown in text): also no newlines or backticks breaking out. */
export function sanitiseInline(text: string): string {
  return sanitiseMarkdown(text.replace(/[\r\n]+/g, ' '))
}

/** A fence longer than any backtick run inside the text, so the text cannot close it. */
export function fenceFor(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length))
  return '`'.repeat(longest + 1)
}
