import { expect, it } from 'vitest'
import { planLedger } from '../../src/publication/ledger-plan.js'
import { standingBlockingCount } from '../../src/publication/report.js'
import { addedFile } from '../support/action/pushes.js'
import { PUSH_OWNER, PUSH_REPO, usePushWorld } from '../support/action/push-world.js'

/**
 * GitHub lists at most 3,000 files of a pull request. A push that pads the pull request past that,
 * with files that sort before the one holding an open blocking thread, leaves that file out of the
 * listing: the next run must not take it for deleted (close and resolve the thread, and pass).
 */
const NUMBER = 41
const Z = addedFile('src/z.ts', ['export function z(input: string): unknown {', '  return eval(input)', '}'])
const world = usePushWorld('hm-repush-capped-', NUMBER, () => [Z])
const INPUTS = { mode: 'blocking', 'blocking-severity': 'high' }
const finding = {
  path: 'src/z.ts',
  line: 2,
  severity: 'high' as const,
  category: 'security' as const,
  title: 'eval of input',
  body: 'Runs code.',
  evidence: 'eval(',
}

it("keeps counting an open blocking thread whose file a padded pull request pushed out of GitHub's listing", async () => {
  const first = await world.prepareJob('701', INPUTS)
  expect((await world.publish(first, '701-1', { findings: [finding] })).ok).toBe(true)
  expect(world.fake.state.threads(PUSH_OWNER, PUSH_REPO, NUMBER)).toHaveLength(1)

  const padding = Array.from({ length: 3000 }, (_, i) => addedFile(`aaa/${String(i).padStart(4, '0')}.txt`, ['x']))
  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, { changes: padding, files: [...padding, Z] })
  const next = await world.prepareJob('702', INPUTS)
  expect(next.prepared.caps).toEqual(expect.arrayContaining([expect.objectContaining({ cap: 'github-file-limit' })]))
  expect(next.prepared.ledger.entries.map((e) => e.action)).toEqual(['carry'])
  const plan = planLedger(next.prepared.ledger.entries, [])
  expect(plan.actions).toEqual([])
  expect(standingBlockingCount(plan.standing, 'high')).toBe(1)
})
