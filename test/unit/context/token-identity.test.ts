import { describe, expect, it } from 'vitest'
import { refuseForeignIdentity } from '../../../src/context/token-identity.js'
import { ConfigurationError } from '../../../src/core/errors.js'

const comment = (expectedBotLogin: string) => ({ mode: 'comment' as const, expectedBotLogin })

describe('refuseForeignIdentity', () => {
  it('accepts the expected login in any case, and an app named by its bare slug', () => {
    expect(() => refuseForeignIdentity('github-actions[bot]', comment('github-actions[bot]'))).not.toThrow()
    expect(() => refuseForeignIdentity('Octocat', comment('octocat'))).not.toThrow()
    expect(() => refuseForeignIdentity('github-actions', comment('github-actions[bot]'))).not.toThrow()
  })

  it('refuses another identity in the publishing modes, naming the input and the login to set', () => {
    for (const mode of ['comment', 'blocking'] as const) {
      expect(() => refuseForeignIdentity('review-app[bot]', { mode, expectedBotLogin: 'github-actions[bot]' })).toThrow(ConfigurationError)
    }
    expect(() => refuseForeignIdentity('github-actions[bot]', comment('review-app[bot]'))).toThrow(/expected-bot-login: github-actions\[bot\]/)
  })

  it('lets a run that publishes nothing, or a token whose identity GitHub did not say, through', () => {
    expect(() => refuseForeignIdentity('octocat', { mode: 'silent', expectedBotLogin: 'github-actions[bot]' })).not.toThrow()
    expect(() => refuseForeignIdentity('octocat', { mode: 'check-only', expectedBotLogin: 'github-actions[bot]' })).not.toThrow()
    expect(() => refuseForeignIdentity(undefined, comment('github-actions[bot]'))).not.toThrow()
  })
})
