import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { GitHubFake } from '../github-fake/index.js'
import { tempDir } from './temp-dir.js'

export interface OneFileReview {
  /** The run's directory: `stage/` holds what the runner staged, `private/` is the run's private directory. */
  dir: string
  headSha: string
}

/**
 * A pull request of one file, `src/q.ts`, in the fake, and what the runner stages for publish_review
 * on it: the patch and a review-index.json naming that file alone. For tests of the publication
 * session that need no whole run.
 */
export async function stageOneFileReview(
  fake: GitHubFake,
  pr: { owner: string; repo: string; number: number; patch: string; dirPrefix: string },
): Promise<OneFileReview> {
  const { owner, repo, number, patch } = pr
  const headSha = fake.state.addPullRequest({ owner, repo, number, files: [{ filename: 'src/q.ts', patch }] }).head.sha
  const dir = await tempDir(pr.dirPrefix)
  await mkdir(join(dir, 'stage', 'patches'), { recursive: true })
  await writeFile(join(dir, 'stage', 'patches', 'q.patch'), patch)
  const facts = { owner, repo, number, title: 't', author: 'dev', baseRef: 'main', headRef: 'f', headSha, baseSha: headSha, changedFiles: 1 }
  const file = { path: 'src/q.ts', status: 'modified', additions: 2, deletions: 1, risk: 'low', riskReasons: [], patchFile: 'q.patch', patchBytes: 1 }
  await writeFile(
    join(dir, 'stage', 'review-index.json'),
    JSON.stringify({ version: 1, pr: facts, files: [{ ...file, truncated: false, specialists: [] }], exclusions: [], caps: [], specialists: [] }),
  )
  return { dir, headSha }
}
