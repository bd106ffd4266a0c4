import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Finding } from '../../src/core/contracts/review-payload.js'
import { HEADER_NOTE } from '../../src/core/telemetry/key-blocks.js'
import { OWNER, REPO, runScenario, type ScenarioResult } from '../support/action/harness.js'
import { scriptedTeam } from '../support/action/scripted-team.js'
import { callTool, type Reply, type ScriptRequest } from '../support/model-server/index.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, type FileSeed } from '../support/github-fake/index.js'
import { leaks } from '../support/redaction-corpus.js'
import { githubInstallationToken, privateKeyBlock, seededRandom } from '../support/secret-formats.js'

/**
 * The whole action (real OpenCode, scripted model, GitHub fake) on a pull
 * request whose diff holds another installation's `ghs_<APPID>_<JWT>` token,
 * a comment that mentions a PEM header (no END) right above an obvious bug,
 * and a PGP private key block. The scripted model server records every
 * request body: exactly what the agents (and a provider) would have received.
 */
const rand = seededRandom(0x10)
const PLANTED_TOKEN = githubInstallationToken(rand, 2_345_678)
const PGP = privateKeyBlock(rand, 'PGP', 700)

const CLIENT = [
  "import { request } from './http'",
  '',
  '// Fallback when the workflow token is missing (to be removed).',
  `const FALLBACK_TOKEN = '${PLANTED_TOKEN}'`,
  '',
  'export function authHeader(token?: string): string {',
  '  return `token ${token ?? FALLBACK_TOKEN}`',
  '}',
]
const KEYS = [
  '// -----BEGIN RSA PRIVATE KEY----- is the first line parseKey() expects',
  'export function lastKey(keys: string[]): string {',
  '  return keys[keys.length]',
  '}',
]
const BUG_LINE = '  return keys[keys.length]'

const added = (lines: string[]): string => [`@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`)].join('\n')
const FILES: FileSeed[] = [
  { filename: 'src/deploy-client.ts', status: 'added', patch: added(CLIENT), additions: CLIENT.length, deletions: 0 },
  { filename: 'src/key-list.ts', status: 'added', patch: added(KEYS), additions: KEYS.length, deletions: 0 },
  { filename: 'ops/signing-key.asc', status: 'added', patch: added(PGP.lines), additions: PGP.lines.length, deletions: 0 },
]

const BUG: Finding = {
  path: 'src/key-list.ts',
  line: 3,
  severity: 'high',
  category: 'correctness',
  title: 'Reads one past the end of the array',
  body: '`keys[keys.length]` is always undefined; the last key is `keys[keys.length - 1]`.',
  evidence: BUG_LINE.trim(),
}

/** Random parts that must not survive anywhere: the planted token's JWT and the PGP key body. */
const SECRET_PARTS = [PLANTED_TOKEN.slice('ghs_2345678_'.length), ...PGP.body, DEFAULT_FAKE_TOKEN.slice(12)]

const readKeyHead = (req: ScriptRequest): Reply => {
  const checkout = /Checkout of the head commit, for surrounding code: (\/\S+)/.exec(req.conversationText)?.[1] ?? '/missing-checkout'
  return callTool('read', { filePath: `${checkout}/ops/signing-key.asc`, limit: 8 })
}

/** What a request asked the model: every message's text, decoded from the JSON body. */
function promptText(body: string): string {
  const parsed = JSON.parse(body) as { messages?: { content?: unknown }[] }
  return (parsed.messages ?? []).map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content ?? ''))).join('\n')
}

