import type { OpencodeClient } from '@opencode-ai/sdk'
import { ConfigurationError } from '../core/errors.js'
import type { ModelRef } from '../core/opencode/run-agent.js'
import type { Logger } from '../core/telemetry/logger.js'

/**
 * Without provider-base-url, OpenCode resolves `provider/model` in its own pinned catalogue
 * before any request, and a model it does not know (a typo, or a model newer than the
 * pinned OpenCode) fails each attempt with a bare `UnknownError`: the run ended `model`,
 * "every configured model failed (…: UnknownError)", and a comment run counted that a
 * start-up fault and ended `degraded`, green. The catalogue is asked once, before the
 * first prompt, so the input to fix is named instead. Behind a gateway the trusted
 * config declares every model, so there is nothing to check.
 */

export type CataloguePort = Pick<OpencodeClient, 'config'>

interface ListedProvider {
  id: string
  models: Record<string, unknown>
}

/** The configured models the catalogue lacks, with what their provider does list. */
export function missingModels(providers: readonly ListedProvider[], models: readonly ModelRef[]): { model: ModelRef; known: string[] | undefined }[] {
  const byId = new Map(providers.map((p) => [p.id, p]))
  return models.flatMap((model) => {
    const provider = byId.get(model.providerID)
    if (provider && Object.hasOwn(provider.models, model.modelID)) return []
    return [{ model, known: provider ? Object.keys(provider.models).sort() : undefined }]
  })
}

export function catalogueError(missing: ReturnType<typeof missingModels>, primary: ModelRef, version: string): ConfigurationError | undefined {
  const first = missing[0]
  if (!first) return undefined
  const input = missing.some((m) => m.model === primary) ? 'model' : 'fallback-models'
  const names = missing.map((m) => `${m.model.providerID}/${m.model.modelID}`).join(', ')
  const known = first.known
  const listed =
    known === undefined
      ? `it has no provider '${first.model.providerID}'`
      : `provider '${first.model.providerID}' lists ${known.slice(0, 12).join(', ')}${known.length > 12 ? ` and ${known.length - 12} more` : ''}`
  return new ConfigurationError(
    `Input '${input}' names ${names}, which OpenCode ${version} does not know (${listed}). ` +
      'Check the id; a model newer than this OpenCode is reached through provider-base-url with its provider’s OpenAI-compatible URL.',
    input,
  )
}

/** Throws the ConfigurationError for unknown models; a catalogue that cannot be read is logged and not checked. */
export async function checkModelCatalogue(client: CataloguePort, models: readonly ModelRef[], version: string, logger: Logger): Promise<void> {
  const listed = await Promise.resolve()
    .then(() => client.config.providers())
    .catch(() => undefined)
  const providers = listed?.data?.providers
  if (!providers || models.length === 0) {
    logger.event('runtime', 'catalogue-unchecked', { reason: 'providers not listed' })
    return
  }
  const error = catalogueError(missingModels(providers, models), models[0] as ModelRef, version)
  if (error) throw error
}
