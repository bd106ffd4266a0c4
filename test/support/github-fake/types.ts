// The fake's state model: plain typed records, close to what GitHub stores, from which
// the REST and GraphQL views are rendered. Tests seed and inspect these directly.
import type { FakeCommentEdit } from './comment-edits.js'

export type PullState = 'open' | 'closed'
export type ReviewState = 'PENDING' | 'COMMENTED' | 'APPROVED' | 'CHANGES_REQUESTED' | 'DISMISSED'
export type ReviewEvent = 'COMMENT' | 'APPROVE' | 'REQUEST_CHANGES'
export type FileStatus = 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged'
export type Side = 'LEFT' | 'RIGHT'
export type SubjectType = 'line' | 'file'

export interface FakeUser {
  login: string
  id: number
  nodeId: string
  type: 'User' | 'Bot'
}

export interface FakeRepo {
  id: number
  nodeId: string
  owner: string
  name: string
  /** owner/name as created; lookups are case-insensitive like GitHub's. */
  fullName: string
  defaultBranch: string
  private: boolean
  /** Full name of the repository this one was forked from, if any. */
  parentFullName?: string
}

export interface FakeFile {
  filename: string
  status: FileStatus
  additions: number
  deletions: number
  changes: number
  /** Absent for binary files and for diffs GitHub considers too large, as on GitHub. */
  patch?: string
  previous_filename?: string
  sha: string
  /** A git submodule's pointer: GitHub lists it with `blob_url` and `raw_url` null. */
  submodule?: boolean
}

export interface FakePullRequest {
  id: number
  nodeId: string
  /** Base repository full name (owner/name). */
  repoFullName: string
  number: number
  title: string
  body: string | null
  state: PullState
  locked: boolean
  draft: boolean
  merged: boolean
  user: string
  head: { sha: string; ref: string; repoFullName: string }
  base: { sha: string; ref: string }
  /** Every head SHA this PR has had, oldest first; the last one is head.sha. */
  headHistory: string[]
  files: FakeFile[]
  /** The PR's files as they were at each earlier head (a review may name one as its commit_id). */
  filesAt?: Record<string, FakeFile[]>
  createdAt: string
  updatedAt: string
  closedAt: string | null
}

export interface FakeIssueComment {
  id: number
  nodeId: string
  body: string
  user: string
  createdAt: string
  updatedAt: string
}

export interface FakeReview {
  id: number
  nodeId: string
  user: string
  body: string
  state: ReviewState
  commitId: string
  submittedAt: string | null
  /** Revisions of the body, oldest first, once someone edited it (comment-edits.ts). */
  edits?: FakeCommentEdit[]
}

export interface FakeReviewComment {
  id: number
  nodeId: string
  reviewId: number
  threadId: string
  path: string
  /** Null when the thread is outdated (GitHub reports the position only as original_line then) and on a file-level comment. */
  line: number | null
  /** Null on a file-level comment (subject_type "file"), which has no line at all. */
  originalLine: number | null
  side: Side
  /** "file" for a comment on the whole file (GitHub's file comments, 2023): no line, no position. */
  subjectType: SubjectType
  startLine: number | null
  startSide: Side | null
  commitId: string
  originalCommitId: string
  diffHunk: string
  body: string
  user: string
  inReplyToId: number | null
  createdAt: string
  updatedAt: string
  /** Revisions, oldest first, once someone edited it (comment-edits.ts). */
  edits?: FakeCommentEdit[]
}

export interface FakeThread {
  /** GraphQL node id (PRRT_...). */
  id: string
  pullKey: string
  path: string
  line: number | null
  /** Null for a file-level thread. */
  originalLine: number | null
  startLine: number | null
  side: Side
  subjectType: SubjectType
  isResolved: boolean
  isOutdated: boolean
  resolvedBy: string | null
  /** Review comment database ids, root first. */
  commentIds: number[]
  /**
   * False when no token may resolve it (GitHub's viewerCanResolve): a role or an app's permission
   * that can reply but not resolve. Replies are still taken; resolveReviewThread is refused.
   */
  resolvable?: false
}

