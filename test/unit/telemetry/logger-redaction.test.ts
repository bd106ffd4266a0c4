import { describe, expect, it } from 'vitest'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { Redactor } from '../../../src/core/telemetry/redact.js'
import { MIN_FRAGMENT } from '../../../src/core/telemetry/value-fragments.js'
import { githubClassicToken, githubInstallationToken, seededRandom } from '../../support/secret-formats.js'

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

describe('the run-time values in base64, as HTTP Basic credentials carry them', () => {
  const token = githubInstallationToken(seededRandom(11))
  const classic = githubClassicToken(seededRandom(12), 'ghs')
  const key = 'gsk_providerKeyNoFamilyKnows4f1d9c2b7a6e5d'
  const contexts = (secret: string): Record<string, string> => ({
    // actions/checkout's credential as `git config --list` prints it, without the word "basic".
    'git config value': `http.https://github.com/.extraheader=${Buffer.from(`x-access-token:${secret}`).toString('base64')}`,
    // docker login's config.json.
    'docker auth': JSON.stringify({ auths: { 'ghcr.io': { auth: Buffer.from(`octo-bot:${secret}`).toString('base64') } } }),
    // A value base64-encoded on its own, and after a two-byte prefix (the third alignment).
    'bare base64': `payload ${Buffer.from(secret).toString('base64')} end`,
    'shifted base64': Buffer.from(`ab${secret}\n`).toString('base64'),
    'URL-encoded base64': `?c=${encodeURIComponent(Buffer.from(`x-access-token:${secret}`).toString('base64'))}`,
  })

  /** Any 24-character window of the secret's base64, in any of its three alignments. */
  const leaked = (secret: string, text: string): boolean =>
    [0, 1, 2].some((shift) => {
      const encoded = Buffer.from(`${'x'.repeat(shift)}${secret}`)
        .toString('base64')
        .slice(4, -4)
      for (let i = 0; i + 24 <= encoded.length; i++) if (text.includes(encoded.slice(i, i + 24))) return true
      return false
    })

  const secrets = { 'the installation token': token, 'a classic ghs_ token': classic, 'a provider key no family knows': key }
  for (const [name, secret] of Object.entries(secrets)) {
    it.each(Object.entries(contexts(secret)))(`masks ${name} in a %s`, (_, text) => {
      const redactor = new Redactor()
      redactor.add(secret)
      const logger = new RecordingLogger(redactor)
      logger.event('stage', 'warning', { detail: text })
      expect(leaked(secret, text)).toBe(true)
      expect(leaked(secret, logger.lines[0] as string)).toBe(false)
      expect(leaked(secret, redactor.redact(text))).toBe(false)
    })
  }
})

describe('a run-time value cut or broken by a line end', () => {
  const token = githubInstallationToken(seededRandom(21))
  const key = 'gsk_providerKeyNoFamilyKnows4f1d9c2b7a6e5d8c7b'
  /** Any window of the secret as long as the shortest piece redaction claims to find. */
  const leaked = (secret: string, text: string): boolean => {
    for (let i = 0; i + MIN_FRAGMENT <= secret.length; i++) if (text.includes(secret.slice(i, i + MIN_FRAGMENT))) return true
    return false
  }
  const cases = (secret: string): Record<string, string> => ({
    // A sink bounded the text in the middle of the value.
    'cut at a bound': `error: ${secret.slice(0, secret.length - 12)}…`,
    // A wrapped line, and the same in a JSON string: the signature's end alone on the next line.
    'broken by a line end': `first ${secret.slice(0, secret.length - 24)}\n${secret.slice(-24)} rest`,
    'broken by a JSON \\n': JSON.stringify({ text: `${secret.slice(0, 25)}\n${secret.slice(25)}` }),
    // An excerpt that starts inside the value.
    'starting inside it': `${secret.slice(24)} was printed`,
  })
  const secrets = { 'the installation token': token, 'a provider key no family knows': key }
  for (const [name, secret] of Object.entries(secrets)) {
    it.each(Object.entries(cases(secret)))(`masks ${name} %s`, (_, text) => {
      const redactor = new Redactor()
      redactor.add(secret)
      expect(leaked(secret, text)).toBe(true)
      const logger = new RecordingLogger(redactor)
      logger.event('stage', 'warning', { detail: text })
      expect(leaked(secret, logger.lines[0] as string)).toBe(false)
      expect(leaked(secret, redactor.redact(text))).toBe(false)
      expect(leaked(secret, redactor.redactLine(text))).toBe(false)
    })
  }

  it('leaves text around the pieces, pieces shorter than MIN_FRAGMENT and unrelated text as they were', () => {
    const redactor = new Redactor()
    redactor.add(key)
    // The whole value broken by a line end goes piece by piece; a short piece alone stays.
    expect(redactor.redact(`a ${key.slice(0, 30)}\n${key.slice(30)} b`)).toBe('a [REDACTED]\n[REDACTED] b')
    expect(redactor.redact(`a ${key.slice(0, 30)}\nother ${key.slice(30)} b`)).toBe(`a [REDACTED]\nother ${key.slice(30)} b`)
    expect(redactor.redact(`gsk_providerKey is the variable's value prefix`)).toBe(`gsk_providerKey is the variable's value prefix`)
  })
})

