import { SPECIALISTS, type Specialist } from '../config/settings.js'
import { isCodePath, isSensitivePath, pathWords, RISK_ORDER, type RiskLevel } from './paths.js'
import { PERFORMANCE_REASONS, SECURITY_CONTENT_REASONS } from './risk.js'
import type { NameRule } from './generated-names.js'

/**
 * Chooses the specialists for a review and the patches each one reads.
 *
 * Each specialist gets only the patches relevant to its job, riskiest first
 * (then by path), because the runtime inlines them in the first message up
 * to a byte budget and cuts from the end. When each specialist runs is in
 * its registry entry (src/core/contracts/specialists.ts, `selection`); the
 * rules below implement those sentences.
 * A PR with reviewable files but no code (docs, config) still gets correctness,
 * so nothing is staged that nobody reads. With `override`, exactly those
 * specialists run, each on every file.
 */
export interface SelectableFile {
  path: string
  risk: RiskLevel
  reasons: string[]
  patchFile: string
  isTest: boolean
  /**
   * A file the pull request adds under a name a built-in rule takes for generated or a vendored path
   * (generated-names.ts): nothing trusted says it is, so the security specialist reads it, and only it
   * (a hidden payload is its job).
   */
  headNamed?: NameRule | undefined
}

export interface SpecialistAssignment {
  name: Specialist
  reasons: string[]
  /** Patch file names, riskiest first. */
  patches: string[]
}

export const OVERRIDE_REASON = 'selected by the specialists input'

function byRisk(a: SelectableFile, b: SelectableFile): number {
  const r = RISK_ORDER[a.risk] - RISK_ORDER[b.risk]
  if (r !== 0) return r
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0
}

/** Non-test files before test files, each group riskiest first. */
function ordered(files: SelectableFile[]): string[] {
  return [...files.filter((f) => !f.isTest).sort(byRisk), ...files.filter((f) => f.isTest).sort(byRisk)].map((f) => f.patchFile)
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

function listed(files: SelectableFile[], max = 3): string {
  const names = files.slice(0, max).map((f) => f.path)
  return files.length > max ? `${names.join(', ')} and ${files.length - max} more` : names.join(', ')
}

/** Words of a file name without test affixes: `src/foo-bar.test.ts` and `lib/fooBar.ts` both give foo+bar. */
function subjectKey(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '')
  const words = pathWords(name).filter((w) => w !== 'test' && w !== 'tests' && w !== 'spec')
  return words.join('+')
}

function hasSecuritySignal(f: SelectableFile): boolean {
  return f.risk === 'high' || isSensitivePath(f.path) || f.reasons.some((r) => SECURITY_CONTENT_REASONS.has(r))
}

interface SelectionContext {
  /** Every file, riskiest first. */
  files: SelectableFile[]
  /** Code and test files. */
  code: SelectableFile[]
  /** Code files that are not tests. */
  source: SelectableFile[]
  tests: SelectableFile[]
}

type Chosen = Omit<SpecialistAssignment, 'name'>

/**
 * One selection rule per registry entry (src/core/contracts/specialists.ts):
 * keyed by the registry's names, so a new specialist does not compile
 * without its rule. A rule returns undefined when its specialist sits out.
 */
const RULES: Record<Specialist, (c: SelectionContext) => Chosen | undefined> = {
  correctness: ({ files, code }) => {
    if (code.length === 0) return undefined
    const other = files.filter((f) => !code.includes(f))
    return { reasons: [`${plural(code.length, 'code file')} changed`], patches: [...ordered(code), ...ordered(other)] }
  },
  security: ({ files }) => {
    const flagged = files.filter(hasSecuritySignal)
    if (flagged.length === 0) return undefined
    const security = files.filter((f) => hasSecuritySignal(f) || f.risk === 'medium')
    const reasons = [`security signals in ${plural(flagged.length, 'file')}: ${listed(flagged)}`]
    const high = flagged.filter((f) => f.risk === 'high')
    if (high.length > 0) reasons.push(`${plural(high.length, 'high-risk file')}`)
    return { reasons, patches: [...security].sort(byRisk).map((f) => f.patchFile) }
  },
  'code-quality': ({ code }) => (code.length > 0 ? { reasons: [`${plural(code.length, 'code file')} changed`], patches: ordered(code) } : undefined),
  performance: ({ files }) => {
    const perf = files.filter((f) => f.reasons.some((r) => PERFORMANCE_REASONS.has(r)))
    if (perf.length === 0) return undefined
    const signals = [...new Set(perf.flatMap((f) => f.reasons.filter((r) => PERFORMANCE_REASONS.has(r))))].sort()
    return {
      reasons: [`performance signals (${signals.join('; ')}) in ${plural(perf.length, 'file')}: ${listed(perf)}`],
      patches: [...perf].sort(byRisk).map((f) => f.patchFile),
    }
  },
  tests: ({ source, tests }) => {
    if (tests.length > 0) {
      const keys = new Set(tests.map((t) => subjectKey(t.path)))
      const covered = source.filter((f) => keys.has(subjectKey(f.path)))
      const uncoveredRisky = source.filter((f) => !covered.includes(f) && f.risk === 'high')
      const reasons = [`${plural(tests.length, 'test file')} changed`]
      if (uncoveredRisky.length > 0) reasons.push(`high-risk code without a matching test change: ${listed(uncoveredRisky)}`)
      return { reasons, patches: [...[...tests].sort(byRisk), ...[...covered, ...uncoveredRisky].sort(byRisk)].map((f) => f.patchFile) }
    }
    if (source.length === 0) return undefined
    return {
      reasons: [`${plural(source.length, 'code file')} changed without any test change (missing tests?)`],
      patches: [...source].sort(byRisk).map((f) => f.patchFile),
    }
  },
}