export interface FileSeed {
  filename: string
  status?: FileStatus
  patch?: string | null
  additions?: number
  deletions?: number
  previous_filename?: string
  /** The file's blob id at the head, as GitHub lists it (default: a hash of name and patch). */
  sha?: string
  /** A git submodule (GitHub lists it with `blob_url` and `raw_url` null). */
  submodule?: boolean
}

export interface PullRequestSeed {
  owner: string
  repo: string
  number?: number
  title?: string
  body?: string | null
  user?: string
  state?: PullState
  locked?: boolean
  draft?: boolean
  head?: { sha?: string; ref?: string; repoFullName?: string }
  base?: { sha?: string; ref?: string }
  files?: FileSeed[]
}

export interface ReviewCommentSeed {
  path: string
  line: number
  side?: Side
  startLine?: number
  body: string
  user?: string
}

export interface ReviewSeed {
  user?: string
  body?: string
  state?: ReviewState
  commitId?: string
  submittedAt?: string
  comments?: ReviewCommentSeed[]
}

/** A line thread, or (`subjectType: 'file'`) a comment on the whole file as GitHub's "comment on this file" makes it: no line. */
export type ThreadSeed = ThreadSeedBase & ({ line: number; subjectType?: 'line' } | { subjectType: 'file'; line?: undefined; startLine?: undefined })

interface ThreadSeedBase {
  path: string
  side?: Side
  startLine?: number
  /** Root first; a plain string is written by `author`. */
  comments: Array<string | { body: string; user?: string }>
  resolved?: boolean
  outdated?: boolean
  /** Author of the root comment and of string comments; defaults to `octocat`. */
  author?: string
}

export interface RequestLogEntry {
  method: string
  path: string
  /** OpenAPI-style template ('/repos/{owner}/{repo}/pulls/{pull_number}'), 'graphql', or null when unrouted. */
  route: string | null
  status: number
  ms: number
  graphqlOperation?: string
  /** query or mutation: a GraphQL POST writes only as a mutation. */
  graphqlType?: 'query' | 'mutation' | 'subscription'
  faulted?: boolean
  /** With lockstep rounds on (`useRounds`), the round this request was answered in. */
  round?: number
}

export interface DriftError {
  kind: 'rest-request' | 'rest-response' | 'graphql-document' | 'graphql-response'
  method: string
  route: string
  status: number
  message: string
}

export interface FaultSpec {
  /** HTTP method; any method when absent. */
  method?: string
  /** OpenAPI-style route template, or 'graphql'. */
  route: string
  /** Only GraphQL requests whose operation name (or first root field) equals this. */
  graphqlOperation?: string
  /** How many matching requests it answers; default 1. */
  times?: number
  /**
   * Matches only while this holds, checked as the request arrives: a test registers a fault before
   * the run and lets it apply from a point the runner reaches (a file it writes), with no window in
   * which a loaded machine lets the request pass before the test installs the fault.
   */
  when?: () => boolean
  status?: number
  headers?: Record<string, string>
  body?: unknown
  /** Wait before answering; with no status, body, reset or graphqlErrors the real answer follows (pure latency). */
  delayMs?: number
  /** Holds the answer until this settles (a test waits for something the runner does meanwhile); latency only when nothing else is set. */
  holdUntil?: Promise<unknown>
  /** Perform the real effect first (e.g. store the review), then answer with the fault. */
  applyFirst?: boolean
  /** Destroy the socket without answering. */
  resetConnection?: boolean
  /** GraphQL: answer 200 with these errors next to the real (partial) data, and the fault's headers besides the real ones. */
  graphqlErrors?: Array<{ message: string; type?: string; path?: Array<string | number>; extensions?: Record<string, unknown> }>
}
