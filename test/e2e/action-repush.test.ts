import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Finding } from '../../src/core/contracts/review-payload.js'
import { OWNER, REPO, runScenario, type ScenarioResult } from '../support/action/harness.js'
import { addedFile, changedFile, removedFile } from '../support/action/pushes.js'
import { scriptedTeam, type TeamPlan } from '../support/action/scripted-team.js'
import { DEFAULT_BOT_LOGIN, startGitHubFake, type FakeThread, type GitHubFake } from '../support/github-fake/index.js'

/**
 * One pull request, four pushes, through the whole action each time (real
 * OpenCode, scripted model, the GitHub fake keeping state between runs):
 * 1. first review: five findings posted;
 * 2. lines inserted above one finding, another's flagged line fixed, a file
 *    deleted, one file untouched, a developer disputing one finding, and
 *    GitHub answering 502 after storing one reply;
 * 3. the disputed file touched elsewhere: the suppressed finding is re-raised
 *    by the specialist and not posted;
 * 4. a force-push: a full review, said so.
 */
const NUMBER = 42
const REPLIES = '/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies'

const CART = [
  'export interface Item { price: number }',
  'export function total(items: Item[]): number {',
  '  let sum = 0',
  '  for (let i = 0; i <= items.length; i++) {',
  '    sum += items[i].price',
  '  }',
  '  return sum',
  '}',
]
const CART_2 = ['// Cart totals.', '// Prices are in cents.', '', ...CART]
const RETRY = [
  'export async function retry(task: () => Promise<void>): Promise<void> {',
  '  for (let attempt = 0; attempt < 3; attempt++) {',
  '    try {',
  '      await task()',
  '      return',
  '    } catch (error) {}',
  '  }',
  '}',
]
const RETRY_2 = RETRY.map((l, i) => (i === 5 ? '    } catch (error) { if (attempt === 2) throw error }' : l))
const LEGACY = ['export function legacyFormat(value: number): string {', "  return value.toFixed(2) + ' EUR'", '}']
const QUERY = ["import { db } from './db'", 'export function byTable(table: string) {', '  return db.query(`SELECT * FROM ${table}`)', '}']
const QUERY_3 = [...QUERY, "export const TABLES = ['orders']"]
const GREET = ['export function greet(name: string): string {', "  return 'Hello ' + name", '}']

function claim(path: string, line: number, category: Finding['category'], title: string, severity: Finding['severity'] = 'high'): Finding {
  return { path, line, severity, category, title, body: `${title}: see the anchored line.`, evidence: `${path}:${line}` }
}
const A = (line: number) => claim('src/cart.ts', line, 'correctness', 'Off-by-one reads past the end')
const B = claim('src/retry.ts', 6, 'correctness', 'Error swallowed on every attempt')
const C = claim('src/legacy.ts', 2, 'maintainability', 'Currency is hard-coded', 'low')
const D = claim('src/query.ts', 3, 'security', 'SQL built from a parameter')
const E = claim('src/greet.ts', 2, 'maintainability', 'Concatenation instead of a template', 'low')

function plan(claims: Finding[], extra: Partial<TeamPlan> = {}): TeamPlan {
  return { claims: { correctness: claims }, ...extra }
}

