import { describe, expect, it } from 'vitest'
import type { Candidate } from '../../../plugins/lib/reviewers/findings.js'
import { renderInlineComment, type PlacedFinding } from '../../../plugins/lib/publication/render.js'
import { applyVerdicts, buildVerifierPrompt, parseVerdicts } from '../../../plugins/lib/reviewers/verifier.js'
import type { Finding } from '../../../src/core/contracts/review-payload.js'
import type { FileEvidence, TestEvidence } from '../../../src/core/contracts/test-evidence.js'
import { combine, judgeByTests } from '../../../src/core/evidence/test-verdict.js'
import { DB_PATCH } from '../reviewers/fixtures.js'

const file = (path: string, tests: FileEvidence['tests']): FileEvidence => ({
  path,
  mappedBy: ['classname'],
  passed: tests.filter((t) => t.status === 'passed').length,
  failed: tests.filter((t) => t.status === 'failed').length,
  skipped: 0,
  tests,
  omitted: 0,
})
const evidence = (files: FileEvidence[], unusable?: string): TestEvidence => ({
  version: 1,
  source: 'results',
  ...(unusable ? { unusable } : {}),
  files,
  totals: { reports: 1, cases: 3, mapped: 3, unmapped: 0 },
  notes: [],
})
const FAILING = file('src/db.ts', [
  { id: 'test/db.test.ts > finds', status: 'failed', excerpt: 'AssertionError: expected 2 to be 1' },
  { id: 'test/db.test.ts > lists', status: 'passed' },
])
const PASSING = file('src/db.ts', [{ id: 'test/db.test.ts > lists', status: 'passed' }])
const ON_BASE = file('src/db.ts', [{ id: 'test/db.test.ts > finds', status: 'failed', failsOnBase: true }])

describe('verdicts from test evidence', () => {
  const judge = (category: string, e: TestEvidence | undefined, attribution?: 'caused' | 'unrelated') =>
    judgeByTests({ category, path: 'src/db.ts', evidence: e, attribution })?.verdict

  it('follows the rules table', () => {
    expect(judge('correctness', undefined)).toBeUndefined()
    expect(judge('security', evidence([FAILING]), 'caused')).toBe('not-applicable')
    expect(judge('correctness', evidence([FAILING], 'the test command timed out'), 'caused')).toBe('inconclusive')
    expect(judge('correctness', evidence([]))).toBe('inconclusive')
    expect(judge('correctness', evidence([ON_BASE]), 'caused')).toBe('inconclusive')
    expect(judge('correctness', evidence([FAILING]), 'caused')).toBe('confirmed')
    expect(judge('correctness', evidence([FAILING]), 'unrelated')).toBe('inconclusive')
    expect(judge('correctness', evidence([FAILING]))).toBe('inconclusive')
    expect(judge('correctness', evidence([PASSING]))).toBe('refuted')
  })

  it('says its tests were skipped, not that none maps, when every mapped test of the file was skipped', () => {
    const skipped: FileEvidence = { ...file('src/db.ts', [{ id: 'test/db.test.ts > finds', status: 'skipped' }]), skipped: 1 }
    expect(judgeByTests({ category: 'correctness', path: 'src/db.ts', evidence: evidence([skipped]), attribution: undefined })).toMatchObject({
      verdict: 'inconclusive',
      reason: 'its 1 mapped test(s) were skipped, so none ran',
    })
  })

  it('names the failing tests behind a confirmation and the passing ones behind a refutation', () => {
    expect(judgeByTests({ category: 'correctness', path: 'src/db.ts', evidence: evidence([FAILING]), attribution: 'caused' })?.tests.map((t) => t.id)).toEqual([
      'test/db.test.ts > finds',
    ])
    expect(judgeByTests({ category: 'correctness', path: 'src/db.ts', evidence: evidence([PASSING]), attribution: undefined })).toMatchObject({
      reason: 'all 1 mapped test(s) pass',
      tests: [{ status: 'passed' }],
    })
  })

  it("lets tests that decide set a behavioural verdict, except that a refutation from the code stands; tests that say nothing leave the verifier's", () => {
    const t = (verdict: 'confirmed' | 'refuted' | 'inconclusive' | 'not-applicable') => ({ verdict, reason: '', tests: [] })
    expect(combine('inconclusive', t('confirmed'))).toBe('confirmed')
    expect(combine('confirmed', t('refuted'))).toBe('refuted')
    expect(combine('confirmed', t('inconclusive'))).toBe('confirmed')
    expect(combine('inconclusive', t('inconclusive'))).toBe('inconclusive')
    expect(combine('refuted', t('confirmed'))).toBe('refuted')
    expect(combine('confirmed', t('not-applicable'))).toBe('confirmed')
    expect(combine('confirmed', undefined)).toBe('confirmed')
  })
})

