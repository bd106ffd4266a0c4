import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { decideLedger } from '../../../src/context/ledger.js'
import type { ReviewThread } from '../../../src/context/records.js'
import { findingFingerprint, type StagedPatchText } from '../../../src/core/contracts/fingerprint.js'
import { findingId } from '../../../src/core/contracts/review-payload.js'
import { loadStagedReview } from '../../../plugins/lib/publication/session.js'
import { dedupe } from '../../../plugins/lib/reviewers/findings.js'
import { loadStage } from '../../../plugins/lib/reviewers/stage.js'
import { changedFileOf, OUR_LOGIN, ourFindingThread, testRunConfig } from '../../support/kit/index.js'
import { PR, stageRaw } from './hidden-stage.js'

/**
 * Agents read a hidden character as `\uXXXX` text, the six characters code writes for the same
 * character: `"\u202e"` in a string is harmless, a raw U+202E reorders how the line reads on
 * GitHub (Trojan Source). A finding id must tell the two apart as a person does, or writing the
 * escape (the fix) leaves the finding carried as "anchored line unchanged" and never re-checked,
 * and a bidi control written where an upheld "won't fix" stood is never posted.
 */
const patchWith = (text: string): string => ['@@ -1,2 +1,3 @@', ' const ok = check(user)', `+const marker = "${text}"`, ' export { ok }'].join('\n')
const RAW = patchWith('\u202E')
const LITERAL = patchWith('\\u202e')
const REF = { path: 'src/dir.ts', line: 2, side: 'RIGHT' as const, category: 'security' as const }

/** The staged patch and its index entry's hidden lines, as spawn_reviewers and publish_review read them. */
async function staged(patch: string): Promise<StagedPatchText> {
  const review = await stageRaw({ 'src/dir.ts': patch })
  const entry = review.index.files[0]!
  return { text: await readFile(join(review.dir, 'patches', entry.patchFile), 'utf8'), hiddenLines: entry.hiddenLines }
}

const threadOn = (findingId: string): ReviewThread =>
  ourFindingThread({ findingId, path: 'src/dir.ts', line: 2, category: 'security', text: '**high** · security\n\nBidi control in a string' })

describe('the id of a finding on a line with a hidden character', () => {
  it('differs from the id on the same line with the escape written as code, staged or raw', async () => {
    const [raw, literal] = [await staged(RAW), await staged(LITERAL)]
    // Shown to agents, the two lines read the same.
    expect(raw.text).toBe(literal.text)
    expect(findingFingerprint(REF, raw)).not.toBe(findingFingerprint(REF, literal))
    expect(findingFingerprint(REF, RAW)).not.toBe(findingFingerprint(REF, LITERAL))
    // Publication (staged) and the ledger (GitHub's raw patch) still give one id.
    expect(findingFingerprint(REF, raw)).toBe(findingFingerprint(REF, RAW))
    expect(findingFingerprint(REF, literal)).toBe(findingFingerprint(REF, LITERAL))
    // So do the neighbours of that line.
    for (const line of [1, 3]) expect(findingFingerprint({ ...REF, line }, raw)).toBe(findingFingerprint({ ...REF, line }, RAW))
    expect(findingFingerprint({ ...REF, line: 1 }, RAW)).not.toBe(findingFingerprint({ ...REF, line: 1 }, LITERAL))
  })

  it('re-checks a bidi-control finding once the push writes the escape instead of carrying it as unchanged', async () => {
    const posted = findingFingerprint(REF, await staged(RAW))
    const ledger = decideLedger({
      threads: [threadOn(posted)],
      expectedLogin: OUR_LOGIN,
      files: [changedFileOf('src/dir.ts', { patch: LITERAL, status: 'modified' })],
      delta: { kind: 'full', reason: 'first', since: undefined },
    })
    expect(ledger.entries.map((e) => [e.action, e.reason])).toEqual([['reverify', 'the anchored line changed']])
    // The push that leaves the control in place carries it.
    const kept = decideLedger({
      threads: [threadOn(posted)],
      expectedLogin: OUR_LOGIN,
      files: [changedFileOf('src/dir.ts', { patch: RAW, status: 'modified' })],
      delta: { kind: 'full', reason: 'first', since: undefined },
    })
    expect(kept.entries.map((e) => e.action)).toEqual(['carry'])
  })

  it('is the one the ledger recomputes when spawn_reviewers and publish_review read it from the stage', async () => {
    const review = await stageRaw({ 'src/dir.ts': RAW })
    const published = await loadStagedReview({ stageDir: review.dir, allowlist: ['src/dir.ts'] })
    expect(findingId(REF, published.patches.get('src/dir.ts'))).toBe(findingFingerprint(REF, RAW))
    const config = {
      ...testRunConfig({ headSha: PR.headSha, stageDir: review.dir, privateDir: review.dir }),
      allowlist: ['src/dir.ts'],
      specialists: [{ name: 'security', patches: [...review.patchNames.values()] }],
    }
    const stage = await loadStage(config)
    const patch = [...stage.patches.values()][0]!
    const finding = { ...REF, severity: 'high' as const, category: 'security' as const, title: 'Bidi control', body: 'b', evidence: 'e' }
    const { candidates } = dedupe([{ specialist: 'security', findings: [finding] }], () => ({ text: patch.text, hiddenLines: patch.hiddenLines }))
    expect(candidates.map((c) => c.id)).toEqual([findingFingerprint(REF, RAW)])
  })
})
