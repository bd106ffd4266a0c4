import { describe, expect, it } from 'vitest'
import { dedupe, parseSpecialistAnswer, type Candidate } from '../../../plugins/lib/reviewers/findings.js'
import { applyVerdicts, buildVerifierPrompt, hunkExcerpt, parseVerdicts, splitHunks } from '../../../plugins/lib/reviewers/verifier.js'
import type { Finding } from '../../../src/core/contracts/review-payload.js'
import { DB_PATCH, stagedPatch } from './fixtures.js'
import { findingOf } from '../../support/kit/index.js'

const f = (title: string, severity: Finding['severity'], line = 4): Finding => ({
  path: 'src/db.ts',
  line,
  severity,
  category: 'security',
  title,
  body: 'b',
  evidence: 'e',
})
const candidates: Candidate[] = [
  { key: '0', id: 'hm-000000000000', finding: f('Real', 'high'), specialists: ['security'] },
  { key: '1', id: 'hm-111111111111', finding: f('False claim', 'critical'), specialists: ['correctness'] },
  { key: '2', id: 'hm-222222222222', finding: f('Maybe', 'critical', 5), specialists: ['security'] },
  { key: '3', id: 'hm-333333333333', finding: f('Forgotten', 'low', 3), specialists: ['tests'] },
]

describe('parseVerdicts', () => {
  it('reads the verdicts after a config object the verifier quoted (candidates no longer all inconclusive)', () => {
    const verdicts = parseVerdicts('The hunk sets {"debug": true} as the claim says.\n{"verdicts":[{"index":0,"verdict":"confirmed","reason":"shown"}]}')
    expect(verdicts.get('0')).toMatchObject({ verdict: 'confirmed' })
  })

  it('accepts numeric indexes and string ids, ignoring malformed entries and repeats', () => {
    const verdicts = parseVerdicts(
      '```json\n{"verdicts":[{"index":0,"verdict":"confirmed","reason":"shown"},{"id":"1","verdict":"refuted"},{"index":2,"verdict":"maybe"},{"index":0,"verdict":"refuted"}]}\n```',
    )
    expect([...verdicts.entries()]).toEqual([
      ['0', { verdict: 'confirmed', reason: 'shown' }],
      ['1', { verdict: 'refuted', reason: '' }],
    ])
    expect(parseVerdicts('I agree with everything').size).toBe(0)
  })
  it('reads a verdict however it is capitalised or spaced: "Confirmed" is a verdict given, not a candidate left unanswered', () => {
    const verdicts = parseVerdicts(
      '{"verdicts":[{"index":0,"verdict":"Confirmed","reason":"a","tests":"Caused"},{"index":1,"verdict":" REFUTED ","reason":"b"},{"index":2,"verdict":"Not Applicable","reason":"c"},{"index":3,"verdict":"not-applicable.","reason":"d"}]}',
    )
    expect([...verdicts.entries()].map(([k, v]) => [k, v.verdict])).toEqual([
      ['0', 'confirmed'],
      ['1', 'refuted'],
      ['2', 'not-applicable'],
    ])
    expect(verdicts.get('0')?.tests).toBe('caused')
  })
})

describe('a verdict with a long reason', () => {
  it('keeps the verdict, its reason shortened: a reason over 2,000 characters does not leave the candidate unanswered', () => {
    const verdicts = parseVerdicts(JSON.stringify({ verdicts: [{ index: 0, verdict: 'refuted', reason: 'Guarded. '.repeat(400) }] }))
    expect(verdicts.get('0')?.verdict).toBe('refuted')
    expect(verdicts.get('0')?.reason.length).toBeLessThanOrEqual(2000)
    expect(verdicts.get('0')?.reason.endsWith('…')).toBe(true)
  })
})

