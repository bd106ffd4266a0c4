import { mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { mkdtemp, realpath, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// Every temporary directory a test, the demo or a benchmark makes comes from
// here, so one call removes them all: a test that forgot its afterEach, or
// failed before reaching its own rm, used to leave its directory in /tmp for
// good (a machine that ran the suite a few hundred times held 5,500).
const made = new Set<string>()

/** A fresh directory `<temp dir>/<prefix>XXXXXX` (its real path), removed by removeTempDirs. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await realpath(await mkdtemp(join(tmpdir(), prefix)))
  made.add(dir)
  return dir
}

/** tempDir for module-level code that cannot await. */
export function tempDirSync(prefix: string): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)))
  made.add(dir)
  return dir
}

/** Removes every directory tempDir made that still exists. The test setup calls it after each test file. */
export async function removeTempDirs(): Promise<void> {
  for (const dir of [...made]) {
    await rm(dir, { recursive: true, force: true, maxRetries: 3 })
    made.delete(dir)
  }
}

/** removeTempDirs for an exit handler. */
export function removeTempDirsSync(): void {
  for (const dir of [...made]) {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 })
    made.delete(dir)
  }
}
