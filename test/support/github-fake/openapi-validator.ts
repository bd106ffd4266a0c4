// Request and response checking against GitHub's OpenAPI description. The 13 MB document
// is read once per process; only `components` is registered with ajv, and each operation's
// request and response schemas are compiled on first use and cached, so per-request cost
// is one validator call.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'

interface OpenApiResponse {
  $ref?: string
  content?: Record<string, { schema?: unknown }>
}

interface OpenApiParameter {
  $ref?: string
  name?: string
  in?: string
  schema?: { type?: string; enum?: unknown[] }
}

interface OpenApiOperation {
  responses?: Record<string, OpenApiResponse>
  parameters?: OpenApiParameter[]
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> }
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>
  components: { responses: Record<string, OpenApiResponse>; schemas: Record<string, unknown>; parameters: Record<string, OpenApiParameter> }
}

const COMPONENTS_ID = 'https://harbourmaster.test/github-openapi-components'

let documentCache: OpenApiDocument | undefined
let ajvCache: Ajv | undefined
const validators = new Map<string, ValidateFunction | null>()

function loadDocument(): OpenApiDocument {
  if (!documentCache) {
    const require = createRequire(import.meta.url)
    const file = require.resolve('@octokit/openapi/generated/api.github.com.json')
    documentCache = JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument
  }
  return documentCache
}

// ajv-formats is CommonJS; under NodeNext its default import is the module object.
type AddFormats = (ajv: Ajv) => Ajv
const addFormats: AddFormats = (addFormatsModule as unknown as { default?: AddFormats }).default ?? (addFormatsModule as unknown as AddFormats)

function ajv(): Ajv {
  if (!ajvCache) {
    const instance = new Ajv({ strict: false, allErrors: false, validateSchema: false, validateFormats: true })
    addFormats(instance)
    instance.addSchema({ $id: COMPONENTS_ID, components: withKnownNulls(rebase(loadDocument().components, false)) })
    ajvCache = instance
  }
  return ajvCache
}

/**
 * Where GitHub really sends null beside a schema that says it cannot: a changed file that is a git
 * submodule has `blob_url` and `raw_url` null (github/rest-api-description#1945, marked an
 * inaccuracy of the description). Only these fields, so everything else stays checked as written.
 */
function withKnownNulls(components: unknown): unknown {
  const diffEntry = (components as { schemas?: Record<string, { properties?: Record<string, Record<string, unknown>> }> }).schemas?.['diff-entry']
  for (const field of ['blob_url', 'raw_url']) {
    const property = diffEntry?.properties?.[field]
    if (property) diffEntry.properties![field] = { anyOf: [property, { type: 'null' }] }
  }
  return components
}

/**
 * Points every local '#/components/...' reference at the registered components document,
 * and gives OpenAPI 3.0's `nullable` its meaning on enums and on type-less oneOf/anyOf (ajv
 * applies it to `type` only, so those would otherwise reject the null GitHub really sends).
 */
function rebase(schema: unknown, rewriteRefs: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((item) => rebase(item, rewriteRefs))
  if (schema && typeof schema === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(schema)) {
      out[key] = key === '$ref' && rewriteRefs && typeof value === 'string' && value.startsWith('#/') ? `${COMPONENTS_ID}${value}` : rebase(value, rewriteRefs)
    }
    if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null]
    // `nullable` beside oneOf/anyOf without a type (e.g. a commit's author): ajv refuses it; it means "this or null".
    if (out.nullable === true && out.type === undefined && (out.oneOf !== undefined || out.anyOf !== undefined)) {
      const { nullable: _nullable, ...rest } = out
      return { anyOf: [rest, { type: 'null' }] }
    }
    return out
  }
  return schema
}

function responseSchema(method: string, route: string, status: number): unknown {
  const doc = loadDocument()
  const operation = operationOf(method, route)
  let response = operation.responses?.[String(status)]
  if (response?.$ref) response = doc.components.responses[response.$ref.replace('#/components/responses/', '')]
  if (!response) return undefined
  return response.content?.['application/json']?.schema ?? null
}

export interface ResponseCheck {
  ok: boolean
  message?: string
}

