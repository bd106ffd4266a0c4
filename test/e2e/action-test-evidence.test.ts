import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_BODY, DEMO_FILES, DEMO_TESTS_CHECKOUT, DEMO_TESTS_PLAN, DEMO_TITLE } from '../fixtures/demo-pr.js'
import { runFixtureTests } from '../support/action/fixture-tests.js'
import { OWNER, REPO, runScenario, type ScenarioResult } from '../support/action/harness.js'
import { scriptedTeam } from '../support/action/scripted-team.js'

/**
 * Test evidence through the whole action (real OpenCode, scripted model,
 * GitHub fake). The JUnit report is produced here by really running the demo
 * checkout's tests with vitest: test/pagination.test.ts fails on the
 * off-by-one, test/config-loader.test.ts passes. The team's CI would upload
 * such a report; the action reads it through `test-results`.
 */
interface FindingsFile {
  findings: {
    title: string
    verdict: string
    confidence: number
    confidence_after: number
    route: string
    tests?: { verdict: string; reason: string; tests: { id: string; status: string; excerpt?: string }[] }
  }[]
  testVerdicts: { title: string; verdict: string; outcome: string; verifierVerdict: string; tests: { id: string; status: string }[] }[]
}

describe("test-results: JUnit from the team's own test run", () => {
  let s: ScenarioResult
  let junit: string
  let findingsFile: FindingsFile
  beforeAll(async () => {
    junit = await runFixtureTests(DEMO_TESTS_CHECKOUT)
    s = await runScenario({
      mode: 'comment',
      files: DEMO_FILES,
      title: DEMO_TITLE,
      body: DEMO_BODY,
      checkout: { ...DEMO_TESTS_CHECKOUT, 'test-results/vitest.xml': junit },
      script: scriptedTeam(DEMO_TESTS_PLAN),
      inputs: { 'test-results': 'test-results/**/*.xml' },
    })
    findingsFile = JSON.parse(await readFile(s.outputs['findings-file'] ?? '', 'utf8')) as FindingsFile
  }, 900_000)
  afterAll(async () => s?.close())

  it('really ran the fixture tests: the pagination test fails, the config-loader test passes', () => {
    expect(junit).toMatch(/<testcase classname="test\/pagination.test.ts" name="returns the first page"[\s\S]*?<failure/)
    expect(junit).toMatch(/<testcase classname="test\/config-loader.test.ts" name="loads a valid config file"[^>]*>\s*<\/testcase>/)
  })

  it('confirms the off-by-one with the failing test named in its collapsed evidence block', () => {
    expect(s.result.concluded?.decision.outcome).toBe('success')
    const comment = s.fake.state.reviewComments(OWNER, REPO, 42).find((c) => c.body.includes('Off-by-one'))
    expect(comment).toBeDefined()
    const evidence = /<details><summary>Evidence<\/summary>([\s\S]*?)<\/details>/.exec(comment?.body ?? '')?.[1] ?? ''
    expect(evidence).toContain('**Tests: confirmed**')
    expect(evidence).toContain('`test/pagination.test.ts > returns the first page` failed')
    expect(evidence).toContain('expected [ 1, 2, 3 ] to deeply equal [ 1, 2 ]')
    const recorded = findingsFile.findings.find((f) => f.title.startsWith('Off-by-one'))
    expect(recorded?.tests).toMatchObject({ verdict: 'confirmed', tests: [{ id: 'test/pagination.test.ts > returns the first page', status: 'failed' }] })
    // The confirmation raised its confidence by the routing factors.
    expect(recorded?.verdict).toBe('confirmed')
    expect(recorded?.confidence_after).toBeGreaterThan(recorded?.confidence ?? 1)
  })

  it('refutes the behavioural claim on the config loader, whose mapped test passes, and leaves it unpublished', () => {
    const entry = findingsFile.testVerdicts.find((t) => t.title === 'Valid config files no longer load')
    expect(entry).toMatchObject({
      verdict: 'refuted',
      outcome: 'refuted',
      verifierVerdict: 'confirmed',
      tests: [{ id: 'test/config-loader.test.ts > loads a valid config file', status: 'passed' }],
    })
    const routed = findingsFile.findings.find((f) => f.title === 'Valid config files no longer load')
    if (routed) expect(routed).toMatchObject({ verdict: 'refuted', route: 'drop' })
    const posted = [...s.fake.state.reviewComments(OWNER, REPO, 42).map((c) => c.body), ...s.reviews().map((r) => r.body)].join('\n')
    expect(posted).not.toContain('Valid config files no longer load')
  })

  it('judges only behavioural findings by tests: the others are not-applicable and show no test block', () => {
    const security = findingsFile.testVerdicts.find((t) => t.title === 'Comment addressed to AI reviewers')
    expect(security).toMatchObject({ verdict: 'not-applicable', outcome: 'confirmed' })
    const comment = s.fake.state.reviewComments(OWNER, REPO, 42).find((c) => c.body.includes('Comment addressed to AI reviewers'))
    expect(comment?.body).not.toContain('**Tests:')
  })

  it('gave the verifier the failing test and its excerpt for the behavioural candidate only', () => {
    const verifier = s.model.requests.find((r) => r.agent === 'verifier')
    const text = verifier?.body ?? ''
    expect(text).toContain('failing test: test/pagination.test.ts > returns the first page')
    expect(text).toContain('tests: 1 mapped test(s) pass')
    expect(text.match(/failing test:/g)).toHaveLength(2) // the off-by-one and the refuted page-count claim, both on pagination.ts
  })

  it('reports the evidence phase in telemetry', () => {
    expect(s.logger.find('tests', 'done')[0]).toMatchObject({
      source: 'results',
      reports: '1',
      cases: '2',
      mapped: '2',
      unmapped: '0',
      files: '3',
      failed: '2',
    })
    // spawn_reviewers logs inside the editor process, whose stderr streams to the job log.
    const done = s.opencodeOutput.split('\n').find((l) => l.includes('stage=reviewers event=done')) ?? ''
    // The refuted page-count claim shares the failing file; its failure is not attributed to it: inconclusive.
    expect(done).toMatch(/test_confirmed=1 test_refuted=1 test_inconclusive=1/)
    expect(findingsFile.testVerdicts.find((t) => t.title === 'Page count rounds down')).toMatchObject({ verdict: 'inconclusive', outcome: 'refuted' })
  })
})

