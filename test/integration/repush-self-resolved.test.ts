import { expect, it } from 'vitest'
import { planLedger } from '../../src/publication/ledger-plan.js'
import { standingBlockingCount } from '../../src/publication/report.js'
import { addedFile, changedFile } from '../support/action/pushes.js'
import { RATIO_V0, RATIO_V1, divisionFinding, PUSH_OWNER, PUSH_REPO, runConfigOf, usePushWorld } from '../support/action/push-world.js'
import { DEFAULT_AUTHOR } from '../support/github-fake/state.js'

/**
 * A blocking run's high finding; the pull request's author resolves its thread without touching
 * the code, then pushes an unrelated commit. The next gating run must still count the finding
 * (the author cannot resolve a required check green); a reviewer's resolution is their call.
 */
const NUMBER = 21
const V0 = RATIO_V0
const V1 = RATIO_V1
const RATIO = changedFile('src/ratio.ts', V0, V1)
const README = addedFile('README.md', ['hi'])
const world = usePushWorld('hm-repush-self-resolved-', NUMBER, () => [RATIO])
const finding = divisionFinding()

async function resolvedThenPushed(resolver: string): Promise<{ standing: number; anchored: string[] }> {
  const inputs = { mode: 'blocking', 'blocking-severity': 'high' }
  const first = await world.prepareJob('501', inputs)
  expect((await world.publish(first, '501-1', { findings: [finding] })).ok).toBe(true)
  const [thread] = world.fake.state.threads(PUSH_OWNER, PUSH_REPO, NUMBER)
  thread!.isResolved = true
  thread!.resolvedBy = resolver
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, { changes: [README], files: [RATIO, README] })
  const next = await world.prepareJob('502', inputs)
  // The verifier did not answer (or no model ran): what stands is decided by code alone.
  const standing = standingBlockingCount(planLedger(next.prepared.ledger.entries, []).standing, 'high')
  // A tracked thread keeps a re-raised copy near its line from being posted as a second thread.
  const config = runConfigOf(next)
  return { standing, anchored: (config.ledger?.anchors ?? []).map((a) => a.severity ?? 'none') }
}

it("still counts a blocking finding whose thread the pull request's author resolved without a fix", async () => {
  expect(world.fake.state.pull(PUSH_OWNER, PUSH_REPO, NUMBER)?.user).toBe(DEFAULT_AUTHOR)
  expect(await resolvedThenPushed(DEFAULT_AUTHOR)).toEqual({ standing: 1, anchored: ['high'] })
})

it('stops counting it when a reviewer other than the author resolved the thread', async () => {
  expect(await resolvedThenPushed('maintainer')).toEqual({ standing: 0, anchored: [] })
})
