import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { decideLedger } from '../../src/context/ledger.js'
import { loadReviewThreads } from '../../src/context/threads.js'
import { makeFindingMarker } from '../../src/core/contracts/markers.js'
import { findingId } from '../../src/core/contracts/review-payload.js'
import { Redactor } from '../../src/core/telemetry/redact.js'
import { concludeRun } from '../../src/publication/conclude.js'
import { planLedger } from '../../src/publication/ledger-plan.js'
import type { ProofSink } from '../../src/publication/sinks/sink.js'
import { applyLifecycle } from '../../src/publication/lifecycle.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, addedLine, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { offlineConcludeInput, offlineConcludePorts } from '../support/kit/index.js'
import { githubInstallationToken, seededRandom } from '../support/secret-formats.js'

/**
 * A lifecycle reply quotes the verifier: its reason, and for an upheld objection the rule line it
 * suggests. The verifier is a model in the reviewer process, which holds the provider key; every
 * other text a model writes is redacted with the run's redactor (its token and key by value)
 * before GitHub shows it, but the replies were redacted by shape only, so a key of no shape a
 * pattern knows (a gateway's, Groq's `gsk_`) went into a comment on the pull request.
 */
const OWNER = 'acme'
const REPO = 'widgets'
const NUMBER = 12
const PATCH = makePatch({ seed: 'r' })
const RUN_KEY = 'gsk_lifecycleKey7c1e9a3b5d2f8e0a4c6' // the run's provider key, of no known shape
const TOKEN = githubInstallationToken(seededRandom(0x11fe))
const id = findingId({ path: 'src/r.ts', line: addedLine(0), category: 'security' }, PATCH)

let fake: GitHubFake
let octokit: Octokit

beforeEach(async () => {
  fake = await startGitHubFake()
  fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER, files: [{ filename: 'src/r.ts', patch: PATCH }] })
  fake.state.addThread(OWNER, REPO, NUMBER, {
    path: 'src/r.ts',
    line: addedLine(0),
    author: DEFAULT_BOT_LOGIN,
    comments: [`Key in the request\n\n${makeFindingMarker(id, { category: 'security', side: 'RIGHT' })}`, { body: 'That is a test key.', user: 'octocat' }],
  })
  octokit = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
})

afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
})

describe('a lifecycle reply that quotes a secret', () => {
  it("posts the verifier's reason and rule without the run's provider key or token", async () => {
    const { threads } = await loadReviewThreads(octokit, { owner: OWNER, repo: REPO, number: NUMBER })
    const ledger = decideLedger({
      threads,
      expectedLogin: DEFAULT_BOT_LOGIN,
      files: [{ filename: 'src/r.ts', previousFilename: undefined, status: 'modified', additions: 2, deletions: 1, changes: 3, patch: PATCH, sha: undefined }],
      delta: { kind: 'full', reason: 'force-push', since: undefined },
    })
    expect(ledger.entries.map((e) => e.action)).toEqual(['dispute'])
    const plan = planLedger(ledger.entries, [
      {
        id,
        verdict: 'upheld',
        reason: `The request sends ${RUN_KEY} to a stub server, and the client holds ${TOKEN.slice(0, 60)}`,
        rule: `- Do not flag ${RUN_KEY} in src/r.ts.`,
      },
    ])
    const redactor = new Redactor()
    redactor.add(RUN_KEY)
    redactor.add(TOKEN)
    const result = await applyLifecycle(octokit, octokit, {
      owner: OWNER,
      repo: REPO,
      pullNumber: NUMBER,
      runId: '77',
      expectedLogin: DEFAULT_BOT_LOGIN,
      plan,
      redact: (text) => redactor.redact(text),
    })
    expect(result.replied).toEqual([id])
    const reply = fake.state.reviewComments(OWNER, REPO, NUMBER).find((c) => c.user === DEFAULT_BOT_LOGIN && c.body.startsWith('**Harbourmaster:**'))
    expect(reply?.body).toContain("Won't fix")
    expect(reply?.body).toContain('The request sends [REDACTED] to a stub server')
    expect(reply?.body).toContain('- Do not flag [REDACTED] in src/r.ts.')
    expect(reply?.body).not.toContain(RUN_KEY)
    expect(reply?.body).not.toContain(TOKEN.slice(20, 60))
  })
})

describe("the run's redactor and the GitHub review sink", () => {
  // The sink hands it to the lifecycle (github-review.ts); a conclusion that kept it from the sink
  // would post the replies redacted by shape only again.
  it('reaches the sink that proves the review and replies on earlier threads', async () => {
    const redactor = new Redactor()
    redactor.add(RUN_KEY)
    const seen: string[] = []
    const proof: ProofSink = {
      id: 'github-review',
      kind: 'proof',
      applies: () => true,
      emit: async (_record, context) => {
        seen.push((context.redact ?? ((t: string) => t))(`reason quoting ${RUN_KEY}`))
        return { reviewId: 1, waitedMs: 0 }
      },
    }
    await concludeRun(
      offlineConcludePorts({ redact: (text) => redactor.redact(text) }),
      offlineConcludeInput({ mode: 'comment', runId: '78-1', headSha: 'c'.repeat(40), sinks: [proof] }),
    )
    expect(seen).toEqual(['reason quoting [REDACTED]'])
  })
})
