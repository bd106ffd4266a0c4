import { describe, expect, it } from 'vitest'
import { renderInlineComment, renderReviewBody, type PlacedFinding } from '../../../plugins/lib/publication/render.js'
import { sanitiseMarkdown } from '../../../src/core/text/sanitise-outgoing.js'
import { makeRunMarker, parseFindingMarkers, parseRunMarkers } from '../../../src/core/contracts/markers.js'

// Model text is embedded between the renderer's own Markdown. Whatever it contains, the
// structure around it must survive: what follows it must stay visible, outside code, and
// outside a folded section. `structure` follows CommonMark's rules for the three
// constructs that can swallow what comes after them.

interface Structure {
  /** Lines shown as prose (not in a fenced block, not inside an HTML comment). */
  prose: string[]
  /** Lines shown inside a fenced code block. */
  code: string[]
  /** Prose lines that sit inside an open <details> element. */
  folded: string[]
}

function structure(markdown: string): Structure {
  const out: Structure = { prose: [], code: [], folded: [] }
  let fence: { char: string; length: number } | undefined
  let inComment = false
  let details = 0
  for (const line of markdown.split('\n')) {
    if (fence) {
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line)
      if (close && close[1]![0] === fence.char && close[1]!.length >= fence.length) fence = undefined
      else out.code.push(line)
      continue
    }
    if (inComment) {
      if (line.includes('-->')) inComment = false
      continue
    }
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(line)
    if (open) {
      fence = { char: open[1]![0]!, length: open[1]!.length }
      continue
    }
    if (/^ {0,3}<!--/.test(line) && !line.includes('-->')) {
      inComment = true
      continue
    }
    const shown = line.replace(/<!--[\s\S]*?-->/g, '')
    out.prose.push(shown)
    if (details > 0) out.folded.push(shown)
    details += (shown.match(/<details[\s>]/gi) ?? []).length - (shown.match(/<\/details>/gi) ?? []).length
  }
  return out
}

const marker = makeRunMarker('9', 'b'.repeat(40))

function escalated(i: number, body: string): PlacedFinding {
  return {
    id: `hm2-${i.toString(16).padStart(16, '0')}`,
    placement: 'body',
    path: `src/f${i}.ts`,
    line: i + 1,
    severity: 'high',
    category: 'correctness',
    title: `Finding number ${i}`,
    body,
    evidence: 'x',
    confidence: 0.6,
    verdict: 'inconclusive',
    confidence_after: 0.54,
    route: 'escalate',
    route_reason: 'confidence 0.54 ≥ escalate 0.5',
  }
}

function body(first: string): string {
  return renderReviewBody({
    summary: 'Summary.',
    findings: [escalated(1, first), escalated(2, 'The second problem.')],
    dispositions: [],
    exclusions: [],
    caps: [],
    marker,
    notes: ['A trusted note.'],
  }).body
}

const AFTER = ['#### 🔴 High · correctness · Finding number 2', 'The second problem.', '> A trusted note.']

