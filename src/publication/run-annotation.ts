import { truncateUnits } from '../core/text/cut.js'

/**
 * The Actions runner keeps the first 4,096 characters of an annotation's message and drops the
 * rest without a word (actions/runner, ExecutionContext.AddIssue). The run's own failure or
 * `degraded` annotation begins with its class and ends with the fix (what the message tells the
 * user to change): a plain cut at the end would take the fix. So a message that does not fit
 * loses its middle, marked, and the marker says where the whole message is.
 */
export const ANNOTATION_MESSAGE_LIMIT = 4096
// Room the runner's own masking never needs (it only shortens), kept for a line-ending difference.
const RUN_MESSAGE_BUDGET = ANNOTATION_MESSAGE_LIMIT - 32
// Of what is kept, the share of the start (the class and what failed); the rest is the end (the fix).
const HEAD_SHARE = 0.4

/** Ends at a whole UTF-16 pair: the start of a cut tail never begins with the second half of one. */
function lastUnits(text: string, count: number): string {
  let start = text.length - count
  const code = text.charCodeAt(start)
  if (code >= 0xdc00 && code <= 0xdfff) start += 1
  return text.slice(start)
}

/**
 * `message` (already redacted) within the runner's limit: unchanged when it fits, otherwise its
 * start and end with the cut named in between. `where` says where the whole message is.
 */
export function fitRunMessage(message: string, where: string): string {
  return cutMiddle(message, RUN_MESSAGE_BUDGET, where)
}

/** `message` within `budget` units: its start and end, the cut middle marked with `where` the whole is. */
export function cutMiddle(message: string, budget: number, where: string): string {
  if (message.length <= budget) return message
  const marker = (cut: number): string => ` … [${cut} of ${message.length} characters cut here; the whole message is ${where}] … `
  const room = budget - marker(message.length).length
  const head = truncateUnits(message, Math.floor(room * HEAD_SHARE))
  const tail = lastUnits(message, room - head.length)
  return `${head}${marker(message.length - head.length - tail.length)}${tail}`
}

/** Where main.ts and last-resort.ts say the whole message is: their logfmt line keeps it uncut. */
export const WHOLE_IN_SUMMARY_LINE = "in the job log's `hm stage=run event=summary` line (reason=)"
export const WHOLE_IN_CRASHED_LINE = "in the job log's `hm stage=run event=crashed` line (reason=)"

export interface RunResultFacts {
  earlyFailure?: { failureClass: string; message: string }
  decision?: { exitFailed: boolean; outcome: string; failureClass?: string; message: string }
}

/**
 * What the step reports of a run that concluded (or failed before it could): the failure for
 * setFailed, or the `degraded` warning, redacted and within the runner's limit; nothing otherwise.
 */
export function runResultAnnotation(result: RunResultFacts, redact: (text: string) => string): { kind: 'failed' | 'warning'; message: string } | undefined {
  const fit = (text: string): string => fitRunMessage(redact(text), WHOLE_IN_SUMMARY_LINE)
  if (result.earlyFailure) return { kind: 'failed', message: fit(`[${result.earlyFailure.failureClass}] ${result.earlyFailure.message}`) }
  const decision = result.decision
  if (decision?.exitFailed) return { kind: 'failed', message: fit(decision.failureClass ? `[${decision.failureClass}] ${decision.message}` : decision.message) }
  if (decision?.outcome === 'degraded') return { kind: 'warning', message: fit(decision.message) }
  return undefined
}

/** The job summary's result line: 1,000 units, its end (the fix) kept as the annotation keeps it. */
export function resultLine(message: string): string {
  return cutMiddle(message.replace(/\s+/g, ' ').trim(), RESULT_LINE_UNITS, WHOLE_IN_SUMMARY_LINE)
}
const RESULT_LINE_UNITS = 1000
