import { codeSpan } from '../core/text/code-span.js'
import { escapeHiddenInProse } from '../core/text/visible-escapes.js'

/**
 * Text the pull request or a model wrote, made inert for the job summary (GitHub Flavored
 * Markdown, opened by a maintainer in the browser). Escaping HTML is not enough there:
 * - `![x](url)` loads a remote image when the summary is opened (a tracking pixel), and `[text](url)`
 *   shows text that hides where the link goes: `[` and `]` are backslash-escaped, so neither forms;
 * - a bare URL, `www.` host or e-mail address becomes a link (GFM's extended autolinks), and GitHub
 *   links `@login`, `@org/team`, `#123`, `owner/repo#123` and `GH-123` in the text it renders, but in
 *   no code span (`<code>`): those tokens are put in one, shown exactly as written;
 * - a bidi control, zero-width or other hidden character would make the text read otherwise than it
 *   is (Trojan Source): each shows as `\uXXXX`, as in a path (escapeHiddenInProse keeps an emoji's glue);
 * - emphasis and math signs are left as they are: they change how text looks, load and link nothing,
 *   and escaping them would change the names (`GITHUB_REPOSITORY`, a glob) a reader copies.
 * Every cell and line of the summary built from such text goes through here (cell() for Markdown,
 * inertHtml() for the HTML table of check-only and silent runs).
 */
const LIVE_TOKEN = new RegExp(
  [
    // A URL with any scheme (GFM links http, https, ftp; a cautious summary treats every scheme alike), up to a bracket.
    String.raw`[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s<>|&"'()[\]\x60]+`,
    String.raw`(?<![\w.-])www\.[^\s<>|&"'()[\]\x60]+`,
    String.raw`[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+`,
    String.raw`(?<![\w\x60])@[A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9_.-]+)?`,
    String.raw`(?:(?<![\w/.-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+|(?<![\w&#]))#\d+\b`,
    String.raw`\bGH-\d+\b`,
  ].join('|'),
  'g',
)

/** Splits `text` into plain runs and live tokens, each passed to its own escaper. */
function inert(text: string, plain: (run: string) => string, token: (live: string) => string): string {
  let out = ''
  let at = 0
  for (const match of text.matchAll(LIVE_TOKEN)) {
    out += plain(text.slice(at, match.index)) + token(match[0])
    at = match.index + match[0].length
  }
  return out + plain(text.slice(at))
}

/** Plain Markdown text inside a table cell or a list line: a backslash is doubled so none can undo the brackets' escapes. */
function markdownRun(run: string): string {
  // Hidden characters are shown after the backslashes are doubled: the `\u` of an escape is shown as written.
  const escaped = run
    .replace(/\\/g, '\\\\')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '\\|')
    .replace(/`/g, "'")
    .replace(/[[\]]/g, (c) => `\\${c}`)
  return escapeHiddenInProse(escaped)
}

/** Untrusted text for a Markdown table cell or line: no link, image, mention, reference or HTML. */
export function inertMarkdown(text: string): string {
  // Tokens hold no `|` nor backtick (LIVE_TOKEN stops at them), so a plain code span fits a table.
  return inert(text, markdownRun, (live) => codeSpan(live))
}

const htmlRun = (run: string): string =>
  escapeHiddenInProse(run)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\[/g, '&#91;')
    .replace(/\]/g, '&#93;')

/**
 * Untrusted text inside the summary's HTML (not parsed as Markdown, but GitHub still links mentions
 * and references in its text): live tokens in `<code>`. Line breaks are the caller's.
 */
export function inertHtml(text: string): string {
  return inert(text, htmlRun, (live) => `<code>${htmlRun(live)}</code>`)
}
