import { describe, expect, it } from 'vitest'
import { dedupe, extractJson, parseSpecialistAnswer } from '../../../plugins/lib/reviewers/findings.js'
import { findingId, type Finding } from '../../../src/core/contracts/review-payload.js'
import { DB_PATCH, injection, stagedPatch } from './fixtures.js'
import { DEFAULT_ROUTING, routeOne } from '../../../src/core/policy/routing.js'

const good = injection

describe('extractJson', () => {
  it('reads a bare object, a fenced block after prose, and an object embedded in prose', () => {
    expect(extractJson('{"findings":[]}')).toEqual({ findings: [] })
    expect(extractJson('Here you go:\n```json\n{"findings":[1]}\n```\nThanks')).toEqual({ findings: [1] })
    expect(extractJson('I found {"findings":[{"a":"}"}]} in total')).toEqual({ findings: [{ a: '}' }] })
  })

  it('takes the final answer, not a JSON snippet the model quoted before it', () => {
    // A specialist reviewing a config file quotes it (fenced or inline) before its answer.
    const fencedQuote = 'The patch enables debug:\n```json\n{"debug": true}\n```\n{"findings":[{"a":1}]}'
    expect(extractJson(fencedQuote)).toEqual({ findings: [{ a: 1 }] })
    const inlineQuote = 'It adds {"postinstall": "curl x | sh"} to package.json.\n{"findings":[{"a":2}]}'
    expect(extractJson(inlineQuote)).toEqual({ findings: [{ a: 2 }] })
    // With the key the caller needs, a stray object after the answer does not replace it.
    expect(extractJson('{"verdicts":[]}\nSee also {"x":1}', 'verdicts')).toEqual({ verdicts: [] })
  })

  it('returns undefined when no JSON object is present', () => {
    expect(extractJson('no findings, sorry')).toBeUndefined()
  })
})

