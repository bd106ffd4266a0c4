import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Runs a fixture checkout's tests for real with vitest's JUnit reporter and
 * returns the report, as a team's CI test job would produce it. The checkout
 * is written to a temporary directory that borrows this project's
 * node_modules (for `vitest` itself); the report names test files by their
 * repository path, as vitest writes them.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url))

export async function runFixtureTests(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'hm-fixture-tests-'))
  try {
    for (const [path, content] of Object.entries(files)) {
      await mkdir(dirname(join(dir, path)), { recursive: true })
      await writeFile(join(dir, path), content)
    }
    await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'))
    // The fixture's own tests write temp files (test/config-loader.test.ts makes a cfg-* directory and
    // keeps it, as many real suites do): they go under this directory, not the system's /tmp.
    const temp = join(dir, '.tmp')
    await mkdir(temp)
    const vitest = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs')
    // Failing tests exit 1: that is the point, the report is what matters.
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        [vitest, 'run', '--root', dir, '--reporter=junit', '--silent'],
        { cwd: dir, env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: temp, CI: 'true', NO_COLOR: '1' }, maxBuffer: 10_000_000 },
        (error, out) => {
          if (out.includes('<testsuites')) resolve(out)
          else reject(error ?? new Error(`vitest printed no JUnit report: ${out.slice(0, 500)}`))
        },
      )
    })
    return stdout.slice(stdout.indexOf('<?xml') >= 0 ? stdout.indexOf('<?xml') : stdout.indexOf('<testsuites'))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
