import { describe, expect, it } from 'vitest'
import { RETRY_WAIT_LIMIT_MS, retryWaitTooLong } from '../../../src/core/opencode/retry-wait.js'

const now = 1_000_000
const deadline = now + 30 * 60_000

describe('a provider retry wait the run should not sit through', () => {
  it('waits a short retry-after, with or without a fallback', () => {
    expect(retryWaitTooLong(now + 2_000, now, deadline, true)).toBeUndefined()
    expect(retryWaitTooLong(now + RETRY_WAIT_LIMIT_MS, now, deadline, true)).toBeUndefined()
  })

  it('moves to the next model when the wait is longer than the limit', () => {
    expect(retryWaitTooLong(now + RETRY_WAIT_LIMIT_MS + 1_000, now, deadline, true)).toContain('61 s')
  })

  it('on the last model, waits as long as the deadline allows, and no longer', () => {
    expect(retryWaitTooLong(now + 5 * 60_000, now, deadline, false)).toBeUndefined()
    expect(retryWaitTooLong(now + 3_600_000, now, deadline, false)).toContain("past the run's deadline")
  })
})
