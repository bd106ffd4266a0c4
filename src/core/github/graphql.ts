import { GitHubError, HarbourmasterError } from '../errors.js'
import type { GraphqlPort } from './client.js'

/**
 * Runs one GraphQL document. An HTTP 200 answer that carries an `errors`
 * array (partial data, NOT_FOUND, FORBIDDEN...) is a GitHub failure, never an
 * empty result: treating partial data as complete would silently drop threads.
 */
export async function runGraphql<T>(port: GraphqlPort, document: string, variables: Record<string, unknown>): Promise<T> {
  try {
    return await port.graphql<T>(document, variables)
  } catch (error) {
    if (error instanceof HarbourmasterError) throw error
    const errors = graphqlErrorsOf(error)
    if (errors) {
      const summary = errors
        .slice(0, 3)
        .map((e) => `${e.type ?? 'ERROR'}${e.path ? ` at ${e.path.join('.')}` : ''}: ${e.message}`)
        .join('; ')
      throw new GitHubError(`GitHub GraphQL ${operationName(document)} answered with ${errors.length} error(s): ${summary}`, undefined, {
        cause: error,
      })
    }
    throw new GitHubError(`GitHub GraphQL ${operationName(document)} failed: ${error instanceof Error ? error.message : String(error)}`, undefined, {
      cause: error,
    })
  }
}

interface GraphqlErrorShape {
  message: string
  type?: string
  path?: (string | number)[]
}

/** @octokit/graphql's GraphqlResponseError carries the response's `errors` array; recognised by that shape. */
function graphqlErrorsOf(error: unknown): GraphqlErrorShape[] | undefined {
  if (typeof error !== 'object' || error === null || !('errors' in error) || !Array.isArray(error.errors)) return undefined
  return error.errors.map((e: unknown) => {
    const record = typeof e === 'object' && e !== null ? (e as Record<string, unknown>) : {}
    return {
      message: typeof record.message === 'string' ? record.message : 'unknown error',
      ...(typeof record.type === 'string' ? { type: record.type } : {}),
      ...(Array.isArray(record.path) ? { path: record.path.filter((p): p is string | number => typeof p === 'string' || typeof p === 'number') } : {}),
    }
  })
}

function operationName(document: string): string {
  return /\b(?:query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(document)?.[1] ?? 'request'
}
