import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { EvalInputError } from './options.js'
import type { Category, Dataset, EvalPr, Severity } from './types.js'

/**
 * An adapter for the public code review benchmark's published layout
 * (withmartian/code-review-benchmark, `offline/golden_comments/*.json`):
 * each file is a list of pull requests, `{pr_title, url, comments: [{comment,
 * severity, category}]}`, the PR list being their URLs. The user points the
 * harness at a directory holding those files (or the `golden_comments`
 * folder's parent) at run time; nothing of the benchmark ships here. Golden
 * comments carry no file or line, so only the LLM judge can match them, and
 * the pull requests are read from GitHub itself.
 */
const entrySchema = z.object({
  pr_title: z.string(),
  url: z.string().regex(/^https:\/\/github\.com\/[^/]+\/[^/]+\/pull\/\d+\/?$/),
  comments: z.array(z.object({ comment: z.string().min(1), severity: z.string(), category: z.string().optional() })),
})

/** The benchmark's categories in ours: bugs of every kind are correctness. */
const CATEGORY: Record<string, Category> = {
  bug: 'correctness',
  concurrency: 'correctness',
  data: 'correctness',
  api: 'correctness',
  security: 'security',
  perf: 'performance',
  test_gap: 'tests',
  doc_defect: 'documentation',
  style: 'code-quality',
  speculative: 'maintainability',
}

/**
 * A comment's category in ours: written in any case or spacing ("Security", "Test Gap"), as the benchmark
 * writes its severities ("High"); none is correctness. One without a mapping is refused, naming it: filed
 * as correctness, a typo or a category the benchmark added would skew the per-category figures unseen.
 */
function category(raw: string | undefined, where: string): Category {
  if (raw === undefined || raw.trim() === '') return 'correctness'
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
  // An own-key check: `constructor` or `__proto__` would otherwise find the object's prototype members.
  const mapped = Object.hasOwn(CATEGORY, key) ? CATEGORY[key] : undefined
  if (mapped !== undefined) return mapped
  throw new EvalInputError(
    `${where}: category '${raw}' is not one of the benchmark's (${Object.keys(CATEGORY).join(', ')}); it would be scored as correctness: correct it, or leave it out to score the comment as correctness`,
  )
}

function severity(raw: string): Severity {
  const s = raw.trim().toLowerCase()
  return s === 'critical' || s === 'high' || s === 'medium' || s === 'low' ? s : 'info'
}

async function goldenFiles(dir: string): Promise<string[]> {
  const folder = existsSync(join(dir, 'golden_comments')) ? join(dir, 'golden_comments') : dir
  const names = (await readdir(folder)).filter((n) => n.endsWith('.json')).sort()
  return names.map((n) => join(folder, n))
}

/**
 * True when the directory holds golden-comment files in the benchmark's layout. A `golden_comments`
 * folder is that layout whatever its files hold: the loader then names a file that does not validate,
 * where "holds no dataset" would hide which file and field are wrong.
 */
export async function isMartianLayout(dir: string): Promise<boolean> {
  if (existsSync(join(dir, 'golden_comments'))) return true
  try {
    const files = await goldenFiles(dir)
    if (files.length === 0) return false
    return z
      .array(entrySchema)
      .min(1)
      .safeParse(JSON.parse(await readFile(files[0] as string, 'utf8'))).success
  } catch {
    return false
  }
}

/** One golden-comment file, read and validated; a refusal names the file and the field. */
async function readEntries(file: string): Promise<z.infer<typeof entrySchema>[]> {
  let json: unknown
  try {
    json = JSON.parse(await readFile(file, 'utf8'))
  } catch {
    throw new EvalInputError(`${file} is not JSON`)
  }
  const parsed = z.array(entrySchema).safeParse(json)
  if (!parsed.success)
    throw new EvalInputError(
      `${file} is not a golden-comment file (${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')})`,
    )
  return parsed.data
}

export async function loadMartianDataset(dir: string): Promise<Dataset> {
  const prs: EvalPr[] = []
  // A pull request listed twice (in two files, or once with a trailing slash) would be run and scored twice.
  const listedIn = new Map<string, string>()
  for (const file of await goldenFiles(dir)) {
    for (const [i, entry] of (await readEntries(file)).entries()) {
      const [, owner = '', repo = '', number = '0'] = /^https:\/\/github\.com\/([^/]+)\/([^/]+)\/pull\/(\d+)/.exec(entry.url) ?? []
      const id = `${owner}/${repo}#${number}`
      const earlier = listedIn.get(id.toLowerCase())
      if (earlier !== undefined) throw new EvalInputError(`${file}[${i}] lists ${id}, which ${earlier} lists already; list each pull request once`)
      listedIn.set(id.toLowerCase(), file)
      prs.push({
        id,
        title: entry.pr_title,
        body: '',
        clean: entry.comments.length === 0,
        golden: entry.comments.map((c, k) => ({
          comment: c.comment,
          severity: severity(c.severity),
          category: category(c.category, `${file}[${i}] comments[${k}]`),
        })),
        source: { kind: 'github', owner, repo, number: Number(number), url: entry.url },
      })
    }
  }
  if (prs.length === 0)
    throw new EvalInputError(
      `${existsSync(join(dir, 'golden_comments')) ? join(dir, 'golden_comments') : dir} lists no pull request: the public benchmark's golden_comments/*.json files list them`,
    )
  return { name: 'code-review-benchmark', format: 'martian', prs }
}
