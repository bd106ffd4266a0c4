// The fake's stateful store. Seed helpers build realistic records (ids from large
// numbers, node ids, SHAs); the REST and GraphQL layers read and mutate the same records,
// so a review posted over REST shows up as a thread over GraphQL.
import { createHash } from 'node:crypto'
import { relocateThread, type FakeCommit } from './commits.js'
import { diffHunkFor } from './diff-hunks.js'
import { filesAt, rememberFiles, toFile } from './pull-files.js'
import type {
  FakeFile,
  FakeIssueComment,
  FakePullRequest,
  FakeRepo,
  FakeReview,
  FakeReviewComment,
  FakeThread,
  FakeUser,
  FileSeed,
  PullRequestSeed,
  ReviewSeed,
  Side,
  ThreadSeed,
} from './types.js'

export const DEFAULT_AUTHOR = 'octocat'

interface PullBucket {
  pull: FakePullRequest
  reviews: FakeReview[]
  reviewComments: FakeReviewComment[]
  threads: FakeThread[]
  issueComments: FakeIssueComment[]
  /** Label names on the pull request (its issue), in the order added. */
  labels: string[]
}

export interface NewReviewComment {
  path: string
  /** Null for a file-level comment (subject_type "file"). */
  line: number | null
  side: Side
  startLine: number | null
  startSide: Side | null
  body: string
  user: string
  commitId: string
}

export function shaFor(seed: string): string {
  return createHash('sha1').update(seed).digest('hex')
}

export function nodeId(prefix: string, id: number): string {
  return `${prefix}_kwDO${Buffer.from(`0:${id}`).toString('base64url')}`
}

