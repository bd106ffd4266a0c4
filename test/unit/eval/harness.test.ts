import { rm, writeFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadDataset } from '../../../eval/lib/dataset.js'
import { formatSummary, mergeSummaries, scoreResults } from '../../../eval/lib/evaluate.js'
import { parseVerdict } from '../../../eval/lib/judge.js'
import { deterministicMatches } from '../../../eval/lib/match.js'
import { NOISE_CATEGORY, scriptedPlan } from '../../../eval/lib/run-pr.js'
import type { EvalFinding, EvalPr, PrResult } from '../../../eval/lib/types.js'
import { buildLineMap } from '../../../src/core/diff/diff-lines.js'
import { startModelServer, type ModelServer } from '../../support/model-server/index.js'
import { tempDir } from '../../support/kit/index.js'

/**
 * The evaluation harness's parts without a review run: the shipped dataset
 * loads into valid pull requests whose golden lines are in their diffs, the
 * matcher and the metrics give the figures by hand, shards merge into the
 * whole, the judge talks to an OpenAI-compatible server (the scripted one),
 * and the adapter reads the public benchmark's documented layout.
 */
const DATASET = fileURLToPath(new URL('../../../eval/datasets/harbour-13', import.meta.url))

const asFinding = (pr: EvalPr, i: number, over: Partial<EvalFinding> = {}): EvalFinding => {
  const g = pr.golden[i]!
  return { id: `hm-${i}`, path: g.path!, line: g.line!, category: g.category, severity: g.severity, title: g.comment.slice(0, 40), body: g.comment, ...over }
}

describe('the shipped dataset', () => {
  it('has at least 10 pull requests with seeded defects in three languages and 3 clean ones', async () => {
    const dataset = await loadDataset(DATASET)
    const defects = dataset.prs.filter((p) => !p.clean)
    expect(defects.length).toBeGreaterThanOrEqual(10)
    expect(dataset.prs.filter((p) => p.clean)).toHaveLength(3)
    expect(new Set(dataset.prs.map((p) => p.language))).toEqual(new Set(['typescript', 'python', 'go']))
    expect(new Set(defects.flatMap((p) => p.golden.map((g) => g.category))).size).toBeGreaterThanOrEqual(4)
    // Noise must never match a golden comment by category.
    expect(defects.flatMap((p) => p.golden).some((g) => g.category === NOISE_CATEGORY)).toBe(false)
    for (const pr of dataset.prs) expect(pr.source.kind === 'files' && pr.source.files.length).toBeGreaterThanOrEqual(2)
  })

  it("anchors every golden comment on a line of its pull request's diff", async () => {
    const dataset = await loadDataset(DATASET)
    for (const pr of dataset.prs) {
      if (pr.source.kind !== 'files') continue
      for (const g of pr.golden) {
        const file = pr.source.files.find((f) => f.filename === g.path)
        expect(buildLineMap(file?.patch ?? undefined).isCommentable('RIGHT', g.line!), `${pr.id} ${g.path}:${g.line}`).toBe(true)
      }
    }
  })
})

