import type { AssistantMessage } from '@opencode-ai/sdk'
import { ConfigurationError } from '../errors.js'

/**
 * Provider answers that are about the workflow's inputs rather than the model: a key the
 * provider refuses (401, 403, or OpenCode's own ProviderAuthError) and a model id it does
 * not know (404). Each still moves on to the next model, which behind a gateway may be one
 * the key may use; a refusal costs one quick request, never a retry. When every configured
 * model was refused, the run ends `configuration` naming the input to fix. Before, such a
 * run ended `model` ("every configured model failed"), and a comment run counted that a
 * runtime start-up fault and ended `degraded`: a green job with no review on every pull request.
 */

type AssistantError = NonNullable<AssistantMessage['error']>

export type Refusal = 'key' | 'unknown-model'

/** The HTTP status of a provider error, when OpenCode kept one. */
export function providerStatus(error: AssistantError): number | undefined {
  return error.name === 'APIError' ? error.data.statusCode : undefined
}

/** Whether the error refuses the key or the model id; undefined for faults a retry or another model may outlast. */
export function refusalOf(error: AssistantError): Refusal | undefined {
  if (error.name === 'ProviderAuthError') return 'key'
  const status = providerStatus(error)
  if (status === 401 || status === 403) return 'key'
  if (status === 404) return 'unknown-model'
  return undefined
}

interface RefusedAttempt {
  model: string
  refusal?: Refusal
  status?: number
}

/** When every configured model was refused, the error naming the input to fix. */
export function refusedInput(attempts: readonly RefusedAttempt[]): ConfigurationError | undefined {
  if (attempts.length === 0 || attempts.some((a) => a.refusal === undefined)) return undefined
  const detail = attempts.map((a) => `${a.model}: ${a.status === undefined ? 'authentication failed' : `HTTP ${a.status}`}`).join('; ')
  const provider = attempts[0]?.model.split('/')[0] ?? ''
  if (attempts.some((a) => a.refusal === 'key')) {
    return new ConfigurationError(
      `The model provider '${provider}' refused provider-api-key for every configured model (${detail}): the key is invalid, expired, ` +
        `another provider's, or may not use these models. Pass a valid key of '${provider}' from a secret (provider-api-key: \${{ secrets.YOUR_KEY }}), or name models it may use.`,
      'provider-api-key',
    )
  }
  return new ConfigurationError(
    `The model provider does not know any configured model (${detail}): check the model ids in model and fallback-models against the provider's model list, in the form provider/model. ` +
      `With provider-base-url, check its path too: it is the URL that /chat/completions is added to, usually ending in /v1.`,
    'model',
  )
}