describe('parseSpecialistAnswer', () => {
  it('keeps the findings of an answer that quoted a JSON file before it', () => {
    const answer = `package.json gains:\n\`\`\`json\n{"scripts": {"postinstall": "node x"}}\n\`\`\`\n${JSON.stringify({ findings: [good] })}`
    const parsed = parseSpecialistAnswer(answer, [DB_PATCH])
    expect(parsed).toMatchObject({ invalid: 0, outOfScope: 0, unparsable: false })
    expect(parsed.findings).toHaveLength(1)
  })

  it('maps a path copied in the visible-escape form back to the real path, and nothing else', () => {
    const real = 'src/ok\u202E.ts'
    const patch = stagedPatch('ok.patch', real, DB_PATCH.text)
    const escaped = 'src/ok\\u202e.ts'
    const parsed = parseSpecialistAnswer(
      JSON.stringify({
        findings: [
          { ...good, path: escaped },
          { ...good, path: 'src/ok.ts' },
        ],
      }),
      [patch],
    )
    expect(parsed.findings.map((f) => f.path)).toEqual([real])
    expect(parsed.outOfScope).toBe(1)
  })

  it('keeps valid findings on lines of the assigned hunks and tolerates extra keys', () => {
    const parsed = parseSpecialistAnswer(
      JSON.stringify({
        findings: [
          { ...good, confidence: 0.9, rule: 'R1' },
          { ...good, line: 5, confidence: 90 },
        ],
      }),
      [DB_PATCH],
    )
    expect(parsed).toMatchObject({ invalid: 0, outOfScope: 0, unparsable: false })
    expect(parsed.findings).toHaveLength(2)
    expect(parsed.findings[0]).toMatchObject({ confidence: 0.9 })
    expect(parsed.findings[0]).not.toHaveProperty('rule')
    // 90 is a percentage: the finding is as sure as 0.9 says, not taken at the 0.8 default.
    expect(parsed.findings[1]).toMatchObject({ confidence: 0.9 })
  })

  it('reads a confidence above 1 and at most 100 as a percentage, and counts it and every default it applies', () => {
    const parse = (...confidences: unknown[]) =>
      parseSpecialistAnswer(JSON.stringify({ findings: confidences.map((confidence, i) => ({ ...good, line: 1 + (i % 5), confidence })) }), [DB_PATCH])
    const weak = parse(15, '15')
    const strong = parse(95, '95')
    // A weak hunch and a strong one no longer route alike.
    expect(weak.findings.map((f) => f.confidence)).toEqual([0.15, 0.15])
    expect(strong.findings.map((f) => f.confidence)).toEqual([0.95, 0.95])
    expect(weak).toMatchObject({ confidencePercent: 2, confidenceDefaulted: 0 })
    // Out of range or unreadable: the default applies to the finding, and the count says how many.
    const odd = parse(150, -0.2, 'high', true, 0.4, '40%')
    expect(odd.findings).toHaveLength(6)
    expect(odd.findings.map((f) => f.confidence)).toEqual([undefined, undefined, undefined, undefined, 0.4, 0.4])
    expect(odd).toMatchObject({ confidencePercent: 0, confidenceDefaulted: 4 })
  })

  it('reads an answer whose confidences go up to 10 on a ten-point scale, so a strong finding is not read as a few percent and dropped', () => {
    const parse = (...confidences: unknown[]) =>
      parseSpecialistAnswer(JSON.stringify({ findings: confidences.map((confidence, i) => ({ ...good, line: 1 + (i % 5), confidence })) }), [DB_PATCH])
    // A model that rates 8 of 10 meant 0.8: read as 8 %, the finding fell below escalate and was dropped.
    const tenPoint = parse(8, '3', 10, 7.5, 1)
    expect(tenPoint.findings.map((f) => f.confidence)).toEqual([0.8, 0.3, 1, 0.75, 0.1])
    expect(tenPoint).toMatchObject({ confidenceTenths: 5, confidencePercent: 0, confidenceDefaulted: 0 })
    // One confidence above 10 shows the answer's scale is percent: its small numbers are percentages too.
    const percent = parse(85, 5, 1, 0.5)
    expect(percent.findings.map((f) => f.confidence)).toEqual([0.85, 0.05, 0.01, 0.5])
    expect(percent).toMatchObject({ confidenceTenths: 0, confidencePercent: 3 })
    // An answer in [0, 1] is read as given, 1 included.
    expect(parse(1, 0.3).findings.map((f) => f.confidence)).toEqual([1, 0.3])
  })

  it('reads a confidence written as a decimal or percent string, so a hunch is not raised to the default', () => {
    const read = (confidence: string) => parseSpecialistAnswer(JSON.stringify({ findings: [{ ...good, confidence }] }), [DB_PATCH]).findings[0]
    expect(read('0.3')?.confidence).toBe(0.3)
    expect(read(' 35% ')?.confidence).toBe(0.35)
    // A scale written out is read as it says (read as no number, "8/10" took the 0.8 default and "2/10" was raised to it).
    expect(read('2/10')?.confidence).toBe(0.2)
    expect(read('85 / 100')?.confidence).toBe(0.85)
    expect(read('12/10')).not.toHaveProperty('confidence')
    // Any scale written out is one: "4/5" on a five-point scale, "1/2" a half, not the 0.8 default.
    expect(read('4/5')?.confidence).toBe(0.8)
    expect(read('1/5')?.confidence).toBe(0.2)
    expect(read('1/2')?.confidence).toBe(0.5)
    expect(read('3 / 4')?.confidence).toBe(0.75)
    expect(read('6/5')).not.toHaveProperty('confidence')
    expect(read('0/0')).not.toHaveProperty('confidence')
    // Not a number in [0, 1]: the finding stays, at the default.
    expect(read('low')).not.toHaveProperty('confidence')
    expect(read('150')).not.toHaveProperty('confidence')
    expect(read('')).not.toHaveProperty('confidence')
  })

  it('drops and counts schema failures and findings outside the specialist patches', () => {
    const answer = JSON.stringify({
      findings: [
        { ...good, severity: 'urgent' },
        { ...good, line: 40 },
        { ...good, path: 'src/other.ts' },
        { ...good, side: 'LEFT', line: 2 },
        { ...good, start_line: 1, line: 5 },
        'not an object',
      ],
    })
    const parsed = parseSpecialistAnswer(answer, [DB_PATCH])
    expect(parsed.invalid).toBe(2)
    expect(parsed.outOfScope).toBe(2)
    expect(parsed.findings.map((f) => `${f.side}:${f.start_line ?? ''}-${f.line}`)).toEqual(['LEFT:-2', 'RIGHT:1-5'])
  })

  it('keeps a finding whose severity, category or side is capitalised or spaced, or whose title runs long, instead of losing it as invalid', () => {
    const answer = JSON.stringify({
      findings: [
        { ...good, severity: 'High', category: 'Security', side: 'right' },
        { ...good, line: 5, severity: ' CRITICAL ', category: 'code quality', title: `Unbounded ${'query '.repeat(60)}` },
        { ...good, line: 2, side: 'Left', line_note: 'x' },
      ],
    })
    const parsed = parseSpecialistAnswer(answer, [DB_PATCH])
    expect(parsed.invalid).toBe(0)
    expect(parsed.findings.map((f) => [f.severity, f.category, f.side ?? 'RIGHT'])).toEqual([
      ['high', 'security', 'RIGHT'],
      ['critical', 'code-quality', 'RIGHT'],
      ['high', 'security', 'LEFT'],
    ])
    const title = parsed.findings[1]?.title ?? ''
    expect(title.length).toBe(200)
    expect(title.endsWith('…')).toBe(true)
  })

  it('reports an answer without JSON as unparsable rather than as an empty review', () => {
    expect(parseSpecialistAnswer('Looks fine to me.', [DB_PATCH])).toMatchObject({ unparsable: true, findings: [] })
    expect(parseSpecialistAnswer('{"verdict":"ok"}', [DB_PATCH])).toMatchObject({ unparsable: false, invalid: 0, noList: true })
    // A finished answer with an empty list is a review that found nothing, not a review lost.
    expect(parseSpecialistAnswer('{"findings":[]}', [DB_PATCH])).toMatchObject({ unparsable: false, invalid: 0, noList: false })
  })
})

