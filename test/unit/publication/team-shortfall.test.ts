import { describe, expect, it } from 'vitest'
import { teamDropped, teamNeverRan, teamShortfall } from '../../../src/core/publication/team-shortfall.js'

const ok = { status: 'ok' as const, budgetExceeded: false, errors: [] }

describe('teamShortfall: what the review body and job summary say the team could not do', () => {
  it('says nothing for a team that finished, or when spawn_reviewers never ran', () => {
    expect(teamShortfall(ok)).toEqual([])
    expect(teamShortfall(undefined)).toEqual([])
  })

  const partial = {
    status: 'partial' as const,
    budgetExceeded: false,
    errors: [
      { agent: 'specialist-performance', error: 'model: every configured model failed' },
      { agent: 'verifier', error: 'opencode: the session ended without an answer' },
    ],
  }

  it('names each agent that did not finish, with why (for the job summary) and what it leaves unreviewed', () => {
    const notes = teamShortfall(partial, { reasons: true })
    expect(notes).toEqual([
      'The performance specialist did not finish (model: every configured model failed); the files assigned to it were not reviewed for performance.',
      'The verifier did not complete its check (opencode: the session ended without an answer); findings it did not answer are marked unverified.',
    ])
  })

  it('leaves the error texts out of the review body', () => {
    expect(teamShortfall(partial)).toEqual([
      'The performance specialist did not finish; the files assigned to it were not reviewed for performance.',
      'The verifier did not complete its check; findings it did not answer are marked unverified.',
    ])
  })

  it('says that no specialist reviewed when the editor never called spawn_reviewers', () => {
    const team = teamNeverRan(['security', 'tests'])
    expect(team.errors[0]).toMatchObject({ agent: 'spawn_reviewers', failureClass: 'policy' })
    expect(teamShortfall(team)).toEqual([
      'No specialist reviewed this pull request: the editor published without calling spawn_reviewers, so this review holds only its own reading.',
    ])
    expect(teamShortfall(team, { reasons: true })[0]).toContain('(never called by the editor, so no specialist (security, tests) reviewed the change)')
  })

  it('says once that the budget stopped the team, not once per agent it stopped', () => {
    const notes = teamShortfall(
      {
        status: 'budget-exceeded',
        budgetExceeded: true,
        errors: ['specialist-security', 'specialist-tests', 'verifier'].map((agent) => ({ agent, error: 'token budget exceeded' })),
      },
      { tokenBudget: 50_000 },
    )
    expect(notes).toHaveLength(1)
    expect(notes[0]).toContain('token budget (50000 tokens) was reached while the specialists ran')
  })

  it('keeps a long provider error to one short line', () => {
    const [note] = teamShortfall(
      {
        status: 'failed',
        budgetExceeded: false,
        errors: [{ agent: 'reviewer-server', error: `model: ${'x'.repeat(5000)}\n\ttrace` }],
      },
      { reasons: true },
    )
    expect(note?.length).toBeLessThan(450)
    expect(note).toMatch(/^The reviewers could not run \(model: x+…\); no specialist reviewed this pull request\.$/)
  })
})

describe('teamDropped: findings the specialists reported that the review cannot carry', () => {
  it('counts, in trusted words, findings anchored outside the changed lines or not in the review format', () => {
    expect(teamDropped({ ...ok, invalid: 1, outOfScope: 2 })).toEqual([
      "The specialists reported 3 findings this review does not carry: 2 on a line outside this pull request's changes or on a file not assigned to them, 1 not in the review format.",
    ])
    expect(teamDropped({ ...ok, invalid: 0, outOfScope: 1 })).toEqual([
      "The specialists reported 1 finding this review does not carry: 1 on a line outside this pull request's changes or on a file not assigned to them.",
    ])
  })

  it('says nothing when none was dropped, for an account without counts (a replay of an older record) or without a team', () => {
    expect(teamDropped({ ...ok, invalid: 0, outOfScope: 0 })).toEqual([])
    expect(teamDropped(ok)).toEqual([])
    expect(teamDropped(undefined)).toEqual([])
  })
})
