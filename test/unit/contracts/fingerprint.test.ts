import { describe, expect, it } from 'vitest'
import { anchorContent, findingFingerprint, isFindingId, isFingerprint, legacyFindingId } from '../../../src/core/contracts/fingerprint.js'
import { makeFindingMarker, parseFindingMarkers } from '../../../src/core/contracts/markers.js'
import { dispositionSchema } from '../../../src/core/contracts/review-payload.js'

/** A new-file patch of `lines` (every line added), as GitHub shows an added file. */
function added(lines: string[]): string {
  return [`@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`)].join('\n')
}

const FILE = [
  'export function total(items) {',
  '  let sum = 0',
  '  for (let i = 0; i <= items.length; i++) {',
  '    sum += items[i].price',
  '  }',
  '  return sum',
  '}',
]
const AT = { path: 'src/cart.ts', line: 3, category: 'correctness' } as const

describe('finding fingerprints', () => {
  it('keeps the id when lines are inserted above (the anchor moves, its content does not)', () => {
    const before = findingFingerprint(AT, added(FILE))
    const moved = findingFingerprint({ ...AT, line: 6 }, added(['// cart totals', "import { log } from './log'", '', ...FILE]))
    expect(moved).toBe(before)
    expect(isFingerprint(before)).toBe(true)
  })

  it('ignores whitespace-only changes and collapses runs of spaces', () => {
    const reindented = FILE.map((l) => l.replace(/^ {2}/, '\t').replace('let i = 0', 'let  i = 0'))
    expect(findingFingerprint(AT, added(reindented))).toBe(findingFingerprint(AT, added(FILE)))
  })

  it('changes the id when the flagged line is edited', () => {
    const fixed = FILE.map((l) => l.replace('<=', '<'))
    expect(findingFingerprint(AT, added(fixed))).not.toBe(findingFingerprint(AT, added(FILE)))
  })

  it('tells apart identical lines by their neighbours, and the two sides, and the categories', () => {
    const twice = ['function a() {', '  return null', '}', 'function b() {', '  return null', '}']
    const a = findingFingerprint({ path: 'x.ts', line: 2, category: 'correctness' }, added(twice))
    const b = findingFingerprint({ path: 'x.ts', line: 5, category: 'correctness' }, added(twice))
    expect(a).not.toBe(b)
    const patch = ['@@ -1,3 +1,3 @@', ' keep()', '-call(x)', '+call(x)', ' done()'].join('\n')
    const right = findingFingerprint({ path: 'y.ts', line: 2, side: 'RIGHT', category: 'security' }, patch)
    const left = findingFingerprint({ path: 'y.ts', line: 2, side: 'LEFT', category: 'security' }, patch)
    expect(right).not.toBe(left)
    expect(findingFingerprint({ path: 'y.ts', line: 2, category: 'performance' }, patch)).not.toBe(right)
  })

  it('skips blank neighbours and stops at the hunk edge', () => {
    const patch = ['@@ -1,4 +1,5 @@', ' first()', ' ', '+flag()', ' ', ' last()', '@@ -40,1 +41,1 @@', '-far()', '+near()'].join('\n')
    expect(anchorContent(patch, { line: 3 })).toEqual({ lines: ['flag()'], before: 'first()', after: 'last()' })
    expect(anchorContent(patch, { line: 41 })).toEqual({ lines: ['near()'], before: '', after: '' })
    expect(anchorContent(patch, { line: 41, side: 'LEFT' })).toBeUndefined()
    expect(anchorContent(patch, { line: 40, side: 'LEFT' })).toEqual({ lines: ['far()'], before: '', after: '' })
  })

  it('hashes the same content from a raw and a redacted (staged) patch', () => {
    const raw = added(['const key = "ghp_' + 'A'.repeat(36) + '"', 'send(key)'])
    const staged = added(['const key = "[REDACTED]"', 'send(key)'])
    expect(findingFingerprint({ path: 'k.ts', line: 1, category: 'security' }, raw)).toBe(
      findingFingerprint({ path: 'k.ts', line: 1, category: 'security' }, staged),
    )
  })

  it('falls back to the line (side included) when the anchor is not in the patch', () => {
    const a = findingFingerprint({ ...AT, line: 99 }, added(FILE))
    expect(isFingerprint(a)).toBe(true)
    expect(findingFingerprint({ ...AT, line: 99, side: 'LEFT' }, added(FILE))).not.toBe(a)
  })

  it('is carried in the finding marker, and markers of the first id format are still recognised', () => {
    const id = findingFingerprint(AT, added(FILE))
    const legacy = legacyFindingId(AT)
    expect(legacy).toMatch(/^hm-[0-9a-f]{12}$/)
    expect(parseFindingMarkers(`Bug\n\n${makeFindingMarker(id)}`)).toEqual([id])
    expect(parseFindingMarkers(`Old\n\n${makeFindingMarker(legacy)}`)).toEqual([legacy])
    expect(parseFindingMarkers('<!-- harbourmaster:finding hm2-xyz -->')).toEqual([])
    expect(isFindingId(id) && isFindingId(legacy) && !isFindingId('hm2-0123')).toBe(true)
    expect(dispositionSchema.safeParse({ finding_id: id, status: 'fixed', note: 'ok' }).success).toBe(true)
    expect(dispositionSchema.safeParse({ finding_id: legacy, status: 'fixed', note: 'ok' }).success).toBe(true)
  })
})
