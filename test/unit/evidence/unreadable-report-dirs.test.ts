import { spawn } from 'node:child_process'
import { chmod, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { collectResults, type CollectedResults } from '../../../src/evidence/collect-results.js'
import { tempDir } from '../../support/kit/index.js'

/**
 * A report directory the runner's user cannot read (a container job that wrote its reports as
 * root with a private umask, an artifact unpacked with its owner's modes) was passed over by the
 * glob walk without a word: its reports were missing from the evidence unseen, and named alone it
 * read as "a directory without .xml files", sending the team looking for reports that are there.
 * Root reads every directory, so as root the collection runs in a child process as another user,
 * as the runner's own unprivileged user would.
 */
const ROOT = new URL('../../..', import.meta.url).pathname
const OTHER = 54_323
const REPORT = '<testsuite name="s"><testcase classname="test/cart.test.ts" name="adds"/></testsuite>'

async function workspace(): Promise<string> {
  const dir = await tempDir('hm-unreadable-')
  await chmod(dir, 0o755)
  for (const sub of ['private', 'public']) {
    await mkdir(join(dir, 'reports', sub), { recursive: true, mode: 0o755 })
    await writeFile(join(dir, 'reports', sub, `${sub}.xml`), REPORT, { mode: 0o644 })
  }
  await chmod(join(dir, 'reports'), 0o755)
  await chmod(join(dir, 'reports', 'private'), 0o700)
  if (process.getuid?.() !== 0) await chmod(join(dir, 'reports', 'private'), 0o000)
  return dir
}

async function collectAsOther(patterns: string[], dir: string): Promise<CollectedResults> {
  if (process.getuid?.() !== 0) return collectResults(patterns, dir)
  const script = [
    `const { collectResults } = await import('${ROOT}src/evidence/collect-results.ts')`,
    `console.log(JSON.stringify(await collectResults(${JSON.stringify(patterns)}, ${JSON.stringify(dir)})))`,
  ].join('\n')
  const child = spawn(
    'setpriv',
    [`--reuid=${OTHER}`, `--regid=${OTHER}`, '--clear-groups', '--', process.execPath, '--import', 'tsx', '--input-type=module', '-e', script],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '' },
    },
  )
  let out = ''
  child.stdout.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr.on('data', (c: Buffer) => (out += c.toString()))
  await new Promise((resolve) => child.on('close', resolve))
  const line = out.split('\n').find((l) => l.startsWith('{'))
  if (!line) throw new Error(out)
  return JSON.parse(line) as CollectedResults
}

const NOTE =
  "1 directory under test-results could not be read (reports/private: permission denied), so the reports in it were not read; give the runner's user read access to it (a container job may have written it as root)."

describe('a report directory the runner cannot read', () => {
  it('beside readable reports: those are read, and a note names the directory passed over', async () => {
    const dir = await workspace()
    for (const patterns of [['reports'], ['reports/**/*.xml']]) {
      const got = await collectAsOther(patterns, dir)
      expect([patterns, got.reports, got.notes, got.unusable]).toEqual([patterns, 1, [NOTE], undefined])
    }
  }, 60_000)

  it('named alone: the evidence is unusable because it could not be read, not because it holds no report', async () => {
    const dir = await workspace()
    for (const patterns of [['reports/private'], ['reports/private/*.xml']]) {
      const got = await collectAsOther(patterns, dir)
      expect([patterns, got.reports, got.unusable]).toEqual([patterns, 0, `no report could be read: ${NOTE}`])
    }
  }, 60_000)
})
