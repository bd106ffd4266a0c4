import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { reviewIndexSchema, type ReviewIndex } from '../../../src/core/contracts/review-index.js'
import { RUN_CONFIG_ENV, runConfigSchema, type RunConfig } from '../../../src/core/contracts/run-config.js'
import { buildLineMap, type LineMap } from '../../../src/core/diff/diff-lines.js'
import { TEST_EVIDENCE_FILE, testEvidenceSchema, type TestEvidence } from '../../../src/core/contracts/test-evidence.js'
import { quoteVisible } from '../../../src/core/text/visible-escapes.js'
import type { CutNeighbours, HiddenLines } from '../../../src/core/contracts/fingerprint.js'

/**
 * What spawn_reviewers needs from the trusted runner: the run config (found
 * through HARBOURMASTER_RUN_CONFIG) and the staged patches it names. Patch
 * names come from the runner, never from a model; they are still resolved
 * only inside <stage>/patches.
 */

export interface StagedPatch {
  /** File name inside <stage>/patches, as listed in review-index.json. */
  name: string
  /** The changed file's path in the repository. */
  path: string
  absolutePath: string
  text: string
  bytes: number
  lineMap: LineMap
  /** GitHub's patch held hidden characters, shown here as `\uXXXX` text (hiddenPatchNote). */
  hiddenShown?: true
  /** Where the shown escapes came from (review-index.json), which finding ids read. */
  hiddenLines?: HiddenLines
  /** The lower neighbours a cut inside a hunk left out (review-index.json), which finding ids read. */
  cutAfter?: CutNeighbours
}

/**
 * Trusted words for a prompt: `\uXXXX` in this patch may stand for a character GitHub's diff holds
 * and people do not see, which reads exactly like an escape the code itself writes.
 */
export function hiddenPatchNote(patch: Pick<StagedPatch, 'path' | 'hiddenShown'>): string {
  if (!patch.hiddenShown) return ''
  return `Note: ${quoteVisible(patch.path)} holds hidden characters (bidi controls, zero-width or tag characters) that people do not see on GitHub; they are shown as \`\\uXXXX\` escapes, so a \`\\u\` escape in this patch may be such a character rather than text the code writes.`
}

export interface ReviewStage {
  config: RunConfig
  index: ReviewIndex
  patches: Map<string, StagedPatch>
  /** The runner's test evidence, when the team gave test-results or test-command. */
  evidence?: TestEvidence
}

export async function readRunConfig(env: NodeJS.ProcessEnv = process.env): Promise<RunConfig> {
  const file = env[RUN_CONFIG_ENV]
  if (!file) throw new Error(`${RUN_CONFIG_ENV} is not set: spawn_reviewers runs only inside a Harbourmaster run`)
  return runConfigSchema.parse(JSON.parse(await readFile(file, 'utf8')))
}

const SAFE_NAME = /^[^/\\\0]+$/

export async function loadStage(config: RunConfig): Promise<ReviewStage> {
  const index = reviewIndexSchema.parse(JSON.parse(await readFile(join(config.stageDir, 'review-index.json'), 'utf8')))
  const byPatch = new Map(index.files.map((f) => [f.patchFile, f.path]))
  const hidden = new Set(index.files.filter((f) => f.hiddenShown).map((f) => f.patchFile))
  const hiddenLines = new Map(index.files.flatMap((f) => (f.hiddenLines ? [[f.patchFile, f.hiddenLines] as const] : [])))
  const cutAfter = new Map(index.files.flatMap((f) => (f.cutAfter ? [[f.patchFile, f.cutAfter] as const] : [])))
  const wanted = new Set(config.specialists.flatMap((s) => s.patches))
  const patches = new Map<string, StagedPatch>()
  for (const name of [...wanted].sort()) {
    const path = byPatch.get(name)
    if (path === undefined || !SAFE_NAME.test(name) || name === '.' || name === '..') continue
    const absolutePath = join(config.stageDir, 'patches', name)
    const text = await readFile(absolutePath, 'utf8')
    patches.set(name, {
      name,
      path,
      absolutePath,
      text,
      bytes: Buffer.byteLength(text),
      lineMap: buildLineMap(text),
      ...(hidden.has(name) ? { hiddenShown: true as const } : {}),
      ...(hiddenLines.has(name) ? { hiddenLines: hiddenLines.get(name) } : {}),
      ...(cutAfter.has(name) ? { cutAfter: cutAfter.get(name) } : {}),
    })
  }
  return { config, index, patches, evidence: await readEvidence(config.stageDir) }
}

/** Absent when the run has no test evidence; a file that fails its schema is treated as absent evidence too (never trusted half-read). */
async function readEvidence(stageDir: string): Promise<TestEvidence | undefined> {
  let text: string
  try {
    text = await readFile(join(stageDir, TEST_EVIDENCE_FILE), 'utf8')
  } catch {
    return undefined
  }
  const parsed = testEvidenceSchema.safeParse(JSON.parse(text))
  return parsed.success ? parsed.data : undefined
}
