import { expect, it } from 'vitest'
import { formatPrice } from '../src/format/price'

it('formats dollars', () => {
  expect(formatPrice(1234)).toBe('$12.34')
})

it('formats euros in German', () => {
  expect(formatPrice(1234, 'de-DE', 'EUR')).toBe('12,34\u00a0€')
})
