import { describe, expect, it } from 'vitest'
import { TeamAhead, teamAgents, type ClosableTeam } from '../../../plugins/lib/reviewers/attach-ahead.js'
import { runConfigSchema, type RunConfig } from '../../../src/core/contracts/run-config.js'
import { testRunConfig } from '../../support/kit/run-config.js'

function config(specialists: { name: string; patches: string[] }[]): RunConfig {
  return runConfigSchema.parse(
    testRunConfig({
      mode: 'silent',
      headSha: 'a'.repeat(40),
      stageDir: '/stage',
      privateDir: '/private',
      specialists,
      models: [{ providerID: 'hm', modelID: 'm' }],
      reviewer: { opencodeBin: '/bin/false', configHome: '/root', env: {}, startTimeoutMs: 1, serverFile: '/private/reviewer-server.json' },
      timeoutMs: 60_000,
    }),
  )
}

const TWO = config([
  { name: 'security', patches: ['a.patch'] },
  { name: 'tests', patches: [] },
  { name: 'correctness', patches: ['a.patch', 'b.patch'] },
])

interface FakeTeam extends ClosableTeam {
  closes: ({ summary?: boolean } | undefined)[]
}

function fakeAttach(): { attach: (c: RunConfig) => FakeTeam; attached: RunConfig[] } {
  const attached: RunConfig[] = []
  return {
    attached,
    attach: (c) => {
      attached.push(c)
      const closes: FakeTeam['closes'] = []
      return { closes, observed: Promise.resolve({ events: { close: async (options?: { summary?: boolean }) => void closes.push(options) } }) }
    },
  }
}

describe('teamAgents', () => {
  it('lists the specialists that have patches, in run-config order, then the verifier', () => {
    expect(teamAgents(TWO)).toEqual(['specialist-security', 'specialist-correctness', 'verifier'])
  })
})

describe('TeamAhead', () => {
  it('attaches once, however often the editor writes, and hands the team to one call only', () => {
    const { attach, attached } = fakeAttach()
    const ahead = new TeamAhead(attach)
    ahead.start(TWO)
    ahead.start(TWO)
    expect(attached).toHaveLength(1)
    const team = ahead.take()
    expect(team).toBeDefined()
    expect(ahead.take()).toBeUndefined()
  })

  it('attaches nothing for a review whose specialists have no patches (the tool starts no team then)', () => {
    const { attach, attached } = fakeAttach()
    const ahead = new TeamAhead(attach)
    ahead.start(config([{ name: 'security', patches: [] }]))
    expect(attached).toEqual([])
    expect(ahead.take()).toBeUndefined()
  })

  it('hands nothing to a call that comes after dispose', async () => {
    const { attach } = fakeAttach()
    const ahead = new TeamAhead(attach)
    ahead.start(TWO)
    await ahead.dispose()
    // The attach is kept private: a second start after dispose attaches nothing new.
    ahead.start(TWO)
    expect(ahead.take()).toBeUndefined()
  })

  it('leaves a taken team to the call that took it', async () => {
    const { attach } = fakeAttach()
    const ahead = new TeamAhead(attach)
    ahead.start(TWO)
    const team = ahead.take() as FakeTeam
    await ahead.dispose()
    expect(team.closes).toEqual([])
  })

  it('closes an untaken team on dispose', async () => {
    let closes: FakeTeam['closes'] = []
    const ahead = new TeamAhead((c: RunConfig) => {
      const team = fakeAttach().attach(c)
      closes = team.closes
      return team
    })
    ahead.start(TWO)
    await ahead.dispose()
    expect(closes).toEqual([{ summary: false }])
  })
})
