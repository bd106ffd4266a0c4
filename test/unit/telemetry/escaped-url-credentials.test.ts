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

  it.each([
    ['a port, then the query at once', 'next=https%3A%2F%2Flocalhost%3A3000%3Femail%3Duser%40example.com'],
    ['a query that holds a colon, then an e-mail address', 'next=https%3A%2F%2Fapp.example%3Fto%3Dmailto%3Aann%40example.com'],
    ['a fragment that holds one', 'u=https%3A%2F%2Fapp.example%23a%3Ab%40c'],
    ['JSON: a port, then the query at once', '{"url":"https:\\/\\/localhost:3000?email=user@example.com"}'],
    ['JSON: a query that holds a colon', '{"url":"https:\\/\\/app.example?to=mailto:ann@example.com"}'],
  ])('leaves an escaped URL whose ? or # comes before the @ alone (%s): the @ is in its query, not its user information', (_name, text) => {
    // A URL that went through an encoder was a URL's text, where a password's ? and # are percent-encoded.
    expect(redactSecrets(text)).toBe(text)
  })

  it('still redacts a password that holds an encoded ? or #, in either escaping', () => {
    const encoded = encodeURIComponent('pa?ss#w0rd')
    expect(redactSecrets(`next=https%3A%2F%2Fbob%3A${encodeURIComponent(encoded)}%40git.example`)).toBe('next=https%3A%2F%2F[REDACTED]%40git.example')
    // JSON keeps the URL's own encoding: %3F there is the password's ?, not the query's.
    expect(redactSecrets(`{"url":"https:\\/\\/bob:${encoded}@git.example"}`)).toBe('{"url":"https:\\/\\/[REDACTED]@git.example"}')
  })
})
