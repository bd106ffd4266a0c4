import { describe, expect, it } from 'vitest'
import { buildEvidence } from '../../../src/evidence/build-evidence.js'
import { judgeByTests } from '../../../src/core/evidence/test-verdict.js'
import { parseJunit } from '../../../src/evidence/junit.js'

// GoogleTest writes a DISABLED_ test as a case with status="notrun" and no child element (its
// gtest_xml_output_unittest expects exactly that); a skipped one as status="run" result="skipped"
// with a <skipped> child. A case whose status says it did not run ("disabled") is read the same.
const GTEST = `<?xml version="1.0" encoding="UTF-8"?>
<testsuites tests="3" failures="0" disabled="2" errors="0" name="AllTests">
  <testsuite name="Cart" tests="3" failures="0" disabled="2" skipped="1" errors="0">
    <testcase name="DISABLED_Total" file="src/cart_test.cc" line="4" status="notrun" result="suppressed" time="0" classname="Cart" />
    <testcase name="Skips" file="src/cart_test.cc" line="9" status="run" result="skipped" time="0" classname="Cart"><skipped message="not yet"/></testcase>
    <testcase name="Empty" file="src/cart_test.cc" line="12" status="disabled" time="0" classname="Cart" />
  </testsuite>
</testsuites>`

describe('a test case its runner did not run', () => {
  it('is skipped, not passed, so it never refutes a finding', () => {
    expect(parseJunit(GTEST).map((c) => [c.name, c.status])).toEqual([
      ['DISABLED_Total', 'skipped'],
      ['Skips', 'skipped'],
      ['Empty', 'skipped'],
    ])
    const evidence = buildEvidence({ source: 'results', reports: 1, cases: parseJunit(GTEST), changed: ['src/cart.cc'] })
    const verdict = judgeByTests({ category: 'correctness', path: 'src/cart.cc', evidence, attribution: undefined })
    expect(verdict).toMatchObject({ verdict: 'inconclusive', reason: 'its 3 mapped test(s) were skipped, so none ran' })
  })

  it('still counts a run case as passed or failed by its children', () => {
    const xml = `<testsuite name="Cart"><testcase name="Ok" status="run" result="completed" classname="Cart"/><testcase name="Bad" status="run" result="completed" classname="Cart"><failure message="x"/></testcase></testsuite>`
    expect(parseJunit(xml).map((c) => c.status)).toEqual(['passed', 'failed'])
  })
})
