import type { Mode } from '../config/settings.js'

/**
 * No secrets, no spend: decided before any OpenCode process starts, from the
 * settings and the workflow's actor alone (no I/O).
 *
 * When does a run need a provider key?
 * - Without `provider-base-url` the model's provider is a hosted one that
 *   authenticates every request, so an empty `provider-api-key` can only end
 *   in a failed first model call: the run is skipped instead.
 * - With `provider-base-url` the run talks to a gateway the workflow chose; a
 *   gateway on a private network may need no key, so an empty key is allowed.
 * - Dependabot: runs started by `dependabot[bot]` get no repository secrets
 *   (only Dependabot secrets) and a read-only token by default. Without a key
 *   such a run is skipped whatever the provider, because an empty key there is
 *   almost always a secret that was never made available to Dependabot; a
 *   keyless gateway can be used on Dependabot runs by passing any non-empty value.
 * - A pull request from a branch of the repository itself (not a fork, not Dependabot) is given
 *   the repository's secrets, so an empty key there is a secret that does not exist or is empty
 *   (a misspelt name, a secret of another repository or of an environment the job does not use).
 *   That is a configuration error, in every mode: the same workflow's fork runs stay green skips,
 *   but a green skip here would pass a required check on every branch of the repository unreviewed.
 */
export const DEPENDABOT_LOGIN = 'dependabot[bot]'

export interface SecretsFacts {
  /** GITHUB_ACTOR: who started the run. */
  actor: string | undefined
  mode: Mode
  model: string
  providerApiKey: string | undefined
  providerBaseUrl: string | undefined
  /** The pull request's head is a branch of the base repository (the event says so). */
  sameRepository?: boolean
}

const publishes = (mode: Mode): boolean => mode === 'comment' || mode === 'blocking'

/** The skip reason for a run that could not reach its model, or undefined when it may proceed. */
export function missingSecretReason(facts: SecretsFacts): string | undefined {
  if (facts.providerApiKey) return undefined
  const provider = facts.model.split('/')[0] ?? facts.model
  if (facts.actor?.toLowerCase() === DEPENDABOT_LOGIN) {
    const token = publishes(facts.mode)
      ? ` Dependabot's GITHUB_TOKEN is read-only unless the workflow grants 'pull-requests: write'; without that, use mode: silent or check-only.`
      : ''
    return (
      `this run was started by ${DEPENDABOT_LOGIN}, which gets no repository secrets, so provider-api-key is empty. ` +
      `To review dependency updates, add the provider key as a Dependabot secret (Settings > Secrets and variables > Dependabot) under the same name.${token}`
    )
  }
  if (facts.providerBaseUrl) return undefined
  if (facts.sameRepository) {
    return (
      `provider-api-key is empty, though this pull request comes from a branch of this repository, which is given the repository's secrets: ` +
      `the secret the workflow passes in provider-api-key does not exist or is empty (check its name in provider-api-key: \${{ secrets.YOUR_KEY }}). ` +
      `Add the key of the provider '${provider}' of model ${facts.model} under Settings > Secrets and variables > Actions, or give the job the environment that holds it. ` +
      `Nothing was reviewed.`
    )
  }
  return (
    `provider-api-key is empty and the provider '${provider}' of model ${facts.model} needs a key. ` +
    `Pass it from a secret (provider-api-key: \${{ secrets.YOUR_KEY }}); runs without secrets (forks, Dependabot) get an empty value. ` +
    `A gateway that needs no key is configured with provider-base-url.`
  )
}

/** An empty key that is a missing secret rather than a run GitHub gives no secrets: a configuration error. */
export function missingSecretIsMisconfiguration(facts: SecretsFacts): boolean {
  return missingSecretReason(facts) !== undefined && facts.sameRepository === true && facts.actor?.toLowerCase() !== DEPENDABOT_LOGIN
}

/**
 * What can be told about the token's write access before the model runs.
 * Only a classic personal access token (or OAuth token) reveals it: GitHub
 * lists its scopes in x-oauth-scopes on every answer, and a review needs
 * `repo` (`public_repo` suffices on a public repository). GITHUB_TOKEN,
 * GitHub App and fine-grained tokens reveal nothing in advance (GitHub names
 * the permission an endpoint wants only in the 403 that refuses it), so for
 * them a refusal is found at the review POST and reported as `configuration`.
 * The token's own prefix says which kind it is (`ghp_` classic, `gho_` OAuth):
 * other kinds may carry the header with an empty list, which must not read as
 * "a classic token with no scope" and stop every GITHUB_TOKEN run.
 */
export function classicTokenWriteProblem(scopes: string | undefined, mode: Mode, token: string): string | undefined {
  if (scopes === undefined || !publishes(mode) || !/^gh[po]_/.test(token)) return undefined
  const granted = scopes
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (granted.includes('repo') || granted.includes('public_repo')) return undefined
  return (
    `the github-token is a classic token with the scopes '${granted.join(', ') || '(none)'}', which cannot post a review in mode ${mode}; ` +
    `give it the repo scope (public_repo for a public repository), use \${{ github.token }} with permissions: pull-requests: write, or use mode: silent or check-only`
  )
}
