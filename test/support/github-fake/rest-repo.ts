// Repository contents at a ref and issue labels: what the runner reads from the base
// commit (configuration, rules, .gitattributes) and the escalation label publish_review adds.
import { createHash } from 'node:crypto'
import { blobOid, byteSizeOf, bytesOf, CONTENTS_INLINE_BYTES, CONTENTS_MAX_BYTES } from './blob-content.js'
import { linkTarget, resolveLink, submoduleOf } from './graphql-git-objects.js'
import { DOCS, intParam, notFound, type RestHandler, type RestResult } from './rest-kit.js'

/** GitHub base64 in lines of 60 characters, each ending in a newline. */
function githubBase64(text: string): string {
  return (
    bytesOf(text)
      .toString('base64')
      .match(/.{1,60}/g) ?? []
  )
    .map((line) => `${line}\n`)
    .join('')
}

export const getContent: RestHandler = (ctx) => {
  const docs = `${DOCS}/repos/contents#get-repository-content`
  const owner = ctx.params.owner ?? ''
  const repo = ctx.params.repo ?? ''
  const path = (ctx.params.path ?? '').replace(/^\/+/, '')
  const record = ctx.state.repo(owner, repo)
  if (!record) return notFound(docs)
  const ref = ctx.url.searchParams.get('ref') ?? record.defaultBranch
  const stored = ctx.state.content(owner, repo, ref, path)
  const entry = (type: 'file' | 'dir' | 'symlink', entryPath: string, stored: string | undefined) => {
    const submodule = submoduleOf(stored)
    if (submodule) return submoduleEntry(ctx, entryPath, submodule)
    // A link is a blob whose text is its target (listed as a file in a directory, as GitHub does).
    const body = linkTarget(stored) ?? stored
    const sha = type === 'dir' ? createHash('sha1').update(`tree ${entryPath}`).digest('hex') : blobOid(body ?? '')
    const self = `${ctx.url.origin}/repos/${record.fullName}/contents/${entryPath}?ref=${encodeURIComponent(ref)}`
    const gitUrl = `${ctx.url.origin}/repos/${record.fullName}/git/${type === 'dir' ? 'trees' : 'blobs'}/${sha}`
    const htmlUrl = `https://github.com/${record.fullName}/${type === 'dir' ? 'tree' : 'blob'}/${ref}/${entryPath}`
    return {
      type,
      size: type === 'dir' ? 0 : byteSizeOf(body ?? ''),
      name: entryPath.split('/').pop() ?? entryPath,
      path: entryPath,
      sha,
      url: self,
      git_url: gitUrl,
      html_url: htmlUrl,
      download_url: type === 'file' ? `https://raw.githubusercontent.com/${record.fullName}/${ref}/${entryPath}` : null,
      _links: { self, git: gitUrl, html: htmlUrl },
    }
  }
  // At its own path a submodule says what it is; in a directory listing it is a "file" (entry above).
  if (submoduleOf(stored)) return { status: 200, body: { ...entry('file', path, stored), type: 'submodule' } }
  const target = linkTarget(stored)
  if (target !== undefined) {
    // A link to a file of the repository answers with that file; any other link describes itself.
    const resolved = resolveLink(path, target)
    const text = resolved === undefined ? undefined : ctx.state.content(owner, repo, ref, resolved)
    if (resolved !== undefined && text !== undefined && linkTarget(text) === undefined) return fileAnswer(entry('file', resolved, text), text, docs)
    return { status: 200, body: { ...entry('symlink', path, stored), target, download_url: null } }
  }
  const text = stored
  if (text !== undefined) return fileAnswer(entry('file', path, text), text, docs)
  // A directory: its direct children, files and sub-directories, as GitHub lists them.
  const children = new Map<string, 'file' | 'dir'>()
  for (const file of ctx.state.contentPaths(owner, repo, ref)) {
    if (!file.startsWith(`${path}/`)) continue
    const rest = file.slice(path.length + 1)
    const slash = rest.indexOf('/')
    children.set(`${path}/${slash < 0 ? rest : rest.slice(0, slash)}`, slash < 0 ? 'file' : 'dir')
  }
  if (children.size === 0) return notFound(docs)
  return { status: 200, body: [...children].sort(([a], [b]) => a.localeCompare(b)).map(([p, type]) => entry(type, p, ctx.state.content(owner, repo, ref, p))) }
}

/**
 * A file's answer by its size (the REST reference): its content inline up to 1 MB; up to 100 MB,
 * `content` empty and `encoding` "none" (the JSON media type); over that, not served. GitHub does
 * not document that refusal; the fake gives the 403 `too_large` GitHub gave for an over-limit blob.
 */
