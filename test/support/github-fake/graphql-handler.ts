// POST /graphql: every document is validated against GitHub's published schema
// (@octokit/graphql-schema), deprecated fields refused, and then executed for real with
// graphql-js over the fake's state. A document GitHub would reject is drift; so is an
// execution error the fake did not mean to raise (a field the views do not provide yet).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  buildSchema,
  execute,
  GraphQLError,
  Kind,
  NoDeprecatedCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql'
import { commentByNodeId, reviewByNodeId } from './comment-edits.js'
import { GitHubGraphQLError, GraphQLViews, type GraphQLContext } from './graphql-views.js'
import type { DriftError, FaultSpec } from './types.js'
import { commentVisible, reviewVisible, threadVisible } from './visibility.js'

let schemaCache: GraphQLSchema | undefined

// The package exports only its JS entry, so the SDL file is found on disk from here up.
function schemaFile(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const candidate = join(dir, 'node_modules', '@octokit', 'graphql-schema', 'schema.graphql')
    if (existsSync(candidate)) return candidate
    const parent = dirname(dir)
    if (parent === dir) throw new Error('@octokit/graphql-schema/schema.graphql not found in any node_modules')
    dir = parent
  }
}

/** GitHub's schema, built once per process (about 1.2 MB of SDL). */
export function githubSchema(): GraphQLSchema {
  if (!schemaCache) {
    const sdl = readFileSync(schemaFile(), 'utf8')
    schemaCache = buildSchema(sdl, { assumeValidSDL: true })
  }
  return schemaCache
}

export interface GraphQLRequest {
  query?: unknown
  variables?: unknown
  operationName?: unknown
}

export interface GraphQLAnswer {
  body: { data?: unknown; errors?: unknown[] }
  operation: string | undefined
  drift: Array<Omit<DriftError, 'method' | 'route' | 'status'>>
}

interface FormattedError {
  message: string
  type?: string
  path?: ReadonlyArray<string | number>
  locations?: ReadonlyArray<{ line: number; column: number }>
}

function operationName(document: DocumentNode, requested: string | undefined): string | undefined {
  const ops = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')
  const op = ops.find((o) => requested === undefined || o.name?.value === requested) ?? ops[0]
  if (!op) return undefined
  if (op.name) return op.name.value
  const first = op.selectionSet.selections[0]
  return first?.kind === 'Field' ? first.name.value : op.operation
}

function format(error: GraphQLError): FormattedError {
  const original = error.originalError
  const type = original instanceof GitHubGraphQLError ? original.type : error instanceof GitHubGraphQLError ? error.type : undefined
  return {
    message: error.message,
    ...(type ? { type } : {}),
    ...(error.path ? { path: error.path } : {}),
    ...(error.locations ? { locations: error.locations } : {}),
  }
}

function nullAt(data: unknown, path: ReadonlyArray<string | number>): void {
  let cursor: unknown = data
  for (let i = 0; i < path.length - 1; i++) {
    if (!cursor || typeof cursor !== 'object') return
    cursor = (cursor as Record<string | number, unknown>)[path[i] as string | number]
  }
  const last = path[path.length - 1]
  if (cursor && typeof cursor === 'object' && last !== undefined) (cursor as Record<string | number, unknown>)[last] = null
}

function rootValue(ctx: GraphQLContext): Record<string, unknown> {
  const views = new GraphQLViews(ctx)
  const missing = (id: string) => new GitHubGraphQLError(`Could not resolve to a node with the global id of '${id}'`, 'NOT_FOUND')
  const threadFor = (threadId: string) => {
    const thread = ctx.state.thread(threadId)
    // A thread of another user's pending review does not exist for the caller.
    if (!thread || !threadVisible(ctx.state, thread, ctx.login)) throw missing(threadId)
    if (!ctx.login || ctx.readOnly) throw new GitHubGraphQLError('Resource not accessible by integration', 'FORBIDDEN')
    return thread
  }
  const nodeOf = (id: string) => {
    const thread = ctx.state.thread(id)
    if (thread && threadVisible(ctx.state, thread, ctx.login)) return views.thread(thread)
    const comment = commentByNodeId(ctx.state, id)
    if (comment && commentVisible(ctx.state, comment, ctx.login))
      return views.reviewComment(ctx.state.bucketOfThread(ctx.state.thread(comment.threadId)!)?.pull, comment)
    const review = reviewByNodeId(ctx.state, id)
    if (review && reviewVisible(review.review, ctx.login)) return views.review(review.pull, review.review)
    throw missing(id)
  }
  return {
    repository: ({ owner, name }: { owner: string; name: string }) => {
      const repo = ctx.state.repo(owner, name)
      if (!repo) throw new GitHubGraphQLError(`Could not resolve to a Repository with the name '${owner}/${name}'.`, 'NOT_FOUND')
      return views.repository(repo)
    },
    node: ({ id }: { id: string }) => nodeOf(id),
    nodes: ({ ids }: { ids: string[] }) => ids.map(nodeOf),
    viewer: () => {
      if (!ctx.login) throw new GitHubGraphQLError('This endpoint requires you to be authenticated.', 'FORBIDDEN')
      // `viewer` is a User: an installation token's app answers with its REST login (`<slug>[bot]`),
      // unlike a Bot as a comment's author, which GraphQL names by its bare slug.
      return { ...views.actor(ctx.login), __typename: 'User', login: ctx.login }
    },
    rateLimit: () => ({
      __typename: 'RateLimit',
      cost: 1,
      limit: 5000,
      nodeCount: 100,
      remaining: 4999,
      used: 1,
      resetAt: new Date(Date.now() + 3600_000).toISOString(),
    }),
    resolveReviewThread: ({ input }: { input: { threadId: string; clientMutationId?: string } }) => {
      const thread = threadFor(input.threadId)
      if (thread.resolvable === false) throw new GitHubGraphQLError('Resource not accessible by integration', 'FORBIDDEN')
      thread.isResolved = true
      thread.resolvedBy = ctx.login
      return { clientMutationId: input.clientMutationId ?? null, thread: views.thread(thread) }
    },
    unresolveReviewThread: ({ input }: { input: { threadId: string; clientMutationId?: string } }) => {
      const thread = threadFor(input.threadId)
      thread.isResolved = false
      thread.resolvedBy = null
      return { clientMutationId: input.clientMutationId ?? null, thread: views.thread(thread) }
    },
  }
}

