// Renders state records as GitHub's REST JSON. Field sets follow the OpenAPI schemas
// (every required field present, realistic values), so validation checks these shapes
// rather than the fake excusing itself.
import type { GitHubState } from './state.js'
import type { FakeFile, FakeIssueComment, FakePullRequest, FakeRepo, FakeReview, FakeReviewComment } from './types.js'

export const HTML_BASE = 'https://github.com'

export class RestRenderer {
  constructor(
    private readonly state: GitHubState,
    private readonly api: string,
  ) {}

  get apiUrl(): string {
    return this.api
  }

  user(login: string): Record<string, unknown> {
    const user = this.state.user(login)
    const url = `${this.api}/users/${encodeURIComponent(login)}`
    return {
      login: user.login,
      id: user.id,
      node_id: user.nodeId,
      avatar_url: `https://avatars.githubusercontent.com/u/${user.id}?v=4`,
      gravatar_id: '',
      url,
      html_url: user.type === 'Bot' ? `${HTML_BASE}/apps/${login.replace('[bot]', '')}` : `${HTML_BASE}/${login}`,
      followers_url: `${url}/followers`,
      following_url: `${url}/following{/other_user}`,
      gists_url: `${url}/gists{/gist_id}`,
      starred_url: `${url}/starred{/owner}{/repo}`,
      subscriptions_url: `${url}/subscriptions`,
      organizations_url: `${url}/orgs`,
      repos_url: `${url}/repos`,
      events_url: `${url}/events{/privacy}`,
      received_events_url: `${url}/received_events`,
      type: user.type,
      user_view_type: 'public',
      site_admin: false,
    }
  }

  repo(repo: FakeRepo): Record<string, unknown> {
    const url = `${this.api}/repos/${repo.fullName}`
    const html = `${HTML_BASE}/${repo.fullName}`
    const created = '2020-01-01T00:00:00Z'
    return {
      id: repo.id,
      node_id: repo.nodeId,
      name: repo.name,
      full_name: repo.fullName,
      private: repo.private,
      owner: this.user(repo.owner),
      html_url: html,
      description: null,
      fork: repo.parentFullName !== undefined,
      url,
      archive_url: `${url}/{archive_format}{/ref}`,
      assignees_url: `${url}/assignees{/user}`,
      blobs_url: `${url}/git/blobs{/sha}`,
      branches_url: `${url}/branches{/branch}`,
      collaborators_url: `${url}/collaborators{/collaborator}`,
      comments_url: `${url}/comments{/number}`,
      commits_url: `${url}/commits{/sha}`,
      compare_url: `${url}/compare/{base}...{head}`,
      contents_url: `${url}/contents/{+path}`,
      contributors_url: `${url}/contributors`,
      deployments_url: `${url}/deployments`,
      downloads_url: `${url}/downloads`,
      events_url: `${url}/events`,
      forks_url: `${url}/forks`,
      git_commits_url: `${url}/git/commits{/sha}`,
      git_refs_url: `${url}/git/refs{/sha}`,
      git_tags_url: `${url}/git/tags{/sha}`,
      git_url: `git://github.com/${repo.fullName}.git`,
      hooks_url: `${url}/hooks`,
      issue_comment_url: `${url}/issues/comments{/number}`,
      issue_events_url: `${url}/issues/events{/number}`,
      issues_url: `${url}/issues{/number}`,
      keys_url: `${url}/keys{/key_id}`,
      labels_url: `${url}/labels{/name}`,
      languages_url: `${url}/languages`,
      merges_url: `${url}/merges`,
      milestones_url: `${url}/milestones{/number}`,
      notifications_url: `${url}/notifications{?since,all,participating}`,
      pulls_url: `${url}/pulls{/number}`,
      releases_url: `${url}/releases{/id}`,
      ssh_url: `git@github.com:${repo.fullName}.git`,
      stargazers_url: `${url}/stargazers`,
      statuses_url: `${url}/statuses/{sha}`,
      subscribers_url: `${url}/subscribers`,
      subscription_url: `${url}/subscription`,
      tags_url: `${url}/tags`,
      teams_url: `${url}/teams`,
      trees_url: `${url}/git/trees{/sha}`,
      clone_url: `${html}.git`,
      mirror_url: null,
      homepage: null,
      svn_url: html,
      language: 'TypeScript',
      forks_count: 0,
      forks: 0,
      stargazers_count: 0,
      watchers_count: 0,
      watchers: 0,
      size: 1024,
      default_branch: repo.defaultBranch,
      open_issues_count: 0,
      open_issues: 0,
      is_template: false,
      topics: [],
      has_issues: true,
      has_projects: true,
      has_wiki: true,
      has_pages: false,
      has_downloads: true,
      has_discussions: false,
      archived: false,
      disabled: false,
      visibility: repo.private ? 'private' : 'public',
      pushed_at: created,
      created_at: created,
      updated_at: created,
      license: null,
      allow_forking: true,
      web_commit_signoff_required: false,
    }
  }

