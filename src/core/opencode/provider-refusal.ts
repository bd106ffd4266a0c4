import type { AssistantMessage } from '@opencode-ai/sdk'
import { ConfigurationError } from '../errors.js'

/**
 * Provider answers that are about the workflow's inputs rather than the model: a key the
 * provider refuses (401, 403, or OpenCode's own ProviderAuthError) and a model id it does
 * not know (404, or a gateway's 400 saying so). Each still moves on to the next model, which behind a gateway may be one
 * the key may use; a refusal costs one quick request, never a retry. When every configured
 * model was refused, the run ends `configuration` naming the input to fix. Before, such a
 * run ended `model` ("every configured model failed"), and a comment run counted that a
 * runtime start-up fault and ended `degraded`: a green job with no review on every pull request.
 *
 * A 403 whose body is a web page rather than an API error is no key refusal: a firewall or
 * CDN in front of the provider (or the gateway) refused the runner before any key was read.
 * Reported as `blocked`, naming provider-base-url, so nobody rotates a key that was never the cause.
 */

type AssistantError = NonNullable<AssistantMessage['error']>

export type Refusal = 'key' | 'unknown-model' | 'blocked' | 'no-credit'

/** What an attempt refused for want of credit says, in our words (the provider's may echo the key). */
export const NO_CREDIT = "the provider says provider-api-key's account has no credit or quota left: add credit or raise its plan in the provider's billing"

/** The HTTP status of a provider error, when OpenCode kept one. */
export function providerStatus(error: AssistantError): number | undefined {
  return error.name === 'APIError' ? error.data.statusCode : undefined
}

/** Whether the error refuses the key or the model id; undefined for faults a retry or another model may outlast. */
export function refusalOf(error: AssistantError): Refusal | undefined {
  if (error.name === 'ProviderAuthError') return 'key'
  const status = providerStatus(error)
  if (error.name !== 'APIError') return undefined
  const said = ownWords(error.data.responseBody ?? error.data.message)
  if (spentAccount(status, error.data.responseBody ?? error.data.message, said)) return 'no-credit'
  if (status === 403 && isWebPage(error.data.responseBody)) return 'blocked'
  // OpenRouter's moderation answers 403 "Your input was flagged…": the pull request's text, not the key.
  if (status === 403 && /\bflagged\b|moderation/i.test(said)) return undefined
  if (status === 401 || status === 403) return 'key'
  if (status === 404) return 'unknown-model'
  if (status === 400 && namesUnknownModel(said)) return 'unknown-model'
  return undefined
}

/**
 * Gateways answer a model id they do not serve with a 400 rather than OpenAI's 404: LiteLLM's
 * "Invalid model name passed in model=…", OpenRouter's "… is not a valid model ID". Read as any
 * other bad request, such a run ended `model` (a green, degraded comment run) on every pull request.
 */
function namesUnknownModel(text: string): boolean {
  return /invalid model name|not a valid model|model_not_found|model\b[^.]{0,80}\b(does not exist|not found)|unknown model/i.test(text)
}

/**
 * An account with no credit left is no bad request and no outage: Anthropic answers it with a 400 ("Your credit
 * balance is too low…", which a gateway passes on), OpenRouter with a 402, OpenAI's streamed error with the code
 * insufficient_quota (OpenCode gives it no status). Read as any 400, the run ended `model`, "APIError status=400":
 * a green degraded comment run on every pull request, naming nothing to fix. A 429 is read only by that code:
 * Gemini answers a per-minute limit with OpenAI's spent-quota words, and a minute lifts it. A 5xx never counts.
 */
function spentAccount(status: number | undefined, text: string | undefined, said: string): boolean {
  if (status === 402) return true
  if (status !== undefined && status >= 500) return false
  if (/["']insufficient_quota["']/.test(text ?? '')) return true
  // Without a status only that code counts: words alone may be a limit reported inside a stream.
  if (status === 429 || status === undefined) return false
  return /credit balance is too low|insufficient (credits|balance|funds)|exceeded your current quota/i.test(said)
}

/**
 * The error's own message: a JSON body's error.message (or message, or an error string), else the text.
 * A provider may echo input beside it (OpenRouter's metadata.flagged_input quotes the prompt), and the
 * pull request's own words ("the model … was not found") must never decide what the answer meant.
 */
function ownWords(text: string | undefined): string {
  let body: unknown
  try {
    body = JSON.parse(text ?? '')
  } catch {
    return text ?? ''
  }
  if (typeof body !== 'object' || body === null) return text ?? ''
  const { error, message } = body as { error?: unknown; message?: unknown }
  // The error's code too (model_not_found): the provider's own, never input.
  const inner = typeof error === 'object' && error !== null ? [(error as { message?: unknown }).message, (error as { code?: unknown }).code] : [error]
  return [...inner, message].filter((m): m is string => typeof m === 'string').join(' ')
}

/** An HTML page (a firewall's block page), not the JSON error every OpenAI-compatible API answers with. */
function isWebPage(body: string | undefined): boolean {
  const text = body?.trimStart().slice(0, 512).toLowerCase() ?? ''
  return text.startsWith('<!doctype html') || text.startsWith('<html') || /^<(head|body|title)\b/.test(text)
}

const NOTE: Record<Refusal, string> = { key: '', 'unknown-model': '', blocked: ' (a web page, not an API answer)', 'no-credit': ' (no credit)' }

interface RefusedAttempt {
  model: string
  refusal?: Refusal
  status?: number
}

/** When every configured model was refused, the error naming the input to fix. */
export function refusedInput(attempts: readonly RefusedAttempt[]): ConfigurationError | undefined {
  if (attempts.length === 0 || attempts.some((a) => a.refusal === undefined)) return undefined
  const detail = attempts
    .map(
      (a) =>
        `${a.model}: ${a.status === undefined ? (a.refusal === 'no-credit' ? 'no status' : 'authentication failed') : `HTTP ${a.status}`}${NOTE[a.refusal ?? 'key']}`,
    )
    .join('; ')
  const provider = attempts[0]?.model.split('/')[0] ?? ''
  if (attempts.some((a) => a.refusal === 'key')) {
    return new ConfigurationError(
      `The model provider '${provider}' refused provider-api-key for every configured model (${detail}): the key is invalid, expired, ` +
        `another provider's, or may not use these models. Pass a valid key of '${provider}' from a secret (provider-api-key: \${{ secrets.YOUR_KEY }}), or name models it may use.`,
      'provider-api-key',
    )
  }
  if (attempts.some((a) => a.refusal === 'no-credit')) {
    return new ConfigurationError(
      `The model provider '${provider}' has no credit or quota left on provider-api-key's account for any configured model (${detail}): ` +
        `add credit or raise the plan in the provider's billing settings, or pass the key of an account that has credit.`,
      'provider-api-key',
    )
  }
  if (attempts.some((a) => a.refusal === 'blocked')) {
    return new ConfigurationError(
      `A firewall or proxy in front of the model provider '${provider}' refused this runner for every configured model (${detail}); the key was not the cause. ` +
        `Check that the runner may reach the provider's API (provider-base-url, or the provider's own address): allow the runner's addresses, or use a gateway it may reach.`,
      'provider-base-url',
    )
  }
  return new ConfigurationError(
    `The model provider does not know any configured model (${detail}): check the model ids in model and fallback-models against the provider's model list, in the form provider/model. ` +
      `With provider-base-url, check its path too: it is the URL that /chat/completions is added to, usually ending in /v1.`,
    'model',
  )
}
