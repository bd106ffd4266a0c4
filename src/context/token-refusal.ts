import { ConfigurationError, GitHubError, type HarbourmasterError } from '../core/errors.js'
import { httpFailure, transientDelay } from '../core/github/failure.js'

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
  const accepted = failure.headers['x-accepted-github-permissions']
  const named = accepted ? ` (GitHub accepts: ${String(accepted)})` : ''
  return new ConfigurationError(
    `GitHub denied a read of the pull request (HTTP 403)${named}: the github-token cannot read it. ` +
      `Grant the workflow 'contents: read' and 'pull-requests: read' ('pull-requests: write' in comment and blocking modes) under permissions:, ` +
      `or pass a github-token that can read this repository.`,
    'github-token',
    { cause: error },
  )
}
