import { describe, expect, it } from 'vitest'
import { LogfmtLogger, parseLogfmt } from '../../../src/core/telemetry/logger.js'
import { redactSecrets } from '../../../src/core/telemetry/redact.js'

/**
 * A URL with credentials is redacted by its shape, `scheme://user:password@`. In an error body or
 * a log it also comes escaped: JSON that escapes `/` (`https:\/\/user:pw@…`, as PHP and some Java
 * serialisers write it) and a URL inside a query string or a form body, URL-encoded
 * (`https%3A%2F%2Fuser%3Apw%40…`). Neither had `://`, so the password reached the job log.
 */
const PASSWORD = 's3cretPassw0rd!'

describe('credentials in an escaped URL', () => {
  it.each([
    [
      'JSON with escaped slashes',
      `{"error":"proxy refused","url":"https:\\/\\/bob:${PASSWORD}@proxy.example:8080\\/v1"}`,
      'https:\\/\\/[REDACTED]@proxy.example',
    ],
    [
      'URL-encoded in a query string',
      `GET /login?next=https%3A%2F%2Fbob%3A${encodeURIComponent(PASSWORD)}%40git.example%2Frepo`,
      'next=https%3A%2F%2F[REDACTED]%40git.example%2Frepo',
    ],
    ['URL-encoded after an encoded quote', `body=%22https%3A%2F%2Fbob%3A${encodeURIComponent(PASSWORD)}%40host%22`, '%22https%3A%2F%2F[REDACTED]%40host%22'],
  ])('%s', (_name, text, kept) => {
    const out = redactSecrets(text)
    expect(out).not.toContain('s3cretPassw0rd')
    expect(out).toContain(kept)
    const line: string[] = []
    new LogfmtLogger((l) => void line.push(l)).event('github', 'failed', { reason: text })
    expect(parseLogfmt(line[0] ?? '').reason).not.toContain('s3cretPassw0rd')
  })

  it('leaves an encoded URL without credentials as it was, a port and an e-mail address in its query too', () => {
    const text = 'next=https%3A%2F%2Fhost.example%3A8080%2Fx%3Femail%3Duser%40example.com and https:\\/\\/cdn.example\\/a@2x.png'
    expect(redactSecrets(text)).toBe(text)
  })
})