describe('applyVerdicts', () => {
  it('assesses every candidate: the verdict moves its confidence, trusted routing picks the route, and each verdict is counted', () => {
    const verdicts = new Map([
      ['0', { verdict: 'confirmed' as const, reason: 'ok' }],
      ['1', { verdict: 'refuted' as const, reason: 'guarded on line 2' }],
      ['2', { verdict: 'inconclusive' as const, reason: 'depends on caller' }],
    ])
    const withConfidence: Candidate[] = candidates.map((c, i) => ({
      ...c,
      finding: { ...c.finding, category: i === 1 ? 'correctness' : c.finding.category, confidence: 0.7 },
    }))
    const { verified, counts } = applyVerdicts(withConfidence, verdicts, 'no verdict')
    expect(counts).toEqual({ confirmed: 1, refuted: 1, inconclusive: 2, 'not-applicable': 0 })
    expect(verified.map((v) => [v.title, v.verdict, v.severity, v.confidence, v.confidence_after, v.route, v.reason])).toEqual([
      ['Real', 'confirmed', 'high', 0.7, 0.88, 'inline', 'ok'],
      ['False claim', 'refuted', 'critical', 0.7, 0.245, 'drop', 'guarded on line 2'],
      ['Maybe', 'inconclusive', 'critical', 0.7, 0.63, 'escalate', 'depends on caller'],
      ['Forgotten', 'inconclusive', 'low', 0.7, 0.63, 'escalate', 'no verdict'],
    ])
  })

  it('takes a missing specialist confidence at the default, and keeps a refuted security finding for a human', () => {
    const { verified } = applyVerdicts([candidates[0] as Candidate], new Map([['0', { verdict: 'refuted' as const, reason: 'no' }]]), 'x')
    expect(verified[0]).toMatchObject({ confidence: 0.8, confidence_after: 0.28, route: 'escalate' })
    expect(verified[0]?.route_reason).toContain('always-escalate')
  })

  it('says in the route reason when a confidence was read as a percentage or replaced by the default', () => {
    const base = {
      path: 'src/db.ts',
      side: 'RIGHT',
      severity: 'high',
      category: 'correctness',
      title: 'Wrong row',
      body: 'Reads the wrong row.',
      evidence: 'pool.query',
    }
    const answer = JSON.stringify({
      findings: [
        { ...base, line: 1, confidence: 85 },
        { ...base, line: 4, confidence: 'very sure' },
        { ...base, line: 5, confidence: 0.7 },
      ],
    })
    const { candidates } = dedupe([{ specialist: 'correctness', findings: parseSpecialistAnswer(answer, [DB_PATCH]).findings }])
    const { verified } = applyVerdicts(candidates, new Map(), 'no verdict')
    expect(verified.map((f) => f.confidence)).toEqual([0.85, 0.8, 0.7])
    expect(verified[0]?.route_reason).toMatch(/written as 85, read as a percentage \(0\.85\)/)
    expect(verified[1]?.route_reason).toMatch(
      /could not be read \(not a number from 0 to 1, out of 10 or a percentage up to 100\), so the default 0\.8 was used/,
    )
    expect(verified[2]?.route_reason).not.toMatch(/percentage|default/)
  })

  it('says in the route reason when a confidence was read on a ten-point scale', () => {
    const finding = {
      ...findingOf({ path: 'src/db.ts', line: 1, side: 'RIGHT', title: 'Wrong row', body: 'Reads the wrong row.', evidence: 'q' }),
      confidence: 8,
    }
    const { candidates } = dedupe([
      { specialist: 'correctness', findings: parseSpecialistAnswer(JSON.stringify({ findings: [finding] }), [DB_PATCH]).findings },
    ])
    const { verified } = applyVerdicts(candidates, new Map(), 'no verdict')
    expect(verified[0]?.confidence).toBe(0.8)
    expect(verified[0]?.route_reason).toContain("the specialist's confidence was written as 8, read on a ten-point scale (0.8)")
  })

  it('reads the older word "uncertain" as inconclusive and "not_applicable" as not-applicable', () => {
    const parsed = parseVerdicts('{"verdicts":[{"index":0,"verdict":"uncertain"},{"index":1,"verdict":"not_applicable"}]}')
    expect(parsed.get('0')?.verdict).toBe('inconclusive')
    expect(parsed.get('1')?.verdict).toBe('not-applicable')
  })
})

describe('verifier evidence', () => {
  it('gives each candidate its own hunk, fenced with the nonce, not the whole patch', () => {
    const twoHunks = stagedPatch('two.patch', 'src/db.ts', ['@@ -1,1 +1,2 @@', ' a', '+b', '@@ -50,1 +51,2 @@', ' y', '+zzz_second_hunk', ''].join('\n'))
    expect(splitHunks(twoHunks.text)).toHaveLength(2)
    const prompt = buildVerifierPrompt({
      candidates: [{ key: '0', id: 'hm-0', finding: { ...f('Real', 'high'), line: 2 }, specialists: ['security'] }],
      patches: new Map([['two.patch', twoHunks]]),
      stageDir: '/stage',
      nonce: 'abc123',
    })
    expect(prompt).toContain('<<<CANDIDATE index=0 abc123>>>')
    expect(prompt).toContain('+b')
    expect(prompt).not.toContain('zzz_second_hunk')
  })

  it("cuts a long claim on whole characters: half an emoji in the prompt is refused by the provider ('no low surrogate in string')", () => {
    const body = `${'c'.repeat(1_499)}🚢 and the rest`
    const prompt = buildVerifierPrompt({
      candidates: [{ key: '0', id: 'hm-0', finding: { ...f('Long', 'high'), body }, specialists: ['security'] }],
      patches: new Map(),
      stageDir: '/stage',
      nonce: 'abc123',
    })
    expect(prompt).toContain(`claim: ${'c'.repeat(1_499)}…\n`)
    expect(prompt).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/)
  })

  it('cuts a large hunk to a window around the anchor line', () => {
    const body = Array.from({ length: 400 }, (_, i) => `+line ${i + 1} ${'x'.repeat(40)}`)
    const big = stagedPatch('big.patch', 'src/big.ts', ['@@ -0,0 +1,400 @@', ...body, ''].join('\n'))
    const excerpt = hunkExcerpt(big, { ...f('t', 'low'), path: 'src/big.ts', line: 300 })
    expect(excerpt.startsWith('@@ -0,0 +1,400 @@')).toBe(true)
    expect(excerpt).toContain('+line 300 ')
    expect(excerpt).not.toContain('+line 200 ')
    expect(Buffer.byteLength(excerpt)).toBeLessThan(4_000)
    expect(hunkExcerpt(DB_PATCH, f('t', 'low', 99))).toBe('')
  })
})
