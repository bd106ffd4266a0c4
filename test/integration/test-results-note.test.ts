import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readEnvironment } from '../../src/config/environment.js'
import { readSettings } from '../../src/config/settings.js'
import { readPullRequestEvent } from '../../src/context/event.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { Redactor } from '../../src/core/telemetry/redact.js'
import { prepare } from '../../src/prepare.js'
import { gatherEvidence } from '../../src/run/gate.js'
import { RunRegistry } from '../../src/runtime/run-registry.js'
import { runConfigOf } from '../support/action/push-world.js'
import { DEFAULT_FAKE_TOKEN, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { eventOf, runnerEnv, writePullRequestEvent, tempDir } from '../support/kit/index.js'

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
  const eventPath = await writePullRequestEvent(join(dir, 'event.json'), eventOf(pull))
  const env = readEnvironment(runnerEnv({ eventPath, github: { url: fake.url }, repository: 'acme/harbour', runnerTemp: join(dir, 'tmp'), workspace }))
  const settings = readSettings((name) => ({ 'github-token': DEFAULT_FAKE_TOKEN, 'test-results': testResults })[name] ?? '')
  const logger = new RecordingLogger()
  const gh = createGitHubClient({ token: settings.githubToken, apiUrl: env.apiUrl, logger })
  const prepared = await prepare({ settings, env, event: await readPullRequestEvent(env), rest: gh.rest, graphql: gh.graphql, logger })
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
