import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { judgeByTests } from '../../../src/core/evidence/test-verdict.js'
import { collectResults } from '../../../src/evidence/collect-results.js'
import { evidenceNote, gatherTestEvidence } from '../../../src/evidence/gather.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { tempDir } from '../../support/kit/index.js'
import { leftOutNote, notRestoredNote } from '../../../src/evidence/sandbox/command-notes.js'
import { attemptsNote } from '../../../src/evidence/retries.js'
import { renderReviewBody } from '../../../plugins/lib/publication/render.js'

// What a team writes in test-results by mistake, and what each must come to: reports read, or a reason the user is told.
const REPORT = '<testsuite name="cart"><testcase classname="test/cart.test.ts" name="adds"/></testsuite>'

async function workspace(): Promise<string> {
  const dir = await tempDir('hm-results-')
  await mkdir(join(dir, 'reports', 'unit'), { recursive: true })
  await writeFile(join(dir, 'reports', 'unit', 'a.xml'), REPORT)
  await writeFile(join(dir, 'reports', 'b.xml'), REPORT)
  await writeFile(join(dir, 'reports', 'coverage.json'), '{"lines": 80}')
  await mkdir(join(dir, 'empty'))
  await writeFile(join(dir, 'empty', 'notes.txt'), 'no reports here')
  return dir
}

describe('test-results as teams write it', () => {
  it('a directory (the downloaded artifact) reads the XML reports under it', async () => {
    const dir = await workspace()
    for (const given of ['reports', 'reports/', './reports']) {
      const got = await collectResults([given], dir)
      expect([given, got.reports, got.cases.length, got.unusable]).toEqual([given, 2, 2, undefined])
    }
  })

  it('a glob that matches nothing makes the evidence unusable, naming the glob', async () => {
    const got = await collectResults(['test-reports/*.xml'], await workspace())
    expect(got.reports).toBe(0)
    expect(got.unusable).toBe("no file matched test-results ('test-reports/*.xml')")
  })

  it('files that are no JUnit report, or a directory without reports, make the evidence unusable and say why', async () => {
    const dir = await workspace()
    const json = await collectResults(['reports/*.json'], dir)
    expect(json.unusable).toMatch(/^test-results matched 1 file but no JUnit report could be read: reports\/coverage\.json: not a JUnit report/)
    const none = await collectResults(['empty'], dir)
    expect(none.unusable).toBe("no file matched test-results ('empty': a directory without .xml files)")
    const dirsOnly = await collectResults(['*'], dir)
    expect(dirsOnly.reports).toBe(0)
    expect(dirsOnly.unusable).toMatch(
      /test-results matched only directories \(empty, reports\); write a glob of the report files, for example 'empty\/\*\*\/\*\.xml'/,
    )
  })

  it('unusable evidence is named in the telemetry, in each behavioural verdict and in the review note', async () => {
    const dir = await workspace()
    const stageDir = await tempDir('hm-stage-')
    const logger = new RecordingLogger()
    const evidence = await gatherTestEvidence({
      settings: { testResults: ['test-reports/*.xml'], testCommand: undefined },
      workspace: dir,
      stageDir,
      changed: ['src/cart.ts'],
      logger,
    })
    expect(evidence?.unusable).toBe("no file matched test-results ('test-reports/*.xml')")
    expect(logger.find('tests', 'done')).toEqual([expect.objectContaining({ unusable: "no file matched test-results ('test-reports/*.xml')" })])
    const verdict = judgeByTests({ category: 'correctness', path: 'src/cart.ts', evidence, attribution: undefined })
    expect(verdict?.reason).toBe("the test evidence is unusable: no file matched test-results ('test-reports/*.xml')")
    expect(evidenceNote(evidence)).toBe("No finding was judged by the tests (test-results): no file matched test-results ('test-reports/*.xml').")
  })
})

