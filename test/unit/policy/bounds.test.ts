import { describe, expect, it } from 'vitest'
import type { ChangedFile } from '../../../src/core/contracts/changed-file.js'
import { MIN_PARTIAL_BYTES, TRUNCATION_MARKER_PREFIX, applyBounds, truncatePatch } from '../../../src/policy/bounds.js'
import { buildLineMap } from '../../../src/core/diff/diff-lines.js'
import type { RiskLevel } from '../../../src/policy/paths.js'

/** A patch of `hunks` hunks, each with `linesPerHunk` added lines of `text`. */
function patchOf(hunks: number, linesPerHunk: number, text = 'x'.repeat(40)): string {
  const out: string[] = []
  for (let h = 0; h < hunks; h++) {
    const start = 1 + h * (linesPerHunk + 10)
    out.push(`@@ -${start},0 +${start},${linesPerHunk} @@`)
    for (let i = 0; i < linesPerHunk; i++) out.push(`+${text}`)
  }
  return out.join('\n')
}

function entry(filename: string, risk: RiskLevel, patch = patchOf(1, 3)): { file: ChangedFile; risk: RiskLevel } {
  return { file: { filename, previousFilename: undefined, status: 'modified', additions: 3, deletions: 0, changes: 3, patch, sha: undefined }, risk }
}

const WIDE = { maxFiles: 100, maxPatchBytes: 100_000, maxTotalBytes: 10_000_000 }
const bytes = (s: string): number => Buffer.byteLength(s, 'utf8')

describe('truncatePatch', () => {
  it('leaves a patch within the limit untouched', () => {
    const p = patchOf(2, 5)
    expect(truncatePatch(p, bytes(p), 'max-patch-bytes=any')).toEqual({ patch: p, truncated: false, droppedBytes: 0 })
  })

  it('cuts at a hunk boundary when that keeps at least half the room', () => {
    const p = patchOf(4, 20) // ~860 bytes per hunk
    const limit = 2500
    const cut = truncatePatch(p, limit, 'max-patch-bytes=2500')
    expect(cut.truncated).toBe(true)
    expect(bytes(cut.patch)).toBeLessThanOrEqual(limit)
    const lines = cut.patch.split('\n')
    const markerLine = lines.pop() ?? ''
    expect(markerLine).toBe(
      `${TRUNCATION_MARKER_PREFIX} by max-patch-bytes=2500: ${cut.droppedBytes} of ${bytes(p)} bytes dropped; the rest of this file was not staged.`,
    )
    // Whole hunks only: the kept part is exactly the first two hunks of the original.
    expect(lines.join('\n')).toBe(p.split('\n').slice(0, 42).join('\n'))
    expect(bytes(lines.join('\n')) + cut.droppedBytes).toBe(bytes(p))
  })

  it('cuts at a line boundary inside a single large hunk', () => {
    const p = patchOf(1, 200)
    const cut = truncatePatch(p, 1500, 'max-patch-bytes=1500')
    const kept = cut.patch.split('\n').slice(0, -1)
    expect(kept[0]).toBe('@@ -1,0 +1,200 @@')
    for (const line of kept.slice(1)) expect(line).toBe(`+${'x'.repeat(40)}`)
    expect(bytes(cut.patch)).toBeLessThanOrEqual(1500)
    // The staged head still maps to real diff lines.
    expect(buildLineMap(cut.patch).commentableLines('RIGHT')).toEqual(kept.slice(1).map((_, i) => i + 1))
  })

  it('never splits a multi-byte character, even inside one over-long line', () => {
    for (const ch of ['é', '€', '🚢']) {
      const p = `@@ -0,0 +1,1 @@\n+${ch.repeat(3000)}`
      for (const limit of [1000, 1001, 1002, 1003, 1500]) {
        const cut = truncatePatch(p, limit, `max-patch-bytes=${limit}`)
        expect(bytes(cut.patch)).toBeLessThanOrEqual(limit)
        expect(cut.patch).not.toContain('\ufffd')
        const head = cut.patch.slice(0, cut.patch.lastIndexOf('\n'))
        expect(bytes(head) + cut.droppedBytes).toBe(bytes(p))
        expect(Buffer.from(cut.patch, 'utf8').toString('utf8')).toBe(cut.patch)
      }
    }
  })

  it('cuts a single over-long line mid-line when no line boundary fits', () => {
    const p = `@@ -0,0 +1,1 @@\n+${'a'.repeat(5000)}`
    const cut = truncatePatch(p, 1000, 'max-patch-bytes=1000')
    expect(cut.patch.startsWith('@@ -0,0 +1,1 @@\n+aaa')).toBe(true)
    expect(bytes(cut.patch)).toBeLessThanOrEqual(1000)
  })
})

