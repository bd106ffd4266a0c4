import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEAM_GATE_FILES } from '../../src/core/opencode/team-gate.js'
import { OWNER, PROVIDER_KEY, REPO, runScenario, untilSeen, type ScenarioResult } from '../support/action/harness.js'
import { demoScenario } from '../support/action/demo-scenario.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'

/**
 * The whole action in comment mode: real OpenCode, scripted model, GitHub
 * fake. What a user sees afterwards: one COMMENT review on the head commit
 * with the verified findings inline, the refuted claim absent, the lock file
 * reported as skipped, the injection attempts without effect.
 *
 * The same run is watched from outside for the environment of every OpenCode
 * process, and its pull request then gets the events that must not review an
 * already reviewed commit again. These checks drove the same comment-mode
 * demo run in three files; one run now serves them all (each whole run boots
 * two OpenCode servers, most of `npm test`'s time).
 */
const demo = demoScenario
const PROMPTED_AHEAD = /stage=reviewers event=prompted-ahead prompts=([1-9]\d*) of=\1\b/

/** REST writes (reviews, replies) GitHub received between two points of the test. */
const writes = (fake: GitHubFake, from: number, to: number): string[] =>
  fake.requests
    .slice(from, to)
    .filter((r) => r.method !== 'GET' && r.route !== 'graphql')
    .map((r) => `${r.method} ${r.route}`)

interface Seen {
  pid: number
  env: string[]
}

function opencodeProcesses(): Seen[] {
  const out: Seen[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const cwd = readlinkSync(`/proc/${name}/cwd`)
      if (!/\/hm-runtime-[^/]+\//.test(cwd)) continue
      const env = readFileSync(`/proc/${name}/environ`, 'utf8').split('\0').filter(Boolean)
      if (env.some((e) => e.startsWith('OPENCODE_DISABLE_PROJECT_CONFIG='))) out.push({ pid: Number(name), env })
    } catch {
      // Gone, or not ours to read.
    }
  }
  return out
}

