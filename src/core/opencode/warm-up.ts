/**
 * Makes an OpenCode server do its lazy first-prompt initialisation without a
 * model call. Measured with opencode-ai 1.18.33 (docs/performance.md): listing
 * the providers loads the config, the plugins and the provider SDK, about 2 s
 * of one core on a fresh server, after which a first prompt reaches the model
 * in about 0.35 s instead of 1.4 s. A file search, which this once also ran,
 * starts OpenCode's file finder and watcher: about 1.5 s more CPU that no
 * review needs (the agents' grep/glob/read tools do not use it), spent on the
 * cores the other server and prepare are using.
 * The plugins read the run config lazily, when a tool runs, so this may run
 * before the run config exists (boot.ts warms while prepare still runs).
 *
 * Never fails and never waits past `boundMs`: a cold first prompt still works.
 */
export interface WarmablePort {
  config: { providers(): Promise<unknown> }
}

export const WARM_UP_BOUND_MS = 15_000

/** Starts the initialisation; settles when OpenCode has done it (never rejects, no bound). */
export function startWarmUp(client: WarmablePort): Promise<void> {
  return client.config.providers().then(
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