describe('the verifier with test evidence', () => {
  const finding = (title: string, category: Finding['category'], line = 4): Finding => ({
    path: 'src/db.ts',
    line,
    severity: 'high',
    category,
    title,
    body: 'b',
    evidence: 'e',
    confidence: 0.7,
  })
  const candidates: Candidate[] = [
    { key: '0', id: 'hm-000000000000', finding: finding('Wrong row', 'correctness'), specialists: ['correctness'] },
    { key: '1', id: 'hm-111111111111', finding: finding('Injection', 'security', 5), specialists: ['security'] },
  ]

  it('shows failing tests with their excerpt for behavioural candidates only, and asks for an attribution', () => {
    const prompt = buildVerifierPrompt({
      candidates,
      patches: new Map([[DB_PATCH.name, DB_PATCH]]),
      stageDir: '/stage',
      nonce: 'abc123',
      evidence: evidence([FAILING]),
    })
    expect(prompt).toContain('failing test: test/db.test.ts > finds\nfailure:\nAssertionError: expected 2 to be 1')
    expect(prompt.match(/failing test:/g)).toHaveLength(1)
    expect(prompt).toContain('"tests":"caused|unrelated"')
    expect(buildVerifierPrompt({ candidates, patches: new Map(), stageDir: '/stage', nonce: 'abc123' })).not.toContain('"tests"')
  })

  it('tells the verifier the tests were skipped and names them, not that none maps to the file', () => {
    const skipped: FileEvidence = {
      ...file('src/db.ts', [
        { id: 'test/db.test.ts > finds', status: 'skipped' },
        { id: 'test/db.test.ts > lists', status: 'skipped' },
      ]),
      skipped: 2,
    }
    const prompt = buildVerifierPrompt({
      candidates: candidates.slice(0, 1),
      patches: new Map([[DB_PATCH.name, DB_PATCH]]),
      stageDir: '/stage',
      nonce: 'abc123',
      evidence: evidence([skipped]),
    })
    expect(prompt).not.toContain('none mapped')
    expect(prompt).toContain(
      'tests: all 2 mapped test(s) were skipped, so none ran\nskipped test: test/db.test.ts > finds\nskipped test: test/db.test.ts > lists',
    )
  })

  it('reads the attribution, ignores a bad one, and moves confidence through the combined verdict', () => {
    const parsed = parseVerdicts(
      '{"verdicts":[{"index":0,"verdict":"inconclusive","reason":"r","tests":"caused"},{"index":1,"verdict":"confirmed","reason":"r","tests":"maybe"}]}',
    )
    expect(parsed.get('0')?.tests).toBe('caused')
    expect(parsed.get('1')?.tests).toBeUndefined()
    const { verified, testVerdicts, counts } = applyVerdicts(candidates, parsed, 'none', undefined, evidence([FAILING]))
    expect(verified[0]).toMatchObject({ verdict: 'confirmed', tests: { verdict: 'confirmed' } })
    expect(verified[0]?.confidence_after).toBeGreaterThan(0.7)
    expect(verified[0]?.reason).toMatch(/the verifier had said inconclusive/)
    expect(verified[1]).toMatchObject({ verdict: 'confirmed', tests: { verdict: 'not-applicable' } })
    expect(testVerdicts.map((t) => [t.title, t.verdict, t.verifierVerdict, t.outcome])).toEqual([
      ['Wrong row', 'confirmed', 'inconclusive', 'confirmed'],
      ['Injection', 'not-applicable', 'confirmed', 'confirmed'],
    ])
    expect(counts.confirmed).toBe(2)
    const refuted = applyVerdicts(candidates, parsed, 'none', undefined, evidence([PASSING]))
    expect(refuted.verified[0]).toMatchObject({ verdict: 'refuted', route: 'drop' })
  })

  it('keeps a confirmed finding confirmed (and inline) when no test maps to its file: turning test evidence on adds no doubt of its own', () => {
    const parsed = parseVerdicts('{"verdicts":[{"index":0,"verdict":"confirmed","reason":"the loop skips row 0"}]}')
    const without = applyVerdicts(candidates.slice(0, 1), parsed, 'none')
    const { verified, testVerdicts } = applyVerdicts(candidates.slice(0, 1), parsed, 'none', undefined, evidence([file('src/other.ts', [])]))
    expect(verified[0]).toMatchObject({ verdict: 'confirmed', route: without.verified[0]?.route, confidence_after: without.verified[0]?.confidence_after })
    expect(verified[0]?.reason).toBe('the loop skips row 0')
    // The tests' own word is still shown: none maps, so they did not decide.
    expect(verified[0]?.tests).toMatchObject({ verdict: 'inconclusive', reason: 'no test maps to this file' })
    expect(testVerdicts.map((t) => [t.verdict, t.verifierVerdict, t.outcome])).toEqual([['inconclusive', 'confirmed', 'confirmed']])
  })
})

describe('test evidence in the published evidence block', () => {
  it('names each test exactly in a code span (no mention, no markup), and quotes its excerpt in a fence', () => {
    const placed = {
      path: 'src/db.ts',
      line: 4,
      severity: 'high',
      category: 'correctness',
      title: 'Wrong row',
      body: 'b',
      evidence: 'e',
      id: 'hm-000000000000',
      placement: 'inline',
      confidence: 0.7,
      confidence_after: 0.88,
      verdict: 'confirmed',
      route: 'inline',
      route_reason: 'confident',
      tests: {
        verdict: 'confirmed',
        reason: '1 mapped test(s) fail',
        tests: [{ id: 'test/db.test.ts > finds `x` @octocat', status: 'failed', excerpt: '```\nAssertionError: expected 2 to be 1' }],
      },
    } as PlacedFinding
    const body = renderInlineComment(placed)
    const block = /<details><summary>Evidence<\/summary>([\s\S]*?)<\/details>/.exec(body)?.[1] ?? ''
    expect(block).toContain('**Tests: confirmed** — 1 mapped test(s) fail')
    // A code span of two backticks holds the name's own backtick; GitHub pings no one inside a span.
    expect(block).toContain('- ``test/db.test.ts > finds `x` @octocat`` failed')
    expect(block).toMatch(/````+\n```\nAssertionError: expected 2 to be 1\n````+/)
  })
})
