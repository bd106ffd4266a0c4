import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { actionLayout } from '../../../src/action-root.js'
import { readEnvironment } from '../../../src/config/environment.js'
import { readSettings } from '../../../src/config/settings.js'
import { createGitHubClient } from '../../../src/core/github/client.js'
import { writeRecordReceipt, type RecordedFinding } from '../../../src/core/publication/receipts.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { Redactor } from '../../../src/core/telemetry/redact.js'
import type { ConcludePorts } from '../../../src/publication/conclude.js'
import { concludeReview } from '../../../src/run/conclude-review.js'
import type { RunContext } from '../../../src/run/ports.js'
import { RunRegistry } from '../../../src/runtime/run-registry.js'
import { DEFAULT_FAKE_TOKEN, recordedFindingOf, runnerEnv, tempDir } from '../../support/kit/index.js'

/**
 * GitHub shows 10 warning annotations per step. A run that refused tool-cache entries writes one
 * warning each after the conclusion (run/cache-rejections.ts), so the runner's conclusion must
 * hand their count to the annotation plan: without it the findings take 9 warnings, the
 * rejections push the step past 10, and GitHub drops the last ones (the rejections themselves).
 */
const RUN = '5151-1'
const HEAD = 'e'.repeat(40)
let dir: string

beforeEach(async () => {
  dir = await tempDir('hm-conclude-review-')
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function low(i: number): RecordedFinding {
  const id = `hm-${i.toString(16).padStart(12, '0')}`
  return recordedFindingOf({
    id,
    path: `src/f${i}.ts`,
    line: 3,
    severity: 'low',
    category: 'maintainability',
    title: `Finding ${i}`,
    body: 'Tidy it.',
    evidence: 'x()',
  })
}

describe("the runner's conclusion and GitHub's 10 warnings per step", () => {
  it('leaves a warning slot for each tool-cache entry the run refused', async () => {
    const privateDir = join(dir, 'private')
    await writeRecordReceipt(privateDir, {
      version: 1,
      runId: RUN,
      headSha: HEAD,
      tool: 'record_review',
      payload: { summary: 'Reviewed.', findings: [], dispositions: [] },
      findings: Array.from({ length: 12 }, (_, i) => low(i)),
    })
    const env = readEnvironment(
      runnerEnv({ eventPath: join(dir, 'event.json'), github: { url: 'http://127.0.0.1:9' }, runnerTemp: join(dir, 'temp'), runId: '5151', runAttempt: '1' }),
    )
    const settings = readSettings((name) => ({ 'github-token': DEFAULT_FAKE_TOKEN, mode: 'check-only', 'blocking-severity': 'high' })[name] ?? '')
    const logger = new RecordingLogger()
    const warnings: string[] = []
    const conclude: ConcludePorts = {
      // check-only never talks to GitHub: a client aimed at a closed port proves it.
      ...(() => {
        const gh = createGitHubClient({ token: DEFAULT_FAKE_TOKEN, apiUrl: 'http://127.0.0.1:9', logger })
        return { rest: gh.rest, graphql: gh.graphql }
      })(),
      outputs: { setOutput: () => undefined },
      summary: { append: async () => undefined },
      annotations: { warning: (m) => void warnings.push(String(m)), error: () => undefined },
      logger,
    }
    const registry = new RunRegistry()
    registry.cacheRejections.push(
      { dir: '/opt/hostedtoolcache/opencode/a', reason: 'binary-mismatch', pkg: 'opencode-linux-x64' },
      { dir: '/opt/hostedtoolcache/opencode/b', reason: 'unpinned', pkg: 'opencode-linux-arm64' },
    )
    const ctx: RunContext = {
      ports: {
        readInput: () => '',
        env: {},
        logger,
        redactor: new Redactor(),
        outputs: conclude.outputs,
        summary: conclude.summary,
        annotations: conclude.annotations,
        layout: actionLayout(),
      },
      settings,
      env,
      runId: RUN,
      registry,
      github: createGitHubClient({ token: DEFAULT_FAKE_TOKEN, apiUrl: 'http://127.0.0.1:9', logger }),
      conclude,
      started: Date.now(),
    }
    const done = await concludeReview(ctx, {
      pullNumber: 7,
      publicationRunId: RUN,
      marker: '',
      dirs: { privateDir, stageDir: join(dir, 'stage'), checkoutDir: undefined },
    })
    expect(done.decision.outcome).toBe('success')
    // One warning is the run's own, one each is a rejection's: 10 - 1 - 2 for the findings, the last counting the rest.
    expect(warnings).toHaveLength(7)
    expect(warnings.at(-1)).toMatch(/^6 more findings below high are not annotated/)
  })
})
