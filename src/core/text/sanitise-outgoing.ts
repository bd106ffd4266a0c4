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

/** Splits on fenced code blocks (``` or ~~~) so only prose is rewritten. */
export function sanitiseMarkdown(text: string): string {
  const out: string[] = []
  let fence: string | undefined
  let prose: string[] = []
  const flush = (): void => {
    if (prose.length > 0) out.push(neutraliseProse(prose.join('\n')))
    prose = []
  }
  for (const line of text.split('\n')) {
    const opener = /^\s{0,3}(`{3,}|~{3,})/.exec(line)
    if (fence === undefined && opener) {
      flush()
      fence = opener[1]
      out.push(line)
    } else if (fence !== undefined) {
      out.push(line)
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = undefined
    } else {
      prose.push(line)
    }
  }
  flush()
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
