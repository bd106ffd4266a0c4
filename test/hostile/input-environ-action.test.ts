import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROVIDER_KEY, runScenario, type ScenarioResult } from '../support/action/harness.js'
import { demoScenario } from '../support/action/demo-scenario.js'
import { DEFAULT_FAKE_TOKEN } from '../support/github-fake/index.js'

/**
 * During a whole comment-mode run, the environment of every OpenCode process
 * (the editor, and the reviewer that spawn_reviewers starts) is read from
 * /proc/<pid>/environ, which keeps what a process started with. The runner's
 * own environment holds the token as INPUT_GITHUB-TOKEN and GITHUB_TOKEN plus
 * ACTIONS_* tokens; none of it may be there.
 */
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

describe('OpenCode process environments during a whole run', () => {
  let s: ScenarioResult
  const seen = new Map<number, string[]>()

  beforeAll(async () => {
    const timer = setInterval(() => {
      for (const p of opencodeProcesses()) seen.set(p.pid, p.env)
    }, 100)
    try {
      s = await runScenario(demoScenario())
    } finally {
      clearInterval(timer)
    }
  }, 300_000)
  afterAll(async () => s?.close())

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
      expect(env.filter((e) => /^(INPUT_|ACTIONS_|GITHUB_|RUNNER_)/.test(e) || e.startsWith('GH_TOKEN='))).toEqual([])
      expect(text).not.toContain('actions-runtime-secret-token')
    }
  })

  it('gave each process the provider key, which is all a model call needs', () => {
    for (const [, env] of ours()) expect(env.some((e) => e.endsWith(`=${PROVIDER_KEY}`))).toBe(true)
  })
})
