// The comparison behind check-dist, apart from the build so it loads without
// TypeScript and ncc (the tests check it on small trees in milliseconds).
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

function listFiles(dir) {
  if (!existsSync(dir)) return []
  const out = []
  const visit = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name)
      if (entry.isDirectory()) visit(path)
      else out.push(relative(dir, path).split(sep).join('/'))
    }
  }
  visit(dir)
  return out.sort()
}

/**
 * Compares two trees. Returns one entry per differing file with the reason,
 * sorted by path; empty when they are identical.
 */
export function compareTrees(expectedDir, actualDir) {
  const expected = new Set(listFiles(expectedDir))
  const actual = new Set(listFiles(actualDir))
  const problems = []
  for (const path of [...new Set([...expected, ...actual])].sort()) {
    if (!actual.has(path)) problems.push({ path, reason: 'missing (the build produces it)' })
    else if (!expected.has(path)) problems.push({ path, reason: 'extra (the build no longer produces it)' })
    else if (!readFileSync(join(expectedDir, path)).equals(readFileSync(join(actualDir, path)))) {
      problems.push({ path, reason: 'differs' })
    }
  }
  return problems
}

/** What the CLI prints for a stale directory: one line per problem, then the fix. */
export function staleReport(problems, label) {
  return [...problems.map((p) => `  ${label}/${p.path}: ${p.reason}`), 'dist/ is stale: run npm run build and commit dist/'].join('\n') + '\n'
}
