import { describe, expect, it } from 'vitest'
import { renderInlineComment } from '../../../plugins/lib/publication/render.js'
import { judgeByTests } from '../../../src/core/evidence/test-verdict.js'
import { buildEvidence, EVIDENCE_BOUNDS } from '../../../src/evidence/build-evidence.js'
import { parseJunit } from '../../../src/evidence/junit.js'
import type { AnnotationProperties } from '@actions/core'
import { annotate } from '../../../src/publication/sinks/annotations.js'
import { cell, renderJobSummary } from '../../../src/publication/summary.js'

/**
 * Test names and failure texts are cut to their bounds before they reach a
 * review comment. A cut between the two halves of a surrogate pair (an emoji,
 * a CJK extension character) leaves half a character: GitHub gets ill-formed
 * text, and UTF-8 shows it as U+FFFD.
 */
const wellFormed = (text: string): boolean => Buffer.from(text, 'utf8').toString('utf8') === text

describe('test evidence cut within its bounds', () => {
  it('never splits a surrogate pair of a test name or failure text, so the comment quoting them is well-formed', () => {
    // 'a' shifts the emoji by one unit, so its pair straddles the cut of the id and of the excerpt.
    const name = `a${'😀'.repeat(EVIDENCE_BOUNDS.idChars)}`
    const failure = `a${'😀'.repeat(EVIDENCE_BOUNDS.excerptChars)}`
    const xml = `<testsuite name="s"><testcase classname="test/cart.test.ts" name="${name}"><failure message="boom">${failure}</failure></testcase></testsuite>`
    const evidence = buildEvidence({ source: 'results', reports: 1, cases: parseJunit(xml), changed: ['src/cart.ts'] })
    const test = evidence.files[0]?.tests[0]
    expect(test?.status).toBe('failed')
    expect(wellFormed(test?.id ?? '')).toBe(true)
    expect(wellFormed(test?.excerpt ?? '')).toBe(true)
    expect((test?.id ?? '').length).toBeLessThanOrEqual(EVIDENCE_BOUNDS.idChars)
    expect((test?.excerpt ?? '').length).toBeLessThanOrEqual(EVIDENCE_BOUNDS.excerptChars)

    const tests = judgeByTests({ path: 'src/cart.ts', category: 'correctness', evidence, attribution: 'caused' })
    const body = renderInlineComment({
      id: 'hm-0123456789ab',
      placement: 'inline',
      path: 'src/cart.ts',
      line: 3,
      severity: 'high',
      category: 'correctness',
      title: 'Total is wrong',
      body: 'The discount is applied twice.',
      evidence: 'total * 0.9 * 0.9',
      confidence: 0.8,
      verdict: 'confirmed',
      confidence_after: 0.9,
      route: 'inline',
      route_reason: 'confirmed',
      tests,
    })
    expect(tests?.tests).toHaveLength(1)
    expect(body).toContain('😀😀…')
    expect(wellFormed(body)).toBe(true)
  })
  it('job summary cells and annotation titles cut at a character, not inside one', () => {
    // No prefix: the pair straddles the cut of a cell (300), of a title after 'low: ' (200) and of a body (8000).
    const title = '😀'.repeat(400)
    expect(wellFormed(cell(title))).toBe(true)
    expect(cell(title)).toMatch(/😀…$/)
    const titles: (string | undefined)[] = []
    const keep = (_m: string | Error, p?: AnnotationProperties): void => void titles.push(p?.title)
    const finding = {
      id: 'hm-0123456789ab',
      placement: 'inline' as const,
      path: 'src/a.ts',
      line: 1,
      severity: 'low' as const,
      category: 'correctness' as const,
      title,
      body: 'b',
      evidence: 'e',
    }
    annotate({ warning: keep, error: keep }, [finding], 'high')
    expect(wellFormed(titles[0] ?? '')).toBe(true)
    const summary = renderJobSummary({
      mode: 'check-only',
      decision: { outcome: 'success', failureClass: undefined, exitFailed: false, message: 'ok' },
      blockingSeverity: 'high',
      findings: [{ ...finding, body: '😀'.repeat(5000) }],
      dispositions: [],
      exclusions: [],
      caps: [],
      figures: { modelCalls: 1, tokensIn: 1, tokensOut: 1, durationMs: 1 },
      files: {},
      sinkWarnings: [],
    })
    expect(wellFormed(summary)).toBe(true)
  })
})
