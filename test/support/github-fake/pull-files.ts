// A pull request's files: built from seeds, and kept per head so a review naming an earlier
// head as its commit_id is read against that commit's diff, as GitHub reads it.
import { countChanges } from './diff-hunks.js'
import { shaFor } from './state.js'
import type { FakeFile, FakePullRequest, FileSeed } from './types.js'

export function toFile(seed: FileSeed): FakeFile {
  const patch = seed.patch ?? undefined
  const counted = patch ? countChanges(patch) : { additions: 0, deletions: 0 }
  const additions = seed.additions ?? counted.additions
  const deletions = seed.deletions ?? counted.deletions
  return {
    filename: seed.filename,
    status: seed.status ?? 'modified',
    additions,
    deletions,
    changes: additions + deletions,
    ...(patch !== undefined ? { patch } : {}),
    ...(seed.previous_filename ? { previous_filename: seed.previous_filename } : {}),
    sha: seed.sha ?? shaFor(`${seed.filename}\n${patch ?? ''}`),
    ...(seed.submodule ? { submodule: true } : {}),
  }
}

/** Keeps the files of the head about to be replaced, for reviews that name it as their commit. */
export function rememberFiles(pull: FakePullRequest): void {
  if (!pull.filesAt?.[pull.head.sha]) pull.filesAt = { ...pull.filesAt, [pull.head.sha]: pull.files }
}

/** The PR's files at one of its heads: what GitHub resolves a review comment's lines against. */
export function filesAt(pull: FakePullRequest, sha: string): FakeFile[] {
  return sha === pull.head.sha ? pull.files : (pull.filesAt?.[sha] ?? pull.files)
}
