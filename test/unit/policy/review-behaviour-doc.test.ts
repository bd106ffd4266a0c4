import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FILTER_RULES } from '../../../src/policy/filter.js'
import { PERFORMANCE_REASONS, SECURITY_CONTENT_REASONS } from '../../../src/policy/risk.js'
import { SPECIALISTS } from '../../../src/config/settings.js'

// The review behaviour reference must name every rule and reason the code can report,
// so a user reading an exclusion or a risk reason in the job summary can look it up.
const doc = readFileSync(new URL('../../../docs/review-behaviour.md', import.meta.url), 'utf8')

describe('docs/review-behaviour.md', () => {
  it.each([...FILTER_RULES, 'max-files', 'max-patch-bytes', 'max-total-bytes'])('documents the rule id `%s`', (rule) => {
    expect(doc).toContain(`\`${rule}\``)
  })

  it.each([...SECURITY_CONTENT_REASONS, ...PERFORMANCE_REASONS])('documents the risk reason "%s"', (reason) => {
    expect(doc).toContain(`| ${reason} |`)
  })

  it.each([...SPECIALISTS])('documents when %s runs', (name) => {
    expect(doc).toMatch(new RegExp(`^\\| ${name} \\|`, 'm'))
  })
})