describe('matching and metrics', () => {
  let pr: EvalPr
  beforeAll(async () => {
    pr = (await loadDataset(DATASET)).prs.find((p) => p.id === 'go-webhook-client')!
  })

  it('matches on the same file, within the line window, in the same category, one to one', () => {
    const findings = [
      asFinding(pr, 0, { line: pr.golden[0]!.line! + 3 }),
      asFinding(pr, 1, { category: 'security' }),
      asFinding(pr, 2, { line: pr.golden[2]!.line! + 4 }),
      asFinding(pr, 0),
    ]
    expect(deterministicMatches(findings, pr.golden, 3)).toEqual([{ finding: 3, golden: 0 }])
  })

  it('scores golden replay at P = R = 1 and injected noise at exactly the predicted precision', async () => {
    const clean = (await loadDataset(DATASET)).prs.find((p) => p.clean)!
    const perfect: PrResult[] = [
      { pr, findings: pr.golden.map((_, i) => asFinding(pr, i)), outcome: 'success', modelCalls: 1 },
      { pr: clean, findings: [], outcome: 'success', modelCalls: 1 },
    ]
    expect(await scoreResults(perfect)).toMatchObject({ precision: 1, recall: 1, f1: 1, prs: 2, findings: 3, golden: 3, cleanFalsePositives: 0 })
    const noise = (n: number): EvalFinding[] =>
      Array.from({ length: n }, (_, i) => ({
        id: `noise-${i}`,
        path: 'webhook/client.go',
        line: i + 1,
        category: NOISE_CATEGORY,
        severity: 'low',
        title: 'noise',
        body: 'noise',
      }))
    const noisy = perfect.map((r) => ({ ...r, findings: [...r.findings, ...noise(2)] }))
    const s = await scoreResults(noisy)
    expect(s).toMatchObject({ precision: Math.round((3 / 7) * 10_000) / 10_000, recall: 1, cleanFalsePositives: 2, fp: 4 })
    expect(s.byCategory[NOISE_CATEGORY]).toMatchObject({ precision: 0, tp: 0, fp: 4 })
  })

  it('names every run that did not succeed: a clean pull request whose review failed is no clean review', async () => {
    const clean = (await loadDataset(DATASET)).prs.find((p) => p.clean)!
    const results: PrResult[] = [
      { pr, findings: pr.golden.map((_, i) => asFinding(pr, i)), outcome: 'success', modelCalls: 1, duplicates: 0, secondOutcome: 'skipped' },
      { pr: clean, findings: [], outcome: 'failure', modelCalls: 0 },
    ]
    const s = await scoreResults(results)
    expect(s.cleanFalsePositives).toBe(0)
    expect(s.notSucceeded).toEqual([`${pr.id} (push 2): skipped`, `${clean.id}: failure`])
    const merged = mergeSummaries([await scoreResults(results.slice(0, 1)), await scoreResults(results.slice(1))])
    expect(merged.notSucceeded).toEqual(s.notSucceeded)
  })

  it('merges shard summaries into the summary of the whole', async () => {
    const results: PrResult[] = [
      { pr, findings: [asFinding(pr, 0), asFinding(pr, 1, { category: 'tests' })], outcome: 'success', modelCalls: 1, duplicates: 1 },
      { pr: { ...pr, id: `${pr.id}-again` }, findings: [asFinding(pr, 2)], outcome: 'success', modelCalls: 1, duplicates: 0 },
    ]
    const whole = await scoreResults(results)
    const merged = mergeSummaries([await scoreResults(results.slice(0, 1)), await scoreResults(results.slice(1))])
    expect(merged).toEqual(whole)
    expect(whole.duplicates).toBe(1)
  })
})

describe('scripted plan', () => {
  it('replays each golden comment as a claim of the specialist of its category, plus noise', async () => {
    const pr = (await loadDataset(DATASET)).prs.find((p) => p.id === 'py-report-download')!
    const { plan, specialists } = scriptedPlan(pr, 2)
    expect(specialists.sort()).toEqual(['code-quality', 'security', 'tests'])
    expect(plan.claims.security?.[0]).toMatchObject({ path: 'app/reports.py', line: pr.golden[0]!.line, category: 'security' })
    expect(plan.claims['code-quality']?.filter((f) => f.category === NOISE_CATEGORY)).toHaveLength(2)
  })
})

