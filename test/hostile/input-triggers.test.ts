import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registeredProcessGroups } from '../../src/core/opencode/reviewer-pids.js'
import { DEMO_FILES, DEMO_PLAN } from '../fixtures/demo-pr.js'
import { OWNER, REPO, runScenario, type ScenarioResult } from '../support/action/harness.js'
import { scriptedTeam } from '../support/action/scripted-team.js'
import { DEFAULT_BOT_LOGIN, startGitHubFake } from '../support/github-fake/index.js'
import { eventOf, runActionOnce, writePullRequestEvent, tempDir } from '../support/kit/index.js'
import { lingeringProcesses } from './support-fault-world.js'
import { secretsIn } from './support-input-text.js'

/**
 * Triggers and PR states an attacker (or bad luck) controls: a fork PR, a
 * draft, the pull_request_target event, a head that moved before the run or
 * during it, a PR closed or locked while the agents work. In each, nothing is
 * posted on a wrong SHA, nothing is posted twice, and the outcome says what
 * happened (skips included) in outputs, summary and telemetry.
 */
const FILES = DEMO_FILES.slice(0, 2)

/**
 * Both OpenCode servers boot at action start, beside prepare, unless the event
 * itself announces the skip; a run that must not review stops them having
 * asked no model anything, leaves no process behind and never wrote the
 * GitHub token for the publisher.
 */
function noReviewStarted(s: ScenarioResult): void {
  expect(s.model.requests).toEqual([])
  expect(lingeringProcesses(s.runnerTemp)).toEqual([])
  const started = s.logger.find('runtime', 'server-started').map((f) => f.pid)
  expect(
    s.logger
      .find('runtime', 'server-stopped')
      .map((f) => f.pid)
      .sort(),
  ).toEqual(started.sort())
  expect(s.privateFiles).not.toContain('github-token')
  expect(s.logger.find('runtime', 'token-handed')).toEqual([])
  expect(s.logger.find('runtime', 'editor-start')).toEqual([])
}

/** Whether the process holds a TCP socket in LISTEN state (Linux: its socket inodes against /proc/net/tcp). */
function listens(pid: number): boolean {
  try {
    const inodes = new Set(
      readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: 'utf8' }))
        return m?.[1] ? [m[1]] : []
      }),
    )
    return readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .slice(1)
      .some((line) => {
        const cols = line.trim().split(/\s+/)
        return cols[3] === '0A' && inodes.has(cols[9] ?? '')
      })
  } catch {
    return false
  }
}

/** 'gone' when the process no longer runs (exited, or a zombie not yet reaped), else its /proc state letter. */
function runningState(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
    return state === 'Z' || state === 'X' ? 'gone' : state
  } catch {
    return 'gone'
  }
}

/** The event announced the skip: OpenCode was neither provisioned nor started, and telemetry says why. */
function noRuntimeStarted(s: ScenarioResult, why: RegExp): void {
  expect(s.logger.find('runtime', 'deferred')[0]?.reason).toMatch(why)
  expect(s.logger.find('runtime', 'provisioned')).toEqual([])
  expect(s.logger.find('runtime', 'server-started')).toEqual([])
}

function nothingPosted(s: ScenarioResult): void {
  expect(s.reviews()).toEqual([])
  // No write: no REST method but GET, and no GraphQL mutation (GraphQL queries are POSTs that only read).
  const writes = s.fake.requests.filter((r) => (r.route === 'graphql' ? r.graphqlType !== 'query' : r.method !== 'GET'))
  expect(writes).toEqual([])
}

function noSecretsAnywhere(s: ScenarioResult): void {
  const posted = [...s.reviews().map((r) => r.body), ...s.fake.state.reviewComments(OWNER, REPO, 42).map((c) => c.body)].join('\n')
  expect(secretsIn([posted, s.logger.lines.join('\n'), s.summaries.join('\n'), ...s.model.requests.map((r) => r.body)].join('\n'))).toEqual([])
}

