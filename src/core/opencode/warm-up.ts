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

/**
 * Warms `first`, then `second` once first's work is done (not merely once its bound passed):
 * on two busy cores the first server's warm-up, and the prompt that follows it, go first.
 * `first` settles at first's bound at the latest, `both` at `boundMs` from now at the latest.
 */
export function warmInOrder(
  first: WarmablePort,
  second: WarmablePort,
  boundMs: number = WARM_UP_BOUND_MS,
  stopped: () => boolean = () => false,
): { first: Promise<void>; both: Promise<void> } {
  const firstWork = startWarmUp(first)
  const secondWork = firstWork.then(() => (stopped() ? undefined : startWarmUp(second)))
  return { first: bounded(firstWork, boundMs), both: bounded(secondWork, boundMs) }
}