describe('LLM judge against an OpenAI-compatible server', () => {
  let server: ModelServer
  beforeAll(async () => {
    // The scripted judge says "same" when the review comment names the golden comment's key word.
    server = await startModelServer({
      script: (req) => {
        const text = req.conversationText
        const golden = /Golden comment[^\n]*\n([^\n]*)/.exec(text)?.[1] ?? ''
        const review = /Review comment[^\n]*\n([\s\S]*?)\n\nDo these/.exec(text)?.[1] ?? ''
        const key = /\b(race|injection|leak)\b/i.exec(golden)?.[1]?.toLowerCase()
        return { text: JSON.stringify({ same: key !== undefined && review.toLowerCase().includes(key), confidence: 0.9 }) }
      },
    })
  })
  afterAll(async () => server?.close())

  it('matches by meaning, also where the golden comment names no file or line', async () => {
    const pr: EvalPr = {
      id: 'x/y#1',
      title: 't',
      body: '',
      clean: false,
      golden: [
        { comment: 'Data race on the shared map', severity: 'high', category: 'correctness' },
        { comment: 'SQL injection through the name filter', severity: 'critical', category: 'security' },
      ],
      source: { kind: 'github', owner: 'x', repo: 'y', number: 1, url: 'https://github.com/x/y/pull/1' },
    }
    const findings: EvalFinding[] = [
      {
        id: 'a',
        path: 'cache/warm.go',
        line: 14,
        category: 'correctness',
        severity: 'critical',
        title: 'Concurrent map writes',
        body: 'Goroutines write the map without a lock: a race.',
      },
      { id: 'b', path: 'app/users.py', line: 18, category: 'code-quality', severity: 'low', title: 'Long line', body: 'Wrap this line.' },
    ]
    const s = await scoreResults([{ pr, findings, outcome: 'success', modelCalls: 1 }], {
      judge: { model: 'judge/scripted-judge', baseUrl: server.baseURL, apiKey: 'sk-judge-test-0000000000' },
    })
    expect(s).toMatchObject({ tp: 1, fp: 1, fn: 1, precision: 0.5, recall: 0.5 })
    expect(server.requests.length).toBe(4)
    expect(server.requests.every((r) => r.model === 'scripted-judge' && !r.stream)).toBe(true)
  })

  it('keeps what was judged when the judge starts refusing: scores the rest it can, and names the pull requests it could not score and why', async () => {
    // The key is revoked after the first answer: the first pull request is judged, the second is not.
    let asked = 0
    const refusing = await startModelServer({
      script: () =>
        ++asked === 1
          ? { text: JSON.stringify({ same: true, confidence: 0.9 }) }
          : { status: 401, body: { error: { message: 'invalid api key', type: 'invalid_request_error' } } },
    })
    try {
      const pr = (id: string, golden: EvalPr['golden']): EvalPr => ({
        id,
        title: 't',
        body: '',
        clean: golden.length === 0,
        golden,
        source: { kind: 'github', owner: 'x', repo: 'y', number: 7, url: `https://github.com/x/y/pull/${id}` },
      })
      const race = { comment: 'Data race on the shared map', severity: 'high' as const, category: 'correctness' as const }
      const finding: EvalFinding = { id: 'a', path: 'a.go', line: 1, category: 'correctness', severity: 'high', title: 'Race', body: 'A race.' }
      const judge = { model: 'judge/scripted-judge', baseUrl: refusing.baseURL, apiKey: 'sk-judge-test-0000000000' }
      const results: PrResult[] = [
        { pr: pr('x/y#1', [race]), findings: [finding], outcome: 'success', modelCalls: 1 },
        { pr: pr('x/y#7', [race]), findings: [finding], outcome: 'success', modelCalls: 1 },
        // Nothing to ask a judge: its finding is a false positive whatever the judge would say.
        { pr: pr('x/y#9', []), findings: [finding], outcome: 'success', modelCalls: 1 },
      ]
      const s = await scoreResults(results, { judge })
      expect(s).toMatchObject({ prs: 2, prIds: ['x/y#1', 'x/y#9'], tp: 1, fp: 1, fn: 0, cleanFalsePositives: 1, unscored: ['x/y#7'] })
      for (const part of ['x/y#7', 'HTTP 401', 'judge/scripted-judge', refusing.baseURL, 'HARBOURMASTER_JUDGE_API_KEY']) expect(s.judgeFailure).toContain(part)
      const text = formatSummary(s)
      expect(text).toContain('not scored')
      expect(text).toContain('x/y#7')
      expect(text).toContain('HTTP 401')
      // A merge keeps the list: a score over fewer pull requests never reads as the whole.
      expect(mergeSummaries([s]).unscored).toEqual(['x/y#7'])
      // Judged again later (--only x/y#7) and merged: scored once, no longer listed.
      const again = await scoreResults([results[1]!], { judge: { ...judge, baseUrl: server.baseURL } })
      expect(mergeSummaries([s, again])).toMatchObject({ prs: 3, unscored: [], judgeFailure: null, tp: 2 })
      // A run that failed and is left unscored is still a run that did not succeed: the summary said "none".
      const failed: PrResult = { pr: pr('x/y#8', [race]), findings: [finding], outcome: 'error (GitHub answered 502)', secondOutcome: 'failure', modelCalls: 0 }
      const unscoredFailure = await scoreResults([failed], { judge })
      expect(unscoredFailure).toMatchObject({ prs: 0, unscored: ['x/y#8'], notSucceeded: ['x/y#8: error (GitHub answered 502)', 'x/y#8 (push 2): failure'] })
      expect(formatSummary(unscoredFailure)).toContain('runs that did not succeed: x/y#8: error (GitHub answered 502)')
      // Run again with --only x/y#8 (it succeeds, the judge answers) and merged, as the exit-1 message says to: every figure of
      // x/y#8 is the new run's, so the failed run in no figure is not listed, or the merge failed for a run it does not score.
      const rerun = await scoreResults([{ ...failed, outcome: 'success', secondOutcome: 'success', modelCalls: 1 }], {
        judge: { ...judge, baseUrl: server.baseURL },
      })
      expect(mergeSummaries([unscoredFailure, rerun])).toMatchObject({ prs: 1, unscored: [], notSucceeded: [] })
      // Still failing in the run that scores it, or never scored, it stays listed.
      const stillFailing = await scoreResults([{ ...failed, secondOutcome: 'success' }], { judge: { ...judge, baseUrl: server.baseURL } })
      expect(mergeSummaries([unscoredFailure, stillFailing]).notSucceeded).toEqual(['x/y#8: error (GitHub answered 502)'])
      expect(mergeSummaries([unscoredFailure, again]).notSucceeded).toEqual(['x/y#8: error (GitHub answered 502)', 'x/y#8 (push 2): failure'])
    } finally {
      await refusing.close()
    }
  })

  it('reads only a JSON verdict; anything else is "not the same"', () => {
    expect(parseVerdict('```json\n{"same": true, "confidence": 0.7}\n```')).toEqual({ same: true, confidence: 0.7 })
    expect(parseVerdict('Yes, they are the same.')).toEqual({ same: false, confidence: 0 })
  })
})

