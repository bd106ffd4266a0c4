/**
 * Model-written text is untrusted. Before it reaches GitHub it must not ping
 * people or teams, close issues, or smuggle a Harbourmaster marker that a
 * later verification or lifecycle pass would trust. Fenced code keeps its
 * exact text (a suggestion must stay applicable) except for markers, which
 * are broken wherever they appear.
 */
const ZWSP = '\u200B'

// @user, @org/team; not e-mail addresses (a letter or digit before '@'). An underscore or a
// backtick does not protect: `_@user_` is emphasis and an unmatched backtick is a literal, and
// GitHub mentions the user after either (code spans are left out before this applies).
const MENTION = /(^|[^A-Za-z0-9@])@([A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?)/g
// GitHub's closing keywords followed by an issue reference (#12, owner/repo#12, URL).
const CLOSING = /\b(close|closes|closed|fix|fixes|fixed|resolve|resolves|resolved)(\s*:?\s+)(?=(?:[\w.-]+\/[\w.-]+)?#\d|https?:\/\/\S+\/(?:issues|pull)\/\d)/gi
// Any comment opener followed by the marker namespace, however spaced or cased.
const MARKER_LIKE = /<!--(\s*)harbourmaster/gi

export function neutraliseMarkers(text: string): string {
  return text.replace(MARKER_LIKE, `<!--$1harbour${ZWSP}master`)
}

// HTML that hides what follows it: a comment (at the start of a line it runs to the next `-->`,
// which may be the renderer's own marker) and a folded section (unclosed, it folds the rest).
const HIDING_HTML = /<(!--|\/?details\b)/gi

function neutraliseText(text: string): string {
  return text
    .replace(HIDING_HTML, `<${ZWSP}$1`)
    .replace(MENTION, (_m, before: string, name: string) => `${before}@${ZWSP}${name}`)
    .replace(CLOSING, (_m, keyword: string, gap: string) => `${keyword}${ZWSP}${gap}`)
}

/**
 * Rewrites prose outside its code spans, which GitHub shows literally (no mention, no HTML).
 * A code span is a backtick run closed by a run of the same length within its paragraph; a
 * run without one is a literal backtick, and the text after it is prose.
 */
function neutraliseProse(text: string): string {
  let out = ''
  let from = 0
  const runs = /`+/g
  for (let run = runs.exec(text); run; run = runs.exec(text)) {
    const closer = new RegExp(`(?<!\`)${run[0]}(?!\`)`, 'g')
    closer.lastIndex = run.index + run[0].length
    const end = closer.exec(text)
    if (!end || text.slice(run.index, end.index).includes('\n\n')) continue
    out += neutraliseText(text.slice(from, run.index)) + text.slice(run.index, end.index + end[0].length)
    from = end.index + end[0].length
    runs.lastIndex = from
  }
  return out + neutraliseText(text.slice(from))
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

const BLOCK_TAGS =
  'address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul'
/** CommonMark HTML blocks and the line that ends each (undefined: a blank line). */
const HTML_BLOCKS: { start: RegExp; end?: RegExp; interrupts: boolean }[] = [
  { start: /^ {0,3}<(pre|script|style|textarea)(\s|>|$)/i, end: /<\/(pre|script|style|textarea)>/i, interrupts: true },
  { start: /^ {0,3}<!--/, end: /-->/, interrupts: true },
  { start: /^ {0,3}<\?/, end: /\?>/, interrupts: true },
  { start: /^ {0,3}<![A-Za-z]/, end: />/, interrupts: true },
  { start: /^ {0,3}<!\[CDATA\[/, end: /\]\]>/, interrupts: true },
  { start: new RegExp(`^ {0,3}</?(${BLOCK_TAGS})(\\s|/?>|$)`, 'i'), interrupts: true },
  { start: /^ {0,3}<\/?[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?\/?>\s*$/, interrupts: false },
]

/** A closing fence: the opener's character, at least as many, nothing after but spaces, indented at most three (within its list item). */
function closes(line: string, open: { fence: string; indent: number; inList: boolean }): boolean {
  const m = /^( *)(`+|~+) *$/.exec(line)
  if (!m) return false
  const run = m[2] ?? ''
  return run[0] === open.fence[0] && run.length >= open.fence.length && (m[1] ?? '').length <= (open.inList ? open.indent : 0) + 3
}

const LIST_ITEM = /^([-*+]|\d{1,9}[.)])(\s|$)/

// Only the renderer offers a suggestion, on lines it checked; a model's own block is plain code.
const SUGGESTION_INFO = /^( {0,3}(?:`{3,}|~{3,}))\s*suggestion\b.*$/i

/**
 * Splits on fenced code blocks (``` or ~~~) so only prose is rewritten, the
 * way GitHub renders them: an indented fence under a list item ends with the
 * item (a line indented less than the fence), any other runs to its closing
 * fence. A fence still open at the end is closed here, or it would run on
 * into what is rendered after this text and turn the next fence into prose.
 */
export function sanitiseMarkdown(text: string): string {
  const out: string[] = []
  let open: { fence: string; indent: number; inList: boolean } | undefined
  let prose: string[] = []
  let lastUnindented = ''
  let html: (typeof HTML_BLOCKS)[number] | undefined
  let inParagraph = false
  const flush = (): void => {
    if (prose.length > 0) out.push(neutraliseProse(prose.join('\n')))
    prose = []
  }
  for (const line of text.split('\n')) {
    const indent = /^ */.exec(line)?.[0].length ?? 0
    if (open?.inList && line.trim() !== '' && indent < open.indent) open = undefined
    // In an HTML block a fence line is HTML text, not an opener.
    if (html === undefined && open === undefined) {
      // Judged as rendered: prose loses its hiding HTML (a comment, <details>), which then opens no block.
      const shown = line.replace(HIDING_HTML, `<${ZWSP}$1`)
      html = HTML_BLOCKS.find((b) => b.start.test(shown) && (b.interrupts || !inParagraph))
      if (html?.end?.test(line.replace(html.start, ''))) html = undefined
    } else if (html !== undefined && (html.end ? html.end.test(line) : line.trim() === '')) {
      html = undefined
      prose.push(line)
      continue
    }
    const opener = open === undefined && html === undefined ? fenceOpener(line) : undefined
    if (opener) {
      flush()
      open = { ...opener, inList: opener.indent > 0 && LIST_ITEM.test(lastUnindented) }
      out.push(line.replace(SUGGESTION_INFO, '$1'))
    } else if (open !== undefined) {
      out.push(line)
      if (closes(line, open)) open = undefined
    } else {
      prose.push(line)
    }
    if (line.trim() !== '' && indent === 0 && open === undefined) lastUnindented = line
    inParagraph = open === undefined && html === undefined && line.trim() !== '' && !opener
  }
  flush()
  if (open !== undefined) out.push(`${' '.repeat(open.indent)}${open.fence}`)
  return neutraliseMarkers(out.join('\n'))
}

/**
 * For single-line fields (titles, paths, reasons), always placed after other
 * text on their line: no fence can open there, so all of it is prose (its code
 * spans aside).
 */
export function sanitiseInline(text: string): string {
  return neutraliseMarkers(neutraliseProse(text.replace(/[\r\n]+/g, ' ')))
}

/** A fence longer than any backtick run inside the text, so the text cannot close it. */
export function fenceFor(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length))
  return '`'.repeat(longest + 1)
}
