import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parsePullRequestEvent, readPullRequestEvent } from '../../../src/context/event.js'
import { gate, isFork, skipForeseen } from '../../../src/context/gate.js'
import type { PullRequestFacts } from '../../../src/context/records.js'
import { ConfigurationError, PolicyError, SkipRun } from '../../../src/core/errors.js'
import { pullRequestEvent } from '../../support/kit/event.js'
import { pullRequestFactsOf, tempDir } from '../../support/kit/index.js'

const HEAD = 'a'.repeat(40)
const NEWER = 'b'.repeat(40)

function payload(overrides: { draft?: boolean; headRepo?: string | null; headSha?: string; action?: string } = {}) {
  return pullRequestEvent({
    number: 42,
    action: overrides.action,
    draft: overrides.draft,
    headSha: overrides.headSha ?? HEAD,
    headRepo: overrides.headRepo,
    baseSha: 'c'.repeat(40),
    baseRepo: 'acme/app',
  })
}

function facts(overrides: Partial<PullRequestFacts> = {}): PullRequestFacts {
  return pullRequestFactsOf({ number: 42, baseSha: 'c'.repeat(40), headSha: HEAD, ...overrides })
}

const SETTINGS = { mode: 'comment' as const, skipDrafts: true, skipForks: true }

describe('parsePullRequestEvent', () => {
  it('reads the PR number and the expected head SHA', () => {
    const event = parsePullRequestEvent('pull_request', payload())
    expect(event).toEqual({
      action: 'synchronize',
      number: 42,
      expectedHeadSha: HEAD,
      baseRepoFullName: 'acme/app',
      headRepoFullName: 'acme/app',
      draft: false,
    })
  })

  it('refuses pull_request_target and says why and what to use', () => {
    const error = (() => {
      try {
        parsePullRequestEvent('pull_request_target', payload())
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ConfigurationError)
    expect((error as Error).message).toMatch(/pull_request_target.*write access.*on: pull_request/s)
  })

  it.each(['push', 'issue_comment', 'workflow_dispatch'])('refuses the %s event with a configuration error', (name) => {
    expect(() => parsePullRequestEvent(name, payload())).toThrow(ConfigurationError)
    expect(() => parsePullRequestEvent(name, payload())).toThrow(`triggered by '${name}'`)
  })

  it('skips a merge queue run (merge_group) instead of failing it: a required check must report there', () => {
    expect(() => parsePullRequestEvent('merge_group', { action: 'checks_requested' })).toThrow(SkipRun)
    expect(() => parsePullRequestEvent('merge_group', { action: 'checks_requested' })).toThrow(/merge_group.*merge queue/)
  })

  it('names the bad field of an unusable payload', () => {
    expect(() => parsePullRequestEvent('pull_request', payload({ headSha: 'abc' }))).toThrow(/pull_request\.head\.sha/)
    expect(() => parsePullRequestEvent('pull_request', { action: 'opened' })).toThrow(ConfigurationError)
  })

  it('keeps a deleted head repository as undefined', () => {
    expect(parsePullRequestEvent('pull_request', payload({ headRepo: null })).headRepoFullName).toBeUndefined()
  })

  it('reads the payload file and reports a missing or non-JSON file as configuration', async () => {
    const dir = await tempDir('hm-event-')
    const good = join(dir, 'event.json')
    await writeFile(good, JSON.stringify(payload()))
    await expect(readPullRequestEvent({ eventName: 'pull_request', eventPath: good })).resolves.toMatchObject({ number: 42 })
    const bad = join(dir, 'bad.json')
    await writeFile(bad, '{not json')
    await expect(readPullRequestEvent({ eventName: 'pull_request', eventPath: bad })).rejects.toBeInstanceOf(ConfigurationError)
    await expect(readPullRequestEvent({ eventName: 'pull_request', eventPath: join(dir, 'missing.json') })).rejects.toBeInstanceOf(ConfigurationError)
  })
})

describe('gate', () => {
  const event = parsePullRequestEvent('pull_request', payload())

  it('lets an open, same-repository PR at the expected head through', () => {
    expect(gate(event, facts(), SETTINGS)).toEqual({ proceed: true, headSha: HEAD })
  })

  it('fails by policy when the head moved, naming both SHAs', () => {
    const run = () => gate(event, facts({ headSha: NEWER }), SETTINGS)
    expect(run).toThrow(PolicyError)
    expect(run).toThrow(`the PR head moved from ${HEAD} to ${NEWER}; a newer run will review it`)
    // GitHub re-runs a workflow run on its original event's commit: re-running this one fails the same way.
    expect(run).toThrow(/re-running this workflow run .* the same commit .*; re-run the pull request's newest workflow run instead/)
  })

  it('skips drafts unless skip-drafts is false', () => {
    expect(() => gate(event, facts({ draft: true }), SETTINGS)).toThrow(SkipRun)
    expect(() => gate(event, facts({ draft: true }), SETTINGS)).toThrow(/draft.*skip-drafts/)
    expect(gate(event, facts({ draft: true }), { ...SETTINGS, skipDrafts: false }).proceed).toBe(true)
  })

  it('skips forks (including a deleted head repository) unless skip-forks is false', () => {
    expect(() => gate(event, facts({ headRepoFullName: 'mallory/app' }), SETTINGS)).toThrow(/fork mallory\/app.*skip-forks/)
    expect(() => gate(event, facts({ headRepoFullName: undefined }), SETTINGS)).toThrow(SkipRun)
    expect(gate(event, facts({ headRepoFullName: 'mallory/app' }), { ...SETTINGS, skipForks: false }).proceed).toBe(true)
    expect(isFork({ headRepoFullName: 'ACME/App', baseRepoFullName: 'acme/app' })).toBe(false)
  })

  // A push to a draft or a fork's branch while the last run read the pull request: the newer run
  // skips it too, so the older one is a skip, never a red policy failure saying a newer run will review it.
  it('skips a draft or a fork whose head moved since the event, as it skips them at their head', () => {
    expect(() => gate(event, facts({ draft: true, headSha: NEWER }), SETTINGS)).toThrow(/draft.*skip-drafts/)
    expect(() => gate(event, facts({ headRepoFullName: 'mallory/app', headSha: NEWER }), SETTINGS)).toThrow(/fork mallory\/app.*skip-forks/)
    expect(() => gate(event, facts({ draft: true, headSha: NEWER }), { ...SETTINGS, skipDrafts: false })).toThrow(PolicyError)
  })

  it('skips closed and merged PRs', () => {
    expect(() => gate(event, facts({ state: 'closed' }), SETTINGS)).toThrow(/is closed/)
    expect(() => gate(event, facts({ state: 'closed', merged: true }), SETTINGS)).toThrow(/is merged/)
  })

  it('treats a locked PR as a policy failure only for publishing modes', () => {
    expect(() => gate(event, facts({ locked: true }), SETTINGS)).toThrow(PolicyError)
    expect(() => gate(event, facts({ locked: true }), { ...SETTINGS, mode: 'blocking' })).toThrow(/locked/)
    expect(gate(event, facts({ locked: true }), { ...SETTINGS, mode: 'silent' }).proceed).toBe(true)
    expect(gate(event, facts({ locked: true }), { ...SETTINGS, mode: 'check-only' }).proceed).toBe(true)
  })
})

describe('skipForeseen (whether OpenCode waits for the live PR)', () => {
  const foreseen = (overrides: Parameters<typeof payload>[0], settings = SETTINGS) =>
    skipForeseen(parsePullRequestEvent('pull_request', payload(overrides)), settings)

  it('foresees nothing for an open, same-repository, ready PR, so OpenCode starts beside prepare', () => {
    expect(foreseen({})).toBeUndefined()
    expect(foreseen({ action: 'opened' })).toBeUndefined()
    expect(foreseen({ action: 'ready_for_review' })).toBeUndefined()
  })

  it('foresees the skips gate would make on the event alone: a draft, a fork or a deleted head repository, a closing event', () => {
    expect(foreseen({ draft: true })).toMatch(/draft and skip-drafts is true/)
    expect(foreseen({ headRepo: 'mallory/app' })).toMatch(/fork and skip-forks is true/)
    expect(foreseen({ headRepo: null })).toMatch(/fork/)
    expect(foreseen({ action: 'closed' })).toMatch(/closed/)
  })

  it('follows the settings: a draft or a fork the workflow wants reviewed is not a foreseen skip', () => {
    expect(foreseen({ draft: true }, { ...SETTINGS, skipDrafts: false })).toBeUndefined()
    expect(foreseen({ headRepo: 'mallory/app' }, { ...SETTINGS, skipForks: false })).toBeUndefined()
  })
})
