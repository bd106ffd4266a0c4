import { readFileSync } from 'node:fs'
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { cancelRun, exitCodeFor, installCancellation, type CancelPorts } from '../../src/cancellation.js'
import { RECEIPT_FILES } from '../../src/core/contracts/run-config.js'
import { describeCancellation, type CancelFacts } from '../../src/publication/cancelled.js'
import { RunCancelled, RunRegistry } from '../../src/runtime/run-registry.js'
import { RecordingLogger, type Logger } from '../../src/core/telemetry/logger.js'
import { tempDir } from '../support/kit/index.js'
import { readActionMetadata } from '../metadata/action-yml.js'

const HEAD = 'c'.repeat(40)

const until = async (done: () => boolean): Promise<void> => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 10))
}
const facts = (extra: Partial<CancelFacts> = {}): CancelFacts => ({
  signal: 'SIGINT',
  stage: 'review',
  mode: 'comment',
  headSha: HEAD,
  specialistsStarted: false,
  specialistsDone: false,
  publicationStarted: false,
  publishedReviewId: undefined,
  ...extra,
})

describe('describeCancellation', () => {
  it('names the stage from the runner stage and the private dir files', () => {
    expect(describeCancellation(facts({ stage: 'prepare' })).at).toBe('prepare')
    expect(describeCancellation(facts({ stage: 'runtime' })).at).toBe('runtime-start')
    expect(describeCancellation(facts()).at).toBe('editor')
    expect(describeCancellation(facts({ specialistsStarted: true })).at).toBe('specialists')
    expect(describeCancellation(facts({ specialistsStarted: true, specialistsDone: true })).at).toBe('editor')
    expect(describeCancellation(facts({ specialistsStarted: true, specialistsDone: true, publicationStarted: true })).at).toBe('publication')
    expect(describeCancellation(facts({ stage: 'conclude', publishedReviewId: 7 })).at).toBe('conclusion')
  })

  it('says "after publication" at the conclusion only of a run that published', () => {
    // A silent run (or one that failed before its review) concludes too, having published nothing.
    const silent = describeCancellation(facts({ stage: 'conclude', mode: 'silent' }))
    expect(silent.message).not.toContain('after publication')
    expect(silent.message).toContain('while the run was concluding')
    expect(silent.message).toContain('No review was posted.')
    expect(describeCancellation(facts({ stage: 'conclude', publicationStarted: true, publishedReviewId: 9 })).message).toContain('after publication')
  })

  it('says whether a review may exist: none before publication, possible once it began, posted with its id', () => {
    expect(describeCancellation(facts())).toMatchObject({ review: 'none', message: expect.stringContaining('No review was posted.') })
    const possible = describeCancellation(facts({ publicationStarted: true }))
    expect(possible.review).toBe('possible')
    expect(possible.message).toContain(`may have been posted on ${HEAD.slice(0, 12)}`)
    expect(possible.message).toContain('next run finds it')
    expect(describeCancellation(facts({ publicationStarted: true, publishedReviewId: 31 }))).toMatchObject({ review: 'posted', reviewId: 31 })
  })
})

