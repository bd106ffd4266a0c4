import type { JunitCase } from './junit.js'

/**
 * Maps test cases to the changed files they are evidence for. Pure.
 *
 * A test case names its test file through, in order: its `file` attribute
 * (or its suite's), a path-like classname or suite name (vitest, jest-junit),
 * a dotted classname (pytest `tests.test_cart`, JUnit `com.acme.CartTest`; a
 * test class or nested class after the module is dropped),
 * and the test-file frames of its failure's stack. A test file belongs to a
 * changed source file when it sits beside it (`cart.test.ts`, `cart_test.go`,
 * `test_cart.py`, `CartTest.java`), in a `__tests__` directory beside it, or
 * at the same place in a mirrored `test/`, `tests/`, `spec/` or
 * `__tests__/` tree (with the source's leading `src/`, `lib/`, `app/` or
 * Maven's `main/` dropped), at the root or in the workspace package holding
 * a `src/` (`packages/b/test/` for `packages/b/src/`). A changed test file is evidence for itself.
 * Extensions are ignored (`cart.ts` is tested by `cart.test.tsx` too) and
 * absolute paths match by their repository-relative tail.
 */
export interface MappedCase {
  case: JunitCase
  /** The test file path the case was attributed to (as the report wrote it). */
  testFile: string
  /** How: 'file attribute', 'classname', 'suite name', 'failure stack'. */
  via: string
  /** Changed files it is evidence for. */
  paths: string[]
}

export interface CaseMapping {
  mapped: MappedCase[]
  unmapped: JunitCase[]
}

const TEST_ROOTS = ['test', 'tests', '__tests__', 'spec', 'specs']
const SOURCE_ROOTS = ['src', 'lib', 'app', 'source', 'pkg']

function stripExtension(path: string): string {
  const slash = path.lastIndexOf('/')
  const dot = path.lastIndexOf('.')
  return dot > slash + 1 ? path.slice(0, dot) : path
}

