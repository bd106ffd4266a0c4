import { describe, expect, it } from 'vitest'
import { annotate } from '../../../src/publication/sinks/annotations.js'
import type { AnnotationPort } from '../../../src/publication/report.js'
import type { SummaryFinding } from '../../../src/publication/summary.js'

/**
 * The Actions runner keeps the first 4,096 characters of an annotation's message and drops the
 * rest without a word (actions/runner, ExecutionContext.AddIssue: `_maxIssueMessageLength`). A
 * finding's body may hold 8,000: the annotation would end mid-sentence and lose its closing
 * `(category, finding id, …)`, with nothing saying it was cut.
 */
const RUNNER_MESSAGE_LIMIT = 4096

function finding(body: string): SummaryFinding {
  return {
    id: 'hm-0000000000a1',
    placement: 'inline',
    route: 'inline',
    path: 'src/a.ts',
    line: 3,
    severity: 'high',
    category: 'security',
    title: 'Long',
    body,
    evidence: 'x()',
  }
}

function messages(body: string): string[] {
  const seen: string[] = []
  const port: AnnotationPort = {
    error: (message) => void seen.push(String(message)),
    warning: (message) => void seen.push(String(message)),
  }
  annotate(port, [finding(body)], 'high', 0, new Map([['src/a.ts', { removed: false }]]))
  return seen
}

describe('an annotation message within the runner limit', () => {
  it('cuts a long body so the message fits, keeps the finding id and says where the full text is', () => {
    const [message] = messages(`${'a'.repeat(7990)}END`)
    expect(message).toBeDefined()
    expect(message?.length).toBeLessThanOrEqual(RUNNER_MESSAGE_LIMIT)
    expect(message).toContain('hm-0000000000a1')
    expect(message).toMatch(/\[cut: \d+ of 7993 characters; the job summary has the whole finding\]/)
    expect(message).not.toContain('END')
  })

  it('never leaves half a surrogate pair at the cut', () => {
    const [message] = messages('😀'.repeat(4000))
    expect(message?.length).toBeLessThanOrEqual(RUNNER_MESSAGE_LIMIT)
    expect(message).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/)
  })

  it('leaves a body that fits as written', () => {
    const [message] = messages('Short body.')
    expect(message).toBe('Short body.\n\n(security, hm-0000000000a1, inline, confidence —)')
  })
})