describe('what the test evidence left out, in the review', () => {
  it('names the notes of usable evidence in the review note, not the count of unmapped cases every suite has', async () => {
    const dir = await workspace()
    await writeFile(join(dir, 'reports', 'broken.xml'), '<testsuite')
    await writeFile(join(dir, 'reports', 'other.xml'), '<testsuite name="x"><testcase classname="test/other.test.ts" name="y"/></testsuite>')
    const evidence = await gatherTestEvidence({
      settings: { testResults: ['reports'], testCommand: undefined },
      workspace: dir,
      stageDir: await tempDir('hm-stage-'),
      changed: ['src/cart.ts'],
      logger: new RecordingLogger(),
    })
    // a.xml and b.xml hold the same test: two reports (a CI matrix), not a retry.
    expect(evidence?.notes).toEqual([
      expect.stringMatching(/^reports\/broken\.xml: not a JUnit report \(not well-formed XML/),
      '1 test case(s) could not be mapped to a changed file.',
    ])
    expect(evidenceNote(evidence)).toBe(`The test evidence (test-results) left something out: ${evidence?.notes[0]}`)
  })

  it("keeps every note's lead and the job log's pointer in the review when the first note lists long paths", () => {
    const deep = (i: number): string => `packages/checkout/src/features/payments/providers/${'international-'.repeat(6)}${i}/adapter.test.ts`
    const notes = [
      ...leftOutNote(['a.test.ts'], [1, 2, 3, 4, 5, 6].map(deep)),
      ...attemptsNote({ flaky: 2, repeated: 0 }),
      ...notRestoredNote([{ path: 'vendor/sdk', why: 'a directory, such as a submodule' }]),
      'reports/extra.xml: unreadable; skipped.',
    ]
    const note = evidenceNote({ version: 1, source: 'command', files: [], totals: { reports: 1, cases: 3, mapped: 3, unmapped: 0 }, notes })
    const { body } = renderReviewBody({
      summary: 'S',
      findings: [],
      dispositions: [],
      exclusions: [],
      caps: [],
      marker: '<!-- m -->',
      notes: note ? [note] : [],
    })
    // The review bounds each note; the flaky tests and the base copy's submodule are what the reader must not lose to the paths.
    expect(body).toContain('2 test(s) are flaky')
    expect(body).toContain('On the base commit: 1 changed path could not be put back')
    expect(body).toContain('(1 more in the job log: stage=tests event=note)')
  })
})

describe('reports the pull request committed', () => {
  it('past the cut of GitHub listing, a report read may be one the pull request committed: a note says so', async () => {
    const dir = await workspace()
    await mkdir(join(dir, '.git'))
    const cut = await collectResults(['reports'], dir, { paths: new Set(['src/cart.ts']), listedAll: false })
    expect(cut.reports).toBe(2)
    expect(cut.notes).toEqual([
      "GitHub listed only part of the pull request's files, so a report it committed beyond them could not be told apart from the workflow's own and was read.",
    ])
    const whole = await collectResults(['reports'], dir, { paths: new Set(['reports/b.xml']), listedAll: true })
    expect([whole.reports, whole.notes]).toEqual([1, ['reports/b.xml: committed in the pull request, so not a result of this run; skipped.']])
  })

  it('at the workspace root the checkout needs no .git (a tarball checkout); below it, only a directory holding .git is one', async () => {
    const dir = await workspace()
    const root = await collectResults(['reports'], dir, { paths: new Set(['reports/b.xml']), listedAll: true })
    expect([root.reports, root.notes]).toEqual([1, ['reports/b.xml: committed in the pull request, so not a result of this run; skipped.']])
    // reports/unit/a.xml is where the pull request's unit/a.xml would be only if reports/ were its checkout: it has no .git.
    const below = await collectResults(['reports'], dir, { paths: new Set(['unit/a.xml']), listedAll: true })
    expect([below.reports, below.notes]).toEqual([2, []])
  })
})