describe('an installation token cut before its signature, known by shape only', () => {
  // A plugin without the token, or a token pasted into the pull request and cut by a length limit:
  // no registered value to match, and `header.payload` is no whole JWT. The payload names the
  // installation and the token's own id (`ins`, `rid`): a cut must not print it.
  const token = githubInstallationToken(seededRandom(11))
  const [header = '', payload = ''] = token.split('.')
  const cuts = [header.length - 5, header.length + 1, header.length + 12, header.length + payload.length - 2, header.length + payload.length]

  it.each(cuts)('leaves nothing of the payload in a field cut after %i characters', (at) => {
    const logger = new RecordingLogger()
    logger.event('stage', 'note', { title: `pasted ${token.slice(0, at)}… (cut)` })
    const fields = logger.find('stage', 'note')[0]
    expect(fields?.title).toBe('pasted [REDACTED]… (cut)')
  })

  it('keeps a text that names the prefix without a JWT after it', () => {
    expect(new RecordingLogger().redactor.redact('tokens look like ghs_<APPID>_<JWT> or ghs_123_x')).toBe('tokens look like ghs_<APPID>_<JWT> or ghs_123_x')
  })
})

describe('a run-time value in three or more pieces, and a short one broken by a line end', () => {
  const token = githubInstallationToken(seededRandom(31))
  /** The token wrapped at 76 characters, as base64 tools and log viewers wrap: seven or more pieces. */
  const wrapped = (secret: string, width: number): string => secret.match(new RegExp(`.{1,${width}}`, 'g'))?.join('\n') ?? secret

  it('masks every piece of a wrapped installation token, the middle lines too', () => {
    const redactor = new Redactor()
    redactor.add(token)
    const text = `credential:\n${wrapped(token, 76)}\nend`
    const out = redactor.redact(text)
    for (let i = 0; i + MIN_FRAGMENT <= token.length; i++) expect(out).not.toContain(token.slice(i, i + MIN_FRAGMENT))
    // Each line of the value becomes one mask: the text keeps its line count (a patch keeps its anchors).
    expect(out.split('\n')).toHaveLength(text.split('\n').length)
    expect(out.startsWith('credential:\n[REDACTED]\n')).toBe(true)
  })

  it('masks a middle piece on a line of its own, as the logger and redactLine see one line', () => {
    const redactor = new Redactor()
    redactor.add(token)
    const middle = token.slice(100, 180)
    expect(redactor.redactLine(`…${middle}…`)).toBe('…[REDACTED]…')
    const logger = new RecordingLogger(redactor)
    logger.event('opencode', 'line', { text: middle })
    expect(logger.lines[0]).not.toContain(middle.slice(0, MIN_FRAGMENT))
  })

  it('masks a registered value under 20 characters that a line end, CRLF or a JSON \\n broke, in any number of pieces', () => {
    const key = 'gw-7Qx9Lm2Pz4'
    const redactor = new Redactor()
    redactor.add(key)
    expect(redactor.redact(`key ${key.slice(0, 6)}\n${key.slice(6)} end`)).toBe('key [REDACTED]\n[REDACTED] end')
    expect(redactor.redact(`key ${key.slice(0, 4)}\r\n${key.slice(4, 9)}\r\n${key.slice(9)}`)).toBe('key [REDACTED]\r\n[REDACTED]\r\n[REDACTED]')
    expect(redactor.redact(JSON.stringify(`${key.slice(0, 7)}\n${key.slice(7)}`))).toBe('"[REDACTED]\\n[REDACTED]"')
  })

  it("leaves the JWT header every installation token shares, standing alone, but masks it joined to this token's payload", () => {
    const redactor = new Redactor()
    redactor.add(token)
    const [header = '', payload = ''] = token.slice(token.indexOf('_eyJ') + 1).split('.')
    // The RS256 header is public: a JWT library's constant, a test fixture or docs in a patch keep it.
    expect(header).toBe(Buffer.from('{"alg":"RS256","typ":"JWT"}').toString('base64url'))
    const code = `const RS256_HEADER = '${header}'`
    expect(redactor.redact(code)).toBe(code)
    expect(redactor.redactLine(code)).toBe(code)
    expect(redactor.redact(`x ${header}.${payload.slice(0, 24)} y`)).toBe('x [REDACTED] y')
  })

  it('leaves ordinary words that share a short piece with a registered value', () => {
    const key = 'gateway-key-1'
    const redactor = new Redactor()
    redactor.add(key)
    const text = 'the gateway\nkey rotation is documented'
    expect(redactor.redact(text)).toBe(text)
  })
})
