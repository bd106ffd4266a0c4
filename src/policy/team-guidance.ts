import { rulesFor, type AppliedRules, type RuleSet } from './rules.js'

/**
 * Which repository guidance each agent of the team receives. A specialist
 * gets the rules that apply to its assigned files. The verifier gets the
 * rules for every file it may judge: any specialist's files, and the files
 * of the earlier findings it re-checks. A team rule decides whether a claim
 * holds ("floats are fine in test fixtures" refutes a float finding there),
 * so the agent that weighs the claims reads the same rules as the agents
 * that made them. Each within the same cap; pure, the text redacted by the
 * caller's function (a token pasted into AGENTS.md reaches no agent).
 */
export interface TeamGuidance<S> {
  /** The specialists given, in their order, each with its guidance. */
  specialists: (S & { guidance: AppliedRules })[]
  verifier: AppliedRules
}

export function teamGuidance<S extends { paths: readonly string[] }>(
  set: RuleSet,
  input: {
    specialists: readonly S[]
    /** Paths of the earlier findings the verifier re-checks (changed anchors, disputes). */
    recheckPaths: readonly string[]
    maxBytes: number
    redact: (text: string) => string
  },
): TeamGuidance<S> {
  const guidanceFor = (paths: readonly string[]): AppliedRules => {
    const applied = rulesFor(set, paths, input.maxBytes)
    return { ...applied, text: input.redact(applied.text) }
  }
  const judged = [...new Set([...input.specialists.flatMap((s) => s.paths), ...input.recheckPaths])]
  return { specialists: input.specialists.map((s) => ({ ...s, guidance: guidanceFor(s.paths) })), verifier: guidanceFor(judged) }
}
