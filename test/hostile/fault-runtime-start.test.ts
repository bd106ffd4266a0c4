import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actionLayout, type ActionLayout } from '../../src/action-root.js'
import { platformPackages } from '../../src/runtime/cache-entry.js'
import { OPENCODE_VERSION } from '../../src/core/opencode/trusted-config.js'
import { DEMO_FILES, DEMO_PLAN } from '../fixtures/demo-pr.js'
import { runScenario, type ScenarioOptions, type ScenarioResult } from '../support/action/harness.js'
import { scriptedTeam } from '../support/action/scripted-team.js'
import { expectNothingLeakedOrDuplicated, PLANTED_BODY } from './support-fault-world.js'
import { tempDir } from '../support/kit/index.js'

/**
 * OpenCode fails to start, through the whole action: the action's own
 * layout points at an OpenCode binary that either dies before listening
 * (`serve` exits 1, as a corrupt install or a missing shared library would)
 * or reports another version (a tampered cache). The design's mode table
 * decides what the job does: comment and silent degrade and say so, blocking,
 * check-only (no review recorded) and strict-runtime fail; nothing is posted and no model is called.
 */

let brokenRoot: string

async function brokenLayout(script: string): Promise<ActionLayout> {
  const real = actionLayout()
  const root = await mkdtemp(join(brokenRoot, 'action-'))
  await mkdir(join(root, 'node_modules', 'opencode-ai'), { recursive: true })
  await writeFile(join(root, 'node_modules', 'opencode-ai', 'package.json'), JSON.stringify({ name: 'opencode-ai', version: OPENCODE_VERSION }))
  const binDir = join(root, 'node_modules', platformPackages()[0] as string, 'bin')
  await mkdir(binDir, { recursive: true })
  await writeFile(join(binDir, 'opencode'), `#!/bin/sh\n${script}\n`)
  await chmod(join(binDir, 'opencode'), 0o755)
  return { root, agentsDir: real.agentsDir, bundled: real.bundled, plugin: real.plugin }
}

const DIES_ON_SERVE = `if [ "$1" = "--version" ]; then echo ${OPENCODE_VERSION}; exit 0; fi\necho "error: failed to open the database" >&2\nexit 1`
const WRONG_VERSION = 'echo 0.0.1-tampered'

async function run(layout: ActionLayout, mode: ScenarioOptions['mode'], inputs: Record<string, string> = {}): Promise<ScenarioResult> {
  return runScenario({ mode, files: DEMO_FILES, body: PLANTED_BODY, script: scriptedTeam(DEMO_PLAN), layout, inputs })
}

describe('OpenCode fails to start (whole action)', () => {
  const results: ScenarioResult[] = []
  let dies: ActionLayout
  let tampered: ActionLayout

  beforeAll(async () => {
    brokenRoot = await tempDir('hm-broken-opencode-')
    dies = await brokenLayout(DIES_ON_SERVE)
    tampered = await brokenLayout(WRONG_VERSION)
  })
  afterAll(async () => {
    for (const s of results) await s.close()
    await rm(brokenRoot, { recursive: true, force: true })
  })

  async function scenario(layout: ActionLayout, mode: ScenarioOptions['mode'], inputs?: Record<string, string>): Promise<ScenarioResult> {
    const s = await run(layout, mode, inputs)
    results.push(s)
    expect(s.model.requests).toHaveLength(0)
    expect(s.reviews()).toHaveLength(0)
    expectNothingLeakedOrDuplicated(s)
    return s
  }

  it('comment: degrades with class opencode, says why in the outputs, summary and telemetry, and posts nothing', async () => {
    const s = await scenario(dies, 'comment')
    expect(s.outputs).toMatchObject({ outcome: 'degraded', 'failure-class': 'opencode', 'review-id': '' })
    expect(s.result.concluded?.decision.exitFailed).toBe(false)
    expect(s.result.concluded?.decision.message).toMatch(/exited before listening|could not be started/)
    expect(s.summaries.join('\n')).toMatch(/degraded/i)
    expect(s.logger.find('run', 'summary')[0]).toMatchObject({ outcome: 'degraded', class: 'opencode', model_calls: '0' })
    // The runtime said why on its own stderr, which the job log shows unchanged (once per server: editor and reviewer boot together).
    const lines = s.opencodeOutput.split('\n').filter(Boolean)
    expect(lines.length).toBeGreaterThanOrEqual(1)
    expect(lines.length).toBeLessThanOrEqual(2)
    expect(new Set(lines)).toEqual(new Set(['error: failed to open the database']))
    // The gate passed, but the runtime never came up: the token was never written for it.
    expect(s.privateFiles).not.toContain('github-token')
  })

  it('blocking: fails closed with class opencode', async () => {
    const s = await scenario(dies, 'blocking')
    expect(s.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'opencode' })
    expect(s.result.concluded?.decision).toMatchObject({ exitFailed: true })
    expect(s.result.concluded?.decision.message).toMatch(/blocking mode fails closed/)
  })

  it('silent: degrades and the job does not fail', async () => {
    const s = await scenario(dies, 'silent')
    expect(s.outputs).toMatchObject({ outcome: 'degraded', 'failure-class': 'opencode' })
    expect(s.result.concluded?.decision.exitFailed).toBe(false)
  })

  it('check-only: fails with class opencode, as no review was recorded (a green check would pass every pull request through an outage)', async () => {
    const s = await scenario(dies, 'check-only')
    expect(s.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'opencode' })
    expect(s.result.concluded?.decision.exitFailed).toBe(true)
    expect(s.result.concluded?.decision.message).toMatch(/; no review was recorded, so its findings are unknown and the check cannot pass$/)
  })

  it('comment with strict-runtime: no model call was observed, so the job fails', async () => {
    const s = await scenario(dies, 'comment', { 'strict-runtime': 'true' })
    expect(s.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'opencode' })
    expect(s.result.concluded?.decision.message).toMatch(/strict-runtime: no model call was observed/)
  })

  it('a binary reporting another version is refused before it is ever served (comment degrades, naming the version)', async () => {
    const s = await scenario(tampered, 'comment')
    expect(s.outputs).toMatchObject({ outcome: 'degraded', 'failure-class': 'opencode' })
    expect(s.result.concluded?.decision.message).toContain(`reports version '0.0.1-tampered', expected ${OPENCODE_VERSION}`)
    expect(s.logger.find('runtime', 'server-started')).toHaveLength(0)
  })
})