describe('public benchmark adapter', () => {
  let dir: string
  beforeAll(async () => {
    // Written here in the benchmark's documented layout: golden_comments/<repo>.json, a list of PRs.
    dir = await tempDir('hm-crb-')
    await mkdir(join(dir, 'golden_comments'))
    await writeFile(
      join(dir, 'golden_comments', 'example.json'),
      JSON.stringify([
        {
          pr_title: 'Cache products in parallel',
          url: 'https://github.com/example-org/shop/pull/7',
          comments: [{ comment: 'Data race on the shared map', severity: 'High', category: 'concurrency' }],
        },
        {
          pr_title: 'Add user search',
          url: 'https://github.com/example-org/shop/pull/9',
          comments: [
            { comment: 'SQL injection through the name filter', severity: 'Critical', category: 'security' },
            { comment: 'Missing test for empty query', severity: 'Low', category: 'test_gap' },
          ],
        },
      ]),
    )
  })
  afterAll(async () => rm(dir, { recursive: true, force: true }))

  it('reads the PR list and golden comments, mapping severities and categories', async () => {
    const dataset = await loadDataset(dir)
    expect(dataset.format).toBe('martian')
    expect(dataset.prs.map((p) => p.id)).toEqual(['example-org/shop#7', 'example-org/shop#9'])
    expect(dataset.prs[0]?.source).toEqual({ kind: 'github', owner: 'example-org', repo: 'shop', number: 7, url: 'https://github.com/example-org/shop/pull/7' })
    expect(dataset.prs[1]?.golden).toEqual([
      { comment: 'SQL injection through the name filter', severity: 'critical', category: 'security' },
      { comment: 'Missing test for empty query', severity: 'low', category: 'tests' },
    ])
  })

  it('refuses the deterministic matcher for golden comments without a location', async () => {
    const dataset = await loadDataset(dir)
    await expect(scoreResults([{ pr: dataset.prs[0]!, findings: [], outcome: 'success', modelCalls: 0 }])).rejects.toThrow(/only be matched by a judge/)
  })
})
