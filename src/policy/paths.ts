/**
 * What a path alone says about a changed file: is it code, a test, docs, and
 * which sensitive areas it touches. Risk scoring, filtering of removed files
 * and specialist selection all read paths the same way through this module.
 */

export type RiskLevel = 'high' | 'medium' | 'low'

export interface PathSignal {
  level: RiskLevel
  reason: string
}

/**
 * Splits a path into lowercase words at separators and camelCase boundaries,
 * so `src/OAuthProvider.ts` gives o, auth, provider, ts and `author.ts` does
 * not look like auth.
 */
export function pathWords(path: string): string[] {
  return path
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
}

interface WordRule {
  words: readonly string[]
  signal: PathSignal
}

// Ordered: the first rule of each reason wins; every matching rule adds its reason.
const WORD_RULES: readonly WordRule[] = [
  {
    words: [
      'auth',
      'authn',
      'authz',
      'authentication',
      'authorization',
      'authorize',
      'login',
      'logout',
      'signin',
      'signup',
      'oauth',
      'oidc',
      'saml',
      'sso',
      'mfa',
      'totp',
    ],
    signal: { level: 'high', reason: 'authentication path' },
  },
  { words: ['session', 'sessions', 'cookie', 'cookies', 'jwt', 'token', 'tokens'], signal: { level: 'high', reason: 'session or token handling path' } },
  {
    words: ['password', 'passwords', 'passwd', 'credential', 'credentials', 'secret', 'secrets', 'vault', 'keystore', 'keychain'],
    signal: { level: 'high', reason: 'secrets or credentials path' },
  },
  {
    words: ['crypto', 'cryptography', 'cipher', 'encrypt', 'encryption', 'decrypt', 'signature', 'signing', 'hmac', 'tls', 'ssl', 'certs', 'cert'],
    signal: { level: 'high', reason: 'cryptography path' },
  },
  {
    words: ['permission', 'permissions', 'acl', 'acls', 'rbac', 'abac', 'access', 'roles', 'policy', 'policies', 'guard', 'guards'],
    signal: { level: 'high', reason: 'permissions or access-control path' },
  },
  { words: ['security', 'csrf', 'xss', 'cors', 'csp', 'sanitize', 'sanitizer', 'firewall'], signal: { level: 'high', reason: 'security path' } },
  {
    words: ['payment', 'payments', 'billing', 'invoice', 'invoices', 'stripe', 'paypal', 'subscription', 'subscriptions', 'wallet'],
    signal: { level: 'high', reason: 'payment or billing path' },
  },
  { words: ['migration', 'migrations', 'migrate'], signal: { level: 'high', reason: 'database migration' } },
  {
    words: ['infra', 'infrastructure', 'terraform', 'k8s', 'kubernetes', 'helm', 'docker', 'dockerfile', 'ansible', 'nginx', 'deploy', 'deployment'],
    signal: { level: 'medium', reason: 'infrastructure or deployment path' },
  },
  { words: ['sql', 'query', 'queries', 'dao', 'db', 'database'], signal: { level: 'medium', reason: 'database access path' } },
]

/** Word -> indexes of the rules naming it: one lookup per word of a path instead of a scan of every rule's words. */
const RULES_OF_WORD = new Map<string, number[]>()
WORD_RULES.forEach((rule, i) => {
  for (const word of rule.words) RULES_OF_WORD.set(word, [...(RULES_OF_WORD.get(word) ?? []), i])
})

const WORKFLOW = /^\.github\/(workflows|actions)\//
const ACTION_METADATA = /(^|\/)action\.ya?ml$/
const INFRA_FILE = /(\.tf|\.tfvars|\.hcl)$|(^|\/)(Dockerfile[^/]*|docker-compose[^/]*\.ya?ml|Containerfile)$/i
const ENV_FILE = /(^|\/)\.env(\.[^/]*)?$/

/** Every sensitive-area signal of a path, in a fixed order, one per reason. */
export function pathSignals(path: string): PathSignal[] {
  const out: PathSignal[] = []
  if (WORKFLOW.test(path)) out.push({ level: 'high', reason: 'CI workflow (runs with repository secrets and tokens)' })
  if (ACTION_METADATA.test(path)) out.push({ level: 'high', reason: 'GitHub Action metadata' })
  if (ENV_FILE.test(path)) out.push({ level: 'high', reason: 'environment file (may hold secrets)' })
  const matched = new Set<number>()
  for (const word of pathWords(path)) for (const rule of RULES_OF_WORD.get(word) ?? []) matched.add(rule)
  WORD_RULES.forEach((rule, i) => {
    if (matched.has(i) && !out.some((s) => s.reason === rule.signal.reason)) out.push(rule.signal)
  })
  if (INFRA_FILE.test(path) && !out.some((s) => s.reason === 'infrastructure or deployment path')) {
    out.push({ level: 'medium', reason: 'infrastructure or deployment path' })
  }
  if (/\.sql$/i.test(path) && !out.some((s) => s.reason === 'database access path')) {
    out.push({ level: 'medium', reason: 'database access path' })
  }
  return out
}

/** True when the path alone marks the file high-risk (auth, secrets, workflows, migrations…). */
export function isSensitivePath(path: string): boolean {
  return pathSignals(path).some((s) => s.level === 'high')
}

const TEST_PATH =
  /(^|\/)(__tests__|__mocks__|tests?|spec|specs|e2e|testdata|fixtures)\/|[._-](test|spec)\.[^/]+$|(^|\/)test_[^/]+\.py$|_test\.(go|py|rb|exs?)$|Tests?\.(java|kt|cs|swift|scala)$/

/** A test file, by the naming conventions of the common ecosystems. */
export function isTestPath(path: string): boolean {
  return TEST_PATH.test(path)
}

const CODE_EXTENSIONS = new Set([
  'ts',
  'tsx',
  'mts',
  'cts',
  'js',
  'jsx',
  'mjs',
  'cjs',
  'vue',
  'svelte',
  'py',
  'rb',
  'go',
  'rs',
  'java',
  'kt',
  'kts',
  'scala',
  'cs',
  'fs',
  'c',
  'h',
  'cc',
  'cpp',
  'cxx',
  'hpp',
  'hh',
  'm',
  'mm',
  'swift',
  'php',
  'pl',
  'pm',
  'lua',
  'ex',
  'exs',
  'erl',
  'hs',
  'ml',
  'clj',
  'dart',
  'r',
  'jl',
  'zig',
  'nim',
  'sh',
  'bash',
  'zsh',
  'ps1',
  'sql',
  'tf',
  'hcl',
  'groovy',
  'gradle',
  'sol',
])
const CODE_NAMES = /(^|\/)(Dockerfile[^/]*|Makefile|Rakefile|Gemfile|Jenkinsfile|Containerfile)$/

/** Source code (including scripts, SQL, infrastructure code and CI workflows), as opposed to docs or data. */
export function isCodePath(path: string): boolean {
  if (CODE_NAMES.test(path) || WORKFLOW.test(path) || ACTION_METADATA.test(path)) return true
  const dot = path.lastIndexOf('.')
  if (dot < 0 || dot < path.lastIndexOf('/')) return false
  return CODE_EXTENSIONS.has(path.slice(dot + 1).toLowerCase())
}

/** Level order for sorting: high first. */
export const RISK_ORDER: Record<RiskLevel, number> = { high: 0, medium: 1, low: 2 }

/** The higher of two levels. */
export function maxLevel(a: RiskLevel, b: RiskLevel): RiskLevel {
  return RISK_ORDER[a] <= RISK_ORDER[b] ? a : b
}
