import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The docs prove their claims by citing tests ("`file.test.ts` › test name")
 * and point readers at source files. Tests get merged and sources move, and a
 * citation to a file that no longer exists proves nothing while still reading
 * as proof; this keeps every citation pointing at something real.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`
    return e.isDirectory() ? files(path) : [path]
  })
}

const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).flatMap((f) => (f.endsWith('.md') ? [`docs/${f}`] : []))]
const TESTS = files('test').filter((f) => f.endsWith('.test.ts'))

// Paths of the user's project, not of this one: the docs use them as examples.
const EXAMPLE_PATHS = new Set([
  'src/\\u202Egnp.ts',
  'src/a.ts',
  'src/app.ts',
  'src/auth/Login.ts',
  'src/generated/api.ts',
  'src/generated/keep.ts',
  'src/not-in-this-pr.ts',
  'src/main/java/a/Cart.java',
  'src/test/java/a/CartTest.java',
  'src/CartTest.java',
  './-x.test.ts',
  'packages/b/src/index.test.ts',
])
const isExample = (path: string): boolean => EXAMPLE_PATHS.has(path) || /cart[._]|_cart\b/i.test(path) || /[*<]/.test(path)

/** Backticked paths into this repository's own folders. */
export function citedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`((?:src|plugins|test|bench|scripts|agents|eval|runtime)\/[^`\s]+)`/g)].map((m) => m[1] ?? '')
}

export interface TestCitation {
  file: string
  names: string[]
}

/** "`x.test.ts` › name…; › other…" and "`x.test.ts` › a / b": the file and the cited test-name prefixes. */
export function citedTests(markdown: string): TestCitation[] {
  const out: TestCitation[] = []
  for (const m of markdown.matchAll(/`([\w./-]+\.test\.ts)`((?:\s*;?\s*›\s*[^;|›\n`(]+)*)/g)) {
    const names = (m[2] ?? '')
      .split('›')
      .slice(1)
      .flatMap((part) => part.replace(/….*$/s, '').split(' / '))
      .map((name) => name.trim().replace(/[,;.]$/, ''))
      .filter((name) => name !== '')
    out.push({ file: m[1] ?? '', names })
  }
  return out
}

/** Whether `name` reads as the start of `title`, where each `%s`/`%d` of a parametrised title stands for any text. */
function startsTitle(name: string, title: string): boolean {
  const [first = '', ...rest] = title.split(/%[sdi]/)
  if (!name.startsWith(first) && !first.startsWith(name)) return false
  let remaining = name.slice(first.length)
  for (const segment of rest) {
    if (remaining === '') return true
    // The placeholder takes at least one character; the segment follows, whole or cut short by the citation.
    const at = remaining.indexOf(segment, 1)
    if (segment !== '' && at > 0) {
      remaining = remaining.slice(at + segment.length)
      continue
    }
    for (let p = 1; p <= remaining.length; p += 1) if (segment.startsWith(remaining.slice(p))) return true
    return false
  }
  return remaining === ''
}

/** Whether a test file has a title (or parametrised title) that starts with or contains the cited name. */
export function hasTestNamed(source: string, name: string): boolean {
  if (source.includes(name)) return true
  const titles = [...source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*%[sdi](?:(?!\1)[^\\\n]|\\.)*)\1/g)].map((m) => m[2] ?? '')
  return titles.some((title) => startsTitle(name, title))
}

function resolveTest(file: string): string[] {
  return file.includes('/') ? TESTS.filter((t) => t === file) : TESTS.filter((t) => t.endsWith(`/${file}`))
}

describe('citations in README.md and docs/', () => {
  it('names only repository files that exist', () => {
    const missing = DOCS.flatMap((doc) =>
      citedPaths(readFileSync(join(ROOT, doc), 'utf8'))
        .filter((path) => !isExample(path) && !existsSync(join(ROOT, path)))
        .map((path) => `${doc}: ${path}`),
    )
    expect(missing).toEqual([])
  })

  it('cites test files that exist, once each, and test names those files hold', () => {
    const broken: string[] = []
    let names = 0
    for (const doc of DOCS) {
      for (const { file, names: cited } of citedTests(readFileSync(join(ROOT, doc), 'utf8'))) {
        if (isExample(file)) continue
        const hits = resolveTest(file)
        if (hits.length !== 1) {
          broken.push(`${doc}: ${file} matches ${hits.length} test files`)
          continue
        }
        const source = readFileSync(join(ROOT, hits[0] ?? ''), 'utf8')
        for (const name of cited) {
          names += 1
          if (!hasTestNamed(source, name)) broken.push(`${doc}: ${file} › ${name}`)
        }
      }
    }
    expect(names).toBeGreaterThan(50)
    expect(broken).toEqual([])
  })

  it('would catch a test that was removed or renamed', () => {
    const [citation] = citedTests('| x | `input-defects.test.ts` › D2; › no such test… |')
    expect(citation?.names).toEqual(['D2', 'no such test'])
    expect(resolveTest('input-environ-action.test.ts')).toEqual([])
    expect(hasTestNamed("it.each(['comment'])('%s: nothing is published, the run ends', ...)", 'silent: nothing is published')).toBe(true)
    expect(hasTestNamed("it('drops nested HTML comments', ...)", 'keeps nested HTML comments')).toBe(false)
  })
})