/** Picks specialists by rule, or exactly the override when given. Deterministic. */
export function selectSpecialists(input: SelectableFile[], override?: Specialist[]): SpecialistAssignment[] {
  if (input.length === 0) return []
  // Sorted once so reasons that list files do not depend on the input order.
  const files = [...input].sort(byRisk)
  if (override && override.length > 0) {
    const all = files.map((f) => f.patchFile)
    return SPECIALISTS.filter((s) => override.includes(s)).map((name) => ({ name, reasons: [OVERRIDE_REASON], patches: all }))
  }

  const named = files.filter((f) => f.headNamed !== undefined)
  const out = withNamed(byRules(files.filter((f) => f.headNamed === undefined)), named)
  const read = new Set(out.flatMap((a) => a.patches))
  return [...unreadFallback(files, out, read), ...out]
}

/** The registry's rules over the files every specialist may read. */
function byRules(files: SelectableFile[]): SpecialistAssignment[] {
  if (files.length === 0) return []
  const code = files.filter((f) => isCodePath(f.path) || f.isTest)
  const context: SelectionContext = { files, code, source: code.filter((f) => !f.isTest), tests: files.filter((f) => f.isTest) }
  return SPECIALISTS.flatMap((name): SpecialistAssignment[] => {
    const chosen = RULES[name](context)
    return chosen ? [{ name, ...chosen }] : []
  })
}

/** Why security reads files added under a head-given name: one reason per kind (generated-looking name, vendored path). */
function namedReasons(named: SelectableFile[]): string[] {
  const vendored = named.filter((f) => f.headNamed === 'vendored')
  const generated = named.filter((f) => f.headNamed !== 'vendored')
  return [
    ...(generated.length > 0
      ? [`${plural(generated.length, 'file')} the pull request adds under a generated-looking name (not proof it is generated): ${listed(generated)}`]
      : []),
    ...(vendored.length > 0
      ? [`${plural(vendored.length, 'file')} the pull request adds under a vendored path (not proof it is third-party): ${listed(vendored)}`]
      : []),
  ]
}

/** Security reads the files added under a head-given name, running for them if no other signal called it. */
function withNamed(out: SpecialistAssignment[], named: SelectableFile[]): SpecialistAssignment[] {
  if (named.length === 0) return out
  const reasons = namedReasons(named)
  const security = out.find((a) => a.name === 'security')
  if (security)
    return out.map((a) => (a === security ? { ...a, reasons: [...a.reasons, ...reasons], patches: [...a.patches, ...named.map((f) => f.patchFile)] } : a))
  const added: SpecialistAssignment = { name: 'security', reasons, patches: named.map((f) => f.patchFile) }
  return SPECIALISTS.flatMap((name) => (name === 'security' ? [added] : out.filter((a) => a.name === name)))
}

function unreadFallback(files: SelectableFile[], out: SpecialistAssignment[], read: Set<string>): SpecialistAssignment[] {
  // Without code, correctness sits out, but the specialists that run may read only some files (security
  // its sensitive ones, performance its signals): correctness reads every file, so nothing staged goes unread.
  const unread = files.filter((f) => !read.has(f.patchFile))
  if (unread.length === 0) return []
  const reason =
    out.length === 0
      ? `no code changed; checking ${plural(files.length, 'changed file')} (configuration, docs) for mistakes`
      : `no code changed; ${plural(unread.length, 'changed file')} no other specialist reads: ${listed(unread)}`
  // Not the files added under a head-given name: security reads those (withNamed).
  return [{ name: 'correctness', reasons: [reason], patches: files.filter((f) => f.headNamed === undefined).map((f) => f.patchFile) }]
}

/** Which specialists read each patch, for review-index.json's per-file `specialists`. */
export function specialistsByPatch(assignments: SpecialistAssignment[]): Map<string, Specialist[]> {
  const map = new Map<string, Specialist[]>()
  for (const a of assignments) {
    for (const patch of a.patches) map.set(patch, [...(map.get(patch) ?? []), a.name])
  }
  return map
}
