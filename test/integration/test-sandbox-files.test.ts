import { chmod, mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runTestCommand } from '../../src/evidence/sandbox/test-command.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { tempDir, preparedChanges } from '../support/kit/index.js'

/**
 * `{files}` expands to test files the pull request named: a name that starts with `-` must reach
 * the runner as a path, not as one of its options, and a name with spaces, quotes or `$(…)` must
 * arrive as that one file, also inside a longer argument (`sh -c "… {files}"`). However many
 * files there are, the expansion stays within the operating system's argument limit, and what it
 * left out is said.
 */
const isRoot = process.getuid?.() === 0
/** First in order: node takes options until its first file, so a name like an option must lead to show the difference. */
const NAMES = ['-x.test.js', "it's a b.test.js", 'line\nbreak.test.js', '$(touch pwned).test.js']
/** Each test file has one test, named after its own file (encoded: a report's name keeps no newline), that passes. */
const SELF_NAMED = "require('node:test').test(encodeURIComponent(require('node:path').basename(__filename)), () => {})\n"
const ranAll = (names: readonly string[]): string[][] => names.map((n) => [encodeURIComponent(n), 'passed']).sort()
/** A stand-in runner: one passing case per file in its `--files=` argument (a space-separated list of ./paths). */
const LISTER = [
  "const list = process.argv.find((a) => a.startsWith('--files=')).slice(8)",
  "const files = list.length === 0 ? [] : list.split(' ')",
  "const esc = (s) => s.replace(/[<&\"]/g, (c) => ({ '<': '&lt;', '&': '&amp;', '\"': '&quot;' })[c])",
  "process.stdout.write('<testsuite name=\"all\">' + files.map((f) => '<testcase name=\"runs\" file=\"' + esc(f) + '\"/>').join('') + '</testsuite>')",
].join('\n')

describe.runIf(isRoot)('the files {files} expands to (as root)', () => {
  let dir: string
  let workspace: string
  beforeAll(async () => {
    dir = await tempDir('hm-files-')
    workspace = join(dir, 'shop')
    await mkdir(join(workspace, 'test'), { recursive: true })
    for (const name of NAMES) await writeFile(join(workspace, name), SELF_NAMED)
    await chmod(dir, 0o755)
    await chmod(workspace, 0o755)
    await chmod(join(workspace, 'test'), 0o755)
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  const run = (testCommand: string[], changed: string[]): ReturnType<typeof runTestCommand> =>
    runTestCommand({
      settings: { testCommand, testCommandBase: false, testTimeoutSeconds: 120 },
      env: { workspace },
      prepared: preparedChanges(
        'b'.repeat(40),
        changed.map((path) => ({ path, status: 'added' })),
      ),
      changed,
      logger: new RecordingLogger(),
    })

  it('passes a file named like an option, and names with spaces, quotes or newlines, as those files', async () => {
    const names = NAMES.slice(0, 3)
    const result = await run([process.execPath, '--test', '--test-reporter=junit', '{files}'], names)
    expect(result.unusable).toBeUndefined()
    expect(result.cases.map((c) => [c.name, c.status]).sort()).toEqual(ranAll(names))
  }, 60_000)

  it('inside a longer argument, gives a shell each file as one word (its spaces unsplit, its $(…) not run)', async () => {
    const result = await run(['/bin/sh', '-c', 'exec "$0" --test --test-reporter=junit {files}', process.execPath], NAMES)
    expect(result.unusable).toBeUndefined()
    expect(result.cases.map((c) => [c.name, c.status]).sort()).toEqual(ranAll(NAMES))
  }, 60_000)

  it('stays within the argument limit however many files changed, and says which it left out', async () => {
    const many = Array.from({ length: 1_200 }, (_, i) => `test/${String(i).padStart(4, '0')}-${'a'.repeat(100)}.test.js`)
    for (const name of many) await writeFile(join(workspace, name), SELF_NAMED)
    const result = await run([process.execPath, '-e', LISTER, '--', '--files={files}'], many)
    expect(result.unusable).toBeUndefined()
    const ran = result.cases.map((c) => c.file)
    expect(ran.length).toBeGreaterThan(800)
    expect(ran.length).toBeLessThan(many.length)
    expect(ran).toEqual(many.slice(0, ran.length).map((f) => `./${f}`))
    expect(result.leftOut).toEqual(many.slice(ran.length))
    const left = many.length - ran.length
    expect(result.notes.join('\n')).toContain(
      `{files} holds ${ran.length} of the ${many.length} affected test files: ${left} more would pass the operating system's limit on a command's arguments, so their tests did not run (${many[ran.length]}`,
    )
  }, 120_000)
})
