import { mkdir, mkdtemp, realpath, writeFile, chmod } from 'node:fs/promises'
import { basename, join, sep } from 'node:path'
import type { ChangedFile } from '../core/contracts/changed-file.js'
import { reviewIndexSchema } from '../core/contracts/review-index.js'
import type { CapReached, Exclusion, IndexedFile, ReviewIndex } from '../core/contracts/review-index.js'
import { cutNeighboursOf, hiddenLinesOf, lineKey, type CutNeighbours, type CutNeighbourTexts } from '../core/contracts/fingerprint.js'
import { buildLineMap } from '../core/diff/diff-lines.js'
import { boundedMap } from '../context/bounded-map.js'
import type { PullRequestFacts } from '../context/records.js'
import { DiffError, HarbourmasterError } from '../core/errors.js'
import type { Redactor } from '../core/telemetry/redact.js'
import { renderDiscussion, renderPrContext } from './context-text.js'
import type { DiscussionInput } from './context-text.js'
import { redactPatch } from '../core/telemetry/redact-patch.js'
import { encodePatchName } from './safe-name.js'
import { sanitiseUntrusted } from './sanitise-incoming.js'
import { escapeHiddenInJson, showHiddenInPatch } from '../core/text/visible-escapes.js'

/**
 * Writes the staged review: a fresh private directory (0700) holding
 * patches/<safe name> for every reviewable file exactly once,
 * review-index.json (schema-validated before it is written),
 * shared-pr-context.txt and review-discussion.txt. Files are 0600 and created
 * exclusively, and every written path is checked with realpath to lie inside
 * the directory: a hostile PR path can never write elsewhere.
 *
 * Patches are staged with secrets redacted line by line (line numbers kept;
 * the risk signal was computed from the raw patch before this), and
 * review-index.json shows hidden characters of paths and reasons as `\uXXXX`
 * escapes, so no agent reads a secret or an invisible instruction.
 */
export const STAGE_FILES = {
  index: 'review-index.json',
  prContext: 'shared-pr-context.txt',
  discussion: 'review-discussion.txt',
  patches: 'patches',
} as const

export interface StagedFileInput {
  file: ChangedFile
  /** Patch text to stage, already cut to the byte bound. */
  patch: string
  truncated: boolean
  risk: 'high' | 'medium' | 'low'
  riskReasons: string[]
  specialists: string[]
}

export interface StageSpecialist {
  name: string
  reasons: string[]
  /** Repository paths assigned to this specialist. */
  paths: string[]
}

export interface StageInput {
  /** Parent of the fresh stage directory (RUNNER_TEMP). */
  parentDir: string
  /** An empty directory made earlier with createStageDir (the runtime boots with it granted); else a fresh one. */
  dir?: string
  pr: PullRequestFacts
  files: StagedFileInput[]
  exclusions: Exclusion[]
  caps: CapReached[]
  specialists: StageSpecialist[]
  discussion: DiscussionInput
  redactor?: Redactor
}

export interface StagedReview {
  /** Canonical (realpath) stage directory. */
  dir: string
  indexPath: string
  index: ReviewIndex
  /** Repository path -> patch file name inside patches/. */
  patchNames: Map<string, string>
  /** Paths a publication may anchor to: exactly the staged files. */
  allowlist: string[]
  /** Bytes of patch text staged (after redaction). */
  patchBytes: number
}

const DIR_MODE = 0o700
/** Files written at once: enough to keep libuv's four pool threads busy. */
const STAGE_WRITES_IN_FLIGHT = 16
const FILE_MODE = 0o600

/** A fresh, private (0700), canonical stage directory under `parentDir`. */
export async function createStageDir(parentDir: string): Promise<string> {
  await mkdir(parentDir, { recursive: true })
  const created = await mkdtemp(join(parentDir, 'harbourmaster-stage-'))
  await chmod(created, DIR_MODE)
  return realpath(created)
}

