import type { FileSeed } from '../github-fake/index.js'

/**
 * Patches for multi-push scenarios, written from the unified diff format:
 * a file the PR adds (every line `+`), and the change one commit makes to a
 * file (one hunk around the changed region, three lines of context).
 */
export function addedFile(filename: string, lines: readonly string[]): FileSeed {
  return { filename, status: 'added', patch: [`@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`)].join('\n') }
}

export function changedFile(filename: string, before: readonly string[], after: readonly string[], context = 3): FileSeed {
  let prefix = 0
  while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix++
  let suffix = 0
  while (suffix < before.length - prefix && suffix < after.length - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++
  const from = Math.max(0, prefix - context)
  const oldEnd = Math.min(before.length, before.length - suffix + context)
  const newEnd = Math.min(after.length, after.length - suffix + context)
  const lines = [
    ...before.slice(from, prefix).map((l) => ` ${l}`),
    ...before.slice(prefix, before.length - suffix).map((l) => `-${l}`),
    ...after.slice(prefix, after.length - suffix).map((l) => `+${l}`),
    ...after.slice(after.length - suffix, newEnd).map((l) => ` ${l}`),
  ]
  const oldCount = oldEnd - from
  const newCount = newEnd - from
  const header = `@@ -${oldCount === 0 ? from : from + 1},${oldCount} +${newCount === 0 ? from : from + 1},${newCount} @@`
  return { filename, status: 'modified', patch: [header, ...lines].join('\n') }
}

export function removedFile(filename: string, before: readonly string[]): FileSeed {
  return { filename, status: 'removed', patch: [`@@ -1,${before.length} +0,0 @@`, ...before.map((l) => `-${l}`)].join('\n') }
}
