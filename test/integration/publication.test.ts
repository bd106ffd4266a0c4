import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Octokit } from '@octokit/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findingId, type Finding } from '../../src/core/contracts/review-payload.js'
import { RECEIPT_FILES, type RunConfig } from '../../src/core/contracts/run-config.js'
import { ConfigurationError, PolicyError } from '../../src/core/errors.js'
import { buildLineMap } from '../../src/core/diff/diff-lines.js'
import { makeRunMarker, parseFindingMarkers } from '../../src/core/contracts/markers.js'
import { preparePublication, type PreparedPublication } from '../../plugins/lib/publication/payload-to-review.js'
import { publishReview, ReviewMayBeStored, type PublishOptions } from '../../plugins/lib/publication/publish.js'
import { PublishSession, RecordSession, loadStagedReview } from '../../plugins/lib/publication/session.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { testRunConfig, tempDir, findingOf, indexedFileOf, reviewIndexOf } from '../support/kit/index.js'

const OWNER = 'acme'
const REPO = 'widgets'
const NUMBER = 7
const PATCH_A = makePatch({ hunks: 2, seed: 'a' })
const PATCH_B = makePatch({ hunks: 1, seed: 'b' })
const REVIEWS = '/repos/{owner}/{repo}/pulls/{pull_number}/reviews'
const noWait = async (): Promise<void> => {}

let fake: GitHubFake
let headSha: string
let rest: Octokit

beforeEach(async () => {
  fake = await startGitHubFake()
  const pull = fake.state.addPullRequest({
    owner: OWNER,
    repo: REPO,
    number: NUMBER,
    files: [
      { filename: 'src/a.ts', patch: PATCH_A },
      { filename: 'src/b.ts', patch: PATCH_B },
    ],
  })
  headSha = pull.head.sha
  rest = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })
})

afterEach(async () => {
  expect(fake.driftErrors).toEqual([])
  await fake.close()
})

function finding(over: Partial<Finding> = {}): Finding {
  return findingOf({ body: 'The new call ignores its result; cc @octocat, this fixes #12.', ...over })
}

function prepared(findings: Finding[], patches: Record<string, string> = { 'src/a.ts': PATCH_A, 'src/b.ts': PATCH_B }, runId = '1001'): PreparedPublication {
  const lineMaps = new Map(Object.entries(patches).map(([path, patch]) => [path, buildLineMap(patch)]))
  const result = preparePublication(
    { summary: 'Two specialists reviewed the change.', findings },
    { marker: makeRunMarker(runId, headSha), allowlist: Object.keys(patches), lineMaps, patches: new Map(Object.entries(patches)), maxComments: 25 },
  )
  if (!result.ok) throw new Error(result.problems.join('\n'))
  return result.publication
}

function options(runId = '1001', over: Partial<PublishOptions> = {}): PublishOptions {
  return {
    owner: OWNER,
    repo: REPO,
    pullNumber: NUMBER,
    headSha,
    marker: makeRunMarker(runId, headSha),
    expectedLogin: DEFAULT_BOT_LOGIN,
    sleep: noWait,
    confirmDelaysMs: [0, 0, 0],
    ...over,
  }
}

const reviews = () => fake.state.reviews(OWNER, REPO, NUMBER)

