import { describe, expect, it } from 'vitest'
import { ReviewerPrewarm, type WarmableServer } from '../../../plugins/lib/reviewers/prewarm.js'
import { runConfigSchema, type RunConfig } from '../../../src/core/contracts/run-config.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { testRunConfig } from '../../support/kit/run-config.js'

const config: RunConfig = runConfigSchema.parse(
  testRunConfig({
    mode: 'silent',
    headSha: 'a'.repeat(40),
    stageDir: '/stage',
    privateDir: '/private',
    specialists: [{ name: 'security', patches: ['a.patch'] }],
    models: [{ providerID: 'hm', modelID: 'm' }],
    reviewer: { opencodeBin: '/bin/false', configHome: '/root', env: {}, startTimeoutMs: 1 },
    timeoutMs: 60_000,
  }),
)

class FakeServer implements WarmableServer {
  warmed = false
  closed = false
  constructor(readonly serial: number) {}
  async warm(): Promise<void> {
    this.warmed = true
  }
  async close(): Promise<void> {
    this.closed = true
  }
}

function fakeLaunch(failFirst = false): { launch: () => Promise<FakeServer>; launched: FakeServer[] } {
  const launched: FakeServer[] = []
  return {
    launched,
    launch: async () => {
      if (failFirst && launched.length === 0) {
        launched.push(new FakeServer(-1))
        throw new Error('no start')
      }
      const server = new FakeServer(launched.length)
      launched.push(server)
      return server
    },
  }
}

describe('ReviewerPrewarm', () => {
  it('hands the warmed server to the first call only; a later call starts a fresh one', async () => {
    const { launch, launched } = fakeLaunch()
    const prewarm = new ReviewerPrewarm(launch, new RecordingLogger())
    prewarm.start(config)
    const first = await prewarm.launcher()(config, new RecordingLogger())
    expect(first).toBe(launched[0])
    expect(first.warmed).toBe(true)
    const second = await prewarm.launcher()(config, new RecordingLogger())
    expect(second).not.toBe(first)
    await prewarm.dispose()
    expect(first.closed).toBe(false)
  })

  it('stops a warmed server nobody claimed', async () => {
    const { launch, launched } = fakeLaunch()
    const logger = new RecordingLogger()
    const prewarm = new ReviewerPrewarm(launch, logger)
    prewarm.start(config)
    await prewarm.dispose()
    expect(launched[0]?.closed).toBe(true)
    expect(logger.find('reviewers', 'prewarm-unused')).toHaveLength(1)
  })

  it('falls back to a fresh start when the pre-warm failed, and skips pre-warming with nothing to review', async () => {
    const { launch } = fakeLaunch(true)
    const logger = new RecordingLogger()
    const prewarm = new ReviewerPrewarm(launch, logger)
    prewarm.start(config)
    const server = await prewarm.launcher()(config, logger)
    expect(server.serial).toBe(1)
    expect(logger.find('reviewers', 'prewarm-failed')).toHaveLength(1)

    const idle = fakeLaunch()
    new ReviewerPrewarm(idle.launch, logger).start({ ...config, specialists: [{ name: 'tests', patches: [] }] })
    expect(idle.launched).toHaveLength(0)
  })
})
