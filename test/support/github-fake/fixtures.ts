// Builders for big, realistic pull requests: files with valid unified-diff hunks and
// threads anchored on lines those hunks contain, so a 3,000-file PR is one call away.
import type { FileSeed, ThreadSeed } from './types.js'

export interface MakePatchOptions {
  hunks?: number
  added?: number
  removed?: number
  /** Varies the text so files do not share content. */
  seed?: string
}

/** New-side line number of the first added line in hunk `hunk` of a makePatch patch. */
export function addedLine(hunk = 0): number {
  return 10 + hunk * 40 + 3
}

export function makePatch(opts: MakePatchOptions = {}): string {
  const hunks = opts.hunks ?? 1
  const added = opts.added ?? 2
  const removed = opts.removed ?? 1
  const seed = opts.seed ?? 'file'
  const out: string[] = []
  let drift = 0
  for (let h = 0; h < hunks; h++) {
    const newStart = 10 + h * 40
    const oldStart = newStart - drift
    const oldCount = 6 + removed
    const newCount = 6 + added
    out.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@ export function block${h}() {`)
    for (let i = 0; i < 3; i++) out.push(` const before${h}_${i} = '${seed}'`)
    for (let i = 0; i < removed; i++) out.push(`-  oldValue${h}_${i}()`)
    for (let i = 0; i < added; i++) out.push(`+  newValue${h}_${i}('${seed}')`)
    for (let i = 0; i < 3; i++) out.push(` const after${h}_${i} = ${i}`)
    drift += added - removed
  }
  return out.join('\n')
}

export interface MakeFilesOptions extends MakePatchOptions {
  /** Directory prefix, default 'src/'. */
  prefix?: string
  extension?: string
  status?: FileSeed['status']
  /** Every nth file is binary (no patch), like images; 0 = never. */
  binaryEvery?: number
}

export function makeFiles(count: number, opts: MakeFilesOptions = {}): FileSeed[] {
  const prefix = opts.prefix ?? 'src/'
  const extension = opts.extension ?? 'ts'
  const width = String(count).length
  const files: FileSeed[] = []
  for (let i = 0; i < count; i++) {
    const name = `module-${String(i + 1).padStart(width, '0')}`
    if (opts.binaryEvery && (i + 1) % opts.binaryEvery === 0) {
      files.push({ filename: `${prefix}assets/${name}.png`, status: 'added', patch: null, additions: 0, deletions: 0 })
      continue
    }
    files.push({
      filename: `${prefix}${name}.${extension}`,
      status: opts.status ?? 'modified',
      patch: makePatch({ ...opts, seed: `${opts.seed ?? 'f'}${i}` }),
    })
  }
  return files
}

export interface MakeThreadsOptions {
  /** Paths to spread threads over (round-robin); lines come from makePatch's first hunk. */
  paths: string[]
  /** Comments per thread (root + replies), default 1. */
  comments?: number
  /** Every nth thread is resolved / outdated; 0 = never. */
  resolvedEvery?: number
  outdatedEvery?: number
  author?: string
  replyAuthor?: string
}

export function makeThreads(count: number, opts: MakeThreadsOptions): ThreadSeed[] {
  if (opts.paths.length === 0) throw new Error('makeThreads needs at least one path')
  const threads: ThreadSeed[] = []
  for (let i = 0; i < count; i++) {
    const path = opts.paths[i % opts.paths.length] ?? ''
    const comments: ThreadSeed['comments'] = []
    for (let c = 0; c < (opts.comments ?? 1); c++) {
      comments.push(c === 0 ? `Thread ${i + 1}: please check this.` : { body: `Reply ${c} on thread ${i + 1}`, user: opts.replyAuthor ?? 'hubot' })
    }
    threads.push({
      path,
      line: addedLine(0),
      comments,
      resolved: opts.resolvedEvery ? (i + 1) % opts.resolvedEvery === 0 : false,
      outdated: opts.outdatedEvery ? (i + 1) % opts.outdatedEvery === 0 : false,
      author: opts.author ?? 'octocat',
    })
  }
  return threads
}
