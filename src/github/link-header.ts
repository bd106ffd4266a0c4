/**
 * The page number of `rel="last"` in a GitHub `Link` header. Knowing the last
 * page up front lets loaders fetch the remaining pages concurrently.
 */
export function lastPage(link: string | undefined): number | undefined {
  if (!link) return undefined
  for (const part of link.split(',')) {
    const match = /<([^>]+)>;\s*rel="last"/.exec(part)
    if (!match?.[1]) continue
    const value = new URL(match[1], 'http://github.invalid').searchParams.get('page')
    const n = value ? Number(value) : NaN
    if (Number.isInteger(n) && n > 0) return n
  }
  return undefined
}
