import type { ChangedFile } from '../core/contracts/changed-file.js'
import { redactSecrets } from '../core/telemetry/redact.js'
import { pathSignals, pathWords, maxLevel, type RiskLevel } from './paths.js'

export type { RiskLevel } from './paths.js'

/**
 * A risk level and its reasons for every changed file, from three kinds of
 * evidence: the path (auth, workflows, migrations…), the lines the PR adds
 * (eval, SQL concatenation, disabled TLS…) and the size of the change.
 * Performance signals are reported as reasons too but never raise the level:
 * they steer the performance specialist, not the review order.
 */
export interface RiskScore {
  level: RiskLevel
  reasons: string[]
}

export type SignalTopic = 'security' | 'performance' | 'quality'

/**
 * A line matches when any entry matches; an array entry needs all of its
 * expressions. Conjunctions replace `A.*B`, and every repetition that could
 * rescan the line is bounded, so a hostile 1 MB line costs linear time.
 */
type Matcher = ReadonlyArray<RegExp | readonly RegExp[]>

interface ContentRule {
  topic: SignalTopic
  level: RiskLevel
  reason: string
  match: Matcher
  /** Which lines the rule reads: lines the PR adds (default) or removes. */
  lines?: 'added' | 'removed'
}

const SQL_VERB = /\b(?:select|insert|update|delete)\b/i
const SQL_CLAUSE = /\b(?:from|into|set|where)\b/i

