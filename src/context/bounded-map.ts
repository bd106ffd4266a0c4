/**
 * Maps items with at most `limit` calls in flight, keeping input order in the
 * result. Used for page fetches: enough parallelism to hide latency, few
 * enough concurrent requests to stay clear of GitHub's secondary limits.
 */
export async function boundedMap<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++
      results[index] = await fn(items[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker))
  return results
}