function fileAnswer(described: Record<string, unknown>, stored: string, docs: string): RestResult {
  const size = byteSizeOf(stored)
  if (size > CONTENTS_MAX_BYTES) {
    const message = 'This API returns blobs up to 100 MB in size. The requested blob is too large to fetch via the API.'
    return { status: 403, body: { message, errors: [{ resource: 'Blob', field: 'data', code: 'too_large' }], documentation_url: docs, status: '403' } }
  }
  if (size > CONTENTS_INLINE_BYTES) return { status: 200, body: { ...described, encoding: 'none', content: '' } }
  return { status: 200, body: { ...described, encoding: 'base64', content: githubBase64(stored) } }
}

/**
 * A submodule as the contents API describes it: `sha` is the commit it is checked out at, there is
 * nothing to download, and the git and html URLs point into the submodule's repository when
 * GitHub hosts it (null otherwise, as documented). Its type is the caller's: "file" in a listing.
 */
function submoduleEntry(ctx: Parameters<RestHandler>[0], entryPath: string, submodule: { gitUrl: string; commit: string }) {
  const hosted = /^(?:https?|git|ssh):\/\/(?:git@)?github\.com\/([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(submodule.gitUrl)
  const ref = ctx.url.searchParams.get('ref')
  const self = `${ctx.url.origin}/repos/${ctx.params.owner}/${ctx.params.repo}/contents/${entryPath}${ref ? `?ref=${encodeURIComponent(ref)}` : ''}`
  const gitUrl = hosted ? `${ctx.url.origin}/repos/${hosted[1]}/${hosted[2]}/git/trees/${submodule.commit}` : null
  const htmlUrl = hosted ? `https://github.com/${hosted[1]}/${hosted[2]}/tree/${submodule.commit}` : null
  return {
    type: 'file',
    submodule_git_url: submodule.gitUrl,
    size: 0,
    name: entryPath.split('/').pop() ?? entryPath,
    path: entryPath,
    sha: submodule.commit,
    url: self,
    git_url: gitUrl,
    html_url: htmlUrl,
    download_url: null,
    _links: { self, git: gitUrl, html: htmlUrl },
  }
}

function renderLabel(ctx: Parameters<RestHandler>[0], name: string) {
  const id = Number.parseInt(createHash('sha1').update(name.toLowerCase()).digest('hex').slice(0, 8), 16)
  return {
    id,
    node_id: `LA_kwDO${Buffer.from(`0:${id}`).toString('base64url')}`,
    url: `${ctx.url.origin}/repos/${ctx.params.owner}/${ctx.params.repo}/labels/${encodeURIComponent(name)}`,
    name,
    description: null,
    color: 'ededed',
    default: false,
  }
}

export const listLabels: RestHandler = (ctx) => {
  const number = intParam(ctx, 'issue_number')
  const bucket = number === undefined ? undefined : ctx.state.findBucket(ctx.params.owner ?? '', ctx.params.repo ?? '', number)
  if (!bucket) return notFound(`${DOCS}/issues/labels#list-labels-for-an-issue`)
  return { status: 200, body: bucket.labels.map((name) => renderLabel(ctx, name)) }
}

export const addLabels: RestHandler = (ctx) => {
  const number = intParam(ctx, 'issue_number')
  const bucket = number === undefined ? undefined : ctx.state.findBucket(ctx.params.owner ?? '', ctx.params.repo ?? '', number)
  if (!bucket) return notFound(`${DOCS}/issues/labels#add-labels-to-an-issue`)
  const body = ctx.body as { labels?: unknown } | undefined
  const labels = Array.isArray(body?.labels) ? body.labels : undefined
  // GitHub counts 50 characters (code points) and refuses a name with a space before or after it (422, Label name invalid).
  const valid = (l: unknown): l is string => typeof l === 'string' && [...l].length > 0 && [...l].length <= 50 && l.trim() === l
  if (!labels || labels.length === 0 || !labels.every(valid)) {
    return {
      status: 422,
      body: {
        message: 'Validation Failed',
        errors: [{ resource: 'Label', field: 'labels', code: 'invalid' }],
        documentation_url: `${DOCS}/issues/labels#add-labels-to-an-issue`,
      },
    }
  }
  // Adding a label the issue already has changes nothing, as on GitHub.
  for (const name of labels) if (!bucket.labels.some((l) => l.toLowerCase() === name.toLowerCase())) bucket.labels.push(name)
  return { status: 200, body: bucket.labels.map((name) => renderLabel(ctx, name)) }
}
