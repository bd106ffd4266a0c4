import { describe, expect, it } from 'vitest'
import { renderJobSummary, type SummaryFinding } from '../../../src/publication/summary.js'
import { reportWithTextEverywhere } from './run-report.js'

/**
 * The job summary is GitHub Flavored Markdown, read by a maintainer in the browser. Text the pull
 * request or the model wrote (a title, a note, a reason) must show as written and do nothing:
 * no remote image loaded when the summary opens (a tracking pixel), no link whose text hides its
 * target, no `@mention`, `#123` or bare URL turned into a link.
 */
const HOSTILE =
  '![pixel](https://tracker.example/p.png) [docs](https://evil.example/login) <https://auto.example> www.evil.example @octocat @acme/team #123 acme/shop#7 GH-9 eve@evil.example'

/** What GFM still reads as Markdown: the summary without its code spans and HTML code/pre elements. */
function live(markdown: string): string {
  return markdown
    .replace(/(`+)[\s\S]*?\1/g, ' ')
    .replace(/<code>[\s\S]*?<\/code>/g, ' ')
    .replace(/<pre>[\s\S]*?<\/pre>/g, ' ')
}

function expectInert(markdown: string): void {
  const text = live(markdown)
  // An unescaped bracket opens a link or an image; a backslash-escaped one shows as itself.
  expect(text).not.toMatch(/(?<!\\)[[\]]/)
  expect(text).not.toMatch(/https?:\/\/|www\./)
  expect(text).not.toMatch(/@octocat|@acme|#123|shop#7|GH-9|eve@/)
  expect(text).not.toMatch(/<https?:/)
}

function finding(over: Partial<SummaryFinding> = {}): SummaryFinding {
  return {
    id: 'hm2-0123456789abcdef',
    placement: 'inline',
    path: 'src/a.ts',
    line: 3,
    severity: 'high',
    category: 'security',
    title: HOSTILE,
    body: `Body ${HOSTILE}`,
    evidence: 'e',
    route: 'inline',
    ...over,
  }
}

describe('pull-request text in the job summary is shown, never rendered', () => {
  it.each(['comment', 'check-only'] as const)('%s: every cell and line built from untrusted text is inert', (mode) => {
    const markdown = renderJobSummary(reportWithTextEverywhere(mode, HOSTILE, finding()))
    expectInert(markdown)
    // Still readable: the URL, the login and the reference are there, as written, in code spans.
    expect(markdown).toContain('`https://tracker.example/p.png`')
    expect(markdown).toContain('`@octocat`')
    expect(markdown).toContain('`#123`')
  })
})