describe.runIf(process.getuid?.() === 0)('test-command: the sandboxed run inside the whole action (as root)', () => {
  let s: ScenarioResult
  beforeAll(async () => {
    // A test command that prints an empty JUnit report: the point here is where and when it runs.
    const report =
      'process.stdout.write(\'<testsuites><testsuite name="x"><testcase classname="test/pagination.test.ts" name="sandboxed"/></testsuite></testsuites>\')'
    s = await runScenario({
      mode: 'comment',
      files: DEMO_FILES,
      title: DEMO_TITLE,
      body: DEMO_BODY,
      checkout: DEMO_TESTS_CHECKOUT,
      script: scriptedTeam(DEMO_TESTS_PLAN),
      inputs: { 'test-command': JSON.stringify([process.execPath, '-e', report]), 'test-timeout-seconds': '60' },
    })
  }, 900_000)
  afterAll(async () => s?.close())

  it('runs the command in its sandbox before any OpenCode process starts, then removes its user', async () => {
    const lines = s.logger.lines
    const sandbox = lines.findIndex((l) => l.includes('stage=tests event=sandbox') && l.includes('target=head'))
    const firstServer = lines.findIndex((l) => l.includes('stage=runtime event=server-started'))
    expect(sandbox).toBeGreaterThanOrEqual(0)
    expect(firstServer).toBeGreaterThan(sandbox)
    expect(s.logger.find('tests', 'done')[0]).toMatchObject({ source: 'command', cases: '1', mapped: '1' })
    const user = s.logger.find('tests', 'sandbox')[0]?.user ?? ''
    expect(user).toMatch(/^hm-t-/)
    expect(await readFile('/etc/passwd', 'utf8')).not.toContain(`${user}:`)
    expect(s.result.concluded?.decision.outcome).toBe('success')
  })
})
