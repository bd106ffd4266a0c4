import { readFile, stat, writeFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { OpenCodeError } from '../../../src/core/errors.js'
import { reviewerAddressPath, waitForReviewerAddress, writeReviewerAddress } from '../../../src/core/opencode/reviewer-address.js'
import { tempDir } from '../../support/kit/index.js'

const endpoint = { url: 'http://127.0.0.1:40123', authHeader: 'Basic b3BlbmNvZGU6c2VjcmV0', pid: 4242 }

async function privateDir(): Promise<string> {
  return tempDir('hm-reviewer-address-')
}

describe('reviewer address file (runner -> spawn_reviewers)', () => {
  it('hands over the address the runner writes later, readable by the owner only', async () => {
    const dir = await privateDir()
    const file = reviewerAddressPath(dir)
    const waiting = waitForReviewerAddress(file, { timeoutMs: 5_000, pollMs: 5 })
    await new Promise((r) => setTimeout(r, 30))
    await writeReviewerAddress(dir, endpoint)
    await expect(waiting).resolves.toEqual(endpoint)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(endpoint)
  })

  it('reports at once why the runner could not start the reviewer, instead of waiting for the deadline', async () => {
    const dir = await privateDir()
    await writeReviewerAddress(dir, { error: 'OpenCode did not start listening within 90000 ms.' })
    const started = Date.now()
    const failure = await waitForReviewerAddress(reviewerAddressPath(dir), { timeoutMs: 60_000 }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(OpenCodeError)
    expect((failure as Error).message).toContain('could not start the reviewer server: OpenCode did not start listening')
    expect(Date.now() - started).toBeLessThan(30_000)
  })

  it('fails with an opencode error when no address arrives in time', async () => {
    const dir = await privateDir()
    const failure = await waitForReviewerAddress(reviewerAddressPath(dir), { timeoutMs: 50, pollMs: 5 }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(OpenCodeError)
    expect((failure as Error).message).toContain('did not start within 50 ms')
  })

  it('refuses a file that is not an address (never attaches to a guessed server)', async () => {
    const dir = await privateDir()
    await writeFile(reviewerAddressPath(dir), JSON.stringify({ url: 'not a url', authHeader: '', pid: 0 }))
    const failure = await waitForReviewerAddress(reviewerAddressPath(dir), { timeoutMs: 1_000 }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(OpenCodeError)
    expect((failure as Error).message).toContain('is not valid')
  })
})
