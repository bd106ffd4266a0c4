import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CHECKOUT, DEMO_FILES, DEMO_PLAN } from '../fixtures/demo-pr.js'
import { OWNER, REPO, runScenario, type ScenarioResult } from '../support/action/harness.js'
import { scriptedTeam } from '../support/action/scripted-team.js'
import type { Reply, ScriptRequest } from '../support/model-server/index.js'
import { BASE62, pick, seededRandom } from '../support/secret-formats.js'
import { checkoutDirOf, findingsReply } from './support-input-agents.js'

/**
 * A provider key no token family recognises (Groq's `gsk_` keys, xAI's `xai-`, Mistral's bare
 * 32 characters, a company gateway's own keys) is redacted only because the run knows its value.
 * An earlier workflow step wrote it into the workspace (`.env` for integration tests, a common
 * pattern), and a pull request's injected text makes the code-quality specialist, which reads the
 * checkout, read that file and quote it in a finding. Neither the model nor the review may get it.
 */
const PROVIDER_KEY = `gsk_${pick(seededRandom(0x9e7), BASE62, 52)}`
const CODE_QUALITY = DEMO_PLAN.claims['code-quality']?.[0]

function readDotEnv(req: ScriptRequest): Reply {
  return { toolCalls: [{ name: 'read', args: { filePath: `${checkoutDirOf(req) ?? '/missing-checkout'}/.env` } }] }
}

/** Quotes, in its finding, whatever the read returned. */
function quoteWhatItRead(req: ScriptRequest): Reply {
  const read = req.lastToolResults.map((r) => r.content).join('\n')
  if (!CODE_QUALITY) throw new Error('the demo plan has no code-quality claim')
  return findingsReply([{ ...CODE_QUALITY, body: `${CODE_QUALITY.body} The workspace .env reads: ${read.slice(0, 400)}` }])
}

describe('a provider key without a known token shape', () => {
  let s: ScenarioResult

  beforeAll(async () => {
    s = await runScenario({
      mode: 'comment',
      files: DEMO_FILES,
      checkout: { ...DEMO_CHECKOUT, '.env': `LLM_API_KEY=${PROVIDER_KEY}\n` },
      inputs: { 'provider-api-key': PROVIDER_KEY },
      script: scriptedTeam({ ...DEMO_PLAN, overrides: { 'specialist-code-quality': [readDotEnv, quoteWhatItRead] } }),
    })
    if (s.outputs.outcome !== 'success') console.error(s.logger.lines.join('\n'), s.opencodeOutput.slice(-3000))
  }, 300_000)
  afterAll(async () => s?.close())

  it('is redacted from a checkout file the code-quality specialist reads, before the model gets the result', () => {
    const turn = s.model.requests.find((r) => r.agent === 'specialist-code-quality' && r.turn === 1)
    const result = turn?.lastToolResults.map((r) => r.content).join('\n') ?? ''
    expect(result).toContain('LLM_API_KEY=')
    expect(result).not.toContain(PROVIDER_KEY)
    for (const request of s.model.requests) expect(request.body).not.toContain(PROVIDER_KEY)
  })

  it('never reaches the published review, a log line or OpenCode’s output', () => {
    expect(s.outputs.outcome).toBe('success')
    const posted = [...s.reviews().map((r) => r.body), ...s.fake.state.reviewComments(OWNER, REPO, s.pr.number).map((c) => c.body)].join('\n')
    expect(posted).toContain('The workspace .env reads')
    expect(posted).not.toContain(PROVIDER_KEY)
    expect(s.logger.lines.join('\n') + s.opencodeOutput).not.toContain(PROVIDER_KEY)
  })
})
