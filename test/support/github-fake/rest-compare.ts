// GET /repos/{owner}/{repo}/compare/{basehead}: GitHub's comparison of two commits.
// Files come only with page 1 and at most 300 for the whole comparison; commits page
// with per_page/page (250 without paging parameters), as the REST reference says.
import { compareCommits, type FakeCommit } from './commits.js'
import { netFiles } from './net-compare.js'
import { notFound, paginate, type RestContext, type RestHandler } from './rest-kit.js'
import { HTML_BASE } from './rest-render.js'

/** GitHub lists at most this many files of a comparison. */
export const MAX_COMPARE_FILES = 300
const DOCS = 'https://docs.github.com/rest/commits/commits#compare-two-commits'

function renderCommit(ctx: RestContext, repoPath: string, commit: FakeCommit, author: string): Record<string, unknown> {
  const url = `${ctx.render.apiUrl}/repos/${repoPath}/commits/${commit.sha}`
  const person = { name: author, email: `${author}@users.noreply.github.com`, date: commit.date }
  return {
    url,
    sha: commit.sha,
    node_id: `C_kwDO${Buffer.from(commit.sha.slice(0, 12)).toString('base64url')}`,
    html_url: `${HTML_BASE}/${repoPath}/commit/${commit.sha}`,
    comments_url: `${url}/comments`,
    commit: {
      url: `${ctx.render.apiUrl}/repos/${repoPath}/git/commits/${commit.sha}`,
      author: person,
      committer: person,
      message: commit.message,
      comment_count: 0,
      tree: { sha: commit.sha.split('').reverse().join(''), url: `${ctx.render.apiUrl}/repos/${repoPath}/git/trees/${commit.sha}` },
      verification: { verified: false, reason: 'unsigned', payload: null, signature: null, verified_at: null },
    },
    author: ctx.render.user(author),
    committer: ctx.render.user(author),
    parents: commit.parents.map((sha) => ({
      sha,
      url: `${ctx.render.apiUrl}/repos/${repoPath}/commits/${sha}`,
      html_url: `${HTML_BASE}/${repoPath}/commit/${sha}`,
    })),
  }
}

export const compareCommitsRoute: RestHandler = (ctx) => {
  const repo = ctx.state.repo(ctx.params.owner ?? '', ctx.params.repo ?? '')
  const match = /^([0-9a-f]{40})\.\.\.([0-9a-f]{40})$/.exec(ctx.params.basehead ?? '')
  if (!repo || !match) return notFound(DOCS)
  const [, base = '', head = ''] = match
  const comparison = compareCommits(ctx.state.commits, base, head)
  if (!comparison) return notFound(DOCS)
  const repoPath = repo.fullName
  const paged = ctx.url.searchParams.has('per_page') || ctx.url.searchParams.has('page')
  const page = Number(ctx.url.searchParams.get('page') ?? 1)
  const commits = paged ? paginate(ctx, comparison.commits) : { page: comparison.commits.slice(-250), headers: {} }
  const baseCommit = ctx.state.commits.get(base) as FakeCommit
  // The net change from the merge base, as GitHub lists it (net-compare.ts); commits no pull request lists combine their own files.
  const pulls = [...ctx.state.buckets.values()].map((b) => b.pull).filter((p) => p.repoFullName.toLowerCase() === repoPath.toLowerCase())
  const files = netFiles(pulls, comparison.mergeBase.sha, head, comparison.commits) ?? comparison.files
  const url = `${ctx.render.apiUrl}/repos/${repoPath}/compare/${base}...${head}`
  const html = `${HTML_BASE}/${repoPath}/compare/${base}...${head}`
  return {
    status: 200,
    headers: commits.headers,
    body: {
      url,
      html_url: html,
      permalink_url: `${HTML_BASE}/${repoPath}/compare/${repo.owner}:${base.slice(0, 7)}...${repo.owner}:${head.slice(0, 7)}`,
      diff_url: `${html}.diff`,
      patch_url: `${html}.patch`,
      base_commit: renderCommit(ctx, repoPath, baseCommit, repo.owner),
      merge_base_commit: renderCommit(ctx, repoPath, comparison.mergeBase, repo.owner),
      status: comparison.status,
      ahead_by: comparison.commits.length,
      behind_by: comparison.behindBy,
      total_commits: comparison.commits.length,
      commits: commits.page.map((c) => renderCommit(ctx, repoPath, c, repo.owner)),
      ...(paged && page > 1 ? {} : { files: files.slice(0, MAX_COMPARE_FILES).map((f) => ctx.render.fileAt(repoPath, head, f)) }),
    },
  }
}
