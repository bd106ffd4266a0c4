import type { Message, OpencodeClient, Part } from '@opencode-ai/sdk'
import { OpenCodeError } from '../errors.js'

/**
 * Reading an agent's session back from OpenCode: whether its prompt has finished
 * (a status poll beside the event stream) and what the model answered. Kept apart
 * from run-agent.ts, which decides what an attempt's end means and when to fall
 * back; this file only asks OpenCode and never decides.
 */

/** The part of the SDK client this file reads through. */
type SessionReader = { session: Pick<OpencodeClient['session'], 'messages' | 'status'> }

interface Turn {
  info: Message
  parts: Part[]
}

export const POLL_MS = 5_000

/** What pollIdle asks OpenCode: the session's status (undefined: not listed) and whether a finished answer followed the prompt. */
export interface IdleProbe {
  /** Undefined when the status map could not be read; `{}` lists no status for the session. */
  status(): Promise<{ listed: boolean; type?: string } | undefined>
  answered(): Promise<boolean>
}

export function idleProbe(client: SessionReader, sessionId: string, before: number): IdleProbe {
  return {
    status: async () => {
      const status = await client.session.status().catch(() => undefined)
      if (!status?.data) return undefined
      const current = status.data[sessionId]
      return current ? { listed: true, type: current.type } : { listed: false }
    },
    answered: async () => {
      const turns = await assistantTurns(client, sessionId).catch(() => [] as Turn[])
      const last = turns.at(-1)
      return turns.length > before && last?.info.role === 'assistant' && last.info.time.completed !== undefined
    },
  }
}

/**
 * A second way to learn that a session finished, in case the event stream
 * dropped its idle event while reconnecting: OpenCode's status map lists busy
 * and retrying sessions only. Absence from the map means "finished" only once
 * the prompt was seen at work (busy or retrying, by event or by an earlier
 * poll) or a finished answer followed it: OpenCode marks a session busy only
 * after it has stored the prompt and run the plugins' message hooks, which on
 * a loaded runner can take longer than an interval, and a prompt not yet
 * started is not an idle session (taking it for one failed whole runs with
 * "no assistant answer" under load).
 */
export async function pollIdle(probe: IdleProbe, signal: AbortSignal, seen: { working: boolean }, intervalMs: number = POLL_MS): Promise<'idle'> {
  for (;;) {
    await new Promise<void>((resolve) => {
      const cancel = (): void => clearTimeout(t)
      const t = setTimeout(() => {
        signal.removeEventListener('abort', cancel)
        resolve()
      }, intervalMs)
      signal.addEventListener('abort', cancel, { once: true })
    })
    if (signal.aborted) return new Promise<'idle'>(() => {})
    const status = await probe.status()
    if (!status) continue
    if (status.listed && status.type !== 'idle') {
      seen.working = true
      continue
    }
    if (seen.working || (await probe.answered())) return 'idle'
  }
}

export async function assistantTurns(client: SessionReader, sessionId: string): Promise<Turn[]> {
  const listed = await client.session.messages({ path: { id: sessionId } })
  if (!listed.data) throw new OpenCodeError(`OpenCode did not list the messages of session ${sessionId}`, { cause: listed.error })
  return listed.data.filter((t) => t.info.role === 'assistant')
}

/** OpenCode lists a session's newest messages with `limit`; the newest one comes last. */
export async function newestMessage(client: SessionReader, sessionId: string): Promise<Turn | undefined> {
  const listed = await client.session.messages({ path: { id: sessionId }, query: { limit: 1 } })
  return listed.data?.at(-1)
}

export async function assistantCount(client: SessionReader, sessionId: string): Promise<number> {
  return (await assistantTurns(client, sessionId)).length
}

export function textOf(parts: readonly Part[]): string {
  return parts
    .filter((p): p is Extract<Part, { type: 'text' }> => p.type === 'text' && !p.synthetic)
    .map((p) => p.text)
    .join('')
    .trim()
}
