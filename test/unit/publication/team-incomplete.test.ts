import { describe, expect, it } from 'vitest'
import { teamIncomplete, type TeamAccount } from '../../../src/publication/team-incomplete.js'

const account = (over: Partial<TeamAccount>): TeamAccount => ({ status: 'ok', budgetExceeded: false, errors: [], ...over })

describe('teamIncomplete', () => {
  it('is silent for a team that completed, for a budget stop (its own phase) and without a receipt', () => {
    expect(teamIncomplete(undefined)).toBeUndefined()
    expect(teamIncomplete(account({}))).toBeUndefined()
    expect(
      teamIncomplete(account({ status: 'budget-exceeded', budgetExceeded: true, errors: [{ agent: 'verifier', error: 'token budget exceeded' }] })),
    ).toBeUndefined()
  })

  it('names every failed agent with its error, in the class the team recorded', () => {
    const error = teamIncomplete(
      account({
        status: 'partial',
        errors: [
          { agent: 'specialist-tests', error: 'model: every configured model failed', failureClass: 'model' },
          { agent: 'verifier', error: 'opencode: session crashed', failureClass: 'opencode' },
        ],
      }),
    )
    expect(error?.failureClass).toBe('model')
    expect(error?.message).toContain('specialist-tests (model: every configured model failed)')
    expect(error?.message).toContain('verifier (opencode: session crashed)')
    expect(error?.message).toMatch(/covers only what the agents that completed reported/)
  })

  it('says no specialist completed when all failed, and reports a reviewer process that never started', () => {
    expect(teamIncomplete(account({ status: 'failed', errors: [{ agent: 'specialist-security', error: 'x', failureClass: 'model' }] }))?.message).toMatch(
      /no specialist completed/,
    )
    const server = teamIncomplete(account({ errors: [{ agent: 'reviewer-server', error: 'opencode: did not start', failureClass: 'opencode' }] }))
    expect(server?.failureClass).toBe('opencode')
    expect(server?.message).toContain('reviewer-server')
  })
})
