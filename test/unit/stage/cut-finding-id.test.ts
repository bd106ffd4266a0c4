import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { decideLedger } from '../../../src/context/ledger.js'
import type { ReviewThread } from '../../../src/context/records.js'
import { findingFingerprint } from '../../../src/core/contracts/fingerprint.js'
import { findingId } from '../../../src/core/contracts/review-payload.js'
import { buildLineMap } from '../../../src/core/diff/diff-lines.js'
import { loadStagedReview } from '../../../plugins/lib/publication/session.js'
import { loadStage } from '../../../plugins/lib/reviewers/stage.js'
import { dedupe } from '../../../plugins/lib/reviewers/findings.js'
import { changedFileOf, OUR_LOGIN, ourFindingThread, testRunConfig } from '../../support/kit/index.js'
import { PR, stageRaw } from './hidden-stage.js'

/**
 * A patch over max-patch-bytes is cut at a line boundary inside its hunk. Staged, the last line kept
 * has no line below it; in GitHub's patch, which the ledger reads on the next push, it has. A
 * finding there got one id from publication and another from the ledger, so every push re-checked
 * it as "the anchored line changed" though nobody touched it.
 */
const PATH = 'src/big.ts'
// One hunk, no hunk boundary to cut at: blank lines after each fifth line, a hidden character on some.
const body = Array.from({ length: 80 }, (_, i) => [
  `+export const v${i} = check(${i}, 'value ${i}')${i % 7 === 0 ? ' // \u202E' : ''}`,
  ...(i % 5 === 4 ? ['+'] : []),
]).flat()
const RAW = [`@@ -0,0 +1,${body.length} @@`, ...body].join('\n')

const threadOn = (findingId: string, line: number): ReviewThread =>
  ourFindingThread({ findingId, path: PATH, line, category: 'correctness', text: '**medium** · correctness\n\nUnchecked value' })

describe('the id of a finding at the end of a patch cut inside its hunk', () => {
  it('is the id the ledger computes from GitHub patch, so an untouched line is carried on the next push', async () => {
    // Cuts on every kind of line: after a blank one, before one, before a line with a hidden character.
    for (let bound = 1500; bound <= 2400; bound += 25) {
      const review = await stageRaw({ [PATH]: RAW }, bound)
      const published = await loadStagedReview({ stageDir: review.dir, allowlist: [PATH] })
      const staged = published.patches.get(PATH)!
      expect(review.index.files[0]!.truncated).toBe(true)
      // The last few lines kept, blank or not: their lower neighbour may lie past the cut.
      const kept = buildLineMap(staged.text).commentableLines('RIGHT').slice(-6)
      const refs = kept.map((line) => ({ path: PATH, line, side: 'RIGHT' as const, category: 'correctness' as const }))
      const ids = refs.map((ref) => findingId(ref, staged))
      expect(ids).toEqual(refs.map((ref) => findingFingerprint(ref, RAW)))
      const ledger = decideLedger({
        threads: refs.map((ref, i) => threadOn(ids[i]!, ref.line)),
        expectedLogin: OUR_LOGIN,
        files: [changedFileOf(PATH, { patch: RAW, status: 'added' })],
        delta: { kind: 'full', reason: 'first', since: undefined },
      })
      expect(new Set(ledger.entries.map((e) => `${e.action}: ${e.reason}`))).toEqual(new Set(['carry: anchored line unchanged']))
    }
  })

  it('is the one spawn_reviewers gives a specialist finding there', async () => {
    const review = await stageRaw({ [PATH]: RAW }, 2300)
    const config = {
      ...testRunConfig({ headSha: PR.headSha, stageDir: review.dir, privateDir: review.dir }),
      allowlist: [PATH],
      specialists: [{ name: 'correctness', patches: [...review.patchNames.values()] }],
    }
    const patch = [...(await loadStage(config)).patches.values()][0]!
    const line = patch.lineMap.commentableLines('RIGHT').at(-1)!
    const finding = {
      path: PATH,
      line,
      side: 'RIGHT' as const,
      severity: 'medium' as const,
      category: 'correctness' as const,
      title: 't',
      body: 'b',
      evidence: 'e',
    }
    const { candidates } = dedupe([{ specialist: 'correctness', findings: [finding] }], () => ({
      text: patch.text,
      hiddenLines: patch.hiddenLines,
      cutAfter: patch.cutAfter,
    }))
    expect(candidates.map((c) => c.id)).toEqual([findingFingerprint(finding, RAW)])
  })
})

describe('the id of a finding on a line the bound cut inside', () => {
  // The last line alone is over half the room: the staged patch shows only its start.
  const long = `+export const TABLE = [${Array.from({ length: 400 }, (_, i) => `'row ${i} \u202E'`).join(', ')}]`
  const raw = ['@@ -1,3 +1,5 @@', ' // table', '+export const SIZE = 400', ' ', long, ' export default TABLE'].join('\n')

  it("is the id GitHub's patch gives the whole line, and the line above keeps its id too", async () => {
    const review = await stageRaw({ [PATH]: raw }, 2000)
    const staged = (await loadStagedReview({ stageDir: review.dir, allowlist: [PATH] })).patches.get(PATH)!
    expect(staged.text).toContain('cut short')
    const refs = [2, 3, 4].map((line) => ({ path: PATH, line, side: 'RIGHT' as const, category: 'correctness' as const }))
    expect(buildLineMap(staged.text).commentableLines('RIGHT')).toEqual([1, 2, 3, 4])
    expect(refs.map((ref) => findingId(ref, staged))).toEqual(refs.map((ref) => findingFingerprint(ref, raw)))
  })
})

describe('review-index.json for a line the bound cut inside', () => {
  // A 200 KB minified line: the staged patch shows its start; the rest is over every byte bound.
  const tail = 'TAIL_PAST_THE_BOUND'
  const huge = `+export const BLOB = '${'x'.repeat(100_000)} ${'y z '.repeat(25_000)}${tail}'`
  const raw = ['@@ -1,2 +1,4 @@', ' // blob', '+export const SIZE = 1', huge, ` ${'w'.repeat(100_000)}${tail}`].join('\n')

  it('stays small: it holds no part of the line past the cut, and the ids still match the ledger', async () => {
    const review = await stageRaw({ [PATH]: raw }, 2000)
    const text = await readFile(join(review.dir, 'review-index.json'), 'utf8')
    expect(Buffer.byteLength(text)).toBeLessThan(4000)
    expect(text).not.toContain(tail)
    const staged = (await loadStagedReview({ stageDir: review.dir, allowlist: [PATH] })).patches.get(PATH)!
    const refs = [2, 3].map((line) => ({ path: PATH, line, side: 'RIGHT' as const, category: 'correctness' as const }))
    expect(buildLineMap(staged.text).commentableLines('RIGHT')).toEqual([1, 2, 3])
    expect(refs.map((ref) => findingId(ref, staged))).toEqual(refs.map((ref) => findingFingerprint(ref, raw)))
  })
})
