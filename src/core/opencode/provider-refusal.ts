import type { AssistantMessage } from '@opencode-ai/sdk'
import { ConfigurationError } from '../errors.js'

/**
 * Provider answers that no fallback model can change, because they are about the
 * workflow's inputs rather than the model. Every fallback is of model's provider and
 * gets the same provider-api-key (settings.ts), so a refused key is refused again by
 * each of them: the run ends at the first refusal with a `configuration` error naming
 * provider-api-key (before this, such a run ended `model` after asking every fallback,
 * and a comment run counted it a start-up fault and ended `degraded`, green, every
 * pull request). A model id the provider does not know (404) is worth the next model;
 * when none of them is known, `model` is the input to fix.
 */

type AssistantError = NonNullable<AssistantMessage['error']>

/** The HTTP status of a provider error, when OpenCode kept one. */
export function providerStatus(error: AssistantError): number | undefined {
  return error.name === 'APIError' ? error.data.statusCode : undefined
}

/** A refused key (401, 403, or OpenCode's own ProviderAuthError), as the error to end the run with. */
export function keyRefusal(error: AssistantError, model: string): ConfigurationError | undefined {
  const provider = model.split('/')[0] ?? model
  if (error.name === 'ProviderAuthError') {
    return new ConfigurationError(
      `OpenCode could not authenticate to provider '${provider}' for ${model}: provider-api-key is missing or unusable. Pass the provider's key from a secret (provider-api-key: \${{ secrets.YOUR_KEY }}).`,
      'provider-api-key',
    )
  }
  const status = providerStatus(error)
  if (status === 401) {
    return new ConfigurationError(
      `The model provider '${provider}' refused provider-api-key (HTTP 401) for ${model}: the key is invalid, expired or another provider's. ` +
        `Pass a valid key of '${provider}' from a secret (provider-api-key: \${{ secrets.YOUR_KEY }}); fallback models were not tried, they get the same key.`,
      'provider-api-key',
    )
  }
  if (status === 403) {
    return new ConfigurationError(
      `The model provider '${provider}' denied provider-api-key access to ${model} (HTTP 403): the key's account may not use this model, region or project. ` +
        `Grant the key access, or name a model it may use in model; fallback models were not tried, they get the same key.`,
      'provider-api-key',
    )
  }
  return undefined
}

/** When every configured model was unknown to the provider (404), the error naming `model`. */
export function unknownModels(attempts: readonly { model: string; status?: number }[]): ConfigurationError | undefined {
  if (attempts.length === 0 || attempts.some((a) => a.status !== 404)) return undefined
  const names = [...new Set(attempts.map((a) => a.model))].join(', ')
  return new ConfigurationError(
    `The model provider does not know ${names} (HTTP 404 for each): check the model ids in model and fallback-models against the provider's model list, in the form provider/model. ` +
      `With provider-base-url, check its path too: it is the URL that /chat/completions is added to, usually ending in /v1.`,
    'model',
  )
}
