import { describe, expect, it } from 'vitest'
import { teamShortfall } from '../../../src/core/publication/team-shortfall.js'

const ok = { status: 'ok' as const, budgetExceeded: false, errors: [] }

describe('teamShortfall: what the review body and job summary say the team could not do', () => {
  it('says nothing for a team that finished, or when spawn_reviewers never ran', () => {
    expect(teamShortfall(ok)).toEqual([])
    expect(teamShortfall(undefined)).toEqual([])
  })

  it('names each agent that did not finish, with why and what it leaves unreviewed', () => {
    const notes = teamShortfall({
      status: 'partial',
      budgetExceeded: false,
      errors: [
        { agent: 'specialist-performance', error: 'model: every configured model failed' },
        { agent: 'verifier', error: 'opencode: the session ended without an answer' },
      ],
    })
    expect(notes).toEqual([
      'The performance specialist did not finish (model: every configured model failed); the files assigned to it were not reviewed for performance.',
      'The verifier did not complete its check (opencode: the session ended without an answer); findings it did not answer are marked unverified.',
    ])
  })

  it('says once that the budget stopped the team, not once per agent it stopped', () => {
    const notes = teamShortfall(
      {
        status: 'budget-exceeded',
        budgetExceeded: true,
        errors: ['specialist-security', 'specialist-tests', 'verifier'].map((agent) => ({ agent, error: 'token budget exceeded' })),
      },
      50_000,
    )
    expect(notes).toHaveLength(1)
    expect(notes[0]).toContain('token budget (50000 tokens) was reached while the specialists ran')
  })

  it('keeps a long provider error to one short line', () => {
    const [note] = teamShortfall({
      status: 'failed',
      budgetExceeded: false,
      errors: [{ agent: 'reviewer-server', error: `model: ${'x'.repeat(5000)}\n\ttrace` }],
    })
    expect(note?.length).toBeLessThan(450)
    expect(note).toMatch(/^The reviewers could not run \(model: x+…\); no specialist reviewed this pull request\.$/)
  })
})
