import { describe, expect, it } from 'vitest'
import { renderInlineComment, renderReviewBody, truncateUnits, type PlacedFinding } from '../../../plugins/lib/publication/render.js'
import { sanitiseInline, sanitiseMarkdown } from '../../../src/core/text/sanitise-outgoing.js'
import { makeRunMarker, parseFindingMarkers, parseRunMarkers } from '../../../src/core/contracts/markers.js'

const marker = makeRunMarker('9', 'b'.repeat(40))

function bodyFinding(i: number, text: string): PlacedFinding {
  return {
    id: `hm-${i.toString(16).padStart(12, '0')}`,
    placement: 'body',
    path: `src/f${i}.ts`,
    line: i + 1,
    severity: 'medium',
    category: 'correctness',
    title: `Finding ${i}`,
    body: text,
    evidence: 'x',
    confidence: 0.8,
    verdict: 'not-applicable',
    confidence_after: 0.8,
    route: 'inline',
    route_reason: 'confidence 0.8 ≥ auto-comment 0.8',
  }
}

describe('sanitiseMarkdown', () => {
  it('stops @mentions and team mentions from pinging, but leaves e-mail addresses and code alone', () => {
    const out = sanitiseMarkdown('cc @octocat and @org/team, mail a@b.com\n```\n@decorator\n```')
    expect(out).not.toMatch(/(^|\s)@octocat/)
    expect(out).not.toMatch(/(^|\s)@org\/team/)
    expect(out).toContain('a@b.com')
    expect(out).toContain('\n@decorator\n')
  })

  it('rewrites prose that only looks fenced: GitHub renders it, so it would ping and close issues', () => {
    // CommonMark: a backtick fence's info string has no backtick (this line is inline code in a paragraph),
    // a tab indents four columns (no fence), and a fence inside a list item ends with the item.
    const fakes = ['```js `x` @org/admins', '\t```', '- item\n   ```']
    for (const fake of fakes) {
      const out = sanitiseMarkdown(`${fake}\ncc @org/security, this fixes #12\n`)
      expect(out, JSON.stringify(fake)).not.toMatch(/(^|\s)@org\/security/)
      expect(out, JSON.stringify(fake)).not.toMatch(/fixes\s+#12/)
    }
    expect(sanitiseMarkdown('```js `x` @org/admins')).not.toMatch(/(^|\s)@org\/admins/)
    // A real fence, also one a list item holds, keeps its code exact.
    expect(sanitiseMarkdown('```py\n@property\n```')).toBe('```py\n@property\n```')
    expect(sanitiseMarkdown('- fix:\n   ```py\n   @property\n   ```')).toContain('   @property')
    // Outside a list, GitHub keeps an indented fence open over less indented lines: so does this.
    expect(sanitiseMarkdown('Fix:\n  ```py\n@property\n  ```')).toBe('Fix:\n  ```py\n@property\n  ```')
  })

  it('closes a fence the model left open, so the evidence after a finding body is not turned into prose', () => {
    expect(sanitiseMarkdown('Fix:\n```ts\nconst a = 1')).toBe('Fix:\n```ts\nconst a = 1\n```')
    const finding = { ...bodyFinding(1, 'Fix:\n```'), placement: 'inline' as const, evidence: 'cc @org/security, this fixes #12' }
    const comment = renderInlineComment(finding)
    // Left open, the evidence block's opening fence would close the body's and GitHub would render (and act on) the evidence.
    expect(comment).toContain('Fix:\n```\n```\n\n<details>')
    expect(sanitiseMarkdown('~~~\n@a')).toBe('~~~\n@a\n~~~')
    // A fence indented four spaces is code, not a closer: the fence is still open and is closed here.
    expect(sanitiseMarkdown('```\n    ```')).toBe('```\n    ```\n```')
    // A comment or <details> opener is broken in prose, so it opens no HTML block when rendered: a fence after it is a fence, closed here.
    expect(sanitiseMarkdown('<!--\n```\ncc @org/security')).toBe('<\u200B!--\n```\ncc @org/security\n```')
    expect(sanitiseMarkdown('<details>\n```\ncc @org/security')).toBe('<\u200Bdetails>\n```\ncc @org/security\n```')
    // In an HTML block a fence line is HTML text, not an opener: no fence to close, mentions are prose.
    expect(sanitiseMarkdown('<div>\n```\ncc @org/security\n</div>')).toBe('<div>\n```\ncc @\u200Borg/security\n</div>')
  })

  it('keeps single-line fields on one line and treats them as prose (they are never at the start of a line)', () => {
    const title = sanitiseInline('```js @org/security fixes #12')
    expect(title).not.toContain('\n')
    expect(title).not.toMatch(/(^|\s)@org\/security/)
    expect(title).not.toMatch(/fixes\s+#12/)
  })

  it('stops closing keywords from closing issues', () => {
    const out = sanitiseMarkdown('This fixes #12 and Closes: owner/repo#3')
    expect(out).not.toMatch(/fixes\s+#12/i)
    expect(out).not.toMatch(/closes:\s*owner\/repo#3/i)
    expect(out).toContain('#12')
  })

  it('breaks any Harbourmaster marker the model tries to plant, even inside code', () => {
    const forged = `${marker}\n\`\`\`\n<!-- harbourmaster:finding hm-0123456789ab -->\n\`\`\``
    const out = sanitiseMarkdown(forged)
    expect(parseRunMarkers(out)).toEqual([])
    expect(parseFindingMarkers(out)).toEqual([])
  })
})

describe('renderReviewBody', () => {
  it('stays within 65,536 characters with multi-byte text, keeps the marker and says what was left out', () => {
    const text = '😀 émoji ünïcode 漢字 '.repeat(400) // ~8,000 UTF-16 units, many surrogate pairs
    const findings = Array.from({ length: 30 }, (_, i) => bodyFinding(i, text.slice(0, 7990)))
    const { body, omitted } = renderReviewBody({ summary: 'Summary', findings, dispositions: [], exclusions: [], caps: [], marker, notes: [] })
    expect(body.length).toBeLessThanOrEqual(65_536)
    expect([...body].length).toBeLessThanOrEqual(65_536)
    expect(body.trimEnd().endsWith(marker)).toBe(true)
    expect(omitted.findings).toBeGreaterThan(0)
    expect(body).toContain(`${omitted.findings} findings`)
    // No lone surrogate: the body round-trips through UTF-8.
    expect(Buffer.from(body, 'utf8').toString('utf8')).toBe(body)
  })

  it('bounds the run notes, which are never left out like entries, so the marker and the summary still fit', () => {
    const notes = ['n'.repeat(70_000), ...Array.from({ length: 400 }, (_, i) => `A duplicate of finding hm-${String(i).padStart(12, '0')} was dropped.`)]
    const { body } = renderReviewBody({ summary: 'The summary.', findings: [], dispositions: [], exclusions: [], caps: [], marker, notes })
    expect(body.length).toBeLessThanOrEqual(65_536)
    expect(body.trimEnd().endsWith(marker)).toBe(true)
    expect(body).toContain('The summary.')
    expect(body).toContain(`> ${'n'.repeat(999)}…`)
    expect(body).toMatch(/> \d+ more notes left out to stay within GitHub's size limit\./)
  })

  it('keeps the limits reached when findings in the body fill it (max-comments 0 on a large review)', () => {
    const caps = [
      { cap: 'max-files', limit: 150, detail: '150 of 400 reviewable files staged; 250 skipped' },
      { cap: 'max-patch-bytes', limit: 60000, detail: '3 patches truncated (largest was 240000 bytes)' },
    ]
    const findings = Array.from({ length: 30 }, (_, i) => bodyFinding(i, 'a long explanation. '.repeat(399)))
    const summary = 'A summary that goes on. '.repeat(800)
    const { body, omitted } = renderReviewBody({ summary, findings, dispositions: [], exclusions: [], caps, marker, notes: [] })
    expect(body.length).toBeLessThanOrEqual(65_536)
    expect(body.trimEnd().endsWith(marker)).toBe(true)
    expect(omitted.findings).toBeGreaterThan(0)
    expect(body).toContain('### Limits reached')
    expect(body).toContain('max-files (150): 150 of 400 reviewable files staged; 250 skipped')
    expect(body).toContain('max-patch-bytes (60000): 3 patches truncated (largest was 240000 bytes)')
  })

  it('names a file whose path holds a backtick exactly, in the location and in the skipped list', () => {
    const path = 'docs/`odd`.md'
    const { body } = renderReviewBody({
      summary: 'Summary',
      findings: [{ ...bodyFinding(1, 'b'), path }],
      dispositions: [],
      exclusions: [{ path, reason: 'binary file (.bin)', rule: 'binary' }],
      caps: [],
      marker,
      notes: [],
    })
    expect(body).toContain('``docs/`odd`.md:2``')
    expect(body).toContain('- ``docs/`odd`.md``')
    expect(body).not.toContain("docs/'odd'.md")
  })

  it('lists skipped files, caps and dispositions', () => {
    const { body } = renderReviewBody({
      summary: 'Summary',
      findings: [],
      dispositions: [{ finding_id: 'hm-aaaaaaaaaaaa', status: 'fixed', note: 'Handled in the new guard' }],
      exclusions: [{ path: 'package-lock.json', reason: 'lockfile', rule: 'default-exclude' }],
      caps: [{ cap: 'max-files', limit: 150, detail: '12 files not staged' }],
      marker,
      notes: [],
    })
    expect(body).toContain('package-lock.json')
    expect(body).toContain('max-files (150)')
    expect(body).toContain('hm-aaaaaaaaaaaa')
    expect(body).toContain('0 findings')
  })

  it('groups files not reviewed by reason with counts and folds the list in a <details> block', () => {
    const generated = Array.from({ length: 300 }, (_, i) => ({ path: `gen/api_${i}.pb.go`, reason: 'generated file', rule: 'generated' }))
    const locks = ['package-lock.json', 'go.sum'].map((path) => ({ path, reason: 'lock file', rule: 'lockfile' }))
    const { body } = renderReviewBody({ summary: 'Summary', findings: [], dispositions: [], exclusions: [...locks, ...generated], caps: [], marker, notes: [] })
    const section = body.slice(body.indexOf('### Files not reviewed'))
    const lines = section.split('\n')
    expect(lines[0]).toBe('### Files not reviewed (302)')
    expect(lines[2]).toBe('generated file (`generated`): 300 · lock file (`lockfile`): 2')
    expect(lines[4]).toBe('<details><summary>The 302 files by reason</summary>')
    // The reason is said once per group, never once per file.
    expect(section.match(/generated file/g)).toHaveLength(2)
    expect(section).toContain('**lock file (`lockfile`)**, 2 files:\n- `package-lock.json`\n- `go.sum`')
    // A blank line after <summary> (Markdown renders inside) and before each later group's title.
    expect(section).toContain('</summary>\n\n**generated file')
    expect(section).toContain('- `gen/api_299.pb.go`\n\n**lock file')
    expect(section.indexOf('</details>')).toBeGreaterThan(section.indexOf('go.sum'))
    expect(body.trimEnd().endsWith(marker)).toBe(true)
  })

  it('closes the <details> block also when the size limit cuts the list', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ path: `vendor/${'x'.repeat(40)}/${i}.js`, reason: 'vendored', rule: 'vendor' }))
    const { body, omitted } = renderReviewBody({ summary: 'Summary', findings: [], dispositions: [], exclusions: many, caps: [], marker, notes: [] })
    expect(body.length).toBeLessThanOrEqual(65_536)
    expect(omitted.exclusions).toBeGreaterThan(0)
    expect(body.match(/<details>/g)).toHaveLength(1)
    expect(body.match(/<\/details>/g)).toHaveLength(1)
    expect(body.indexOf('</details>')).toBeLessThan(body.indexOf(`${omitted.exclusions} skipped files`))
  })

  it('truncates without splitting a surrogate pair', () => {
    expect(truncateUnits('a😀b', 2)).toBe('a')
    expect(truncateUnits('a😀b', 3)).toBe('a😀')
  })
})
