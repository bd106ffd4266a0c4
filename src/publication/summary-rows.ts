/**
 * Rows of a job summary section that has no bound of its own (the earlier findings'
 * dispositions, the lifecycle's warnings), kept within a share of GitHub's 1 MiB: past it, the
 * last rows are left out and a line says how many and where all of them are. GitHub refuses a
 * step summary over 1 MiB as a whole, so one crowded section would take the outcome with it.
 */
export const DISPOSITIONS_BYTES = 256 * 1024
export const LIFECYCLE_WARNINGS_BYTES = 64 * 1024

export function rowsWithin(rows: readonly string[], bytes: number, rest: (left: number) => string): string[] {
  const out: string[] = []
  let budget = bytes
  for (const row of rows) {
    const size = Buffer.byteLength(row, 'utf8') + 1
    if (size > budget) break
    budget -= size
    out.push(row)
  }
  const left = rows.length - out.length
  return left > 0 ? [...out, '', rest(left)] : out
}
