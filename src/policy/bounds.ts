import type { ChangedFile } from '../core/contracts/changed-file.js'
import type { CapReached, Exclusion } from '../core/contracts/review-index.js'
import { RISK_ORDER, type RiskLevel } from './paths.js'
import { showHiddenInPatch } from '../core/text/visible-escapes.js'
import { TRUNCATION_MARKER_PREFIX, truncationMarker } from '../core/diff/truncation-marker.js'
import { redactPatch } from '../core/telemetry/redact-patch.js'
import type { Redactor } from '../core/telemetry/redact.js'

/**
 * Keeps a review inside its budget without dropping anything silently.
 *
 * Files are taken riskiest first (then by path), so when a cap bites it is
 * the low-risk tail that goes. A patch over max-patch-bytes is cut at a hunk
 * or line boundary (never inside a UTF-8 sequence) and ends with a marker
 * line saying how many bytes were dropped. When max-total-bytes is nearly
 * spent, the next file is truncated to what is left if at least
 * MIN_PARTIAL_BYTES remain, else skipped; later, smaller files still fill the
 * remaining room. Files past max-files are skipped. Every skipped file is an
 * Exclusion naming the cap and its value, and every cap that bit appears once
 * in `caps` with counts.
 */
export interface BoundsLimits {
  maxFiles: number
  maxPatchBytes: number
  maxTotalBytes: number
  /** The run's redactor (patterns and known secret values); patterns only when absent. */
  redactor?: Redactor | undefined
}

export interface StagedPatch {
  file: ChangedFile
  risk: RiskLevel
  /** The text to stage: the whole patch, or its head plus the truncation marker; hidden characters shown as `\uXXXX`; a cut patch is redacted before its cut. */
  patch: string
  truncated: boolean
  /** The cap whose cut the staged patch carries, when truncated. */
  cutBy?: 'max-patch-bytes' | 'max-total-bytes'
  /** UTF-8 bytes of `patch` as staged. */
  patchBytes: number
}

export interface BoundsResult {
  staged: StagedPatch[]
  skipped: Exclusion[]
  caps: CapReached[]
}

/** Below this, a partial patch is too small to be worth a reviewer's time. */
export const MIN_PARTIAL_BYTES = 1000
export { TRUNCATION_MARKER_PREFIX }

const NEWLINE = 0x0a

/**
 * Cuts a patch so that it and its marker fit in `limit` bytes; `why` names
 * the cap in the marker (for example `max-patch-bytes=60000`). Prefers the
 * last hunk boundary when that keeps at least half the room, then the last
 * line boundary when that keeps half the room, and only for an over-long line
 * a code-point boundary.
 */
export function truncatePatch(patch: string, limit: number, why: string): { patch: string; truncated: boolean; droppedBytes: number } {
  const buf = Buffer.from(patch, 'utf8')
  if (buf.length <= limit) return { patch, truncated: false, droppedBytes: 0 }
  // Reserve room for the longest marker this cut could need (dropped <= total, a cut inside a line).
  const room = Math.max(0, limit - Buffer.byteLength(truncationMarker(why, buf.length, buf.length, true)) - 1)
  let cut = 0
  let insideLine = false
  const hunk = room > 0 ? buf.lastIndexOf('\n@@', room) : -1
  const line = room > 0 ? buf.lastIndexOf(NEWLINE, room) : -1
  if (hunk > 0 && hunk >= room / 2) cut = hunk
  else if (line > 0 && line >= room / 2) cut = line
  else {
    // Only a line longer than half the room gets here (minified code, data):
    // a partial line beats a patch that is nothing but a hunk header.
    cut = room
    insideLine = buf[cut] !== NEWLINE
    // 10xxxxxx bytes continue a UTF-8 sequence: back off to the sequence's first byte.
    while (cut > 0 && ((buf[cut] ?? 0) & 0xc0) === 0x80) cut--
  }
  const dropped = buf.length - cut
  const head = buf.subarray(0, cut).toString('utf8')
  const text = `${head}${head.length > 0 ? '\n' : ''}${truncationMarker(why, dropped, buf.length, insideLine && cut > 0)}`
  return { patch: text, truncated: true, droppedBytes: dropped }
}

/**
 * A file to bound. `headNamed`: kept only because the pull request gave it a generated-looking name or
 * a vendored path (generated-names.ts); it goes after the other files of its risk, so a library the
 * pull request vendors (hundreds of files under `node_modules/`, which sorts before `src/`) does not
 * crowd the pull request's own code out of max-files or max-total-bytes.
 */
export interface BoundableFile {
  file: ChangedFile
  risk: RiskLevel
  headNamed?: boolean
}

