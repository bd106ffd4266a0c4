import { createHash } from 'node:crypto'

/**
 * A review body as this run sent it, compared with what GitHub lists. Two jobs of one workflow run
 * (a matrix without separate `instance` inputs) share the run marker's text, so only the body tells
 * one job's review from the other's. GitHub keeps a body as sent; line endings and trailing blanks
 * are not worth telling apart.
 */
export function normaliseSentBody(body: string): string {
  return body.replace(/\r\n/g, '\n').trimEnd()
}

/**
 * What publish_review leaves the runner of the bodies it POSTed (publication-failure.json): a digest,
 * not the text, so the private file stays small and holds no review text twice.
 */
export function sentBodyDigest(body: string): string {
  return createHash('sha256').update(normaliseSentBody(body)).digest('hex')
}