describe('runs that must not start a review', () => {
  it('skips a fork PR under pull_request cleanly: outcome skipped, reason in outputs, summary and telemetry, no model request, no process left, no token written, nothing posted', async () => {
    const s = await runScenario({ mode: 'comment', files: FILES, headRepoFullName: 'mallory/shop', script: scriptedTeam(DEMO_PLAN) })
    try {
      expect(s.outputs).toMatchObject({ outcome: 'skipped', 'failure-class': '' })
      expect(s.outputs['skipped-reason']).toMatch(/fork mallory\/shop/)
      expect(s.result.concluded?.decision.exitFailed).toBe(false)
      expect(s.summaries.join('\n')).toMatch(/skipped/i)
      expect(s.logger.find('gate', 'skip')).toHaveLength(1)
      expect(s.logger.find('run', 'summary')[0]).toMatchObject({ outcome: 'skipped' })
      noRuntimeStarted(s, /fork/)
      noReviewStarted(s)
      nothingPosted(s)
      noSecretsAnywhere(s)
    } finally {
      await s.close()
    }
  })

  it('skips a draft PR: outcome skipped with the reason, no model request, no process left, no token written, nothing posted', async () => {
    const s = await runScenario({ mode: 'blocking', files: FILES, draft: true, script: scriptedTeam(DEMO_PLAN) })
    try {
      expect(s.outputs).toMatchObject({ outcome: 'skipped', 'failure-class': '' })
      expect(s.outputs['skipped-reason']).toMatch(/draft/)
      expect(s.result.concluded?.decision.exitFailed).toBe(false)
      expect(s.summaries.join('\n')).toMatch(/draft/)
      noRuntimeStarted(s, /draft/)
      noReviewStarted(s)
      nothingPosted(s)
    } finally {
      await s.close()
    }
  })

  it('reviews a PR the event called a draft that was marked ready before the run read it: OpenCode starts after prepare', async () => {
    const s = await runScenario({
      mode: 'comment',
      files: FILES,
      draft: true,
      script: scriptedTeam(DEMO_PLAN),
      setup: (fake, pr) => fake.state.setDraft(OWNER, REPO, pr.number, false),
    })
    try {
      expect(s.outputs).toMatchObject({ outcome: 'success', 'failure-class': '' })
      expect(s.reviews().filter((r) => r.user === DEFAULT_BOT_LOGIN)).toHaveLength(1)
      expect(s.logger.find('runtime', 'deferred')[0]?.reason).toMatch(/draft/)
      // Deferred, not skipped: provisioning and both servers follow prepare's live read.
      const order = s.logger.lines.map((l) => /stage=(\w+) event=([\w-]+)/.exec(l)?.slice(1).join(' ')).filter(Boolean)
      expect(order.indexOf('prepare done')).toBeGreaterThan(-1)
      expect(order.indexOf('runtime provisioned')).toBeGreaterThan(order.indexOf('prepare done'))
      expect(s.logger.find('runtime', 'server-started').map((f) => f.role)).toEqual(['editor', 'reviewer'])
    } finally {
      await s.close()
    }
  })

  it('skips a PR converted to a draft after the push, whose gate answer arrives after both OpenCode servers started: both are stopped, no model request, no process left, no token written', async () => {
    // GitHub answers the PR only once both servers the runner spawned (editor and reviewer) listen, so the skip meets them running.
    // The reviewer starts only after the editor's warm-up, which on a loaded machine outlasts the client's 30 s request
    // timeout: the hold covers the retried requests too.
    const listening = new Map<string, number>()
    const bothListening = (async () => {
      const deadline = Date.now() + 120_000
      while (listening.size < 2 && Date.now() < deadline) {
        for (const [pid, role] of registeredProcessGroups()) if (listens(pid)) listening.set(role, pid)
        await new Promise((r) => setTimeout(r, 50))
      }
    })()
    const s = await runScenario({
      mode: 'comment',
      files: FILES,
      script: scriptedTeam(DEMO_PLAN),
      // The event says ready, so the servers start beside prepare; the live PR is a draft by the time the run reads it.
      setup: (fake, pr) => {
        fake.state.setDraft(OWNER, REPO, pr.number, true)
        fake.faults.add({ method: 'GET', route: '/repos/{owner}/{repo}/pulls/{pull_number}', holdUntil: bothListening, times: 10 })
      },
    })
    try {
      expect(s.outputs).toMatchObject({ outcome: 'skipped', 'failure-class': '' })
      // Both were up (listening) when the gate said skip, and both are gone now.
      expect([...listening.keys()].sort()).toEqual(['editor', 'reviewer'])
      for (const pid of listening.values()) expect(runningState(pid), `pid ${pid}`).toBe('gone')
      expect([...registeredProcessGroups().keys()]).toEqual([])
      noReviewStarted(s)
      nothingPosted(s)
    } finally {
      await s.close()
    }
  })

  it('fails with policy when the head moved before the run started, and posts nothing', async () => {
    const s = await runScenario({
      mode: 'comment',
      files: FILES,
      script: scriptedTeam(DEMO_PLAN),
      setup: (fake, pr) => {
        const triggered = pr.head.sha
        fake.state.pushHead(OWNER, REPO, pr.number)
        return { eventHeadSha: triggered }
      },
    })
    try {
      expect(s.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'policy', 'review-id': '' })
      expect(s.result.concluded?.decision.exitFailed).toBe(true)
      expect(s.result.concluded?.decision.message).toMatch(/head moved/)
      expect(s.logger.find('gate', 'fail')[0]).toMatchObject({ class: 'policy' })
      noReviewStarted(s)
      nothingPosted(s)
    } finally {
      await s.close()
    }
  })

  it('refuses pull_request_target with a configuration failure before reading anything of the PR', async () => {
    const fake = await startGitHubFake()
    const base = await tempDir('hm-target-')
    try {
      const pr = fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: 42, files: FILES, head: { repoFullName: 'mallory/shop' } })
      const eventPath = await writePullRequestEvent(join(base, 'event.json'), eventOf(pr))
      const { result, outputs, summaries, logger } = await runActionOnce({
        github: fake,
        eventName: 'pull_request_target',
        eventPath,
        runnerTemp: base,
        mode: 'comment',
        runId: '5',
      })
      expect(outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'configuration' })
      expect(result.concluded?.decision.exitFailed).toBe(true)
      expect(result.concluded?.decision.message).toMatch(/pull_request_target/)
      expect(summaries.join('\n')).toMatch(/pull_request_target/)
      expect(fake.requests.filter((r) => r.route?.includes('/pulls/'))).toEqual([])
      expect(fake.state.reviews(OWNER, REPO, 42)).toEqual([])
      expect(secretsIn(logger.lines.join('\n'))).toEqual([])
    } finally {
      await fake.close()
      await rm(base, { recursive: true, force: true })
    }
  })
})

