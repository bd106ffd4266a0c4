import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigurationError, ModelError } from '../../src/core/errors.js'
import { runEditor } from '../../src/runtime/editor.js'
import { type OpencodeServer } from '../../src/core/opencode/server.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { type ModelServer, type Script } from '../support/model-server/index.js'
import { EDITOR_MODELS, startEditorWorld, type EditorWorld } from '../support/editor-world.js'

/**
 * Provider refusals against the real OpenCode (provider-refusal.ts): a key refused, a firewall's
 * page, model ids the provider does not know, an account without credit. Each is asked once per
 * model, never retried, and when every model was refused the run ends `configuration` naming the
 * input to fix, in our words, never the provider's. Moved from fallback.test.ts (max-lines).
 */

const MODELS = EDITOR_MODELS

describe('provider refusals (real OpenCode, scripted model)', () => {
  let world: EditorWorld
  let model: ModelServer
  let server: OpencodeServer
  // Switched per test: what each model answers.
  let script: Script = () => ({ text: 'done' })

  beforeAll(async () => {
    world = await startEditorWorld('hm-e2e-refusal-', (req) => script(req))
    ;({ model, server } = world)
  }, 600_000)

  afterAll(async () => {
    await world?.close()
  })

  const privateDir = (): string => world.privateDir

  it('ends with a configuration error naming provider-api-key when every model refuses the key, asking each once', async () => {
    script = (req) =>
      req.agent !== 'editor' ? { text: 'x' } : { status: 401, body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } } }
    const logger = new RecordingLogger()
    const before = model.requests.length
    const run = await runEditor({ server, models: MODELS, prompt: 'Review it.', timeoutMs: 300_000, logger, privateDir: privateDir() })
    expect(run.completed).toBe(false)
    expect(run.error).toBeInstanceOf(ConfigurationError)
    expect(run.error?.failureClass).toBe('configuration')
    expect((run.error as ConfigurationError).input).toBe('provider-api-key')
    expect(run.error?.message).toContain('hm/primary: HTTP 401; hm/fallback: HTTP 401')
    // A refusal is never retried: one quick request per model.
    const seen = model.requests.slice(before).filter((r) => r.agent === 'editor')
    expect(seen.map((r) => `${r.model}:${r.status}`)).toEqual(['primary:401', 'fallback:401'])
    expect(logger.find('runtime', 'editor-done')[0]).toMatchObject({ outcome: 'failed', class: 'configuration' })
  }, 600_000)

  it('answers on the fallback when the key may not use the primary (403 behind a gateway)', async () => {
    script = (req) => (req.agent !== 'editor' ? { text: 'x' } : req.model === 'primary' ? { status: 403 } : { text: 'Answered by the fallback.' })
    const run = await runEditor({ server, models: MODELS, prompt: 'Review it.', timeoutMs: 300_000, logger: new RecordingLogger(), privateDir: privateDir() })
    expect(run.error).toBeUndefined()
    expect(run.model).toBe('hm/fallback')
  }, 600_000)

  it('names provider-base-url, not the key, when a firewall in front of the provider answers every model with a 403 page', async () => {
    const page = '<!DOCTYPE html>\n<html><head><title>Access denied</title></head><body>Sorry, you have been blocked.</body></html>'
    script = (req) => (req.agent !== 'editor' ? { text: 'x' } : { status: 403, body: page })
    const before = model.requests.length
    const run = await runEditor({ server, models: MODELS, prompt: 'Review it.', timeoutMs: 300_000, logger: new RecordingLogger(), privateDir: privateDir() })
    expect(run.completed).toBe(false)
    expect(run.error).toBeInstanceOf(ConfigurationError)
    expect((run.error as ConfigurationError).input).toBe('provider-base-url')
    expect(run.error?.message).toContain('hm/primary: HTTP 403 (a web page, not an API answer); hm/fallback: HTTP 403')
    expect(run.error?.message).not.toContain('refused provider-api-key')
    // Not retried either: one request per model.
    expect(
      model.requests
        .slice(before)
        .filter((r) => r.agent === 'editor')
        .map((r) => `${r.model}:${r.status}`),
    ).toEqual(['primary:403', 'fallback:403'])
  }, 600_000)

  it("names model when the provider knows none of the configured models (404, or a gateway's 400 saying so)", async () => {
    script = (req) =>
      req.agent !== 'editor'
        ? { text: 'x' }
        : { status: 404, body: { error: { message: 'The model does not exist', type: 'invalid_request_error', code: 'model_not_found' } } }
    const run = await runEditor({ server, models: MODELS, prompt: 'Review it.', timeoutMs: 300_000, logger: new RecordingLogger(), privateDir: privateDir() })
    expect(run.completed).toBe(false)
    expect(run.error).toBeInstanceOf(ConfigurationError)
    expect((run.error as ConfigurationError).input).toBe('model')
    expect(run.error?.message).toContain('hm/primary: HTTP 404; hm/fallback: HTTP 404')
    // LiteLLM answers an id it does not serve with a 400; before, that ended `model` (a green, degraded comment run).
    const litellm = {
      status: 400,
      body: {
        error: {
          message: "400: {'error': '/chat/completions: Invalid model name passed in model=primary. Call `/v1/models` to view available models for your key.'}",
          type: 'None',
          param: 'None',
          code: '400',
        },
      },
    }
    script = (req) => (req.agent !== 'editor' ? { text: 'x' } : litellm)
    const gateway = await runEditor({
      server,
      models: MODELS,
      prompt: 'Review it.',
      timeoutMs: 300_000,
      logger: new RecordingLogger(),
      privateDir: privateDir(),
    })
    expect([gateway.error?.failureClass, (gateway.error as ConfigurationError | undefined)?.input]).toEqual(['configuration', 'model'])
    expect(gateway.error?.message).toContain('hm/primary: HTTP 400; hm/fallback: HTTP 400')
  }, 600_000)

  it("names provider-api-key's account and its billing when the provider says it has no credit (Anthropic's 400 through a gateway), never only 'APIError status=400'", async () => {
    const noCredit = {
      status: 400,
      body: {
        type: 'error',
        error: {
          type: 'invalid_request_error',
          message: 'Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.',
        },
      },
    }
    script = (req) => (req.agent !== 'editor' ? { text: 'x' } : noCredit)
    const before = model.requests.length
    const run = await runEditor({ server, models: MODELS, prompt: 'Review it.', timeoutMs: 300_000, logger: new RecordingLogger(), privateDir: privateDir() })
    // Before: class model, "every configured model failed for agent editor (hm/primary: APIError status=400; …)", a green degraded comment run.
    expect([run.error?.failureClass, (run.error as ConfigurationError | undefined)?.input]).toEqual(['configuration', 'provider-api-key'])
    expect(run.error?.message).toContain('hm/primary: HTTP 400 (no credit); hm/fallback: HTTP 400 (no credit)')
    expect(run.error?.message).toMatch(/no credit or quota left.*billing/)
    expect(run.error?.message).not.toContain('Your credit balance')
    // Not retried: one request per model.
    expect(
      model.requests
        .slice(before)
        .filter((r) => r.agent === 'editor')
        .map((r) => `${r.model}:${r.status}`),
    ).toEqual(['primary:400', 'fallback:400'])
    // With a fallback failing otherwise the run stays a model failure, and still says what the first model's answer meant.
    script = (req) => (req.agent !== 'editor' ? { text: 'x' } : req.model === 'primary' ? noCredit : { status: 500 })
    const mixed = await runEditor({
      server,
      models: MODELS,
      prompt: 'Review it.',
      timeoutMs: 300_000,
      logger: new RecordingLogger(),
      privateDir: privateDir(),
      maxRetries: 0,
    })
    expect(mixed.error).toBeInstanceOf(ModelError)
    expect(mixed.error?.message).toMatch(/hm\/primary: APIError status=400: the provider says provider-api-key's account has no credit or quota left/)
    expect(mixed.error?.message).not.toContain('Your credit balance')
  }, 600_000)
})
