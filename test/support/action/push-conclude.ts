import { join } from 'node:path'
import { Octokit } from '@octokit/core'
import type { Mode } from '../../../src/config/settings.js'
import { makeRunMarker } from '../../../src/core/contracts/markers.js'
import type { Finding } from '../../../src/core/contracts/review-payload.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { concludeRun, type Concluded, type ConcludeInput } from '../../../src/publication/conclude.js'
import { snapshotReviews, type ReviewSnapshot } from '../../../src/publication/verify.js'
import { concludeLedger } from '../../../src/run/conclude-review.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN } from '../github-fake/index.js'
import { PUSH_OWNER, PUSH_REPO, type PreparedJob, type PushWorld } from './push-world.js'

/**
 * A push job's conclusion against the GitHub fake, as the runner's last phase runs it: the review
 * publish_review posted is proven against the snapshot taken before it, the ledger the job prepared
 * decides the earlier findings (with the verifier's `answers`), and the mode table gives the verdict.
 * What a user sees of it: the decision, the job summary, the outputs and the annotations.
 */
export interface PushConclusion {
  done: Concluded
  summary: string
  outputs: Record<string, string>
  annotations: string[]
}

/** Taken before publish_review posts: every review listed then is not this run's. */
export function snapshotPush(world: PushWorld, job: PreparedJob): Promise<ReviewSnapshot> {
  const rest = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: world.fake.url })
  return snapshotReviews(rest, { owner: PUSH_OWNER, repo: PUSH_REPO, pullNumber: job.prepared.pr.number })
}

export async function concludePush(
  world: PushWorld,
  job: PreparedJob,
  runId: string,
  options: {
    mode: Mode
    blockingSeverity: Finding['severity']
    snapshot?: ReviewSnapshot
    answers?: NonNullable<ConcludeInput['ledger']>['answers']
  },
): Promise<PushConclusion> {
  const rest = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: world.fake.url })
  const { prepared } = job
  const outputs: Record<string, string> = {}
  const annotations: string[] = []
  let summary = ''
  const done = await concludeRun(
    {
      rest,
      graphql: rest,
      outputs: { setOutput: (name, value) => void (outputs[name] = String(value)) },
      summary: { append: async (md) => void (summary += md) },
      annotations: {
        error: (m, p) => void annotations.push(`error ${p?.file}:${p?.startLine} ${m}`),
        warning: (m, p) => void annotations.push(`warning ${p?.file}:${p?.startLine} ${m}`),
      },
      logger: new RecordingLogger(),
    },
    {
      owner: PUSH_OWNER,
      repo: PUSH_REPO,
      pullNumber: prepared.pr.number,
      mode: options.mode,
      blockingSeverity: options.blockingSeverity,
      strictRuntime: false,
      expectedLogin: DEFAULT_BOT_LOGIN,
      runId,
      headSha: prepared.headSha,
      // publish_review's marker in the push world (testRunConfig's default).
      marker: makeRunMarker(runId, prepared.headSha),
      ...(options.snapshot ? { snapshot: options.snapshot } : {}),
      privateDir: join(job.runDir, 'private'),
      ledger: concludeLedger(prepared, options.answers ?? [], 0),
      exclusions: prepared.exclusions,
      caps: prepared.caps,
      figures: { modelCalls: 1, tokensIn: 1, tokensOut: 1, durationMs: 1 },
      findingsPath: join(job.runDir, 'findings.json'),
      sarifPath: join(job.runDir, 'out.sarif'),
      files: prepared.listed,
      verifyDelaysMs: [10, 20],
    },
  )
  return { done, summary, outputs, annotations }
}
