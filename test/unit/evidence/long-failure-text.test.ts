import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/**
 * A failure whose text holds a long run of path characters and no test-file name (a minified
 * bundle in a snapshot diff, a hex or base64url dump, or a report written to stall the run): the
 * search for test-file frames in it tried every position of the run against the whole rest of
 * it, so 40,000 such characters took 1.5 s and a report at its 10 MB bound days, the run sitting
 * in its tests phase until the job's timeout with no review. The search blocks its thread, which
 * no test timeout interrupts, so it runs in a child process; the generous watchdog only stops a
 * hang (1 MB took hours), and the frame after the run must still be found.
 */
const ROOT = new URL('../../..', import.meta.url).pathname

const script = `
const { buildEvidence } = await import('${ROOT}src/evidence/build-evidence.ts')
const { parseJunit } = await import('${ROOT}src/evidence/junit.ts')
const { judgeByTests } = await import('${ROOT}src/core/evidence/test-verdict.ts')
const run = 'ab0_-./'.repeat(150_000)
const xml = '<testsuite name="cart"><testcase name="totals" classname="totals"><failure message="snapshot">' + run +
  '\\n    at Object.&lt;anonymous&gt; (/home/runner/work/shop/shop/src/cart.test.ts:14:9)</failure></testcase></testsuite>'
const evidence = buildEvidence({ source: 'results', reports: 1, cases: parseJunit(xml), changed: ['src/cart.ts'] })
const verdict = judgeByTests({ category: 'correctness', path: 'src/cart.ts', evidence, attribution: 'caused' })
console.log(JSON.stringify({ file: evidence.files[0], verdict: verdict?.verdict }))
`

describe('a failure text with a long run of path characters', () => {
  it('is mapped through the test-file frame after it, and its excerpt stays bounded', () => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 })
    expect([child.signal, child.stderr]).toEqual([null, ''])
    const got = JSON.parse(child.stdout) as { file: { path: string; failed: number; mappedBy: string[]; tests: { excerpt?: string }[] }; verdict: string }
    expect(got.file).toMatchObject({ path: 'src/cart.ts', failed: 1, mappedBy: ['failure stack'] })
    expect(got.file.tests[0]?.excerpt?.length).toBeLessThanOrEqual(1_200)
    expect(got.verdict).toBe('confirmed')
  }, 130_000)
})
