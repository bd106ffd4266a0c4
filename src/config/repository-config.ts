import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml'
import { z } from 'zod'
import { categorySchema } from '../core/contracts/review-payload.js'
import { MENTION_HANDLE } from '../core/contracts/logins.js'
import { ConfigurationError } from '../core/errors.js'
import { expandsTooFar, neverMatches } from '../policy/path-filter.js'
import { globList } from '../policy/rules.js'
import { INPUT_NAMES } from './input-names.js'
import { nearestName } from './nearest-name.js'

/**
 * `.github/harbourmaster.yml`: the repository's own configuration, read from
 * the pull request's BASE commit (never its head) and validated by this one
 * schema. Unknown keys and out-of-range values are configuration failures
 * that name the key and the expected form; an absent file means defaults.
 * docs/configuration.md documents every key, default and range, and a test
 * keeps it in step with this schema.
 */
export const REPOSITORY_CONFIG_PATH = '.github/harbourmaster.yml'
/** Larger files are refused rather than half-read. */
export const REPOSITORY_CONFIG_MAX_BYTES = 64_000

const fraction = z.number().min(0).max(1)
// A changed file's path never starts with '/' or './': such a glob would silently match nothing.
const glob = z
  .string()
  .min(1)
  .max(500)
  .superRefine((g, ctx) => {
    const never = neverMatches(g) ?? expandsTooFar(g)
    if (never) ctx.addIssue({ code: 'custom', message: never })
  })
/** `instructions[].path`: one glob or a comma-separated list of them, read as applyTo is (src/policy/rules.ts). */
const globs = z
  .string()
  .min(1)
  .max(500)
  .superRefine((list, ctx) => {
    const items = globList(list)
    if (items.length === 0) ctx.addIssue({ code: 'custom', message: `'${list}' names no glob` })
    for (const never of items.map((g) => neverMatches(g) ?? expandsTooFar(g))) if (never) ctx.addIssue({ code: 'custom', message: never })
  })
const LABEL_FORM = 'a label name of 1–50 characters without commas, or false'
/**
 * `escalation.label`: a name GitHub adds as written. GitHub counts 50 characters
 * (code points: an emoji is one), refuses a name with a space before or after it
 * (422), and keeps quote marks as part of a name, so a value YAML was given
 * quoted twice would add a new label "…", quotes included, not the team's.
 */
