// Shared pieces of the REST handlers: the request context, GitHub's error bodies and
// its page/per_page pagination with a Link header.
import type { RestRenderer } from './rest-render.js'
import type { GitHubState } from './state.js'

export const DOCS = 'https://docs.github.com/rest'

export interface RestContext {
  method: string
  url: URL
  params: Record<string, string>
  body: unknown
  /** Authenticated login, or null for an anonymous request. */
  login: string | null
  state: GitHubState
  render: RestRenderer
  /** Review ids hidden from list calls (eventual consistency). */
  hiddenReviews: Set<number>
  /** Called after a review is created, so hideNewReviews can take effect. */
  onReviewCreated(id: number): void
}

export interface RestResult {
  status: number
  body?: unknown
  headers?: Record<string, string>
}

export type RestHandler = (ctx: RestContext) => RestResult

export function notFound(docs = `${DOCS}`): RestResult {
  return { status: 404, body: { message: 'Not Found', documentation_url: docs, status: '404' } }
}

export function unprocessable(errors: string[], docs = `${DOCS}/pulls/reviews#create-a-review-for-a-pull-request`): RestResult {
  return { status: 422, body: { message: 'Unprocessable Entity', errors, documentation_url: docs, status: '422' } }
}

export function forbidden(message: string, docs = DOCS): RestResult {
  return { status: 403, body: { message, documentation_url: docs, status: '403' } }
}

export function intParam(ctx: RestContext, name: string): number | undefined {
  const raw = ctx.params[name]
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined
  return Number(raw)
}

/**
 * GitHub's offset pagination: per_page defaults to 30 and is capped at 100; `cap` limits
 * how many items exist at all (3,000 for PR files). Link carries next/last/prev/first.
 */
export function paginate<T>(ctx: RestContext, items: readonly T[], cap = Infinity): { page: T[]; headers: Record<string, string> } {
  const perPageRaw = Number(ctx.url.searchParams.get('per_page') ?? 30)
  const perPage = Math.min(100, Math.max(1, Number.isFinite(perPageRaw) && perPageRaw > 0 ? Math.floor(perPageRaw) : 30))
  const pageRaw = Number(ctx.url.searchParams.get('page') ?? 1)
  const page = Math.max(1, Number.isFinite(pageRaw) && pageRaw > 0 ? Math.floor(pageRaw) : 1)
  const visible = Math.min(items.length, cap)
  const lastPage = Math.max(1, Math.ceil(visible / perPage))
  const start = (page - 1) * perPage
  const slice = start >= visible ? [] : items.slice(start, Math.min(start + perPage, visible))
  const link = (n: number, rel: string): string => {
    const next = new URL(ctx.url.toString())
    next.searchParams.set('per_page', String(perPage))
    next.searchParams.set('page', String(n))
    return `<${next.toString()}>; rel="${rel}"`
  }
  const links: string[] = []
  if (page > 1) links.push(link(Math.min(page - 1, lastPage), 'prev'))
  if (page < lastPage) links.push(link(page + 1, 'next'), link(lastPage, 'last'))
  if (page > 1) links.push(link(1, 'first'))
  return { page: slice, headers: links.length > 0 ? { link: links.join(', ') } : {} }
}
