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

// CommonMark fences: up to three spaces, then three or more backticks (no backtick in the info
// string) or tildes; the closer is the same character, at least as long, and nothing else.
const FENCE_OPENER = /^ {0,3}(?:(`{3,})[^`]*|(~{3,}).*)$/
const SUGGESTION_INFO = /^( {0,3}(?:`{3,}|~{3,}))\s*suggestion\b.*$/i
const FENCE_CLOSER = /^ {0,3}(`{3,}|~{3,})[ \t]*$/

/**
 * Splits on fenced code blocks (``` or ~~~) so only prose is rewritten. A fence
 * the text leaves open is closed at its end: the renderer's own Markdown
 * follows, and an open fence would show all of it as code.
 */
export function sanitiseMarkdown(text: string): string {
  const out: string[] = []
  let fence: string | undefined
  let prose: string[] = []
  const flush = (): void => {
    if (prose.length > 0) out.push(neutraliseProse(prose.join('\n')))
    prose = []
  }
  for (const line of text.split('\n')) {
    const opener = FENCE_OPENER.exec(line)
    if (fence === undefined && opener) {
      flush()
      fence = opener[1] ?? opener[2]
      // Only the renderer offers a suggestion, on lines it checked; a model's own block is plain code.
      out.push(line.replace(SUGGESTION_INFO, '$1'))
    } else if (fence !== undefined) {
      out.push(line)
      const closer = FENCE_CLOSER.exec(line)?.[1]
      if (closer !== undefined && closer[0] === fence[0] && closer.length >= fence.length) fence = undefined
    } else {
      prose.push(line)
    }
  }
  flush()
  if (fence !== undefined) out.push(fence)
  return neutraliseMarkers(out.join('\n'))
}

/**
 * For single-line fields (titles, paths shown in text): no newlines breaking out. The text is
 * rendered inside a line, where backticks cannot open a fence, so all of it is prose.
 */
export function sanitiseInline(text: string): string {
  return neutraliseMarkers(neutraliseProse(text.replace(/[\r\n]+/g, ' ')))
}

/** A fence longer than any backtick run inside the text, so the text cannot close it. */
export function fenceFor(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length))
  return '`'.repeat(longest + 1)
}
