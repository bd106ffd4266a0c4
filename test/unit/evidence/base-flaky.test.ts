import { describe, expect, it } from 'vitest'
import { judgeByTests } from '../../../src/core/evidence/test-verdict.js'
import { baseFailureIds, buildEvidence } from '../../../src/evidence/build-evidence.js'
import { parseJunit } from '../../../src/evidence/junit.js'

/**
 * test-command-base: a test that is flaky on the base commit (surefire's rerunFailingTestsCount
 * writes it as one case with <flakyFailure> or <flakyError>: it failed, then passed on a rerun)
 * already fails there some of the time. Its failure on the head is no regression of the pull
 * request; counted as one, a verifier that attributed it confirmed the finding (0.8 became 0.92,
 * commented inline) on a failure the base commit shows too.
 */
const CHANGED = ['src/main/java/com/acme/Cart.java']
const HEAD = `<testsuite name="com.acme.CartTest"><testcase name="totals" classname="com.acme.CartTest"><failure message="expected:&lt;3&gt; but was:&lt;4&gt;" type="java.lang.AssertionError">java.lang.AssertionError: expected:&lt;3&gt; but was:&lt;4&gt;
	at com.acme.CartTest.totals(CartTest.java:14)</failure></testcase></testsuite>`
const surefireBase = (element: 'flakyFailure' | 'flakyError') =>
  `<testsuite name="com.acme.CartTest"><testcase name="totals" classname="com.acme.CartTest"><${element} message="expected:&lt;3&gt; but was:&lt;4&gt;" type="java.lang.AssertionError"><stackTrace>java.lang.AssertionError
	at com.acme.CartTest.totals(CartTest.java:14)</stackTrace></${element}></testcase></testsuite>`

const judge = (base: string) => {
  const evidence = buildEvidence({
    source: 'command',
    reports: 1,
    cases: parseJunit(HEAD),
    changed: CHANGED,
    baseFailures: baseFailureIds(parseJunit(base), CHANGED),
  })
  return { test: evidence.files[0]?.tests[0], verdict: judgeByTests({ category: 'correctness', path: CHANGED[0] as string, evidence, attribution: 'caused' }) }
}

describe('a test flaky on the base commit is no regression of the pull request', () => {
  it.each(['flakyFailure', 'flakyError'] as const)('surefire <%s> on base: the head failure counts as failing on base too, inconclusive', (element) => {
    const { test, verdict } = judge(surefireBase(element))
    expect(test).toMatchObject({ status: 'failed', failsOnBase: true })
    expect(verdict?.verdict).toBe('inconclusive')
    expect(verdict?.reason).toBe('1 mapped test(s) fail, but they fail on the base commit too')
  })

  it('a test that passed cleanly on base stays a new failure the verifier may attribute', () => {
    const { test, verdict } = judge(surefireBase('flakyFailure').replace(/<flakyFailure[^]*<\/flakyFailure>/, ''))
    expect(test?.failsOnBase).toBeUndefined()
    expect(verdict?.verdict).toBe('confirmed')
  })
})
