/**
 * The name a mistyped one most likely meant, for a message that says the fix: `max_comments`,
 * `Max-Comments` and `maxcomments` all mean `max-comments`, and a slip of a letter or two
 * (`autocoment`) the name it is closest to. Undefined when nothing is close enough to say.
 */
export function nearestName(given: string, known: readonly string[]): string | undefined {
  const plain = (s: string): string => s.toLowerCase().replace(/[-_\s]/g, '')
  const same = known.find((k) => plain(k) === plain(given))
  if (same !== undefined) return same
  let best: { name: string; distance: number } | undefined
  for (const name of known) {
    const distance = editDistance(plain(given), plain(name))
    if (distance <= Math.max(1, Math.floor(plain(name).length / 4)) && (best === undefined || distance < best.distance)) best = { name, distance }
  }
  return best?.name
}

/** Levenshtein distance: insertions, deletions and substitutions of one character. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    row = next
  }
  return row[b.length] ?? 0
}
