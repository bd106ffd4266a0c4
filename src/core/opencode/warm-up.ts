/**
 * Makes an OpenCode server do its lazy first-prompt initialisation without a
 * model call. Measured with opencode-ai 1.18.33: a fresh server spends about
 * 3 s of CPU between a session's first prompt and its first model request
 * (plugins, provider SDKs, file search, watcher); listing the providers and
 * running one file search trigger that work (each alone about half of it),
 * after which a first prompt reaches the model in about half a second.
 * Both are needed: measured through bootRuntime, a server warmed with the
 * provider list alone still spent about 1.6 s of CPU in its first prompt
 * booting the file finder and watcher ("booting location services"), with
 * both its first prompt took 0.3 s.
 * The plugins read the run config lazily, when a tool runs, so this may run
 * before the run config exists (boot.ts warms while prepare still runs).
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

/** Starts the initialisation; settles when OpenCode has done it (never rejects, no bound). */
export function startWarmUp(client: WarmablePort): Promise<void> {
  return Promise.all([client.config.providers(), client.find.files({ query: { query: 'warm-up' } })]).then(
    () => undefined,
    () => undefined,
  )
}

/** Waits for `work`, but never past `boundMs`. */
export async function bounded(work: Promise<void>, boundMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const bound = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, boundMs)
    timer.unref()
  })
  await Promise.race([work, bound])
  clearTimeout(timer)
}

export async function warmUpOpencode(client: WarmablePort, boundMs: number = WARM_UP_BOUND_MS): Promise<void> {
  await bounded(startWarmUp(client), boundMs)
}
