import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, expect, inject } from 'vitest'
import { removeTempDirs } from '../kit/temp-dir.js'

// Runs before each test file (vitest setupFiles, also with isolate: false).
// The file's temp directory is its own: everything the file and the processes
// it starts put in TMPDIR lands here, and whatever is left once the file's
// own afterAll hooks ran (the kit's tempDir directories are removed first)
// fails the file with the names. No other file shares the directory, so
// parallel workers cannot blame each other.
const root = inject('hmTempRoot') ?? tmpdir()
const testFile = relative(process.cwd(), expect.getState().testPath ?? 'this test file')
const previous = process.env.TMPDIR
const fileTemp = mkdtempSync(join(root, 'file-'))
chmodSync(fileTemp, 0o711)
process.env.TMPDIR = fileTemp

// tsx's compile cache (`tsx-<uid>`), made by a test that starts a script
// through tsx: one fixed name per user, reused, not something a test leaked.
// It goes with the file's directory like the rest.
const TOOL_CACHE = /^tsx-\d+$/

// Registered before the file's own hooks, so with vitest's stacked hook order
// it runs after all of them.
afterAll(async () => {
  await removeTempDirs()
  const left = readdirSync(fileTemp).filter((name) => !TOOL_CACHE.test(name))
  rmSync(fileTemp, { recursive: true, force: true, maxRetries: 3 })
  if (previous === undefined) delete process.env.TMPDIR
  else process.env.TMPDIR = previous
  if (left.length > 0) throw new Error(`${testFile} left in its temp directory (use tempDir of test/support/kit, or remove them): ${left.sort().join(', ')}`)
})
