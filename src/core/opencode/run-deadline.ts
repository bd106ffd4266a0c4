import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { RECEIPT_FILES } from '../contracts/run-config.js'

/**
 * The run's one deadline and the shares of it the reviewer team gets.
 *
 * timeout-minutes is the editor's time, from its first prompt: past it the
 * run fails with nothing posted. The team works inside the editor's
 * spawn_reviewers call, so its agents must end before that deadline with
 * time left for what follows them: the verifier (one model call over every
 * candidate) and the editor's writing turn plus publish_review (one model
 * call and the GitHub writes with their retries). Each gets a fixed share of
 * timeout-minutes, so raising the one knob for a large pull request raises
 * all of them: the specialists must finish by 70 % of it, the verifier by
 * 85 %, and the last 15 % is the editor's to write and publish. A specialist
 * still working at its deadline is aborted and reported as timed out; the
 * others' findings go on.
 */

/** Share of timeout-minutes kept for the verifier after the specialists' deadline. */
export const VERIFIER_SHARE = 0.15
/** Share of timeout-minutes kept for the editor's writing turn and publish_review after the verifier's deadline. */
export const PUBLICATION_SHARE = 0.15

export interface TeamDeadlines {
  /** Epoch ms: the editor's deadline, which the others are cut from. */
  editor: number
  /** Epoch ms by which every specialist has answered or is aborted. */
  specialists: number
  /** Epoch ms by which the verifier has answered or is aborted. */
  verifier: number
}

/** The team's deadlines inside the editor's (pure). */
export function teamDeadlines(editorDeadline: number, timeoutMs: number): TeamDeadlines {
  const verifier = editorDeadline - Math.round(timeoutMs * PUBLICATION_SHARE)
  return { editor: editorDeadline, verifier, specialists: verifier - Math.round(timeoutMs * VERIFIER_SHARE) }
}

/**
 * The editor's turn before spawn_reviewers, when it took the specialists' whole share (pure): how
 * long it took and what the share was. Prompting them then would only abort them at once.
 */
export function specialistsTooLate(deadlines: TeamDeadlines, timeoutMs: number, now: number): { usedMs: number; shareMs: number } | undefined {
  if (now < deadlines.specialists) return undefined
  const start = deadlines.editor - timeoutMs
  return { usedMs: now - start, shareMs: deadlines.specialists - start }
}

/** Written by the runner (0600, in the private directory) just before the editor's first prompt. */
export async function writeEditorDeadline(privateDir: string, deadline: number): Promise<void> {
  await writeFile(join(privateDir, RECEIPT_FILES.editorDeadline), `${JSON.stringify({ deadline })}\n`, { mode: 0o600 })
}

/** The editor's deadline the runner wrote; undefined when it wrote none (a plugin run outside the runner). */
export async function readEditorDeadline(privateDir: string): Promise<number | undefined> {
  try {
    const value: unknown = JSON.parse(await readFile(join(privateDir, RECEIPT_FILES.editorDeadline), 'utf8'))
    if (typeof value !== 'object' || value === null || !('deadline' in value)) return undefined
    const { deadline } = value
    return typeof deadline === 'number' && Number.isFinite(deadline) ? deadline : undefined
  } catch {
    return undefined
  }
}
