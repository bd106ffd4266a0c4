import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { GitHubFake } from '../github-fake/index.js'
import { indexedFileOf, reviewIndexOf } from './review-index.js'
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
  const index = reviewIndexOf({ pr: { owner, repo, number, headSha, baseSha: headSha }, files: [indexedFileOf('src/q.ts', 'q.patch')] })
  await writeFile(join(dir, 'stage', 'review-index.json'), JSON.stringify(index))
  return { dir, headSha }
}
