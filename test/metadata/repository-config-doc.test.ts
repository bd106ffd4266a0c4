import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { repositoryConfigSchema } from '../../src/config/repository-config.js'

/**
 * docs/configuration.md documents every key of .github/harbourmaster.yml
 * with its default and range; this keeps the table and the zod schema in
 * step both ways, as action-metadata.test.ts does for action.yml.
 */
interface Node {
  type?: string
  properties?: Record<string, Node>
  items?: Node
  default?: unknown
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  maxItems?: number
  anyOf?: Node[]
}

interface Leaf {
  key: string
  node: Node
}

function leaves(node: Node, prefix = ''): Leaf[] {
  const out: Leaf[] = []
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    const key = `${prefix}${name}`
    if (child.type === 'object' && child.properties) out.push(...leaves(child, `${key}.`))
    else {
      out.push({ key, node: child })
      if (child.type === 'array' && child.items?.type === 'object') out.push(...leaves(child.items, `${key}[].`))
    }
  }
  return out
}

const doc = readFileSync(resolve(import.meta.dirname, '../../docs/configuration.md'), 'utf8')
const section = doc.slice(doc.indexOf('\n## Repository configuration file\n'), doc.indexOf('\n### Precedence\n'))
const rows = new Map(
  [...section.matchAll(/^\| `([^`]+)` \| ([^|]*) \| ([^|]*) \| ([^|]*) \| ([^|]*) \|$/gm)].map((m) => [
    m[1] as string,
    { default: (m[3] ?? '').trim(), range: (m[4] ?? '').trim() },
  ]),
)
const schema = z.toJSONSchema(repositoryConfigSchema, { io: 'input' }) as Node

describe('docs/configuration.md: the repository configuration file', () => {
  it('documents every key of the schema, and no key the schema lacks', () => {
    expect([...rows.keys()].sort()).toEqual(
      leaves(schema)
        .map((l) => l.key)
        .sort(),
    )
  })

  it('gives each key its schema default and range', () => {
    for (const { key, node } of leaves(schema)) {
      const row = rows.get(key)
      if (!row) continue
      if (node.default === undefined) expect(row.default, key).toMatch(/^none\b/)
      else expect(row.default, key).toBe(`\`${JSON.stringify(node.default)}\``)
      const variant = node.anyOf?.find((n) => n.type === 'string') ?? node
      if (variant.minimum !== undefined) expect(row.range, key).toBe(`${variant.minimum} to ${variant.maximum}`)
      else if (node.maxItems !== undefined) expect(row.range, key).toBe(`at most ${node.maxItems} entries`)
      else if (variant.maxLength !== undefined) expect(row.range, key).toMatch(new RegExp(`^${variant.minLength ?? 0} to ${variant.maxLength} characters`))
    }
  })

  it('would catch a key the page forgot', () => {
    const withExtra = z.toJSONSchema(repositoryConfigSchema.extend({ 'new-key': z.number().default(1) }), { io: 'input' }) as Node
    expect(leaves(withExtra).map((l) => l.key)).toContain('new-key')
    expect(rows.has('new-key')).toBe(false)
  })
})
