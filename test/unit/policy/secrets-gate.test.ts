import { describe, expect, it } from 'vitest'
import { classicTokenWriteProblem, missingSecretIsMisconfiguration, missingSecretReason, type SecretsFacts } from '../../../src/policy/secrets-gate.js'
import { githubToken } from '../../support/kit/index.js'

const facts = (extra: Partial<SecretsFacts> = {}): SecretsFacts => ({
  actor: 'octocat',
  mode: 'comment',
  model: 'anthropic/claude-sonnet-4-5',
  providerApiKey: undefined,
  providerBaseUrl: undefined,
  ...extra,
})

describe('missingSecretReason', () => {
  it('lets a run with a key proceed, Dependabot included', () => {
    expect(missingSecretReason(facts({ providerApiKey: 'sk-x' }))).toBeUndefined()
    expect(missingSecretReason(facts({ providerApiKey: 'sk-x', actor: 'dependabot[bot]' }))).toBeUndefined()
  })

  it('skips a hosted provider without a key, naming the provider and the fix', () => {
    const reason = missingSecretReason(facts())
    expect(reason).toContain("provider 'anthropic'")
    expect(reason).toContain('secrets.')
    expect(reason).toContain('provider-base-url')
  })

  it('lets a gateway (provider-base-url) run without a key', () => {
    expect(missingSecretReason(facts({ providerBaseUrl: 'http://10.0.0.5:4000/v1', model: 'gw/qwen' }))).toBeUndefined()
  })

  it('skips Dependabot without a key even behind a gateway, naming Dependabot secrets and the read-only token', () => {
    const reason = missingSecretReason(facts({ actor: 'Dependabot[bot]', providerBaseUrl: 'http://10.0.0.5:4000/v1' }))
    expect(reason).toContain('Dependabot secret')
    expect(reason).toContain("'pull-requests: write'")
    expect(reason).toContain('mode: silent')
    // Modes that never write do not need the token advice.
    expect(missingSecretReason(facts({ actor: 'dependabot[bot]', mode: 'silent' }))).not.toContain('pull-requests')
  })
})

describe('missingSecretIsMisconfiguration', () => {
  // Only a run GitHub gave the repository's secrets, whose model needs a key, has a missing secret.
  it('is a missing secret on a same-repository run of a hosted provider, not behind a keyless gateway nor on a Dependabot run', () => {
    expect(missingSecretIsMisconfiguration(facts({ sameRepository: true }))).toBe(true)
    expect(missingSecretIsMisconfiguration(facts({ sameRepository: true, providerBaseUrl: 'http://10.0.0.5:4000/v1', model: 'gw/qwen' }))).toBe(false)
    expect(missingSecretIsMisconfiguration(facts({ sameRepository: true, actor: 'dependabot[bot]' }))).toBe(false)
    expect(missingSecretIsMisconfiguration(facts({ sameRepository: false }))).toBe(false)
    // A person's push to a Dependabot branch runs as that person, with the Actions secrets.
    expect(missingSecretIsMisconfiguration(facts({ sameRepository: true, actor: 'octocat' }))).toBe(true)
  })
})

describe('classicTokenWriteProblem', () => {
  const classic = githubToken(11, 'personal')
  it('says nothing for tokens that do not reveal their scopes (GITHUB_TOKEN, apps, fine-grained)', () => {
    expect(classicTokenWriteProblem(undefined, 'comment', classic)).toBeUndefined()
    // Such a token may come with the header present and empty: that is no classic token without scopes.
    expect(classicTokenWriteProblem('', 'comment', githubToken(12))).toBeUndefined()
    expect(classicTokenWriteProblem('', 'blocking', `github_pat_11ABCDEFG0${'a'.repeat(72)}`)).toBeUndefined()
  })

  it('accepts repo or public_repo and ignores modes that never write', () => {
    expect(classicTokenWriteProblem('read:org, repo', 'comment', classic)).toBeUndefined()
    expect(classicTokenWriteProblem('public_repo', 'blocking', classic)).toBeUndefined()
    expect(classicTokenWriteProblem('', 'silent', classic)).toBeUndefined()
  })

  it('refuses a classic or OAuth token without a repo scope in publishing modes, naming its scopes and the fix', () => {
    expect(classicTokenWriteProblem('read:org, gist', 'comment', classic)).toContain("scopes 'read:org, gist'")
    expect(classicTokenWriteProblem('', 'blocking', classic)).toContain('(none)')
    expect(classicTokenWriteProblem('', 'comment', `gho_${'b'.repeat(36)}`)).toContain('pull-requests: write')
  })
})
