import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { judgeByTests } from '../../src/core/evidence/test-verdict.js'
import { TEST_EVIDENCE_FILE, testEvidenceSchema } from '../../src/core/contracts/test-evidence.js'
import { Redactor } from '../../src/core/telemetry/redact.js'
import { gatherEvidence } from '../../src/run/gate.js'
import { RunRegistry } from '../../src/runtime/run-registry.js'
import { makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { tempDir } from '../support/kit/index.js'
import { prepareJob } from '../support/action/prepare-job.js'

/**
 * A JUnit report the pull request itself commits is data the pull request wrote, not a result of
 * this run's tests: a report of passing tests committed beside a change (a stale local run, or one
 * written to order) refuted every behavioural finding on the file it names, its confidence cut by
 * the refute factor and the finding dropped. Through the real prepare phase against the GitHub fake
 * (which lists the pull request's files), then the test-evidence phase over a checkout holding the
 * committed report where `test-results` looks.
 */
let fake: GitHubFake | undefined
afterEach(async () => {
  if (fake) expect(fake.driftErrors).toEqual([])
  await fake?.close()
  fake = undefined
})

const PASSING = '<testsuite name="cart"><testcase classname="src/cart.test.ts" name="adds the tax"/></testsuite>'
const FAILING = '<testsuite name="cart"><testcase classname="src/cart.test.ts" name="adds the tax"><failure message="expected 107"/></testcase></testsuite>'

async function evidenceFor(options: { committed: string[]; checkout: string; reports: Record<string, string> }) {
  fake = await startGitHubFake()
  const files = [
    { filename: 'src/cart.ts', patch: makePatch({ seed: 'c' }) },
    ...options.committed.map((filename) => ({ filename, patch: makePatch({ seed: filename }) })),
  ]
  const pull = fake.state.addPullRequest({ owner: 'acme', repo: 'harbour', number: 7, files })
  const dir = await tempDir('hm-results-committed-')
  const workspace = join(dir, 'workspace')
  await mkdir(join(workspace, options.checkout, '.git'), { recursive: true })
  for (const [path, text] of Object.entries(options.reports)) {
    await mkdir(join(workspace, path, '..'), { recursive: true })
    await writeFile(join(workspace, path), text)
  }
  const { prepared, settings, env, logger } = await prepareJob({
    fakeUrl: fake.url,
    pull,
    dir,
    inputs: { 'test-results': '**/test-results/*.xml' },
    env: { repository: 'acme/harbour', workspace },
  })
  await gatherEvidence({ settings, env, ports: { logger, redactor: new Redactor() }, registry: new RunRegistry() }, prepared)
  const evidence = testEvidenceSchema.parse(JSON.parse(await readFile(join(prepared.stageDir, TEST_EVIDENCE_FILE), 'utf8')))
  const verdict = judgeByTests({ category: 'correctness', path: 'src/cart.ts', evidence, attribution: undefined })
  return { evidence, verdict, note: prepared.testEvidenceNote, logger }
}

describe('a report the pull request commits is not test evidence', () => {
  it('a passing report committed where test-results looks refutes nothing: it is skipped, and the review says why', async () => {
    const { evidence, verdict, note } = await evidenceFor({
      committed: ['test-results/junit.xml'],
      checkout: '.',
      reports: { 'test-results/junit.xml': PASSING },
    })
    expect(evidence.totals.reports).toBe(0)
    expect(verdict?.verdict).toBe('inconclusive')
    expect(evidence.unusable).toContain('test-results/junit.xml: committed in the pull request, so not a result of this run')
    expect(note).toMatch(/^No finding was judged by the tests \(test-results\): .*test-results\/junit\.xml: committed in the pull request/)
  })

  it('beside the artifact the workflow downloaded, only the artifact counts, and a note names the committed one', async () => {
    const { evidence, verdict, note } = await evidenceFor({
      committed: ['test-results/junit.xml'],
      checkout: '.',
      reports: { 'test-results/junit.xml': PASSING, 'test-results/ci.xml': FAILING },
    })
    expect(evidence.totals.reports).toBe(1)
    expect(evidence.files).toEqual([expect.objectContaining({ path: 'src/cart.ts', passed: 0, failed: 1 })])
    expect(verdict?.verdict).toBe('inconclusive')
    expect(note).toContain('test-results/junit.xml: committed in the pull request')
  })

  it('a checkout in a subdirectory of the workspace (actions/checkout with path:) is told apart too', async () => {
    const { evidence } = await evidenceFor({
      committed: ['test-results/junit.xml'],
      checkout: 'repo',
      reports: { 'repo/test-results/junit.xml': PASSING, 'artifact/test-results/junit.xml': FAILING },
    })
    expect(evidence.totals.reports).toBe(1)
    expect(evidence.files).toEqual([expect.objectContaining({ path: 'src/cart.ts', passed: 0, failed: 1 })])
    expect(evidence.notes).toContain('repo/test-results/junit.xml: committed in the pull request, so not a result of this run; skipped.')
  })

  it('a report at a path the pull request did not touch is read as before', async () => {
    const { evidence, verdict } = await evidenceFor({ committed: [], checkout: '.', reports: { 'test-results/junit.xml': PASSING } })
    expect(evidence.totals.reports).toBe(1)
    expect(verdict?.verdict).toBe('refuted')
  })
})