const label = z.union([z.string(), z.literal(false)], { error: LABEL_FORM }).superRefine((name, ctx) => {
  if (name === false) return
  const length = [...name].length
  if (length < 1 || length > 50 || /[,\n\r]/.test(name)) {
    ctx.addIssue({
      code: 'custom',
      message: `must be ${LABEL_FORM} (got ${length} character${length === 1 ? '' : 's'}${/[,\n\r]/.test(name) ? ', with a comma or line break' : ''})`,
    })
    return
  }
  const trimmed = name.trim()
  if (trimmed !== name)
    ctx.addIssue({ code: 'custom', message: `'${name}' starts or ends with a space, which GitHub refuses in a label name; write '${trimmed}'` })
  // Wrapped, with no such quote mark inside: `"a" b "c"` is a name with quote marks in it, not a value quoted twice.
  else if (/^(["'`])(?:(?!\1).)*\1$/s.test(name)) {
    // The name to write is the one GitHub takes: spaces just inside the quote marks would be refused next.
    const inner = name.slice(1, -1).trim()
    ctx.addIssue({
      code: 'custom',
      message:
        inner === ''
          ? `'${name}' is an empty name wrapped in quote marks, which YAML keeps in the name when a value is quoted twice; write label: false for no label, or leave the key out for the default (needs-human-review)`
          : `'${name}' is wrapped in quote marks, which YAML keeps in the name when a value is quoted twice; write label: ${inner}`,
    })
  }
})

export const repositoryConfigSchema = z
  .object({
    routing: z
      .object({
        'auto-comment': fraction.default(0.8).describe('Confidence at or above which a finding is commented inline'),
        escalate: fraction.default(0.5).describe('Confidence at or above which a finding goes to a human; lower is dropped'),
        factors: z
          .object({
            confirm: fraction.default(0.6).describe('Confirmed: c + (1 − c) × confirm'),
            inconclusive: fraction.default(0.9).describe('Inconclusive: c × inconclusive'),
            refute: fraction.default(0.35).describe('Refuted: c × refute'),
          })
          .strict()
          .default({ confirm: 0.6, inconclusive: 0.9, refute: 0.35 }),
      })
      .strict()
      // Both values named: a file that sets only escalate collides with auto-comment's default, which it never wrote.
      .superRefine((r, ctx) => {
        const auto = r['auto-comment']
        if (r.escalate > auto)
          ctx.addIssue({
            code: 'custom',
            path: ['escalate'],
            message: `escalate (${r.escalate}) must not be above auto-comment (${auto}${auto === 0.8 ? ', the default' : ''})`,
          })
      })
      .default({ 'auto-comment': 0.8, escalate: 0.5, factors: { confirm: 0.6, inconclusive: 0.9, refute: 0.35 } }),
    'always-escalate': z.array(categorySchema).max(7).default(['security']).describe('Categories never dropped, however low their confidence'),
    escalation: z
      .object({
        label: label.default('needs-human-review').describe('Label added when a finding is escalated; false for none'),
        mentions: z.array(z.string().regex(MENTION_HANDLE)).max(10).default([]).describe('@user or @org/team named above the escalated findings'),
      })
      .strict()
      .default({ label: 'needs-human-review', mentions: [] }),
    instructions: z
      .array(
        z
          .object({
            path: globs.describe('Glob (or comma-separated globs) of the files the instructions apply to'),
            instructions: z.string().min(1).max(8000).describe('Guidance for the specialists reviewing those files and the verifier judging their claims'),
          })
          .strict(),
      )
      .max(50)
      .default([]),
    ignore: z.array(glob).max(200).default([]).describe('Globs of files never reviewed, added to the exclude input'),
    'max-comments': z.number().int().min(0).max(100).optional().describe('Inline comments per review; the max-comments input wins when set'),
    rules: z
      .object({
        'max-bytes': z.number().int().min(1000).max(64_000).default(16_000).describe('Cap on the repository guidance one specialist receives'),
      })
      .strict()
      .default({ 'max-bytes': 16_000 }),
  })
  .strict()
export type RepositoryConfig = z.infer<typeof repositoryConfigSchema>

export const DEFAULT_REPOSITORY_CONFIG: RepositoryConfig = repositoryConfigSchema.parse({})

function keyOf(path: readonly PropertyKey[]): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '')
}

/** The keys the schema allows at a path of the file (a mapping's own keys; a list's index is skipped). */
function keysAt(path: readonly PropertyKey[]): string[] {
  let node: z.core.$ZodType = repositoryConfigSchema
  const unwrap = (n: z.core.$ZodType): z.core.$ZodType => {
    const def = n._zod.def as { type: string; innerType?: z.core.$ZodType }
    return (def.type === 'default' || def.type === 'optional') && def.innerType ? unwrap(def.innerType) : n
  }
  for (const step of [...path, undefined]) {
    node = unwrap(node)
    if (node instanceof z.ZodArray) node = unwrap(node.element as z.core.$ZodType)
    if (!(node instanceof z.ZodObject)) return []
    if (step === undefined || typeof step === 'number') {
      if (step === undefined) return Object.keys(node.shape)
      continue
    }
    const next = (node.shape as Record<string, z.core.$ZodType>)[String(step)]
    if (next === undefined) return []
    node = next
  }
  return []
}

/** Where an unknown key stands in the file (1-based line), so the owner finds the typo without searching. */
function lineOfKey(source: Source, path: readonly PropertyKey[], key: string): number | undefined {
  const map = path.length === 0 ? source.doc.contents : source.doc.getIn(path as unknown[], true)
  if (!isMap(map)) return undefined
  const pair = map.items.find((item) => (item.key as { value?: unknown } | null)?.value === key)
  const start = (pair?.key as { range?: [number, number, number] } | null)?.range?.[0]
  return start === undefined ? undefined : source.lines.linePos(start).line
}

interface Source {
  doc: Document
  lines: LineCounter
}

/** `<<: *name`: YAML 1.1's merge key, a plain key in the YAML 1.2 this file is read as. */
const MERGE_KEY = '<<'

/** `: value` for a key whose value is a scalar, so the message shows the line to write; empty otherwise. */
function scalarAt(source: Source, path: readonly PropertyKey[]): string {
  const value = source.doc.getIn(path as unknown[])
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? `: ${String(value)}` : ''
}

