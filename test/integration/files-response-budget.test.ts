import { afterEach, describe, expect, it } from 'vitest'
import { loadFiles } from '../../src/context/files.js'
import { fileFilter } from '../../src/policy/filter.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { DEFAULT_FAKE_TOKEN, startGitHubFake, type FileSeed, type GitHubFake } from '../support/github-fake/index.js'

/**
 * GitHub's files listing sends no patch and zero line counts for the later files of a response
 * once its patches add up to about 20,000 lines (the fake does the same). Without a second look
 * such a file reads as a binary file or a mode change, and its code is never reviewed: a pull
 * request could hide a file behind other files' long patches.
 */
const REF = { owner: 'acme', repo: 'budget', number: 9 }
const FILES_ROUTE = '/repos/{owner}/{repo}/pulls/{pull_number}/files'
let fake: GitHubFake | undefined
afterEach(async () => {
  if (fake) expect(fake.driftErrors).toEqual([])
  await fake?.close()
  fake = undefined
})

function longPatch(name: string, lines: number): string {
  return [`@@ -0,0 +1,${lines} @@`, ...Array.from({ length: lines }, (_, i) => `+export const ${name}${i} = ${i}`)].join('\n')
}

/** `heavy` files of 250 added lines each (80 of them fill the budget), then the files listed after them on the same page. */
function seeds(heavy: number, after: FileSeed[]): FileSeed[] {
  const long = Array.from({ length: heavy }, (_, i): FileSeed => ({
    filename: `gen/part-${String(i).padStart(3, '0')}.ts`,
    status: 'added',
    patch: longPatch('p', 250),
  }))
  return [...long, ...after]
}

const HIDDEN = '@@ -1,2 +1,3 @@\n export function allow(user) {\n+  if (user.name === "mallory") return true\n   return user.admin'

async function load(files: FileSeed[], options: { maxAlone?: number } = {}) {
  fake = await startGitHubFake()
  fake.state.addPullRequest({ ...REF, files })
  const gh = createGitHubClient({ token: DEFAULT_FAKE_TOKEN, apiUrl: fake.url, logger: new RecordingLogger(), retryBaseMs: 20 })
  return loadFiles(gh.rest, REF, { changedFiles: files.length, ...options })
}

describe('files GitHub lists past its patch budget for one response', () => {
  it('reads such a file again alone and gets its patch and counts, so it is reviewed, not excluded as a binary or mode change', async () => {
    const loaded = await load(
      seeds(80, [
        { filename: 'src/auth.ts', status: 'modified', patch: HIDDEN },
        { filename: 'src/renamed.ts', status: 'renamed', previous_filename: 'src/old-name.ts', patch: '@@ -1 +1 @@\n-a\n+b' },
        { filename: 'assets/logo.png', status: 'added', patch: null },
      ]),
    )
    const auth = loaded.files.find((f) => f.filename === 'src/auth.ts')
    expect(auth).toMatchObject({ patch: HIDDEN, additions: 1, deletions: 0, changes: 1 })
    expect(fileFilter({ include: [], exclude: [], generated: [] })(auth!)).toBeUndefined()
    const renamed = loaded.files.find((f) => f.filename === 'src/renamed.ts')
    expect(renamed).toMatchObject({ patch: '@@ -1 +1 @@\n-a\n+b', previousFilename: 'src/old-name.ts', changes: 2 })
    // The image has no patch on its own page either: it stays what it is.
    expect(loaded.files.find((f) => f.filename === 'assets/logo.png')?.patch).toBeUndefined()
    expect(loaded.caps).toEqual([])
    // One page, then one request per file listed past the budget.
    expect(fake!.requests.filter((r) => r.route === FILES_ROUTE)).toHaveLength(4)
  })

  it('past its bound of files read alone, names the rest as unreviewed in a cap and in their exclusion reason', async () => {
    const after = ['a', 'b', 'c'].map((n): FileSeed => ({ filename: `src/${n}.ts`, status: 'modified', patch: HIDDEN }))
    const loaded = await load(seeds(80, after), { maxAlone: 1 })
    expect(loaded.files.find((f) => f.filename === 'src/a.ts')?.patch).toBe(HIDDEN)
    const rest = loaded.files.filter((f) => f.filename === 'src/b.ts' || f.filename === 'src/c.ts')
    const filter = fileFilter({ include: [], exclude: [], generated: [] })
    for (const file of rest) {
      expect(file.patch).toBeUndefined()
      expect(filter(file)).toMatchObject({ rule: 'no-patch', reason: expect.stringContaining('20,000 patch lines') })
      expect(filter(file)?.reason).not.toMatch(/binary|mode/)
    }
    expect(loaded.caps).toEqual([expect.objectContaining({ cap: 'github-diff-limit', limit: 1, detail: expect.stringContaining('src/b.ts, src/c.ts') })])
  })
})
