// Repository contents at a ref and issue labels: what the runner reads from the base
// commit (configuration, rules, .gitattributes) and the escalation label publish_review adds.
import { createHash } from 'node:crypto'
import { DOCS, intParam, notFound, type RestHandler } from './rest-kit.js'

/** Git's blob id of a text, as GitHub reports it in `sha`. */
function blobSha(text: string): string {
  const bytes = Buffer.from(text, 'utf8')
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex')
}

/** GitHub base64 in lines of 60 characters, each ending in a newline. */
function githubBase64(text: string): string {
  return (Buffer.from(text, 'utf8').toString('base64').match(/.{1,60}/g) ?? []).map((line) => `${line}\n`).join('')
}

export const getContent: RestHandler = (ctx) => {
  const docs = `${DOCS}/repos/contents#get-repository-content`
  const owner = ctx.params.owner ?? ''
  const repo = ctx.params.repo ?? ''
  const path = (ctx.params.path ?? '').replace(/^\/+/, '')
  const record = ctx.state.repo(owner, repo)
  if (!record) return notFound(docs)
  const ref = ctx.url.searchParams.get('ref') ?? record.defaultBranch
  const text = ctx.state.content(owner, repo, ref, path)
  if (text === undefined) return notFound(docs)
  const sha = blobSha(text)
  const base = ctx.url.origin
  const self = `${base}/repos/${record.fullName}/contents/${path}?ref=${encodeURIComponent(ref)}`
  const gitUrl = `${base}/repos/${record.fullName}/git/blobs/${sha}`
  const htmlUrl = `https://github.com/${record.fullName}/blob/${ref}/${path}`
  return {
    status: 200,
    body: {
      type: 'file',
      encoding: 'base64',
      size: Buffer.byteLength(text, 'utf8'),
      name: path.split('/').pop() ?? path,
      path,
      content: githubBase64(text),
      sha,
      url: self,
      git_url: gitUrl,
      html_url: htmlUrl,
      download_url: `https://raw.githubusercontent.com/${record.fullName}/${ref}/${path}`,
      _links: { self, git: gitUrl, html: htmlUrl },
    },
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
  if (!labels || labels.length === 0 || !labels.every((l): l is string => typeof l === 'string' && l.length > 0 && l.length <= 50)) {
    return {
      status: 422,
      body: { message: 'Validation Failed', errors: [{ resource: 'Label', field: 'labels', code: 'invalid' }], documentation_url: `${DOCS}/issues/labels#add-labels-to-an-issue` },
    }
  }
  // Adding a label the issue already has changes nothing, as on GitHub.
  for (const name of labels) if (!bucket.labels.some((l) => l.toLowerCase() === name.toLowerCase())) bucket.labels.push(name)
  return { status: 200, body: bucket.labels.map((name) => renderLabel(ctx, name)) }
}
