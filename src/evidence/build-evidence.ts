import type { FileEvidence, TestCaseEvidence, TestEvidence } from '../core/contracts/test-evidence.js'
import { sanitiseUntrusted } from '../stage/sanitise-incoming.js'
import type { Redactor } from '../core/telemetry/redact.js'
import type { JunitCase } from './junit.js'
import { mapCases, testsOf } from './test-map.js'
import { attemptsNote, mergeAttempts } from './retries.js'
import { clipUnits } from '../core/text/cut.js'
import { escapeHidden } from '../core/text/visible-escapes.js'

/**
 * Builds the staged test evidence from parsed reports. Pure. Everything in a
 * report came from pull-request code: names and failure texts are sanitised
 * (hidden characters, HTML comments), redacted (a test may print the
 * environment) and bounded, and every bound reached is noted.
 */
export const EVIDENCE_BOUNDS = {
  testsPerFile: 20,
  excerptChars: 1_200,
  excerptLines: 24,
  idChars: 300,
  reasonChars: 1_000,
} as const

export interface BuildInput {
  source: TestEvidence['source']
  reports: number
  cases: readonly JunitCase[]
  /** Paths of the pull request's changed files. */
  changed: readonly string[]
  /** Tests that fail on the base commit too (baseFailureIds). */
  baseFailures?: ReadonlySet<string>
  notes?: readonly string[]
  /** Test files test-command's `{files}` had no room for: they did not run. */
  leftOut?: readonly string[]
  unusable?: string
  redactor?: Redactor
}

/** The note counting cases that map to no changed file, after the count: the review leaves it out (gather.ts). */
export const UNMAPPED_NOTE = ' test case(s) could not be mapped to a changed file.'

export function caseId(c: JunitCase, testFile?: string): string {
  const where = testFile ?? c.file ?? c.classname ?? c.suites[0] ?? ''
  const suites = c.suites.filter((s) => s !== where && s !== c.classname)
  return [where, ...suites, ...classIn(c.classname, where), c.name].filter((s) => s.length > 0).join(' > ')
}