/** One issue in words a repository owner can act on: the key, what was expected, what was found. */
function describeIssue(issue: z.core.$ZodIssue, source: Source): string {
  if (issue.code === 'unrecognized_keys') {
    const where = keyOf(issue.path)
    const prefix = where ? `${where}.` : ''
    const allowed = keysAt(issue.path)
    return issue.keys
      .map((k) => {
        const line = lineOfKey(source, issue.path, k)
        const meant = nearestName(k, allowed)
        // The docs name nested keys dotted ('routing.auto-comment'); YAML reads such a line as one key.
        const [head, ...tail] = k.split('.')
        const nested = head !== undefined && tail.length > 0 && allowed.includes(head)
        const input = issue.path.length === 0 && meant === undefined ? nearestName(k, INPUT_NAMES) : undefined
        const fix = nested
          ? `write it nested: '${head}:' and, indented beneath it, '${tail.join('.')}:'`
          : k === MERGE_KEY
            ? `a YAML merge key, which YAML 1.2 does not read; write the keys out under '${keyOf(issue.path) || 'the top level'}'`
            : input !== undefined
              ? `an input of the action, not a key of this file: set '${input}${scalarAt(source, [...issue.path, k])}' under the workflow step's with:`
              : meant !== undefined
                ? `did you mean '${prefix}${meant}'?`
                : `allowed here: ${allowed.join(', ')}`
        return `unknown key '${prefix}${k}'${line !== undefined ? ` at line ${line}` : ''} (${fix})`
      })
      .join('; ')
  }
  const key = keyOf(issue.path) || '(top level)'
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const bound = issue.code === 'too_small' ? `at least ${String(issue.minimum)}` : `at most ${String(issue.maximum)}`
    return `'${key}' must be ${issue.origin === 'number' ? `a number ${bound}` : issue.origin === 'array' ? `a list of ${bound} entries` : `${bound} characters long`}`
  }
  // `routing:` whose keys are all commented out is null, not a mapping of the wrong shape.
  if (issue.code === 'invalid_type' && issue.expected === 'object' && source.doc.getIn(issue.path as unknown[]) === null)
    return `'${key}' is empty: give it keys indented beneath it, or remove the line`
  // applyTo may be a YAML list; this key takes its globs in one string, so the fix is shown with the file's own globs.
  const listed = source.doc.getIn(issue.path as unknown[])
  if (issue.code === 'invalid_type' && /^instructions\[\d+\]\.path$/.test(key) && isSeq(listed)) {
    const globs = listed.items.map((item) => String(isScalar(item) ? item.value : item))
    // An empty list has no globs to show: `path: ""` would be refused in turn.
    const form = globs.length > 0 ? `path: "${globs.join(', ')}"` : `the list is empty: name the files' globs, path: "db/**, api/**"`
    return `'${key}' must be a string: one glob, or several in one string separated by commas (${form})`
  }
  if (issue.code === 'invalid_type')
    return `'${key}' must be ${issue.expected === 'int' ? 'a whole number' : issue.expected === 'array' ? 'a list' : issue.expected === 'object' ? 'a mapping' : `a ${issue.expected}`}`
  if (issue.code === 'invalid_value') return `'${key}' must be one of ${issue.values.map(String).join(', ')}`
  if (issue.code === 'invalid_union') return `'${key}' must be ${issue.message}`
  if (issue.code === 'invalid_format')
    return `'${key}' has the wrong form (${key.endsWith('mentions') || key.includes('mentions[') ? '@user or @org/team' : key.includes('label') ? 'a label name of 1–50 characters without commas' : issue.format})`
  // A check that words its rule ("must be …") reads as the key's sentence, as the built-in ones do.
  return issue.message.startsWith('must be ') ? `'${key}' ${issue.message}` : `'${key}': ${issue.message}`
}

/**
 * A value of the wrong type gets its checks run all the same (zod reports a too-long string for
 * `always-escalate: security`, a list's bound applied to the scalar): only the first issue of each
 * key is reported, so the message names the mistake and nothing it caused.
 */
