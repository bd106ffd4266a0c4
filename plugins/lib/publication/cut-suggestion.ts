import { cutShortLines } from '../../../src/core/diff/truncation-marker.js'
import type { StagedPatchText } from '../../../src/core/contracts/fingerprint.js'
import type { PlacedFinding } from './render.js'

/**
 * A patch cut by a byte bound inside its last line shows the reviewers only that line's start
 * (src/core/diff/truncation-marker.ts). A suggestion covering the line was written from that
 * start; accepted, it would replace GitHub's whole line and delete the rest of it, and nobody
 * would be told. It is shown as code with a note (render.ts), never offered as a suggestion.
 */
export function markCutSuggestions(findings: readonly PlacedFinding[], patches: ReadonlyMap<string, string | StagedPatchText> | undefined): PlacedFinding[] {
  if (!patches) return [...findings]
  const cutOf = new Map<string, number | undefined>()
  const cutLine = (path: string): number | undefined => {
    if (!cutOf.has(path)) {
      const patch = patches.get(path)
      cutOf.set(path, cutShortLines(typeof patch === 'string' ? patch : patch?.text).RIGHT)
    }
    return cutOf.get(path)
  }
  return findings.map((f) => {
    // GitHub applies a suggestion to the new file only (RIGHT); one on LEFT is code already.
    if (f.suggestion === undefined || (f.side ?? 'RIGHT') !== 'RIGHT') return f
    const cut = cutLine(f.path)
    return cut !== undefined && (f.start_line ?? f.line) <= cut && cut <= f.line ? { ...f, suggestionCut: true } : f
  })
}
