import { execFile } from 'node:child_process'
import { existsSync, type Stats } from 'node:fs'
import { lstat, readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { promisify } from 'node:util'
import { z } from 'zod'
import { categorySchema, severitySchema } from '../../src/core/contracts/review-payload.js'
import { buildLineMap } from '../../src/core/diff/diff-lines.js'
import type { FileSeed } from '../../test/support/github-fake/index.js'
import { isMartianLayout, loadMartianDataset } from './martian.js'
import { EvalInputError } from './options.js'
import type { Dataset, EvalPr } from './types.js'

/**
 * Harbourmaster's own dataset format: `dataset.json` lists the pull
 * requests; each `prs/<id>/` holds `pr.json` (title, body, language, golden
 * comments with path, line on the new file, category, severity) and the
 * files before and after the change (`before/`, `after/`). The patches the
 * GitHub fake serves are made from those trees with `git diff --no-index`,
 * so a dataset is written as real source files, never as hand-made diffs.
 * A directory in the public benchmark's layout is read by martian.ts.
 */
// Strict: a key the format does not have (a golden `side` or `endLine`) would be dropped without a word, and the comment scored elsewhere than its author meant.
const goldenSchema = z.strictObject({
  path: z.string().min(1),
  line: z.number().int().positive(),
  category: categorySchema,
  severity: severitySchema,
  comment: z.string().min(3),
})

const prSchema = z.strictObject({
  title: z.string().min(1),
  body: z.string(),
  language: z.string(),
  golden: z.array(goldenSchema),
})

const datasetSchema = z.strictObject({ name: z.string(), prs: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1) })

const run = promisify(execFile)

/**
 * The files under `root`, by their path in the pull request. A symbolic link is refused: read, it
 * would serve a file from anywhere on the machine (to a real model with --model), and git diff
 * would diff the link's target path, not the content the checkout holds.
 */
async function tree(root: string, id: string): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  // The root too: readdir follows a link, so before/ or after/ as a link served a whole tree from outside the dataset.
  const rootStat = await notALink(root, `dataset PR ${id}: `)
  if (rootStat === undefined) return out
  if (!rootStat.isDirectory())
    throw new EvalInputError(`dataset PR ${id}: ${root} is not a directory; before/ and after/ hold the changed files as they were and are`)
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isSymbolicLink())
        throw new EvalInputError(`dataset PR ${id}: ${path} is a symbolic link; a dataset holds its files themselves (a link can reach outside the dataset)`)
      if (entry.isDirectory()) await walk(path)
      else if (entry.isFile()) out.set(relative(root, path).split(sep).join('/'), await readFile(path, 'utf8'))
      else throw new EvalInputError(`dataset PR ${id}: ${path} is not a regular file or directory; a dataset holds source files only`)
    }
  }
  await walk(root)
  return out
}

/**
 * A directory of the dataset as it is (undefined when absent), refused when it is a symbolic link: every path
 * under it (prs/, prs/<id>/, before/, after/) would be read from wherever it points, outside the dataset.
 */
async function notALink(path: string, prefix: string): Promise<Stats | undefined> {
  // Absent, or under a file (ENOTDIR): the read that needs it names what is missing.
  const stat = await lstat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined
    throw error
  })
  if (stat?.isSymbolicLink())
    throw new EvalInputError(`${prefix}${path} is a symbolic link; a dataset holds its files themselves (a link can reach outside the dataset)`)
  return stat
}

/** The hunks of `git diff --no-index` between two files (either may be /dev/null), without its headers. */
export async function patchOf(before: string, after: string): Promise<{ patch: string; additions: number; deletions: number }> {
  // git diff exits 1 when the files differ; its output is the answer either way.
  const { stdout } = await run('git', ['diff', '--no-index', '--no-color', '--unified=3', before, after]).catch((error: { stdout?: string; code?: number }) => {
    if (error.code === 1 && typeof error.stdout === 'string') return { stdout: error.stdout }
    throw error
  })
  const lines = stdout.split('\n')
  const first = lines.findIndex((l) => l.startsWith('@@'))
  const hunks = first < 0 ? [] : lines.slice(first).filter((l, i, all) => !(i === all.length - 1 && l === '') && !l.startsWith('\\ No newline'))
  return { patch: hunks.join('\n'), additions: hunks.filter((l) => l.startsWith('+')).length, deletions: hunks.filter((l) => l.startsWith('-')).length }
}

