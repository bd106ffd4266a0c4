import type { ChangedFile } from '../core/contracts/changed-file.js'
import type { CapReached } from '../core/contracts/review-index.js'

/**
 * Plain typed records of what the runner read from GitHub. Loaders map API
 * shapes into these once, so policy, staging and publication never touch
 * Octokit response types. Text fields are raw (untrusted) until staged.
 */
export interface PullRequestFacts {
  owner: string
  repo: string
  number: number
  title: string
  body: string
  author: string
  state: 'open' | 'closed'
  merged: boolean
  draft: boolean
  locked: boolean
  baseRef: string
  baseSha: string
  headRef: string
  headSha: string
  /** owner/name of the base repository. */
  baseRepoFullName: string
  /** owner/name of the head repository; undefined when the fork was deleted. */
  headRepoFullName: string | undefined
  changedFiles: number
  /** Review comments on the PR (`review_comments`); bounds the number of review threads. */
  reviewComments?: number
  additions: number
  deletions: number
  commits: number
  createdAt: string
  updatedAt: string
  htmlUrl: string
}

export interface LoadedFiles {
  files: ChangedFile[]
  /** Caps GitHub imposed while listing (e.g. its 3,000-file limit). */
  caps: CapReached[]
  pages: number
  /** Files read again alone because GitHub listed them past its patch budget for one page (withheld-patches.ts). */
  reread: number
}

export interface Review {
  id: number
  author: string
  state: string
  body: string
  commitId: string | undefined
  submittedAt: string | undefined
  /** GraphQL node id, to ask who last edited the body (review-edits.ts). */
  nodeId?: string
}

export interface IssueComment {
  id: number
  author: string
  body: string
  createdAt: string
}

export interface LoadedIssueComments {
  /** Oldest first; only the newest `limit` are kept. */
  comments: IssueComment[]
  total: number
  caps: CapReached[]
}

export interface ThreadComment {
  /** GraphQL node id. */
  id: string
  databaseId: number
  author: string
  body: string
  createdAt: string
  /** databaseId of the comment this one replies to, if any. */
  replyToId: number | undefined
  /** Who last edited the comment (REST spelling; `ghost` for a deleted account); undefined when never edited. */
  editedBy?: string
  /** The body as first posted, when someone other than its author edited it (comment-edits.ts); undefined when lost. */
  original?: string
}

export interface ReviewThread {
  id: string
  isResolved: boolean
  isOutdated: boolean
  path: string
  /** Current line; undefined once the thread is outdated, and on a comment on the whole file. */
  line: number | undefined
  originalLine: number | undefined
  side: 'LEFT' | 'RIGHT'
  /**
   * 'file' for a comment on the whole file (GraphQL `subjectType: FILE`): it never had a line, so a
   * missing one says nothing about the code having moved. Absent in records built before it was read.
   */
  subject?: 'line' | 'file'
  /** Login of whoever resolved it (GraphQL spelling: an app's bare slug); undefined when open. */
  resolvedBy: string | undefined
  /**
   * An open thread this token may reply to but not resolve (GraphQL viewerCanReply true, viewerCanResolve false): our "Fixed" on it was
   * given without a resolution (lifecycle.ts), so its staying open is no developer's reopening.
   */
  unresolvable?: true
  /**
   * GitHub's paging did not give this thread's newest comments (threads.ts: the page cap): `comments`
   * holds the oldest ones only, so who spoke last on it is unknown.
   */
  commentsCut?: true
  /** Root first. */
  comments: ThreadComment[]
}

/** An unresolved finding an earlier Harbourmaster run posted, recognised by its marker. */
export interface EarlierFinding {
  findingId: string
  threadId: string
  rootCommentId: number
  path: string
  line: number | undefined
  isOutdated: boolean
}
