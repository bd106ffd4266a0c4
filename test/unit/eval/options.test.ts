import { execFile } from 'node:child_process'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EvalInputError, parseEvalOptions } from '../../../eval/lib/options.js'
import { tempDir } from '../../support/kit/index.js'

/**
 * `npm run eval` checks its command line before it runs anything: a refused
 * option exits 2 naming the option and what it takes, never a score of zero
 * runs (precision = recall = 1) or a stack trace.
 */
const run = promisify(execFile)

async function evalCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(process.execPath, ['--import', 'tsx', 'eval/run.ts', ...args]).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  )
}

const DATASET = 'eval/datasets/harbour-13'
let dir: string
beforeAll(async () => {
  dir = await tempDir('hm-eval-options-')
})
afterAll(async () => rm(dir, { recursive: true, force: true }))

/** What parseEvalOptions says of these arguments after --dataset: its refusal, or 'accepted'. */
function refused(args: string[]): string {
  try {
    parseEvalOptions(['--dataset', DATASET, ...args])
  } catch (error) {
    return error instanceof EvalInputError ? error.message : 'not an input error'
  }
  return 'accepted'
}

/** A command line refused before any run: exit code 2, each message on stderr, and no score printed. */
function expectRefused(out: { code: number; stdout: string; stderr: string }, ...messages: string[]): void {
  expect(out.code).toBe(2)
  for (const message of messages) expect(out.stderr).toContain(message)
  expect(out.stdout).not.toContain('precision')
}

