import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

/**
 * The evaluation harness end to end, as a user runs it: `npm run eval` over
 * a small subset of the shipped dataset (the whole set is something to run
 * once, not in every test run: about a minute per pull request and push on a
 * loaded machine), through the real OpenCode, the scripted model and the
 * GitHub fake. The scripted team replays the golden comments, so the harness
 * must score P = R = 1; injected noise must lower precision by exactly the
 * predicted amount. The last line of --json output is the machine-readable score.
 */
const run = promisify(execFile)

async function evaluate(args: string[]): Promise<{ summary: Record<string, unknown>; stdout: string }> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'eval/run.ts', '--dataset', 'eval/datasets/harbour-13', '--pushes', '1', '--json', ...args],
    { maxBuffer: 20 * 1024 * 1024 },
  )
  const last = stdout.trim().split('\n').pop() ?? '{}'
  return { summary: JSON.parse(last) as Record<string, unknown>, stdout }
}

describe('npm run eval (scripted golden replay)', () => {
  it('scores the golden replay at precision = recall = 1, with no false positive on a clean PR', async () => {
    const { summary, stdout } = await evaluate(['--only', 'ts-rate-limiter,go-clean-healthz'])
    expect(summary).toMatchObject({ precision: 1, recall: 1, f1: 1, prs: 2, findings: 2, golden: 2, cleanPrs: 1, cleanFalsePositives: 0, notSucceeded: [] })
    expect(Object.keys(summary)).toEqual(expect.arrayContaining(['precision', 'recall', 'f1', 'prs', 'findings', 'golden']))
    expect(summary.byCategory).toMatchObject({ correctness: { tp: 1 }, security: { tp: 1 } })
    expect(stdout).toContain('precision 100.0%  recall 100.0%')
    expect(summary.setup).toBe('dataset harbour-13, scripted golden replay, 1 push(es), matcher deterministic (window 3)')
  }, 900_000)

  it('lowers precision by exactly the predicted amount when noise is injected', async () => {
    const noise = 3
    const { summary } = await evaluate(['--only', 'ts-rate-limiter', '--noise', String(noise)])
    // 2 golden comments, all found, plus 3 findings that match nothing: P = 2 / (2 + 3).
    expect(summary).toMatchObject({
      precision: Math.round((2 / (2 + noise)) * 10_000) / 10_000,
      recall: 1,
      findings: 2 + noise,
      golden: 2,
      fp: noise,
      notSucceeded: [],
    })
  }, 900_000)
})
