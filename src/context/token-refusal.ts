import { ConfigurationError, GitHubError, type HarbourmasterError } from '../core/errors.js'
import { httpFailure, ssoPage, transientDelay } from '../core/github/failure.js'

/**
 * A read the token was refused is the workflow's to fix, not GitHub's: a 401
 * (a wrong or expired github-token) or a 403 that is no rate limit (the
 * workflow's `permissions:` leave out `pull-requests` or `contents`, which a
 * private repository answers with "Resource not accessible by integration").
 * Both become `configuration` naming the input and the permission GitHub said
 * it accepts; a rate-limited 403 and every other status stay `github`.
 */
export function tokenRefusal(error: HarbourmasterError): HarbourmasterError {
  if (!(error instanceof GitHubError)) return error
  const forbidden = graphqlForbidden(error)
  if (forbidden !== undefined) {
    // GitHub answers a GraphQL read the token may not make (the base commit's files without
    // contents: read, the review threads without pull-requests: read) with HTTP 200 and a FORBIDDEN error.
    return new ConfigurationError(
      `GitHub denied a GraphQL read of the pull request (FORBIDDEN: ${forbidden}): the github-token cannot read it. ${GRANT}`,
      'github-token',
      { cause: error },
    )
  }
  const failure = httpFailure(error)
  if (!failure) return error
  if (failure.status === 401) {
    return new ConfigurationError(
      `GitHub refused the github-token (HTTP 401) while reading the pull request: the token is invalid or expired. Pass \${{ github.token }} or a valid token in the github-token input.`,
      'github-token',
      { cause: error },
    )
  }
  if (failure.status !== 403 || transientDelay(failure).transient) return error
  const sso = ssoPage(failure.headers['x-github-sso'])
  if (sso !== undefined) {
    // No permission of the workflow helps: GitHub admits the token once its owner authorizes it for the organization.
    return new ConfigurationError(
      `GitHub refused the github-token (HTTP 403): it is not authorized for the organization's SAML single sign-on. ` +
        `Sign in at ${sso}, then authorize the token (Settings > Developer settings > Personal access tokens > Configure SSO), or pass \${{ github.token }}.`,
      'github-token',
      { cause: error },
    )
  }
  const accepted = failure.headers['x-accepted-github-permissions']
  const named = accepted ? ` (GitHub accepts: ${String(accepted)})` : ''
  return new ConfigurationError(`GitHub denied a read of the pull request (HTTP 403)${named}: the github-token cannot read it. ${GRANT}`, 'github-token', {
    cause: error,
  })
}

const GRANT =
  `Grant the workflow 'contents: read' and 'pull-requests: read' ('pull-requests: write' in comment and blocking modes) under permissions:, ` +
  `or pass a github-token that can read this repository.`

/** The message of a FORBIDDEN error in the GraphQL answer a GitHubError wraps (its cause), if it carries one. */
function graphqlForbidden(error: GitHubError): string | undefined {
  const errors = (error.cause as { errors?: unknown } | undefined)?.errors
  if (!Array.isArray(errors)) return undefined
  const found = errors.find((e: unknown) => (e as { type?: unknown } | null)?.type === 'FORBIDDEN') as { message?: unknown; path?: unknown } | undefined
  if (found === undefined) return undefined
  const at = Array.isArray(found.path) ? ` at ${found.path.join('.')}` : ''
  return `${typeof found.message === 'string' ? found.message : 'forbidden'}${at}`
}
