import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { payloadJsonSchema, type JsonSchema } from '../../../plugins/lib/publication/tool-args.js'

const doc = readFileSync(resolve(import.meta.dirname, '../../../docs/review-payload.md'), 'utf8')

function fieldPaths(node: JsonSchema, prefix = ''): string[] {
  const out: string[] = []
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const path = `${prefix}${key}`
    out.push(path)
    if (child.type === 'array' && child.items?.properties) out.push(...fieldPaths(child.items, `${path}[].`))
  }
  return out
}

describe('docs/review-payload.md', () => {
  it('documents every field of the payload schema, and no field the schema lacks', () => {
    const schemaFields = fieldPaths(payloadJsonSchema()).sort()
    const documented = [...doc.matchAll(/^\| `([a-z_[\].]+)` \|/gm)].map((m) => m[1] as string).sort()
    expect(documented).toEqual(schemaFields)
  })

  // "Up to 200 findings", "3–200 characters", "≤ 8,000": a bound the row quotes is the schema's.
  it('quotes in a field row only the bounds the schema enforces', () => {
    const rows = new Map([...doc.matchAll(/^\| `([a-z_[\].]+)` \| [^|]+ \| ([^|]+) \|$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']))
    const bounds = (node: JsonSchema & { minLength?: number; maxLength?: number; maxItems?: number }): number[] =>
      [node.minLength, node.maxLength, node.maxItems].filter((n): n is number => n !== undefined && n > 1)
    const walk = (node: JsonSchema, prefix = ''): string[] =>
      Object.entries(node.properties ?? {}).flatMap(([key, child]) => {
        const path = `${prefix}${key}`
        // Ids quote digit counts ("hm2- + 16 hex digits"): only rows of a bounded field are read.
        const quoted =
          bounds(child).length === 0
            ? []
            : [...(rows.get(path) ?? '').matchAll(/(?<![\w-])(\d{1,3}(?:,\d{3})+|\d+)\b/g)].map((m) => Number((m[1] ?? '').replace(/,/g, '')))
        const wrong = quoted.filter((n) => n > 1 && !bounds(child).includes(n)).map((n) => `${path}: ${n} (schema: ${bounds(child).join(', ') || 'none'})`)
        return [...wrong, ...(child.type === 'array' && child.items?.properties ? walk(child.items, `${path}[].`) : [])]
      })
    expect(rows.get('summary')).toContain('20,000')
    expect(walk(payloadJsonSchema())).toEqual([])
  })

  it('lists every severity, category and disposition status the schema allows', () => {
    const json = JSON.stringify(payloadJsonSchema())
    for (const value of [...json.matchAll(/"enum":\[([^\]]*)\]/g)].flatMap((m) => JSON.parse(`[${m[1]}]`) as string[])) {
      expect(doc, value).toContain(`\`${value}\``)
    }
  })
})
