// Pull requests, their files (3,000-file cap like GitHub), issue comments and the
// authenticated user.
import { forbidden, intParam, notFound, paginate, type RestHandler } from './rest-kit.js'
import type { FakeFile } from './types.js'

/** GitHub lists at most this many files of a pull request; later pages come back empty. */
export const MAX_LISTED_FILES = 3000

/**
 * Once the patches already in one files response add up to about 20,000 lines, GitHub lists the
 * later files of that response with `additions`, `deletions` and `changes` 0 and no patch,
 * unmarked; the same file on a smaller page has both (github.com/orgs/community/discussions/213491).
 */
export const RESPONSE_PATCH_LINES = 20_000

/** The rows of one response as GitHub sends them: past the response's patch budget, no patch and no counts. */
export function withinResponseBudget(rows: readonly FakeFile[]): FakeFile[] {
  let lines = 0
  return rows.map((row): FakeFile => {
    if (lines >= RESPONSE_PATCH_LINES) {
      const { patch: _dropped, ...rest } = row
      return { ...rest, additions: 0, deletions: 0, changes: 0 }
    }
    lines += row.patch === undefined ? 0 : row.patch.split('\n').length
    return row
  })
}

export const getPull: RestHandler = (ctx) => {
  const number = intParam(ctx, 'pull_number')
  const pull = number === undefined ? undefined : ctx.state.pull(ctx.params.owner ?? '', ctx.params.repo ?? '', number)
  if (!pull) return notFound('https://docs.github.com/rest/pulls/pulls#get-a-pull-request')
  return { status: 200, body: ctx.render.pull(pull) }
}

export const listFiles: RestHandler = (ctx) => {
  const number = intParam(ctx, 'pull_number')
  const pull = number === undefined ? undefined : ctx.state.pull(ctx.params.owner ?? '', ctx.params.repo ?? '', number)
  if (!pull) return notFound('https://docs.github.com/rest/pulls/pulls#list-pull-requests-files')
  const { page, headers } = paginate(ctx, pull.files, MAX_LISTED_FILES)
  return { status: 200, body: withinResponseBudget(page).map((file) => ctx.render.file(pull, file)), headers }
}

export const listIssueComments: RestHandler = (ctx) => {
  const number = intParam(ctx, 'issue_number')
  const bucket = number === undefined ? undefined : ctx.state.findBucket(ctx.params.owner ?? '', ctx.params.repo ?? '', number)
  if (!bucket) return notFound('https://docs.github.com/rest/issues/comments#list-issue-comments')
  const { page, headers } = paginate(ctx, bucket.issueComments)
  return { status: 200, body: page.map((comment) => ctx.render.issueComment(bucket.pull, comment)), headers }
}

export const getAuthenticatedUser: RestHandler = (ctx) => {
  if (!ctx.login)
    return {
      status: 401,
      body: { message: 'Requires authentication', documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user', status: '401' },
    }
  // An installation token (GITHUB_TOKEN) has no user behind it; GitHub refuses this call.
  if (ctx.login.endsWith('[bot]'))
    return forbidden('Resource not accessible by integration', 'https://docs.github.com/rest/users/users#get-the-authenticated-user')
  const user = ctx.render.user(ctx.login)
  return {
    status: 200,
    body: {
      ...user,
      user_view_type: 'private',
      name: null,
      company: null,
      blog: '',
      location: null,
      email: null,
      hireable: null,
      bio: null,
      twitter_username: null,
      notification_email: null,
      public_repos: 1,
      public_gists: 0,
      followers: 0,
      following: 0,
      created_at: '2015-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
      private_gists: 0,
      total_private_repos: 0,
      owned_private_repos: 0,
      disk_usage: 0,
      collaborators: 0,
      two_factor_authentication: true,
      plan: { collaborators: 0, name: 'free', space: 976562499, private_repos: 10000 },
    },
  }
}
