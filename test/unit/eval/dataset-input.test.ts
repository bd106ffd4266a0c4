import { mkdir, rm, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadDataset } from '../../../eval/lib/dataset.js'
import { tempDir } from '../../support/kit/index.js'

/**
 * A dataset a user writes is checked as it loads: each refusal names the
 * pull request, the file and what is wrong, instead of a bare schema error
 * or a golden comment no review could ever find (a line outside the diff).
 */
let dir: string
beforeEach(async () => {
  dir = await tempDir('hm-eval-dataset-')
  await writeFile(join(dir, 'dataset.json'), JSON.stringify({ name: 'mine', prs: ['one'] }))
  await mkdir(join(dir, 'prs/one/before/src'), { recursive: true })
  await mkdir(join(dir, 'prs/one/after/src'), { recursive: true })
  await writeFile(join(dir, 'prs/one/before/src/a.ts'), 'const a = 1\nconst b = a\nconst c = b\n'.repeat(5))
  await writeFile(join(dir, 'prs/one/after/src/a.ts'), 'const a = 1\nconst b = a + 1\nconst c = b\n' + 'const a = 1\nconst b = a\nconst c = b\n'.repeat(4))
})
afterEach(async () => rm(dir, { recursive: true, force: true }))

const pr = (golden: unknown[]): string => JSON.stringify({ title: 'Bump b', body: '', language: 'typescript', golden })
const issue = { path: 'src/a.ts', line: 2, category: 'correctness', severity: 'high', comment: 'b is one too large' }

