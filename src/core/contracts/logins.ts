/**
 * The form of a GitHub login as the inputs and the repository configuration accept it. A
 * managed user of an enterprise (Enterprise Managed Users, which every account on GHE.com data
 * residency is) has the login `<handle>_<shortcode>`, so one underscore before a final
 * alphanumeric run is part of the form; an app's bot account adds `[bot]`.
 */
const LOGIN = '[A-Za-z0-9][A-Za-z0-9-]*(?:_[A-Za-z0-9]+)?'

/** A login to match a review's author against: `octocat`, `octocat_acme`, `my-app[bot]`. */
export const LOGIN_PATTERN = new RegExp(`^${LOGIN}(?:\\[bot\\])?$`)

/** `@user` or `@org/team` (team slugs may carry `_` and `.`). */
export const MENTION_HANDLE = new RegExp(`^@${LOGIN}(?:/[A-Za-z0-9][A-Za-z0-9_.-]*)?$`)
