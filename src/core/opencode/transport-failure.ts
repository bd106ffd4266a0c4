import { OpenCodeError, toHarbourmasterError, type HarbourmasterError } from '../errors.js'

/**
 * A request to an OpenCode server that fails at the transport (fetch's TypeError with a cause:
 * refused, reset, closed socket) means the runtime went away: an `opencode` failure, not a bug of
 * ours. The runner's requests to the editor and spawn_reviewers' to the reviewer both read it so;
 * the cause's code (ECONNREFUSED, ECONNRESET…) says which way it went.
 */
export function runtimeFailure(error: unknown): HarbourmasterError {
  if (error instanceof TypeError && error.cause !== undefined) {
    const cause: unknown = error.cause
    const code = typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string' ? ` (${cause.code})` : ''
    return new OpenCodeError(`OpenCode stopped answering: ${error.message}${code}`, { cause: error })
  }
  return toHarbourmasterError(error)
}
