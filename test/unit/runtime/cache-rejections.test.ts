import { describe, expect, it } from 'vitest'
import { GitHubError } from '../../../src/core/errors.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { cacheRejectionMessage, reportCacheRejections } from '../../../src/run/cache-rejections.js'
import type { CacheRejection } from '../../../src/runtime/cache-entry.js'

const MISMATCH: CacheRejection = { dir: '/opt/hostedtoolcache/harbourmaster-opencode/1.18.33', reason: 'binary-mismatch', pkg: 'opencode-linux-x64' }
const UNPINNED: CacheRejection = { dir: '/opt/cache/harbourmaster-opencode/1.18.33', reason: 'unpinned', pkg: 'opencode-linux-x64-musl' }

function sinks(append: (markdown: string) => Promise<void> = async () => undefined) {
  const warnings: { message: string; title?: string }[] = []
  const logger = new RecordingLogger()
  return {
    warnings,
    logger,
    ports: {
      annotations: {
        warning: (message: string | Error, p?: { title?: string }) => void warnings.push({ message: String(message), title: p?.title }),
        error: () => undefined,
      },
      summary: { append },
      logger,
    },
  }
}

describe('a tool-cache entry provisioning refused to run', () => {
  it('names the entry, why it was refused, and what the runner owner should check', () => {
    expect(cacheRejectionMessage(MISMATCH)).toContain(
      `tool cache at ${MISMATCH.dir} was not run: its opencode-linux-x64 binary is not the one this release pins`,
    )
    expect(cacheRejectionMessage(MISMATCH)).toContain('gh cache delete')
    expect(cacheRejectionMessage(UNPINNED)).toContain('this release pins no binary for its opencode-linux-x64-musl package')
  })

  it('ends the run with one warning annotation per entry and one job summary section', async () => {
    const summaries: string[] = []
    const s = sinks(async (markdown) => void summaries.push(markdown))
    await reportCacheRejections([MISMATCH, UNPINNED], s.ports)
    expect(s.warnings.map((w) => w.title)).toEqual(['Harbourmaster: OpenCode tool cache entry rejected', 'Harbourmaster: OpenCode tool cache entry rejected'])
    expect(summaries).toHaveLength(1)
    expect(summaries[0]).toContain(`\`${MISMATCH.dir}\`: not the pinned binary`)
    expect(summaries[0]).toContain(`\`${UNPINNED.dir}\`: no pin for its package`)
  })

  it('says nothing when provisioning refused nothing', async () => {
    const summaries: string[] = []
    const s = sinks(async (markdown) => void summaries.push(markdown))
    await reportCacheRejections([], s.ports)
    expect(s.warnings).toEqual([])
    expect(summaries).toEqual([])
  })

  it('a job summary GitHub refuses is logged, not thrown: the annotation still stands', async () => {
    const s = sinks(async () => {
      throw new GitHubError('summary refused', 500)
    })
    await expect(reportCacheRejections([MISMATCH], s.ports)).resolves.toBeUndefined()
    expect(s.warnings).toHaveLength(1)
    expect(s.logger.find('sink', 'warning')).toEqual([expect.objectContaining({ sink: 'job-summary', class: 'github' })])
  })
})
