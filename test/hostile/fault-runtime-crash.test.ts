import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import type { Mode } from '../../src/config/settings.js'
import { registeredProcessGroups } from '../../src/core/opencode/reviewer-pids.js'
import { DEMO_FILES, DEMO_PLAN } from '../fixtures/demo-pr.js'
import { runScenario, type ScenarioResult } from '../support/action/harness.js'
import { scriptedTeam } from '../support/action/scripted-team.js'
import type { ScriptRequest, Reply } from '../support/model-server/index.js'
import { expectNothingLeakedOrDuplicated, killLeftovers, lingeringProcesses, PLANTED_BODY } from './support-fault-world.js'

/**
 * The editor OpenCode process crashes mid-run, through the whole action: the
 * moment the first specialist asks its model, the editor's whole process
 * group is killed with SIGKILL (an OOM kill looks the same). Nothing may be
 * published, the run must end with class opencode (comment and blocking
 * fail, silent degrades), and no OpenCode process may outlive the run.
 */

/**
 * The editor server the runner started, from the runner's process registry
 * (the reviewer server is the runner's child too since both boot at action
 * start), checked against /proc: a live `opencode serve` child of this process.
 */
function editorPids(): number[] {
  const out: number[] = []
  for (const [pid, role] of registeredProcessGroups()) {
    if (role !== 'editor') continue
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      if (ppid === process.pid && cmdline.includes('serve')) out.push(pid)
    } catch {
      // gone meanwhile
    }
  }
  return out
}

interface Crash {
  killed: number[]
}

function crashingTeam(crash: Crash) {
  const team = scriptedTeam(DEMO_PLAN)
  return (req: ScriptRequest): Reply => {
    if (req.agent.startsWith('specialist-') && crash.killed.length === 0) {
      crash.killed = editorPids()
      for (const pid of crash.killed) process.kill(-pid, 'SIGKILL')
    }
    return team(req)
  }
}

describe('the editor process crashes mid-run (whole action)', () => {
  const results: ScenarioResult[] = []
  afterAll(async () => {
    for (const s of results) {
      killLeftovers(lingeringProcesses(s.runnerTemp))
      await s.close()
    }
  })

  async function crashRun(mode: Mode): Promise<{ s: ScenarioResult; crash: Crash }> {
    const crash: Crash = { killed: [] }
    const s = await runScenario({ mode, files: DEMO_FILES, body: PLANTED_BODY, script: crashingTeam(crash) })
    results.push(s)
    return { s, crash }
  }

  it.each<[Mode, string, boolean]>([
    ['comment', 'failure', true],
    ['silent', 'degraded', false],
  ])('%s: nothing is published, the run ends %s with class opencode', async (mode, outcome, exitFailed) => {
    const { s, crash } = await crashRun(mode)
    expect(crash.killed).toHaveLength(1)
    expect(
      s.logger
        .find('runtime', 'server-started')
        .filter((f) => f.role === 'editor')
        .map((f) => Number(f.pid)),
    ).toEqual(crash.killed)
    expect(s.reviews()).toHaveLength(0)
    expect(s.outputs).toMatchObject({ outcome, 'failure-class': 'opencode', 'review-id': '' })
    expect(s.result.concluded?.decision.exitFailed).toBe(exitFailed)
    // The user is told the runtime died, not that it was slow.
    expect(s.result.concluded?.decision.message).not.toMatch(/timed out|fetch failed/)
    expectNothingLeakedOrDuplicated(s)
  })
})