/**
 * Checks a body against the operation's documented response for `status`. A status the
 * description does not list is drift for 2xx answers; for errors GitHub documents only
 * some statuses per operation, so those fall back to its basic-error shape.
 */
export function checkResponse(method: string, route: string, status: number, body: unknown): ResponseCheck {
  const key = `${method.toUpperCase()} ${route} ${status}`
  let validator = validators.get(key)
  if (validator === undefined) {
    let schema = responseSchema(method, route, status)
    if (schema === undefined) {
      if (status < 300) return { ok: false, message: `status ${status} is not documented for ${method} ${route}` }
      schema = { $ref: '#/components/schemas/basic-error' }
    }
    validator = schema === null ? null : ajv().compile(rebase(schema, true) as object)
    validators.set(key, validator)
  }
  if (validator === null) {
    return body === undefined || body === '' ? { ok: true } : { ok: false, message: `${key} documents no body, got one` }
  }
  if (validator(body)) return { ok: true }
  const errors = (validator.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
  return { ok: false, message: `${key} response does not match GitHub's OpenAPI description: ${errors.join('; ')}` }
}

function operationOf(method: string, route: string): OpenApiOperation {
  const operation = loadDocument().paths[route]?.[method.toLowerCase()]
  if (!operation) throw new Error(`no OpenAPI operation ${method} ${route}`)
  return operation
}

function queryParameters(operation: OpenApiOperation): Map<string, OpenApiParameter> {
  const out = new Map<string, OpenApiParameter>()
  for (const raw of operation.parameters ?? []) {
    const parameter = raw.$ref ? loadDocument().components.parameters[raw.$ref.replace('#/components/parameters/', '')] : raw
    if (parameter?.in === 'query' && parameter.name) out.set(parameter.name, parameter)
  }
  return out
}

export interface RequestCheck extends ResponseCheck {
  /** The body breaks the request schema: GitHub answers such a request with 422 and does nothing. */
  refused?: boolean
}

/**
 * Checks a request against the operation's documented query parameters and request body.
 * GitHub refuses a body that breaks the schema (422) but silently ignores a query parameter
 * it does not know: a misspelt `per_page` would quietly list 30 items a page, and a caller
 * that stops at the first page shorter than 100 would miss the rest. Both are drift.
 */
export function checkRequest(method: string, route: string, query: URLSearchParams, body: unknown): RequestCheck {
  const operation = operationOf(method, route)
  const known = queryParameters(operation)
  const problems: string[] = []
  for (const [name, value] of query) {
    const parameter = known.get(name)
    if (!parameter) problems.push(`query parameter '${name}' is not documented (GitHub ignores it)`)
    else if (parameter.schema?.type === 'integer' && !/^-?\d+$/.test(value)) problems.push(`query parameter '${name}' must be an integer, got '${value}'`)
    else if (parameter.schema?.enum && !parameter.schema.enum.includes(value))
      problems.push(`query parameter '${name}' must be one of ${JSON.stringify(parameter.schema.enum)}`)
  }
  const key = `${method.toUpperCase()} ${route} request`
  let validator = validators.get(key)
  if (validator === undefined) {
    const schema = operation.requestBody?.content?.['application/json']?.schema
    validator = schema === undefined ? null : ajv().compile(rebase(schema, true) as object)
    validators.set(key, validator)
  }
  let refused = false
  if (validator === null) {
    if (body !== undefined) problems.push('the operation documents no request body, got one')
  } else if (body === undefined) {
    refused = operation.requestBody?.required === true
    if (refused) problems.push('the request body is required')
  } else if (!validator(body)) {
    refused = true
    const errors = (validator.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
    problems.push(`the body does not match the request schema: ${errors.join('; ')}`)
  }
  if (problems.length === 0) return { ok: true }
  return { ok: false, refused, message: `${method.toUpperCase()} ${route} request does not match GitHub's OpenAPI description: ${problems.join('; ')}` }
}

/** Compiles the validators for these operations now (benchmarks call this before timing). */
export function warmUp(operations: Array<{ method: string; route: string; status: number }>): void {
  for (const op of operations) {
    checkResponse(op.method, op.route, op.status, Symbol('warm-up'))
    checkRequest(op.method, op.route, new URLSearchParams(), undefined)
  }
}
