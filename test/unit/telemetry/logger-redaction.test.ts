import { describe, expect, it } from 'vitest'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { Redactor } from '../../../src/core/telemetry/redact.js'
import { githubInstallationToken, seededRandom } from '../../support/secret-formats.js'

describe('logger redaction before escaping', () => {
  const token = githubInstallationToken(seededRandom(7))

  it('redacts a value registered after the same text was logged once (the memo of short texts is emptied)', () => {
    const redactor = new Redactor()
    const logger = new RecordingLogger(redactor)
    const secret = 'hunter2-provider-key'
    logger.event('stage', 'note', { detail: `key=${secret}` })
    redactor.add(secret)
    logger.event('stage', 'note', { detail: `key=${secret}` })
    expect(logger.lines[0]).toContain(secret)
    expect(logger.lines[1]).not.toContain(secret)
    expect(logger.lines[1]).toContain('[REDACTED]')
  })

  it('redacts a token at the start of a line of a multi-line field', () => {
    const logger = new RecordingLogger()
    logger.event('stage', 'warning', { detail: `first line\n${token}\nghp_${'a1B2'.repeat(9)}` })
    const line = logger.lines[0] as string
    expect(line).not.toContain(token.slice(20, 60))
    expect(line).not.toContain('a1B2a1B2')
    expect(line).toContain('first line\\n[REDACTED]\\n[REDACTED]')
  })

  it('redacts a run-time value URL-encoded and a private key in a field', () => {
    const redactor = new Redactor()
    redactor.add('provider key/with+odd=chars')
    const logger = new RecordingLogger(redactor)
    logger.event('stage', 'warning', {
      url: `https://x/?k=${encodeURIComponent('provider key/with+odd=chars')}`,
      key: '-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBn0aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789+/abcdEFG\n-----END EC PRIVATE KEY-----',
    })
    const line = logger.lines[0] as string
    expect(line).not.toContain('provider')
    expect(line).not.toContain('MHcCAQEEIBn0')
  })
})
