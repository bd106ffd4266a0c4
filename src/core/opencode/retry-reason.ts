/**
 * Why OpenCode kept retrying a model, in words of our own. OpenCode's `retry` status carries
 * the provider's error message (or its own summary: "Provider is overloaded", "Too Many
 * Requests"); the runner gives a model up after a bounded number of retries. Before, that
 * attempt's error was only "retries exhausted after 2", so a key whose account had no quota
 * left (OpenAI's 429 `insufficient_quota`, which OpenCode retries like a rate limit) read the
 * same as an outage, and nothing said what to fix.
 *
 * The provider's text itself never goes into an error or a log line: a provider may echo part
 * of the key or the request. Only the kind of fault is named, with its fix.
 */

const RATE_LIMITED = 'the provider kept rate-limiting the key (HTTP 429): raise its rate limits, run fewer reviews at once, or add fallback-models'

// Order matters: a per-minute limit's text often links to a billing or quota page (Groq's "Upgrade to Dev Tier
// today at …/settings/billing", Azure's "…/oai/quotaincrease", Gemini's OpenAI-like quota words with its
// "…/rate-limits" link), so rate-limit words are read first; before, those read as a spent account.
const KINDS: readonly { test: RegExp; reason: string }[] = [
  { test: /rate.?limit|too many requests|rate increased too quickly/i, reason: RATE_LIMITED },
  {
    // OpenAI: "You exceeded your current quota, please check your plan and billing details." (code insufficient_quota);
    // OpenCode's own summary of it: "Quota exceeded. Check your plan and billing details."
    test: /insufficient_quota|exceeded your current quota|quota exceeded|billing|credit balance|insufficient (credits?|balance|funds)/i,
    reason:
      "the provider reports the key's quota spent (HTTP 429, quota exceeded): check the plan and billing of provider-api-key's account and its rate limits",
  },
  {
    // Vertex AI's per-minute limit: "Resource has been exhausted (e.g. check quota)." No account is spent.
    test: /quota|resource.?exhausted/i,
    reason:
      'the provider reports a quota of the key reached (HTTP 429), often one per minute: raise the quota, run fewer reviews at once, or add fallback-models',
  },
  { test: /\b429\b/, reason: RATE_LIMITED },
  {
    // A timeout is not proof the provider is unreachable: a slow or overloaded one times out too (a 504 from its
    // gateway, a long answer), and a firewall that drops packets times out the connection; both are named.
    test: /timed? ?out|etimedout/i,
    reason:
      'the provider did not answer in time (timed out): it may be slow or overloaded (run again later, or add fallback-models), or the runner may not reach provider-base-url',
  },
  {
    test: /cannot connect|unable to connect|fetch failed|econnrefused|econnreset|enotfound|eai_again|getaddrinfo|connection (refused|reset|error|lost)|socket|network/i,
    reason: "the provider could not be reached: check provider-base-url (or the provider's own address) and that the runner may reach it",
  },
  {
    test: /overload|unavailable|capacity|internal|server error|bad gateway|\b5\d\d\b/i,
    reason: 'the provider is overloaded or failing (HTTP 5xx): run again later, or add fallback-models',
  },
]

/** The kind of fault a retry status message names, with its fix; never the message itself. */
export function retryReason(message: string | undefined): string {
  const kind = message === undefined ? undefined : KINDS.find((k) => k.test.test(message))
  return kind?.reason ?? 'the provider kept failing with an error OpenCode retries'
}