describe('dedupe', () => {
  it('merges agreeing specialists into one candidate with the higher severity and a trusted id', () => {
    const a = { ...good, severity: 'medium' } as Finding
    const b = { ...good, severity: 'critical', title: 'Critical SQL injection' } as Finding
    const c = { ...good, line: 5, category: 'correctness' } as Finding
    const { candidates, duplicates } = dedupe([
      { specialist: 'security', findings: [a] },
      { specialist: 'correctness', findings: [b, c] },
    ])
    expect(duplicates).toBe(1)
    expect(candidates).toHaveLength(2)
    expect(candidates[0]).toMatchObject({ key: '0', id: findingId(a, undefined), specialists: ['security', 'correctness'] })
    expect(candidates[0]?.finding.severity).toBe('critical')
    expect(candidates[1]?.key).toBe('1')
  })
})

describe('parseSpecialistAnswer: what real models write', () => {
  const parse = (findings: unknown[], patches = [DB_PATCH], category?: string) => parseSpecialistAnswer(JSON.stringify({ findings }), patches, category)

  it('reads a path written with ./, a leading slash or another case as the staged file it names, and only when one file fits', () => {
    const parsed = parse([
      { ...good, path: './src/db.ts' },
      { ...good, line: 5, path: '/src/db.ts' },
      { ...good, line: 3, path: 'SRC/DB.ts' },
    ])
    expect(parsed.outOfScope).toBe(0)
    expect(parsed.findings.map((f) => f.path)).toEqual(['src/db.ts', 'src/db.ts', 'src/db.ts'])
    // Two staged files that differ only in case: a path in a third case names neither.
    const upper = stagedPatch('upper.patch', 'src/DB.ts', DB_PATCH.text)
    const ambiguous = parse(
      [
        { ...good, path: 'src/Db.ts' },
        { ...good, path: 'src/DB.ts' },
      ],
      [DB_PATCH, upper],
    )
    expect(ambiguous.findings.map((f) => f.path)).toEqual(['src/DB.ts'])
    expect(ambiguous.outOfScope).toBe(1)
  })

  it("never reads a path as the specialist's own file when it names, in any case, a staged file another specialist was given", () => {
    // The correctness specialist has src/db.ts; src/DB.ts is staged for another (the two differ only in case).
    const theirs = stagedPatch('upper.patch', 'src/DB.ts', DB_PATCH.text)
    const staged = [DB_PATCH, theirs]
    const parsed = parseSpecialistAnswer(
      JSON.stringify({
        findings: [
          { ...good, path: 'src/DB.ts' },
          { ...good, line: 5, path: './src/DB.ts' },
          { ...good, line: 3, path: 'SRC/DB.TS' },
          { ...good, line: 4, path: '/src/db.ts' },
        ],
      }),
      [DB_PATCH],
      'correctness',
      staged,
    )
    // Its own file by its exact name is kept; the other file, exactly or in a third case, is none of its own.
    expect(parsed.findings.map((f) => [f.path, f.line])).toEqual([['src/db.ts', 4]])
    expect(parsed.outOfScope).toBe(3)
    // A case only the specialist's own file fits is still read as it.
    const other = stagedPatch('other.patch', 'src/pool.ts', DB_PATCH.text)
    const own = parseSpecialistAnswer(JSON.stringify({ findings: [{ ...good, path: 'Src/Db.ts' }] }), [DB_PATCH], 'correctness', [DB_PATCH, other])
    expect(own.findings.map((f) => f.path)).toEqual(['src/db.ts'])
  })

  it('reads a line number written as a string, instead of losing the finding as invalid', () => {
    const parsed = parse([
      { ...good, line: '4' },
      { ...good, start_line: ' 3', line: '5' },
      { ...good, line: '4a' },
      // A range written in the line: the first line and the last.
      { ...good, line: '3-5' },
      { ...good, line: '3 – 5' },
      // Never a number the model did not write: a fraction, zero, a negative, a range given beside start_line or backwards.
      { ...good, line: '4.5' },
      { ...good, line: '0' },
      { ...good, line: '-3' },
      { ...good, start_line: 3, line: '3-5' },
      { ...good, line: '5-3' },
    ])
    expect(parsed.findings.map((f) => [f.start_line, f.line])).toEqual([
      [undefined, 4],
      [3, 5],
      [3, 5],
      [3, 5],
    ])
    expect(parsed.invalid).toBe(6)
  })

  it("files a finding whose category is not in the registry under the specialist's own category", () => {
    const parsed = parse(
      [
        { ...good, category: 'injection' },
        { ...good, line: 5, category: 'Bug' },
        { ...good, line: 3, category: 'documentation' },
      ],
      [DB_PATCH],
      'security',
    )
    expect(parsed.invalid).toBe(0)
    expect(parsed.findings.map((f) => f.category)).toEqual(['security', 'security', 'documentation'])
    // Without a specialist's category to fall back on, it stays invalid (a security word aside: below).
    expect(parse([{ ...good, category: 'bug' }]).invalid).toBe(1)
  })

  it('files a category that names a security subject under security, from any specialist: security findings always escalate', () => {
    const parsed = parse(
      [
        { ...good, category: 'SQL injection' },
        { ...good, line: 5, category: 'vulnerability' },
        { ...good, line: 3, category: 'XSS' },
        { ...good, line: 4, category: 'authorization' },
        { ...good, line: 5, category: 'bug' },
      ],
      [DB_PATCH],
      'correctness',
    )
    expect(parsed.findings.map((f) => f.category)).toEqual(['security', 'security', 'security', 'security', 'correctness'])
    expect(parsed.recategorised).toBe(5)
    // Filed as correctness, a low-confidence injection was dropped where a security one is escalated.
    const [low] = parse([{ ...good, category: 'injection', confidence: 0.2 }], [DB_PATCH], 'correctness').findings
    expect(low && routeOne({ category: low.category, confidence_after: 0.2 }, DEFAULT_ROUTING).route).toBe('escalate')
  })

  it('never keeps a blank title, body or evidence: a blank title is taken from the body, a blank body or evidence is invalid', () => {
    const parsed = parse([
      { ...good, title: '   ', body: '\n  The id is interpolated into SQL.\nUse a parameter.' },
      { ...good, line: 5, body: ' \n ' },
      { ...good, line: 3, evidence: '\t' },
    ])
    expect(parsed.findings.map((f) => f.title)).toEqual(['The id is interpolated into SQL.'])
    expect(parsed.invalid).toBe(2)
  })
})