describe('hostile diff: a ghs_ JWT token, a PEM header without END above a bug, a PGP key block', () => {
  let s: ScenarioResult

  beforeAll(async () => {
    s = await runScenario({
      mode: 'comment',
      files: FILES,
      title: 'Add key helpers',
      body: 'Adds the deploy client and key helpers.',
      checkout: {
        'src/deploy-client.ts': `${CLIENT.join('\n')}\n`,
        'src/key-list.ts': `${KEYS.join('\n')}\n`,
        'ops/signing-key.asc': `${PGP.lines.join('\n')}\n`,
      },
      script: scriptedTeam({
        claims: { correctness: [BUG] },
        summary: 'One verified problem in the key helpers.',
        // The checkout holds the raw key: its read is cut before the END line, as a read with a limit would.
        overrides: { 'specialist-code-quality': [readKeyHead, { text: '```json\n{"findings":[]}\n```' }] },
      }),
    })
    if (s.outputs.outcome !== 'success') console.error(s.logger.lines.join('\n'), s.opencodeOutput.slice(-3000))
  }, 300_000)
  afterAll(async () => s?.close())

  it('reviews the pull request: one COMMENT review on the head SHA with the bug after the PEM header inline', () => {
    expect(s.outputs.outcome).toBe('success')
    const mine = s.reviews().filter((r) => r.user === DEFAULT_BOT_LOGIN)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ state: 'COMMENTED', commitId: s.pr.head.sha })
    const comments = s.fake.state.reviewComments(OWNER, REPO, s.pr.number).filter((c) => c.user === DEFAULT_BOT_LOGIN)
    expect(comments.map((c) => [c.path, c.line])).toContainEqual(['src/key-list.ts', 3])
  })

  it('gives the specialists the code after the PEM header, with a note that a key header was there', () => {
    const firsts = s.model.requests.filter((r) => r.agent.startsWith('specialist-') && r.turn === 0 && promptText(r.body).includes('src/key-list.ts'))
    expect(firsts.map((r) => r.agent)).toContain('specialist-correctness')
    for (const r of firsts) {
      const text = promptText(r.body)
      expect(text, r.agent).toContain(BUG_LINE)
      expect(text, r.agent).toContain('export function lastKey(keys: string[]): string {')
      expect(text, r.agent).toContain(HEADER_NOTE)
    }
  })

  it("cleans a read of the raw key file cut before its END line (the path guard on OpenCode's real read output)", () => {
    const after = s.model.requests.find((r) => r.agent === 'specialist-code-quality' && r.turn === 1)
    const messages = (JSON.parse(after?.body ?? '{}') as { messages?: { role: string; content?: unknown }[] }).messages ?? []
    const toolResult = messages
      .filter((m) => m.role === 'tool')
      .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
      .join('\n')
    // The read really happened (armor header line shown), cut before END, and its key lines are gone.
    expect(toolResult).toContain('signing-key.asc')
    expect(toolResult).not.toContain('-----END')
    expect(toolResult).toContain(HEADER_NOTE)
    expect(leaks(toolResult, PGP.body)).toBe(false)
  })

  it('lets neither token nor key reach any model request', () => {
    expect(s.model.requests.length).toBeGreaterThan(3)
    for (const r of s.model.requests) expect(leaks(r.body, SECRET_PARTS), `${r.agent} turn ${r.turn}`).toBe(false)
    // The PGP file was still staged and read as a file with its key redacted.
    expect(s.model.requests.some((r) => r.body.includes('ops/signing-key.asc'))).toBe(true)
  })

  it('lets neither token nor key reach a log line, the job summary, the outputs or the posted review', () => {
    expect(leaks(s.logger.lines.join('\n'), SECRET_PARTS)).toBe(false)
    expect(leaks(s.summaries.join('\n'), SECRET_PARTS)).toBe(false)
    expect(leaks(JSON.stringify(s.outputs), SECRET_PARTS)).toBe(false)
    const posted = [...s.reviews().map((r) => r.body), ...s.fake.state.reviewComments(OWNER, REPO, s.pr.number).map((c) => c.body)].join('\n')
    expect(leaks(posted, SECRET_PARTS)).toBe(false)
    expect(leaks(s.opencodeOutput, SECRET_PARTS)).toBe(false)
  })
})
