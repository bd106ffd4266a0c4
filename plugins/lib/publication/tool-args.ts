import { z } from 'zod'
import { PATTERN_MESSAGES, reviewPayloadSchema } from '../../../src/core/contracts/review-payload.js'

/**
 * The publish and record tools take the review payload as their arguments.
 * OpenCode builds a tool's parameters with the zod bundled in
 * @opencode-ai/plugin (`tool.schema`, an older zod 4 than ours), so the shape
 * is generated from the payload schema's JSON Schema into that zod instance
 * rather than handing over objects of another zod build. The tool validates
 * again with the real schema, which stays the one source of truth.
 */
export interface JsonSchema {
  type?: string
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  enum?: Array<string | number>
  minLength?: number
  maxLength?: number
  pattern?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  maxItems?: number
  minItems?: number
  default?: unknown
}

/** The zod surface the converter needs; satisfied by both our zod and `tool.schema`. */
export interface ZodBuilder<T> {
  string(): StringBuilder<T>
  number(): NumberBuilder<T>
  array(item: T): ArrayBuilder<T>
  enum(values: [string, ...string[]]): Describable<T>
  object(shape: Record<string, T>): ObjectBuilder<T>
  unknown(): Describable<T>
}
interface Describable<T> {
  describe(text: string): T
}
type Any<T> = T & Describable<T> & { optional(): T }
interface StringBuilder<T> extends Describable<T> {
  min(n: number): StringBuilder<T>
  max(n: number): StringBuilder<T>
  regex(re: RegExp, message?: string): StringBuilder<T>
}
interface NumberBuilder<T> extends Describable<T> {
  int(): NumberBuilder<T>
  min(n: number): NumberBuilder<T>
  max(n: number): NumberBuilder<T>
  gt(n: number): NumberBuilder<T>
}
interface ArrayBuilder<T> extends Describable<T> {
  max(n: number): ArrayBuilder<T>
  min(n: number): ArrayBuilder<T>
}
interface ObjectBuilder<T> extends Describable<T> {
  strict(): ObjectBuilder<T>
}

export function payloadJsonSchema(): JsonSchema {
  return z.toJSONSchema(reviewPayloadSchema, { io: 'input' }) as JsonSchema
}

function convert<T>(zb: ZodBuilder<T>, node: JsonSchema): T {
  const described = (built: Describable<T> | T): T => {
    const d = built as Describable<T>
    return node.description ? d.describe(node.description) : (built as T)
  }
  if (node.enum && node.enum.every((v) => typeof v === 'string')) {
    return described(zb.enum(node.enum as [string, ...string[]]))
  }
  switch (node.type) {
    case 'string': {
      let s = zb.string()
      if (node.minLength !== undefined) s = s.min(node.minLength)
      if (node.maxLength !== undefined) s = s.max(node.maxLength)
      if (node.pattern !== undefined) s = s.regex(new RegExp(node.pattern), PATTERN_MESSAGES[node.pattern])
      return described(s)
    }
    case 'integer':
    case 'number': {
      let n = zb.number()
      if (node.type === 'integer') n = n.int()
      if (node.minimum !== undefined) n = n.min(node.minimum)
      if (node.exclusiveMinimum !== undefined) n = n.gt(node.exclusiveMinimum)
      if (node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER) n = n.max(node.maximum)
      return described(n)
    }
    case 'array': {
      let a = zb.array(node.items ? convert(zb, node.items) : described(zb.unknown()))
      if (node.minItems !== undefined) a = a.min(node.minItems)
      if (node.maxItems !== undefined) a = a.max(node.maxItems)
      return described(a)
    }
    case 'object': {
      let o = zb.object(shapeOf(zb, node))
      if (node.additionalProperties === false) o = o.strict()
      return described(o)
    }
    default:
      return described(zb.unknown())
  }
}

/** The tool's `args` (a raw shape) for the payload, built with the given zod. */
export function shapeOf<T>(zb: ZodBuilder<T>, node: JsonSchema = payloadJsonSchema()): Record<string, T> {
  const shape: Record<string, T> = {}
  const required = new Set(node.required ?? [])
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const built = convert(zb, child)
    shape[key] = required.has(key) ? built : (built as Any<T>).optional()
  }
  return shape
}
