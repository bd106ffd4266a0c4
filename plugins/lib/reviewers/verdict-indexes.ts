import type { Candidate } from './findings.js'
import type { ParsedVerdict } from './verifier.js'

/**
 * Which candidate each of the verifier's verdicts is for. The prompt numbers
 * candidates from 0 (a candidate's key is its position), but models also
 * count from 1, and read as given every verdict then lands on the next
 * candidate (the first gets none). Such an answer is told apart only when
 * it is unambiguous: no verdict for 0, one for N (no candidate has it) and
 * exactly the indexes 1..N, one per candidate; then each verdict is applied
 * to the candidate before. An answer with no verdict for 0 and one for N
 * that is not exactly 1..N could be either count with entries missing, and
 * so could one with no verdict for 0 nor for N and only indexes 1..N-1
 * (counted from 1 with the last left out, or from 0 with the first): no
 * verdict of either is applied, since a verdict on the wrong candidate would
 * post a refuted claim or drop a confirmed one, and an unverified candidate is
 * only escalated at most, with the reason. Any other answer is read as given.
 */
export interface MatchedVerdicts {
  /** By candidate key. */
  verdicts: ReadonlyMap<string, ParsedVerdict>
  /** Candidates left without a verdict (counted as inconclusive). */
  unanswered: number
  /** Verdicts for an index no candidate has, after any renumbering. */
  stray: number
  /** The answer counted from 1 and every verdict was moved to the candidate it meant. */
  renumbered: boolean
  /** Why no verdict could be applied safely (then `verdicts` is empty). */
  mismatch?: string
}

const MAX_LISTED = 10
const INDEX = /^\d{1,6}$/

/** The numeric indexes the answer gave, for the reason (other keys are model text, only counted). */
function listed(keys: readonly string[]): string {
  const numbers = keys
    .filter((k) => INDEX.test(k))
    .map(Number)
    .sort((a, b) => a - b)
  const others = keys.length - numbers.length
  const shown = numbers.slice(0, MAX_LISTED).join(', ')
  const more = numbers.length > MAX_LISTED ? `, and ${numbers.length - MAX_LISTED} more` : ''
  return `${shown}${more}${others > 0 ? `${shown ? ', ' : ''}${others} not a number` : ''}`
}

export function matchVerdicts(candidates: readonly Pick<Candidate, 'key'>[], parsed: ReadonlyMap<string, ParsedVerdict>): MatchedVerdicts {
  const n = candidates.length
  const keys = new Set(candidates.map((c) => c.key))
  const given = [...parsed.keys()]
  const stray = (byKey: ReadonlyMap<string, ParsedVerdict>): number => [...byKey.keys()].filter((k) => !keys.has(k)).length
  if (n > 0 && !parsed.has('0') && parsed.has(String(n))) {
    const exact = given.length === n && given.every((k) => INDEX.test(k) && Number(k) >= 1 && Number(k) <= n)
    if (!exact) {
      return {
        verdicts: new Map(),
        unanswered: n,
        stray: stray(parsed),
        renumbered: false,
        mismatch: `verdict indexes (${listed(given)}) do not match the candidates' (0 to ${n - 1})`,
      }
    }
    const verdicts = new Map<string, ParsedVerdict>()
    candidates.forEach((c, i) => {
      const v = parsed.get(String(i + 1))
      if (v) verdicts.set(c.key, v)
    })
    return { verdicts, unanswered: 0, stray: 0, renumbered: true }
  }
  const inner = given.length > 0 && given.every((k) => INDEX.test(k) && Number(k) >= 1 && Number(k) < n)
  if (n > 0 && !parsed.has('0') && inner) {
    return {
      verdicts: new Map(),
      unanswered: n,
      stray: 0,
      renumbered: false,
      mismatch: `verdict indexes (${listed(given)}) could be counted from 0 or from 1 (none for 0 or for ${n}, and the candidates are 0 to ${n - 1})`,
    }
  }
  return { verdicts: parsed, unanswered: candidates.filter((c) => !parsed.has(c.key)).length, stray: stray(parsed), renumbered: false }
}
