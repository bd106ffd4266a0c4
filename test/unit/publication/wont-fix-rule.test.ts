import { describe, expect, it } from 'vitest'
import type { LedgerEntry } from '../../../src/context/ledger.js'
import { defaultRule, planLedger, type PlannedAction } from '../../../src/publication/ledger-plan.js'
import { renderReply } from '../../../src/publication/lifecycle.js'

/**
 * An upheld objection's reply suggests a line for REVIEW.md. A team copies it
 * out of the fenced block as it is shown, so what is in the block is exactly
 * the line (no invisible characters, no rewritten text) and the block holds
 * whatever the line contains.
 */
const entry = (over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  findingId: 'hm2-0123456789abcdef',
  threadId: 'T_1',
  rootCommentId: 1,
  path: 'src/a.ts',
  side: 'RIGHT',
  line: 3,
  originalLine: 3,
  category: 'correctness',
  severity: 'medium',
  action: 'dispute',
  reason: 'a developer objects',
  anchorChanged: false,
  resolved: false,
  rootBody: 'x',
  objections: [],
  replied: [],
  reopened: false,
  resolvedByAuthor: false,
  ...over,
})

const reply = (rule: string | undefined, over: Partial<LedgerEntry> = {}): string =>
  renderReply(
    {
      entry: entry(over),
      status: 'wont-fix',
      note: 'the objection holds.',
      reply: true,
      resolve: false,
      ...(rule !== undefined ? { rule } : {}),
    } as PlannedAction,
    '9-1',
  )

/** The text of the reply's one fenced block (between its opening and closing fence lines). */
function block(body: string): string {
  const lines = body.split('\n')
  const open = lines.findIndex((l) => /^`{3,}text$/.test(l))
  const fence = (lines[open] ?? '').replace(/text$/, '')
  const close = lines.findIndex((l, i) => i > open && l === fence)
  expect(open).toBeGreaterThanOrEqual(0)
  expect(close).toBeGreaterThan(open)
  return lines.slice(open + 1, close).join('\n')
}

describe('the rule line a wont-fix reply suggests', () => {
  it('reads as a rule without a category too', () => {
    expect(defaultRule(entry({ category: undefined }), 'Generated code.')).toBe('- In `src/a.ts`, do not report findings like this one: Generated code.')
    expect(defaultRule(entry(), 'constant input.')).toBe('- In `src/a.ts`, do not report correctness findings of this kind: constant input.')
  })

  it('names the finding by the title our comment showed, so the line means something in REVIEW.md', () => {
    const rootBody = '**🟠 Medium** · correctness · **Division by a count that can be @\u200bzero**\n\nThe count comes from the request.\n\n<!-- marker -->'
    expect(defaultRule(entry({ rootBody }), 'callers check the count first.')).toBe(
      '- In `src/a.ts`, do not report correctness findings like "Division by a count that can be @zero": callers check the count first.',
    )
    // Text that does not open with our badge is not taken for a title.
    expect(defaultRule(entry({ rootBody: 'correctness · **Not ours**' }), 'x')).toBe('- In `src/a.ts`, do not report correctness findings of this kind: x.')
  })

  it('is shown exactly, with no invisible characters: a mention or a closing keyword in a code block does nothing', () => {
    const rule = '- Ask @acme/security before flagging crypto in `src/crypto/**`; fixes #12 are tracked there.'
    const shown = block(reply(rule))
    expect(shown).toBe(rule)
    expect(shown).not.toMatch(/\u200b/)
  })

  it('keeps a code fence inside the rule: the block fence is longer than any backtick run', () => {
    const rule = '- Do not flag ```sql``` blocks in `docs/**` (they are examples).'
    const body = reply(rule)
    expect(block(body)).toBe(rule)
  })

  it('shows a path with backticks as a code span inside the block, exactly', () => {
    const path = 'src/`odd`.ts'
    const rule = defaultRule(entry({ path }), 'generated')
    expect(rule).toBe('- In ``src/`odd`.ts``, do not report correctness findings of this kind: generated.')
    expect(block(reply(rule, { path }))).toBe(rule)
  })

  it('is one line, with a Harbourmaster marker and a secret still neutralised', () => {
    const shown = block(reply('- Line one.\n- Line two <!-- harbourmaster:x --> ghp_' + 'a'.repeat(36)))
    expect(shown).not.toContain('\n')
    expect(shown).not.toContain('<!-- harbourmaster')
    expect(shown).not.toContain('a'.repeat(36))
  })

  it('falls back to the default rule when the verifier gives an empty one', () => {
    const plan = planLedger([entry()], [{ id: entry().findingId, verdict: 'upheld', reason: 'constant input', rule: '  ' }])
    expect(plan.actions[0]?.rule).toBe('- In `src/a.ts`, do not report correctness findings of this kind: constant input.')
  })
})
