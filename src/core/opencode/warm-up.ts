/**
 * Makes an OpenCode server do its lazy first-prompt initialisation without a
 * model call. Measured with opencode-ai 1.18.33: a fresh server spends about
 * 3 s of CPU between a session's first prompt and its first model request
 * (plugins, provider SDKs, file search, watcher); listing the providers and
 * running one file search trigger that work (each alone about half of it),
 * after which a first prompt reaches the model in about half a second.
 * The config and plugins load on the first request for the server's
 * directory, so the run config must exist before this is called.
 *
 * Never fails and never waits past `boundMs`: a cold first prompt still
 * works, and a file search stuck on a missing `rg` (OpenCode then tries to
 * download ripgrep) must not hold up the review it was meant to speed up.
 */
export interface WarmablePort {
  config: { providers(): Promise<unknown> }
  find: { files(options: { query: { query: string } }): Promise<unknown> }
}

export const WARM_UP_BOUND_MS = 15_000

export async function warmUpOpencode(client: WarmablePort, boundMs: number = WARM_UP_BOUND_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const bound = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, boundMs)
    timer.unref()
  })
  const work = Promise.all([client.config.providers(), client.find.files({ query: { query: 'warm-up' } })]).then(
    () => undefined,
    () => undefined,
  )
  await Promise.race([work, bound])
  clearTimeout(timer)
}