describe('parseSpecialistAnswer: a blank title taken from the body', () => {
  const titleOf = (body: string): string | undefined =>
    parseSpecialistAnswer(JSON.stringify({ findings: [{ ...good, title: ' ', body }] }), [DB_PATCH]).findings[0]?.title

  it("is the body's first sentence of prose: not a heading's or a quote's marks, not a code fence or the code in it", () => {
    expect(titleOf('## Unbounded query\nThe id is interpolated.')).toBe('Unbounded query')
    expect(titleOf('> **Injection:** the id is interpolated.')).toBe('Injection: the id is interpolated.')
    expect(titleOf('```ts\npool.query(`SELECT ${id}`)\n```\nThe id reaches SQL unescaped.')).toBe('The id reaches SQL unescaped.')
    expect(titleOf('- The id is never validated')).toBe('The id is never validated')
  })

  it('is cut at a word, never inside one or inside a character', () => {
    const words = 'The interpolated identifier reaches the database driver without any escaping whatsoever at all'
    const cut = titleOf(words)
    expect(cut).toBe('The interpolated identifier reaches the database driver without any escaping…')
    // A long run of emoji (surrogate pairs) with no space: cut between characters.
    const emoji = titleOf('🔥'.repeat(60)) ?? ''
    expect(emoji.endsWith('🔥…')).toBe(true)
    expect([...emoji].length).toBeLessThanOrEqual(80)
  })
})

describe('parseSpecialistAnswer: enormous fields', () => {
  it('keeps a finding whose suggestion is over its bound, without the suggestion (replacement code is never cut), instead of losing it as invalid', () => {
    const parsed = parseSpecialistAnswer(
      JSON.stringify({
        findings: [
          { ...good, suggestion: 'x'.repeat(4001) },
          { ...good, line: 5, suggestion: 'ok()' },
        ],
      }),
      [DB_PATCH],
    )
    expect(parsed.invalid).toBe(0)
    expect(parsed.findings.map((f) => f.suggestion)).toEqual([undefined, 'ok()'])
    expect(parsed.findings[0]).not.toHaveProperty('suggestion')
  })
})
