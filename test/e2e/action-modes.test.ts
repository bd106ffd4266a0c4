import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviewRecordSchema } from '../../src/core/contracts/review-record.js'
import { sarifValidator } from '../support/sarif-schema.js'
import { runScenario, type ScenarioResult } from '../support/action/harness.js'
import { demoScenario } from '../support/action/demo-scenario.js'
import { DEFAULT_BOT_LOGIN } from '../support/github-fake/index.js'

/**
 * silent, check-only and blocking through the whole action (real OpenCode,
 * scripted model, GitHub fake). The demo plan yields one high, one medium and
 * two low findings (one flags the comment addressed to AI reviewers) after the verifier refutes a false claim.
 */
const run = (mode: 'silent' | 'check-only' | 'blocking', inputs: Record<string, string> = {}): Promise<ScenarioResult> =>
  runScenario(demoScenario({ mode, inputs }))

describe('silent mode', () => {
  let s: ScenarioResult
  beforeAll(async () => {
    s = await run('silent')
  }, 300_000)
  afterAll(async () => s?.close())

  it('publishes nothing and never writes a token file for the editor', () => {
    expect(s.reviews()).toHaveLength(0)
    expect(s.fake.requests.filter((r) => r.method !== 'GET' && r.route !== 'graphql')).toHaveLength(0)
  })

  it('succeeds with the findings in outputs and the job summary only', () => {
    expect(s.result.concluded?.decision).toMatchObject({ outcome: 'success', exitFailed: false })
    expect(s.outputs).toMatchObject({ outcome: 'success', findings: '4', 'blocking-findings': '1', 'review-id': '' })
    expect(s.summaries.join('\n')).toContain('Off-by-one: every page holds size + 1 items')
    expect(s.annotations).toHaveLength(0)
  })

  it('feeds every report sink: the review record, a schema-valid SARIF file, the score and folded details in the summary', async () => {
    const record = reviewRecordSchema.parse(JSON.parse(await readFile(s.outputs['findings-file'] as string, 'utf8')))
    expect(record).toMatchObject({ headSha: s.pr.head.sha, pullNumber: 42, tool: 'record_review', mode: 'silent', run: { id: '9001-1' } })
    // The record keeps every finding, the one routed to drop (the refuted claim) included; SARIF only the published four.
    expect(record.findings).toHaveLength(5)
    expect(record.findings.filter((f) => f.route === 'drop').map((f) => f.title)).toEqual(['Page count rounds down'])
    const sarif = JSON.parse(await readFile(s.outputs['sarif-file'] as string, 'utf8'))
    expect(sarifValidator()(sarif)).toEqual([])
    expect(sarif.runs[0].results).toHaveLength(4)
    expect(sarif.runs[0].results.find((r: { ruleId: string }) => r.ruleId === 'harbourmaster/correctness')?.locations[0].physicalLocation).toMatchObject({
      artifactLocation: { uri: 'src/pagination.ts' },
      region: { endLine: 10 },
    })
    // One high (1.5), one medium (0.5), two lows (0.25 each).
    expect(s.outputs.score).toBe('2.5')
    const summary = s.summaries.join('\n')
    expect(summary).toContain('**Score:** 2.5 / 5')
    expect(summary).toMatch(/<tr><td colspan="8"><details><summary>Details of hm2-[0-9a-f]{16}<\/summary>/)
    expect(s.logger.find('sink', 'warning')).toEqual([])
  })
})

describe('check-only mode', () => {
  let s: ScenarioResult
  beforeAll(async () => {
    s = await run('check-only')
  }, 300_000)
  afterAll(async () => s?.close())

  it('publishes nothing and fails the job on the finding at or above blocking-severity', () => {
    expect(s.reviews()).toHaveLength(0)
    expect(s.result.concluded?.decision).toMatchObject({ outcome: 'failure', exitFailed: true })
    expect(s.outputs).toMatchObject({ outcome: 'failure', 'blocking-findings': '1' })
  })

  it('reports every finding as an annotation on its file and line, the blocking one as an error', () => {
    const offByOne = s.annotations.find((a) => a.title?.includes('Off-by-one'))
    expect(offByOne).toMatchObject({ level: 'error', file: 'src/pagination.ts', line: 10 })
    expect(s.annotations.find((a) => a.title?.includes('swallowed'))).toMatchObject({ level: 'warning', file: 'src/config-loader.ts' })
    expect(s.annotations).toHaveLength(4)
    expect(s.annotations.find((a) => a.title?.includes('addressed to AI reviewers'))).toMatchObject({ level: 'warning', file: 'src/pagination.ts', line: 9 })
  })
})

describe('blocking mode', () => {
  let s: ScenarioResult
  beforeAll(async () => {
    s = await run('blocking')
  }, 300_000)
  afterAll(async () => s?.close())

  it('publishes the same advisory COMMENT review, never REQUEST_CHANGES', () => {
    const reviews = s.reviews()
    expect(reviews).toHaveLength(1)
    expect(reviews[0]).toMatchObject({ state: 'COMMENTED', commitId: s.pr.head.sha, user: DEFAULT_BOT_LOGIN })
    expect(s.outputs['review-id']).toBe(String(reviews[0]?.id))
  })

  it('fails the job because a high finding reaches blocking-severity', () => {
    expect(s.result.concluded?.decision).toMatchObject({ outcome: 'failure', exitFailed: true })
    expect(s.outputs).toMatchObject({ outcome: 'failure', 'blocking-findings': '1' })
  })
})

describe('blocking mode with blocking-severity critical', () => {
  let s: ScenarioResult
  beforeAll(async () => {
    s = await run('blocking', { 'blocking-severity': 'critical' })
  }, 300_000)
  afterAll(async () => s?.close())

  it('passes once the review is proven and nothing reaches the threshold', () => {
    expect(s.reviews()).toHaveLength(1)
    expect(s.result.concluded?.decision).toMatchObject({ outcome: 'success', exitFailed: false })
    expect(s.outputs).toMatchObject({ outcome: 'success', 'blocking-findings': '0' })
  })
})
