import { readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { OpenCodeError } from '../errors.js'

/**
 * How spawn_reviewers learns where the runner's reviewer server listens.
 *
 * The runner starts the reviewer process only once the editor server has
 * done its first-request initialisation (runtime/boot.ts): the reviewer is
 * needed a model turn later, and on two cores its start-up (about 3 s of CPU)
 * would otherwise compete with the editor's and delay the run's first model
 * request. The run config is written before that, so the reviewer's address
 * and basic-auth header arrive later, in this private file (0600, written
 * whole by rename, never read by an agent: the path guard denies the private
 * dir). A reviewer that could not be started is written here as an error, so
 * spawn_reviewers reports it at once instead of waiting for its deadline.
 */
export const REVIEWER_SERVER_FILE = 'reviewer-server.json'

export const reviewerAddressSchema = z.union([
  z.object({ url: z.string().url(), authHeader: z.string().min(1), pid: z.number().int().positive() }),
  z.object({ error: z.string() }),
])
export type ReviewerAddress = z.infer<typeof reviewerAddressSchema>
export type ReviewerEndpoint = Extract<ReviewerAddress, { url: string }>

export function reviewerAddressPath(privateDir: string): string {
  return join(privateDir, REVIEWER_SERVER_FILE)
}

/** Writes the address (or the start-up failure) whole: a reader never sees half a file. */
export async function writeReviewerAddress(privateDir: string, address: ReviewerAddress): Promise<void> {
  const file = reviewerAddressPath(privateDir)
  const partial = `${file}.partial`
  await writeFile(partial, JSON.stringify(address), { mode: 0o600 })
  await rename(partial, file)
}

export interface WaitOptions {
  timeoutMs: number
  /** How often the file is looked for; the wait costs nothing measurable at 25 ms. */
  pollMs?: number
}

/**
 * Waits for the runner to write the reviewer's address. Rejects with an
 * OpenCodeError when the runner wrote a start-up failure, when the file is
 * not valid, or when `timeoutMs` passes first.
 */
export async function waitForReviewerAddress(file: string, options: WaitOptions): Promise<ReviewerEndpoint> {
  const deadline = Date.now() + options.timeoutMs
  const pollMs = options.pollMs ?? 25
  for (;;) {
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined
      throw new OpenCodeError(`The reviewer server's address file ${file} could not be read: ${error.message}`, { cause: error })
    })
    if (text !== undefined) {
      const parsed = reviewerAddressSchema.safeParse(safeJson(text))
      if (!parsed.success) throw new OpenCodeError(`The reviewer server's address file ${file} is not valid.`)
      if ('error' in parsed.data) throw new OpenCodeError(`The runner could not start the reviewer server: ${parsed.data.error}`)
      return parsed.data
    }
    if (Date.now() >= deadline) throw new OpenCodeError(`The reviewer server did not start within ${options.timeoutMs} ms.`)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
