/**
 * Secrets generated from their documented formats (prefix, length, alphabet,
 * checksum), with a seeded generator so every run sees the same examples.
 * Nothing here is copied from another project's fixtures. Used by the
 * redaction corpus test, the GitHub fake's default token and the demo.
 */

/** Mulberry32: small, seeded, good enough to spread characters over an alphabet. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
export const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
export const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const HEX = '0123456789abcdef'
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function pick(rand: () => number, alphabet: string, length: number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += alphabet.charAt(Math.floor(rand() * alphabet.length))
  return out
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

export function crc32(text: string): number {
  let crc = 0xffffffff
  for (const byte of Buffer.from(text, 'utf8')) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

export function base62(value: number, width: number): string {
  let out = ''
  let v = value
  while (v > 0) {
    out = BASE62.charAt(v % 62) + out
    v = Math.floor(v / 62)
  }
  return out.padStart(width, '0')
}

function b64url(bytes: Buffer | string): string {
  return Buffer.from(bytes).toString('base64url')
}

function randomBytes(rand: () => number, n: number): Buffer {
  const out = Buffer.alloc(n)
  for (let i = 0; i < n; i++) out[i] = Math.floor(rand() * 256)
  return out
}

/** GitHub's classic format: prefix, 30 random base62 characters, CRC32 of those in 6 base62 characters. */
export function githubClassicToken(rand: () => number, prefix: 'ghp' | 'gho' | 'ghu' | 'ghs' | 'ghr'): string {
  const random = pick(rand, BASE62, 30)
  return `${prefix}_${random}${base62(crc32(random), 6)}`
}

export function githubFineGrainedToken(rand: () => number): string {
  return `github_pat_${pick(rand, BASE62, 22)}_${pick(rand, BASE62, 59)}`
}

/** A compact JWT: base64url(header JSON) . base64url(payload JSON) . base64url(signature bytes). */
export function jwt(rand: () => number, payload: Record<string, unknown>, alg: 'RS256' | 'HS256' = 'HS256'): string {
  const header = b64url(JSON.stringify({ alg, typ: 'JWT' }))
  const body = b64url(JSON.stringify(payload))
  const signature = b64url(randomBytes(rand, alg === 'RS256' ? 256 : 32))
  return `${header}.${body}.${signature}`
}

/**
 * GitHub's installation token issued since 2026-04-27 (Actions GITHUB_TOKEN
 * and GitHub App installations): `ghs_<APPID>_<JWT>`, about 520 characters,
 * an RS256 JWT whose signature is 256 bytes.
 */
export function githubInstallationToken(rand: () => number, appId = 1_000_000 + Math.floor(rand() * 8_999_999)): string {
  const iat = 1_777_000_000 + Math.floor(rand() * 1_000_000)
  const payload = { iss: String(appId), iat, exp: iat + 3600, ins: 40_000_000 + Math.floor(rand() * 9_000_000), rid: pick(rand, HEX, 20) }
  return `ghs_${appId}_${jwt(rand, payload, 'RS256')}`
}

export function githubV1Token(rand: () => number): string {
  return `v1.${pick(rand, HEX, 40)}`
}

export function openAiKey(rand: () => number, kind: 'legacy' | 'project' | 'anthropic'): string {
  if (kind === 'legacy') return `sk-${pick(rand, BASE62, 20)}T3BlbkFJ${pick(rand, BASE62, 20)}`
  if (kind === 'project') return `sk-proj-${pick(rand, BASE64URL, 74)}T3BlbkFJ${pick(rand, BASE64URL, 74)}`
  return `sk-ant-api03-${pick(rand, BASE64URL, 93)}AA`
}

export function awsAccessKeyId(rand: () => number, prefix: 'AKIA' | 'ASIA' | 'ABIA' | 'ACCA'): string {
  return `${prefix}${pick(rand, BASE32, 16)}`
}

export function gcpApiKey(rand: () => number, last?: string): string {
  const body = pick(rand, `${BASE62}_-`, last === undefined ? 35 : 34)
  return `AIza${body}${last ?? ''}`
}

export function slackToken(rand: () => number, kind: 'xoxb' | 'xoxp' | 'xoxe' | 'xoxe.xoxp' | 'xapp'): string {
  const digits = (n: number): string => pick(rand, '0123456789', n)
  if (kind === 'xoxb') return `xoxb-${digits(12)}-${digits(13)}-${pick(rand, BASE62, 24)}`
  if (kind === 'xoxp') return `xoxp-${digits(12)}-${digits(12)}-${digits(13)}-${pick(rand, HEX, 32)}`
  if (kind === 'xapp') return `xapp-1-A${pick(rand, BASE62.slice(0, 36), 10)}-${digits(13)}-${pick(rand, HEX, 64)}`
  return `${kind}-1-${pick(rand, BASE62, 140)}`
}

export function slackWebhook(rand: () => number): { url: string; secret: string } {
  const secret = `T${pick(rand, BASE62.slice(0, 36), 10)}/B${pick(rand, BASE62.slice(0, 36), 10)}/${pick(rand, BASE62, 24)}`
  return { url: `https://hooks.slack.com/services/${secret}`, secret }
}

export type KeyKind = 'RSA' | 'EC' | 'DSA' | 'OPENSSH' | 'ENCRYPTED' | 'PKCS8' | 'PGP'

/** A private-key block: armor lines around a base64 body wrapped at 64 (PGP: 64 plus a CRC24 checksum line). */
export function privateKeyBlock(rand: () => number, kind: KeyKind, bodyBytes = 600): { lines: string[]; body: string[] } {
  const label =
    kind === 'PKCS8' ? 'PRIVATE KEY' : kind === 'ENCRYPTED' ? 'ENCRYPTED PRIVATE KEY' : kind === 'PGP' ? 'PGP PRIVATE KEY BLOCK' : `${kind} PRIVATE KEY`
  const b64 = randomBytes(rand, bodyBytes).toString('base64')
  const body: string[] = []
  for (let i = 0; i < b64.length; i += 64) body.push(b64.slice(i, i + 64))
  const headers = kind === 'PGP' ? ['Comment: generated for a redaction test', ''] : []
  const tail = kind === 'PGP' ? [`=${pick(rand, BASE64, 4)}`] : []
  return { lines: [`-----BEGIN ${label}-----`, ...headers, ...body, ...tail, `-----END ${label}-----`], body }
}