  pull(pull: FakePullRequest): Record<string, unknown> {
    const base = this.state.repoByFullName(pull.repoFullName)
    const head = this.state.repoByFullName(pull.head.repoFullName)
    if (!base || !head) throw new Error(`repositories of ${pull.repoFullName}#${pull.number} missing from the fake`)
    const url = `${this.api}/repos/${base.fullName}/pulls/${pull.number}`
    const issueUrl = `${this.api}/repos/${base.fullName}/issues/${pull.number}`
    const html = `${HTML_BASE}/${base.fullName}/pull/${pull.number}`
    const statuses = `${this.api}/repos/${base.fullName}/statuses/${pull.head.sha}`
    const additions = pull.files.reduce((sum, f) => sum + f.additions, 0)
    const deletions = pull.files.reduce((sum, f) => sum + f.deletions, 0)
    return {
      url,
      id: pull.id,
      node_id: pull.nodeId,
      html_url: html,
      diff_url: `${html}.diff`,
      patch_url: `${html}.patch`,
      issue_url: issueUrl,
      commits_url: `${url}/commits`,
      review_comments_url: `${url}/comments`,
      review_comment_url: `${this.api}/repos/${base.fullName}/pulls/comments{/number}`,
      comments_url: `${issueUrl}/comments`,
      statuses_url: statuses,
      number: pull.number,
      state: pull.state,
      locked: pull.locked,
      active_lock_reason: pull.locked ? 'resolved' : null,
      title: pull.title,
      user: this.user(pull.user),
      body: pull.body,
      labels: [],
      milestone: null,
      created_at: pull.createdAt,
      updated_at: pull.updatedAt,
      closed_at: pull.closedAt,
      merged_at: null,
      merge_commit_sha: null,
      assignee: null,
      assignees: [],
      requested_reviewers: [],
      requested_teams: [],
      head: {
        label: `${head.owner}:${pull.head.ref}`,
        ref: pull.head.ref,
        sha: pull.head.sha,
        user: this.user(head.owner),
        repo: this.repo(head),
      },
      base: {
        label: `${base.owner}:${pull.base.ref}`,
        ref: pull.base.ref,
        sha: pull.base.sha,
        user: this.user(base.owner),
        repo: this.repo(base),
      },
      _links: {
        self: { href: url },
        html: { href: html },
        issue: { href: issueUrl },
        comments: { href: `${issueUrl}/comments` },
        review_comments: { href: `${url}/comments` },
        review_comment: { href: `${this.api}/repos/${base.fullName}/pulls/comments{/number}` },
        commits: { href: `${url}/commits` },
        statuses: { href: statuses },
      },
      author_association: pull.user === base.owner ? 'OWNER' : 'CONTRIBUTOR',
      auto_merge: null,
      draft: pull.draft,
      merged: pull.merged,
      mergeable: pull.state === 'open' ? true : null,
      rebaseable: pull.state === 'open' ? true : null,
      mergeable_state: pull.draft ? 'draft' : 'clean',
      merged_by: null,
      comments: this.state.findBucket(base.owner, base.name, pull.number)?.issueComments.length ?? 0,
      review_comments: this.state.findBucket(base.owner, base.name, pull.number)?.reviewComments.length ?? 0,
      maintainer_can_modify: false,
      commits: pull.headHistory.length,
      additions,
      deletions,
      changed_files: pull.files.length,
    }
  }

  file(pull: FakePullRequest, file: FakeFile): Record<string, unknown> {
    return this.fileAt(pull.repoFullName, pull.head.sha, file)
  }