export function githubTime(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

function pullKey(fullName: string, number: number): string {
  return `${fullName.toLowerCase()}#${number}`
}

export class GitHubState {
  private readonly repos = new Map<string, FakeRepo>()
  /** By pull request; read by node lookups (comment-edits.ts). */
  readonly buckets = new Map<string, PullBucket>()
  private readonly users = new Map<string, FakeUser>()
  private readonly threadsByNodeId = new Map<string, FakeThread>()
  private readonly commentsById = new Map<number, { bucket: PullBucket; comment: FakeReviewComment }>()
  private nextRepoId = 700_000_000
  private nextPullId = 1_800_000_000
  private nextPullNumber = new Map<string, number>()
  private nextReviewId = 3_600_000_000
  private nextCommentId = 3_100_000_000
  private nextIssueCommentId = 2_300_000_000
  private nextUserId = 9_000_000
  private nextThreadId = 1_100_000_000
  private shaCounter = 0
  /** Every commit the fake knows, by SHA (all repositories share one object store, like a fork network). */
  readonly commits = new Map<string, FakeCommit>()

  /** Returns (creating on first use) the user with this login; `[bot]` logins are Bots. */
  user(login: string): FakeUser {
    let user = this.users.get(login.toLowerCase())
    if (!user) {
      const id = login === 'github-actions[bot]' ? 41898282 : this.nextUserId++
      user = { login, id, nodeId: nodeId(login.endsWith('[bot]') ? 'BOT' : 'U', id), type: login.endsWith('[bot]') ? 'Bot' : 'User' }
      this.users.set(login.toLowerCase(), user)
    }
    return user
  }

  newSha(): string {
    return shaFor(`harbourmaster-fake-${++this.shaCounter}`)
  }

  addRepo(owner: string, name: string, opts: { private?: boolean; defaultBranch?: string; parentFullName?: string } = {}): FakeRepo {
    const fullName = `${owner}/${name}`
    const existing = this.repos.get(fullName.toLowerCase())
    if (existing) return existing
    const id = this.nextRepoId++
    const repo: FakeRepo = {
      id,
      nodeId: nodeId('R', id),
      owner,
      name,
      fullName,
      defaultBranch: opts.defaultBranch ?? 'main',
      private: opts.private ?? false,
      ...(opts.parentFullName ? { parentFullName: opts.parentFullName } : {}),
    }
    this.repos.set(fullName.toLowerCase(), repo)
    this.user(owner)
    return repo
  }

  private readonly contents = new Map<string, Map<string, string>>()

  /** Files of a repository at a ref (a commit SHA or branch name), as the contents API serves them. */
  setContents(owner: string, repo: string, ref: string, files: Record<string, string>): void {
    this.addRepo(owner, repo)
    this.contents.set(`${owner}/${repo}@${ref}`.toLowerCase(), new Map(Object.entries(files)))
  }

  content(owner: string, repo: string, ref: string, path: string): string | undefined {
    return this.contents.get(`${owner}/${repo}@${ref}`.toLowerCase())?.get(path)
  }

  contentPaths(owner: string, repo: string, ref: string): string[] {
    return [...(this.contents.get(`${owner}/${repo}@${ref}`.toLowerCase())?.keys() ?? [])]
  }

  labels(owner: string, repo: string, number: number): string[] {
    return [...(this.findBucket(owner, repo, number)?.labels ?? [])]
  }

  repo(owner: string, name: string): FakeRepo | undefined {
    return this.repos.get(`${owner}/${name}`.toLowerCase())
  }

  repoByFullName(fullName: string): FakeRepo | undefined {
    return this.repos.get(fullName.toLowerCase())
  }

  addPullRequest(seed: PullRequestSeed): FakePullRequest {
    const repo = this.addRepo(seed.owner, seed.repo)
    const repoKey = repo.fullName.toLowerCase()
    const number = seed.number ?? this.nextPullNumber.get(repoKey) ?? 1
    this.nextPullNumber.set(repoKey, Math.max(number + 1, this.nextPullNumber.get(repoKey) ?? 1))
    const headRepoFullName = seed.head?.repoFullName ?? repo.fullName
    if (headRepoFullName.toLowerCase() !== repoKey) {
      const [forkOwner = 'fork', forkName = repo.name] = headRepoFullName.split('/')
      this.addRepo(forkOwner, forkName, { parentFullName: repo.fullName })
    }
    const headSha = seed.head?.sha ?? this.newSha()
    const id = this.nextPullId++
    const now = githubTime()
    const pull: FakePullRequest = {
      id,
      nodeId: nodeId('PR', id),
      repoFullName: repo.fullName,
      number,
      title: seed.title ?? `Change ${number}`,
      body: seed.body === undefined ? 'Please review.' : seed.body,
      state: seed.state ?? 'open',
      locked: seed.locked ?? false,
      draft: seed.draft ?? false,
      merged: false,
      user: seed.user ?? DEFAULT_AUTHOR,
      head: { sha: headSha, ref: seed.head?.ref ?? `feature-${number}`, repoFullName: headRepoFullName },
      base: { sha: seed.base?.sha ?? this.newSha(), ref: seed.base?.ref ?? repo.defaultBranch },
      headHistory: [headSha],
      files: (seed.files ?? []).map((file) => this.toFile(file)),
      createdAt: now,
      updatedAt: now,
      closedAt: seed.state === 'closed' ? now : null,
    }
    this.user(pull.user)
    // The base commit and the head commit on top of it, so compare answers from the PR's first push.
    this.addCommit({ sha: pull.base.sha, parents: [], message: 'Base', files: [] })
    this.addCommit({ sha: headSha, parents: [pull.base.sha], message: `Change ${number}`, files: pull.files })
    const key = pullKey(repo.fullName, number)
    if (this.buckets.has(key)) throw new Error(`pull request ${key} already exists in the fake`)
    this.buckets.set(key, { pull, reviews: [], reviewComments: [], threads: [], issueComments: [], labels: [] })
    return pull
  }

  toFile(seed: FileSeed): FakeFile {
    return toFile(seed)
  }

  pull(owner: string, repo: string, number: number): FakePullRequest | undefined {
    return this.buckets.get(pullKey(`${owner}/${repo}`, number))?.pull
  }

  /** Internal: the bucket for a PR, or a thrown error naming it (a seeding mistake in a test). */
  bucket(owner: string, repo: string, number: number): PullBucket {
    const bucket = this.buckets.get(pullKey(`${owner}/${repo}`, number))
    if (!bucket) throw new Error(`no pull request ${owner}/${repo}#${number} in the fake`)
    return bucket
  }

  findBucket(owner: string, repo: string, number: number): PullBucket | undefined {
    return this.buckets.get(pullKey(`${owner}/${repo}`, number))
  }

  setFiles(owner: string, repo: string, number: number, files: FileSeed[]): void {
    this.bucket(owner, repo, number).pull.files = files.map((file) => this.toFile(file))
  }

  setDraft(owner: string, repo: string, number: number, draft: boolean): void {
    const pull = this.bucket(owner, repo, number).pull
    pull.draft = draft
    pull.updatedAt = githubTime()
  }

  /** Moves the head, as a push to the PR branch does; earlier SHAs stay valid commit ids. */
  pushHead(owner: string, repo: string, number: number, newSha: string = this.newSha()): string {
    const pull = this.bucket(owner, repo, number).pull
    rememberFiles(pull)
    this.addCommit({ sha: newSha, parents: [pull.head.sha], message: 'Push', files: [] })
    pull.head.sha = newSha
    pull.headHistory.push(newSha)
    pull.updatedAt = githubTime()
    return newSha
  }

  addCommit(commit: Omit<FakeCommit, 'date'> & { date?: string }): FakeCommit {
    const existing = this.commits.get(commit.sha)
    if (existing) return existing
    const stored: FakeCommit = { ...commit, date: commit.date ?? githubTime() }
    this.commits.set(stored.sha, stored)
    return stored
  }

  /**
   * A push of one commit to the PR branch: `changes` is what the commit changed
   * (relative to the current head, or to the base on a force-push), `files` the
   * PR's files afterwards (base...new head). Threads on changed files move or
   * become outdated as on GitHub.
   */
  pushCommit(owner: string, repo: string, number: number, push: { changes: FileSeed[]; files: FileSeed[]; force?: boolean; message?: string }): string {
    const bucket = this.bucket(owner, repo, number)
    const pull = bucket.pull
    const changes = push.changes.map((file) => this.toFile(file))
    const sha = this.newSha()
    this.addCommit({
      sha,
      parents: [push.force ? pull.base.sha : pull.head.sha],
      message: push.message ?? `Push ${pull.headHistory.length + 1}`,
      files: changes,
    })
    for (const thread of bucket.threads) {
      // A file renamed away leaves its threads on the old path, outdated, as on GitHub.
      const change = changes.find((c) => c.filename === thread.path || c.previous_filename === thread.path)
      if (!change) continue
      const moved = change.filename === thread.path ? relocateThread(thread, change) : { line: null, outdated: true }
      if (moved.outdated && !thread.isOutdated) this.markOutdated(thread)
      else if (!moved.outdated && moved.line !== thread.line) {
        thread.line = moved.line
        for (const id of thread.commentIds) {
          const comment = this.commentsById.get(id)?.comment
          if (comment) comment.line = moved.line
        }
      }
    }
    rememberFiles(pull)
    pull.files = push.files.map((file) => this.toFile(file))
    this.pushHead(owner, repo, number, sha)
    return sha
  }

  filesAt(pull: FakePullRequest, sha: string): FakeFile[] {
    return filesAt(pull, sha)
  }

  closePullRequest(owner: string, repo: string, number: number): void {
    const pull = this.bucket(owner, repo, number).pull
    pull.state = 'closed'
    pull.closedAt = githubTime()
    pull.updatedAt = pull.closedAt
  }

  lockPullRequest(owner: string, repo: string, number: number, locked = true): void {
    this.bucket(owner, repo, number).pull.locked = locked
  }

  addIssueComment(owner: string, repo: string, number: number, seed: { body: string; user?: string; createdAt?: string }): FakeIssueComment {
    const bucket = this.bucket(owner, repo, number)
    const id = this.nextIssueCommentId++
    const createdAt = seed.createdAt ?? githubTime()
    const comment: FakeIssueComment = { id, nodeId: nodeId('IC', id), body: seed.body, user: seed.user ?? DEFAULT_AUTHOR, createdAt, updatedAt: createdAt }
    this.user(comment.user)
    bucket.issueComments.push(comment)
    return comment
  }

  /** Seeds a review; each of its comments starts a thread. Lines are not checked against the diff here. */
  addReview(owner: string, repo: string, number: number, seed: ReviewSeed = {}): FakeReview {
    const bucket = this.bucket(owner, repo, number)
    const review = this.createReview(bucket, {
      user: seed.user ?? DEFAULT_AUTHOR,
      body: seed.body ?? '',
      state: seed.state ?? 'COMMENTED',
      commitId: seed.commitId ?? bucket.pull.head.sha,
      submittedAt: seed.submittedAt,
    })
    for (const comment of seed.comments ?? []) {
      this.addRootComment(bucket, review, {
        path: comment.path,
        line: comment.line,
        side: comment.side ?? 'RIGHT',
        startLine: comment.startLine ?? null,
        startSide: comment.startLine ? (comment.side ?? 'RIGHT') : null,
        body: comment.body,
        user: comment.user ?? review.user,
        commitId: review.commitId,
      })
    }
    return review
  }

  /** Seeds one thread: a COMMENTED review holding the root comment, then replies. */
  addThread(owner: string, repo: string, number: number, seed: ThreadSeed): FakeThread {
    const bucket = this.bucket(owner, repo, number)
    const author = seed.author ?? DEFAULT_AUTHOR
    const [root, ...replies] = seed.comments.map((c) => (typeof c === 'string' ? { body: c, user: author } : { body: c.body, user: c.user ?? author }))
    if (!root) throw new Error('a thread needs at least one comment')
    const review = this.createReview(bucket, { user: root.user, body: '', state: 'COMMENTED', commitId: bucket.pull.head.sha })
    const side = seed.side ?? 'RIGHT'
    const first = this.addRootComment(bucket, review, {
      path: seed.path,
      line: seed.subjectType === 'file' ? null : seed.line,
      side,
      startLine: seed.startLine ?? null,
      startSide: seed.startLine ? side : null,
      body: root.body,
      user: root.user,
      commitId: review.commitId,
    })
    for (const reply of replies) this.addReply(bucket, first.id, reply.body, reply.user)
    const thread = this.threadOf(bucket, first)
    if (seed.outdated) this.markOutdated(thread)
    if (seed.resolved) {
      thread.isResolved = true
      thread.resolvedBy = author
    }
    return thread
  }

  createReview(
    bucket: PullBucket,
    input: { user: string; body: string; state: FakeReview['state']; commitId: string; submittedAt?: string | undefined },
  ): FakeReview {
    const id = this.nextReviewId++
    const review: FakeReview = {
      id,
      nodeId: nodeId('PRR', id),
      user: input.user,
      body: input.body,
      state: input.state,
      commitId: input.commitId,
      submittedAt: input.state === 'PENDING' ? null : (input.submittedAt ?? githubTime()),
    }
    this.user(review.user)
    bucket.reviews.push(review)
    return review
  }

  addRootComment(bucket: PullBucket, review: FakeReview, input: NewReviewComment): FakeReviewComment {
    const file = this.filesAt(bucket.pull, input.commitId).find((f) => f.filename === input.path)
    const threadId = nodeId('PRRT', this.nextThreadId++)
    // A file-level comment has no line to take a hunk around (GitHub does not document its diff_hunk; the fake leaves it empty).
    const hunk = file?.patch && input.line !== null ? diffHunkFor(file.patch, input.line, input.side) : ''
    const comment = this.storeComment(bucket, review.id, threadId, input, hunk, null)
    const thread: FakeThread = {
      id: threadId,
      pullKey: pullKey(bucket.pull.repoFullName, bucket.pull.number),
      path: input.path,
      line: input.line,
      originalLine: input.line,
      startLine: input.startLine,
      side: input.side,
      subjectType: input.line === null ? 'file' : 'line',
      isResolved: false,
      isOutdated: false,
      resolvedBy: null,
      commentIds: [comment.id],
    }
    bucket.threads.push(thread)
    this.threadsByNodeId.set(threadId, thread)
    // A comment on an earlier head whose file has changed since is outdated on the live diff (a file-level one has no line to lose).
    if (input.line !== null && file?.patch !== bucket.pull.files.find((f) => f.filename === input.path)?.patch) this.markOutdated(thread)
    return comment
  }

  /** Replies on the thread whose root is `inReplyToId` (GitHub re-roots replies to replies). */
  addReply(bucket: PullBucket, inReplyToId: number, body: string, user: string, reviewId?: number): FakeReviewComment {
    const target = this.commentsById.get(inReplyToId)
    if (!target || target.bucket !== bucket) throw new Error(`no review comment ${inReplyToId} on this pull request`)
    const rootId = target.comment.inReplyToId ?? target.comment.id
    const root = this.commentsById.get(rootId)?.comment ?? target.comment
    const review = reviewId ?? this.createReview(bucket, { user, body: '', state: 'COMMENTED', commitId: bucket.pull.head.sha }).id
    const reply = this.storeComment(
      bucket,
      review,
      root.threadId,
      {
        path: root.path,
        line: root.originalLine,
        side: root.side,
        startLine: root.startLine,
        startSide: root.startSide,
        body,
        user,
        commitId: bucket.pull.head.sha,
      },
      root.diffHunk,
      rootId,
    )
    reply.line = root.line
    reply.originalCommitId = root.originalCommitId
    this.threadOf(bucket, root).commentIds.push(reply.id)
    return reply
  }

  private storeComment(
    bucket: PullBucket,
    reviewId: number,
    threadId: string,
    input: NewReviewComment,
    diffHunk: string,
    inReplyToId: number | null,
  ): FakeReviewComment {
    const id = this.nextCommentId++
    const now = githubTime()
    const comment: FakeReviewComment = {
      id,
      nodeId: nodeId('PRRC', id),
      reviewId,
      threadId,
      path: input.path,
      line: input.line,
      originalLine: input.line,
      side: input.side,
      subjectType: input.line === null ? 'file' : 'line',
      startLine: input.startLine,
      startSide: input.startSide,
      commitId: input.commitId,
      originalCommitId: input.commitId,
      diffHunk,
      body: input.body,
      user: input.user,
      inReplyToId,
      createdAt: now,
      updatedAt: now,
    }
    this.user(comment.user)
    bucket.reviewComments.push(comment)
    this.commentsById.set(id, { bucket, comment })
    return comment
  }

  private markOutdated(thread: FakeThread): void {
    thread.isOutdated = true
    thread.line = null
    for (const id of thread.commentIds) {
      const comment = this.commentsById.get(id)?.comment
      if (comment) comment.line = null
    }
  }

  threadOf(bucket: PullBucket, comment: FakeReviewComment): FakeThread {
    const thread = this.threadsByNodeId.get(comment.threadId)
    if (!thread) throw new Error(`thread ${comment.threadId} missing`)
    return thread
  }

  thread(nodeIdValue: string): FakeThread | undefined {
    return this.threadsByNodeId.get(nodeIdValue)
  }

  comment(id: number): FakeReviewComment | undefined {
    return this.commentsById.get(id)?.comment
  }

  bucketOfThread(thread: FakeThread): PullBucket | undefined {
    return this.buckets.get(thread.pullKey)
  }

  removeReview(bucket: PullBucket, reviewId: number): void {
    bucket.reviews = bucket.reviews.filter((r) => r.id !== reviewId)
    const removed = bucket.reviewComments.filter((c) => c.reviewId === reviewId)
    bucket.reviewComments = bucket.reviewComments.filter((c) => c.reviewId !== reviewId)
    for (const comment of removed) {
      this.commentsById.delete(comment.id)
      const thread = this.threadsByNodeId.get(comment.threadId)
      if (!thread) continue
      thread.commentIds = thread.commentIds.filter((id) => id !== comment.id)
      if (thread.commentIds.length === 0) {
        this.threadsByNodeId.delete(thread.id)
        bucket.threads = bucket.threads.filter((t) => t !== thread)
      }
    }
  }

  // Read helpers: copies of the lists so a test cannot mutate the fake by accident.
  reviews(owner: string, repo: string, number: number): FakeReview[] {
    return [...this.bucket(owner, repo, number).reviews]
  }

  reviewComments(owner: string, repo: string, number: number): FakeReviewComment[] {
    return [...this.bucket(owner, repo, number).reviewComments]
  }

  threads(owner: string, repo: string, number: number): FakeThread[] {
    return [...this.bucket(owner, repo, number).threads]
  }

  issueComments(owner: string, repo: string, number: number): FakeIssueComment[] {
    return [...this.bucket(owner, repo, number).issueComments]
  }

  /** The id of the newest review comment (ids only grow). */
  lastCommentId(): number {
    return this.nextCommentId - 1
  }

  /** Comments of a thread, root first. */
  threadComments(thread: FakeThread): FakeReviewComment[] {
    return thread.commentIds.map((id) => this.commentsById.get(id)?.comment).filter((c): c is FakeReviewComment => c !== undefined)
  }
}
