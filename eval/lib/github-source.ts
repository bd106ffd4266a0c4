import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { actionLayout } from '../../src/action-root.js'
import { readRoutedFindings } from './record-findings.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { Redactor } from '../../src/core/telemetry/redact.js'
import { runAction } from '../../src/run-action.js'
import { hostEnv, runnerEnv, writePullRequestEvent } from '../../test/support/kit/index.js'
import type { RealModel } from './run-pr.js'
import type { EvalPr, PrResult } from './types.js'

/**
 * Public pull requests (the public benchmark's) are reviewed where they are:
 * the action runs in-process in silent mode against GitHub's API with a
 * read-only token (nothing is posted), and the findings come from its
 * findings file. This path needs the network, a GitHub token and a model
 * key, so it is what a user runs, never an offline test.
 */
export interface GitHubSourceOptions {
  token: string
  apiUrl?: string
  model: RealModel
  log?: (line: string) => void
}

export async function runGitHubPr(pr: EvalPr, options: GitHubSourceOptions): Promise<PrResult> {
  if (pr.source.kind !== 'github') throw new Error(`${pr.id} is not a GitHub pull request`)
  const { owner, repo, number } = pr.source
  const apiUrl = options.apiUrl ?? 'https://api.github.com'
  const response = await fetch(`${apiUrl}/repos/${owner}/${repo}/pulls/${number}`, {
    headers: { authorization: `Bearer ${options.token}`, accept: 'application/vnd.github+json' },
  })
  if (!response.ok) throw new Error(`GitHub answered HTTP ${response.status} for ${pr.source.url}`)
  const pull = (await response.json()) as {
    draft?: boolean
    head: { sha: string; repo: { full_name: string } | null }
    base: { sha: string; repo: { full_name: string } }
  }
  const base = await mkdtemp(join(tmpdir(), 'hm-eval-gh-'))
  try {
    const runnerTemp = join(base, 'runner-temp')
    await mkdir(runnerTemp, { recursive: true })
    const eventPath = join(base, 'event.json')
    await writePullRequestEvent(eventPath, {
      number,
      draft: pull.draft ?? false,
      headSha: pull.head.sha,
      headRepo: pull.head.repo?.full_name ?? null,
      baseSha: pull.base.sha,
      baseRepo: pull.base.repo.full_name,
    })
    const inputs: Record<string, string> = {
      'github-token': options.token,
      mode: 'silent',
      model: options.model.model,
      'provider-base-url': options.model.providerBaseUrl ?? '',
      'provider-api-key': options.model.apiKey ?? '',
      // Benchmark pull requests come from forks and may be closed; review them anyway.
      'skip-forks': 'false',
      'skip-drafts': 'false',
    }
    const outputs: Record<string, string> = {}
    const redactor = new Redactor()
    const result = await runAction({
      readInput: (name) => inputs[name] ?? '',
      env: {
        ...hostEnv(),
        ...runnerEnv({
          eventPath,
          github: { url: apiUrl, graphqlUrl: `${apiUrl}/graphql` },
          repository: `${owner}/${repo}`,
          runnerTemp,
          runId: String(Date.now()),
          runAttempt: '1',
        }),
      },
      logger: new RecordingLogger(redactor),
      redactor,
      outputs: { setOutput: (name: string, value: unknown) => void (outputs[name] = String(value)) },
      summary: { append: async () => undefined },
      annotations: { warning: () => undefined, error: () => undefined },
      layout: actionLayout(),
    })
    options.log?.(`${pr.id}: ${outputs.outcome}, ${outputs.findings ?? 0} finding(s)`)
    const findings = await readRoutedFindings(outputs['findings-file'])
    return {
      pr,
      findings,
      outcome: result.concluded?.decision.outcome ?? 'failure',
      modelCalls: Number(outputs['model-calls'] ?? 0),
    }
  } finally {
    await rm(base, { recursive: true, force: true })
  }
}