describe('cancelRun and the signal handlers', () => {
  let base: string | undefined
  afterEach(async () => {
    if (base) await rm(base, { recursive: true, force: true })
  })

  async function world(): Promise<{
    ports: CancelPorts
    outputs: Record<string, string>
    summaries: string[]
    exits: number[]
    logger: RecordingLogger
    registry: RunRegistry
  }> {
    base = await tempDir('hm-cancel-unit-')
    const registry = new RunRegistry()
    registry.mode = 'comment'
    registry.headSha = HEAD
    registry.privateDir = join(base, 'hm-private-x')
    registry.stageDir = join(base, 'harbourmaster-stage-x')
    registry.runtimeParent = join(base, 'hm-runtime-x')
    for (const dir of [registry.privateDir, registry.stageDir, join(registry.runtimeParent, 'editor')]) await mkdir(dir, { recursive: true })
    await writeFile(join(registry.privateDir, 'github-token'), 'ghs_secret', { mode: 0o600 })
    await writeFile(join(registry.privateDir, RECEIPT_FILES.reviewersStarted), 'now')
    await writeFile(join(registry.privateDir, RECEIPT_FILES.publicationStarted), 'now')
    registry.enter('review')
    const outputs: Record<string, string> = {}
    const summaries: string[] = []
    const exits: number[] = []
    const logger = new RecordingLogger()
    const ports: CancelPorts = {
      registry,
      logger,
      outputs: { setOutput: (name, value) => void (outputs[name] = String(value)) },
      summary: { append: async (markdown) => void summaries.push(markdown) },
      exit: (code) => void exits.push(code),
      started: Date.now(),
    }
    return { ports, outputs, summaries, exits, logger, registry }
  }

  it('removes the private dir, the stage and the runtime roots, and reports cancelled with the stage', async () => {
    const w = await world()
    await cancelRun(w.ports, 'SIGTERM')
    expect(await readdir(base as string)).toEqual([])
    expect(w.outputs).toMatchObject({ outcome: 'cancelled', 'failure-class': '', 'review-id': '' })
    expect(w.summaries.join('')).toContain('**Cancelled at:** publication')
    expect(w.summaries.join('')).toContain('**Review posted:** possibly')
    expect(w.logger.find('run', 'cancelled')[0]).toMatchObject({ signal: 'SIGTERM', at: 'review' })
    expect(w.logger.find('run', 'summary')[0]).toMatchObject({ outcome: 'cancelled', cancelled_at: 'publication', review_posted: 'possible', cleaned: 'true' })
    // Nothing new may start once cancelled.
    expect(() => w.registry.assertLive()).toThrow(RunCancelled)
  })

  // Workflows read every output with if: always() (fromJSON of an unset count is an expression error),
  // as on every other path: a count is 0 when the run cannot have made it yet, empty when unknown.
  it('sets every output action.yml declares: counts 0 before any model call could be made, empty once the review ran', async () => {
    const declared = [...readActionMetadata(readFileSync(join(import.meta.dirname, '../../action.yml'), 'utf8')).outputs.keys()].sort()
    const during = await world()
    await cancelRun(during.ports, 'SIGTERM')
    expect(Object.keys(during.outputs).sort()).toEqual(declared)
    expect(during.outputs).toEqual({
      outcome: 'cancelled',
      'failure-class': '',
      'review-id': '',
      findings: '',
      'blocking-findings': '',
      'model-calls': '',
      'tokens-in': '',
      'tokens-out': '',
      'findings-file': '',
      'sarif-file': '',
      score: '',
      'skipped-reason': '',
    })
    const reading = await world()
    reading.registry.stage = 'prepare'
    await cancelRun(reading.ports, 'SIGINT')
    expect(Object.keys(reading.outputs).sort()).toEqual(declared)
    // Reading the pull request makes no model call and reports no finding; the earlier ones still open are not known yet.
    expect(reading.outputs).toMatchObject({ findings: '0', 'model-calls': '0', 'tokens-in': '0', 'tokens-out': '0', 'blocking-findings': '' })
    const before = await world()
    before.registry.stage = 'setup'
    await cancelRun(before.ports, 'SIGINT')
    expect(before.outputs).toMatchObject({ findings: '0', 'blocking-findings': '0', 'model-calls': '0', 'tokens-in': '0', 'tokens-out': '0' })
  })

  it('at the conclusion, names the replies to earlier threads it posted, had in flight and did not send, and stops the rest', async () => {
    const w = await world()
    w.registry.provenReviewId = 77
    w.registry.enter('conclude')
    // Three replies planned: one landed, one POST was answering when the signal came, one not yet begun.
    Object.assign(w.registry.lifecycle, { planned: 3, started: 2, replied: ['hm2-aaaa'], inFlight: new Set(['hm2-bbbb']) })
    await cancelRun(w.ports, 'SIGTERM')
    expect(w.registry.lifecycle.stopped()).toBe(true)
    const summary = w.summaries.join('')
    expect(summary).toContain(
      '**Replies to earlier threads:** 1 of 3 replies to earlier threads posted, 1 was in flight (GitHub may have stored it), 1 not sent.',
    )
    expect(summary).toContain('does not post it again')
    expect(w.logger.find('run', 'summary')[0]).toMatchObject({ replies_planned: '3', replies_posted: '1', replies_in_flight: '1', replies_not_sent: '1' })
  })

  it('after the run concluded (summary and outputs written, review proven), leaves its result standing: no second summary, no cancelled outputs', async () => {
    const w = await world()
    w.registry.enter('conclude')
    // What the conclusion wrote before the signal: its outputs and its job summary.
    w.outputs.outcome = 'success'
    w.outputs['review-id'] = '77'
    w.registry.provenReviewId = 77
    w.registry.concluded = { outcome: 'success', failureClass: undefined }
    await cancelRun(w.ports, 'SIGTERM')
    expect(w.outputs).toMatchObject({ outcome: 'success', 'review-id': '77' })
    const summary = w.summaries.join('')
    expect(summary).not.toContain('Harbourmaster: cancelled')
    expect(summary).toContain('after the run concluded: its result above (success) stands')
    expect(w.logger.find('run', 'summary')).toEqual([])
    expect(w.logger.find('run', 'cancelled-after-conclusion')[0]).toMatchObject({ signal: 'SIGTERM', outcome: 'success', cleaned: 'true' })
    // The processes and files are still cleaned up.
    expect(await readdir(base as string)).toEqual([])
    expect(w.registry.cancelled).toBe(true)
  })

  it("writes the conclusion's summary line when the signal silenced the run before it was written, with the signal", async () => {
    const w = await world()
    w.registry.enter('conclude')
    const summaryLine = (to: Logger, signal: string): void => to.event('run', 'summary', { outcome: 'degraded', class: 'model', review: 77, signal })
    w.registry.concluded = { outcome: 'degraded', failureClass: 'model', summaryLine }
    await cancelRun(w.ports, 'SIGINT')
    expect(w.logger.find('run', 'summary')).toEqual([expect.objectContaining({ outcome: 'degraded', class: 'model', review: '77', signal: 'SIGINT' })])
    // The last line of the job log, after the cancellation's own.
    expect(w.logger.lines.at(-1)).toContain('event=summary')
    expect(w.summaries.join('')).not.toContain('Harbourmaster: cancelled')
  })

  it("writes the conclusion's summary line once when a second signal (SIGINT, then SIGTERM) ends the process before the cancellation reported", async () => {
    const w = await world()
    w.registry.enter('conclude')
    const summaryLine = (to: Logger, signal: string): void => to.event('run', 'summary', { outcome: 'success', review: 77, signal })
    w.registry.concluded = { outcome: 'success', failureClass: undefined, summaryLine }
    // The first cancellation is still removing the run's files when the second signal exits the process.
    w.registry.hold(() => new Promise<void>(() => undefined))
    const uninstall = installCancellation(w.ports)
    try {
      process.emit('SIGINT', 'SIGINT')
      process.emit('SIGTERM', 'SIGTERM')
      // The process ends here (exit 143): the job log must already hold the run's one summary line.
      expect(w.exits).toEqual([exitCodeFor('SIGTERM')])
      expect(w.logger.find('run', 'summary')).toEqual([expect.objectContaining({ outcome: 'success', review: '77', signal: 'SIGINT' })])
      await until(() => w.exits.length === 2)
      expect(w.logger.find('run', 'summary')).toHaveLength(1)
    } finally {
      uninstall()
    }
  }, 20_000)

  it("writes the conclusion's summary line before the cancellation's deadline exits the process", async () => {
    const w = await world()
    w.registry.enter('conclude')
    const summaryLine = (to: Logger, signal: string): void => to.event('run', 'summary', { outcome: 'degraded', class: 'model', signal })
    w.registry.concluded = { outcome: 'degraded', failureClass: 'model', summaryLine }
    w.registry.hold(() => new Promise<void>(() => undefined))
    const uninstall = installCancellation({ ...w.ports, deadlineMs: 1 })
    try {
      process.emit('SIGTERM', 'SIGTERM')
      await until(() => w.exits.length === 1)
      expect(w.logger.find('run', 'summary')).toEqual([expect.objectContaining({ outcome: 'degraded', signal: 'SIGTERM' })])
      await until(() => w.exits.length === 2)
      expect(w.logger.find('run', 'summary')).toHaveLength(1)
    } finally {
      uninstall()
    }
  }, 20_000)

  it('says nothing of replies when the run had begun none', async () => {
    const w = await world()
    await cancelRun(w.ports, 'SIGTERM')
    expect(w.summaries.join('')).not.toContain('Replies to earlier threads')
  })

  it('ends what the run holds outside its roots before it reports, and whatever is held after the signal at once', async () => {
    const w = await world()
    const ended: string[] = []
    w.registry.hold(async () => void ended.push('test command'))
    const forget = w.registry.hold(async () => void ended.push('ended by itself'))
    forget()
    await cancelRun(w.ports, 'SIGINT')
    expect(ended).toEqual(['test command'])
    w.registry.hold(async () => void ended.push('held too late'))
    expect(ended).toEqual(['test command', 'held too late'])
  })

  it('reports even when something it holds does not end (a slow removal must not eat the exit deadline)', async () => {
    const w = await world()
    w.registry.hold(() => new Promise<void>(() => undefined))
    await cancelRun(w.ports, 'SIGINT')
    expect(w.outputs.outcome).toBe('cancelled')
    expect(w.summaries.join('')).toContain('Harbourmaster: cancelled')
  }, 20_000)

  it('handles the first signal fully and exits at once on a second one', async () => {
    const w = await world()
    const listeners = process.listenerCount('SIGINT')
    const uninstall = installCancellation(w.ports)
    try {
      process.emit('SIGINT', 'SIGINT')
      process.emit('SIGINT', 'SIGINT')
      expect(w.exits).toEqual([exitCodeFor('SIGINT')])
      expect(w.logger.find('run', 'cancel-forced')).toHaveLength(1)
      await new Promise<void>((resolve, reject) => {
        const deadline = Date.now() + 5_000
        const poll = (): void => {
          if (w.exits.length === 2) resolve()
          else if (Date.now() > deadline) reject(new Error('the first cancellation never finished'))
          else setTimeout(poll, 20)
        }
        poll()
      })
      expect(w.exits).toEqual([130, 130])
    } finally {
      uninstall()
    }
    expect(process.listenerCount('SIGINT')).toBe(listeners)
  })
})
