// Routing at publication, against the GitHub fake: trusted assessments decide inline,
// "needs a human look" and dropped; the escalation label is added once, also when a POST
// is applied before it fails and when a second run publishes on the same pull request.
import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeRunMarker } from '../../src/core/contracts/markers.js'
import { findingId, type Finding } from '../../src/core/contracts/review-payload.js'
import type { AssessedFinding } from '../../src/core/contracts/run-config.js'
import { buildLineMap } from '../../src/core/diff/diff-lines.js'
import { assess, DEFAULT_ROUTING } from '../../src/core/policy/routing.js'
import { preparePublication, type PreparedPublication } from '../../plugins/lib/publication/payload-to-review.js'
import { publishReview } from '../../plugins/lib/publication/publish.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, addedLine, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'

const OWNER = 'acme'
const REPO = 'widgets'
const NUMBER = 7
const PATCH = makePatch({ hunks: 2, seed: 'a' })
const LABEL = 'needs-human-review'
const LABELS = '/repos/{owner}/{repo}/issues/{issue_number}/labels'

let fake: GitHubFake
let headSha: string
let rest: Octokit

beforeEach(async () => {
  fake = await startGitHubFake()
  headSha = fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER, files: [{ filename: 'src/a.ts', patch: PATCH }] }).head.sha
  rest = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
})

afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
})

function finding(i: number, over: Partial<Finding> = {}): Finding {
  return {
    path: 'src/a.ts',
    line: addedLine(i),
    severity: 'high',
    category: 'correctness',
    title: `Finding number ${i}`,
    body: `Body ${i}`,
    evidence: `newValue0_${i}`,
    ...over,
  }
}

function assessed(f: Finding, confidence: number, verdict: AssessedFinding['verdict']): AssessedFinding {
  return { ...f, ...assess({ ...f, confidence, verdict }, DEFAULT_ROUTING), id: findingId(f, undefined), reason: 'scripted', specialists: ['correctness'] }
}

function prepare(payload: Finding[], team: AssessedFinding[], runId = '1'): PreparedPublication {
  const result = preparePublication(
    { summary: 'Routed review.', findings: payload },
    {
      marker: makeRunMarker(runId, headSha),
      allowlist: ['src/a.ts'],
      lineMaps: new Map([['src/a.ts', buildLineMap(PATCH)]]),
      maxComments: 25,
      assessments: new Map(team.map((a) => [a.id, a])),
      // A managed user of an enterprise (GHE.com, Enterprise Managed Users) has a login of the form handle_shortcode.
      mentions: ['@acme/reviewers', '@bob_acme'],
    },
  )
  if (!result.ok) throw new Error(result.problems.join('\n'))
  return result.publication
}

const options = (runId: string) => ({
  owner: OWNER,
  repo: REPO,
  pullNumber: NUMBER,
  headSha,
  marker: makeRunMarker(runId, headSha),
  expectedLogin: DEFAULT_BOT_LOGIN,
  sleep: async () => {},
  confirmDelaysMs: [0, 0, 0],
  escalationLabel: LABEL,
})

describe('publication routes from the trusted assessments', () => {
  const confirmed = finding(0)
  const inconclusive = finding(1, { title: 'Maybe a race' })
  const refuted = finding(2, { title: 'Wrong claim', category: 'code-quality' })
  const security = finding(3, { title: 'Token logged', category: 'security' })
  const team = [
    assessed(confirmed, 0.7, 'confirmed'),
    assessed(inconclusive, 0.7, 'inconclusive'),
    assessed(refuted, 0.7, 'refuted'),
    assessed(security, 0.5, 'refuted'),
  ]

  it('comments the confirmed finding, escalates the inconclusive and the refuted security one, drops the refuted one, and labels once', async () => {
    // The editor leaves the security finding out and claims certainty it does not have: neither counts.
    const publication = prepare([{ ...confirmed }, { ...inconclusive, confidence: 1 }, refuted], team)
    expect(publication.findings.map((f) => [f.title, f.route, f.placement])).toEqual([
      ['Finding number 0', 'inline', 'inline'],
      ['Maybe a race', 'escalate', 'body'],
      ['Wrong claim', 'drop', 'none'],
      ['Token logged', 'escalate', 'body'],
    ])
    const result = await publishReview(rest, publication, options('1'))
    expect(result.label).toBe('added')
    const review = fake.state.reviews(OWNER, REPO, NUMBER)[0]
    expect(review?.body).toContain('### Needs a human look\n\ncc @acme/reviewers @bob_acme')
    expect(review?.body).toContain('Maybe a race')
    expect(review?.body).toContain('confidence 0.70 → 0.63 (inconclusive)')
    expect(review?.body).toContain('confidence 0.50 → 0.17 (refuted) — security is an always-escalate category')
    expect(review?.body).not.toContain('Wrong claim')
    expect(review?.body).toContain('1 finding below the escalation confidence was dropped')
    expect(fake.state.reviewComments(OWNER, REPO, NUMBER).map((c) => c.line)).toEqual([confirmed.line])
    expect(fake.state.labels(OWNER, REPO, NUMBER)).toEqual([LABEL])

    // A second run on the same pull request looks first and finds the label.
    const again = await publishReview(rest, prepare([inconclusive], team, '2'), options('2'))
    expect(again.label).toBe('present')
    expect(fake.requests.filter((r) => r.route === LABELS && r.method === 'POST')).toHaveLength(1)
  })

  it('adds the label once when GitHub applies the POST and then answers 500', async () => {
    fake.faults.add({ route: LABELS, method: 'POST', status: 500, applyFirst: true })
    const result = await publishReview(rest, prepare([inconclusive], team), options('1'))
    expect(result.label).toBe('added')
    expect(fake.state.labels(OWNER, REPO, NUMBER)).toEqual([LABEL])
    expect(fake.requests.filter((r) => r.route === LABELS).map((r) => r.method)).toEqual(['GET', 'POST', 'GET'])
  })

  it('adds no label when nothing is escalated, and escalates inline findings over max-comments', async () => {
    const many = [finding(0), finding(1), finding(0, { category: 'tests', title: 'No test for it' })]
    const publication = preparePublication(
      { summary: 's', findings: many },
      {
        marker: makeRunMarker('3', headSha),
        allowlist: ['src/a.ts'],
        lineMaps: new Map([['src/a.ts', buildLineMap(PATCH)]]),
        maxComments: 1,
        assessments: new Map(many.map((f) => [findingId(f, undefined), assessed(f, 0.9, 'confirmed')])),
      },
    )
    if (!publication.ok) throw new Error(publication.problems.join('\n'))
    expect(publication.publication.routes).toEqual({ inline: 1, escalate: 2, drop: 0 })
    expect(publication.publication.body).toContain('over max-comments (1)')
    const quiet = await publishReview(rest, prepare([confirmed], team.slice(0, 1)), options('4'))
    expect(quiet.label).toBe('not-needed')
    expect(fake.requests.some((r) => r.route === LABELS)).toBe(false)
  })
})