function byRiskThenPath(a: BoundableFile, b: BoundableFile): number {
  const r = RISK_ORDER[a.risk] - RISK_ORDER[b.risk]
  if (r !== 0) return r
  if ((a.headNamed ?? false) !== (b.headNamed ?? false)) return a.headNamed ? 1 : -1
  return a.file.filename < b.file.filename ? -1 : a.file.filename > b.file.filename ? 1 : 0
}

/** At most this many paths are named in one cap's detail; the rest are counted. */
const NAMED_IN_CAP = 10

function named(paths: readonly string[]): string {
  const shown = paths.slice(0, NAMED_IN_CAP).join(', ')
  return paths.length > NAMED_IN_CAP ? `${shown} and ${paths.length - NAMED_IN_CAP} more` : shown
}

/** Applies max-files, max-patch-bytes and max-total-bytes to the reviewable files. */
export function applyBounds(files: BoundableFile[], limits: BoundsLimits): BoundsResult {
  const ordered = [...files].sort(byRiskThenPath)
  const staged: StagedPatch[] = []
  const skipped: Exclusion[] = []
  let used = 0
  // Each staged file cut short is counted under the cap whose cut it carries, and only once staged:
  // a file the patch cap cut and the total then skipped is a skipped file, not a truncated one.
  const cutByPatchCap: string[] = []
  let largestPatch = 0
  const cutByTotalCap: string[] = []
  let skippedByTotal = 0
  let skippedByFiles = 0

  for (const { file, risk } of ordered) {
    if (staged.length >= limits.maxFiles) {
      skippedByFiles++
      skipped.push({
        path: file.filename,
        rule: 'max-files',
        reason: `skipped: max-files=${limits.maxFiles} reached (riskier files were staged first)`,
      })
      continue
    }
    // Bounded as agents will read it: hidden characters shown as escapes take their room.
    const shown = showHiddenInPatch(file.patch ?? '')
    // Redacted before a cut, not only when staged: a secret the cut splits is no longer a whole token,
    // and its first part would match no pattern and reach the reviewers as written.
    const cut = Buffer.byteLength(shown, 'utf8') > Math.min(limits.maxPatchBytes, limits.maxTotalBytes - used)
    const original = cut ? redactPatch(shown, limits.redactor).text : shown
    let piece = truncatePatch(original, limits.maxPatchBytes, `max-patch-bytes=${limits.maxPatchBytes}`)
    let cutBy: 'patch' | 'total' | undefined = piece.truncated ? 'patch' : undefined
    let bytes = Buffer.byteLength(piece.patch, 'utf8')
    const remaining = limits.maxTotalBytes - used
    if (bytes > remaining) {
      if (remaining < MIN_PARTIAL_BYTES) {
        skippedByTotal++
        skipped.push({
          path: file.filename,
          rule: 'max-total-bytes',
          reason: `skipped: max-total-bytes=${limits.maxTotalBytes} reached (${used} bytes already staged, this patch needs ${bytes})`,
        })
        continue
      }
      piece = truncatePatch(original, remaining, `max-total-bytes=${limits.maxTotalBytes} (${remaining} bytes were left)`)
      bytes = Buffer.byteLength(piece.patch, 'utf8')
      cutBy = 'total'
    }
    if (cutBy === 'patch') {
      cutByPatchCap.push(file.filename)
      largestPatch = Math.max(largestPatch, Buffer.byteLength(original, 'utf8'))
    } else if (cutBy === 'total') cutByTotalCap.push(file.filename)
    used += bytes
    const cap = cutBy === 'patch' ? 'max-patch-bytes' : cutBy === 'total' ? 'max-total-bytes' : undefined
    staged.push({ file, risk, patch: piece.patch, truncated: piece.truncated, ...(cap ? { cutBy: cap } : {}), patchBytes: bytes })
  }

  const caps: CapReached[] = []
  if (cutByPatchCap.length > 0) {
    const n = cutByPatchCap.length
    caps.push({
      cap: 'max-patch-bytes',
      limit: limits.maxPatchBytes,
      detail: `${n} patch${n === 1 ? '' : 'es'} truncated (largest was ${largestPatch} bytes): ${named(cutByPatchCap)}`,
    })
  }
  if (cutByTotalCap.length + skippedByTotal > 0) {
    caps.push({
      cap: 'max-total-bytes',
      limit: limits.maxTotalBytes,
      detail: `${used} bytes staged; ${skippedByTotal} file${skippedByTotal === 1 ? '' : 's'} skipped, ${cutByTotalCap.length} truncated to fit${cutByTotalCap.length > 0 ? `: ${named(cutByTotalCap)}` : ''}`,
    })
  }
  if (skippedByFiles > 0) {
    caps.push({
      cap: 'max-files',
      limit: limits.maxFiles,
      detail: `${staged.length} of ${ordered.length} reviewable files staged; ${skippedByFiles} skipped`,
    })
  }
  return { staged, skipped, caps }
}