/** A shard's figures as `eval --json` ends its summary: one of two expected issues found, no false positive. */
const HALF_FOUND = { tp: 1, fp: 0, fn: 1, precision: 1, recall: 0.5, f1: 0.6667, findings: 1, golden: 2, cleanPrs: 0, cleanFalsePositives: 0, duplicates: null }
describe('npm run eval refuses what it cannot run', () => {
  it('an --only that names no pull request of the dataset, naming it and the ids there are', async () => {
    const out = await evalCli(['--dataset', DATASET, '--only', 'ts-retry-fetchh', '--json'])
    expectRefused(out, "--only names no pull request 'ts-retry-fetchh' of the dataset", 'ts-retry-fetch')
  }, 60_000)

  it('a number that does not parse, before any run', () => {
    expect(refused(['--window', '3x'])).toBe("--window takes the line window (a whole number, 0 or more); got '3x'")
    expect(refused(['--noise', '-1'])).toContain("--noise takes the number of noise findings per pull request (a whole number, 0 or more); got '-1'")
    expect(refused(['--pushes', '3'])).toBe("--pushes takes 1 or 2; got '3'")
    expect(refused(['--shard', '1.5/3'])).toBe("--shard takes i/n with whole numbers 1 <= i <= n; got '1.5/3'")
    expect(refused(['--shard', '4/3'])).toContain("got '4/3'")
    expect(parseEvalOptions(['--dataset', DATASET, '--window', '0', '--shard', '2/5', '--pushes', '1'])).toMatchObject({
      window: 0,
      shard: { index: 2, count: 5 },
      pushes: 1,
      noise: 0,
    })
  })

  it('an option it does not know, or a word no option takes, before any run: a misspelt --model would score the scripted replay at 1', async () => {
    expect(refused(['--modle', 'openai/gpt-test'])).toMatch(
      /^unknown option --modle; the options are --dataset <dir>, .*--model <provider\/model>, .*--merge \(docs\/eval.md#options\)$/,
    )
    expect(refused(['--judge-model=openai/gpt-test', '--windw=2'])).toContain('unknown option --windw')
    // `--only a b` instead of `--only a,b`: b would be dropped without a word.
    expect(refused(['--only', 'ts-retry-fetch', 'ts-rate-limiter'])).toBe(
      "'ts-rate-limiter' follows no option that takes a value; separate --only ids with commas (--only a,b)",
    )
    expect(
      refused([
        '--json',
        '--only=a,b',
        '--model',
        'p/m',
        '--provider-base-url',
        'http://127.0.0.1:1',
        '--judge-model',
        'p/j',
        '--judge-base-url',
        'http://127.0.0.1:2',
      ]),
    ).toBe('accepted')
    const out = await evalCli(['--dataset', DATASET, '--judge-modle', 'openai/gpt-test', '--json'])
    expectRefused(out, 'unknown option --judge-modle')
    const merge = await evalCli(['--merge', join(dir, 'none.json'), '--jsn'])
    expectRefused(merge, 'unknown option --jsn')
  }, 60_000)

  it('an option without its value, a value given to --json, or an option given twice: --model with no model ran the scripted replay', () => {
    expect(refused(['--json', '--model'])).toBe('--model takes <provider/model>; got none')
    expect(refused(['--model', '--json'])).toBe('--model takes <provider/model>; got none')
    expect(refused(['--model='])).toBe('--model takes <provider/model>; got none')
    expect(refused(['--only'])).toBe('--only takes <id,id,...>; got none')
    expect(refused(['--json=false'])).toBe("--json takes no value; got '--json=false'")
    expect(refused(['--window', '2', '--window=5'])).toBe('--window is given twice; give it once')
  })

  it('a --shard that selects no pull request (more shards than pull requests), naming it, never a score over zero runs', async () => {
    const out = await evalCli(['--dataset', DATASET, '--shard', '14/14', '--json'])
    expectRefused(out, '--shard 14/14 selects no pull request: the 13 pull requests of the dataset fill at most 13 shards; use --shard i/n with n <= 13')
    const only = await evalCli(['--dataset', DATASET, '--only', 'ts-retry-fetch,ts-rate-limiter', '--shard', '3/3'])
    expectRefused(only, '--shard 3/3 selects no pull request: the 2 pull requests --only names fill at most 2 shards; use --shard i/n with n <= 2')
  }, 60_000)

  it('--noise with --model: the real model writes the findings, so no noise would be injected though the run says so', async () => {
    const out = await evalCli(['--dataset', DATASET, '--noise', '2', '--model', 'openai/gpt-test', '--json'])
    expectRefused(out, '--noise 2 injects findings into the scripted team', 'drop --noise')
  }, 60_000)

  it('a dataset that does not load, naming the file, with exit code 2 and no stack trace', async () => {
    const bad = join(dir, 'bad-dataset')
    await mkdir(bad, { recursive: true })
    await writeFile(join(bad, 'dataset.json'), '{"name": "mine", "prs": [')
    const out = await evalCli(['--dataset', bad, '--json'])
    expectRefused(out, `eval: ${join(bad, 'dataset.json')} is not JSON`)
    expect(out.stderr).not.toMatch(/^\s+at /m)
  }, 60_000)

  it('a --merge file whose last line is no summary, naming the file', async () => {
    const bad = join(dir, 'shard-1.txt')
    await writeFile(bad, 'eval: ts-retry-fetch: push 1 failure\n{"error":"the runner was cancelled"}\n')
    const out = await evalCli(['--merge', bad])
    expectRefused(out, `--merge: the last line of ${bad} is not an eval summary`)
  }, 60_000)

  it('a pull request in two --merge files (one shard passed twice, or shards of two splits), naming it and both files', async () => {
    const shard = {
      tp: 1,
      fp: 0,
      fn: 0,
      precision: 1,
      recall: 1,
      f1: 1,
      prs: 1,
      findings: 1,
      golden: 1,
      cleanPrs: 0,
      cleanFalsePositives: 0,
      duplicates: 0,
      notSucceeded: [],
      prIds: ['ts-retry-fetch'],
      byCategory: { correctness: { tp: 1, fp: 0, fn: 0, found: 1, precision: 1, recall: 1, f1: 1 } },
    }
    const first = join(dir, 'shard-a.json')
    const again = join(dir, 'shard-a-copy.json')
    await writeFile(first, `${JSON.stringify(shard)}\n`)
    await writeFile(again, `${JSON.stringify(shard)}\n`)
    const out = await evalCli(['--merge', first, again, '--json'])
    expectRefused(out, `--merge: pull request 'ts-retry-fetch' is scored in both ${first} and ${again}`)
  }, 60_000)

  it('a score that counts a failed run, or leaves a pull request unscored, ends with exit code 1 after printing it, naming them', async () => {
    const summary = {
      ...HALF_FOUND,
      prs: 2,
      notSucceeded: ['ts-retry-fetch: failure'],
      prIds: ['ts-rate-limiter', 'ts-retry-fetch'],
      byCategory: { correctness: { tp: 1, fp: 0, fn: 1, found: 1, precision: 1, recall: 0.5, f1: 0.6667 } },
    }
    const failed = join(dir, 'shard-failed.json')
    await writeFile(failed, `${JSON.stringify(summary)}\n`)
    const out = await evalCli(['--merge', failed, '--json'])
    expect(out.code).toBe(1)
    expect(JSON.parse(out.stdout.trim().split('\n').pop() ?? '{}')).toMatchObject({ recall: 0.5, notSucceeded: ['ts-retry-fetch: failure'] })
    expect(out.stderr).toContain('1 run(s) did not succeed (ts-retry-fetch: failure)')
    // A judge that failed in a shard leaves its pull requests out of the merged score too.
    const unscored = join(dir, 'shard-unscored.json')
    await writeFile(
      unscored,
      `${JSON.stringify({ ...summary, notSucceeded: [], prIds: ['ts-rate-limiter'], unscored: ['ts-retry-fetch'], judgeFailure: 'ts-retry-fetch: HTTP 401' })}\n`,
    )
    const merged = await evalCli(['--merge', unscored])
    expect(merged.code).toBe(1)
    expect(merged.stderr).toContain('ts-retry-fetch')
    expect(merged.stderr).toContain('--only ts-retry-fetch')
  }, 60_000)

  it('merges the summaries of shards written before per-category found existed', async () => {
    const old = join(dir, 'old-shard.txt')
    const summary = {
      ...HALF_FOUND,
      prs: 1,
      notSucceeded: [],
      byCategory: { correctness: { tp: 1, fp: 0, fn: 1, precision: 1, recall: 0.5, f1: 0.6667 } },
    }
    await writeFile(old, `${JSON.stringify(summary)}\n`)
    const out = await evalCli(['--merge', old, old, '--json'])
    expect(out.code).toBe(0)
    const merged = JSON.parse(out.stdout.trim().split('\n').pop() ?? '{}')
    expect(merged).toMatchObject({ tp: 2, fn: 2, recall: 0.5 })
    expect(merged.byCategory.correctness).toMatchObject({ tp: 2, found: 2, fn: 2, recall: 0.5 })
  }, 60_000)
})
