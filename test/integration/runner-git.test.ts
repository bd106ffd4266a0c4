import { mkdir, symlink } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_FILES, DEMO_PLAN } from '../fixtures/demo-pr.js'
import { runScenario, type ScenarioResult } from '../support/action/harness.js'
import { scriptedTeam } from '../support/action/scripted-team.js'
import { tempDir } from '../support/kit/index.js'

/**
 * A container job on a slim image (node:*-slim, alpine) has no git: there,
 * actions/checkout downloads the files through the REST API instead, and the
 * job reaches Harbourmaster. OpenCode's working directory is a git
 * repository the runtime makes with `git init`. Without git the run must fail
 * at once, class `configuration`, naming git and the fix, before it asks
 * GitHub for anything, instead of ending `degraded` (a green job) after the
 * gate and prepare, on every pull request, with no review.
 */
let scenario: ScenarioResult | undefined
afterEach(async () => {
  vi.unstubAllEnvs()
  await scenario?.close()
  scenario = undefined
})

describe('a runner without git', () => {
  it('fails configuration naming git before any GitHub request', async () => {
    // A PATH with everything a slim image has, but no git: only node here.
    const bin = join(await tempDir('hm-no-git-'), 'bin')
    await mkdir(bin)
    await symlink(process.execPath, join(bin, 'node'))
    vi.stubEnv('PATH', bin)
    scenario = await runScenario({ mode: 'comment', files: DEMO_FILES, script: scriptedTeam(DEMO_PLAN) })
    expect(scenario.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'configuration', 'model-calls': '0' })
    expect(scenario.result.earlyFailure?.message).toContain("needs git on the runner's PATH")
    expect(scenario.fake.requests).toEqual([])
    expect(scenario.reviews()).toEqual([])
  }, 120_000)
})