export async function answerGraphQL(request: GraphQLRequest, ctx: GraphQLContext, fault?: FaultSpec): Promise<GraphQLAnswer> {
  if (typeof request.query !== 'string') {
    return {
      body: { errors: [{ message: 'A query attribute must be specified and must be a string.' }] },
      operation: undefined,
      drift: [{ kind: 'graphql-document', message: 'request without a query string' }],
    }
  }
  let document: DocumentNode
  try {
    document = parse(request.query)
  } catch (error) {
    const formatted = error instanceof GraphQLError ? format(error) : { message: String(error) }
    return { body: { errors: [formatted] }, operation: undefined, drift: [{ kind: 'graphql-document', message: `parse error: ${formatted.message}` }] }
  }
  const requested = typeof request.operationName === 'string' ? request.operationName : undefined
  const operation = operationName(document, requested)
  const schema = githubSchema()
  // A deprecated field is drift too: GitHub deprecates a field when it stops answering it right
  // (the 32-bit `databaseId` of comments whose ids passed 2^31) or before removing it.
  const invalid = validate(schema, document, [...specifiedRules, NoDeprecatedCustomRule])
  if (invalid.length > 0) {
    const errors = invalid.map(format)
    return {
      body: { errors },
      operation,
      drift: errors.map((e) => ({ kind: 'graphql-document' as const, message: `${operation ?? 'anonymous'}: ${e.message}` })),
    }
  }
  const variables = request.variables && typeof request.variables === 'object' ? (request.variables as Record<string, unknown>) : undefined
  const result = await execute({ schema, document, rootValue: rootValue(ctx), contextValue: ctx, variableValues: variables, operationName: requested })
  const errors = (result.errors ?? []).map(format)
  const drift = (result.errors ?? [])
    .filter((e) => !(e.originalError instanceof GitHubGraphQLError))
    .map((e) => ({ kind: 'graphql-response' as const, message: `${operation ?? 'anonymous'}: ${e.message} at ${(e.path ?? []).join('.')}` }))
  const data = result.data === undefined ? undefined : (JSON.parse(JSON.stringify(result.data)) as unknown)
  for (const injected of fault?.graphqlErrors ?? []) {
    if (injected.path && data) nullAt(data, injected.path)
    errors.push({
      message: injected.message,
      ...(injected.type ? { type: injected.type } : {}),
      ...(injected.path ? { path: injected.path } : {}),
      ...(injected.extensions ? { extensions: injected.extensions } : {}),
    })
  }
  return { body: { ...(data !== undefined ? { data } : {}), ...(errors.length > 0 ? { errors } : {}) }, operation, drift }
}

/** Parses the document just far enough to name its operation (used before faults apply). */
/** Whether a request's document is a query or a mutation (its selected operation's type). */
export function peekOperationType(request: GraphQLRequest): 'query' | 'mutation' | 'subscription' | undefined {
  if (typeof request.query !== 'string') return undefined
  try {
    const document = parse(request.query)
    const requested = typeof request.operationName === 'string' ? request.operationName : undefined
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    return (operations.find((o) => requested === undefined || o.name?.value === requested) ?? operations[0])?.operation
  } catch {
    return undefined
  }
}

export function peekOperation(request: GraphQLRequest): string | undefined {
  if (typeof request.query !== 'string') return undefined
  try {
    return operationName(parse(request.query), typeof request.operationName === 'string' ? request.operationName : undefined)
  } catch {
    return undefined
  }
}
