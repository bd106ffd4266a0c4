import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's own temp directory; each test file gets a TMPDIR inside it (./per-file.ts). */
    hmTempRoot: string
  }
}

/**
 * One temp directory per vitest run, below the system's. Each test file's
 * TMPDIR is a directory inside it and is checked when the file ends
 * (./per-file.ts), so what a file leaves is named with the file, whatever
 * other files (parallel workers) or other runs on the machine are doing in
 * /tmp at the time. What is still here at the end of the run (a worker that
 * died before its file's check) is reported and removed with the run's
 * directory: nothing of a test run stays in /tmp.
 *
 * 0711, like /tmp for what matters here: the test-command sandbox's user
 * must pass through to its own directory under a test's TMPDIR.
 */
export default function setup(project: TestProject): () => void {
  const root = mkdtempSync(join(tmpdir(), 'hm-vitest-'))
  chmodSync(root, 0o711)
  project.provide('hmTempRoot', root)
  return () => {
    const left = readdirSync(root)
    rmSync(root, { recursive: true, force: true, maxRetries: 3 })
    if (left.length === 0) return
    // vitest prints an error thrown here but does not fail the run for it.
    process.exitCode = 1
    throw new Error(`test files left temp directories their own check did not see (a worker ended early?): ${left.join(', ')}`)
  }
}
