import { describe, expect, it } from 'vitest'
import { formatSummary, scoreResults } from '../../../eval/lib/evaluate.js'
import { runEach } from '../../../eval/lib/run-each.js'
import type { EvalFinding, EvalPr, Golden, PrResult } from '../../../eval/lib/types.js'

/**
 * A review that throws (GitHub answers 502 for one benchmark pull request, OpenCode cannot start)
 * must not lose the reviews before it, which cost time and money: it is a run that did not
 * succeed, named with its error, and its golden comments are missed like those of any failed run.
 */
const golden = (line: number): Golden => ({ path: 'src/a.ts', line, category: 'correctness', severity: 'high', comment: 'off by one' })
const finding = (line: number): EvalFinding => ({ id: `f-${line}`, path: 'src/a.ts', line, category: 'correctness', severity: 'high', title: 't', body: 'b' })
const prOf = (id: string): EvalPr => ({ id, title: 't', body: '', clean: false, golden: [golden(10)], source: { kind: 'files', files: [], checkout: {} } })

describe('a review that throws', () => {
  it('is a run that did not succeed, named with its error; the other reviews are scored', async () => {
    const logged: string[] = []
    const reviewed: string[] = []
    const results = await runEach(
      [prOf('a'), prOf('b'), prOf('c')],
      async (pr): Promise<PrResult> => {
        reviewed.push(pr.id)
        if (pr.id === 'b') throw new Error('GitHub answered HTTP 502 for https://github.com/x/y/pull/2')
        return { pr, findings: [finding(10)], outcome: 'success', modelCalls: 3 }
      },
      (line) => void logged.push(line),
    )
    expect(reviewed).toEqual(['a', 'b', 'c'])
    const s = await scoreResults(results)
    expect(s).toMatchObject({ prs: 3, prIds: ['a', 'b', 'c'], tp: 2, fp: 0, fn: 1, golden: 3 })
    expect(s.notSucceeded).toEqual(['b: error (GitHub answered HTTP 502 for https://github.com/x/y/pull/2)'])
    expect(formatSummary(s)).toContain('runs that did not succeed: b: error (GitHub answered HTTP 502')
    expect(logged.join('\n')).toContain('b: the review failed before it concluded (GitHub answered HTTP 502')
  })
})
