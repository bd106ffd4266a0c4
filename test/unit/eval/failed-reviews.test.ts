import { describe, expect, it } from 'vitest'
import { formatSummary, scoreResults } from '../../../eval/lib/evaluate.js'
import { FAILURE_MAX, runEach, withSecondPush } from '../../../eval/lib/run-each.js'
import { evalFinding as finding, evalPrOf as prOf } from '../../support/kit/index.js'
import { githubInstallationToken, seededRandom } from '../../support/secret-formats.js'
import type { PrResult } from '../../../eval/lib/types.js'

/**
 * A review that throws (GitHub answers 502 for one benchmark pull request, OpenCode cannot start)
 * must not lose the reviews before it, which cost time and money: it is a run that did not
 * succeed, named with its error, and its golden comments are missed like those of any failed run.
 */

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

describe('a judge that answers something other than a chat completion', () => {
  it('is named with its model and URL, like a judge that refuses', async () => {
    // A gateway's HTML page with status 200, where the judge's JSON should be.
    const judge = {
      model: 'judge/scripted-judge',
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: 'sk-judge-test-0000000000',
      fetch: async (): Promise<Response> => new Response('<html>Sign in to continue</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    }
    const s = await scoreResults([{ pr: prOf('a'), findings: [finding(10)], outcome: 'success', modelCalls: 1 }], { judge })
    expect(s.unscored).toEqual(['a'])
    expect(s.judgeFailure).toContain('a: the judge (judge/scripted-judge at http://127.0.0.1:9/v1/chat/completions)')
    expect(s.judgeFailure).toContain('not a chat completion')
    expect(s.judgeFailure).toContain('--judge-base-url')
    // A JSON body without a choice would read as "not the same" for every pair: recall 0, and no word why.
    const empty = { ...judge, fetch: async (): Promise<Response> => Response.json({ error: { message: 'quota exceeded' } }) }
    const quiet = await scoreResults([{ pr: prOf('a'), findings: [finding(10)], outcome: 'success', modelCalls: 1 }], { judge: empty })
    expect(quiet).toMatchObject({ unscored: ['a'], prs: 0 })
    expect(quiet.judgeFailure).toContain('not a chat completion')
  })
})

describe('the error a failed run is named with', () => {
  it('is redacted (a token the error quoted, a key the run was given) and bounded to a readable line', async () => {
    const token = githubInstallationToken(seededRandom(23))
    const key = 'eval-model-key-0123456789'
    const page = `<html>${'<p>Bad gateway</p>'.repeat(400)}</html>`
    const results = await runEach(
      [prOf('a')],
      async (): Promise<PrResult> => {
        throw new Error(`GET https://api.github.com/repos/x/y/pulls/2 with token ${token} (key ${key}) answered 502: ${page}`)
      },
      undefined,
      { secrets: [key] },
    )
    const outcome = results[0]?.outcome ?? ''
    expect(outcome).toMatch(/^error \(GET https:\/\/api\.github\.com\/repos\/x\/y\/pulls\/2 with token \[REDACTED\] \(key \[REDACTED\]\)/)
    expect(outcome).not.toContain(token.slice(0, 40))
    expect(outcome).not.toContain(key)
    // The summary lists every failed run on one line: a gateway's whole page would bury the others.
    expect(outcome.length).toBeLessThanOrEqual(FAILURE_MAX + 'error ()'.length)
    expect(outcome).toMatch(/… \(\d+ more characters\)\)$/)
  })
})

describe('a second push that throws (--pushes 2)', () => {
  it('keeps the first push’s findings and names the second push as a run that did not succeed', async () => {
    const first: PrResult = { pr: prOf('a'), findings: [finding(10)], outcome: 'success', modelCalls: 3 }
    const result = await withSecondPush(first, async () => {
      throw new Error('OpenCode did not start')
    })
    expect(result.findings).toEqual([finding(10)])
    expect(result.duplicates).toBeUndefined()
    const s = await scoreResults([result])
    expect(s).toMatchObject({ tp: 1, fn: 0, duplicates: null })
    expect(s.notSucceeded).toEqual(['a (push 2): error (OpenCode did not start)'])
  })
})
