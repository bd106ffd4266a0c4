/**
 * Makes an OpenCode server do its lazy first-prompt initialisation without a
 * call to the review's model. Measured with opencode-ai 1.18.33: a fresh server spends about
 * 3 s of CPU between a session's first prompt and its first model request
 * (plugins, provider SDKs, file search, watcher); listing the providers and
 * running one file search trigger that work (each alone about half of it),
 * after which a first prompt reaches the model in about half a second.
 * Both are needed: measured through bootRuntime, a server warmed with the
 * provider list alone still spent about 1.6 s of CPU in its first prompt
 * booting the file finder and watcher ("booting location services"), with
 * both its first prompt took 0.3 s.
 * With `prompt`, one prompt follows, to the runner's loopback stand-in model
 * (runtime/warm-up-model.ts, provider WARM_UP_PROVIDER in the trusted
 * config): the first prompt's own compile work (about 0.15 s of CPU more
 * than any later prompt) is then paid here too. Its session has a title, so
 * OpenCode asks no model for one.
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
  session: {
    create(options: { body: { title: string } }): Promise<{ data?: { id: string } }>
    prompt(options: {
      path: { id: string }
      body: { agent: string; model: { providerID: string; modelID: string }; tools?: Record<string, boolean>; parts: { type: 'text'; text: string }[] }
    }): Promise<{ error?: unknown }>
  }
}

/** The trusted config's provider for the warm-up prompt; never the model of any agent. */
export const WARM_UP_PROVIDER = 'harbourmaster-warm-up'
export const WARM_UP_MODEL = 'warm-up'
export const WARM_UP_SESSION_TITLE = 'Harbourmaster warm-up'

export interface WarmUpPrompt {
  agent: string
  /** The tool switches the agent's real prompts use (specialists without tools). */
  tools?: Record<string, boolean>
}

export const WARM_UP_BOUND_MS = 15_000

async function promptOnce(client: WarmablePort, prompt: WarmUpPrompt): Promise<boolean> {
  const session = await client.session.create({ body: { title: WARM_UP_SESSION_TITLE } })
  const id = session.data?.id
  if (!id) return false
  const answered = await client.session.prompt({
    path: { id },
    body: {
      agent: prompt.agent,
      model: { providerID: WARM_UP_PROVIDER, modelID: WARM_UP_MODEL },
      ...(prompt.tools ? { tools: prompt.tools } : {}),
      parts: [{ type: 'text', text: 'Reply with one word.' }],
    },
  })
  return answered.error === undefined
}

/**
 * Starts the initialisation; settles when OpenCode has done it (never
 * rejects, no bound) with whether the warm-up prompt was answered
 * (undefined without one).
 */
function startWarmUp(client: WarmablePort, prompt?: WarmUpPrompt): Promise<boolean | undefined> {
  const lazy = Promise.all([client.config.providers(), client.find.files({ query: { query: 'warm-up' } })]).then(
    () => undefined,
    () => undefined,
  )
  if (!prompt) return lazy
  // After the lazy initialisation: the prompt would otherwise do it itself, on one thread.
  return lazy.then(() => promptOnce(client, prompt)).catch(() => false)
}

/** Waits for `work`, but never past `boundMs` (then undefined). */
async function bounded<T>(work: Promise<T>, boundMs: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined
  const bound = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), boundMs)
    timer.unref()
  })
  const settled = await Promise.race([work, bound])
  clearTimeout(timer)
  return settled
}

export async function warmUpOpencode(client: WarmablePort, boundMs: number = WARM_UP_BOUND_MS, prompt?: WarmUpPrompt): Promise<boolean | undefined> {
  return bounded(startWarmUp(client, prompt), boundMs)
}
