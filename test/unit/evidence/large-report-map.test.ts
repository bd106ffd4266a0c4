import { describe, expect, it } from 'vitest'
import type { JunitCase } from '../../../src/evidence/junit.js'
import { mapCases } from '../../../src/evidence/test-map.js'

/**
 * A monorepo's whole suite in one report (tens of thousands of cases, well inside the 4 MB and
 * 10 MB report bounds) against a pull request of up to 3000 files. Each case was compared with
 * every test path of every changed file: 20,000 cases against 3,000 files took most of an hour,
 * and the run sat in its tests phase until the job's timeout, with no review. Matched by index,
 * it maps in passing; the vitest test timeout is the only clock here.
 */
describe('mapping a large report to a large pull request', () => {
  it('maps 20,000 cases against 3,000 changed files, each case to the file it tests', () => {
    const changed = Array.from({ length: 3000 }, (_, i) => `src/area${i % 40}/module${i}.ts`)
    const cases: JunitCase[] = Array.from({ length: 20_000 }, (_, i) => {
      const n = i % 4000
      const file = n < 3000 ? `test/area${n % 40}/module${n}.test.ts` : `test/elsewhere/other${n}.test.ts`
      return {
        name: `case ${i}`,
        classname: file,
        suites: [file],
        file: undefined,
        status: i % 7 === 0 ? 'failed' : 'passed',
        failure: i % 7 === 0 ? `Error: no\n    at /home/runner/work/r/r/${file}:3:9` : undefined,
      }
    })
    const { mapped, unmapped } = mapCases(cases, changed)
    expect(mapped).toHaveLength(15_000)
    expect(unmapped).toHaveLength(5_000)
    const first = mapped.find((m) => m.case.name === 'case 4001')
    expect(first).toMatchObject({ testFile: 'test/area1/module1.test.ts', via: 'classname', paths: ['src/area1/module1.ts'] })
  })
})