function normalise(path: string): string {
  return path
    .replace(/^file:\/\//, '')
    .replace(/\\/g, '/')
    .replace(/:\d+(?::\d+)?$/, '')
    .replace(/^\.\//, '')
}

/** Extensionless test paths that would test `source` (extensionless too). */
export function testCandidates(source: string): string[] {
  const key = stripExtension(normalise(source))
  const slash = key.lastIndexOf('/')
  const dir = slash >= 0 ? key.slice(0, slash) : ''
  const stem = key.slice(slash + 1)
  const names = [
    `${stem}.test`,
    `${stem}.spec`,
    `${stem}-test`,
    `${stem}_test`,
    `${stem}-spec`,
    `${stem}_spec`,
    `test_${stem}`,
    `${stem}Test`,
    `${stem}Tests`,
    `${stem}Spec`,
  ]
  const at = (d: string): string[] => names.map((n) => (d ? `${d}/${n}` : n))
  const out = new Set<string>([...at(dir), ...at(dir ? `${dir}/__tests__` : '__tests__'), ...names.map((n) => `${dir ? `${dir}/` : ''}__tests__/${n}`)])
  const segments = dir ? dir.split('/') : []
  const inner = segments.length > 0 && SOURCE_ROOTS.includes(segments[0] as string) ? segments.slice(1) : segments
  for (const root of TEST_ROOTS) {
    for (const rest of new Set([inner.join('/'), segments.join('/')])) for (const c of at(rest ? `${root}/${rest}` : root)) out.add(c)
  }
  // A workspace package's own mirrored tree: packages/b/src/cart.ts -> packages/b/test/cart.test. Without it the package's tests
  // matched only the root's src/cart.ts by their tail, and were evidence for (and refuted findings on) that file instead.
  // Only the package's first source directory: src/app/x.ts is the root package's, not a package src/ holding an app/.
  const k = segments.findIndex((segment) => SOURCE_ROOTS.includes(segment))
  if (k > 0) {
    const pkg = segments.slice(0, k).join('/')
    for (const root of TEST_ROOTS) {
      for (const rest of new Set([segments.slice(k + 1).join('/'), segments.slice(k).join('/')]))
        for (const c of at(rest ? `${pkg}/${root}/${rest}` : `${pkg}/${root}`)) out.add(c)
    }
  }
  // Maven / Gradle: src/main/<lang>/a/B -> src/test/<lang>/a/BTest
  const main = segments.indexOf('main')
  if (main >= 0) for (const c of at([...segments.slice(0, main), 'test', ...segments.slice(main + 1)].join('/'))) out.add(c)
  return [...out]
}

const PATHLIKE = /[/\\]|\.(?:[cm]?[jt]sx?|py|rb|go|rs|java|kt|cs|php|swift|exs?)$/
/**
 * A test-file frame in a failure's text. It starts only where a run of path characters starts: tried inside a run too, a long
 * run with no file name in it (a minified bundle in a snapshot diff, a dump, a report written to stall the run) was searched
 * from every position to its end, quadratic, so a 10 MB failure held the tests phase for days. A frame found in the middle of a
 * run was never one anyway: the search from the run's start finds the same file name (its greedy path ends at the last one).
 */
const STACK_PATH = /(?<![\w@.~/\\-])(?:file:\/\/)?((?:[A-Za-z]:)?[\w@.~/\\-]+\.(?:[cm]?[jt]sx?|py|rb|go|rs|java|kt|cs|php|swift|exs?))(?::\d+)?/g

/**
 * A dotted classname as paths, longest first: the whole name (`tests.test_cart`,
 * `com.acme.CartTest`), then without a JUnit nested class (`CartTest$Discounts`)
 * and without each trailing class name (pytest names a test in a class
 * `tests.test_cart.TestTotals`), down to the module that is the test file.
 */
function dottedModules(classname: string): string[] {
  const parts = (classname.split('$')[0] ?? '').split('.')
  const out = [classname.replace(/\./g, '/'), parts.join('/')]
  for (let end = parts.length - 1; end >= 1 && /^[A-Z]/.test(parts[end] ?? ''); end--) out.push(parts.slice(0, end).join('/'))
  return [...new Set(out)]
}

/** The test files a case may come from, best first, with how each was found. */
function testFilesOf(c: JunitCase, isTestLike: (key: string) => boolean): { file: string; via: string }[] {
  const out: { file: string; via: string }[] = []
  if (c.file) out.push({ file: c.file, via: 'file attribute' })
  if (c.classname && PATHLIKE.test(c.classname)) out.push({ file: c.classname, via: 'classname' })
  else if (c.classname && /^[\w$]+(\.[\w$]+)+$/.test(c.classname)) for (const file of dottedModules(c.classname)) out.push({ file, via: 'classname' })
  for (const s of c.suites) if (PATHLIKE.test(s)) out.push({ file: s, via: 'suite name' })
  if (c.failure) {
    for (const m of c.failure.matchAll(STACK_PATH)) {
      const path = m[1] ?? ''
      if (!path.includes('node_modules') && !path.startsWith('node:') && isTestLike(stripExtension(normalise(path))))
        out.push({ file: path, via: 'failure stack' })
    }
  }
  return out
}

interface KeyOf {
  /** Index of the changed file, so paths keep the order of `changed`. */
  at: number
  path: string
  key: string
}

/**
 * The changed files' keys, indexed so a test key finds the keys it matches by tail (it equals one,
 * ends in `/` and one, or a key with a `/` ends in `/` and it) by looking up its own tails and itself, not by a pass over every key: a report of tens of thousands of cases
 * against a pull request of thousands of files compared each case with hundreds of thousands of
 * keys, and the tests phase ran for most of an hour.
 */
class KeyIndex {
  /** Keys by themselves: a test key equal to one, or ending in `/` and one. */
  private readonly whole = new Map<string, KeyOf[]>()
  /** Keys by each of their tails after a `/`: a test key (with a `/`) a key ends in. */
  private readonly tails = new Map<string, KeyOf[]>()

  constructor(changed: readonly string[]) {
    changed.forEach((path, at) => {
      for (const key of new Set([stripExtension(normalise(path)), ...testCandidates(path)])) {
        const entry = { at, path, key }
        push(this.whole, key, entry)
        if (!key.includes('/')) continue
        for (let i = key.indexOf('/'); i >= 0; i = key.indexOf('/', i + 1)) push(this.tails, key.slice(i + 1), entry)
      }
    })
  }

  /** Every key `testKey` matches by tail, in the order of `changed`. */
  matches(testKey: string): KeyOf[] {
    const out = [...(this.whole.get(testKey) ?? [])]
    for (let i = testKey.indexOf('/'); i >= 0; i = testKey.indexOf('/', i + 1)) out.push(...(this.whole.get(testKey.slice(i + 1)) ?? []))
    if (testKey.includes('/')) out.push(...(this.tails.get(testKey) ?? []).filter((k) => k.key.includes('/')))
    return [...new Set(out)].sort((a, b) => a.at - b.at)
  }
}

function push(map: Map<string, KeyOf[]>, key: string, entry: KeyOf): void {
  const list = map.get(key)
  if (list) list.push(entry)
  else map.set(key, [entry])
}

/**
 * Attributes every case to changed files. `changed` are repository paths of
 * the pull request (sources and tests). Classnames are extensionless, so a
 * dotted classname matches by tail like a path.
 */
export function mapCases(cases: readonly JunitCase[], changed: readonly string[]): CaseMapping {
  const index = new KeyIndex(changed)
  const isTestLike = (key: string): boolean => index.matches(key).length > 0
  const mapped: MappedCase[] = []
  const unmapped: JunitCase[] = []
  for (const c of cases) {
    let hit: MappedCase | undefined
    for (const { file, via } of testFilesOf(c, isTestLike)) {
      const full = normalise(file)
      const key = stripExtension(full)
      const matched = index.matches(key)
      if (matched.length > 0) {
        // How much of the test path a key matched: all of a key it ends in, else all of itself (a key that ends in it).
        const matchedLength = (m: KeyOf): number => (key.endsWith(m.key) ? m.key.length : key.length)
        // Absolute paths (another checkout, a sandbox copy) are cut to their repository-relative tail, so ids compare across runs.
        const longest = Math.max(...matched.map(matchedLength))
        // Only the files it names most closely: packages/b/src/index.test.ts also ends in src/index.test.ts, a test of the root
        // package's src/index.ts, and was evidence for (and refuted findings on) that file too.
        const closest = matched.filter((m) => matchedLength(m) === longest)
        hit = { case: c, testFile: full.slice(key.length - longest), via, paths: [...new Set(closest.map((m) => m.path))] }
        break
      }
    }
    if (hit) mapped.push(hit)
    else unmapped.push(c)
  }
  return { mapped, unmapped }
}

/** Whether a test file is one affectedTestFiles gives for the changed `path` (the path itself, or a test candidate of it). */
export function testsOf(path: string): (testFile: string) => boolean {
  const candidates = new Set(testCandidates(path))
  return (testFile) => testFile === path || candidates.has(stripExtension(testFile))
}

/** Changed test files plus existing test files for changed sources, for `{files}` in test-command. */
export function affectedTestFiles(
  changed: readonly string[],
  exists: (path: string) => boolean,
  isTestPath: (path: string) => boolean,
  extensions: readonly string[],
): string[] {
  const out = new Set<string>()
  for (const path of changed) {
    if (isTestPath(path)) {
      if (exists(path)) out.add(path)
      continue
    }
    const dot = path.lastIndexOf('.')
    const ext = dot > path.lastIndexOf('/') ? path.slice(dot) : ''
    for (const cand of testCandidates(path)) {
      for (const e of new Set([ext, ...extensions])) {
        if (e && exists(`${cand}${e}`)) out.add(`${cand}${e}`)
      }
    }
  }
  return [...out].sort()
}
