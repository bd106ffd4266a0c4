import { expect, it } from 'vitest'
import { fetchWithRetry } from '../src/net/retry'

it('exports fetchWithRetry', () => {
  expect(typeof fetchWithRetry).toBe('function')
})
