import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import {
  awsAccessKeyId,
  gcpApiKey,
  githubClassicToken,
  githubFineGrainedToken,
  githubInstallationToken,
  githubV1Token,
  jwt,
  openAiKey,
  pick,
  BASE62,
  privateKeyBlock,
  seededRandom,
  slackToken,
  slackWebhook,
  type KeyKind,
} from './secret-formats.js'

/**
 * The redaction corpus: for every family the project claims (docs/security.md),
 * examples generated from the documented format, each placed in the contexts
 * where tokens were seen to survive. An example passes when no 12-character
 * window of its secret part is left in the redacted text.
 */
export interface CorpusExample {
  family: string
  context: string
  text: string
  /** The parts that must not survive (random parts of the secret). */
  secrets: string[]
}

type Context = (secret: string) => string

/** Contexts for a single-line token. */
export const TOKEN_CONTEXTS: Record<string, Context> = {
  plain: (t) => `value ${t} end`,
  'start of line in a multi-line field': (t) => `first line\n${t}\nlast line`,
  'double-quoted': (t) => `const k = "${t}";`,
  'single-quoted': (t) => `key='${t}'`,
  'URL-encoded neighbours': (t) => `q=%22${t}%22&next=%3D${t}%26x`,
  'glued to identifiers (underscore)': (t) => `MY_KEY_${t}_SUFFIX`,
  'JSON value': (t) => JSON.stringify({ token: t, n: 1 }),
  'JSON-escaped multi-line string': (t) => JSON.stringify({ log: `line one\n${t}\nline two` }),
  'YAML plain and quoted': (t) => `auth:\n  token: ${t}\n  other: "${t}"\n`,
  'markdown code span': (t) => `use \`${t}\` here`,
}

/** Families with a distinctive prefix also survive being glued to letters. */
const GLUED_LETTERS: Context = (t) => `tokenvalue${t}`

interface TokenFamily {
  family: string
  examples: (rand: () => number) => { token: string; secret: string }[]
  contexts: Record<string, Context>
}

const withLetters = { ...TOKEN_CONTEXTS, 'glued to letters': GLUED_LETTERS }
const bodyOf = (token: string, prefix: RegExp): string => token.replace(prefix, '')

export const TOKEN_FAMILIES: TokenFamily[] = [
  {
    family: 'GitHub classic tokens (ghp_, gho_, ghu_, ghs_, ghr_; 30 base62 + CRC32)',
    examples: (r) => (['ghp', 'gho', 'ghu', 'ghs', 'ghr'] as const).map((p) => githubClassicToken(r, p)).map((t) => ({ token: t, secret: t.slice(4) })),
    contexts: withLetters,
  },
  {
    family: 'GitHub installation token ghs_<APPID>_<JWT> (~520 characters)',
    examples: (r) => [0, 1, 2].map(() => githubInstallationToken(r)).map((t) => ({ token: t, secret: bodyOf(t, /^ghs_[0-9]+_/) })),
    contexts: withLetters,
  },
  {
    family: 'GitHub fine-grained PAT (github_pat_<22>_<59>)',
    examples: (r) => [0, 1].map(() => githubFineGrainedToken(r)).map((t) => ({ token: t, secret: t.slice(11) })),
    contexts: withLetters,
  },
  {
    family: 'GitHub v1 installation token (v1. + 40 hex)',
    examples: (r) => [0, 1].map(() => githubV1Token(r)).map((t) => ({ token: t, secret: t.slice(3) })),
    contexts: withLetters,
  },
  {
    family: 'JWT (header.payload.signature, base64url JSON)',
    examples: (r) =>
      [
        jwt(r, { sub: pick(r, BASE62, 10), name: 'someone', iat: 1_777_000_000 }),
        jwt(r, { iss: 'https://issuer.example', aud: 'api', exp: 1_777_003_600 }, 'RS256'),
      ].map((t) => ({ token: t, secret: t.slice(t.indexOf('.') + 1) })),
    contexts: withLetters,
  },
  {
    family: 'OpenAI / Anthropic keys (sk-, sk-proj-, sk-ant-api03-)',
    examples: (r) =>
      (['legacy', 'project', 'anthropic'] as const).map((k) => openAiKey(r, k)).map((t) => ({ token: t, secret: bodyOf(t, /^sk-(proj-|ant-api03-)?/) })),
    contexts: TOKEN_CONTEXTS,
  },
  {
    family: 'AWS access key ids (AKIA, ASIA, ABIA, ACCA)',
    examples: (r) => (['AKIA', 'ASIA', 'ABIA', 'ACCA'] as const).map((p) => awsAccessKeyId(r, p)).map((t) => ({ token: t, secret: t.slice(4) })),
    contexts: TOKEN_CONTEXTS,
  },
  {
    family: 'Google API keys (AIza + 35, also ending in -)',
    examples: (r) => [gcpApiKey(r), gcpApiKey(r, '-'), gcpApiKey(r, '_')].map((t) => ({ token: t, secret: t.slice(4) })),
    contexts: withLetters,
  },
  {
    family: 'Slack tokens (xoxb-, xoxp-, xoxe-, xoxe.xoxp-, xapp-)',
    examples: (r) =>
      (['xoxb', 'xoxp', 'xoxe', 'xoxe.xoxp', 'xapp'] as const).map((k) => slackToken(r, k)).map((t) => ({ token: t, secret: t.slice(t.indexOf('-') + 1) })),
    contexts: withLetters,
  },
  {
    family: 'Slack webhooks (hooks.slack.com/services/…)',
    examples: (r) => [0, 1].map(() => slackWebhook(r)).map((w) => ({ token: w.url, secret: w.secret })),
    contexts: TOKEN_CONTEXTS,
  },
]

