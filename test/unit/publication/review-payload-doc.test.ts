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

  it('lists every severity, category and disposition status the schema allows', () => {
    const json = JSON.stringify(payloadJsonSchema())
    for (const value of [...json.matchAll(/"enum":\[([^\]]*)\]/g)].flatMap((m) => JSON.parse(`[${m[1]}]`) as string[])) {
      expect(doc, value).toContain(`\`${value}\``)
    }
  })
})