describe('publishReview against the GitHub fake', () => {
  it('posts exactly one COMMENT review on the head SHA with the marker, inline comments and neutralised mentions', async () => {
    const result = await publishReview(rest, prepared([finding(), finding({ path: 'src/b.ts', severity: 'low' })]), options())
    expect(result.how).toBe('posted')
    expect(reviews()).toHaveLength(1)
    const [review] = reviews()
    expect(review).toMatchObject({ id: result.reviewId, state: 'COMMENTED', commitId: headSha, user: DEFAULT_BOT_LOGIN })
    expect(review?.body).toContain(makeRunMarker('1001', headSha))
    const comments = fake.state.reviewComments(OWNER, REPO, NUMBER)
    expect(comments.map((c) => c.path).sort()).toEqual(['src/a.ts', 'src/b.ts'])
    expect(parseFindingMarkers(comments.find((c) => c.path === 'src/a.ts')?.body)).toEqual([findingId(finding(), PATCH_A)])
    for (const c of comments) {
      expect(c.body).not.toMatch(/(^|\s)@octocat/)
      expect(c.body).not.toMatch(/fixes\s+#12/)
    }
    expect(result.requests).toEqual([`GET ${REVIEWS}`, `POST ${REVIEWS}`])
  })

  it('names a PR locked during the run as a policy problem (one extra read of the PR), not a token permission', async () => {
    fake.state.lockPullRequest(OWNER, REPO, NUMBER)
    const failure = await publishReview(rest, prepared([finding()]), options()).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(PolicyError)
    expect(String((failure as Error).message)).toMatch(/locked during the run.*HTTP 403/)
    expect(reviews()).toHaveLength(0)
    expect(fake.requests.filter((r) => r.method === 'GET' && r.route === '/repos/{owner}/{repo}/pulls/{pull_number}')).toHaveLength(1)
  })

  it('names a PR closed during the run as a policy problem', async () => {
    fake.state.closePullRequest(OWNER, REPO, NUMBER)
    await expect(publishReview(rest, prepared([]), options())).rejects.toThrow(PolicyError)
    await expect(publishReview(rest, prepared([]), options())).rejects.toThrow(/closed during the run/)
    expect(reviews()).toHaveLength(0)
  })

  it('still blames the token for a 403 on an open, unlocked PR', async () => {
    fake.faults.add({ route: REVIEWS, method: 'POST', status: 403, body: { message: 'Resource not accessible by integration' } })
    const failure = await publishReview(rest, prepared([]), options()).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ConfigurationError)
    expect(String((failure as Error).message)).toMatch(/pull-requests: write/)
  })

  it('posts a review also when no finding remains', async () => {
    const result = await publishReview(rest, prepared([]), options())
    expect(reviews()).toHaveLength(1)
    expect(reviews()[0]?.body).toContain('0 findings')
    expect(result.inlineComments).toBe(0)
  })

  it('on a 422 for one comment line, lands the review with that finding in the body', async () => {
    // The staged patch claims a hunk GitHub's diff does not have (a stale stage): line 93 is not in GitHub's diff.
    const stale = `${PATCH_B}\n@@ -90,3 +90,4 @@\n ctx\n+added\n ctx\n ctx`
    const bad = finding({ path: 'src/b.ts', line: 91, title: 'Only in the stale stage' })
    const good = finding()
    const result = await publishReview(rest, prepared([good, bad], { 'src/a.ts': PATCH_A, 'src/b.ts': stale }), options())
    expect(reviews()).toHaveLength(1)
    const comments = fake.state.reviewComments(OWNER, REPO, NUMBER)
    expect(comments.map((c) => c.path)).toEqual(['src/a.ts'])
    expect(reviews()[0]?.body).toContain('`src/b.ts:91`')
    expect(reviews()[0]?.body).toContain('GitHub refused')
    expect(result.inlineComments).toBe(1)
    expect(result.bodyFindings).toBe(1)
    expect(fake.requests.filter((r) => r.method === 'POST' && r.route === REVIEWS).map((r) => r.status)).toEqual([422, 200])
  })

  it('after a 502 on a POST that GitHub stored, finds its own review instead of posting twice', async () => {
    fake.faults.add({ method: 'POST', route: REVIEWS, status: 502, applyFirst: true })
    const result = await publishReview(rest, prepared([finding()]), options())
    expect(result.how).toBe('found-after-fault')
    expect(reviews()).toHaveLength(1)
    expect(result.reviewId).toBe(reviews()[0]?.id)
  })

  it('keeps looking when the stored review is not listed yet, and still never duplicates', async () => {
    fake.faults.add({ method: 'POST', route: REVIEWS, status: 502, applyFirst: true })
    fake.hideNewReviews(2)
    const result = await publishReview(rest, prepared([finding()]), options())
    expect(result.how).toBe('found-after-fault')
    expect(reviews()).toHaveLength(1)
  })

  it('does not re-post after a connection reset that stored nothing: GitHub may hold it and list it late', async () => {
    fake.faults.add({ method: 'POST', route: REVIEWS, resetConnection: true })
    await expect(publishReview(rest, prepared([finding()]), options())).rejects.toBeInstanceOf(ReviewMayBeStored)
    expect(fake.requests.filter((r) => r.method === 'POST' && r.route === REVIEWS)).toHaveLength(1)
    expect(reviews()).toHaveLength(0)
  })

  it('a later call after a 5xx looks for the review and posts nothing while GitHub does not list it', async () => {
    fake.faults.add({ method: 'POST', route: REVIEWS, status: 502, applyFirst: true })
    // The first call's listing and five looks, the second call's listing and three looks.
    fake.hideNewReviews(10)
    const sent: NonNullable<PublishOptions['sent']> = []
    const first = publishReview(rest, prepared([finding()]), options('1001', { sent }))
    await expect(first).rejects.toBeInstanceOf(ReviewMayBeStored)
    await expect(publishReview(rest, prepared([]), options('1001', { sent, unconfirmedPost: 502 }))).rejects.toBeInstanceOf(ReviewMayBeStored)
    const third = await publishReview(rest, prepared([]), options('1001', { sent, unconfirmedPost: 502 }))
    expect(third).toMatchObject({ how: 'already-published', reviewId: reviews()[0]?.id, inlineComments: 1 })
    expect(fake.requests.filter((r) => r.method === 'POST' && r.route === REVIEWS)).toHaveLength(1)
    expect(reviews()).toHaveLength(1)
  })

  it('waits out a secondary rate limit for the time GitHub names before retrying', async () => {
    fake.faults.addSecondaryRateLimit(REVIEWS, { method: 'POST', retryAfterSeconds: 3 })
    const waits: number[] = []
    const result = await publishReview(rest, prepared([finding()]), options('1001', { sleep: async (ms) => void waits.push(ms) }))
    expect(waits[0]).toBe(3000)
    expect(result.posts).toBe(2)
    expect(reviews()).toHaveLength(1)
  })

  it('retries a transient fault on its first listing of reviews', async () => {
    fake.faults.add({ method: 'GET', route: REVIEWS, status: 502 })
    const result = await publishReview(rest, prepared([finding()]), options())
    expect(result.how).toBe('posted')
    expect(reviews()).toHaveLength(1)
  })

  it('gives up after three transient failures with a github failure and no review', async () => {
    fake.faults.add({ method: 'POST', route: REVIEWS, status: 503, times: 5 })
    await expect(publishReview(rest, prepared([finding()]), options())).rejects.toMatchObject({ failureClass: 'github', status: 503 })
    expect(reviews()).toHaveLength(0)
  })

  it('deletes a leftover pending review carrying a Harbourmaster marker, then publishes', async () => {
    fake.state.addReview(OWNER, REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, state: 'PENDING', body: makeRunMarker('999', headSha) })
    await publishReview(rest, prepared([finding()]), options())
    expect(reviews().map((r) => r.state)).toEqual(['COMMENTED'])
  })

  it('refuses to destroy a pending draft without a marker by the same identity', async () => {
    fake.state.addReview(OWNER, REPO, NUMBER, { user: DEFAULT_BOT_LOGIN, state: 'PENDING', body: 'my notes' })
    await expect(publishReview(rest, prepared([finding()]), options())).rejects.toBeInstanceOf(PolicyError)
    expect(reviews().map((r) => r.state)).toEqual(['PENDING'])
  })

  it('keeps a body of many multi-byte findings under 65,536 characters with the marker intact', async () => {
    const long = '漢字と絵文字😀🚢 '.repeat(700).slice(0, 7900)
    const findings = Array.from({ length: 40 }, (_, i) => finding({ line: 500 + i, body: long, title: `Finding ${i}` }))
    const result = await publishReview(rest, prepared(findings), options())
    const body = reviews()[0]?.body ?? ''
    expect(body.length).toBeLessThanOrEqual(65_536)
    expect(body.trimEnd().endsWith(makeRunMarker('1001', headSha))).toBe(true)
    expect(body).toMatch(/left out to stay within GitHub's size limit/)
    expect(result.bodyFindings).toBe(40)
  })
})