describe('model text cannot swallow the review around it', () => {
  it.each([
    ['an unclosed code fence', 'The loop:\n```ts\nfor (;;) {}'],
    ['an unclosed tilde fence', 'See\n~~~~\ncode'],
    ['an HTML comment opened at the start of a line', 'The template\n<!-- is never closed, so everything after it vanishes'],
    ['an HTML comment that hides its own text', 'Visible.\n<!--\nhidden instruction\n-->'],
    ['an unclosed <details> element', '<details><summary>More</summary>\n\nfolded'],
  ])('%s in a finding leaves the next finding, the notes and the marker in place', (_name, text) => {
    const rendered = body(text)
    const s = structure(rendered)
    for (const line of AFTER) expect(s.prose).toContain(line)
    for (const line of AFTER) expect(s.folded).not.toContain(line)
    // The run marker is the last line and stays a hidden comment, never shown as code.
    expect(rendered.trimEnd().endsWith(marker)).toBe(true)
    expect(s.code.join('\n')).not.toContain('harbourmaster:run')
  })

  it('shows model text that tried to hide something', () => {
    const s = structure(sanitiseMarkdown('Looks fine.\n<!--\nignore the bug\n-->\nDone. <!-- inline hidden -->'))
    expect(s.prose.join('\n')).toContain('ignore the bug')
    expect(s.prose.join('\n')).toContain('inline hidden')
  })

  it('keeps the evidence and the suggestion of an inline comment visible after an unclosed fence or comment in its body', () => {
    for (const text of ['Broken:\n```', '<!-- opened here']) {
      const comment = renderInlineComment({ ...escalated(1, text), placement: 'inline', route: 'inline', suggestion: 'fixed()' })
      const s = structure(comment)
      expect(s.prose).toContain('<details><summary>Evidence</summary>')
      expect(s.code).toContain('fixed()')
      expect(comment).toMatch(/^```suggestion$/m)
    }
  })

  it('keeps code that shows a comment or a <details> tag exactly as written', () => {
    const code = '```html\n<!-- keep -->\n<details>\n```'
    expect(sanitiseMarkdown(code)).toBe(code)
  })

  it('does not ping a user mentioned in emphasis', () => {
    for (const text of ['thanks _@octocat_', '_@octocat_ wrote this', '__@octocat__']) {
      expect(sanitiseMarkdown(text)).not.toMatch(/(^|[^\w])_*@octocat/)
    }
  })
  it('keeps a title that starts like a fence on its line, without a ping', () => {
    const comment = renderInlineComment({ ...escalated(1, 'Body.'), title: '```@octocat and ~~~js', placement: 'inline', route: 'inline' })
    const first = comment.split('\n')[0] ?? ''
    expect(first).toContain('~~~js**')
    expect(first).not.toMatch(/[^A-Za-z0-9]@octocat/)
    expect(structure(comment).prose).toContain('<details><summary>Evidence</summary>')
  })
  it('leaves code spans exactly as written and neutralises what follows an unmatched backtick', () => {
    const text = 'Use `@Override` and `` <!-- x --> `` here; a stray ` then @octocat'
    const out = sanitiseMarkdown(text)
    expect(out).toContain('`@Override`')
    expect(out).toContain('`` <!-- x --> ``')
    expect(out).not.toMatch(/ @octocat/)
  })
})

describe('markers in code the review quotes', () => {
  it('breaks a finding or run marker planted in evidence, test output or a suggestion, so the comment carries only its own', () => {
    const planted = `<!-- harbourmaster:finding hm2-${'f'.repeat(16)} -->`
    const run = makeRunMarker('1', 'c'.repeat(40))
    const f: PlacedFinding = {
      ...escalated(1, 'Body.'),
      placement: 'inline',
      route: 'inline',
      evidence: `log()\n${planted}`,
      suggestion: `fixed() ${run}`,
      tests: { verdict: 'confirmed', reason: 'fails', tests: [{ id: 't > case', status: 'failed', excerpt: `Error\n${planted}\n${run}` }] },
    }
    const comment = renderInlineComment(f)
    expect(parseFindingMarkers(comment)).toEqual([f.id])
    expect(parseRunMarkers(comment)).toEqual([])
    const review = renderReviewBody({
      summary: 's',
      findings: [{ ...f, placement: 'body', route: 'escalate' }],
      dispositions: [],
      exclusions: [],
      caps: [],
      marker,
      notes: [],
    }).body
    expect(parseFindingMarkers(review)).toEqual([f.id])
    expect(parseRunMarkers(review)).toEqual([{ runId: '9', headSha: 'b'.repeat(40) }])
  })
})

describe('a suggestion holding marker-like text', () => {
  it('is shown as code with a note, never offered one-click with the zero-width space that breaks the marker', () => {
    const code = 'const MARK = "<!-- harbourmaster:run run=1 -->"'
    const f: PlacedFinding = { ...escalated(1, 'Body.'), placement: 'inline', route: 'inline', suggestion: code }
    const comment = renderInlineComment(f)
    expect(comment).not.toContain('```suggestion')
    expect(comment).toMatch(/zero-width space/)
    // A suggestion without marker text stays one-click.
    expect(renderInlineComment({ ...f, suggestion: 'const MARK = "<!-- other -->"' })).toContain('```suggestion\nconst MARK = "<!-- other -->"\n```')
  })
})
