/**
 * A changed file as the runner sees it after loading it from GitHub's
 * "list pull request files" endpoint. `patch` is undefined when GitHub sent
 * none (binary, too large); such files are excluded with that reason.
 */
export interface ChangedFile {
  filename: string
  previousFilename: string | undefined
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged'
  additions: number
  deletions: number
  changes: number
  patch: string | undefined
  sha: string | undefined
}