/** The test class of a dotted classname below its module (`tests.test_cart.TestTotals` in tests/test_cart.py): two classes may name a test alike. */
function classIn(classname: string | undefined, where: string): string[] {
  if (!classname || !/^[\w$]+(\.[\w$]+)+$/.test(classname)) return []
  const module = where.replace(/\.[^./]+$/, '').replace(/\//g, '.')
  return classname.startsWith(`${module}.`) ? [classname.slice(module.length + 1)] : []
}

/**
 * A case's identity apart from where it was found: its suites, classname and
 * name, without absolute paths (the head and base copies sit in different
 * directories). The base run may fail the same test in a way that does not
 * map to a changed file (a timeout carries no stack frame of the test file),
 * so the head's failure is compared by this identity too.
 */
function nameKey(c: JunitCase): string {
  const relative = (s: string | undefined): s is string => s !== undefined && s.length > 0 && !/^(?:\/|[A-Za-z]:[\\/]|file:)/.test(s)
  return ['\u0001', ...c.suites.filter(relative), ...(relative(c.classname) ? [c.classname] : []), c.name].join(' > ')
}

/**
 * The tests that fail on the base commit, for `baseFailures`: by id where the
 * base run maps the case, and by name-key for every failed base case, mapped
 * or not. Matching too widely only makes a head failure count as already
 * failing (inconclusive), never as new evidence against the pull request.
 * A test its runner marks flaky on base (surefire's <flakyFailure>: it failed,
 * then passed on a rerun) fails there too, some of the time: its failure on the
 * head is no regression (a failed attempt of a retry written as its own case
 * already counts, being `failed`).
 */
export function baseFailureIds(cases: readonly JunitCase[], changed: readonly string[]): Set<string> {
  const failedThere = (c: JunitCase): boolean => c.status === 'failed' || c.status === 'flaky'
  const ids = new Set(cases.filter(failedThere).map(nameKey))
  for (const m of mapCases(cases, changed).mapped) if (failedThere(m.case)) ids.add(caseId(m.case, m.testFile))
  return ids
}

function clean(text: string, redactor: Redactor | undefined, max: number): string {
  return clipUnits(sanitiseUntrusted(text, redactor), max)
}

/** The first lines of a failure, where the assertion and the test's own frame usually are. */
export function failureExcerpt(text: string, redactor?: Redactor): string {
  const lines = text.split('\n').filter((l) => !/^\s+at (?:node:|.*node_modules|new Promise|Array\.map|async Promise)/.test(l))
  const head = lines.slice(0, EVIDENCE_BOUNDS.excerptLines).join('\n').trim()
  return clean(head, redactor, EVIDENCE_BOUNDS.excerptChars)
}

export function buildEvidence(input: BuildInput): TestEvidence {
  const notes = [...(input.notes ?? [])]
  const { mapped, unmapped } = mapCases(input.cases, input.changed)
  const alsoSkipped = mapped.filter((m) => m.case.alsoSkipped).length + unmapped.filter((c) => c.alsoSkipped).length
  if (alsoSkipped > 0) notes.push(`${alsoSkipped} test case(s) carry both <skipped> and <failure> or <error>: counted as failed.`)
  // Within one report only: the same test in two reports is a CI matrix (another OS, another version), where a failure on one is evidence.
  const merged = mergeAttempts(mapped, (m) => `${m.case.report ?? 0}\u0000${caseId(m.case, m.testFile)}`)
  notes.push(...attemptsNote(merged))
  const byPath = new Map<string, { via: Set<string>; tests: TestCaseEvidence[] }>()
  for (const m of merged.cases) {
    // One line wherever it is shown (`failing test: <id>` in the verifier's prompt): breaks and hidden characters as `\uXXXX`.
    const id = clean(escapeHidden(caseId(m.case, m.testFile)), input.redactor, EVIDENCE_BOUNDS.idChars)
    const test: TestCaseEvidence = { id, status: m.status }
    if (m.status === 'failed' || m.status === 'flaky') test.excerpt = failureExcerpt(m.case.failure ?? '', input.redactor)
    if (m.status === 'failed') {
      if (input.baseFailures?.has(caseId(m.case, m.testFile)) || input.baseFailures?.has(nameKey(m.case))) test.failsOnBase = true
    }
    for (const path of m.paths) {
      const entry = byPath.get(path) ?? { via: new Set<string>(), tests: [] }
      entry.via.add(m.via)
      entry.tests.push(test)
      byPath.set(path, entry)
    }
  }
  // New failures first: they are the evidence a verdict turns on; one already failing on base says nothing about the change.
  const rank = (t: TestCaseEvidence): number => (t.status === 'failed' ? (t.failsOnBase ? 1 : 0) : ['flaky', 'passed', 'skipped'].indexOf(t.status) + 2)
  const files: FileEvidence[] = [...byPath.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, e]) => {
      const sorted = [...e.tests].sort((a, b) => rank(a) - rank(b))
      const kept = sorted.slice(0, EVIDENCE_BOUNDS.testsPerFile)
      if (sorted.length > kept.length)
        notes.push(
          `${sorted.length - kept.length} test(s) of ${path} left out of the evidence (limit ${EVIDENCE_BOUNDS.testsPerFile} per file; new failures kept first).`,
        )
      return {
        path,
        mappedBy: [...e.via].sort(),
        passed: e.tests.filter((t) => t.status === 'passed').length,
        failed: e.tests.filter((t) => t.status === 'failed').length,
        skipped: e.tests.filter((t) => t.status === 'skipped').length,
        flaky: e.tests.filter((t) => t.status === 'flaky').length,
        tests: kept,
        omitted: sorted.length - kept.length,
      }
    })
  if (unmapped.length > 0) notes.push(`${unmapped.length}${UNMAPPED_NOTE}`)
  const leftOut = input.leftOut ?? []
  const notRun = leftOut.length === 0 ? [] : input.changed.filter((path) => !byPath.has(path) && leftOut.some(testsOf(path)))
  return {
    version: 1,
    source: input.source,
    // The reason may quote the test command's output (its stderr, the parser's complaint about its report).
    ...(input.unusable ? { unusable: clean(input.unusable, input.redactor, EVIDENCE_BOUNDS.reasonChars) } : {}),
    files,
    totals: { reports: input.reports, cases: input.cases.length, mapped: mapped.length, unmapped: unmapped.length },
    // Notes name report files, which the pull request may have chosen.
    notes: notes.map((n) => clean(n, input.redactor, 600)),
    ...(notRun.length > 0 ? { notRun } : {}),
  }
}
