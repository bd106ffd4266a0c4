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
  // A GraphQL read the organization's SAML single sign-on refused is FORBIDDEN too (HTTP 200, the
  // error marked saml_failure, X-GitHub-SSO on the answer): no permission of the workflow helps there.
  if (forbidden?.saml) return ssoRefusal(error, ssoPage(graphqlHeaders(error)['x-github-sso']))
  if (forbidden !== undefined) {
    // GitHub answers a GraphQL read the token may not make (the base commit's files without
    // contents: read, the review threads without pull-requests: read) with HTTP 200 and a FORBIDDEN error.
    return new ConfigurationError(
      `GitHub denied a GraphQL read of the pull request (FORBIDDEN: ${forbidden.said}): the github-token cannot read it. ${GRANT}`,
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
  if (sso !== undefined) return ssoRefusal(error, sso, 'HTTP 403')
  const accepted = failure.headers['x-accepted-github-permissions']
  const named = accepted ? ` (GitHub accepts: ${String(accepted)})` : ''
  return new ConfigurationError(`GitHub denied a read of the pull request (HTTP 403)${named}: the github-token cannot read it. ${GRANT}`, 'github-token', {
    cause: error,
  })
}

const GRANT =
  `Grant the workflow 'contents: read' and 'pull-requests: read' ('pull-requests: write' in comment and blocking modes) under permissions:, ` +
  `or pass a github-token that can read this repository.`

/** No permission of the workflow helps: GitHub admits the token once its owner authorizes it for the organization. */
function ssoRefusal(error: GitHubError, page: string | undefined, how = 'FORBIDDEN'): ConfigurationError {
  const where = page ? `Sign in at ${page}, then authorize` : 'Authorize'
  return new ConfigurationError(
    `GitHub refused the github-token (${how}): it is not authorized for the organization's SAML single sign-on. ` +
      `${where} the token (Settings > Developer settings > Personal access tokens > Configure SSO), or pass \${{ github.token }}.`,
    'github-token',
    { cause: error },
  )
}

/** A FORBIDDEN error in the GraphQL answer a GitHubError wraps (its cause), if it carries one: its words, and whether SAML refused it. */
function graphqlForbidden(error: GitHubError): { said: string; saml: boolean } | undefined {
  const errors = (error.cause as { errors?: unknown } | undefined)?.errors
  if (!Array.isArray(errors)) return undefined
  const forbidden = errors.filter((e: unknown) => (e as { type?: unknown } | null)?.type === 'FORBIDDEN') as {
    message?: unknown
    path?: unknown
    extensions?: { saml_failure?: unknown }
  }[]
  const found = forbidden[0]
  if (found === undefined) return undefined
  const at = Array.isArray(found.path) ? ` at ${found.path.join('.')}` : ''
  const saml = forbidden.some((e) => e.extensions?.saml_failure === true) || /^\s*required\b/.test(String(graphqlHeaders(error)['x-github-sso'] ?? ''))
  return { said: `${typeof found.message === 'string' ? found.message : 'forbidden'}${at}`, saml }
}

/** The headers of the GraphQL answer (@octokit/graphql's GraphqlResponseError keeps them on itself). */
function graphqlHeaders(error: GitHubError): Record<string, string | number | undefined> {
  const headers = (error.cause as { headers?: unknown } | undefined)?.headers
  return typeof headers === 'object' && headers !== null ? (headers as Record<string, string | number | undefined>) : {}
}
