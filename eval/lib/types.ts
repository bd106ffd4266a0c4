import type { Finding } from '../../src/core/contracts/review-payload.js'
import type { FileSeed } from '../../test/support/github-fake/index.js'

/**
 * The evaluation harness's own vocabulary: a dataset of pull requests, each
 * with golden comments (the issues a good review finds), and the findings a
 * run produced for it.
 */
export type Category = Finding['category']
export type Severity = Finding['severity']

export interface Golden {
  /** Absent in datasets that only describe the issue (the public benchmark): then only a judge can match. */
  path?: string
  line?: number
  category: Category
  severity: Severity
  comment: string
}

export type PrSource =
  { kind: 'files'; files: FileSeed[]; checkout: Record<string, string> } | { kind: 'github'; owner: string; repo: string; number: number; url: string }

export interface EvalPr {
  id: string
  title: string
  body: string
  language?: string
  /** A clean PR has no golden comment: every finding on it is a false positive. */
  clean: boolean
  golden: Golden[]
  source: PrSource
}

export interface Dataset {
  name: string
  format: 'harbourmaster' | 'martian'
  prs: EvalPr[]
}

/** What the harness compares with the golden comments: a run's routed findings. */
export interface EvalFinding {
  id: string
  path: string
  line: number
  /** The first line of a multi-line finding (the reviewer's start_line), on the same side; `line` is its last. */
  startLine?: number
  /** LEFT: `line` is on the file before the change (a removed line). */
  side?: 'LEFT' | 'RIGHT'
  category: Category
  severity: Severity
  title: string
  body: string
}

export interface PrResult {
  pr: EvalPr
  findings: EvalFinding[]
  /** Findings of the second push posted again although the first push already posted them; undefined with one push. */
  duplicates?: number
  outcome: string
  /** The outcome of the second push's run (two pushes only): duplicates mean nothing when it reviewed nothing. */
  secondOutcome?: string
  modelCalls: number
}
