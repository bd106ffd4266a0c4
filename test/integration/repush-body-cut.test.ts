import { expect, it } from 'vitest'
import { addedFile, changedFile } from '../support/action/pushes.js'
import { RATIO_V0, RATIO_V1, divisionFinding, PUSH_OWNER, PUSH_REPO, runConfigOf, usePushWorld } from '../support/action/push-world.js'

/**
 * The review body is the only memory of findings listed in it alone. When GitHub's size limit
 * makes the renderer leave some out, that review must say so where it names its limits, and the
 * next push, which cannot carry what the body no longer holds, must say how many it lost rather
 * than forget them without a word.
 */
const NUMBER = 41
const RATIO = changedFile('src/ratio.ts', RATIO_V0, RATIO_V1)
const README = addedFile('README.md', ['hi'])
const world = usePushWorld('hm-repush-cut-', NUMBER, () => [RATIO])

it('names the body-only findings the size limit cut, and the next push reports them lost with a count', async () => {
  const first = await world.prepareJob('801')
  // Twelve findings outside the diff, each near 8,000 characters: the body cannot hold them all.
  const findings = Array.from({ length: 12 }, (_, i) => ({
    ...divisionFinding('src/ratio.ts', 7 + i),
    title: `Division by zero, case ${i}`,
    body: `Case ${i}: b may be 0. ${'x'.repeat(7_500)}`,
  }))
  expect((await world.publish(first, '801-1', { findings })).ok).toBe(true)
  const firstBody = world.fake.state.reviews(PUSH_OWNER, PUSH_REPO, NUMBER).at(-1)?.body ?? ''
  const listed = (firstBody.match(/<!-- harbourmaster:finding /g) ?? []).length
  expect(listed).toBeLessThan(12)
  const cut = 12 - listed
  expect(firstBody).toMatch(new RegExp(`### Limits reached[\\s\\S]*review body size[^\\n]*${cut} body-only finding\\(s\\) left out`))

  world.fake.state.pushCommit(PUSH_OWNER, PUSH_REPO, NUMBER, { changes: [README], files: [RATIO, README] })
  const second = await world.prepareJob('802')
  expect(second.prepared.delta.kind).toBe('delta')
  expect(second.prepared.ledger.inBody).toHaveLength(listed)
  const lost = second.prepared.caps.find((c) => c.cap === 'earlier review body size')
  expect(lost?.limit).toBe(cut)
  expect(lost?.detail).toMatch(new RegExp(`${cut} body-only finding\\(s\\) .* lost`))
  expect(second.logger.find('ledger', 'decided')[0]?.in_body_lost).toBe(String(cut))
  expect((await world.publish(second, '802-1', { ledger: runConfigOf(second).ledger })).ok).toBe(true)
  const secondBody = world.fake.state.reviews(PUSH_OWNER, PUSH_REPO, NUMBER).at(-1)?.body ?? ''
  expect(secondBody).toMatch(new RegExp(`### Limits reached[\\s\\S]*earlier review body size \\(${cut}\\): ${cut} body-only finding\\(s\\)`))
})
