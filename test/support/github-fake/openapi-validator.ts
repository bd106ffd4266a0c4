// Response checking against GitHub's OpenAPI description. The 13 MB document is read
// once per process; only `components` is registered with ajv, and each operation's
// response schema is compiled on first use and cached, so per-request cost is one
// validator call.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'

interface OpenApiResponse {
  $ref?: string
  content?: Record<string, { schema?: unknown }>
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> }>>
  components: { responses: Record<string, OpenApiResponse>; schemas: Record<string, unknown> }
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
    instance.addSchema({ $id: COMPONENTS_ID, components: rebase(loadDocument().components, false) })
    ajvCache = instance
  }
  return ajvCache
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
  const operation = doc.paths[route]?.[method.toLowerCase()]
  if (!operation) throw new Error(`no OpenAPI operation ${method} ${route}`)
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

/** Compiles the validators for these operations now (benchmarks call this before timing). */
export function warmUp(operations: Array<{ method: string; route: string; status: number }>): void {
  for (const op of operations) checkResponse(op.method, op.route, op.status, Symbol('warm-up'))
}
