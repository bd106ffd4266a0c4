import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { Redactor } from '../../src/core/telemetry/redact.js'
import { gatherEvidence } from '../../src/run/gate.js'
import { RunRegistry } from '../../src/runtime/run-registry.js'
import { runConfigOf } from '../support/action/push-world.js'
import { makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { tempDir } from '../support/kit/index.js'
import { prepareJob } from '../support/action/prepare-job.js'

/**
 * test-results that yield no report (a glob naming the wrong folder) must not read as "no test
 * maps to this file": the review itself says the evidence was unusable and why. Through the real
 * prepare phase against the GitHub fake, the test-evidence phase, then the run configuration
 * whose notes the published review opens with.
 */
let fake: GitHubFake | undefined
afterEach(async () => {
  if (fake) expect(fake.driftErrors).toEqual([])
  await fake?.close()
  fake = undefined
})

async function notesFor(testResults: string) {
  fake = await startGitHubFake()
  const pull = fake.state.addPullRequest({ owner: 'acme', repo: 'harbour', number: 7, files: [{ filename: 'src/cart.ts', patch: makePatch({ seed: 'c' }) }] })
  const dir = await tempDir('hm-results-note-')
  const workspace = join(dir, 'workspace')
  await mkdir(join(workspace, 'junit'), { recursive: true })
  await writeFile(join(workspace, 'junit', 'unit.xml'), '<testsuite name="s"><testcase classname="src/cart.test.ts" name="adds"/></testsuite>')
  const { prepared, settings, env, logger } = await prepareJob({
    fakeUrl: fake.url,
    pull,
    dir,
    inputs: { 'test-results': testResults },
    env: { repository: 'acme/harbour', workspace },
  })
  await gatherEvidence({ settings, env, ports: { logger, redactor: new Redactor() }, registry: new RunRegistry() }, prepared)
  const runConfig = runConfigOf({ prepared, settings, env, runDir: dir, logger })
  return { notes: runConfig.reviewNotes ?? [], logger }
}

describe('test-results that read no report are named in the review', () => {
  it('a glob naming the wrong folder: the review says the evidence is unusable and which glob matched nothing', async () => {
    const { notes, logger } = await notesFor('test-reports/**/*.xml')
    expect(notes).toEqual(["No finding was judged by the tests (test-results): no file matched test-results ('test-reports/**/*.xml')."])
    expect(logger.find('tests', 'done')).toEqual([expect.objectContaining({ reports: '0', unusable: expect.stringContaining('test-reports') })])
  })

  it('the artifact folder itself: its reports are read and the review has no such note', async () => {
    const { notes, logger } = await notesFor('junit')
    expect(notes).toEqual([])
    expect(logger.find('tests', 'done')).toEqual([expect.objectContaining({ reports: '1', cases: '1' })])
  })
})
