// Fails when the committed bundles are not what the sources build to: rebuilds
// into a temporary directory and compares byte for byte with dist/.
//
//   node scripts/check-dist.mjs [--dist <dir>] [--keep <dir>] [--committed]
//
// --dist compares another directory instead of dist/ (the tests use a copy);
// --keep leaves the fresh build there, so CI can upload what dist/ should be;
// --committed builds from HEAD's sources, ignoring uncommitted work.
import { mkdtempSync, rmSync, cpSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import process from 'node:process'
import { ROOT, build, exportCommit } from './build.mjs'
import { compareTrees, staleReport } from './compare-trees.mjs'

export { compareTrees, staleReport }

export async function checkDist({ distDir = join(ROOT, 'dist'), keepDir, sourceRoot = ROOT } = {}) {
  const fresh = mkdtempSync(join(tmpdir(), 'harbourmaster-dist-'))
  try {
    await build({ outDir: fresh, sourceRoot })
    if (keepDir) {
      rmSync(keepDir, { recursive: true, force: true })
      cpSync(fresh, keepDir, { recursive: true })
    }
    return compareTrees(fresh, distDir)
  } finally {
    rmSync(fresh, { recursive: true, force: true })
  }
}

function argValue(args, flag) {
  const i = args.indexOf(flag)
  return i >= 0 ? args[i + 1] : undefined
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const dist = argValue(args, '--dist')
  const keep = argValue(args, '--keep')
  const distDir = dist ? resolve(dist) : join(ROOT, 'dist')
  const label = relative(ROOT, distDir).startsWith('..') ? distDir : relative(ROOT, distDir)
  const committed = args.includes('--committed')
  const sourceRoot = committed ? exportCommit() : ROOT
  try {
    const problems = await checkDist({ distDir, keepDir: keep ? resolve(keep) : undefined, sourceRoot })
    if (problems.length === 0) {
      process.stdout.write(`${label}/ is up to date\n`)
    } else {
      process.stderr.write(staleReport(problems, label))
      process.exitCode = 1
    }
  } catch (error) {
    process.stderr.write(`check-dist: the build failed: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 1
  } finally {
    if (committed) rmSync(sourceRoot, { recursive: true, force: true })
  }
}
