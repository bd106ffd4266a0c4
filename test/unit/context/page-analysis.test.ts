import { describe, expect, it } from 'vitest'
import { pageAnalysis } from '../../../src/context/page-analysis.js'
import type { ChangedFile } from '../../../src/core/contracts/changed-file.js'
import { fileFilter } from '../../../src/policy/filter.js'
import { scoreRisk } from '../../../src/policy/risk.js'

function file(filename: string, patch = '@@ -1 +1 @@\n-a\n+b'): ChangedFile {
  return { filename, previousFilename: undefined, status: 'modified', additions: 1, deletions: 1, changes: 2, patch, sha: undefined }
}

/** Turns of the event loop under the test's control: each call runs one queued turn. */
function manualTurns(): { yieldTurn: (next: () => void) => void; turn: () => boolean } {
  const turns: (() => void)[] = []
  return {
    yieldTurn: (next) => void turns.push(next),
    turn: () => {
      const next = turns.shift()
      next?.()
      return next !== undefined
    },
  }
}

const verdict = fileFilter({ include: [], exclude: [], generated: [] })

describe('page analysis (filter and risk per page while later pages are in flight)', () => {
  it('holds pages until the filter is known, then analyses one page per turn, with the same verdicts as the whole-list filter and scorer', () => {
    const turns = manualTurns()
    const analysis = pageAnalysis(scoreRisk, turns.yieldTurn)
    const first = [file('src/auth/login.ts', '@@ -1 +1 @@\n+eval(input)'), file('package-lock.json')]
    const second = [file('docs/readme.md')]
    analysis.page(first)
    analysis.page(second)
    expect(turns.turn()).toBe(false)
    expect(analysis.get(first[0] as ChangedFile)).toBeUndefined()

    analysis.start(verdict)
    expect(turns.turn()).toBe(true)
    expect(analysis.get(first[0] as ChangedFile)).toEqual({ excluded: undefined, score: scoreRisk(first[0] as ChangedFile) })
    expect(analysis.get(first[0] as ChangedFile)?.score?.level).toBe('high')
    expect(analysis.get(first[1] as ChangedFile)).toEqual({ excluded: verdict(first[1] as ChangedFile), score: undefined })
    expect(analysis.get(first[1] as ChangedFile)?.excluded?.rule).toBe('lockfile')
    // The second page waits for the next turn: other work (a request's next hop) runs in between.
    expect(analysis.get(second[0] as ChangedFile)).toBeUndefined()
    expect(turns.turn()).toBe(true)
    expect(analysis.get(second[0] as ChangedFile)?.excluded).toBeUndefined()
    expect(turns.turn()).toBe(false)
  })

  it('resolves drained only once every page given so far is analysed, and at once when none waits', async () => {
    const turns = manualTurns()
    const analysis = pageAnalysis(scoreRisk, turns.yieldTurn)
    await analysis.drained()
    analysis.start(verdict)
    const page = [file('src/a.ts'), file('src/b.ts')]
    analysis.page(page)
    analysis.page([file('src/c.ts')])
    let drained = false
    const waiting = analysis.drained().then(() => (drained = true))
    turns.turn()
    await Promise.resolve()
    expect(drained).toBe(false)
    turns.turn()
    await waiting
    expect(drained).toBe(true)
    expect(page.every((f) => analysis.get(f)?.score !== undefined)).toBe(true)
  })

  it('analyses on real event-loop turns by default', async () => {
    const analysis = pageAnalysis(scoreRisk)
    analysis.start(verdict)
    const page = [file('src/x.ts')]
    analysis.page(page)
    expect(analysis.get(page[0] as ChangedFile)).toBeUndefined()
    await analysis.drained()
    expect(analysis.get(page[0] as ChangedFile)?.score).toBeDefined()
  })
})
