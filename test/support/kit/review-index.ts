import { reviewIndexSchema, type IndexedFile, type ReviewIndex } from '../../../src/core/contracts/review-index.js'

/**
 * One file of review-index.json as the runner stages it: a low-risk modification (2 added, 1 removed)
 * no specialist was given, its patch `patchFile` of 1 byte, uncut, unless `over` says otherwise.
 */
export function indexedFileOf(path: string, patchFile: string, over: Partial<IndexedFile> = {}): IndexedFile {
  return {
    path,
    status: 'modified',
    additions: 2,
    deletions: 1,
    risk: 'low',
    riskReasons: [],
    patchFile,
    patchBytes: 1,
    truncated: false,
    specialists: [],
    ...over,
  }
}

export interface ReviewIndexOver {
  pr?: Partial<ReviewIndex['pr']>
  files?: IndexedFile[]
  exclusions?: ReviewIndex['exclusions']
  caps?: ReviewIndex['caps']
  specialists?: ReviewIndex['specialists']
}

/**
 * review-index.json as the runner writes it for pull request acme/app#1 (head `a…`, base `b…`):
 * the files given (none by default), nothing excluded, no cap reached, no specialist planned,
 * unless `over` says otherwise. Parsed by the schema the stage is read with, so a test's index
 * cannot drift from the contract without failing where it is built.
 */
export function reviewIndexOf(over: ReviewIndexOver = {}): ReviewIndex {
  const files = over.files ?? []
  return reviewIndexSchema.parse({
    version: 1,
    pr: {
      owner: 'acme',
      repo: 'app',
      number: 1,
      title: 't',
      author: 'dev',
      baseRef: 'main',
      headRef: 'f',
      headSha: 'a'.repeat(40),
      baseSha: 'b'.repeat(40),
      changedFiles: Math.max(1, files.length),
      ...over.pr,
    },
    files,
    exclusions: over.exclusions ?? [],
    caps: over.caps ?? [],
    specialists: over.specialists ?? [],
  })
}