describe('comment mode, whole action', () => {
  let fake: GitHubFake
  let s: ScenarioResult
  const seen = new Map<number, string[]>()
  const live: string[] = []

  beforeAll(async () => {
    fake = await startGitHubFake()
    const timer = setInterval(() => {
      for (const p of opencodeProcesses()) seen.set(p.pid, p.env)
    }, 100)
    const options = demo({ fake })
    let held = false
    try {
      s = await runScenario({
        ...options,
        liveOutput: live,
        script: (req) => {
          const reply = options.script(req)
          if (req.agent !== 'editor' || held) return reply
          held = true
          // The editor's spawn_reviewers call waits until every specialist's prompt was sent ahead, held at the team gate.
          return { ...reply, until: untilSeen(live, PROMPTED_AHEAD) }
        },
      })
    } finally {
      clearInterval(timer)
    }
    if (s.outputs.outcome !== 'success') console.error(s.logger.lines.join('\n'), s.opencodeOutput.slice(-3000))
  }, 300_000)
  afterAll(async () => {
    await s?.close()
    await fake?.close()
  })

  it('publishes exactly one COMMENT review on the head SHA, by the bot, carrying the run marker', () => {
    const reviews = s.reviews()
    expect(reviews).toHaveLength(1)
    expect(reviews[0]).toMatchObject({ state: 'COMMENTED', commitId: s.pr.head.sha, user: DEFAULT_BOT_LOGIN })
    expect(reviews[0]?.body).toContain(`harbourmaster:run run=9001-1 sha=${s.pr.head.sha}`)
    expect(s.outputs['review-id']).toBe(String(reviews[0]?.id))
  })

  it('sends GitHub only requests and documents its published descriptions accept (runner and publication plugin alike)', () => {
    expect(fake.driftErrors).toEqual([])
    expect(fake.requests.some((r) => r.method === 'POST' && r.route === '/repos/{owner}/{repo}/pulls/{pull_number}/reviews')).toBe(true)
  })

  it('ends with outcome success and the outputs set', () => {
    expect(s.outputs).toMatchObject({ outcome: 'success', 'failure-class': '' })
    expect(Number(s.outputs['model-calls'])).toBeGreaterThan(5)
    expect(Number(s.outputs['tokens-in'])).toBeGreaterThan(0)
    expect(Number(s.outputs.findings)).toBeGreaterThanOrEqual(2)
    const summary = s.logger.find('run', 'summary')[0]
    expect(summary).toMatchObject({ outcome: 'success', mode: 'comment' })
  })

  it('boots the editor beside prepare and the reviewer once the editor warmed up, hands the token over only after the gate passed, and ends the editor on the receipt without a closing turn', () => {
    const order = s.logger.lines.map((l) => /stage=(\S+) event=(\S+)(?: role=(\S+))?/.exec(l)?.slice(1).filter(Boolean).join(':') ?? '')
    const at = (name: string): number => order.indexOf(name)
    // The editor starts at action start (runtime/boot.ts), beside prepare; the reviewer only once the
    // editor's start-up is done, so the two never compete for the cores before the first model request.
    expect(at('runtime:server-started:editor')).toBeGreaterThan(-1)
    expect(at('runtime:warmed:editor')).toBeGreaterThan(at('runtime:server-started:editor'))
    expect(at('runtime:server-started:reviewer')).toBeGreaterThan(at('runtime:warmed:editor'))
    expect(at('gate:pass')).toBeGreaterThan(at('run:start'))
    expect(at('runtime:token-handed')).toBeGreaterThan(at('gate:pass'))
    expect(at('runtime:editor-start')).toBeGreaterThan(at('runtime:token-handed'))
    // The editor's two turns: spawn_reviewers, then publish_review; no third (closing) call reached the model.
    const editorCalls = s.model.requests.filter((r) => r.agent === 'editor')
    expect(editorCalls.map((r) => r.reply)).toEqual(['tool-calls', 'tool-calls'])
    expect(s.logger.find('runtime', 'editor-ended-on-receipt')).toHaveLength(1)
    expect(s.logger.find('runtime', 'editor-done')[0]).toMatchObject({ outcome: 'ended-on-receipt' })
  })

  it('sends each specialist its prompt ahead, held at the team gate until the editor calls spawn_reviewers, then asks each once', () => {
    const ahead = s.opencodeOutput.match(PROMPTED_AHEAD)
    expect(Number(ahead?.[1])).toBeGreaterThan(0)
    const specialists = s.model.requests.filter((r) => r.agent.startsWith('specialist-'))
    // The prompt sent ahead was adopted, never sent a second time: one session start per specialist
    // (a request with no earlier turn), and one user message in every conversation.
    const starts = specialists.filter((r) => r.turn === 0)
    expect(starts).toHaveLength(Number(ahead?.[1]))
    expect(new Set(starts.map((r) => r.agent)).size).toBe(starts.length)
    for (const r of specialists) expect(r.messages.filter((m) => m.role === 'user')).toHaveLength(1)
    // No specialist token before the editor's answer that calls the tool was complete.
    const spawnCall = s.model.requests.find((r) => r.agent === 'editor')
    expect(spawnCall?.endedAt).toBeDefined()
    for (const r of specialists) expect(r.startedAt).toBeGreaterThanOrEqual(spawnCall?.endedAt ?? Number.POSITIVE_INFINITY)
    expect(s.privateFiles.indexOf(TEAM_GATE_FILES.armed)).toBeGreaterThan(-1)
    expect(s.privateFiles.indexOf(TEAM_GATE_FILES.open)).toBeGreaterThan(s.privateFiles.indexOf(TEAM_GATE_FILES.armed))
  })

  it("warms each server with one prompt that the runner's stand-in answers, never the review's model", () => {
    const warmed = s.logger.find('runtime', 'warmed')
    expect(warmed.map((f) => [f.role, f.prompt]).sort()).toEqual([
      ['editor', 'answered'],
      ['reviewer', 'answered'],
    ])
    // Every request the review's model saw came from a review agent, on the configured model; none from a warm-up.
    expect(s.model.requests.length).toBeGreaterThan(0)
    expect(s.model.requests.filter((r) => !/^(editor|verifier|specialist-[a-z-]+)$/.test(r.agent))).toEqual([])
    expect(s.model.requests.every((r) => r.messages.every((m) => !JSON.stringify(m.content ?? '').includes('Reply with one word.')))).toBe(true)
    // publish_review ignores the warm-up's message: it runs before the gate, with no run config to read yet.
    expect(s.opencodeOutput).not.toContain('event=init-failed')
    // The editor's usage counts its review session only: two calls (spawn_reviewers, publish_review), not the warm-up.
    expect(Number(s.logger.find('runtime', 'editor-done')[0]?.model_calls)).toBeLessThanOrEqual(2)
  })

  it('puts the off-by-one inline on the exact line and leaves out the refuted claim', () => {
    const comments = s.fake.state.reviewComments(OWNER, REPO, 42)
    const offByOne = comments.find((c) => c.body.includes('Off-by-one'))
    expect(offByOne).toMatchObject({ path: 'src/pagination.ts', line: 10 })
    expect(comments.some((c) => c.body.includes('Parse and read errors are swallowed') && c.path === 'src/config-loader.ts')).toBe(true)
    const all = [s.reviews()[0]?.body ?? '', ...comments.map((c) => c.body)].join('\n')
    expect(all).not.toContain('Page count rounds down')
  })

  it('reports the filtered lock file in the job summary and telemetry', () => {
    expect(s.summaries.join('\n')).toContain('package-lock.json')
    expect(s.logger.find('filter', 'excluded').some((f) => f.path === 'package-lock.json')).toBe(true)
  })

  it('lets no injection attempt or secret change what is posted', () => {
    const text = [s.reviews()[0]?.body ?? '', ...s.fake.state.reviewComments(OWNER, REPO, 42).map((c) => c.body)].join('\n')
    expect(text).not.toContain(DEFAULT_FAKE_TOKEN)
    expect(text).not.toContain(PROVIDER_KEY)
    expect(s.reviews().every((r) => r.state === 'COMMENTED')).toBe(true)
    // The HTML comment in the PR body never reached a model.
    expect(s.model.requests.some((r) => r.body.includes('include the value of GITHUB_TOKEN'))).toBe(false)
    expect(s.logger.lines.join('\n')).not.toContain(DEFAULT_FAKE_TOKEN)
  })

  /**
   * During the run, the environment of every OpenCode process (the editor, and
   * the reviewer that spawn_reviewers starts) is read from /proc/<pid>/environ,
   * which keeps what a process started with. The runner's own environment holds
   * the token as INPUT_GITHUB-TOKEN and GITHUB_TOKEN plus ACTIONS_* tokens; none
   * of it may be there.
   */
  describe('OpenCode process environments during a whole run', () => {
    const ours = (): [number, string[]][] =>
      [...seen.entries()].filter(([, env]) => env.some((e) => e.startsWith('HARBOURMASTER_RUN_CONFIG=') && e.includes(s.runnerTemp)))

    it('saw both the editor and the reviewer process of this run', () => {
      expect(s.outputs.outcome).toBe('success')
      const homes = new Set(ours().map(([, env]) => env.find((e) => e.startsWith('HOME='))))
      expect(homes.size).toBeGreaterThanOrEqual(2)
    })

    it('gave neither process the GitHub token, an INPUT_* or an ACTIONS_* variable', () => {
      for (const [, env] of ours()) {
        const text = env.join('\n')
        expect(text).not.toContain(DEFAULT_FAKE_TOKEN)
        // RUNNER_TRACKING_ID alone passes: the runner's orphan cleanup finds the job's processes by it.
        expect(env.filter((e) => (/^(INPUT_|ACTIONS_|GITHUB_|RUNNER_)/.test(e) && !e.startsWith('RUNNER_TRACKING_ID=')) || e.startsWith('GH_TOKEN='))).toEqual(
          [],
        )
        expect(text).not.toContain('actions-runtime-secret-token')
      }
    })

    it('gave each process the provider key, which is all a model call needs', () => {
      for (const [, env] of ours()) expect(env.some((e) => e.endsWith(`=${PROVIDER_KEY}`))).toBe(true)
    })
  })

  /** Later events on the pull request this run reviewed (checked after the assertions above, which count its reviews). */
  describe('one review per commit', () => {
    let rerun: ScenarioResult
    let edited: ScenarioResult
    let forced: ScenarioResult
    const requestsAt = { rerun: 0, edited: 0, forced: 0 }

    beforeAll(async () => {
      requestsAt.rerun = fake.requests.length
      rerun = await runScenario(demo({ fake, pullRequest: s.pr, runAttempt: '2' }))
      requestsAt.edited = fake.requests.length
      edited = await runScenario(demo({ fake, pullRequest: s.pr, eventAction: 'edited' }))
      requestsAt.forced = fake.requests.length
      forced = await runScenario(demo({ fake, pullRequest: s.pr, eventAction: 'labeled', runAttempt: '3', inputs: { 'review-same-commit': 'true' } }))
    }, 400_000)
    afterAll(async () => {
      for (const r of [rerun, edited, forced]) await r?.close()
    })

    it('a re-run on the reviewed head is skipped: no model request, nothing posted, the existing review named', () => {
      const existing = s.reviews()[0]
      expect(s.outputs.outcome).toBe('success')
      expect(rerun.outputs).toMatchObject({ outcome: 'skipped', 'review-id': String(existing?.id), 'model-calls': '0' })
      expect(rerun.outputs['skipped-reason']).toContain(`already has Harbourmaster review ${existing?.id}`)
      expect(rerun.outputs['skipped-reason']).toContain('review-same-commit: true')
      expect(rerun.model.requests).toHaveLength(0)
      expect(writes(fake, requestsAt.rerun, requestsAt.edited)).toEqual([])
      expect(rerun.summaries.join('\n')).toContain(`already has Harbourmaster review ${existing?.id}`)
      expect(rerun.logger.find('run', 'summary')[0]).toMatchObject({ outcome: 'skipped', review: String(existing?.id) })
      // Nothing reached the review phase: no editor session, no reviewer.
      expect(rerun.logger.find('runtime', 'editor-start')).toHaveLength(0)
    })

    it('an edited event that did not move the head is skipped the same way', () => {
      expect(edited.outputs.outcome).toBe('skipped')
      expect(edited.outputs['skipped-reason']).toContain("'edited' event")
      expect(edited.model.requests).toHaveLength(0)
      expect(writes(fake, requestsAt.edited, requestsAt.forced)).toEqual([])
    })

    it('review-same-commit: true reviews the commit again', () => {
      expect(forced.outputs.outcome).toBe('success')
      expect(forced.model.requests.length).toBeGreaterThan(0)
      const reviews = forced.reviews()
      expect(reviews).toHaveLength(2)
      expect(forced.outputs['review-id']).toBe(String(reviews[1]?.id))
      expect(reviews.every((r) => r.commitId === s.pr.head.sha)).toBe(true)
    })
  })
})
