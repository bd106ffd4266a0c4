import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { Octokit } from '@octokit/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadReviewThreads } from '../../src/context/threads.js'
import { findingId } from '../../src/core/contracts/review-payload.js'
import { RECEIPT_FILES, publicationReceiptSchema } from '../../src/core/contracts/run-config.js'
import { applyLifecycle, type LifecycleResult } from '../../src/publication/lifecycle.js'
import { planLedger } from '../../src/publication/ledger-plan.js'
import { decideLedger } from '../../src/context/ledger.js'
import { makeMarker, snapshotReviews, verifyPublication, type VerifiedPublication } from '../../src/publication/verify.js'
import { buildEditorPrompt } from '../../src/runtime/editor-prompt.js'
import { runEditor, type EditorRun } from '../../src/runtime/editor.js'
import { buildAllowlistedEnv } from '../../src/runtime/env.js'
import { startOpencodeServer } from '../../src/core/opencode/server.js'
import { ownConnections } from '../../src/runtime/server-connections.js'
import { prepareRuntimeRoot } from '../../src/core/opencode/trusted-config.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { readRecordReceipt } from '../../src/core/publication/receipts.js'
import { makeFindingMarker } from '../../src/core/contracts/markers.js'
import { byAgent, callTool, startModelServer, type ModelServer } from '../support/model-server/index.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, addedLine, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { indexedFileOf, reviewIndexOf, testRunConfig, tempDir } from '../support/kit/index.js'

