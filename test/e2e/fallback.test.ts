import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ModelError } from '../../src/core/errors.js'
import { MAX_COMPACTIONS, MAX_UNFINISHED } from '../../src/core/opencode/run-agent.js'
import { runEditor } from '../../src/runtime/editor.js'
import { type OpencodeServer } from '../../src/core/opencode/server.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { type ModelServer, type Script, type ScriptedFinish } from '../support/model-server/index.js'
import { EDITOR_MODELS, startEditorWorld, type EditorWorld } from '../support/editor-world.js'

/**
 * Model errors against the real OpenCode: a provider that answers 429 is
 * retried a bounded number of times, then the run moves to the fallback
 * model; with every model failing the run ends with class `model`. And what
 * the provider reports as usage: cached and reasoning tokens, and a provider
 * that reports none at all. Refusals (key, firewall, unknown model, no credit)
 * are in provider-refusal.test.ts.
 */

const MODELS = EDITOR_MODELS

describe('model fallback (real OpenCode, scripted model)', () => {
  let world: EditorWorld
  let model: ModelServer
  let server: OpencodeServer
  // Switched per test: what each model answers.
  let script: Script = () => ({ text: 'done' })

  beforeAll(async () => {
    world = await startEditorWorld('hm-e2e-fallback-', (req) => script(req))
    ;({ model, server } = world)
  }, 600_000)

  afterAll(async () => {
    await world?.close()
  })

  const privateDir = (): string => world.privateDir

  it('answers a 429 on the first model through the fallback model, after bounded retries', async () => {
    // The provider names a short retry-after-ms (OpenAI's header), which OpenCode waits instead of its 2 s, 4 s back-off.
    script = (req) =>
      req.agent !== 'editor'
        ? { text: 'x' }
        : req.model === 'primary'
          ? { status: 429, headers: { 'retry-after-ms': '200' } }
          : { text: 'Review finished on the fallback.' }
    const logger = new RecordingLogger()
    const before = model.requests.length
    const run = await runEditor({ server, models: MODELS, prompt: 'Review it.', timeoutMs: 300_000, logger, privateDir: privateDir(), maxRetries: 1 })
    expect(run.error).toBeUndefined()
    expect(run.completed).toBe(true)
    expect(run.model).toBe('hm/fallback')
    expect(run.text).toBe('Review finished on the fallback.')
    const seen = model.requests.slice(before).filter((r) => r.agent === 'editor')
    // The first attempt and one retry hit the primary model (bounded), then the fallback answered. OpenCode
    // retries after the provider's retry-after-ms on its own; the runner's abort after the second retry
    // event can land after it sent a third request on two loaded cores (seen once in CI), never later.
    const primary = seen.filter((r) => r.model === 'primary').map((r) => r.status)
    expect(primary.slice(0, 2)).toEqual([429, 429])
    expect(primary.length).toBeLessThanOrEqual(3)
    expect(primary.every((status) => status === 429)).toBe(true)
    expect(seen.filter((r) => r.model === 'fallback').map((r) => r.status)).toEqual([200])
    expect(run.usage.modelCalls).toBe(1)
    const attempts = logger.find('model', 'attempt')
    expect(attempts.map((a) => `${a.model}:${a.outcome}`)).toEqual(['hm/primary:retry', 'hm/primary:retry', 'hm/primary:retries-exhausted', 'hm/fallback:ok'])
  }, 600_000)

  it('ends with a ModelError (class model) when every model fails', async () => {
    // A 500 that OpenCode retries and a 400 it does not: both are model failures.
    script = (req) => (req.agent !== 'editor' ? { text: 'x' } : req.model === 'primary' ? { status: 500 } : { status: 400 })
    const logger = new RecordingLogger()
    const run = await runEditor({ server, models: MODELS, prompt: 'Review it.', timeoutMs: 300_000, logger, privateDir: privateDir(), maxRetries: 0 })
    expect(run.completed).toBe(false)
    expect(run.error).toBeInstanceOf(ModelError)
    expect(run.error?.failureClass).toBe('model')
    expect(run.sawModelCall).toBe(false)
    expect(run.usage.modelCalls).toBe(0)
    expect(
      logger
        .find('model', 'attempt')
        .filter((a) => a.outcome !== 'retry')
        .map((a) => `${a.model}:${a.outcome}`),
    ).toEqual(['hm/primary:retries-exhausted', 'hm/fallback:model-error'])
    expect(logger.find('runtime', 'editor-done')[0]).toMatchObject({ outcome: 'failed', class: 'model' })
  }, 600_000)

  it('moves to the fallback at once when the provider names a wait longer than the run can spend (retry-after: 1 h)', async () => {
    // OpenCode waits out any retry-after the provider names; a daily quota's hour would hold the run until its timeout.
    script = (req) =>
      req.agent !== 'editor'
        ? { text: 'x' }
        : req.model === 'primary'
          ? { status: 429, headers: { 'retry-after': '3600' } }
          : { text: 'Answered by the fallback.' }
    const logger = new RecordingLogger()
    const before = model.requests.length
    const run = await runEditor({ server, models: MODELS, prompt: 'Review it.', timeoutMs: 120_000, logger, privateDir: privateDir() })
    expect(run.error).toBeUndefined()
    expect(run.model).toBe('hm/fallback')
    const seen = model.requests.slice(before).filter((r) => r.agent === 'editor')
    expect(seen.map((r) => `${r.model}:${r.status}`)).toEqual(['primary:429', 'fallback:200'])
    const gaveUp = logger.find('model', 'attempt').find((a) => a.outcome === 'retries-exhausted')
    expect(gaveUp).toMatchObject({ model: 'hm/primary' })
    // And what the provider was limiting, as after counted retries (retry-reason.ts): before, only the wait.
    expect(String(gaveUp?.error)).toMatch(/retry-after.*: the provider kept rate-limiting the key \(HTTP 429\)/)
  }, 600_000)

  it("says why each model was given up: a spent quota (429 insufficient_quota) names the key's plan and billing, never only 'retries exhausted'", async () => {
    // OpenAI's answer for an account without credit: a 429 OpenCode retries like a rate limit, with no retry-after.
    const quota = {
      status: 429,
      body: {
        error: {
          message: 'You exceeded your current quota, please check your plan and billing details.',
          type: 'insufficient_quota',
          param: null,
          code: 'insufficient_quota',
        },
      },
    }
    script = (req) => (req.agent !== 'editor' ? { text: 'x' } : req.model === 'primary' ? quota : { status: 503 })
    const logger = new RecordingLogger()
    const run = await runEditor({ server, models: MODELS, prompt: 'Review it.', timeoutMs: 300_000, logger, privateDir: privateDir(), maxRetries: 0 })
    expect(run.error).toBeInstanceOf(ModelError)
    const message = run.error?.message ?? ''
    // Before: "every configured model failed for agent editor (hm/primary: retries exhausted after 0; hm/fallback: retries exhausted after 0)".
    expect(message).toMatch(/hm\/primary: retries exhausted after 0: the provider reports the key's quota spent .*plan and billing/)
    expect(message).toMatch(/hm\/fallback: retries exhausted after 0: the provider is overloaded or failing/)
    expect(message).not.toContain('You exceeded')
  }, 600_000)

  it('gives up a model whose context the conversation overflows instead of compacting again and again until the timeout', async () => {
    // OpenAI's answer for a conversation larger than the model's context; OpenCode compacts the session and asks again.
    const overflow = {
      status: 400,
      body: {
        error: {
          message: "This model's maximum context length is 128000 tokens. However, your messages resulted in 130000 tokens.",
          type: 'invalid_request_error',
          param: 'messages',
          code: 'context_length_exceeded',
        },
      },
    }
    script = (req) =>
      req.agent !== 'editor' ? { text: 'Summary of the conversation.' } : req.model === 'primary' ? overflow : { text: 'Answered by the fallback.' }
    const logger = new RecordingLogger()
    const before = model.requests.length
    const run = await runEditor({ server, models: MODELS, prompt: 'Review it.', timeoutMs: 120_000, logger, privateDir: privateDir() })
    // Before: about 200 requests a minute (each overflow, then a compaction call) until the timeout, class opencode.
    expect(run.error).toBeUndefined()
    expect(run.model).toBe('hm/fallback')
    const seen = model.requests.slice(before)
    // Each compaction is an overflow and a compaction call. The abort follows the compaction event
    // through the event stream, so on a loaded machine OpenCode may send its next overflow and that
    // one's compaction call before it lands (8 seen at load 5): one pair more, never a loop.
    expect(seen.filter((r) => r.model === 'primary').length).toBeLessThanOrEqual(2 * (MAX_COMPACTIONS + 2))
    const primary = logger.find('model', 'attempt').filter((a) => a.model === 'hm/primary')
    expect(primary.filter((a) => a.outcome === 'compacted').length).toBeGreaterThan(MAX_COMPACTIONS)
    expect(primary.find((a) => a.outcome === 'retries-exhausted')?.error).toContain('context length exceeded')
  }, 600_000)

  it('never runs a tool call whose stream was cut mid-arguments, and survives a stream without [DONE]', async () => {
    for (const cut of ['no-done', 'mid-arguments'] as const) {
      const read = { toolCalls: [{ name: 'read', args: { filePath: world.stageDir, limit: 10 } }], cut }
      script = (req) => (req.agent !== 'editor' ? { text: 'x' } : req.turn === 0 ? read : { text: 'finished' })
      const before = model.requests.length
      const run = await runEditor({ server, models: MODELS, prompt: 'Review it.', timeoutMs: 300_000, logger: new RecordingLogger(), privateDir: privateDir() })
      expect(run.error).toBeUndefined()
      expect(run.text).toBe('finished')
      const result = model.requests.slice(before).find((r) => r.turn === 1)?.lastToolResults[0]?.content
      // The complete call ran; the half-sent one came back to the model as an error, never as a read of a guessed path.
      if (cut === 'no-done') expect(result).toContain('<type>directory</type>')
      else expect(result).toMatch(/unavailable tool 'invalid'/)
    }
  }, 600_000)

  it('gives up a model whose answers end without a finish reason instead of asking it again and again until the timeout', async () => {
    // A proxy or gateway that gives up on a stream ends it cleanly after a piece of the answer: no finish chunk, no usage.
    const text = '{"findings":[{"path":"src/db.ts","line":3,"severity":"high","title":"SQL built from request text"}]}'
    script = (req) =>
      req.agent !== 'editor' ? { text: 'x' } : req.model === 'primary' ? { text, cut: 'mid-text' } : { text: 'Review finished on the fallback.' }
    const logger = new RecordingLogger()
    const before = model.requests.length
    const run = await runEditor({ server, models: MODELS, prompt: 'Review it.', timeoutMs: 120_000, logger, privateDir: privateDir() })
    // Before: OpenCode takes finish "unknown" for "go on" and asked the primary again about 4 times a second, each call
    // unmetered (no usage), until the run timed out with class opencode.
    expect([run.error?.message, run.model, run.text]).toEqual([undefined, 'hm/fallback', 'Review finished on the fallback.'])
    const primary = model.requests.slice(before).filter((r) => r.model === 'primary')
    // The abort follows the answer through the event stream, and OpenCode asks again at once: on a loaded machine
    // a few more requests go out before it lands (6 seen at load 4), never a loop.
    expect(primary.length).toBeLessThanOrEqual(2 * (MAX_UNFINISHED + 2))
    const gaveUp = logger.find('model', 'attempt').find((a) => a.model === 'hm/primary' && a.outcome === 'retries-exhausted')
    expect(gaveUp?.error).toContain('ended without a finish reason')
    // The fallback starts afresh: the half answers are no conversation to continue.
    expect(model.requests.slice(before).find((r) => r.model === 'fallback')).toMatchObject({ turn: 0 })
    // Tool calls without a finish reason are the session going on as it should, however many in a row.
    const read = { toolCalls: [{ name: 'read', args: { filePath: world.stageDir } }], cut: 'no-finish' as const }
    script = (req) => (req.agent !== 'editor' ? { text: 'x' } : req.turn < 4 ? read : { text: 'Read it four times.' })
    const reading = await runEditor({ server, models: MODELS, prompt: 'Review it.', timeoutMs: 120_000, logger, privateDir: privateDir() })
    expect([reading.error?.message, reading.model, reading.text]).toEqual([undefined, 'hm/primary', 'Read it four times.'])
  }, 600_000)

  it("never takes an answer cut at the model's output limit (finish_reason length) for a finished one", async () => {
    const cut = { text: '{"findings":[{"path":"src/db.ts","line":3,"sev', finish: 'length' as ScriptedFinish }
    script = (req) => (req.agent !== 'editor' ? { text: 'x' } : req.model === 'primary' ? cut : { text: 'Review finished on the fallback.' })
    const logger = new RecordingLogger()
    const before = model.requests.length
    const run = await runEditor({ server, models: MODELS, prompt: 'Review it.', timeoutMs: 300_000, logger, privateDir: privateDir() })
    expect([run.model, run.text]).toEqual(['hm/fallback', 'Review finished on the fallback.'])
    const attempts = logger.find('model', 'attempt').map((a) => `${a.model}:${a.outcome}:${a.error ?? ''}`)
    expect(attempts).toEqual([expect.stringMatching(/^hm\/primary:model-error:.*cut off at the model's output limit/), 'hm/fallback:ok:'])
    // The fallback starts afresh: a continuation of half an answer would be the other half, never a whole one.
    expect(model.requests.slice(before).find((r) => r.model === 'fallback')).toMatchObject({ turn: 0 })
    script = (req) => (req.agent !== 'editor' ? { text: 'x' } : cut)
    const failed = await runEditor({ server, models: MODELS, prompt: 'Review it.', timeoutMs: 300_000, logger, privateDir: privateDir() })
    expect(failed.error).toBeInstanceOf(ModelError)
    expect(failed.error?.message).toMatch(/hm\/primary: answer cut off at the model's output limit \(finish_reason length\).*hm\/fallback: answer cut off/)
    // The provider's content filter stops an answer as surely (Azure OpenAI's, on exploit-like text in a security review); OpenCode names it itself.
    script = (req) => (req.agent !== 'editor' ? { text: 'x' } : { ...cut, finish: 'content_filter' })
    const filtered = await runEditor({ server, models: MODELS.slice(0, 1), prompt: 'Review it.', timeoutMs: 300_000, logger, privateDir: privateDir() })
    expect([filtered.error?.failureClass, filtered.error?.message]).toEqual([
      'model',
      'every configured model failed for agent editor (hm/primary: ContentFilterError)',
    ])
  }, 600_000)

  it('aborts a run that outlives its timeout with an OpenCodeError naming the time', async () => {
    script = (req) => (req.agent === 'editor' ? { text: 'late', latencyMs: 5_000 } : { text: 'x' })
    const run = await runEditor({ server, models: MODELS, prompt: 'Review it.', timeoutMs: 1_500, logger: new RecordingLogger(), privateDir: privateDir() })
    expect(run.completed).toBe(false)
    expect(run.error?.failureClass).toBe('opencode')
    expect(run.error?.message).toContain('timed out after 2 s')
  })

  it('stops a run that exceeds its token budget and says so instead of failing', async () => {
    // Each answer asks for another read, so only the budget can end the run.
    script = (req) => (req.agent === 'editor' ? { toolCalls: [{ name: 'read', args: { filePath: world.stageDir } }] } : { text: 'x' })
    const logger = new RecordingLogger()
    const run = await runEditor({ server, models: MODELS, prompt: 'Review it.', timeoutMs: 300_000, logger, privateDir: privateDir(), tokenBudget: 1_000 })
    expect(run.completed).toBe(false)
    expect(run.budgetExceeded).toBe(true)
    expect(run.error).toBeUndefined()
    expect(run.usage.modelCalls).toBeGreaterThanOrEqual(1)
    expect(run.usage.tokensIn + run.usage.tokensOut).toBeGreaterThan(1_000)
    expect(logger.find('runtime', 'budget-exceeded')).toHaveLength(1)
    expect(logger.find('runtime', 'editor-done')[0]).toMatchObject({ outcome: 'budget-exceeded' })
  }, 600_000)

  // How usage is counted: one server for both concerns (each OpenCode server costs about 5 CPU-s).
  describe('provider usage', () => {
    const run = (logger: RecordingLogger, tokenBudget?: number) =>
      runEditor({
        server,
        models: [MODELS[0] as (typeof MODELS)[number]],
        prompt: 'Review it.',
        timeoutMs: 300_000,
        logger,
        privateDir: privateDir(),
        ...(tokenBudget ? { tokenBudget } : {}),
      })

    it('counts cached and reasoning tokens once each, as the provider billed them', async () => {
      script = (req) => (req.agent === 'editor' ? { text: 'Reviewed.', usage: { cachedTokens: 40, reasoningTokens: 300 } } : { text: 'x' })
      const before = model.requests.length
      const done = await run(new RecordingLogger())
      expect(done.error).toBeUndefined()
      const billed = model.tokens((r) => r.agent === 'editor' && model.requests.indexOf(r) >= before)
      expect({ in: done.usage.tokensIn, out: done.usage.tokensOut }).toEqual(billed)
      expect(done.usage.unmeteredCalls).toBe(0)
    }, 600_000)

    it('counts a call the provider reported no usage for, so the summary can say its tokens and the budget missed it', async () => {
      // Gateways that ignore stream_options.include_usage send no usage chunk: OpenCode records 0 tokens.
      script = (req) => (req.agent === 'editor' ? { text: 'Reviewed.', usage: 'none' } : { text: 'x' })
      const logger = new RecordingLogger()
      const done = await run(logger, 10)
      expect(done.error).toBeUndefined()
      expect(done.usage.modelCalls).toBe(1)
      expect(done.usage.tokensIn + done.usage.tokensOut).toBe(0)
      expect(done.usage.unmeteredCalls).toBe(1)
      // The budget of 10 tokens never fired: it cannot see a call without usage, which is why the run must say so.
      expect(done.budgetExceeded).toBe(false)
      expect(logger.find('runtime', 'usage').find((e) => e.agent === 'all')).toMatchObject({ unmetered_calls: '1' })
    }, 600_000)
  })
})
