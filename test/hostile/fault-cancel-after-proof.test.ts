import { afterEach, describe, expect, it } from 'vitest'
import { cancelRun } from '../../src/cancellation.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { RunRegistry } from '../../src/runtime/run-registry.js'
import { DEMO_FILES } from '../fixtures/demo-pr.js'
import { NUMBER, OWNER, REPO, runnerWorld, type RunnerWorld } from './support-fault-world.js'

/**
 * A signal that arrives once the run has proven its review, while it removes
 * its directories or just after (before main.ts takes its handlers down): the
 * publication receipt the cancellation reads is gone by then. The
 * cancellation must still say which review the run posted, not "No review was
 * posted." next to a review on the pull request. The run has concluded by then, so its result
 * stands (a proven review stays proven) and one line under its summary says the job was cancelled
 * after it (src/cancellation.ts, reportAfterConclusion).
 */
let w: RunnerWorld | undefined
afterEach(async () => {
  await w?.close()
  w = undefined
})

describe('cancelled after the review was proven', () => {
  it('reports the proven review as posted, with its id', async () => {
    const registry = new RunRegistry()
    const world = (w = await runnerWorld({ files: DEMO_FILES, registry }))
    const run = await world.run(async ({ session }) => {
      const reply = await session.call({ summary: 'Looks fine.', findings: [] })
      expect(reply.ok).toBe(true)
    })
    const posted = world.fake.state.reviews(OWNER, REPO, NUMBER)
    expect(posted).toHaveLength(1)
    expect(run.outputs).toMatchObject({ outcome: 'success', 'review-id': String(posted[0]?.id) })

    // The signal's report goes where the run's own did (main.ts: both reach core.setOutput and the job summary).
    const logger = new RecordingLogger()
    await cancelRun(
      {
        registry,
        logger,
        outputs: { setOutput: (name, value) => void (run.outputs[name] = String(value)) },
        summary: { append: async (markdown) => void run.summaries.push(markdown) },
        exit: () => undefined,
        started: Date.now(),
      },
      'SIGTERM',
    )
    const all = run.summaries.join('')
    expect(run.outputs).toMatchObject({ outcome: 'success', 'review-id': String(posted[0]?.id) })
    expect(run.summaries.at(-1)).toContain('cancelled (SIGTERM) after the run concluded: its result above (success) stands')
    expect(all).not.toContain('No review was posted')
    expect(all.match(/\*\*Result:\*\*/g) ?? []).toHaveLength(1)
    expect(logger.find('run', 'summary')).toHaveLength(0)
    expect(logger.find('run', 'cancelled-after-conclusion')[0]).toMatchObject({ signal: 'SIGTERM', outcome: 'success' })
  }, 60_000)
})
