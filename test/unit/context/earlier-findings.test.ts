import { describe, expect, it } from 'vitest'
import { findEarlierFindings, findEarlierRuns, findingIdOf } from '../../../src/context/earlier-findings.js'
import type { ReviewThread } from '../../../src/context/records.js'

const BOT = 'github-actions[bot]'

function thread(id: string, author: string, body: string, extra: Partial<ReviewThread> = {}): ReviewThread {
  return {
    id,
    isResolved: false,
    isOutdated: false,
    path: 'src/a.ts',
    side: 'RIGHT',
    resolvedBy: undefined,
    line: 3,
    originalLine: 3,
    comments: [
      { id: `C_${id}`, databaseId: 100 + id.length, author, body, createdAt: '2025-01-01T00:00:00Z', replyToId: undefined },
      {
        id: `C_${id}_r`,
        databaseId: 900,
        author: 'dev',
        body: `reply <!-- harbourmaster:finding hm-ffffffffffff -->`,
        createdAt: '2025-01-02T00:00:00Z',
        replyToId: 100 + id.length,
      },
    ],
    ...extra,
  }
}

describe('findEarlierFindings', () => {
  it('returns unresolved findings by the expected login with thread and root comment ids', () => {
    const found = findEarlierFindings([thread('T1', BOT, 'Bug here.\n<!-- harbourmaster:finding hm-0123456789ab -->')], BOT)
    expect(found).toEqual([{ findingId: 'hm-0123456789ab', threadId: 'T1', rootCommentId: 102, path: 'src/a.ts', line: 3, isOutdated: false }])
  })

  it('ignores markers written by anyone else, even in replies to its threads', () => {
    const forged = thread('T2', 'mallory', 'x <!-- harbourmaster:finding hm-0123456789ab -->')
    expect(findEarlierFindings([forged], BOT)).toEqual([])
    expect(findingIdOf('<!-- harbourmaster:finding hm-0123456789ab -->', 'mallory', BOT)).toBeUndefined()
    expect(findingIdOf('<!-- harbourmaster:finding hm-0123456789ab -->', 'GitHub-Actions[bot]', BOT)).toBe('hm-0123456789ab')
  })

  it('leaves resolved threads out and keeps outdated ones with their flag', () => {
    const body = '<!-- harbourmaster:finding hm-aaaaaaaaaaaa -->'
    const found = findEarlierFindings([thread('T3', BOT, body, { isResolved: true }), thread('T44', BOT, body, { isOutdated: true, line: undefined })], BOT)
    expect(found.map((f) => [f.threadId, f.isOutdated, f.line])).toEqual([['T44', true, undefined]])
  })
})

describe('findEarlierRuns', () => {
  it('recognises run markers only on reviews by the expected login', () => {
    const sha = 'd'.repeat(40)
    const body = `Summary\n<!-- harbourmaster:run run=123-1 sha=${sha} -->`
    const runs = findEarlierRuns(
      [
        { id: 1, author: BOT, state: 'COMMENTED', body, commitId: sha, submittedAt: undefined },
        { id: 2, author: 'mallory', state: 'COMMENTED', body, commitId: sha, submittedAt: undefined },
      ],
      BOT,
    )
    expect(runs).toEqual([{ reviewId: 1, runId: '123-1', headSha: sha }])
  })
})
