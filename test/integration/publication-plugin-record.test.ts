import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findingId } from '../../src/core/contracts/review-payload.js'
import { buildEditorPrompt } from '../../src/runtime/editor-prompt.js'
import { runEditor, type EditorRun } from '../../src/runtime/editor.js'
import { buildAllowlistedEnv } from '../../src/runtime/env.js'
import { startOpencodeServer } from '../../src/core/opencode/server.js'
import { ownConnections } from '../../src/runtime/server-connections.js'
import { prepareRuntimeRoot } from '../../src/core/opencode/trusted-config.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { readRecordReceipt, type RecordReceipt } from '../../src/core/publication/receipts.js'
import { byAgent, callTool, startModelServer, type ModelServer } from '../support/model-server/index.js'
import { addedLine, makePatch } from '../support/github-fake/index.js'
import { indexedFileOf, reviewIndexOf, testRunConfig, tempDir } from '../support/kit/index.js'

/**
 * check-only through the real OpenCode: the editor's record_review (schema
 * generated from the payload) validates, refuses a bad severity, and records
 * the payload privately. No GitHub is configured at all: the tool must not
 * need one.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../..')
const BIN = join(REPO_ROOT, 'node_modules/.bin/opencode')
const PATCH = makePatch({ seed: 'r' })
const HEAD = 'c'.repeat(40)

const finding = {
  path: 'src/r.ts',
  line: addedLine(0),
  severity: 'high',
  category: 'security',
  title: 'Token logged',
  body: 'Remove the log line.',
  evidence: "newValue0_0('r0')",
} as const

describe('record_review through the real OpenCode (check-only)', () => {
  let dir: string
  let model: ModelServer
  let run: EditorRun
  let record: RecordReceipt | undefined
  const output: string[] = []

  beforeAll(async () => {
    dir = await tempDir('hm-e2e-record-')
    const stageDir = join(dir, 'stage')
    const privateDir = join(dir, 'private')
    await mkdir(join(stageDir, 'patches'), { recursive: true })
    await mkdir(privateDir, { recursive: true, mode: 0o700 })
    await writeFile(join(stageDir, 'patches', 'r.patch'), PATCH)
    const index = reviewIndexOf({
      pr: { number: 4, title: 'Logging', headSha: HEAD, baseSha: 'd'.repeat(40) },
      files: [indexedFileOf('src/r.ts', 'r.patch', { patchBytes: PATCH.length })],
    })
    await writeFile(join(stageDir, 'review-index.json'), JSON.stringify(index))
    model = await startModelServer({
      script: byAgent({
        editor: [
          callTool('record_review', { summary: 'One issue.', findings: [{ ...finding, severity: 'blocker' }] }),
          callTool('record_review', { summary: 'One issue.', findings: [finding] }),
          { text: 'Recorded.' },
        ],
      }),
    })
    const root = await prepareRuntimeRoot({
      parentDir: dir,
      role: 'editor',
      agentsDir: join(REPO_ROOT, 'agents'),
      agents: ['editor'],
      pluginFiles: [join(REPO_ROOT, 'plugins/record-review.ts')],
      stageDir,
      privateDir,
      model: 'hm/primary',
      providerBaseUrl: model.baseURL,
    })
    const config = testRunConfig({
      runId: '99',
      mode: 'check-only',
      repository: { owner: 'acme', repo: 'app' },
      pullNumber: 4,
      headSha: HEAD,
      allowlist: ['src/r.ts'],
      stageDir,
      privateDir,
      reviewer: { opencodeBin: BIN, configHome: dir, env: {}, startTimeoutMs: 60_000 },
    })
    const runConfigPath = join(privateDir, 'run-config.json')
    await writeFile(runConfigPath, JSON.stringify(config), { mode: 0o600 })
    const logger = new RecordingLogger()
    const server = await startOpencodeServer({
      connections: await ownConnections(),
      bin: BIN,
      root,
      env: buildAllowlistedEnv(process.env, {
        runtime: root.env,
        providerKey: { name: 'HARBOURMASTER_PROVIDER_API_KEY', value: 'k-test-value' },
        runConfigPath,
      }),
      logger,
      startTimeoutMs: 60_000,
      onOutput: (_s, chunk) => output.push(chunk.toString('utf8')),
    })
    try {
      run = await runEditor({
        server,
        models: config.models,
        prompt: buildEditorPrompt({ index, mode: 'check-only', stageDir }),
        timeoutMs: 100_000,
        logger,
        privateDir,
      })
    } finally {
      await server.close()
    }
    const read = await readRecordReceipt(privateDir)
    record = read.status === 'present' ? read.receipt : undefined
  }, 180_000)

  afterAll(async () => {
    await model?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  const toolResult = (turn: number): string =>
    model.requests.find((r) => r.agent === 'editor' && r.turn === turn && r.status === 200)?.lastToolResults[0]?.content ?? ''

  it('offers record_review to the editor and refuses a severity outside the schema', () => {
    if (!run.completed) console.error(output.join('').slice(-4000))
    expect(run.completed).toBe(true)
    expect(model.requests.find((r) => r.agent === 'editor')?.tools).toContain('record_review')
    expect(toolResult(1)).toMatch(/severity/)
    expect(toolResult(1)).not.toMatch(/Recorded \d+ findings/)
  })

  it('records the validated payload with the trusted finding id', () => {
    expect(toolResult(2)).toMatch(/Recorded 1 findings/)
    expect(record?.tool).toBe('record_review')
    expect(record?.findings[0]).toMatchObject({ id: findingId(finding, PATCH), placement: 'inline', severity: 'high' })
  })
})
