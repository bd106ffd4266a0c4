import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executionReceiptSchema, RECEIPT_FILES, type ExecutionReceipt } from '../../src/core/contracts/run-config.js'
import { buildEditorPrompt } from '../../src/runtime/editor-prompt.js'
import { runEditor, type EditorRun } from '../../src/runtime/editor.js'
import { stopRuntimeProcesses } from '../../src/core/opencode/reviewer-pids.js'
import { buildAllowlistedEnv } from '../../src/runtime/env.js'
import { startOpencodeServer } from '../../src/core/opencode/server.js'
import { ownConnections } from '../../src/runtime/server-connections.js'
import { prepareRuntimeRoot } from '../../src/core/opencode/trusted-config.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { indexedFileOf, reviewIndexOf, testRunConfig, tempDir } from '../support/kit/index.js'
import { untilSeen } from '../support/action/harness.js'
import { ASSIGNED, PATCHES, SPECIALISTS, specialistScript, verifierAnswer } from '../support/reviewers-team.js'
import { byAgent, callTool, startModelServer, type AgentScripts, type ModelServer } from '../support/model-server/index.js'

/**
 * The whole review runtime, end to end, with the real OpenCode binary: the
 * editor (scripted) calls spawn_reviewers, which starts the reviewer process,
 * runs five specialists at once and a verifier, and hands the verified set
 * back. Only the model is scripted.
 */

const REPO = resolve(import.meta.dirname, '../..')
const BIN = join(REPO, 'node_modules/.bin/opencode')

interface Review {
  dir: string
  stageDir: string
  privateDir: string
  model: ModelServer
  run: EditorRun
  logger: RecordingLogger
  output: string[]
  wallMs: number
}

/** Stages the fixture PR, prepares both runtime roots and runs the editor to the end. */
async function runReview(options: { scripts?: AgentScripts | ((output: string[]) => AgentScripts); tokenBudget?: number } = {}): Promise<Review> {
  const started = Date.now()
  const logger = new RecordingLogger()
  const output: string[] = []
  const dir = await tempDir('hm-e2e-reviewers-')
  const stageDir = join(dir, 'stage')
  const privateDir = join(dir, 'private')
  const checkoutDir = join(dir, 'checkout')
  await mkdir(join(stageDir, 'patches'), { recursive: true })
  await mkdir(checkoutDir, { recursive: true })
  await writeFile(join(checkoutDir, 'README.md'), 'checkout\n')
  await mkdir(privateDir, { recursive: true, mode: 0o700 })
  for (const [name, p] of Object.entries(PATCHES)) await writeFile(join(stageDir, 'patches', name), p.text)
  const index = reviewIndexOf({
    pr: { number: 7, title: 'Users and lists', headRef: 'feature', changedFiles: 3 },
    files: Object.entries(PATCHES).map(([name, p]) =>
      indexedFileOf(p.path, name, {
        deletions: 0,
        risk: 'medium',
        patchBytes: Buffer.byteLength(p.text),
        specialists: SPECIALISTS.filter((s) => ASSIGNED[s].includes(name)),
      }),
    ),
    specialists: SPECIALISTS.map((s) => ({ name: s, reasons: ['test'], patches: ASSIGNED[s] })),
  })
  await writeFile(join(stageDir, 'review-index.json'), JSON.stringify(index))

  const model = await startModelServer({
    script: byAgent({
      editor: [callTool('spawn_reviewers', {}), callTool('spawn_reviewers', {}), { text: 'Review finished.' }],
      verifier: verifierAnswer,
      ...Object.fromEntries(SPECIALISTS.map((s) => [`specialist-${s}`, specialistScript(s, stageDir)])),
      ...(typeof options.scripts === 'function' ? options.scripts(output) : options.scripts),
    }),
  })
  const common = {
    parentDir: dir,
    agentsDir: join(REPO, 'agents'),
    stageDir,
    checkoutDir,
    privateDir,
    model: 'hm/primary',
    fallbackModels: ['hm/fallback'],
    providerBaseUrl: model.baseURL,
  }
  const guard = join(REPO, 'plugins/path-guard.ts')
  const reviewerRoot = await prepareRuntimeRoot({
    ...common,
    role: 'reviewer',
    agents: [...SPECIALISTS.map((s) => `specialist-${s}`), 'verifier'],
    pluginFiles: [guard],
  })
  const editorRoot = await prepareRuntimeRoot({ ...common, role: 'editor', agents: ['editor'], pluginFiles: [guard, join(REPO, 'plugins/spawn-reviewers.ts')] })
  const providerKey = { name: 'HARBOURMASTER_PROVIDER_API_KEY', value: 'test-provider-key' }
  const runConfigPath = join(privateDir, 'run-config.json')
  const config = testRunConfig({
    mode: 'silent',
    repository: { owner: 'acme', repo: 'app' },
    pullNumber: 7,
    headSha: 'a'.repeat(40),
    allowlist: Object.values(PATCHES).map((p) => p.path),
    maxComments: 20,
    stageDir,
    checkoutDir,
    privateDir,
    specialists: SPECIALISTS.map((s) => ({ name: s, patches: ASSIGNED[s], readsCheckout: s === 'code-quality' })),
    models: [
      { providerID: 'hm', modelID: 'primary' },
      { providerID: 'hm', modelID: 'fallback' },
    ],
    reviewer: {
      opencodeBin: BIN,
      configHome: reviewerRoot.root,
      env: buildAllowlistedEnv(process.env, { runtime: reviewerRoot.env, providerKey, runConfigPath }),
      startTimeoutMs: 60_000,
    },
    tokenBudget: options.tokenBudget ?? 0,
  })
  await writeFile(runConfigPath, JSON.stringify(config), { mode: 0o600 })
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
    const run = await runEditor({
      server: editor,
      models: config.models,
      prompt: buildEditorPrompt({ index, mode: 'silent', stageDir }),
      // Far beyond any run: the deadline is not what these tests exercise (a loaded runner is 5-10x slower).
      timeoutMs: 500_000,
      logger,
      privateDir,
    })
    if (!run.completed) console.error(output.join('').slice(-4000))
    return { dir, stageDir, privateDir, model, run, logger, output, wallMs: Date.now() - started }
  } finally {
    await editor.close()
  }
}

