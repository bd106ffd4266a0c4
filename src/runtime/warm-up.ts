import type { OpencodeClient } from '@opencode-ai/sdk'

/**
 * Makes an OpenCode server do its lazy first-prompt initialisation without a
 * model call. Measured with opencode-ai 1.18.33: a fresh server spends about
 * 3 s of CPU between a session's first prompt and its first model request
 * (plugins, provider SDKs, file search, watcher); listing the providers and
 * running one file search trigger that work (each alone about half of it),
 * after which a first prompt reaches the model in about half a second.
 * The config and plugins load on the first request for the server's
 * directory, so the run config must exist before this is called.
 * Failures are the caller's to ignore: a cold first prompt still works.
 */
export async function warmUpOpencode(client: Pick<OpencodeClient, 'config' | 'find'>): Promise<void> {
  await Promise.all([client.config.providers(), client.find.files({ query: { query: 'warm-up' } })])
}
