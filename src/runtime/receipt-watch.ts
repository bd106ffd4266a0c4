import { watch, type FSWatcher } from 'node:fs'
import { readPublicationReceipt, readRecordReceipt } from '../core/publication/receipts.js'
import type { Mode } from '../config/settings.js'

/**
 * Ends the editor's work at its last useful moment. Once publish_review (or
 * record_review) has written a valid receipt for this run, the model's
 * closing answer adds nothing the runner uses (the outcome comes only from
 * proof on GitHub and the receipts) yet costs a whole model call: about 3k
 * input tokens and a turn of latency (docs/performance.md). The runner
 * therefore watches the private directory for the receipt and stops the
 * session when it appears; the tool, told so by the run config
 * (`endOnReceipt`), waits for that stop instead of returning to the model.
 */

export interface ReceiptTarget {
  mode: Mode
  runId: string
  headSha: string
}

const publishes = (mode: Mode): boolean => mode === 'comment' || mode === 'blocking'

/** Whether the final tool's receipts for this run exist and validate (publication and record receipts in publishing modes). */
export async function hasFinalReceipt(privateDir: string, target: ReceiptTarget): Promise<boolean> {
  const record = await readRecordReceipt(privateDir).catch(() => undefined)
  if (record?.status !== 'present' || record.receipt.runId !== target.runId || record.receipt.headSha !== target.headSha) return false
  if (!publishes(target.mode)) return record.receipt.tool === 'record_review'
  const publication = await readPublicationReceipt(privateDir).catch(() => undefined)
  return publication?.status === 'present' && publication.receipt.runId === target.runId && publication.receipt.headSha === target.headSha
}

export const RECEIPT_POLL_MS = 100

/**
 * Calls `onFinal` once, as soon as hasFinalReceipt holds; returns a stop
 * function. The receipts are renamed into the private directory, so a
 * directory watch (inotify) says when to look, at once; a 100 ms poll stays
 * beside it for file systems whose watch misses renames.
 */
export function watchFinalReceipt(privateDir: string, target: ReceiptTarget, onFinal: () => void, intervalMs = RECEIPT_POLL_MS): () => void {
  let done = false
  let looking = false
  let again = false
  let timer: NodeJS.Timeout | undefined
  let watcher: FSWatcher | undefined
  const stop = (): void => {
    done = true
    clearTimeout(timer)
    watcher?.close()
  }
  const look = async (): Promise<void> => {
    if (done) return
    // One look at a time; a change seen meanwhile asks for one more.
    if (looking) {
      again = true
      return
    }
    looking = true
    clearTimeout(timer)
    try {
      do {
        again = false
        if (await hasFinalReceipt(privateDir, target)) {
          if (!done) {
            stop()
            onFinal()
          }
          return
        }
      } while (again && !done)
    } finally {
      looking = false
    }
    if (!done) timer = setTimeout(() => void look(), intervalMs)
  }
  try {
    watcher = watch(privateDir, { persistent: false }, () => void look())
    // The directory is removed at the end of the run; the poll covers whatever the watch misses.
    watcher.on('error', () => watcher?.close())
  } catch {
    watcher = undefined
  }
  timer = setTimeout(() => void look(), intervalMs)
  return stop
}
