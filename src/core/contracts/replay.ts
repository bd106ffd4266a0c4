import { z } from 'zod'
import { FAILURE_CLASSES } from '../errors.js'

/**
 * Files the runner and the replay publisher (plugins/replay-publish.ts)
 * exchange in the private directory, and the publisher's typed result.
 */
export const REPLAY_FILES = {
  payload: 'replay-payload.json',
  result: 'replay-result.json',
} as const

export const replayResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), failureClass: z.enum(FAILURE_CLASSES), message: z.string() }),
])
export type ReplayResult = z.infer<typeof replayResultSchema>