describe('applyBounds', () => {
  it('stages everything when no cap bites, riskiest first then by path', () => {
    const result = applyBounds([entry('b.ts', 'low'), entry('z.ts', 'high'), entry('a.ts', 'low'), entry('m.ts', 'medium'), entry('c.ts', 'high')], WIDE)
    expect(result.staged.map((s) => s.file.filename)).toEqual(['c.ts', 'z.ts', 'm.ts', 'a.ts', 'b.ts'])
    expect(result.skipped).toEqual([])
    expect(result.caps).toEqual([])
    for (const s of result.staged) {
      expect(s.truncated).toBe(false)
      expect(s.patch).toBe(s.file.patch)
      expect(s.patchBytes).toBe(bytes(s.patch))
    }
  })

  it('max-files: keeps the riskiest files and names the cap for the rest', () => {
    const result = applyBounds([entry('a.ts', 'low'), entry('b.ts', 'high'), entry('c.ts', 'medium'), entry('d.ts', 'low')], { ...WIDE, maxFiles: 2 })
    expect(result.staged.map((s) => s.file.filename)).toEqual(['b.ts', 'c.ts'])
    expect(result.skipped).toEqual([
      { path: 'a.ts', rule: 'max-files', reason: 'skipped: max-files=2 reached (riskier files were staged first)' },
      { path: 'd.ts', rule: 'max-files', reason: 'skipped: max-files=2 reached (riskier files were staged first)' },
    ])
    expect(result.caps).toEqual([{ cap: 'max-files', limit: 2, detail: '2 of 4 reviewable files staged; 2 skipped' }])
  })

  it('max-patch-bytes: truncates each oversized patch and reports the cap once', () => {
    const big = patchOf(3, 60)
    const result = applyBounds([entry('a.ts', 'low', big), entry('b.ts', 'low', big), entry('c.ts', 'low')], { ...WIDE, maxPatchBytes: 2000 })
    expect(result.staged.map((s) => [s.file.filename, s.truncated])).toEqual([
      ['a.ts', true],
      ['b.ts', true],
      ['c.ts', false],
    ])
    for (const s of result.staged) expect(s.patchBytes).toBeLessThanOrEqual(2000)
    expect(result.staged[0]?.patch).toContain('by max-patch-bytes=2000')
    expect(result.skipped).toEqual([])
    expect(result.caps).toEqual([{ cap: 'max-patch-bytes', limit: 2000, detail: `2 patches truncated (largest was ${bytes(big)} bytes): a.ts, b.ts` }])
  })

  const p3000 = `@@ -0,0 +1,1 @@\n+${'y'.repeat(2983)}`
  const small = patchOf(1, 1)

  it('max-total-bytes: truncates the file that crosses the budget to what is left and skips the rest', () => {
    expect(bytes(p3000)).toBe(3000)
    const files = [entry('a.ts', 'high', p3000), entry('b.ts', 'high', p3000), entry('c.ts', 'medium', p3000), entry('d.ts', 'low', small)]
    const result = applyBounds(files, { ...WIDE, maxTotalBytes: 4600 })
    expect(result.staged.map((s) => [s.file.filename, s.truncated])).toEqual([
      ['a.ts', false],
      ['b.ts', true], // 1600 bytes were left, at least MIN_PARTIAL_BYTES
    ])
    expect(result.staged[1]?.patch).toContain('by max-total-bytes=4600 (1600 bytes were left)')
    const total = result.staged.reduce((n, s) => n + s.patchBytes, 0)
    expect(total).toBeLessThanOrEqual(4600)
    expect(result.skipped).toEqual([
      { path: 'c.ts', rule: 'max-total-bytes', reason: `skipped: max-total-bytes=4600 reached (${total} bytes already staged, this patch needs 3000)` },
      {
        path: 'd.ts',
        rule: 'max-total-bytes',
        reason: `skipped: max-total-bytes=4600 reached (${total} bytes already staged, this patch needs ${bytes(small)})`,
      },
    ])
    expect(result.caps).toEqual([{ cap: 'max-total-bytes', limit: 4600, detail: `${total} bytes staged; 2 files skipped, 1 truncated to fit: b.ts` }])
  })

  it('max-total-bytes: skips a file when too little is left for a useful part, then fills with smaller files', () => {
    const files = [entry('a.ts', 'high', p3000), entry('b.ts', 'high', p3000), entry('d.ts', 'low', small)]
    const result = applyBounds(files, { ...WIDE, maxTotalBytes: 3000 + MIN_PARTIAL_BYTES - 1 })
    expect(result.staged.map((s) => [s.file.filename, s.truncated])).toEqual([
      ['a.ts', false],
      ['d.ts', false],
    ])
    expect(result.skipped.map((s) => [s.path, s.rule])).toEqual([['b.ts', 'max-total-bytes']])
    expect(result.caps).toEqual([{ cap: 'max-total-bytes', limit: 3999, detail: `${3000 + bytes(small)} bytes staged; 1 file skipped, 0 truncated to fit` }])
  })

  it('reports every cap that bit, each once, and accounts for every file', () => {
    const big = patchOf(2, 50)
    const files = Array.from({ length: 12 }, (_, i) => entry(`f${String(i).padStart(2, '0')}.ts`, i % 3 === 0 ? 'high' : 'low', big))
    const result = applyBounds(files, { maxFiles: 3, maxPatchBytes: 1500, maxTotalBytes: 4000 })
    expect(result.caps.map((c) => c.cap).sort()).toEqual(['max-files', 'max-patch-bytes', 'max-total-bytes'])
    const seen = [...result.staged.map((s) => s.file.filename), ...result.skipped.map((s) => s.path)].sort()
    expect(seen).toEqual(files.map((f) => f.file.filename))
    // The riskiest files are the ones staged.
    expect(result.staged.map((s) => [s.file.filename, s.truncated])).toEqual([
      ['f00.ts', true],
      ['f03.ts', true],
      ['f06.ts', true],
    ])
    const left = 4000 - (result.staged[0]?.patchBytes ?? 0) - (result.staged[1]?.patchBytes ?? 0)
    expect(result.staged[2]?.patch).toContain(`by max-total-bytes=4000 (${left} bytes were left)`)
  })

  it('counts a patch as cut by max-patch-bytes only when it was staged so, and names the files each cap cut', () => {
    const big = patchOf(3, 60) // ~7,600 bytes: over max-patch-bytes
    // a.ts (3,000 bytes) fits; b.ts, cut to 3,000 by max-patch-bytes, then finds under 1,000 bytes left and is skipped.
    const files = [entry('a.ts', 'high', p3000), entry('b.ts', 'medium', big), entry('c.ts', 'low', big)]
    const result = applyBounds(files, { maxFiles: 100, maxPatchBytes: 3000, maxTotalBytes: 3500 })
    expect(result.staged.map((s) => [s.file.filename, s.truncated])).toEqual([['a.ts', false]])
    expect(result.skipped.map((s) => [s.path, s.rule])).toEqual([
      ['b.ts', 'max-total-bytes'],
      ['c.ts', 'max-total-bytes'],
    ])
    // Nothing staged was cut by max-patch-bytes, so that cap is not reported as reached.
    expect(result.caps.map((c) => c.cap)).toEqual(['max-total-bytes'])

    // x.ts is cut by max-patch-bytes; y.ts fits that cap but is cut to what max-total-bytes left.
    const named = applyBounds([entry('x.ts', 'high', big), entry('y.ts', 'medium', p3000)], { maxFiles: 100, maxPatchBytes: 3000, maxTotalBytes: 4500 })
    expect(named.staged.map((s) => [s.file.filename, s.truncated])).toEqual([
      ['x.ts', true],
      ['y.ts', true],
    ])
    expect(named.staged[1]?.patch).toContain('by max-total-bytes=4500')
    expect(named.caps.map((c) => [c.cap, c.detail])).toEqual([
      ['max-patch-bytes', `1 patch truncated (largest was ${bytes(big)} bytes): x.ts`],
      ['max-total-bytes', expect.stringMatching(/; 0 files skipped, 1 truncated to fit: y\.ts$/)],
    ])
  })

  it('names at most ten cut files in a cap, then says how many more', () => {
    const big = patchOf(3, 60)
    const files = Array.from({ length: 13 }, (_, i) => entry(`f${String(i).padStart(2, '0')}.ts`, 'low', big))
    const result = applyBounds(files, { ...WIDE, maxPatchBytes: 2000 })
    expect(result.caps[0]?.detail).toBe(
      `13 patches truncated (largest was ${bytes(big)} bytes): ${files
        .slice(0, 10)
        .map((f) => f.file.filename)
        .join(', ')} and 3 more`,
    )
  })

  it('is deterministic whatever the input order', () => {
    const files = [entry('b.ts', 'low'), entry('a.ts', 'high'), entry('c.ts', 'medium')]
    expect(applyBounds([...files].reverse(), { ...WIDE, maxFiles: 2 })).toEqual(applyBounds(files, { ...WIDE, maxFiles: 2 }))
  })
})

describe('a cut inside a line', () => {
  it('says in its marker that the last line shown is cut short; a cut at a line boundary does not', () => {
    const inside = truncatePatch(`@@ -0,0 +1,2 @@\n+short\n+${'a'.repeat(5000)}`, 1000, 'max-patch-bytes=1000')
    const marker = inside.patch.split('\n').at(-1) ?? ''
    expect(marker.startsWith(TRUNCATION_MARKER_PREFIX)).toBe(true)
    expect(marker).toContain('the last line above is cut short')
    expect(bytes(inside.patch)).toBeLessThanOrEqual(1000)
    const between = truncatePatch(patchOf(1, 200), 1500, 'max-patch-bytes=1500')
    expect(between.patch.split('\n').at(-1)).not.toContain('cut short')
  })
})
