import * as core from '@actions/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Redactor } from '../../../src/core/telemetry/redact.js'
import { annotate } from '../../../src/publication/sinks/annotations.js'
import type { SummaryFinding } from '../../../src/publication/summary.js'
import { redactingSinks } from '../../../src/run/redacting-sinks.js'
import { workflowCommands } from '../../support/kit/workflow-commands.js'
import { DEFAULT_FAKE_TOKEN, githubToken } from '../../support/kit/index.js'

/**
 * A check-only annotation is a workflow command the runner prints in the job log: its `file=`
 * is the pull request's path and its title the model's words. What reaches the log through the
 * runner's sinks over the real @actions/core: no token in any property or the message, and
 * the toolkit's escaping kept (so nothing in them starts a command of its own).
 */
const KEY = 'gsk_annotationKey7c1e9a4b2d6f0e8a' // a provider key no token family knows by shape
const OTHER = githubToken(0x5a11) // another installation's token, found by its shape

afterEach(() => {
  vi.restoreAllMocks()
})

function finding(path: string, title: string, body: string): SummaryFinding {
  return { id: 'hm-000000000001', placement: 'inline', route: 'inline', path, line: 12, severity: 'high', category: 'security', title, body, evidence: 'x()' }
}

function jobLog(run: () => void): string {
  const written: string[] = []
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk))
    return true
  })
  run()
  vi.restoreAllMocks()
  return written.join('')
}

describe('annotations in the job log', () => {
  it('redacts the file, the title and the message of every annotation, keeping the toolkit escaping', () => {
    const redactor = new Redactor()
    redactor.add(DEFAULT_FAKE_TOKEN)
    redactor.add(KEY)
    const sinks = redactingSinks({ outputs: { setOutput: () => undefined }, summary: { append: async () => undefined }, annotations: core }, redactor)
    const log = jobLog(() => {
      annotate(
        sinks.annotations,
        [
          finding(`deploy/${DEFAULT_FAKE_TOKEN}.json`, `Key ${KEY}, committed`, `The file holds ${OTHER}\n::stop-commands::x`),
          finding(`keys/${KEY}/${OTHER}.pem`, 'Committed key', 'Remove it.'),
        ],
        'high',
      )
      sinks.annotations.warning(new Error(`cache entry at /opt/${KEY} refused`), { title: 'Harbourmaster: OpenCode tool cache entry rejected' })
    })
    for (const secret of [DEFAULT_FAKE_TOKEN, KEY, OTHER]) expect(log).not.toContain(secret)
    // Fragments of the token (its JWT, its signature end) are gone too.
    expect(log).not.toContain(DEFAULT_FAKE_TOKEN.slice(-40))
    const commands = workflowCommands(log)
    expect(commands).toHaveLength(3)
    expect(commands[0]).toMatch(
      /^::error title=high%3A Key \[REDACTED\]%2C committed,file=deploy\/\[REDACTED\]\.json,line=12,endLine=12::The file holds \[REDACTED\]%0A::stop-commands::x/,
    )
    expect(commands[1]).toMatch(/^::error title=high%3A Committed key,file=keys\/\[REDACTED\]\/\[REDACTED\]\.pem,/)
    expect(commands[2]).toBe('::warning title=Harbourmaster%3A OpenCode tool cache entry rejected::Error: cache entry at /opt/[REDACTED] refused')
  })
})
