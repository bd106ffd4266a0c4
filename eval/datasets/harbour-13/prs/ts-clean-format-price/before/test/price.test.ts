import { expect, it } from 'vitest'
import { formatPrice } from '../src/format/price'

it('formats dollars', () => {
  expect(formatPrice(1234)).toBe('$12.34')
})
