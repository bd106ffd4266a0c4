// The REST routes the fake serves, keyed by the OpenAPI path template so validation,
// fault injection and the request log all speak the same route names.
import { getAuthenticatedUser, getPull, listFiles, listIssueComments } from './rest-pulls.js'
import type { RestHandler } from './rest-kit.js'
import { addLabels, getContent, listLabels } from './rest-repo.js'
import { createReply, createReview, deletePendingReview, getReview, listReviewComments, listReviews, submitReview } from './rest-reviews.js'

export interface RouteDef {
  method: string
  template: string
  handler: RestHandler
  pattern: RegExp
  keys: string[]
}

const TABLE: Array<[string, string, RestHandler]> = [
  ['GET', '/repos/{owner}/{repo}/pulls/{pull_number}', getPull],
  ['GET', '/repos/{owner}/{repo}/pulls/{pull_number}/files', listFiles],
  ['GET', '/repos/{owner}/{repo}/pulls/{pull_number}/reviews', listReviews],
  ['POST', '/repos/{owner}/{repo}/pulls/{pull_number}/reviews', createReview],
  ['GET', '/repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}', getReview],
  ['DELETE', '/repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}', deletePendingReview],
  ['POST', '/repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/events', submitReview],
  ['GET', '/repos/{owner}/{repo}/pulls/{pull_number}/comments', listReviewComments],
  ['POST', '/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies', createReply],
  ['GET', '/repos/{owner}/{repo}/issues/{issue_number}/comments', listIssueComments],
  ['GET', '/repos/{owner}/{repo}/issues/{issue_number}/labels', listLabels],
  ['POST', '/repos/{owner}/{repo}/issues/{issue_number}/labels', addLabels],
  ['GET', '/repos/{owner}/{repo}/contents/{path}', getContent],
  ['GET', '/user', getAuthenticatedUser],
]

export const ROUTES: RouteDef[] = TABLE.map(([method, template, handler]) => {
  const keys: string[] = []
  const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_match, key: string) => {
    keys.push(key)
    // A contents path spans segments when a client does not encode its slashes.
    return key === 'path' ? '(.+)' : '([^/]+)'
  })
  return { method, template, handler, keys, pattern: new RegExp(`^${source}/?$`) }
})

export function matchRoute(method: string, path: string): { route: RouteDef; params: Record<string, string> } | undefined {
  for (const route of ROUTES) {
    if (route.method !== method) continue
    const match = route.pattern.exec(path)
    if (!match) continue
    const params: Record<string, string> = {}
    route.keys.forEach((key, i) => {
      params[key] = decodeURIComponent(match[i + 1] ?? '')
    })
    return { route, params }
  }
  return undefined
}