const CONTENT_RULES: readonly ContentRule[] = [
  {
    topic: 'security',
    level: 'high',
    reason: 'runs code or shell commands (eval/exec/spawn)',
    match: [
      /\beval\s*\(|\bnew\s+Function\s*\(|\bchild_process\b|(?<![.\w])exec(?:File|Sync)?\s*\(|\bspawn(?:Sync)?\s*\(|\bexeca\s*\(|\bos\.(?:system|popen)\s*\(|\bsubprocess\.|\bshell\s*=\s*True|Runtime\.getRuntime\(\)\.exec|\bProcess\.Start\s*\(/,
    ],
  },
  {
    topic: 'security',
    level: 'high',
    reason: 'SQL built by string concatenation or interpolation',
    match: [
      [SQL_VERB, SQL_CLAUSE, /["'`]\s*\+|\+\s*["'`]|\$\{|%s|\.format\(|["']\s*%\s*\(/],
      [/\bf["']/, SQL_VERB, /\{/],
    ],
  },
  {
    topic: 'security',
    level: 'high',
    reason: 'writes raw HTML (innerHTML, dangerouslySetInnerHTML)',
    match: [
      /\.(?:inner|outer)HTML\s*\+?=|dangerouslySetInnerHTML|document\.write(?:ln)?\s*\(|\bv-html\b|insertAdjacentHTML|\bmark_safe\s*\(|\.html_safe\b|bypassSecurityTrust/,
    ],
  },
  {
    // The key body is redacted before staging; the reviewers still learn a key header was committed.
    topic: 'security',
    level: 'high',
    reason: 'private-key header (BEGIN … PRIVATE KEY) on an added line; its key material is redacted before staging',
    match: [/-----BEGIN [A-Z0-9 ]{0,40}(?:PRIVATE|SECRET) KEY(?: BLOCK)?-----/],
  },
  {
    topic: 'security',
    level: 'high',
    reason: 'possible hard-coded secret',
    match: [/(?:password|passwd|pwd|secret|api[_-]?key|access[_-]?key|auth[_-]?token|private[_-]?key|client[_-]?secret)["']?\s*[:=]\s*["'][^"'\s]{8,}["']/i],
  },
  {
    topic: 'security',
    level: 'high',
    reason: 'disables TLS certificate verification',
    match: [
      /rejectUnauthorized\s*:\s*false|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*['"]?0|\bverify\s*=\s*False|InsecureSkipVerify\s*:\s*true|CURLOPT_SSL_VERIFY(?:PEER|HOST)\s*,\s*(?:0|false)|\bCERT_NONE\b|check_hostname\s*=\s*False|strictSSL\s*:\s*false/i,
      [/\bcurl\b/, /\s(?:--insecure|-k)\b/],
    ],
  },
  {
    topic: 'security',
    level: 'high',
    reason: 'unsafe deserialisation',
    match: [
      /\bc?[Pp]ickle\.loads?\s*\(|\byaml\.load\s*\((?![^)]{0,200}SafeLoader)|\byaml\.unsafe_load\b|\bunserialize\s*\(|\bMarshal\.load\b|\bObjectInputStream\b|\bBinaryFormatter\b|node-serialize|\bjsonpickle\.decode\b/,
    ],
  },
  {
    topic: 'security',
    level: 'high',
    reason: 'file path taken from request input',
    match: [/(?:readFile\w{0,20}|createReadStream|sendFile|open|join|resolve)\s*\([^)]{0,300}\breq(?:uest)?\.(?:params|query|body)\b/],
  },
  {
    topic: 'security',
    level: 'high',
    reason: 'workflow trigger or expression exposed to untrusted input',
    match: [
      /\bpull_request_target\b|permissions:\s*write-all|\$\{\{\s*github\.event\.(?:pull_request|issue|comment|review|head_commit)\.[^}]{0,120}(?:title|body|ref|label|message|name)/,
    ],
  },
  {
    topic: 'security',
    level: 'medium',
    reason: 'regular expression built from a variable (ReDoS or injection)',
    match: [/\bnew\s+RegExp\s*\(\s*(?!['"`/])|\bre\.(?:compile|match|search)\s*\(\s*(?![rbuf]?['"])[A-Za-z_]/],
  },
  {
    topic: 'security',
    level: 'medium',
    reason: 'weak hash (MD5/SHA-1)',
    match: [/createHash\(\s*['"](?:md5|sha1)['"]|\bhashlib\.(?:md5|sha1)\s*\(|MessageDigest\.getInstance\(\s*"(?:MD5|SHA-?1)"|DigestUtils\.(?:md5|sha1)/i],
  },
  {
    topic: 'security',
    level: 'medium',
    reason: 'world-writable file permissions',
    match: [/\b0o?777\b/, [/\bchmod\b/, /\b[0-7]?777\b/]],
  },
  {
    // Text that speaks to automated reviewers is an attack on this very review:
    // the security specialist must see it, and the summary should name it.
    topic: 'security',
    level: 'high',
    reason: 'text addressed to AI reviewers (prompt-injection attempt)',
    match: [
      /\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:previous|prior|above|earlier|your)\s+(?:instructions|prompts?|rules)\b/i,
      [/\b(?:AI|LLM|automated|bot)\s+(?:reviewers?|agents?|assistants?)\b/i, /\b(?:approve|no findings|ignore|instructions?|must|should)\b/i],
    ],
  },
  {
    topic: 'security',
    level: 'medium',
    reason: 'security TODO or FIXME left in code',
    match: [[/\b(?:TODO|FIXME|XXX|HACK)\b/i, /\b(?:secur|auth|vuln|unsafe|saniti[sz]|escap|xss|csrf|inject|password|token|permission)/i]],
  },
  {
    topic: 'security',
    level: 'medium',
    reason: 'removes an authentication, permission or validation check',
    match: [/\b(?:authori[sz]e|authenticate|requireAuth|isAdmin|checkPermission|hasPermission|verify|validate|csrf|sanitize)/i],
    lines: 'removed',
  },
  {
    topic: 'quality',
    level: 'medium',
    reason: 'error swallowed silently (empty catch)',
    match: [
      /\bcatch\s*(?:\([^)]{0,200}\))?\s*\{\s*\}|\bexcept\b[^:\n]{0,200}:\s*pass\b|\.catch\(\s*(?:\(\s*\w*\s*\)|\w+)\s*=>\s*(?:\{\s*\}|undefined|null)\s*\)|\bif\s+err\s*!=\s*nil\s*\{\s*\}/,
    ],
  },
  {
    topic: 'performance',
    level: 'low',
    reason: 'synchronous I/O',
    match: [/\b(?:readFileSync|writeFileSync|appendFileSync|execSync|spawnSync|existsSync|statSync|readdirSync|mkdirSync)\b/],
  },
  {
    topic: 'performance',
    level: 'low',
    reason: 'awaits inside a loop (serial I/O)',
    match: [[/\b(?:for|while)\b/, /\bawait\b/], /\.forEach\(\s*async\b/],
  },
  {
    topic: 'performance',
    level: 'low',
    reason: 'database queries in changed code',
    match: [[/\b(?:SELECT|INSERT|UPDATE|DELETE)\b/, /\b(?:FROM|INTO|SET|WHERE)\b/], /\.(?:query|findMany|findAll|findOne|aggregate)\s*\(/],
  },
  {
    topic: 'performance',
    level: 'low',
    reason: 'large or repeated data copies',
    match: [
      /JSON\.parse\(\s*JSON\.stringify|\bnew\s+Array\(\s*\d{5,}\s*\)|\bstructuredClone\s*\(/,
      /\.(?:sort|filter|map|reduce)\([^)]{0,200}\)\s*\.(?:sort|filter|map|reduce)\([^)]{0,200}\)\s*\.(?:sort|filter|map|reduce)\(/,
    ],
  },
]

/** Only the head of a line is read: past this, a line is minified code or data, not something a signal should hinge on. */
export const MAX_SCANNED_LINE_CHARS = 2000

function matches(matcher: Matcher, line: string): boolean {
  return matcher.some((entry) => (entry instanceof RegExp ? entry.test(line) : entry.every((re) => re.test(line))))
}

const PERFORMANCE_PATH_WORDS = new Set([
  'cache',
  'caching',
  'worker',
  'workers',
  'queue',
  'queues',
  'stream',
  'streams',
  'batch',
  'scheduler',
  'perf',
  'performance',
  'hot',
  'benchmark',
  'bench',
  'pool',
  'render',
  'renderer',
])
const PERFORMANCE_PATH_REASON = 'performance-sensitive path (cache, worker, queue, stream…)'
const SECRET_REASON = 'possible hard-coded secret'

/** Size thresholds in changed lines (additions + deletions). */
export const LARGE_CHANGE_LINES = 400
export const VERY_LARGE_CHANGE_LINES = 1000

/** Reasons that mark security-relevant content, for specialist selection. */
export const SECURITY_CONTENT_REASONS: ReadonlySet<string> = new Set(CONTENT_RULES.filter((r) => r.topic === 'security').map((r) => r.reason))
/** Reasons that mark performance-relevant code, for specialist selection. */
export const PERFORMANCE_REASONS: ReadonlySet<string> = new Set([
  ...CONTENT_RULES.filter((r) => r.topic === 'performance').map((r) => r.reason),
  PERFORMANCE_PATH_REASON,
])

/** Splits a patch into the lines it adds and the lines it removes (without their prefixes). */
export function changedLines(patch: string | undefined): { added: string[]; removed: string[] } {
  const added: string[] = []
  const removed: string[] = []
  for (const line of (patch ?? '').split('\n')) {
    if (line.startsWith('+')) added.push(line.slice(1, 1 + MAX_SCANNED_LINE_CHARS))
    else if (line.startsWith('-')) removed.push(line.slice(1, 1 + MAX_SCANNED_LINE_CHARS))
  }
  return { added, removed }
}

/** Scores one changed file. Deterministic: same file, same level and reasons in the same order. */
export function scoreRisk(file: ChangedFile): RiskScore {
  let level: RiskLevel = 'low'
  const reasons: string[] = []
  const add = (l: RiskLevel, reason: string): void => {
    level = maxLevel(level, l)
    if (!reasons.includes(reason)) reasons.push(reason)
  }

  for (const signal of pathSignals(file.filename)) add(signal.level, signal.reason)
  if (file.previousFilename) {
    for (const signal of pathSignals(file.previousFilename)) add(signal.level, `renamed from ${signal.reason}`)
  }
  if (pathWords(file.filename).some((w) => PERFORMANCE_PATH_WORDS.has(w))) add('low', PERFORMANCE_PATH_REASON)

  const { added, removed } = changedLines(file.patch)
  // One pass over all of a side's lines joined first: a rule that matches some line matches the
  // joined text too (no rule is anchored; for a conjunction each part matches somewhere), so a
  // miss there rules it out without a per-line scan. Lines are still what a match must hold.
  const joined = { added: added.join('\n'), removed: removed.join('\n') }
  for (const rule of CONTENT_RULES) {
    const side = rule.lines === 'removed' ? 'removed' : 'added'
    const lines = side === 'removed' ? removed : added
    if (matches(rule.match, joined[side]) && lines.some((line) => matches(rule.match, line))) add(rule.level, rule.reason)
  }
  // Known token formats (ghp_, sk-, AKIA…) count as secrets whatever the variable is called. The
  // same holds for redaction: the joined lines are left as they are only if every line is.
  if (!reasons.includes(SECRET_REASON) && redactSecrets(joined.added) !== joined.added && added.some((line) => redactSecrets(line) !== line)) {
    add('high', SECRET_REASON)
  }

  const size = file.additions + file.deletions
  if (size >= VERY_LARGE_CHANGE_LINES) add('medium', `very large change (${size} lines)`)
  else if (size >= LARGE_CHANGE_LINES) add('medium', `large change (${size} lines)`)
  return { level, reasons }
}
