import { mkdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { armTeamGate, openTeamGate, TEAM_GATE_FILES, TeamGateHold, teamGateHolds, waitForOpenGate } from '../../../src/core/opencode/team-gate.js'
import { WARM_UP_PROVIDER } from '../../../src/core/opencode/warm-up.js'
import { tempDir } from '../../support/kit/index.js'

/** Whether `promise` has settled once every pending callback of this turn ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setImmediate(resolve))
  return done
}

// Each test gets its own private directory, as each run has.
let dir: string
beforeEach(async () => {
  dir = await tempDir('hm-gate-')
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('team gate', () => {
  it('holds only between arming and opening, and its files are private', async () => {
    expect(teamGateHolds(dir)).toBe(false)
    await armTeamGate(dir)
    expect(teamGateHolds(dir)).toBe(true)
    await openTeamGate(dir)
    expect(teamGateHolds(dir)).toBe(false)
    for (const name of Object.values(TEAM_GATE_FILES)) expect((await stat(join(dir, name))).mode & 0o777).toBe(0o600)
  })

  it('an open gate that is armed late (the tool was faster than the prompts sent ahead) holds nothing', async () => {
    await openTeamGate(dir)
    await armTeamGate(dir)
    expect(teamGateHolds(dir)).toBe(false)
  })

  it('wakes a waiter when the gate opens, and one that comes later at once', async () => {
    await armTeamGate(dir)
    const waiting = waitForOpenGate(dir)
    expect(await settled(waiting)).toBe(false)
    await openTeamGate(dir)
    await waiting
    await waitForOpenGate(dir)
  })

  it('wakes a waiter through its poll when no watcher event arrives', async () => {
    await armTeamGate(dir)
    // A directory the watcher cannot watch: only the poll can see the gate open.
    const waiting = waitForOpenGate(join(dir, 'not-yet'), 5)
    await mkdir(join(dir, 'not-yet'))
    await openTeamGate(join(dir, 'not-yet'))
    await waiting
  })
})

describe('TeamGateHold (the reviewer process, before each model request)', () => {
  it('holds a review model request while the gate is armed, and lets it go when the gate opens', async () => {
    await armTeamGate(dir)
    const hold = new TeamGateHold(async () => dir)
    const first = hold.beforeModelRequest('hm')
    const second = hold.beforeModelRequest('hm')
    expect(await settled(first)).toBe(false)
    expect(await settled(second)).toBe(false)
    await openTeamGate(dir)
    await Promise.all([first, second])
  })

  it("never holds the runner's warm-up prompt", async () => {
    await armTeamGate(dir)
    await new TeamGateHold(async () => dir).beforeModelRequest(WARM_UP_PROVIDER)
  })

  it('holds nothing while the gate is not armed, or without a run config to find it', async () => {
    await new TeamGateHold(async () => dir).beforeModelRequest('hm')
    await armTeamGate(dir)
    await new TeamGateHold(async () => undefined).beforeModelRequest('hm')
  })
})
