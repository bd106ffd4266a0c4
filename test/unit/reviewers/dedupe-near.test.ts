import { describe, expect, it } from 'vitest'
import { dedupe } from '../../../plugins/lib/reviewers/findings.js'
import { findingId, type Finding } from '../../../src/core/contracts/review-payload.js'
import { DB_PATCH, injection } from './fixtures.js'

/**
 * Two specialists who report one problem a line apart give two trusted ids (the anchor is part of the
 * fingerprint), and would give two inline comments on the same code: spawn_reviewers merges them
 * before the verifier, as it merges reports on the same id. Only that: what merely looks alike stays apart.
 */
const good = injection

describe('dedupe: near-duplicates', () => {
  it('merges near-duplicates from different specialists: adjacent lines, same category, the same title but for case and punctuation', () => {
    const patch = (): string => DB_PATCH.text
    const security = { ...good, line: 4, severity: 'medium', title: 'SQL injection in find' } as Finding
    const correctness = { ...good, line: 5, severity: 'high', title: 'SQL Injection in `find`.' } as Finding
    const { candidates, duplicates } = dedupe(
      [
        { specialist: 'security', findings: [security] },
        { specialist: 'correctness', findings: [correctness] },
      ],
      patch,
    )
    expect(duplicates).toBe(1)
    expect(candidates).toHaveLength(1)
    // The more severe report is kept, with its own trusted id; both specialists are credited.
    expect(candidates[0]).toMatchObject({ key: '0', id: findingId(correctness, patch()), specialists: ['security', 'correctness'] })
    expect(candidates[0]?.finding).toBe(correctness)
  })

  it('keeps apart what only looks alike: one specialist twice, lines two apart, another category, another title', () => {
    const base = { ...good, line: 4, title: 'SQL injection in find' } as Finding
    const apart = (other: Finding, specialist = 'correctness') =>
      dedupe([
        { specialist: 'security', findings: [base] },
        { specialist, findings: [other] },
      ]).candidates.length
    expect(apart({ ...base, line: 5 }, 'security')).toBe(2)
    expect(apart({ ...base, line: 6 })).toBe(2)
    expect(apart({ ...base, line: 5, category: 'correctness' })).toBe(2)
    expect(apart({ ...base, line: 5, title: 'SQL injection in findAll' })).toBe(2)
    expect(apart({ ...base, line: 5, side: 'LEFT' })).toBe(2)
    expect(apart({ ...base, path: 'src/other.ts', line: 5 })).toBe(2)
    // An overlapping range is as near as an adjacent line.
    expect(apart({ ...base, start_line: 2, line: 8 })).toBe(1)
  })

  it("keeps one specialist's two reports apart whichever specialist's report comes first", () => {
    // Correctness finds the problem twice, on lines 3 and 4 (two queries); security names the one on line 4.
    const on = (line: number): Finding => ({ ...good, line, title: 'SQL injection in find' }) as Finding
    const security = { specialist: 'security', findings: [on(4)] }
    const correctness = { specialist: 'correctness', findings: [on(3), on(4)] }
    const ids = (reports: Parameters<typeof dedupe>[0]) =>
      dedupe(reports, () => DB_PATCH.text)
        .candidates.map((c) => c.id)
        .sort()
    const expected = [findingId(on(3), DB_PATCH.text), findingId(on(4), DB_PATCH.text)].sort()
    expect(ids([correctness, security])).toEqual(expected)
    expect(ids([security, correctness])).toEqual(expected)
  })

  it('keeps the same anchor and id whichever specialist reported first when both reports are as severe', () => {
    const patch = (): string => DB_PATCH.text
    const security = { specialist: 'security', findings: [{ ...good, line: 4, severity: 'medium', title: 'SQL injection in find' } as Finding] }
    const correctness = { specialist: 'correctness', findings: [{ ...good, line: 5, severity: 'medium', title: 'SQL injection in find.' } as Finding] }
    const one = dedupe([security, correctness], patch).candidates
    const other = dedupe([correctness, security], patch).candidates
    expect(one).toHaveLength(1)
    expect(other.map((c) => c.id)).toEqual(one.map((c) => c.id))
  })
})
