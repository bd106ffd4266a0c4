import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ANNOTATION_CAP } from '../../../src/publication/annotation-plan.js'
import { FILTER_RULES } from '../../../src/policy/filter.js'
import { PERFORMANCE_REASONS, SECURITY_CONTENT_REASONS } from '../../../src/policy/risk.js'
import { SPECIALISTS } from '../../../src/config/settings.js'

// The review behaviour reference must name every rule and reason the code can report,
// so a user reading an exclusion or a risk reason in the job summary can look it up.
const doc = readFileSync(new URL('../../../docs/review-behaviour.md', import.meta.url), 'utf8')

/** The literal cap ids (`cap: 'x'`) of the runner's sources. */
function capIds(dir = new URL('../../../src/', import.meta.url)): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const url = new URL(e.isDirectory() ? `${e.name}/` : e.name, dir)
    if (e.isDirectory()) return capIds(url)
    return e.name.endsWith('.ts') ? [...readFileSync(url, 'utf8').matchAll(/\bcap: '([a-z-]+)'/g)].map((m) => m[1] ?? '') : []
  })
}

describe('docs/review-behaviour.md', () => {
  it.each([...FILTER_RULES, 'max-files', 'max-patch-bytes', 'max-total-bytes'])('documents the rule id `%s`', (rule) => {
    expect(doc).toContain(`\`${rule}\``)
  })

  // A cap is named in the job summary's "Limits reached", the review body and `bounds cap` lines.
  it.each([...capIds(), ANNOTATION_CAP])('documents the cap `%s`', (cap) => {
    expect(doc).toContain(`\`${cap}\``)
  })

  it.each([...SECURITY_CONTENT_REASONS, ...PERFORMANCE_REASONS])('documents the risk reason "%s"', (reason) => {
    expect(doc).toContain(`| ${reason} |`)
  })

  it.each([...SPECIALISTS])('documents when %s runs', (name) => {
    expect(doc).toMatch(new RegExp(`^\\| ${name} \\|`, 'm'))
  })
})
