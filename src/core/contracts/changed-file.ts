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
  /**
   * A git submodule's pointer moved: GitHub lists it with `blob_url` and `raw_url` null (its
   * schema says they cannot be; github/rest-api-description#1945). Its files are in another
   * repository, so it is left out of review with that reason.
   */
  submodule?: true
  /**
   * Listed without patch or line counts past GitHub's patch budget for one listing page, and not
   * read again alone (src/context/withheld-patches.ts): whether it changed is unknown.
   */
  withheld?: true
}