async function refusal(): Promise<string> {
  try {
    await loadDataset(dir)
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
  return 'accepted'
}

describe('loading a dataset', () => {
  it('accepts golden comments on lines of the diff', async () => {
    await writeFile(join(dir, 'prs/one/pr.json'), pr([issue]))
    expect((await loadDataset(dir)).prs[0]?.golden).toHaveLength(1)
  })

  it('refuses a golden comment on a line outside the diff, naming the pull request and the line', async () => {
    await writeFile(join(dir, 'prs/one/pr.json'), pr([{ ...issue, line: 14 }]))
    expect(await refusal()).toBe(
      'dataset PR one: golden[0] names src/a.ts:14, which is not a line of its diff (lines after the change that a review can comment on); move it onto a changed line or its context',
    )
  })

  it('names the pull request and the field of a pr.json that does not validate', async () => {
    await writeFile(join(dir, 'prs/one/pr.json'), pr([{ ...issue, category: 'style' }]))
    const message = await refusal()
    expect(message).toContain(`dataset PR one: ${join(dir, 'prs/one/pr.json')}`)
    expect(message).toContain('golden.0.category')
  })

  it('refuses a golden comment listed twice (the copy could never be found and would count as missed), naming both', async () => {
    await writeFile(join(dir, 'prs/one/pr.json'), pr([issue, { ...issue, severity: 'medium' }]))
    expect(await refusal()).toBe(
      `dataset PR one: golden[1] repeats golden[0] (src/a.ts:2, correctness, the same comment); a finding matches one golden comment, so the copy would count as missed: list each issue once`,
    )
    // Two different issues on one line stay two golden comments.
    await writeFile(join(dir, 'prs/one/pr.json'), pr([issue, { ...issue, comment: 'c no longer equals a' }]))
    expect((await loadDataset(dir)).prs[0]?.golden).toHaveLength(2)
  })

  it('refuses a key the format does not have, naming the file and the key: a golden side or end line would be ignored', async () => {
    await writeFile(join(dir, 'prs/one/pr.json'), pr([{ ...issue, side: 'LEFT' }]))
    const message = await refusal()
    expect(message).toContain(`dataset PR one: ${join(dir, 'prs/one/pr.json')}`)
    expect(message).toMatch(/golden\.0: .*"side"/)
    await writeFile(join(dir, 'prs/one/pr.json'), pr([issue]))
    await writeFile(join(dir, 'dataset.json'), JSON.stringify({ name: 'mine', prs: ['one'], skip: ['one'] }))
    expect(await refusal()).toMatch(new RegExp(`^${join(dir, 'dataset.json')} is not a dataset index \\(.*"skip"`))
  })

  it("refuses a symbolic link in a pull request's files, naming it: it would serve a file from outside the dataset", async () => {
    await writeFile(join(dir, 'prs/one/pr.json'), pr([issue]))
    const outside = await tempDir('hm-eval-outside-')
    try {
      await writeFile(join(outside, 'id_rsa'), 'PRIVATE KEY\n')
      await symlink(join(outside, 'id_rsa'), join(dir, 'prs/one/after/src/key.ts'))
      expect(await refusal()).toBe(
        `dataset PR one: ${join(dir, 'prs/one/after/src/key.ts')} is a symbolic link; a dataset holds its files themselves (a link can reach outside the dataset)`,
      )
      // A link to a directory did not load either, with a bare EISDIR.
      await rm(join(dir, 'prs/one/after/src/key.ts'))
      await symlink(outside, join(dir, 'prs/one/before/src/lib'))
      expect(await refusal()).toContain(`${join(dir, 'prs/one/before/src/lib')} is a symbolic link`)
      // after/ itself a link: its whole tree, read from outside the dataset, was staged and served as the change.
      await rm(join(dir, 'prs/one/before/src/lib'))
      await mkdir(join(outside, 'src'))
      await writeFile(join(outside, 'src/a.ts'), 'const a = 1\nconst b = a + 1\nconst c = b\n')
      await rm(join(dir, 'prs/one/after'), { recursive: true })
      await symlink(outside, join(dir, 'prs/one/after'))
      expect(await refusal()).toBe(
        `dataset PR one: ${join(dir, 'prs/one/after')} is a symbolic link; a dataset holds its files themselves (a link can reach outside the dataset)`,
      )
      // A file where the directory belongs is named too, not a bare ENOTDIR.
      await rm(join(dir, 'prs/one/after'))
      await writeFile(join(dir, 'prs/one/after'), 'src/a.ts\n')
      expect(await refusal()).toBe(
        `dataset PR one: ${join(dir, 'prs/one/after')} is not a directory; before/ and after/ hold the changed files as they were and are`,
      )
    } finally {
      await rm(outside, { recursive: true, force: true })
    }
  })

  it('refuses prs/ or a pull request directory that is a symbolic link, naming it: its before/ and after/ were read from outside the dataset', async () => {
    const outside = await tempDir('hm-eval-outside-')
    try {
      // A whole pull request held elsewhere on the machine (its pr.json, before/ and after/ valid): it loaded and was reviewed.
      await mkdir(join(outside, 'one/before/src'), { recursive: true })
      await mkdir(join(outside, 'one/after/src'), { recursive: true })
      await writeFile(join(outside, 'one/pr.json'), pr([]))
      await writeFile(join(outside, 'one/before/src/a.ts'), 'const a = 1\n')
      await writeFile(join(outside, 'one/after/src/a.ts'), 'const a = 2\n')
      await rm(join(dir, 'prs/one'), { recursive: true })
      await symlink(join(outside, 'one'), join(dir, 'prs/one'))
      expect(await refusal()).toBe(
        `dataset PR one: ${join(dir, 'prs/one')} is a symbolic link; a dataset holds its files themselves (a link can reach outside the dataset)`,
      )
      // prs/ itself a link: every pull request under it was read from there.
      await rm(join(dir, 'prs'), { recursive: true })
      await symlink(outside, join(dir, 'prs'))
      expect(await refusal()).toBe(`${join(dir, 'prs')} is a symbolic link; a dataset holds its files themselves (a link can reach outside the dataset)`)
      // A file where prs/ belongs names the pr.json it cannot read, not a bare ENOTDIR.
      await rm(join(dir, 'prs'))
      await writeFile(join(dir, 'prs'), 'one\n')
      expect(await refusal()).toBe(`dataset PR one: cannot read ${join(dir, 'prs/one/pr.json')} (ENOTDIR); each id in dataset.json needs prs/<id>/pr.json`)
    } finally {
      await rm(outside, { recursive: true, force: true })
    }
  })

  it('names a missing pull request directory', async () => {
    const message = await refusal()
    expect(message).toContain(`dataset PR one: cannot read ${join(dir, 'prs/one/pr.json')}`)
  })

  it('refuses a pull request listed twice (it would be scored twice, weighing its findings double), naming it', async () => {
    await writeFile(join(dir, 'prs/one/pr.json'), pr([issue]))
    await writeFile(join(dir, 'dataset.json'), JSON.stringify({ name: 'mine', prs: ['one', 'one'] }))
    const message = await refusal()
    expect(message).toContain('dataset.json')
    expect(message).toContain("lists 'one' twice")
  })

  it('refuses a benchmark pull request listed twice, and names the golden-comment file that does not validate', async () => {
    await rm(join(dir, 'dataset.json'))
    const entry = (url: string) => ({ pr_title: 'Fix cache', url, comments: [{ comment: 'Stale read', severity: 'High', category: 'bug' }] })
    await mkdir(join(dir, 'golden_comments'))
    await writeFile(join(dir, 'golden_comments/a.json'), JSON.stringify([entry('https://github.com/acme/shop/pull/7')]))
    await writeFile(join(dir, 'golden_comments/b.json'), JSON.stringify([entry('https://github.com/acme/shop/pull/7/')]))
    expect(await refusal()).toContain(`${join(dir, 'golden_comments/b.json')}[0] lists acme/shop#7, which ${join(dir, 'golden_comments/a.json')} lists already`)
    await writeFile(join(dir, 'golden_comments/b.json'), '[{"pr_title": "cut sh')
    expect(await refusal()).toContain(`${join(dir, 'golden_comments/b.json')} is not JSON`)
    await writeFile(join(dir, 'golden_comments/b.json'), JSON.stringify([{ pr_title: 'x', url: 'https://example.com/x', comments: [] }]))
    expect(await refusal()).toContain(`${join(dir, 'golden_comments/b.json')} is not a golden-comment file (0.url:`)
  })

  it('maps a benchmark category in any case or spacing, and refuses one it has no mapping for, naming the file, the comment and the known ones', async () => {
    await rm(join(dir, 'dataset.json'))
    await mkdir(join(dir, 'golden_comments'))
    const comments = [
      { comment: 'Token checked after use', severity: 'High', category: 'Security' },
      { comment: 'No test for the expiry', severity: 'Low', category: 'Test Gap' },
      { comment: 'Quadratic merge', severity: 'Medium', category: ' PERF ' },
      { comment: 'Off by one', severity: 'Medium' },
    ]
    const file = join(dir, 'golden_comments/a.json')
    await writeFile(file, JSON.stringify([{ pr_title: 'Fix auth', url: 'https://github.com/acme/shop/pull/7', comments }]))
    // "Security" was filed as correctness (the mapping's keys are lower case): the per-category figures put it there.
    expect((await loadDataset(dir)).prs[0]?.golden.map((g) => g.category)).toEqual(['security', 'tests', 'performance', 'correctness'])
    await writeFile(
      file,
      JSON.stringify([
        {
          pr_title: 'Fix auth',
          url: 'https://github.com/acme/shop/pull/7',
          comments: [...comments, { comment: 'Leaks the key', severity: 'High', category: 'securty' }],
        },
      ]),
    )
    expect(await refusal()).toBe(
      `${file}[0] comments[4]: category 'securty' is not one of the benchmark's (bug, concurrency, data, api, security, perf, test_gap, doc_defect, style, speculative); it would be scored as correctness: correct it, or leave it out to score the comment as correctness`,
    )
  })

  it('refuses a category that names a property every object has (constructor, toString) rather than scoring it under no category', async () => {
    await rm(join(dir, 'dataset.json'))
    await mkdir(join(dir, 'golden_comments'))
    const file = join(dir, 'golden_comments/a.json')
    for (const name of ['constructor', 'toString', '__proto__']) {
      const comments = [{ comment: 'Odd category', severity: 'High', category: name }]
      await writeFile(file, JSON.stringify([{ pr_title: 'Fix auth', url: 'https://github.com/acme/shop/pull/7', comments }]))
      expect(await refusal()).toContain(`${file}[0] comments[0]: category '${name}' is not one of the benchmark's`)
    }
  })

  it('names the first golden-comment file of a benchmark directory when it does not validate, not "no dataset"', async () => {
    await rm(join(dir, 'dataset.json'))
    await mkdir(join(dir, 'golden_comments'))
    await writeFile(join(dir, 'golden_comments/a.json'), JSON.stringify([{ pr_title: 'Fix cache', url: 'https://github.com/acme/shop/pull/7' }]))
    expect(await refusal()).toBe(
      `${join(dir, 'golden_comments/a.json')} is not a golden-comment file (0.comments: Invalid input: expected array, received undefined)`,
    )
    // An empty folder is no dataset either: a score over zero pull requests.
    await rm(join(dir, 'golden_comments/a.json'))
    expect(await refusal()).toBe(`${join(dir, 'golden_comments')} lists no pull request: the public benchmark's golden_comments/*.json files list them`)
  })

  it('names a directory that is no dataset', async () => {
    await rm(join(dir, 'dataset.json'))
    expect(await refusal()).toBe(
      `--dataset ${dir} holds neither dataset.json (Harbourmaster's format) nor golden-comment files in the public benchmark's layout`,
    )
  })
})
