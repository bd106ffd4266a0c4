import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { spawnReviewers } from '../../../plugins/lib/reviewers/spawn.js'
import type { ReviewerLauncher } from '../../../plugins/lib/reviewers/launcher.js'
import type { ReviewStage } from '../../../plugins/lib/reviewers/stage.js'
import { RECEIPT_FILES, runConfigSchema, type RunConfig } from '../../../src/core/contracts/run-config.js'
import type { ReviewIndex } from '../../../src/core/contracts/review-index.js'
import { OpenCodeError } from '../../../src/core/errors.js'
import { writeEditorDeadline } from '../../../src/core/opencode/run-deadline.js'
import { teamShortfall } from '../../../src/core/publication/team-shortfall.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { reviewIndexOf, tempDir } from '../../support/kit/index.js'
import { testRunConfig } from '../../support/kit/run-config.js'
import { DB_PATCH } from './fixtures.js'

/**
 * The editor's turn before it called spawn_reviewers took more than the specialists' share of
 * timeout-minutes (a slow or rate-limited editor model). The team used to open its gate anyway:
 * each specialist's prompt went to the model and was aborted at once, its call paid for, and the
 * review and job summary said "timed out after 42 s of timeout-minutes and was aborted", as if the
 * specialist had been slow. Nothing is prompted now, and every account names the editor's turn.
 */
const TIMEOUT_MS = 60_000
let dir: string | undefined
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

function index(): ReviewIndex {
  return reviewIndexOf({ pr: { number: 9 }, specialists: [{ name: 'security', reasons: ['r'], patches: ['db.patch'] }] })
}

async function stageIn(privateDir: string): Promise<ReviewStage> {
  const config: RunConfig = runConfigSchema.parse(
    testRunConfig({
      mode: 'silent',
      headSha: 'a'.repeat(40),
      stageDir: join(privateDir, 'stage'),
      privateDir,
      specialists: [
        { name: 'security', patches: ['db.patch'] },
        { name: 'correctness', patches: ['db.patch'] },
        { name: 'tests', patches: [] },
      ],
      models: [{ providerID: 'hm', modelID: 'm' }],
      reviewer: { opencodeBin: '/bin/false', configHome: '/root', env: {}, startTimeoutMs: 1 },
      timeoutMs: TIMEOUT_MS,
    }),
  )
  return { config, index: index(), patches: new Map([[DB_PATCH.name, DB_PATCH]]) }
}

describe('spawn_reviewers called after the specialists deadline', () => {
  it('prompts no specialist and says the editor used their share of timeout-minutes', async () => {
    dir = await tempDir('hm-too-late-')
    const stage = await stageIn(dir)
    // The editor's deadline is 10 s away: its turn has used 50 s of 60, past the specialists' 70 % (42 s).
    await writeEditorDeadline(dir, Date.now() + 10_000)
    const launched: string[] = []
    const launch: ReviewerLauncher = async () => {
      launched.push('reviewer')
      throw new OpenCodeError('no reviewer process in this test')
    }
    const logger = new RecordingLogger()
    const result = await spawnReviewers({ stage, launch, logger })

    expect(launched).toEqual([])
    expect(result.status).toBe('failed')
    const failed = result.specialists.filter((s) => s.status === 'failed')
    expect(failed.map((s) => s.name)).toEqual(['correctness', 'security'])
    for (const s of failed) expect(s.error).toMatch(/not started: the editor called spawn_reviewers after \d+ s of timeout-minutes, past the specialists' 42 s/)
    expect(result.specialists.find((s) => s.name === 'tests')?.status).toBe('skipped')
    expect(logger.find('reviewers', 'too-late')[0]).toMatchObject({ specialists: '2', share_ms: '42000' })
    expect(logger.find('reviewers', 'specialist-failed')).toHaveLength(2)

    // The receipt the runner reads: the job summary's reasons name the editor's turn and the fix.
    const receipt = JSON.parse(await readFile(join(dir, RECEIPT_FILES.execution), 'utf8')) as { extra: Parameters<typeof teamShortfall>[0] }
    const reasons = teamShortfall(receipt.extra, { reasons: true })
    expect(reasons).toHaveLength(2)
    expect(reasons[0]).toContain('The security specialist did not finish (opencode: not started: the editor called spawn_reviewers after')
    expect(reasons[1]).toContain('The correctness specialist did not finish')
    for (const reason of reasons) {
      expect(reason).toContain('raise timeout-minutes')
      expect(reason).not.toContain('was aborted')
    }
  })
})