describe('repeated pushes of one pull request, whole action', () => {
  let fake: GitHubFake
  const runs: ScenarioResult[] = []
  const threadOf = (path: string): FakeThread => {
    const t = fake.state.threads(OWNER, REPO, NUMBER).find((x) => x.path === path && fake.state.threadComments(x)[0]?.user === DEFAULT_BOT_LOGIN)
    if (!t) throw new Error(`no thread on ${path}`)
    return t
  }
  const botReplies = (path: string) =>
    fake.state
      .threadComments(threadOf(path))
      .slice(1)
      .filter((c) => c.user === DEFAULT_BOT_LOGIN)
  const rootComments = () => fake.state.reviewComments(OWNER, REPO, NUMBER).filter((c) => c.user === DEFAULT_BOT_LOGIN && c.inReplyToId === null)
  const push = async (runId: string, script: TeamPlan, before?: (f: GitHubFake) => void): Promise<ScenarioResult> => {
    before?.(fake)
    const s = await runScenario({ mode: 'comment', files: [], fake, number: NUMBER, runId, script: scriptedTeam(script) })
    if (s.outputs.outcome !== 'success') console.error(s.logger.lines.join('\n'), s.opencodeOutput.slice(-3000))
    runs.push(s)
    return s
  }

  beforeAll(async () => {
    fake = await startGitHubFake()
    fake.state.addPullRequest({
      owner: OWNER,
      repo: REPO,
      number: NUMBER,
      title: 'Cart, retry and query helpers',
      files: [
        addedFile('src/cart.ts', CART),
        addedFile('src/retry.ts', RETRY),
        addedFile('src/legacy.ts', LEGACY),
        addedFile('src/query.ts', QUERY),
        addedFile('src/greet.ts', GREET),
      ],
    })
    await push('101', plan([A(4), B, C, D, E]))
    await push(
      '102',
      plan([A(7)], {
        earlier: {
          'src/retry.ts': { verdict: 'fixed', reason: 'The last attempt now rethrows.' },
          'src/query.ts': {
            verdict: 'upheld',
            reason: 'The table name comes from a fixed allowlist.',
            rule: '- Table names from TABLES are constants; do not flag them as SQL injection.',
          },
        },
      }),
      (f) => {
        f.state.addReply(
          f.state.bucket(OWNER, REPO, NUMBER),
          threadOf('src/query.ts').commentIds[0] as number,
          'This is not user input: the table name comes from a fixed allowlist.',
          'octocat',
        )
        f.state.pushCommit(OWNER, REPO, NUMBER, {
          changes: [changedFile('src/cart.ts', CART, CART_2), changedFile('src/retry.ts', RETRY, RETRY_2), removedFile('src/legacy.ts', LEGACY)],
          files: [addedFile('src/cart.ts', CART_2), addedFile('src/retry.ts', RETRY_2), addedFile('src/query.ts', QUERY), addedFile('src/greet.ts', GREET)],
        })
        f.faults.add({ method: 'POST', route: REPLIES, status: 502, applyFirst: true })
      },
    )
    await push('103', plan([D]), (f) => {
      f.state.pushCommit(OWNER, REPO, NUMBER, {
        changes: [changedFile('src/query.ts', QUERY, QUERY_3)],
        files: [addedFile('src/cart.ts', CART_2), addedFile('src/retry.ts', RETRY_2), addedFile('src/query.ts', QUERY_3), addedFile('src/greet.ts', GREET)],
      })
    })
    await push('104', plan([A(7)]), (f) => {
      f.state.pushCommit(OWNER, REPO, NUMBER, {
        force: true,
        changes: [],
        files: [addedFile('src/cart.ts', CART_2), addedFile('src/retry.ts', RETRY_2), addedFile('src/query.ts', QUERY_3), addedFile('src/greet.ts', GREET)],
      })
    })
  }, 1_500_000)
  afterAll(async () => {
    for (const s of runs) await s.close()
    expect(fake?.driftErrors).toEqual([])
    await fake?.close()
  })

  it('push 1 posts the five findings inline, each with a fingerprint marker, as a full first review', () => {
    expect(runs[0]?.outputs.outcome).toBe('success')
    expect(runs[0]?.logger.find('delta', 'full')[0]).toMatchObject({ reason: 'no earlier proven Harbourmaster review' })
    expect(rootComments()).toHaveLength(5)
    expect(rootComments().every((c) => /<!-- harbourmaster:finding hm2-[0-9a-f]{16} category=[a-z-]+ side=RIGHT -->/.test(c.body))).toBe(true)
  })

  it('push 2 is a delta review of the changed files only: the untouched file reaches no model', () => {
    const s = runs[1] as ScenarioResult
    expect(s.outputs.outcome).toBe('success')
    expect(s.logger.find('delta', 'delta')[0]).toMatchObject({ changed: '3' })
    const specialistText = s.model.requests
      .filter((r) => r.agent.startsWith('specialist-'))
      .map((r) => r.body)
      .join('\n')
    expect(specialistText).toContain('src/cart.ts')
    expect(specialistText).not.toContain('src/greet.ts')
    expect(s.summaries.join('\n')).toMatch(/Delta review since [0-9a-f]{7}: 2 changed file\(s\) reviewed, 2 unchanged file\(s\)/)
    // The fake holds every push's review by now; this push's carries run 102.
    expect(s.reviews().find((r) => r.body.includes('harbourmaster:run run=102-1'))?.body).toMatch(
      /Delta review: only the 2 file\(s\) changed since [0-9a-f]{7} were reviewed/,
    )
  })

  it('push 2 posts no new comment: the finding below inserted lines keeps its id and is not re-posted', () => {
    expect(rootComments()).toHaveLength(5)
    const s = runs[1] as ScenarioResult
    const cart = s.logger.find('ledger', 'entry').find((e) => e.path === 'src/cart.ts')
    expect(cart).toMatchObject({ action: 'carry', reason: 'anchored line unchanged' })
    expect(threadOf('src/cart.ts').line).toBe(7)
    expect(botReplies('src/cart.ts')).toHaveLength(0)
    // The specialist reported it again (at its new line); spawn_reviewers dropped it as already tracked.
    expect(s.logger.find('ledger', 'accounting')[0]).toMatchObject({ already_tracked: '1', posted: '0' })
  })

  it('push 2 resolves exactly the fixed thread with a reply, after the verifier re-checked its changed line', () => {
    const s = runs[1] as ScenarioResult
    const verifier = s.model.requests
      .filter((r) => r.agent === 'verifier')
      .map((r) => r.body)
      .join('\n')
    expect(verifier).toMatch(/<<<EARLIER id=hm2-[0-9a-f]{16} [0-9a-f]+>>>\\npath: \\"src\/retry.ts\\"/)
    expect(botReplies('src/retry.ts')).toHaveLength(1)
    expect(botReplies('src/retry.ts')[0]?.body).toMatch(/^\*\*Harbourmaster:\*\* Fixed — The last attempt now rethrows/)
    expect(threadOf('src/retry.ts').isResolved).toBe(true)
    expect(['src/cart.ts', 'src/query.ts', 'src/greet.ts'].map((p) => threadOf(p).isResolved)).toEqual([false, false, false])
  })

  it('push 2 closes the deleted file’s thread with a reply and a resolution, decided without a model', () => {
    const s = runs[1] as ScenarioResult
    expect(s.logger.find('ledger', 'entry').find((e) => e.path === 'src/legacy.ts')).toMatchObject({ action: 'close', reason: 'the file was deleted' })
    expect(s.model.requests.some((r) => r.body.includes('<<<EARLIER') && r.body.includes('src/legacy.ts'))).toBe(false)
    expect(s.model.requests.filter((r) => r.agent !== 'editor').some((r) => r.body.includes('legacy.ts'))).toBe(false)
    expect(botReplies('src/legacy.ts')).toHaveLength(1)
    expect(botReplies('src/legacy.ts')[0]?.body).toContain('No longer applies — the file was deleted.')
    expect(threadOf('src/legacy.ts').isResolved).toBe(true)
  })

  it('push 2 hears the developer’s objection: wont-fix with a rule suggestion, the thread left open', () => {
    const s = runs[1] as ScenarioResult
    const verifier = s.model.requests
      .filter((r) => r.agent === 'verifier')
      .map((r) => r.body)
      .join('\n')
    expect(verifier).toContain('fixed allowlist')
    expect(verifier).toContain('UNTRUSTED')
    const replies = botReplies('src/query.ts')
    expect(replies).toHaveLength(1)
    expect(replies[0]?.body).toContain("Won't fix")
    expect(replies[0]?.body).toContain('`wont-fix`')
    expect(replies[0]?.body).toContain('Table names from TABLES are constants; do not flag them as SQL injection.')
    expect(threadOf('src/query.ts').isResolved).toBe(false)
  })

  it('push 2: a reply GitHub stored before answering 502 is found by its marker, not posted twice', () => {
    const s = runs[1] as ScenarioResult
    expect(s.logger.find('lifecycle', 'reply-retry')).toHaveLength(1)
    expect(s.logger.find('lifecycle', 'done')[0]).toMatchObject({ replied: '3', recovered: '1', warnings: '0' })
    for (const path of ['src/cart.ts', 'src/retry.ts', 'src/legacy.ts', 'src/query.ts', 'src/greet.ts']) expect(botReplies(path).length).toBeLessThanOrEqual(1)
    expect(s.logger.find('ledger', 'accounting')[0]).toMatchObject({
      scope: 'delta',
      reviewed_files: '2',
      unchanged_files: '2',
      // The upheld objection on src/query.ts is counted once, as suppressed.
      carried: '2',
      posted: '0',
      resolved: '2',
      replies: '3',
      suppressed: '1',
    })
  })

  it('push 3 does not re-raise the suppressed finding the specialist reported again', () => {
    const s = runs[2] as ScenarioResult
    expect(s.outputs.outcome).toBe('success')
    expect(rootComments()).toHaveLength(5)
    expect(botReplies('src/query.ts')).toHaveLength(1)
    expect(s.logger.find('ledger', 'entry').find((e) => e.path === 'src/query.ts')).toMatchObject({ action: 'suppressed' })
    expect(s.logger.find('ledger', 'accounting')[0]).toMatchObject({ posted: '0', replies: '0', suppressed: '1', already_tracked: '1' })
  })

  it('push 4 (force-push) falls back to a full review and says why, still without duplicates', () => {
    const s = runs[3] as ScenarioResult
    expect(s.outputs.outcome).toBe('success')
    expect(s.logger.find('delta', 'full')[0]?.reason).toMatch(/^force-push: the last reviewed head [0-9a-f]{7} is not an ancestor/)
    expect(s.summaries.join('\n')).toMatch(/Full review: force-push/)
    expect(s.reviews().find((r) => r.body.includes('harbourmaster:run run=104-1'))?.body).toMatch(/Full review: force-push/)
    expect(rootComments()).toHaveLength(5)
    expect(s.reviews().filter((r) => r.user === DEFAULT_BOT_LOGIN && r.body.includes('harbourmaster:run'))).toHaveLength(4)
  })
})