/**
 * Comment-mode publication through the real OpenCode: the scripted editor
 * calls publish_review (first with a path outside the allowlist, then
 * correctly, then once more), the plugin posts to the loopback GitHub fake,
 * and the runner proves the review and replies on the earlier thread.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../..')
const BIN = join(REPO_ROOT, 'node_modules/.bin/opencode')
const OWNER = 'acme'
const REPO = 'app'
const NUMBER = 21
const RUN_ID = '8080'
const PATCH = makePatch({ hunks: 2, seed: 'x' })
const earlierId = findingId({ path: 'src/x.ts', line: addedLine(1), category: 'security' }, PATCH)

const good = {
  summary: 'One confirmed issue; the earlier injection is fixed.',
  findings: [
    {
      path: 'src/x.ts',
      line: addedLine(0),
      severity: 'high',
      category: 'correctness',
      title: 'Result ignored',
      body: 'The new call drops its result.',
      evidence: "newValue0_0('x0')",
    },
    { path: 'src/x.ts', line: 900, severity: 'low', category: 'maintainability', title: 'Far from the diff', body: 'Outside the hunks.', evidence: 'n/a' },
  ],
  dispositions: [{ finding_id: earlierId, status: 'fixed', note: 'The query is parameterised now.' }],
}

describe('publish_review through the real OpenCode against the GitHub fake', () => {
  let dir: string
  let fake: GitHubFake
  let model: ModelServer
  let run: EditorRun
  let headSha: string
  let privateDir: string
  let tokenFile: string
  let verified: VerifiedPublication
  let lifecycle: LifecycleResult
  const output: string[] = []
  const logger = new RecordingLogger()

  beforeAll(async () => {
    dir = await tempDir('hm-e2e-publish-')
    const stageDir = join(dir, 'stage')
    privateDir = join(dir, 'private')
    await mkdir(join(stageDir, 'patches'), { recursive: true })
    await mkdir(privateDir, { recursive: true, mode: 0o700 })
    await writeFile(join(stageDir, 'patches', 'x.patch'), PATCH)

    fake = await startGitHubFake()
    headSha = fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER, files: [{ filename: 'src/x.ts', patch: PATCH }] }).head.sha
    fake.state.addThread(OWNER, REPO, NUMBER, {
      path: 'src/x.ts',
      line: addedLine(1),
      author: DEFAULT_BOT_LOGIN,
      outdated: true,
      comments: [`SQL injection\n\n${makeFindingMarker(earlierId)}`],
    })
    const rest = new Octokit({ auth: DEFAULT_FAKE_TOKEN, baseUrl: fake.url })

    const index = reviewIndexOf({
      pr: { owner: OWNER, repo: REPO, number: NUMBER, title: 'Change', headSha },
      files: [indexedFileOf('src/x.ts', 'x.patch', { additions: 4, deletions: 2, risk: 'medium', patchBytes: PATCH.length })],
      exclusions: [{ path: 'package-lock.json', reason: 'lockfile', rule: 'default' }],
    })
    await writeFile(join(stageDir, 'review-index.json'), JSON.stringify(index))

    model = await startModelServer({
      script: byAgent({
        editor: [
          callTool('publish_review', { ...good, findings: [{ ...good.findings[0], path: 'src/elsewhere.ts' }] }),
          callTool('publish_review', good),
          callTool('publish_review', { summary: 'again', findings: [] }),
          { text: 'Published.' },
        ],
      }),
    })
    const editorRoot = await prepareRuntimeRoot({
      parentDir: dir,
      role: 'editor',
      agentsDir: join(REPO_ROOT, 'agents'),
      agents: ['editor'],
      pluginFiles: [join(REPO_ROOT, 'plugins/publish-review.ts')],
      stageDir,
      privateDir,
      model: 'hm/primary',
      providerBaseUrl: model.baseURL,
    })
    tokenFile = join(privateDir, 'github-token')
    await writeFile(tokenFile, DEFAULT_FAKE_TOKEN, { mode: 0o600 })
    const marker = makeMarker(RUN_ID, headSha)
    const config = testRunConfig({
      runId: RUN_ID,
      repository: { owner: OWNER, repo: REPO },
      pullNumber: NUMBER,
      headSha,
      marker,
      github: fake,
      allowlist: ['src/x.ts'],
      stageDir,
      privateDir,
      tokenFile,
      reviewer: { opencodeBin: BIN, configHome: dir, env: {}, startTimeoutMs: 60_000 },
    })
    const runConfigPath = join(privateDir, 'run-config.json')
    await writeFile(runConfigPath, JSON.stringify(config), { mode: 0o600 })

    const target = { owner: OWNER, repo: REPO, pullNumber: NUMBER }
    const snapshot = await snapshotReviews(rest, target)
    const providerKey = { name: 'HARBOURMASTER_PROVIDER_API_KEY', value: 'test-provider-key' }
    const editor = await startOpencodeServer({
      connections: await ownConnections(),
      bin: BIN,
      root: editorRoot,
      env: buildAllowlistedEnv(process.env, { runtime: editorRoot.env, providerKey, runConfigPath }),
      logger,
      startTimeoutMs: 60_000,
      onOutput: (_stream, chunk) => output.push(chunk.toString('utf8')),
    })
    try {
      run = await runEditor({
        server: editor,
        models: config.models,
        prompt: buildEditorPrompt({ index, mode: 'comment', stageDir }),
        timeoutMs: 100_000,
        logger,
        privateDir,
      })
    } finally {
      await editor.close()
    }
    verified = await verifyPublication(rest, { ...target, snapshot, marker, runId: RUN_ID, headSha, expectedLogin: DEFAULT_BOT_LOGIN, privateDir, logger })
    const { threads } = await loadReviewThreads(rest, { owner: OWNER, repo: REPO, number: NUMBER })
    const record = await readRecordReceipt(privateDir)
    // The thread is outdated (its line changed), so the ledger re-verifies it; the verifier's answer here is given.
    const ledger = decideLedger({
      threads,
      expectedLogin: DEFAULT_BOT_LOGIN,
      files: [{ filename: 'src/x.ts', previousFilename: undefined, status: 'modified', additions: 4, deletions: 2, changes: 6, patch: PATCH, sha: undefined }],
      delta: { kind: 'full', reason: 'test', since: undefined },
    })
    expect(record.status).toBe('present')
    lifecycle = await applyLifecycle(rest, rest, {
      ...target,
      runId: RUN_ID,
      expectedLogin: DEFAULT_BOT_LOGIN,
      plan: planLedger(ledger.entries, [{ id: earlierId, verdict: 'fixed', reason: 'The query is parameterised now.' }]),
      logger,
    })
  }, 180_000)

  afterAll(async () => {
    await model?.close()
    await fake?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  const toolResult = (turn: number): string =>
    model.requests.find((r) => r.agent === 'editor' && r.turn === turn && r.status === 200)?.lastToolResults[0]?.content ?? ''

  it('offers the editor a publish_review tool whose parameters come from the payload schema', () => {
    if (!run.completed) console.error(output.join('').slice(-4000))
    expect(run.completed).toBe(true)
    const first = model.requests.find((r) => r.agent === 'editor' && r.turn === 0)
    expect(first?.tools).toContain('publish_review')
    expect(first?.body).toContain('exactly as listed in review-index.json')
  })

  it('returns a correctable problem for a path outside the allowlist, without writing to GitHub', () => {
    expect(toolResult(1)).toMatch(/src\/elsewhere\.ts.*not a reviewable changed file/)
  })

  it('publishes exactly one COMMENT review on the head SHA, with the unanchorable finding in the body', () => {
    const reviews = fake.state.reviews(OWNER, REPO, NUMBER).filter((r) => r.body.includes(makeMarker(RUN_ID, headSha)))
    expect(reviews).toHaveLength(1)
    expect(reviews[0]).toMatchObject({ state: 'COMMENTED', commitId: headSha, user: DEFAULT_BOT_LOGIN })
    expect(reviews[0]?.body).toContain('`src/x.ts:900`')
    expect(toolResult(2)).toMatch(/Review \d+ is published/)
  })

  it('answers a later call with the cached result instead of posting again', () => {
    expect(toolResult(3)).toBe(toolResult(2))
    expect(fake.requests.filter((r) => r.method === 'POST' && r.route === '/repos/{owner}/{repo}/pulls/{pull_number}/reviews')).toHaveLength(1)
  })

  it('removed the token file and wrote a receipt the runner proves against GitHub', async () => {
    await expect(stat(tokenFile)).rejects.toMatchObject({ code: 'ENOENT' })
    const receipt = publicationReceiptSchema.parse(JSON.parse(await readFile(join(privateDir, RECEIPT_FILES.publication), 'utf8')))
    expect(verified.reviewId).toBe(receipt.reviewId)
    expect(receipt).toMatchObject({ runId: RUN_ID, headSha, inlineComments: 1, bodyFindings: 1, attempts: 2 })
    console.info(`verification: ${verified.polls} poll(s), waited ${verified.waitedMs} ms`)
  })

  it('replies on the earlier thread and resolves it as fixed', () => {
    expect(lifecycle.replied).toEqual([earlierId])
    expect(lifecycle.resolved).toEqual([earlierId])
    const requests = fake.requests.map((r) => `${r.method} ${r.route}${r.graphqlOperation ? ` ${r.graphqlOperation}` : ''}`)
    console.info(`GitHub requests:\n${requests.join('\n')}`)
  })
})
