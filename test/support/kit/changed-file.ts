import type { ChangedFile } from '../../../src/core/contracts/changed-file.js'

/**
 * One entry of a pull request's files listing as the runner holds it: a one-line modification
 * unless `over` says otherwise (status, counts, patch, the blob sha GitHub lists).
 */
export function changedFileOf(filename: string, over: Partial<ChangedFile> = {}): ChangedFile {
  return {
    filename,
    previousFilename: undefined,
    status: 'modified',
    additions: 1,
    deletions: 0,
    changes: 1,
    patch: '@@ -1 +1 @@\n+x',
    sha: 'b'.repeat(40),
    ...over,
  }
}
