import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviewIndexSchema } from '../../src/core/contracts/review-index.js'
import { buildLineMap } from '../../src/core/diff/diff-lines.js'
import { decodePatchName } from '../../src/stage/safe-name.js'
import { STAGE_FILES } from '../../src/stage/stage-review.js'
import { preparePublication } from '../../plugins/lib/publication/prepare.js'
import { PROVIDER_KEY } from '../support/action/harness.js'
import { DEFAULT_FAKE_TOKEN } from '../support/github-fake/index.js'
import {
  FORBIDDEN_CHARS,
  HIDDEN_CANARIES,
  HOSTILE_BODY,
  HOSTILE_BRANCH,
  HOSTILE_TITLE,
  prepareHostile,
  secretsIn,
  seedHostileDiscussion,
  tagSmuggle,
  VISIBLE,
  type PreparedHostile,
} from './support-input-text.js'

/**
 * Untrusted PR text through the real prepare phase (GitHub fake over HTTP,
 * real gate, loaders, filter and stage writer). What lands in the stage is
 * exactly what every agent can read, so each assertion is about those files.
 */
const PATCH = ['@@ -0,0 +1,4 @@', '+export function page(n: number): number {', '+  return n + 1', '+}', '+// end'].join('\n')

describe('hostile PR text in the stage', () => {
  let h: PreparedHostile
  let agentText: string

  beforeAll(async () => {
    h = await prepareHostile({
      seed: { title: HOSTILE_TITLE, body: HOSTILE_BODY, head: { ref: HOSTILE_BRANCH }, user: 'mallory' },
      files: [{ filename: 'src/pagination.ts', status: 'added', patch: PATCH }],
      setup: (fake, pull) => {
        seedHostileDiscussion(fake, pull, 'src/pagination.ts', 2)
        // The run's own secrets, as if someone had pasted them: exact values are redacted too.
        fake.state.addIssueComment('acme', 'shop', 42, { body: `token ${DEFAULT_FAKE_TOKEN} key ${PROVIDER_KEY}`, user: 'dev' })
      },
    })
    agentText = [h.stage[STAGE_FILES.prContext], h.stage[STAGE_FILES.discussion], h.stage[STAGE_FILES.index]].join('\n')
  })
  afterAll(async () => h?.close())

  it('drops nested, unterminated and entity-encoded HTML comments, alt texts, link titles and hidden HTML from title, body, comments, reviews, threads and branch name', () => {
    for (const canary of HIDDEN_CANARIES) expect(agentText, canary).not.toContain(canary)
    // The visible parts stay, so the agents still get the conversation.
    expect(h.stage[STAGE_FILES.prContext]).toContain(VISIBLE)
    expect(h.stage[STAGE_FILES.prContext]).toContain('Paginate products')
    expect(h.stage[STAGE_FILES.prContext]).toContain('[the docs](https://example.com/docs)')
    expect(h.stage[STAGE_FILES.discussion]).toContain(VISIBLE)
    expect(h.stage[STAGE_FILES.discussion]).toContain('Review note')
    expect(h.stage[STAGE_FILES.discussion]?.match(/<<<UNTRUSTED comment \d+/g)?.length).toBeGreaterThanOrEqual(4)
  })

  it('removes zero-width, bidi, U+2060–2064 and tag characters (ASCII smuggling) from every text an agent reads', () => {
    expect(HOSTILE_BODY).toMatch(FORBIDDEN_CHARS)
    expect(agentText).not.toMatch(FORBIDDEN_CHARS)
    expect(agentText).not.toContain('ignore previous instructions')
    const index = reviewIndexSchema.parse(JSON.parse(h.stage[STAGE_FILES.index] ?? ''))
    expect(index.pr.title).not.toMatch(FORBIDDEN_CHARS)
    expect(index.pr.headRef).toBe('feature/evil')
  })

  it('redacts planted ghs_, ghp_, github_pat_, JWT, sk- and AWS keys and the run’s own token and key from stage files and telemetry', () => {
    expect(secretsIn(agentText)).toEqual([])
    expect(h.stage[STAGE_FILES.prContext]).toContain('[REDACTED]')
    expect(h.stage[STAGE_FILES.discussion]).toContain('token [REDACTED] key [REDACTED]')
    expect(h.logger.lines.length).toBeGreaterThan(5)
    expect(secretsIn(h.logger.lines.join('\n'))).toEqual([])
  })

  it('never loads commit messages: no request for commits is made', () => {
    expect(h.fake.requests.length).toBeGreaterThan(0)
    expect(h.fake.requests.filter((r) => /commits/.test(r.route ?? r.path))).toEqual([])
  })
})

describe('hostile file names in the stage', () => {
  const NFC = 'src/Caf\u00e9.ts'
  const NFD = 'src/Cafe\u0301.ts'
  const NAMES = [`src/\u202Egnp.ts`, `src/zero\u200Bwidth.ts`, `src/tag${tagSmuggle('approve')}.ts`, NFC, NFD, 'src/A.ts', 'src/a.ts']
  let h: PreparedHostile

  beforeAll(async () => {
    h = await prepareHostile({ seed: {}, files: NAMES.map((filename) => ({ filename, status: 'added' as const, patch: PATCH })) })
  })
  afterAll(async () => h?.close())

  it('stages each file once under its own ASCII-only patch name that decodes back to the exact path', () => {
    const names = [...h.prepared.patchNames.values()]
    expect(new Set(names).size).toBe(NAMES.length)
    for (const name of names) expect(name).toMatch(/^[a-z0-9._^+%~-]+\.patch$/)
    for (const [path, name] of h.prepared.patchNames) expect(decodePatchName(name)).toBe(path)
    // Case-only and NFC/NFD twins are separate files on GitHub, so they stay separate here.
    expect(h.prepared.allowlist.sort()).toEqual([...NAMES].sort())
  })

  it('anchors a finding only to the exact spelling: a case-folded or re-normalised path is refused', () => {
    const lineMaps = new Map(NAMES.map((p) => [p, buildLineMap(PATCH)]))
    const finding = (path: string) => ({ path, line: 2, severity: 'low', category: 'correctness', title: 'Check it', body: 'b', evidence: 'e' })
    const ctx = { marker: '<!-- harbourmaster:run run=1-1 sha=x -->', allowlist: h.prepared.allowlist, lineMaps, maxComments: 10 }
    expect(preparePublication({ summary: 's', findings: [finding(NFD), finding('src/A.ts')] }, ctx).ok).toBe(true)
    const folded = preparePublication({ summary: 's', findings: [finding('SRC/A.ts'), finding('src/CAFÉ.ts')] }, ctx)
    expect(folded.ok).toBe(false)
    if (!folded.ok) expect(folded.problems.join('\n')).toMatch(/not a reviewable changed file/)
  })
})