function firstPerKey(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  const seen = new Set<string>()
  return issues.filter((issue) => {
    if (issue.code === 'unrecognized_keys') return true
    const key = keyOf(issue.path)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * Parses and validates the file's text; `undefined` (no file) gives the
 * defaults. Every failure is a ConfigurationError naming the file and key.
 */
function fail(why: string): never {
  throw new ConfigurationError(
    `${REPOSITORY_CONFIG_PATH} (base commit) is invalid: ${why}. See docs/configuration.md#repository-configuration-file for every key and its range.`,
    REPOSITORY_CONFIG_PATH,
  )
}

/**
 * The file exists at the base commit but was not read (a directory, over the
 * base-file size cap, not a regular file): refused like an invalid file. Taking
 * the defaults instead would review under rules the repository did not choose.
 */
export function refuseUnreadRepositoryConfig(reason: string): never {
  return fail(`it is at the base commit but could not be read (${reason})`)
}

/** Aliases past this many expansions are refused: a few hundred bytes of nested aliases would otherwise expand to millions of nodes. */
const MAX_ALIAS_COUNT = 50

/** The document as plain data; the YAML library throws a bare ReferenceError on an alias bomb or an alias without anchor, the file's fault, not ours. */
function expanded(doc: Document): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) ?? {}
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error
    if (/excessive alias/i.test(error.message))
      return fail(`its YAML aliases (*name) expand past ${MAX_ALIAS_COUNT} copies; write the values out instead of nesting aliases`)
    // `*name` with no `&name` before it: the library only finds out while building the values.
    return fail(
      `a YAML alias has no anchor before it (${error.message.split('\n')[0] ?? 'unresolved alias'}); define '&name' before '*name', or write the value out`,
    )
  }
}

/**
 * A file at the base commit named like this one but elsewhere (`.github/harbourmaster.yaml`, a root
 * `.harbourmaster.yml`) is never read: without a word, the review would run under the defaults
 * the repository meant to change.
 */
export function refuseConfigLookalikes(paths: readonly string[]): never {
  throw new ConfigurationError(
    `${paths.map((p) => `'${p}'`).join(', ')} at the base commit ${paths.length === 1 ? 'is' : 'are'} not read: Harbourmaster reads its configuration only from ${REPOSITORY_CONFIG_PATH}; rename it to ${REPOSITORY_CONFIG_PATH} (or remove it) on the base branch. See docs/configuration.md#repository-configuration-file.`,
    REPOSITORY_CONFIG_PATH,
  )
}

/**
 * `label: no` (or `off`, `none`) unquoted: false in YAML 1.1 and in many a team's habit, a plain word in the
 * YAML 1.2 this file is read as, so every escalation would add a label named "no". `yes`, `on` and `y` are
 * YAML 1.1's true: a label named "yes" would be added the same way. Quoted, each is a name.
 */
function refuseYaml11Boolean(doc: Document): void {
  const node = doc.getIn(['escalation', 'label'], true)
  if (!isScalar(node) || node.type !== 'PLAIN' || typeof node.value !== 'string') return
  const word = node.value
  if (/^(?:no|n|off|none)$/i.test(word))
    fail(
      `'escalation.label' is ${word}, which YAML 1.2 reads as the label name '${word}', not as false: write label: false for no label, or quote it ("${word}") to name a label so`,
    )
  if (/^(?:yes|y|on)$/i.test(word))
    fail(
      `'escalation.label' is ${word}, which YAML 1.2 reads as the label name '${word}', not as true: leave the key out for the default label (needs-human-review), write a label name, or quote it ("${word}") to name a label so`,
    )
}

export function parseRepositoryConfig(text: string | undefined): RepositoryConfig {
  if (text === undefined) return DEFAULT_REPOSITORY_CONFIG
  if (Buffer.byteLength(text, 'utf8') > REPOSITORY_CONFIG_MAX_BYTES) fail(`the file is larger than ${REPOSITORY_CONFIG_MAX_BYTES} bytes`)
  const lines = new LineCounter()
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false, lineCounter: lines })
  const yamlError = doc.errors[0]
  if (yamlError) {
    const at = lines.linePos(yamlError.pos[0])
    fail(`it is not valid YAML at line ${at.line}, column ${at.col} (${yamlError.message.split('\n')[0] ?? 'parse error'})`)
  }
  refuseYaml11Boolean(doc)
  const raw = expanded(doc)
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail('the top level must be a mapping of keys')
  const parsed = repositoryConfigSchema.safeParse(raw)
  if (!parsed.success)
    fail(
      firstPerKey(parsed.error.issues)
        .slice(0, 5)
        .map((issue) => describeIssue(issue, { doc, lines }))
        .join('; '),
    )
  return parsed.data as RepositoryConfig
}