describe('PublishSession (the publish_review tool without OpenCode)', () => {
  let dir: string
  let config: RunConfig

  beforeEach(async () => {
    dir = await tempDir('hm-pub-')
    const stage = join(dir, 'stage')
    await mkdir(join(stage, 'patches'), { recursive: true })
    await writeFile(join(stage, 'patches', 'a.patch'), PATCH_A)
    await writeFile(
      join(stage, 'review-index.json'),
      JSON.stringify(
        reviewIndexOf({
          pr: { owner: OWNER, repo: REPO, number: NUMBER, author: 'octocat', headSha, baseSha: headSha, changedFiles: 2 },
          files: [indexedFileOf('src/a.ts', 'a.patch', { risk: 'high', patchBytes: 10 })],
          exclusions: [{ path: 'dist/index.js', reason: 'generated', rule: 'default' }],
        }),
      ),
    )
    await writeFile(join(dir, 'token'), `${DEFAULT_FAKE_TOKEN}\n`, { mode: 0o600 })
    config = testRunConfig({
      runId: '2002',
      repository: { owner: OWNER, repo: REPO },
      pullNumber: NUMBER,
      headSha,
      github: fake,
      allowlist: ['src/a.ts'],
      stageDir: stage,
      privateDir: join(dir, 'private'),
      tokenFile: join(dir, 'token'),
    })
  })
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('takes the token file once, returns problems the editor can fix, publishes, writes receipts and caches the result', async () => {
    const session = new PublishSession({
      config,
      staged: await loadStagedReview(config),
      rest: (token) => new Octokit({ auth: token, baseUrl: fake.url }),
      publish: { sleep: noWait },
    })
    await session.primeToken()
    await expect(stat(join(dir, 'token'))).rejects.toMatchObject({ code: 'ENOENT' })

    const wrong = await session.call({ summary: 's', findings: [finding({ path: 'src/nope.ts' })] })
    expect(wrong.ok).toBe(false)
    expect(wrong.text).toMatch(/src\/nope\.ts.*not a reviewable changed file/)
    expect(reviews()).toHaveLength(0)

    const first = await session.call({ summary: 's', findings: [finding()] })
    expect(first.ok).toBe(true)
    const again = await session.call({ summary: 'different', findings: [] })
    expect(again).toEqual(first)
    expect(reviews()).toHaveLength(1)

    const receipt = JSON.parse(await readFile(join(config.privateDir, RECEIPT_FILES.publication), 'utf8'))
    expect(receipt).toMatchObject({ runId: '2002', reviewId: reviews()[0]?.id, headSha, marker: config.marker, attempts: 2 })
    expect((await stat(join(config.privateDir, RECEIPT_FILES.publication))).mode & 0o777).toBe(0o600)
    const record = JSON.parse(await readFile(join(config.privateDir, RECEIPT_FILES.record), 'utf8'))
    expect(record.findings[0]).toMatchObject({ id: findingId(finding(), PATCH_A), placement: 'inline' })
  })

  it('serialises two calls made in the same model turn, so only one review is posted', async () => {
    const session = new PublishSession({ config, staged: await loadStagedReview(config), rest, token: async () => 'unused', publish: { sleep: noWait } })
    const [a, b] = await Promise.all([session.call({ summary: 'one', findings: [finding()] }), session.call({ summary: 'two', findings: [] })])
    expect(a.ok && b.ok).toBe(true)
    expect(b).toEqual(a)
    expect(reviews()).toHaveLength(1)
  })

  it('refuses a fourth attempt, and on the third repairs what it can instead of refusing', async () => {
    const session = new PublishSession({ config, staged: await loadStagedReview(config), rest, token: async () => 'unused', publish: { sleep: noWait } })
    const bad = { summary: 's', findings: [finding({ path: 'src/nope.ts' })] }
    expect((await session.call(bad)).ok).toBe(false)
    expect((await session.call(bad)).ok).toBe(false)
    const third = await session.call(bad)
    expect(third.ok).toBe(true)
    expect(reviews()[0]?.body).toContain('src/nope.ts:')
    const other = new PublishSession({ config, staged: await loadStagedReview(config), rest, token: async () => 'unused' })
    const schemaBad = { summary: '', findings: [] }
    for (let i = 0; i < 3; i++) expect((await other.call(schemaBad)).ok).toBe(false)
    const fourth = await other.call({ summary: 'fine', findings: [] })
    expect(fourth).toMatchObject({ ok: false })
    expect(fourth.text).toMatch(/already called 3 times/)
  })

  it('redacts the session token (even without a token shape) and secret-shaped strings from what it posts and records', async () => {
    const token = 'shapeless-session-credential'
    const session = new PublishSession({ config, staged: await loadStagedReview(config), rest, token: async () => token, publish: { sleep: noWait } })
    const key = 'sk-proj-abcdefghijklmnopqrstuvwx0123'
    const reply = await session.call({
      summary: `Found ${token} in the logs`,
      findings: [
        finding({ title: `Leaks ${key}`, body: `The value ${token} is printed.`, evidence: `log('${token}')`, suggestion: `log('${key}')` }),
        finding({ line: 400, body: `also ${token}` }),
      ],
    })
    expect(reply.ok).toBe(true)
    const posted = [reviews()[0]?.body ?? '', ...fake.state.reviewComments(OWNER, REPO, NUMBER).map((c) => c.body)].join('\n')
    const record = await readFile(join(config.privateDir, RECEIPT_FILES.record), 'utf8')
    for (const text of [posted, record]) {
      expect(text).not.toContain(token)
      expect(text).not.toContain(key)
      expect(text).toContain('[REDACTED]')
    }
  })

  it('redacts the provider key the run config names, whatever its shape, from what publish_review posts and record_review records', async () => {
    // A Groq-style key: no token family knows the shape, only its value masks it.
    const key = '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'
    const base = { env: { GROQ_API_KEY: key }, staged: await loadStagedReview(config) }
    const named = { ...config, providerKeyEnv: 'GROQ_API_KEY' }
    const payload = { summary: `Saw ${key} in .env`, findings: [finding({ body: `The workspace .env holds ${key}.` })] }
    expect((await new PublishSession({ ...base, config: named, rest, token: async () => 'unused', publish: { sleep: noWait } }).call(payload)).ok).toBe(true)
    const recordConfig = { ...named, mode: 'check-only' as const, tokenFile: undefined, privateDir: join(dir, 'record') }
    expect((await new RecordSession({ ...base, config: recordConfig }).call(payload)).ok).toBe(true)
    const posted = [reviews()[0]?.body ?? '', ...fake.state.reviewComments(OWNER, REPO, NUMBER).map((c) => c.body)].join('\n')
    for (const text of [posted, await readFile(join(dir, 'record', RECEIPT_FILES.record), 'utf8')]) {
      expect(text).toContain('The workspace .env holds [REDACTED]')
      expect(text).not.toContain(key)
    }
  })

  it('record_review validates and records without any GitHub write', async () => {
    const session = new RecordSession({ config: { ...config, mode: 'check-only', tokenFile: undefined }, staged: await loadStagedReview(config) })
    const reply = await session.call({ summary: 's', findings: [finding(), finding({ line: 400 })] })
    expect(reply.ok).toBe(true)
    expect(fake.requests).toHaveLength(0)
    const record = JSON.parse(await readFile(join(config.privateDir, RECEIPT_FILES.record), 'utf8'))
    expect(record.tool).toBe('record_review')
    expect(record.findings.map((f: { placement: string }) => f.placement).sort()).toEqual(['body', 'inline'])
  })
})