export async function stageReview(input: StageInput): Promise<StagedReview> {
  const dir = input.dir ? await realpath(input.dir) : await createStageDir(input.parentDir)
  const patchesDir = join(dir, STAGE_FILES.patches)
  await mkdir(patchesDir, { mode: DIR_MODE })

  const patchNames = new Map<string, string>()
  const usedNames = new Set<string>()
  for (const staged of input.files) {
    const path = staged.file.filename
    if (patchNames.has(path)) throw new DiffError(`Changed file ${JSON.stringify(path)} was listed twice; refusing to stage it twice.`)
    const name = encodePatchName(path)
    if (usedNames.has(name) || basename(name) !== name || name === '.' || name === '..') {
      throw new DiffError(`Changed file ${JSON.stringify(path)} has no safe, unique patch name.`)
    }
    usedNames.add(name)
    patchNames.set(path, name)
  }

  let patchBytes = 0
  const stagedBytes = new Map<string, number>()
  const writes: { dir: string; name: string; content: string }[] = []
  for (const staged of input.files) {
    const name = patchNames.get(staged.file.filename) as string
    const redacted = redactPatch(staged.patch, input.redactor).text
    const bytes = Buffer.byteLength(redacted, 'utf8')
    stagedBytes.set(staged.file.filename, bytes)
    patchBytes += bytes
    writes.push({ dir: patchesDir, name, content: redacted.endsWith('\n') ? redacted : `${redacted}\n` })
  }

  const index = buildIndex(input, patchNames, stagedBytes)
  const parsed = reviewIndexSchema.safeParse(index)
  if (!parsed.success) {
    throw new HarbourmasterError('internal', `review-index.json failed its own schema: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
  }
  const indexAt = writes.length
  writes.push(
    { dir, name: STAGE_FILES.index, content: `${escapeHiddenInJson(JSON.stringify(parsed.data, null, 2))}\n` },
    { dir, name: STAGE_FILES.prContext, content: renderPrContext(input.pr, { staged: input.files.length, excluded: input.exclusions.length }, input.redactor) },
    { dir, name: STAGE_FILES.discussion, content: renderDiscussion(input.discussion, input.redactor) },
  )
  // Several files in flight at once: one after the other, each file's open, write, close and
  // realpath waited their turn on the thread pool, which left prepare idle for most of this step.
  const written = await boundedMap(writes, STAGE_WRITES_IN_FLIGHT, (w) => writePrivate(w.dir, w.name, w.content))
  const indexPath = written[indexAt] as string

  return {
    dir,
    indexPath,
    index: parsed.data,
    patchNames,
    allowlist: input.files.map((f) => f.file.filename),
    patchBytes,
  }
}

function buildIndex(input: StageInput, patchNames: Map<string, string>, stagedBytes: Map<string, number>): ReviewIndex {
  const { pr } = input
  const clean = (text: string): string => sanitiseUntrusted(text, input.redactor)
  return {
    version: 1,
    pr: {
      owner: pr.owner,
      repo: pr.repo,
      number: pr.number,
      title: clean(pr.title),
      author: pr.author,
      baseRef: clean(pr.baseRef),
      headRef: clean(pr.headRef),
      headSha: pr.headSha,
      baseSha: pr.baseSha,
      changedFiles: pr.changedFiles,
    },
    files: input.files.map((staged) => ({
      path: staged.file.filename,
      ...(staged.file.previousFilename ? { previousPath: staged.file.previousFilename } : {}),
      status: staged.file.status,
      additions: staged.file.additions,
      deletions: staged.file.deletions,
      risk: staged.risk,
      riskReasons: staged.riskReasons,
      patchFile: patchNames.get(staged.file.filename) as string,
      patchBytes: stagedBytes.get(staged.file.filename) ?? 0,
      ...idFactsOf(staged, input.redactor),
      truncated: staged.truncated,
      specialists: staged.specialists,
    })),
    exclusions: input.exclusions,
    caps: input.caps,
    specialists: input.specialists.map((s) => ({
      name: s.name,
      reasons: s.reasons,
      patches: s.paths.flatMap((p) => {
        const name = patchNames.get(p)
        return name ? [name] : []
      }),
    })),
  }
}

/**
 * What the staged patch's text alone no longer says and finding ids read (fingerprint.ts), so they
 * are GitHub's patch's: whether it shows hidden characters and where on its lines (those it still
 * holds after the byte bound, and the cut's neighbours), and the lower neighbours a cut inside a
 * hunk left out (their text redacted as the patch is staged).
 */
function idFactsOf(staged: StagedFileInput, redactor: Redactor | undefined): Pick<IndexedFile, 'hiddenShown' | 'hiddenLines' | 'cutAfter'> {
  const raw = staged.file.patch ?? ''
  const found = staged.truncated ? cutNeighboursOf(raw, staged.patch) : undefined
  // Only the lineKey of a line past the cut: its text is what the bound left out (fingerprint.ts).
  const keyed = (sides: Omit<CutNeighbourTexts, 'shortened'>): Omit<CutNeighbours, 'shortened'> => ({
    ...(sides.RIGHT ? { RIGHT: { line: sides.RIGHT.line, key: lineKey(redactPatch(sides.RIGHT.text, redactor).text) } } : {}),
    ...(sides.LEFT ? { LEFT: { line: sides.LEFT.line, key: lineKey(redactPatch(sides.LEFT.text, redactor).text) } } : {}),
  })
  const cutAfter: CutNeighbours | undefined = found && { ...keyed(found), ...(found.shortened ? { shortened: keyed(found.shortened) } : {}) }
  const cut = cutAfter ? { cutAfter } : {}
  const hidden = hiddenLinesOf(raw)
  if (showHiddenInPatch(raw) === raw) return cut
  if (!hidden) return { hiddenShown: true, ...cut }
  const kept = buildLineMap(staged.patch)
  const within = (side: 'RIGHT' | 'LEFT'): Record<string, string> | undefined => {
    const lines = Object.entries(hidden[side] ?? {}).filter(([line]) => kept.isCommentable(side, Number(line)) || cutAfter?.[side]?.line === Number(line))
    return lines.length > 0 ? Object.fromEntries(lines) : undefined
  }
  const [right, left] = [within('RIGHT'), within('LEFT')]
  return { hiddenShown: true, ...(right || left ? { hiddenLines: { ...(right ? { RIGHT: right } : {}), ...(left ? { LEFT: left } : {}) } } : {}), ...cut }
}

/** Creates one file exclusively (never through an existing file or link) and proves it landed inside `dir`. */
async function writePrivate(dir: string, name: string, content: string): Promise<string> {
  const target = join(dir, name)
  await writeFile(target, content, { mode: FILE_MODE, flag: 'wx' })
  const real = await realpath(target)
  if (!real.startsWith(dir + sep)) {
    throw new DiffError(`Staged file ${JSON.stringify(name)} resolved outside the stage directory; refusing to continue.`)
  }
  return real
}
