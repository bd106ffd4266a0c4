import { expect, it } from 'vitest'
import { addedFile, changedFile } from '../support/action/pushes.js'
import { RATIO_V0, RATIO_V1, divisionFinding, PUSH_OWNER, PUSH_REPO, runConfigOf, usePushWorld } from '../support/action/push-world.js'

/**
 * A blocking run's high finding that went into the review body (no thread: here a line GitHub
 * would not take a comment on; also over max-comments, or escalated by routing). The next push
 * leaves its file alone; the delta review must not let it drop out of the gate unread.
 */
const NUMBER = 31
const V0 = RATIO_V0
const V1 = RATIO_V1
const RATIO = changedFile('src/ratio.ts', V0, V1)
const README = addedFile('README.md', ['hi'])
const world = usePushWorld('hm-repush-escalated-', NUMBER, () => [RATIO])
const INPUTS = { mode: 'blocking', 'blocking-severity': 'high' }

it('reviews again the file of a blocking finding the last review escalated, on a push that leaves it alone', async () => {
  const first = await world.prepareJob('601', INPUTS)
  // Line 7 is outside the diff: GitHub would take no comment there, so the finding goes in the body.
  const finding = divisionFinding('src/ratio.ts', 7)
  const published = await world.publish(first, '601-1', { findings: [finding] })
  expect(published.ok).toBe(true)
  expect(world.fake.state.threads(PUSH_OWNER, PUSH_REPO, NUMBER)).toEqual([])

  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, { changes: [README], files: [RATIO, README] })
  const next = await world.prepareJob('602', INPUTS)
  expect(next.prepared.delta.kind).toBe('delta')
  // Re-read by the reviewers (a finding they raise again gates this push as it gated the last).
  expect(next.prepared.allowlist).toEqual(['README.md', 'src/ratio.ts'])
  expect(next.prepared.unchangedSinceReview).toEqual([])
  const config = runConfigOf(next)
  expect(config.ledger?.scope).toMatch(
    /^Delta review: only the 1 file\(s\) changed since [0-9a-f]{7} were reviewed, with 1 unchanged file\(s\) that hold a blocking finding the last review listed in its body; 0 unchanged/,
  )
  // An advisory job's body findings gate nothing: its delta review leaves the file alone.
  const advisory = await world.prepareJob('603', { ...INPUTS, mode: 'comment' })
  expect(advisory.prepared.allowlist).toEqual(['README.md'])
})

it('says a cap left out the unchanged file of a blocking body finding, rather than "0 unchanged file(s)"', async () => {
  const inputs = { ...INPUTS, 'max-files': '1' }
  const first = await world.prepareJob('604', inputs)
  expect((await world.publish(first, '604-1', { findings: [divisionFinding('src/ratio.ts', 7)] })).ok).toBe(true)
  // src/ratio.ts is unchanged and due a re-read; max-files=1 keeps src/a.ts (the same risk, first by path).
  const added = addedFile('src/a.ts', ['export const a = 1'])
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, { changes: [added], files: [RATIO, added] })
  const next = await world.prepareJob('605', inputs)
  expect(next.prepared.allowlist).toEqual(['src/a.ts'])
  expect(next.prepared.unchangedSinceReview).toEqual(['src/ratio.ts'])
  expect(runConfigOf(next).ledger?.scope).toMatch(
    /^Delta review: only the 1 file\(s\) changed since [0-9a-f]{7} were reviewed; 1 unchanged file\(s\) keep their open findings, 1 of them holding a blocking finding the last review listed in its body, left out of this review by a cap\./,
  )
})