  /** A changed file as the pull request files and compare APIs list it, at commit `head`. */
  fileAt(repoPath: string, head: string, file: FakeFile): Record<string, unknown> {
    const encoded = file.filename.split('/').map(encodeURIComponent).join('/')
    return {
      sha: file.sha,
      filename: file.filename,
      status: file.status,
      additions: file.additions,
      deletions: file.deletions,
      changes: file.changes,
      blob_url: file.submodule ? null : `${HTML_BASE}/${repoPath}/blob/${head}/${encoded}`,
      raw_url: file.submodule ? null : `${HTML_BASE}/${repoPath}/raw/${head}/${encoded}`,
      contents_url: `${this.api}/repos/${repoPath}/contents/${encoded}?ref=${head}`,
      ...(file.patch !== undefined ? { patch: file.patch } : {}),
      ...(file.previous_filename ? { previous_filename: file.previous_filename } : {}),
    }
  }

  review(pull: FakePullRequest, review: FakeReview): Record<string, unknown> {
    const pullUrl = `${this.api}/repos/${pull.repoFullName}/pulls/${pull.number}`
    const html = `${HTML_BASE}/${pull.repoFullName}/pull/${pull.number}#pullrequestreview-${review.id}`
    return {
      id: review.id,
      node_id: review.nodeId,
      user: this.user(review.user),
      body: review.body,
      state: review.state,
      html_url: html,
      pull_request_url: pullUrl,
      _links: { html: { href: html }, pull_request: { href: pullUrl } },
      ...(review.submittedAt ? { submitted_at: review.submittedAt } : {}),
      commit_id: review.commitId,
      author_association: this.association(pull, review.user),
    }
  }

  reviewComment(pull: FakePullRequest, comment: FakeReviewComment, position: number | null): Record<string, unknown> {
    const url = `${this.api}/repos/${pull.repoFullName}/pulls/comments/${comment.id}`
    const pullUrl = `${this.api}/repos/${pull.repoFullName}/pulls/${pull.number}`
    const html = `${HTML_BASE}/${pull.repoFullName}/pull/${pull.number}#discussion_r${comment.id}`
    return {
      url,
      pull_request_review_id: comment.reviewId,
      id: comment.id,
      node_id: comment.nodeId,
      diff_hunk: comment.diffHunk,
      path: comment.path,
      // GitHub's description types position as integer only, so an outdated comment omits it; a file-level one has none.
      ...(comment.line !== null && position !== null ? { position } : {}),
      ...(comment.subjectType === 'line' ? { original_position: position ?? 1 } : {}),
      commit_id: comment.commitId,
      original_commit_id: comment.originalCommitId,
      ...(comment.inReplyToId !== null ? { in_reply_to_id: comment.inReplyToId } : {}),
      user: this.user(comment.user),
      body: comment.body,
      created_at: comment.createdAt,
      updated_at: comment.updatedAt,
      html_url: html,
      pull_request_url: pullUrl,
      author_association: this.association(pull, comment.user),
      _links: { self: { href: url }, html: { href: html }, pull_request: { href: pullUrl } },
      reactions: this.reactions(`${url}/reactions`),
      start_line: comment.startLine,
      original_start_line: comment.startLine,
      start_side: comment.startSide,
      line: comment.line ?? undefined,
      original_line: comment.originalLine ?? undefined,
      side: comment.side,
      subject_type: comment.subjectType,
    }
  }

  issueComment(pull: FakePullRequest, comment: FakeIssueComment): Record<string, unknown> {
    const url = `${this.api}/repos/${pull.repoFullName}/issues/comments/${comment.id}`
    return {
      id: comment.id,
      node_id: comment.nodeId,
      url,
      html_url: `${HTML_BASE}/${pull.repoFullName}/pull/${pull.number}#issuecomment-${comment.id}`,
      body: comment.body,
      user: this.user(comment.user),
      created_at: comment.createdAt,
      updated_at: comment.updatedAt,
      issue_url: `${this.api}/repos/${pull.repoFullName}/issues/${pull.number}`,
      author_association: this.association(pull, comment.user),
      reactions: this.reactions(`${url}/reactions`),
    }
  }

  private association(pull: FakePullRequest, login: string): string {
    if (login.endsWith('[bot]')) return 'NONE'
    if (login.toLowerCase() === pull.repoFullName.split('/')[0]?.toLowerCase()) return 'OWNER'
    return login === pull.user ? 'CONTRIBUTOR' : 'MEMBER'
  }

  private reactions(url: string): Record<string, unknown> {
    return { url, total_count: 0, '+1': 0, '-1': 0, laugh: 0, hooray: 0, confused: 0, heart: 0, rocket: 0, eyes: 0 }
  }
}
