import type { Finding } from '../../../src/core/contracts/review-payload.js'
import { makeRunMarker } from '../../../src/core/contracts/markers.js'
import { buildLineMap } from '../../../src/core/diff/diff-lines.js'
import type { PublicationContext } from '../../../plugins/lib/publication/payload-to-review.js'

/**
 * One changed file, src/a.ts, with two hunks: new lines 10-17 (13 and 14
 * added) and 50-57 (53 and 54 added). Shared by the publication unit tests.
 */
export const PATCH = [
  '@@ -10,7 +10,8 @@ a',
  ' c1',
  ' c2',
  ' c3',
  '-old',
  '+new1',
  '+new2',
  ' c4',
  ' c5',
  ' c6',
  '@@ -49,7 +50,8 @@ b',
  ' d1',
  ' d2',
  ' d3',
  '-old',
  '+n1',
  '+n2',
  ' d4',
  ' d5',
  ' d6',
].join('\n')
export const SHA = 'a'.repeat(40)
export const marker = makeRunMarker('77', SHA)

/** The publication context of a run whose only file is src/a.ts. */
export function ctx(over: Partial<PublicationContext> = {}): PublicationContext {
  return {
    marker,
    allowlist: ['src/a.ts'],
    lineMaps: new Map([['src/a.ts', buildLineMap(PATCH)]]),
    patches: new Map([['src/a.ts', PATCH]]),
    maxComments: 10,
    ...over,
  }
}

/** A high correctness finding on added line 13, with overrides. */
export function finding(over: Partial<Finding> = {}): Finding {
  return {
    path: 'src/a.ts',
    line: 13,
    severity: 'high',
    category: 'correctness',
    title: 'Off by one',
    body: 'The loop skips the last element.',
    evidence: '+new1',
    ...over,
  }
}
