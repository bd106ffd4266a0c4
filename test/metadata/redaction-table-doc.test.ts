import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { buildCorpus } from '../support/redaction-corpus.js'

/**
 * docs/security.md's redaction table says how many generated examples and
 * contexts each token family was tested with; those figures are the corpus
 * redaction-corpus.test.ts asserts, family by family in the same order.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

function tableRows(): { family: string; examples: number; contexts: string }[] {
  const doc = readFileSync(join(ROOT, 'docs/security.md'), 'utf8')
  const start = doc.indexOf('| family (`src/core/telemetry/secret-patterns.ts`)')
  const lines = doc.slice(start).split('\n')
  const rows = lines.slice(
    2,
    lines.findIndex((line, i) => i > 0 && !line.startsWith('|')),
  )
  return rows.map((row) => {
    const [family = '', examples = '', contexts = ''] = row.split(' | ').map((c) => c.replace(/^\| /, '').trim())
    return { family, examples: Number(examples), contexts }
  })
}

describe('docs/security.md: the redaction table', () => {
  it('gives each family the examples and contexts of the generated corpus', () => {
    const corpus = buildCorpus()
    const families = [...new Set(corpus.map((e) => e.family))]
    const rows = tableRows()
    expect(rows.length).toBe(families.length)
    families.forEach((family, i) => {
      const examples = corpus.filter((e) => e.family === family)
      const row = rows[i]
      expect(row?.examples, `${row?.family} / ${family}`).toBe(examples.length)
      const contexts = new Set(examples.map((e) => e.context)).size
      // "10 per type" for the private keys: each of its types in ten contexts.
      if (row?.contexts.endsWith('per type')) expect(contexts % Number.parseInt(row.contexts, 10), family).toBe(0)
      else expect(Number(row?.contexts), `${row?.family} / ${family}`).toBe(contexts)
    })
  })
})