type Live = { fake: ScenarioResult['fake']; pr: ScenarioResult['pr'] }

/**
 * A run whose PR changes while the agents work (after the editor's first
 * model request). The runner proves publication from GitHub, not from the
 * plugin: a moved head, a closed or a locked PR all end as "publication not
 * proven" (policy), and the only review that may exist is on the SHA the
 * agents actually reviewed.
 */
describe.each([
  {
    name: 'head moved during the run',
    change: (l: Live) => void l.fake.state.pushHead(OWNER, REPO, l.pr.number),
    reviewsOnOldHead: 1,
    why: /head moved during the run/,
  },
  {
    name: 'PR closed before publication',
    change: (l: Live) => l.fake.state.closePullRequest(OWNER, REPO, l.pr.number),
    reviewsOnOldHead: 0,
    why: /publication not proven/,
  },
  {
    name: 'PR locked before publication',
    change: (l: Live) => l.fake.state.lockPullRequest(OWNER, REPO, l.pr.number),
    reviewsOnOldHead: 0,
    why: /publication not proven/,
  },
])('$name', ({ change, reviewsOnOldHead, why }) => {
  let s: ScenarioResult
  let triggeredSha = ''

  beforeAll(async () => {
    s = await runScenario({
      mode: 'comment',
      files: FILES,
      script: scriptedTeam(DEMO_PLAN),
      setup: (_fake, pr) => void (triggeredSha = pr.head.sha),
      duringRun: (fake, pr) => change({ fake, pr }),
    })
  }, 300_000)
  afterAll(async () => s?.close())

  it('fails the comment run with class policy (publication not proven), never green', () => {
    expect(s.outputs).toMatchObject({ outcome: 'failure', 'failure-class': 'policy', 'review-id': '' })
    expect(s.result.concluded?.decision.exitFailed).toBe(true)
    expect(s.result.concluded?.decision.message).toMatch(why)
    expect(s.logger.find('run', 'summary')[0]).toMatchObject({ outcome: 'failure', class: 'policy' })
    expect(s.summaries.join('\n')).toMatch(/fail/i)
  })

  it('leaves no review on a head it did not review and never two reviews', () => {
    const mine = s.reviews().filter((r) => r.user === DEFAULT_BOT_LOGIN)
    expect(mine).toHaveLength(reviewsOnOldHead)
    for (const r of mine) expect(r.commitId).toBe(triggeredSha)
    expect(s.reviews().filter((r) => r.commitId !== triggeredSha)).toEqual([])
    noSecretsAnywhere(s)
  })
})