/** pr.json, read and validated; every refusal names the pull request, the file and what is wrong. */
async function readPrMeta(dir: string, id: string): Promise<z.infer<typeof prSchema>> {
  const file = join(dir, 'pr.json')
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new EvalInputError(`dataset PR ${id}: cannot read ${file} (${error.code ?? 'unreadable'}); each id in dataset.json needs prs/<id>/pr.json`)
  })
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new EvalInputError(`dataset PR ${id}: ${file} is not JSON`)
  }
  const parsed = prSchema.safeParse(json)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')
    throw new EvalInputError(`dataset PR ${id}: ${file} is not a dataset pull request (${problems})`)
  }
  return parsed.data
}

async function loadPr(dir: string, id: string): Promise<EvalPr> {
  await notALink(dir, `dataset PR ${id}: `)
  const meta = await readPrMeta(dir, id)
  const before = await tree(join(dir, 'before'), id)
  const after = await tree(join(dir, 'after'), id)
  const files: FileSeed[] = []
  for (const path of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    if (before.get(path) === after.get(path)) continue
    const status = !before.has(path) ? 'added' : !after.has(path) ? 'removed' : 'modified'
    const diff = await patchOf(before.has(path) ? join(dir, 'before', path) : '/dev/null', after.has(path) ? join(dir, 'after', path) : '/dev/null')
    files.push({ filename: path, status, patch: diff.patch, additions: diff.additions, deletions: diff.deletions })
  }
  const listed = new Map<string, number>()
  meta.golden.forEach((g, i) => {
    // One finding matches one golden comment: a copy of a comment is an issue no review can find, so it always counts as missed.
    const key = JSON.stringify([g.path, g.line, g.category, g.comment.trim()])
    const earlier = listed.get(key)
    if (earlier !== undefined)
      throw new EvalInputError(
        `dataset PR ${id}: golden[${i}] repeats golden[${earlier}] (${g.path}:${g.line}, ${g.category}, the same comment); a finding matches one golden comment, so the copy would count as missed: list each issue once`,
      )
    listed.set(key, i)
    if (!after.has(g.path)) throw new EvalInputError(`dataset PR ${id}: golden comment names ${g.path}, which is not a file after the change`)
    // A golden comment off the diff can be found by no review (a finding there is never inline): it would only lower recall.
    const patch = files.find((f) => f.filename === g.path)?.patch ?? undefined
    if (!buildLineMap(patch).isCommentable('RIGHT', g.line))
      throw new EvalInputError(
        `dataset PR ${id}: golden[${i}] names ${g.path}:${g.line}, which is not a line of its diff (lines after the change that a review can comment on); move it onto a changed line or its context`,
      )
  })
  return {
    id,
    title: meta.title,
    body: meta.body,
    language: meta.language,
    clean: meta.golden.length === 0,
    golden: meta.golden,
    source: { kind: 'files', files, checkout: Object.fromEntries(after) },
  }
}

export async function loadDataset(dir: string): Promise<Dataset> {
  if (!existsSync(join(dir, 'dataset.json')) && (await isMartianLayout(dir))) return loadMartianDataset(dir)
  const indexFile = join(dir, 'dataset.json')
  if (!existsSync(indexFile))
    throw new EvalInputError(`--dataset ${dir} holds neither dataset.json (Harbourmaster's format) nor golden-comment files in the public benchmark's layout`)
  let json: unknown
  try {
    json = JSON.parse(await readFile(indexFile, 'utf8'))
  } catch {
    throw new EvalInputError(`${indexFile} is not JSON`)
  }
  const parsed = datasetSchema.safeParse(json)
  if (!parsed.success)
    throw new EvalInputError(
      `${indexFile} is not a dataset index (${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')})`,
    )
  const index = parsed.data
  // A pull request listed twice would be run and scored twice: its golden comments and findings would count double.
  const twice = index.prs.find((id, i) => index.prs.indexOf(id) !== i)
  if (twice !== undefined) throw new EvalInputError(`${indexFile} lists '${twice}' twice under prs; list each pull request once`)
  await notALink(join(dir, 'prs'), '')
  const prs = await Promise.all(index.prs.map((id) => loadPr(join(dir, 'prs', id), id)))
  return { name: index.name, format: 'harbourmaster', prs }
}
