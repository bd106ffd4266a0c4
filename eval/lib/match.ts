import type { EvalFinding, Golden } from './types.js'

/**
 * Pairs findings with golden comments, one to one. The deterministic
 * matcher (scripted runs, our own dataset) accepts a finding on the same
 * file, anchored within `window` lines of the golden line (a finding on a
 * range of lines: of that range), in the same category. A judge (see judge.ts) decides by meaning instead.
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
      // A finding on a range names every line of it: a golden line inside is at distance 0, one outside is measured from the nearer end.
      const [from, to] = [Math.min(f.startLine ?? f.line, f.line), Math.max(f.startLine ?? f.line, f.line)]
      const distance = g.line < from ? from - g.line : g.line > to ? g.line - to : 0
      if (distance <= window) candidates.push({ finding: fi, golden: gi, distance })
    })
  })
  return oneToOne(candidates)
}

/**
 * A finding and a golden comment are each used once, and as many pairs as
 * possible are made: taking the closest pair first can leave a finding
 * unmatched that only one golden comment was in reach of (a finding between
 * two golden lines, closest to the one another finding needs), which would
 * count a found issue as missed and a true finding as a false positive. Among
 * the largest pairings, the one with the least total distance (for the judge,
 * 1 - confidence) wins. Successive shortest augmenting paths (Bellman-Ford on
 * the residual graph): a pull request has a few dozen candidates at most.
 */
export function oneToOne(candidates: readonly { finding: number; golden: number; distance: number }[]): Match[] {
  const sorted = [...candidates].sort((a, b) => a.distance - b.distance || a.golden - b.golden || a.finding - b.finding)
  const findings = [...new Set(sorted.map((c) => c.finding))]
  const golden = [...new Set(sorted.map((c) => c.golden))]
  const source = 0
  const sink = findings.length + golden.length + 1
  const nodeF = new Map(findings.map((f, i) => [f, i + 1]))
  const nodeG = new Map(golden.map((g, i) => [g, findings.length + i + 1]))
  const edges: { from: number; to: number; cap: number; cost: number }[] = []
  const out: number[][] = Array.from({ length: sink + 1 }, () => [])
  const add = (from: number, to: number, cost: number): void => {
    out[from]?.push(edges.length)
    edges.push({ from, to, cap: 1, cost })
    out[to]?.push(edges.length)
    edges.push({ from: to, to: from, cap: 0, cost: -cost })
  }
  for (const f of findings) add(source, nodeF.get(f) ?? 0, 0)
  for (const c of sorted) add(nodeF.get(c.finding) ?? 0, nodeG.get(c.golden) ?? 0, c.distance)
  for (const g of golden) add(nodeG.get(g) ?? 0, sink, 0)
  for (;;) {
    const dist = new Array<number>(sink + 1).fill(Infinity)
    const via = new Array<number>(sink + 1).fill(-1)
    dist[source] = 0
    for (let round = 0, changed = true; changed && round <= sink; round++) {
      changed = false
      for (const [i, e] of edges.entries()) {
        const d = (dist[e.from] ?? Infinity) + e.cost
        if (e.cap > 0 && d < (dist[e.to] ?? Infinity) - 1e-12) {
          dist[e.to] = d
          via[e.to] = i
          changed = true
        }
      }
    }
    if (dist[sink] === Infinity) break
    for (let node = sink; node !== source;) {
      const i = via[node] ?? -1
      const e = edges[i]
      const back = edges[i ^ 1]
      if (!e || !back) break
      e.cap--
      back.cap++
      node = e.from
    }
  }
  const matches: Match[] = []
  for (const [i, e] of edges.entries()) {
    if (i % 2 !== 0 || e.cap !== 0 || e.from === source || e.to === sink) continue
    matches.push({ finding: findings[e.from - 1] ?? -1, golden: golden[e.to - findings.length - 1] ?? -1 })
  }
  return matches.sort((a, b) => a.golden - b.golden || a.finding - b.finding)
}
