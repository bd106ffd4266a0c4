import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { AnnotationProperties } from '@actions/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LedgerEntry } from '../../../src/context/ledger.js'
import { writeRecordReceipt } from '../../../src/core/publication/receipts.js'
import { concludeRun } from '../../../src/publication/conclude.js'
import { annotationsSink } from '../../../src/publication/sinks/annotations.js'
import { offlineConcludeInput, offlineConcludePorts, openLedgerEntry, recordedFindingOf, tempDir } from '../../support/kit/index.js'

/**
 * A check-only run posts nothing: its annotations are where its findings show on the pull
 * request's lines. An earlier finding still open (its thread, or an earlier review's body on a file
 * this push left alone) fails the check as the run's own findings do, so it is annotated on its
 * line too, as an error, within GitHub's ten errors per step; otherwise the check fails with
 * an error annotation on no line and the finding it counts is nowhere on the diff.
 */
const RUN = '5151-1'
const HEAD = 'e'.repeat(40)
let dir: string

beforeEach(async () => {
  dir = await tempDir('hm-annotate-earlier-')
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const NEW = recordedFindingOf()

const entry = openLedgerEntry

interface Annotation {
  message: string
  properties: AnnotationProperties | undefined
}

async function annotationsOf(entries: LedgerEntry[]): Promise<{ errors: Annotation[]; warnings: Annotation[]; blocking: number }> {
  const privateDir = join(dir, 'private')
  await writeRecordReceipt(privateDir, {
    version: 1,
    runId: RUN,
    headSha: HEAD,
    tool: 'record_review',
    payload: { summary: 'Reviewed.', findings: [], dispositions: [] },
    findings: [NEW],
  })
  const errors: Annotation[] = []
  const warnings: Annotation[] = []
  const ports = offlineConcludePorts({
    annotations: {
      error: (message, properties) => void errors.push({ message: String(message), properties }),
      warning: (message, properties) => void warnings.push({ message: String(message), properties }),
    },
  })
  const concluded = await concludeRun(
    ports,
    offlineConcludeInput({
      mode: 'check-only',
      blockingSeverity: 'high',
      runId: RUN,
      headSha: HEAD,
      privateDir,
      ledger: {
        entries,
        answers: [],
        scope: { kind: 'delta', reason: 'push', since: 'a'.repeat(40), reviewed: 1, unchanged: 1 },
        alreadyTracked: 0,
      },
      figures: { modelCalls: 3, tokensIn: 1, tokensOut: 1, durationMs: 1 },
      sinks: [annotationsSink],
    }),
  )
  return { errors, warnings, blocking: Number(concluded.outputs['blocking-findings']) }
}

describe('check-only: earlier findings that fail the check are annotated on their lines', () => {
  it('an open earlier thread at or above blocking-severity is an error annotation on its line; one below it is none', async () => {
    const { errors, warnings, blocking } = await annotationsOf([entry(1), entry(2, { severity: 'low', rootBody: '**🔵 Low** · style · **Naming**' })])
    expect(blocking).toBe(2)
    expect(errors.map((e) => e.properties?.file)).toEqual(['src/new.ts', 'src/old.ts'])
    const earlier = errors[1]
    expect(earlier?.properties).toMatchObject({ file: 'src/old.ts', startLine: 41, endLine: 41 })
    expect(earlier?.properties?.title).toContain('Token written to the log 1')
    expect(earlier?.message).toContain('still open from an earlier push')
    expect(earlier?.message).toContain('hm2-0000000000000001')
    expect(earlier?.message).not.toContain('harbourmaster:finding')
    expect(warnings).toEqual([])
  })

  it("shares GitHub's ten error annotations with the run's own findings, the rest counted in the last slot", async () => {
    const { errors, blocking } = await annotationsOf(Array.from({ length: 12 }, (_, i) => entry(i + 1)))
    expect(blocking).toBe(13)
    // Nine for findings (the tenth is setFailed's): eight shown, the last counting the five left out.
    expect(errors).toHaveLength(9)
    expect(errors[0]?.properties?.file).toBe('src/new.ts')
    expect(errors[8]?.message).toContain('5 more findings at or above high are not annotated')
  })
})
