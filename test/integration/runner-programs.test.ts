import { chmod, mkdir, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { actionLayout, type ActionLayout } from '../../src/action-root.js'
import { OPENCODE_VERSION } from '../../src/core/opencode/trusted-config.js'
import { cacheDir, platformPackages } from '../../src/runtime/cache-entry.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_FILES, DEMO_PLAN } from '../fixtures/demo-pr.js'
import { runScenario, type ScenarioResult } from '../support/action/harness.js'
import { scriptedTeam } from '../support/action/scripted-team.js'
import { copyShippedRuntime, pinOpencodeBinaries, tempDir } from '../support/kit/index.js'

/**
 * A container job's image often lacks git (actions/checkout then downloads
 * the files through the REST API instead, and the job reaches Harbourmaster)
 * or npm (the runner's own Node runs the action, and brings none). OpenCode's
 * working directory is a git repository the runtime makes with `git init`,
 * and a tool cache without OpenCode is filled with `npm ci`. Without either
 * the run must fail at once, class `configuration`, naming the program and
 * the fix, before it asks GitHub for anything, instead of ending `degraded`
 * (a green job) after the gate and prepare, on every pull request, with no
 * review.
 */
let scenario: ScenarioResult | undefined
afterEach(async () => {
  vi.unstubAllEnvs()
  await scenario?.close()
  scenario = undefined
})

/** A PATH with node and the named programs from this machine, nothing else. */
async function pathWith(...programs: string[]): Promise<string> {
  const bin = join(await tempDir('hm-path-'), 'bin')
  await mkdir(bin)
  await symlink(process.execPath, join(bin, 'node'))
  for (const program of programs) await symlink(`/usr/bin/${program}`, join(bin, program))
  return bin
}

/** The action as a release ships it: no node_modules, so OpenCode comes from the tool cache or npm. */
async function releasedLayout(): Promise<ActionLayout> {
  const real = actionLayout()
  const root = await tempDir('hm-released-')
  await copyShippedRuntime(root)
  return { ...real, root }
}

describe('a runner without npm', () => {
  it('whose tool cache lacks OpenCode fails configuration naming npm before any GitHub request', async () => {
    vi.stubEnv('PATH', await pathWith('git'))
    const toolCache = await tempDir('hm-empty-tool-cache-')
    scenario = await runScenario({
      mode: 'comment',
      files: DEMO_FILES,
      script: scriptedTeam(DEMO_PLAN),
      layout: await releasedLayout(),
      env: () => ({ RUNNER_TOOL_CACHE: toolCache }),
    })
    expect(scenario.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'configuration', 'model-calls': '0' })
    expect(scenario.result.earlyFailure?.message).toContain('this runner has no npm on PATH')
    expect(scenario.result.earlyFailure?.message).toContain(cacheDir({ toolCache, fallbackDir: '' }))
    expect(scenario.fake.requests).toEqual([])
  }, 120_000)

  it('whose tool cache holds OpenCode goes on to GitHub', async () => {
    vi.stubEnv('PATH', await pathWith('git'))
    const toolCache = await tempDir('hm-tool-cache-')
    const entry = cacheDir({ toolCache, fallbackDir: '' })
    const pkg = join(entry, 'node_modules', platformPackages()[0] as string)
    await mkdir(join(pkg, 'bin'), { recursive: true })
    await writeFile(join(pkg, 'package.json'), JSON.stringify({ version: OPENCODE_VERSION }))
    // Never started: the pull request below is a draft, skipped before OpenCode is needed.
    const binary = '#!/bin/sh\nexit 1\n'
    await writeFile(join(pkg, 'bin', 'opencode'), binary)
    await chmod(join(pkg, 'bin', 'opencode'), 0o755)
    await writeFile(join(entry, '.complete'), `${OPENCODE_VERSION}\n`)
    const layout = await releasedLayout()
    await pinOpencodeBinaries(layout.root, [platformPackages()[0] as string], binary)
    scenario = await runScenario({
      mode: 'comment',
      files: DEMO_FILES,
      script: scriptedTeam(DEMO_PLAN),
      draft: true,
      layout,
      env: () => ({ RUNNER_TOOL_CACHE: toolCache }),
    })
    expect(scenario.result.earlyFailure).toBeUndefined()
    expect(scenario.outputs.outcome).toBe('skipped')
  }, 120_000)
})

describe('a runner without git', () => {
  it('fails configuration naming git before any GitHub request', async () => {
    // A PATH with everything a slim image has, but no git: node and npm here.
    vi.stubEnv('PATH', await pathWith('npm'))
    scenario = await runScenario({ mode: 'comment', files: DEMO_FILES, script: scriptedTeam(DEMO_PLAN) })
    expect(scenario.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'configuration', 'model-calls': '0' })
    expect(scenario.result.earlyFailure?.message).toContain("needs git on the runner's PATH")
    expect(scenario.fake.requests).toEqual([])
    expect(scenario.reviews()).toEqual([])
  }, 120_000)
})