/** Families whose value follows a keyword: their contexts keep the keyword next to the value. */
function headerExamples(rand: () => number): CorpusExample[] {
  const bearer = `${pick(rand, BASE62, 30)}9${pick(rand, BASE62, 9)}`
  const basic = Buffer.from(`deploy:${pick(rand, BASE62, 16)}7`).toString('base64')
  const password = `${pick(rand, BASE62, 18)}4`
  const out: CorpusExample[] = []
  const push = (family: string, context: string, text: string, secret: string): void => {
    out.push({ family, context, text, secrets: [secret] })
  }
  const auth = 'Authorization headers (Bearer, token, Basic)'
  push(auth, 'HTTP header', `Authorization: Bearer ${bearer}`, bearer)
  push(auth, 'start of line in a multi-line field', `GET / HTTP/1.1\nBearer ${bearer}\nHost: x`, bearer)
  push(auth, 'JSON-escaped multi-line string', JSON.stringify({ h: `a\nBasic ${basic}\nb` }), basic)
  push(auth, 'curl argument', `curl -H 'Authorization: token ${bearer}' https://api.example`, bearer)
  push(auth, 'YAML', `headers:\n  Authorization: "Basic ${basic}"\n`, basic)
  const url = 'URL credentials (scheme://user:password@)'
  push(url, 'plain', `git clone https://deploy:${password}@git.example/repo.git`, password)
  push(url, 'start of line in a multi-line field', `remote:\nhttps://x-access:${password}@github.com/o/r\n`, password)
  push(url, 'JSON value', JSON.stringify({ url: `postgres://app:${password}@db:5432/x` }), password)
  push(url, 'YAML', `database:\n  url: "redis://:${password}@cache:6379"\n`, password)
  return out
}

const KEY_KINDS: KeyKind[] = ['RSA', 'EC', 'DSA', 'OPENSSH', 'ENCRYPTED', 'PKCS8', 'PGP']

