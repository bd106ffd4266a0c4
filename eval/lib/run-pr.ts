import type { Finding } from '../../src/core/contracts/review-payload.js'
import { OWNER, REPO, runScenario, type ScenarioResult } from '../../test/support/action/harness.js'
import { scriptedTeam, type TeamPlan } from '../../test/support/action/scripted-team.js'
import { startGitHubFake } from '../../test/support/github-fake/index.js'
import { postedFindingIds } from './posted-findings.js'
import { readRoutedFindings } from './record-findings.js'
import { withSecondPush } from './run-each.js'
import type { Category, EvalFinding, EvalPr, PrResult } from './types.js'

/**
 * Runs one dataset pull request through the whole action in-process
 * (runAction, the real OpenCode, the GitHub fake serving the PR) and reads
 * the routed findings from the run's findings file. The model is either the
 * scripted team replaying the golden comments (plus `noise` findings that
 * match nothing), or a real model from the same inputs as the action.
 */
export interface RealModel {
  model: string
  providerBaseUrl?: string
  apiKey?: string
}

export interface RunOptions {
  /** Findings per PR that match no golden comment (scripted mode only). */
  noise: number
  /** 2: push again after the first review and count findings posted twice. */
  pushes: 1 | 2
  model?: RealModel
  log?: (line: string) => void
}

/** The specialist whose job a category is (the scripted team answers as that specialist). */
const SPECIALIST: Record<Category, string> = {
  correctness: 'correctness',
  security: 'security',
  performance: 'performance',
  tests: 'tests',
  'code-quality': 'code-quality',
  maintainability: 'code-quality',
  documentation: 'code-quality',
}

/** Noise is filed as documentation, a category no golden comment of a scripted dataset uses. */
export const NOISE_CATEGORY: Category = 'documentation'

export function scriptedPlan(pr: EvalPr, noise: number): { plan: TeamPlan; specialists: string[] } {
  const claims: Record<string, Finding[]> = {}
  const claim = (specialist: string, finding: Finding): void => void (claims[specialist] = [...(claims[specialist] ?? []), finding])
  for (const g of pr.golden) {
    if (g.path === undefined || g.line === undefined) throw new Error(`scripted mode needs golden comments with path and line (${pr.id})`)
    const title = g.comment.split(/(?<=[.:;])\s/)[0]?.slice(0, 120) ?? g.comment.slice(0, 120)
    claim(SPECIALIST[g.category], {
      path: g.path,
      line: g.line,
      severity: g.severity,
      category: g.category,
      title: title.length >= 3 ? title : `${title}...`,
      body: g.comment,
      evidence: `${g.path}:${g.line}`,
    })
  }
  const first = pr.source.kind === 'files' ? pr.source.files.find((f) => f.status !== 'removed')?.filename : undefined
  for (let i = 0; i < noise && first; i++) {
    claim('code-quality', {
      path: first,
      line: i + 1,
      severity: 'low',
      category: NOISE_CATEGORY,
      title: `Noise finding ${i + 1}`,
      body: 'A finding that matches no golden comment (injected noise).',
      evidence: `${first}:${i + 1}`,
    })
  }
  const specialists = Object.keys(claims)
  return {
    plan: { claims, summary: `Scripted replay of ${pr.golden.length} golden comment(s).` },
    specialists: specialists.length > 0 ? specialists : ['correctness'],
  }
}

const findingsOf = (run: ScenarioResult): Promise<EvalFinding[]> => readRoutedFindings(run.outputs['findings-file'])

const findingIdsOn = (run: ScenarioResult, reviewId: string | undefined): string[] =>
  postedFindingIds(
    run.reviews().find((r) => String(r.id) === reviewId),
    run.fake.state.reviewComments(OWNER, REPO, run.pr.number),
  )

export async function runPr(pr: EvalPr, options: RunOptions): Promise<PrResult> {
  if (pr.source.kind !== 'files') throw new Error(`${pr.id} is read from GitHub; use runGitHubPr`)
  const { plan, specialists } = scriptedPlan(pr, options.model ? 0 : options.noise)
  const inputs: Record<string, string> = options.model
    ? { model: options.model.model, 'provider-base-url': options.model.providerBaseUrl ?? '', 'provider-api-key': options.model.apiKey ?? '' }
    : { specialists: specialists.join(',') }
  const fake = await startGitHubFake()
  const runs: ScenarioResult[] = []
  try {
    const base = {
      fake,
      mode: 'comment' as const,
      title: pr.title,
      body: pr.body,
      files: pr.source.files,
      checkout: pr.source.checkout,
      script: scriptedTeam(plan),
      inputs,
    }
    const first = await runScenario(base)
    runs.push(first)
    options.log?.(`${pr.id}: push 1 ${first.outputs.outcome}, ${first.outputs.findings} finding(s), ${first.outputs['model-calls']} model calls`)
    const result: PrResult = {
      pr,
      findings: await findingsOf(first),
      outcome: first.outputs.outcome ?? 'failure',
      modelCalls: Number(first.outputs['model-calls'] ?? 0),
    }
    if (options.pushes === 2)
      return await withSecondPush(
        result,
        async () => {
          // A new commit that changes nothing the review saw: a finding posted again is a duplicate.
          fake.state.pushHead(OWNER, REPO, first.pr.number)
          const second = await runScenario({ ...base, pullRequest: first.pr, runAttempt: '2', script: scriptedTeam(plan) })
          runs.push(second)
          const before = new Set(findingIdsOn(first, first.outputs['review-id']))
          const duplicates = findingIdsOn(second, second.outputs['review-id']).filter((id) => before.has(id)).length
          options.log?.(`${pr.id}: push 2 ${second.outputs.outcome}, ${duplicates} duplicate(s)`)
          return { duplicates, outcome: second.outputs.outcome ?? 'failure' }
        },
        options.log,
        { secrets: [options.model?.apiKey] },
      )
    return result
  } finally {
    for (const r of runs) await r.close()
    await fake.close()
  }
}
