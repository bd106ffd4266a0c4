import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { reviewRecordSchema } from '../../../src/core/contracts/review-record.js'

/**
 * docs/sinks.md describes the findings file field by field for the teams that
 * read it in later steps (jq, dashboards); this keeps that table and the
 * record's schema in step both ways, as review-payload-doc.test.ts does for
 * the payload.
 */
const doc = readFileSync(resolve(import.meta.dirname, '../../../docs/sinks.md'), 'utf8')

/** The top-level fields the "## Findings file" table names (`run.id` names `run`). */
function documentedFields(markdown: string): string[] {
  const start = markdown.indexOf('\n## Findings file\n')
  const table = markdown.slice(start, markdown.indexOf('\n## ', start + 1))
  const cells = [...table.matchAll(/^\| ([^|]+) \|/gm)].map((m) => m[1] ?? '').filter((cell) => cell.trim() !== 'field' && !/^-+$/.test(cell.trim()))
  return [...new Set(cells.flatMap((cell) => [...cell.matchAll(/`([A-Za-z]+)(?:\.[A-Za-z]+)?`/g)].map((m) => m[1] ?? '')))].sort()
}

describe('docs/sinks.md findings file', () => {
  it('documents every top-level field of the review record, and no field the record lacks', () => {
    const fields = Object.keys(reviewRecordSchema.shape).filter((key) => key !== 'kind' && key !== 'version')
    expect(documentedFields(doc)).toEqual(fields.sort())
  })

  it('names the record kind and version the schema requires', () => {
    expect(doc).toContain(`kind: ${reviewRecordSchema.shape.kind.value}`)
    expect(doc).toContain(`version: ${reviewRecordSchema.shape.version.value}`)
  })
})
