import type { EvalFinding, Golden } from './types.js'

/**
 * Pairs findings with golden comments, one to one. The deterministic
 * matcher (scripted runs, our own dataset) accepts a finding on the same
 * file, anchored within `window` lines of the golden line, in the same
 * category. A judge (see judge.ts) decides by meaning instead.
 */
export interface Match {
  finding: number
  golden: number
}

export const DEFAULT_WINDOW = 3

export function deterministicMatches(findings: readonly EvalFinding[], golden: readonly Golden[], window = DEFAULT_WINDOW): Match[] {
  const candidates: { finding: number; golden: number; distance: number }[] = []
  findings.forEach((f, fi) => {
    golden.forEach((g, gi) => {
      if (g.path === undefined || g.line === undefined) return
      if (g.path !== f.path || g.category !== f.category) return
      const distance = Math.abs(g.line - f.line)
      if (distance <= window) candidates.push({ finding: fi, golden: gi, distance })
    })
  })
  return oneToOne(candidates)
}

/** Closest pairs first; a finding and a golden comment are each used once. */
export function oneToOne(candidates: readonly { finding: number; golden: number; distance: number }[]): Match[] {
  const usedF = new Set<number>()
  const usedG = new Set<number>()
  const out: Match[] = []
  for (const c of [...candidates].sort((a, b) => a.distance - b.distance || a.golden - b.golden || a.finding - b.finding)) {
    if (usedF.has(c.finding) || usedG.has(c.golden)) continue
    usedF.add(c.finding)
    usedG.add(c.golden)
    out.push({ finding: c.finding, golden: c.golden })
  }
  return out
}
