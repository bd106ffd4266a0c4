import { sameLogin } from '../core/contracts/markers.js'
import { ConfigurationError } from '../core/errors.js'
import type { Settings } from '../config/settings.js'

/**
 * A publishing run whose token acts as someone other than expected-bot-login would post its
 * review and then fail to prove it: the proof, the ledger and the one-review-per-commit check
 * count only reviews by expected-bot-login, so the review would be called a copy of the marker
 * and every later run would ignore it and review again. Refused before any agent runs.
 * GraphQL names an app by its bare slug in some places, so `<login>[bot]` counts as the same.
 */
export function refuseForeignIdentity(viewerLogin: string | undefined, settings: Pick<Settings, 'mode' | 'expectedBotLogin'>): void {
  if (viewerLogin === undefined || (settings.mode !== 'comment' && settings.mode !== 'blocking')) return
  const expected = settings.expectedBotLogin
  if (sameLogin(viewerLogin, expected) || sameLogin(`${viewerLogin}[bot]`, expected)) return
  throw new ConfigurationError(
    `The github-token acts as '${viewerLogin}' on GitHub, but expected-bot-login is '${expected}': the review would be posted by '${viewerLogin}' ` +
      `and not counted as Harbourmaster's (publication not proven, later runs would ignore it). ` +
      `Set expected-bot-login: ${viewerLogin}, or pass the token of '${expected}'. Nothing was posted.`,
    'expected-bot-login',
  )
}
