import { describe, expect, it } from 'vitest'
import type { LedgerEntry, Objection } from '../../../src/context/ledger.js'
import { earlierRepliesCap, earlierTextCap, excerptNear, renderEarlierFindingsFile } from '../../../src/stage/earlier-findings-file.js'
import { earlierBlocks } from '../../../plugins/lib/reviewers/recheck.js'

/**
 * The verifier re-checks an earlier finding against "the current code near
 * it": when the patch is too large to show whole, the excerpt must hold the
 * anchored line, or a finding still in the code can be judged fixed.
 */
const line = (n: number): string => `  const value${n} = compute(${n}) // some realistic width of code here`
const newFile = (lines: number): string => `@@ -0,0 +1,${lines} @@\n${Array.from({ length: lines }, (_, i) => `+${line(i + 1)}`).join('\n')}`

describe('excerptNear', () => {
  it('shows the anchored line of a finding deep inside one large hunk (an added file), with its neighbours', () => {
    const patch = newFile(400)
    expect(Buffer.byteLength(patch)).toBeGreaterThan(4_000)
    const excerpt = excerptNear(patch, 300)
    expect(excerpt).toContain(`+${line(300)}\n`)
    expect(excerpt).toContain(`+${line(295)}`)
    expect(excerpt).toContain(`+${line(305)}`)
    expect(Buffer.byteLength(excerpt)).toBeLessThanOrEqual(4_200)
    // Said where it is: a header naming the lines shown.
    expect(excerpt.split('\n')[0]).toMatch(/^@@ -0,0 \+\d+,\d+ @@/)
  })

  it('still shows a small patch whole and picks the nearest of several hunks', () => {
    expect(excerptNear(newFile(5), 3)).toBe(newFile(5))
    const far = `@@ -1,3 +1,3 @@\n${Array.from({ length: 60 }, (_, i) => ` ${line(i + 1)}`).join('\n')}`
    const near = `@@ -500,3 +500,3 @@\n ${line(500)}\n-old\n+${line(501)}`
    expect(excerptNear(`${far}\n${near}`, 501)).toContain(`+${line(501)}`)
  })
})

describe('excerptNear on the LEFT side (removed code on a sensitive path)', () => {
  it('reads the line number on the old side: the anchored removed line is shown', () => {
    const removed = `@@ -1,400 +0,0 @@\n${Array.from({ length: 400 }, (_, i) => `-${line(i + 1)}`).join('\n')}`
    expect(excerptNear(removed, 300, 'LEFT')).toContain(`-${line(300)}\n`)
    const far = `@@ -1,3 +1,3 @@\n${Array.from({ length: 60 }, (_, i) => ` ${line(i + 1)}`).join('\n')}`
    const near = `@@ -700,2 +500,1 @@\n ${line(699)}\n-${line(700)}`
    expect(excerptNear(`${far}\n${near}`, 700, 'LEFT')).toContain(`-${line(700)}`)
  })
})

describe('a disputed finding with more developer replies than the verifier is shown', () => {
  const objection = (n: number): Objection => ({ author: `dev${n}`, body: `reply ${n}`, createdAt: `2026-01-0${n}T00:00:00Z` })
  const disputed: LedgerEntry = {
    findingId: 'hm2-0000000000000001',
    threadId: 'PRRT_1',
    rootCommentId: 1,
    path: 'src/a.ts',
    side: 'RIGHT',
    line: 2,
    originalLine: 2,
    category: 'correctness',
    severity: 'high',
    action: 'dispute',
    reason: '7 developer replies since our last word',
    anchorChanged: false,
    resolved: false,
    rootBody: '**🔴 High** · correctness · **Off by one**',
    objections: [1, 2, 3, 4, 5, 6, 7].map(objection),
    replied: [],
    reopened: false,
    resolvedByAuthor: false,
  }

  it('tells the verifier how many earlier replies were left out, and names the cap for the review and telemetry', () => {
    const [finding] = renderEarlierFindingsFile([disputed], () => undefined).findings
    expect(finding?.objections.map((o) => o.author)).toEqual(['dev3', 'dev4', 'dev5', 'dev6', 'dev7'])
    expect(finding?.objectionsLeftOut).toBe(2)
    const blocks = earlierBlocks([{ ...finding!, kind: 'dispute', anchorChanged: false }], 'n0nce').join('\n')
    expect(blocks).toContain('2 earlier replies left out')
    expect(earlierRepliesCap([disputed])).toMatchObject({ limit: 5, detail: expect.stringContaining('2 earlier replies') })
    expect(earlierRepliesCap([{ ...disputed, objections: disputed.objections.slice(0, 5) }])).toBeUndefined()
  })

  it('names a developer reply the verifier hears cut short, for the review and telemetry', () => {
    const long = { ...disputed, objections: [{ author: 'dev9', body: `No, because ${'z'.repeat(2_500)}`, createdAt: '2026-01-02T00:00:00Z' }] }
    const [finding] = renderEarlierFindingsFile([long], () => undefined).findings
    expect(finding?.objections[0]?.body).toContain('[truncated 512 characters]')
    const cap = earlierTextCap([long])
    expect(cap).toMatchObject({ limit: 2000 })
    expect(cap?.detail).toContain(`reply by dev9 on ${disputed.findingId} (512 characters cut)`)
    expect(earlierTextCap([disputed])).toBeUndefined()
  })
})
