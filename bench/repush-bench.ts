import { parseFindingMarkers } from '../src/core/contracts/markers.js'
import type { Finding } from '../src/core/contracts/review-payload.js'
import { OWNER, REPO, runScenario, type ScenarioResult } from '../test/support/action/harness.js'
import { scriptedTeam, type TeamPlan } from '../test/support/action/scripted-team.js'
import { DEFAULT_BOT_LOGIN, startGitHubFake, type FileSeed } from '../test/support/github-fake/index.js'
import { FANOUT_FILES, firstAddedLine } from './fanout-pr.js'

/**
 * Two pushes of the fan-out PR through the whole action (comment mode, real
 * OpenCode, scripted model, the GitHub fake keeping state): the first push
 * reviews the PR; the second changes one of its reviewable files. Figures:
 * - repush_tokens_ratio: input tokens of push 2 over push 1 (target ≤ 0.25:
 *   a delta review pays for what changed, not for the whole PR again);
 * - repush_new_duplicates: comments push 2 posted whose finding id an earlier
 *   comment already carries (must be 0), although the specialists report
 *   every earlier finding again.
 */
export interface RepushFigures {
  push1TokensIn: number
  push2TokensIn: number
  ratio: number
  newDuplicates: number
  push2NewComments: number
  reviewedFiles: number
  unchangedFiles: number
  completed: boolean
}

const CHANGED = 'src/api/orders.ts'

function claim(path: string, line: number, category: Finding['category'], title: string): Finding {
  return { path, line, severity: 'medium', category, title, body: `${title}.`, evidence: `${path}:${line}` }
}

/** The same findings on both pushes: a delta review must not post any of them again. */
const CLAIMS: Finding[] = [
  claim('src/db/users.ts', firstAddedLine(20) + 1, 'security', 'SQL built by string interpolation'),
  claim('src/auth/session.ts', firstAddedLine(10) + 1, 'security', 'Token signature not verified'),
  claim(CHANGED, firstAddedLine(10), 'maintainability', 'Normalised value re-read each step'),
]
const PLAN: TeamPlan = { claims: { correctness: CLAIMS } }

/** Push 2 adds one line in a new hunk far below the flagged lines of the changed file. */
function push2Files(): { changes: FileSeed[]; files: FileSeed[] } {
  const extra = ['@@ -300,3 +300,4 @@', ' // context line 300', ' // context line 301', '+  audit.record(order)', ' // context line 302'].join('\n')
  const files = FANOUT_FILES.map((f) => (f.filename === CHANGED ? { ...f, patch: `${f.patch ?? ''}\n${extra}` } : f))
  return { changes: [{ filename: CHANGED, status: 'modified', patch: extra }], files }
}

function markers(s: ScenarioResult): string[] {
  return s.fake.state
    .reviewComments(OWNER, REPO, 42)
    .filter((c) => c.user === DEFAULT_BOT_LOGIN && c.inReplyToId === null)
    .flatMap((c) => parseFindingMarkers(c.body))
}

export async function benchRepush(log: (line: string) => void): Promise<RepushFigures> {
  const fake = await startGitHubFake()
  const runs: ScenarioResult[] = []
  try {
    const first = await runScenario({ mode: 'comment', files: FANOUT_FILES, fake, runId: '501', script: scriptedTeam(PLAN) })
    runs.push(first)
    const before = markers(first)
    fake.state.pushCommit(OWNER, REPO, 42, push2Files())
    const second = await runScenario({ mode: 'comment', files: [], fake, runId: '502', script: scriptedTeam(PLAN) })
    runs.push(second)
    const after = markers(second)
    const added = after.slice(before.length)
    const accounting = second.logger.find('ledger', 'accounting')[0] ?? {}
    const figures: RepushFigures = {
      push1TokensIn: Number(first.outputs['tokens-in'] ?? 0),
      push2TokensIn: Number(second.outputs['tokens-in'] ?? 0),
      ratio: Number(second.outputs['tokens-in'] ?? 0) / Math.max(1, Number(first.outputs['tokens-in'] ?? 0)),
      newDuplicates: added.filter((id) => before.includes(id)).length + (added.length - new Set(added).size),
      push2NewComments: added.length,
      reviewedFiles: Number(accounting.reviewed_files ?? 0),
      unchangedFiles: Number(accounting.unchanged_files ?? 0),
      completed: first.outputs.outcome === 'success' && second.outputs.outcome === 'success',
    }
    log(
      `repush: push 1 ${figures.push1TokensIn} tokens in, push 2 ${figures.push2TokensIn} (reviewed ${figures.reviewedFiles} file(s), ${figures.unchangedFiles} unchanged); push 2 new comments ${figures.push2NewComments}, duplicates ${figures.newDuplicates}${figures.completed ? '' : '; a push did not succeed'}`,
    )
    return figures
  } finally {
    for (const s of runs) await s.close()
    await fake.close()
  }
}