function keyExamples(rand: () => number): CorpusExample[] {
  const out: CorpusExample[] = []
  for (const kind of KEY_KINDS) {
    const family = `Private keys (PEM RSA/EC/DSA/OpenSSH/PKCS#8/encrypted, PGP PRIVATE KEY BLOCK)`
    const { lines, body } = privateKeyBlock(rand, kind, 300)
    const push = (context: string, text: string): void => {
      out.push({ family, context: `${kind}: ${context}`, text, secrets: body })
    }
    push('multi-line block', `before\n${lines.join('\n')}\nafter`)
    push('JSON string with \\n escapes', JSON.stringify({ key: `${lines.join('\n')}\n` }))
    push('YAML block scalar', `tls:\n  key: |\n${lines.map((l) => `    ${l}`).join('\n')}\n  other: 1`)
    push('string concatenation', lines.map((l) => `  "${l}\\n" +`).join('\n') + '\n  ""')
    push('read tool line-number gutter', lines.map((l, i) => `${String(i + 1).padStart(5, '0')}| ${l}`).join('\n'))
    push('comment lines', lines.map((l) => `# ${l}`).join('\n'))
    push('BEGIN without END (truncated output)', `${lines.slice(0, -1).join('\n')}\n(output truncated)`)
    push(
      'read from an offset inside the key (no BEGIN line)',
      lines
        .slice(3)
        .map((l, i) => `${i + 4}: ${l}`)
        .join('\n'),
    )
    push(
      'read from an offset, cut before END too',
      lines
        .slice(3, -3)
        .map((l, i) => `${i + 4}: ${l}`)
        .join('\n') + '\n\n(Showing lines 4-12 of 20.)',
    )
    // Body lines without a digit or symbol (rare in random base64, but they happen) inside the block.
    const plain = [
      ...lines.slice(0, 2),
      pick(rand, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 64),
      ...lines.slice(2, -1),
      'QUJDREVGR0hJSktMTU5PUFFS',
      lines.at(-1) as string,
    ]
    out.push({
      family,
      context: `${kind}: body lines of letters only`,
      text: plain.join('\n'),
      secrets: [...body, plain[2] as string, 'QUJDREVGR0hJSktMTU5PUFFS'],
    })
  }
  return out
}

export function buildCorpus(seed = 20261130): CorpusExample[] {
  const rand = seededRandom(seed)
  const out: CorpusExample[] = []
  for (const fam of TOKEN_FAMILIES) {
    for (const { token, secret } of fam.examples(rand)) {
      for (const [context, wrap] of Object.entries(fam.contexts)) out.push({ family: fam.family, context, text: wrap(token), secrets: [secret] })
    }
  }
  return [...out, ...headerExamples(rand), ...keyExamples(rand)]
}

/** Whether any 12-character window of a secret part is still in the text. */
export function leaks(redacted: string, secrets: readonly string[]): boolean {
  for (const secret of secrets) {
    if (secret.length <= 12) {
      if (redacted.includes(secret)) return true
      continue
    }
    for (let i = 0; i + 12 <= secret.length; i++) if (redacted.includes(secret.slice(i, i + 12))) return true
  }
  return false
}

/**
 * Real code for the false-positive budget: the project's own sources and a
 * deterministic sample of its dependencies' .js/.ts files (every `stride`-th
 * file in path order, test directories and fixtures excluded since they hold
 * deliberate example tokens).
 */
export function realCodeFiles(root: string, stride = 5, limit = 5000): string[] {
  const own = ['src', 'plugins', 'scripts', 'bench'].flatMap((d) => walk(join(root, d)))
  const deps: string[] = []
  for (const file of walk(join(root, 'node_modules'))) {
    if (!/\.(js|mjs|cjs|ts|mts|cts)$/.test(file)) continue
    if (/[\\/](test|tests|__tests__|fixtures?|spec)[\\/]/.test(relative(root, file))) continue
    deps.push(file)
  }
  deps.sort()
  const sample = deps.filter((_, i) => i % stride === 0).slice(0, limit)
  return [...own.filter((f) => /\.(ts|js|mjs)$/.test(f)), ...sample]
}

function walk(dir: string): string[] {
  const out: string[] = []
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return out
  }
  for (const name of entries) {
    if (name === '.bin' || name === '.cache') continue
    const path = join(dir, name)
    let st
    try {
      st = statSync(path)
    } catch {
      continue
    }
    if (st.isDirectory()) out.push(...walk(path))
    else if (st.isFile() && st.size < 2_000_000) out.push(path)
  }
  return out
}

export interface FalsePositiveFigures {
  files: number
  lines: number
  changed: number
  rate: number
  examples: string[]
}

export function measureFalsePositives(files: readonly string[], redact: (text: string) => string): FalsePositiveFigures {
  let lines = 0
  let changed = 0
  const examples: string[] = []
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const before = text.split('\n')
    const after = redact(text).split('\n')
    lines += before.length
    for (let i = 0; i < before.length; i++) {
      if (before[i] !== after[i]) {
        changed++
        if (examples.length < 20) examples.push(`${file}:${i + 1}: ${(before[i] ?? '').slice(0, 160)}`)
      }
    }
  }
  return { files: files.length, lines, changed, rate: lines === 0 ? 0 : changed / lines, examples }
}
