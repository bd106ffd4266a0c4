import type { OpencodeClient } from '@opencode-ai/sdk'

/**
 * What-if (a prototype of a proposed fix, used only by the benchmark): make an
 * OpenCode server do its lazy first-prompt initialisation without a model
 * call. Measured with opencode-ai 1.18.33: a fresh server spends about 3 s of
 * CPU between a session's first prompt and its first model request (provider
 * SDK loading, file watcher, project services); listing the providers and
 * running one file search trigger the same work, after which a first prompt
 * reaches the model in about half a second.
 */
export async function warmUpOpencode(client: Pick<OpencodeClient, 'config' | 'find'>): Promise<void> {
  await Promise.all([client.config.providers(), client.find.files({ query: { query: 'warm-up' } })])
}