/** The tool result the editor's model received at a turn (what spawn_reviewers returned). */
function toolResultAt(model: ModelServer, turn: number): string {
  const req = model.requests.find((r) => r.agent === 'editor' && r.turn === turn && r.status === 200)
  return req?.lastToolResults[0]?.content ?? ''
}

async function readReceipt(privateDir: string): Promise<{ receipt: ExecutionReceipt; extra: Record<string, unknown> }> {
  const raw = JSON.parse(await readFile(join(privateDir, RECEIPT_FILES.execution), 'utf8')) as { extra: Record<string, unknown> }
  return { receipt: executionReceiptSchema.parse(raw), extra: raw.extra }
}

describe('spawn_reviewers end to end (real OpenCode, scripted model)', () => {
  let review: Review
  let model: ModelServer
  let run: EditorRun
  let wallMs: number
  let privateDir: string

  beforeAll(async () => {
    review = await runReview()
    ;({ model, run, privateDir, wallMs } = review)
  }, 600_000)

  afterAll(async () => {
    if (review) await stopRuntimeProcesses(review.privateDir, review.dir, review.logger)
    await review?.model.close()
    if (review) await rm(review.dir, { recursive: true, force: true })
  })

  const editorResult = (turn: number): string => toolResultAt(model, turn)

  it('completes the editor run with real model calls observed', () => {
    expect(run.error).toBeUndefined()
    expect(run.completed).toBe(true)
    expect(run.sawModelCall).toBe(true)
    expect(run.usage.byAgent.editor?.modelCalls).toBe(3)
    const e0 = model.requests.find((r) => r.agent === 'editor' && r.turn === 0)
    const s0 = Math.min(...model.requests.filter((r) => r.agent.startsWith('specialist-')).map((r) => r.startedAt))
    console.info(
      `editor asked for spawn_reviewers at +${(e0?.endedAt ?? 0) - run.startedAt} ms; first specialist request at +${s0 - run.startedAt} ms; editor done at +${run.finishedAt - run.startedAt} ms`,
    )
    console.info(
      `e2e wall ${wallMs} ms; editor calls ${run.usage.modelCalls}, tokens ${run.usage.tokensIn}/${run.usage.tokensOut}; model server requests ${model.requests.length}`,
    )
  })

  it('runs the five specialists with overlapping time spans', () => {
    const spans = SPECIALISTS.map((s) => {
      const reqs = model.requests.filter((r) => r.agent === `specialist-${s}`)
      expect(reqs.length, s).toBeGreaterThanOrEqual(1)
      return { start: Math.min(...reqs.map((r) => r.startedAt)), end: Math.max(...reqs.map((r) => r.endedAt ?? Number.POSITIVE_INFINITY)) }
    })
    // One instant at which every specialist was in flight.
    expect(Math.max(...spans.map((s) => s.start))).toBeLessThan(Math.min(...spans.map((s) => s.end)))
  })

  it('calls each specialist whose patches all fit inline once, with no tool schemas, patches inline in its message', () => {
    const first = model.requests.find((r) => r.agent === 'specialist-security' && r.turn === 0)
    expect(first?.body).toContain('SELECT * FROM users WHERE id = ${id}')
    for (const s of SPECIALISTS.filter((name) => name !== 'code-quality')) {
      const reqs = model.requests.filter((r) => r.agent === `specialist-${s}`)
      expect(
        reqs.map((r) => r.tools),
        s,
      ).toEqual([[]])
    }
    expect(review.output.join('')).toMatch(/event=specialist-done specialist=security [^\n]*tools=false/)
  })

  it('keeps read/glob/grep for the code-quality specialist that reads the checkout, which drills down through read; the verifier keeps them too', () => {
    const cq = model.requests.filter((r) => r.agent === 'specialist-code-quality')
    expect(cq[0]?.tools.sort()).toEqual(['glob', 'grep', 'read'])
    const reads = cq.filter((r) => r.lastToolResults.some((t) => t.name === 'read'))
    expect(reads).toHaveLength(1)
    expect(reads[0]?.lastToolResults.some((t) => t.content.includes('@@ -'))).toBe(true)
    expect(model.requests.find((r) => r.agent === 'verifier')?.tools.sort()).toEqual(['glob', 'grep', 'read'])
  })

  it('hands the editor the verified set, without the refuted claim', () => {
    const result = JSON.parse(editorResult(1)) as { findings: { title: string; verdict: string; id: string }[]; counts: Record<string, number>; status: string }
    expect(result.status).toBe('ok')
    expect(result.findings.map((f) => f.title).sort()).toEqual(['Quadratic uniq', 'SQL injection through id'])
    expect(result.findings.every((f) => f.verdict === 'confirmed' && /^hm2-[0-9a-f]{16}$/.test(f.id))).toBe(true)
    expect(result.counts).toMatchObject({ candidates: 3, confirmed: 2, refuted: 1, invalid: 1, out_of_scope: 1 })
    const verifierInput = model.requests.find((r) => r.agent === 'verifier')?.body ?? ''
    expect(verifierInput).toContain('Division by zero')
  })

  it('refuses a second spawn_reviewers call and never reruns the specialists', () => {
    expect(editorResult(2)).toContain('runs only once')
    expect(model.requests.filter((r) => r.agent === 'specialist-security' && r.turn === 0)).toHaveLength(1)
    expect(model.requests.filter((r) => r.agent === 'verifier')).toHaveLength(1)
  })

  it('writes a versioned execution receipt from observed events', async () => {
    const raw = JSON.parse(await readFile(join(privateDir, RECEIPT_FILES.execution), 'utf8')) as unknown
    const receipt = executionReceiptSchema.parse(raw)
    expect(receipt.runId).toBe('run-1')
    expect(receipt.sessions.map((s) => s.agent).sort()).toEqual([...SPECIALISTS.map((s) => `specialist-${s}`), 'verifier'].sort())
    // Four specialists answered in one call each (no tools), code-quality twice (read, then findings), the verifier once.
    expect(receipt.modelCalls).toBe(7)
    const served = model.tokens((r) => r.agent !== 'editor' && r.status === 200)
    expect(receipt.tokensIn).toBe(served.in)
    expect(receipt.tokensOut).toBe(served.out)
    expect(receipt.verdicts).toEqual({ confirmed: 2, refuted: 1, inconclusive: 0, 'not-applicable': 0 })
    console.info(`reviewer process: ${receipt.modelCalls} model calls, tokens ${receipt.tokensIn}/${receipt.tokensOut}, ${receipt.sessions.length} sessions`)
    const events = (await readFile(join(privateDir, RECEIPT_FILES.events), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { process: string; kind: string })
    expect(events.some((e) => e.process === 'reviewer' && e.kind === 'model-call')).toBe(true)
    expect(events.some((e) => e.process === 'editor' && e.kind === 'tool-call')).toBe(true)
  })
})

describe('spawn_reviewers when a specialist fails or the budget runs out', () => {
  const cleanup = async (review: Review): Promise<void> => {
    await stopRuntimeProcesses(review.privateDir, review.dir, review.logger)
    await review.model.close()
    await rm(review.dir, { recursive: true, force: true })
  }

  it('reports a specialist whose every model fails and still returns the verified findings of the others', async () => {
    // A 400 no model answers (a key every model refuses, 401, ends configuration instead: test/e2e/provider-refusal.test.ts).
    const review = await runReview({ scripts: { 'specialist-tests': { status: 400 } } })
    try {
      const result = JSON.parse(toolResultAt(review.model, 1)) as {
        status: string
        findings: { title: string }[]
        specialists: { name: string; status: string; error?: string }[]
      }
      expect(result.status).toBe('partial')
      expect(result.specialists.find((s) => s.name === 'tests')).toMatchObject({
        status: 'failed',
        error: expect.stringContaining('model: every configured model failed'),
      })
      expect(result.findings.map((f) => f.title).sort()).toEqual(['Quadratic uniq', 'SQL injection through id'])
      // Both configured models were tried before the specialist was given up.
      expect(new Set(review.model.requests.filter((r) => r.agent === 'specialist-tests').map((r) => r.model))).toEqual(new Set(['primary', 'fallback']))
      const { receipt, extra } = await readReceipt(review.privateDir)
      const failed = receipt.sessions.filter((s) => s.agent === 'specialist-tests')
      expect(failed.length).toBeGreaterThanOrEqual(1)
      expect(failed.every((s) => s.error !== undefined)).toBe(true)
      expect(extra).toMatchObject({ status: 'partial', errors: [{ agent: 'specialist-tests', error: expect.stringContaining('model') }] })
    } finally {
      await cleanup(review)
    }
  }, 600_000)

  it('stops the reviewers when the run token budget is spent and returns no unverified findings', async () => {
    const review = await runReview({ tokenBudget: 3_000 })
    try {
      const result = JSON.parse(toolResultAt(review.model, 1)) as { status: string; findings: unknown[]; note: string }
      // The stop came from the observed usage of running reviewers, not from a refusal to start.
      expect(review.output.join('')).toMatch(/stage=reviewers event=budget-exceeded budget=3000 used=\d+/)
      expect(review.model.requests.some((r) => r.agent.startsWith('specialist-'))).toBe(true)
      expect(result.status).toBe('budget-exceeded')
      expect(result.findings).toEqual([])
      expect(result.note).toContain('token budget (3000) was exceeded')
      expect(review.model.requests.some((r) => r.agent === 'verifier')).toBe(false)
      const { extra } = await readReceipt(review.privateDir)
      expect(extra).toMatchObject({ status: 'budget-exceeded', budgetExceeded: true })
    } finally {
      await cleanup(review)
    }
  }, 600_000)

  it('stops a pre-warmed reviewer process that no spawn_reviewers call claimed when the editor exits', async () => {
    // The editor answers only once the reviewer process is listening, however slow the machine, then ends without calling the tool.
    const review = await runReview({
      scripts: (output) => ({ editor: [() => ({ text: 'Nothing to review.', until: untilSeen(output, /event=server-started role=reviewer/) })] }),
    })
    try {
      expect(review.run.completed).toBe(true)
      const pid = Number(/event=server-started role=reviewer pid=(\d+)/.exec(review.output.join(''))?.[1])
      expect(pid).toBeGreaterThan(0)
      // editor.close() has returned; the reviewer must be gone with it.
      let alive = true
      // Bounded by the test's timeout, not a guess of how long a loaded machine takes to reap it.
      for (let i = 0; i < 1_200 && alive; i++) {
        alive = existsSync(`/proc/${pid}`) && !(await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')).includes(') Z ')
        if (alive) await new Promise((r) => setTimeout(r, 100))
      }
      expect(alive).toBe(false)
      expect(review.model.requests.some((r) => r.agent.startsWith('specialist-'))).toBe(false)
    } finally {
      await cleanup(review)
    }
  }, 600_000)
})
