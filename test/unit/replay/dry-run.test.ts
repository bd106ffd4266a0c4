import { execFile } from 'node:child_process'
import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findingId, type Finding } from '../../../src/core/contracts/review-payload.js'
import { reviewRecordSchema, type ReviewRecord } from '../../../src/core/contracts/review-record.js'
import { makeRunMarker, PARTIAL_COVERAGE_MARKER } from '../../../src/core/contracts/markers.js'
import { checkRecordTarget } from '../../../src/replay/record-file.js'
import { dryRun, formatDryRun } from '../../../scripts/replay/dry-run.js'
import { reviewRecordOf, tempDir } from '../../support/kit/index.js'

/**
 * `npm run replay -- --record <file> --dry-run`: what a replay would post,
 * offline, rendered by publish_review's own code; and the record checks a
 * real replay applies first.
 */
const HEAD = 'e'.repeat(40)
const run = promisify(execFile)

const inline: Finding = {
  path: 'src/pagination.ts',
  line: 10,
  start_line: 9,
  severity: 'high',
  category: 'correctness',
  title: 'Off-by-one in the page loop',
  body: 'The loop takes size + 1 items.',
  evidence: 'i <= start + size',
  suggestion: '  for (let i = start; i < start + size && i < items.length; i++) {',
}
const outside: Finding = {
  path: 'src/config-loader.ts',
  line: 40,
  severity: 'medium',
  category: 'correctness',
  title: 'Swallowed parse error',
  body: 'Errors become an empty config.',
  evidence: 'catch { return {} }',
}

function record(): ReviewRecord {
  return reviewRecordOf({
    headSha: HEAD,
    runId: '9001-1',
    pullNumber: 42,
    summary: 'Two problems in the pagination change.',
    submitted: [inline, outside],
    findings: [
      { ...inline, id: findingId(inline, undefined), placement: 'inline' },
      { ...outside, id: findingId(outside, undefined), placement: 'body', reason: 'line 40 is not part of the diff' },
    ],
    exclusions: [{ path: 'package-lock.json', reason: 'lock file', rule: 'lockfile' }],
    score: 3,
    result: { outcome: 'failure', failureClass: 'configuration', reviewId: null },
  })
}

describe('replay dry run', () => {
  it('shows the inline comments on their recorded lines, the body with the marker, and the labels', () => {
    const out = dryRun(record())
    expect(out).toMatchObject({ target: 'acme/shop#42', headSha: HEAD, event: 'COMMENT', labels: [] })
    expect(out.comments).toHaveLength(1)
    expect(out.comments[0]).toMatchObject({ path: 'src/pagination.ts', line: 10, startLine: 9, side: 'RIGHT' })
    expect(out.comments[0]?.body).toContain('```suggestion')
    expect(out.body).toContain('src/config-loader.ts:40')
    expect(out.body).toContain('package-lock.json')
    expect(out.body.trimEnd().endsWith(makeRunMarker('9001-1', HEAD))).toBe(true)
    const text = formatDryRun(out)
    expect(text).toContain('Dry run: nothing is sent to GitHub.')
    expect(text).toContain('--- inline comment 1 of 1: src/pagination.ts:9-10 (RIGHT)')
    expect(text).toContain('Labels: none')
  })
})

describe('replay dry run of a routed record', () => {
  // As routing recorded them: one commented, one escalated (confidence 0.63), one the editor kept although routing dropped it.
  const escalated: Finding = { ...outside, path: 'src/pagination.ts', line: 14, title: 'Page size not validated' }
  const dropped: Finding = { ...outside, path: 'src/pagination.ts', line: 18, title: 'Loop variable shadows a global' }
  const assessed = (f: Finding, route: 'inline' | 'escalate' | 'drop', placement: 'inline' | 'body' | 'none', after: number) => ({
    ...f,
    id: findingId(f, undefined),
    placement,
    confidence: 0.7,
    verdict: 'inconclusive' as const,
    confidence_after: after,
    route,
    route_reason: `routed ${route}`,
  })
  const routed = (): ReviewRecord =>
    reviewRecordSchema.parse({
      ...record(),
      payload: { summary: 'Pagination review.', findings: [inline, escalated, dropped], dispositions: [] },
      findings: [assessed(inline, 'inline', 'inline', 0.9), assessed(escalated, 'escalate', 'body', 0.63), assessed(dropped, 'drop', 'none', 0.2)],
    })

  it('routes as the record says: the escalated finding under "Needs a human look" with the label, the dropped one not shown', () => {
    const out = dryRun(routed())
    expect(out.comments.map((c) => c.line)).toEqual([10])
    const human = out.body.slice(out.body.indexOf('Needs a human look'))
    expect(out.body).toContain('Needs a human look')
    expect(human).toContain('Page size not validated')
    expect(out.body).not.toContain('Loop variable shadows a global')
    expect(out.body).not.toContain('line 14 is not part of the diff')
    expect(out.labels).toEqual(['needs-human-review'])
  })
})

describe('replay dry run of a record with test evidence', () => {
  it("shows each finding's tests as a replay posts them (the replay hands the record's test verdicts to publish_review)", () => {
    const base = record()
    const id = findingId(inline, undefined)
    const withTests = reviewRecordSchema.parse({
      ...base,
      testVerdicts: [
        {
          id,
          path: inline.path,
          line: inline.line,
          category: inline.category,
          title: inline.title,
          verdict: 'confirmed',
          reason: 'a test of the changed code fails',
          tests: [{ id: 'pagination.test.ts > last page', status: 'failed', excerpt: 'expected 10 items, got 11' }],
          verifierVerdict: 'inconclusive',
          outcome: 'confirmed',
        },
      ],
    })
    const out = dryRun(withTests)
    expect(out.comments[0]?.body).toContain('**Tests: confirmed**')
    expect(out.comments[0]?.body).toContain('pagination.test.ts > last page')
    expect(out.comments[0]?.body).toContain('expected 10 items, got 11')
  })
})

describe('replay dry run of a record whose team did not complete', () => {
  it('shows the body a replay would post: the agents that did not finish and the partial-coverage marker', () => {
    const partial = reviewRecordSchema.parse({
      ...record(),
      team: { status: 'partial', budgetExceeded: false, errors: [{ agent: 'specialist-security', error: 'model timed out', failureClass: 'model' }] },
    })
    const out = dryRun(partial)
    expect(out.body).toContain('The security specialist did not finish')
    expect(out.body).toContain(PARTIAL_COVERAGE_MARKER)
    // The marker the proof looks for still ends the visible part; the coverage marker follows it, as in a real replay.
    expect(out.body).toContain(makeRunMarker('9001-1', HEAD))
    expect(formatDryRun(out)).toContain('The security specialist did not finish')
  })
})

describe('record checks before a replay', () => {
  it('accepts the record on its own pull request and head', () => {
    expect(() => checkRecordTarget(record(), { owner: 'acme', repo: 'shop', pullNumber: 42, headSha: HEAD })).not.toThrow()
  })

  it('refuses another head SHA or another pull request as policy', () => {
    const moved = (() => {
      try {
        checkRecordTarget(record(), { owner: 'acme', repo: 'shop', pullNumber: 42, headSha: 'f'.repeat(40) })
      } catch (error) {
        return error
      }
    })()
    expect(moved).toMatchObject({ failureClass: 'policy' })
    expect(() => checkRecordTarget(record(), { owner: 'acme', repo: 'shop', pullNumber: 43, headSha: HEAD })).toThrow(
      /made for acme\/shop#42, not acme\/shop#43/,
    )
  })

  it('names the input, why it no longer fits, and what to do instead', () => {
    const refusal = (target: { owner: string; pullNumber: number; headSha: string }): string => {
      try {
        checkRecordTarget(record(), { repo: 'shop', ...target })
      } catch (error) {
        return error instanceof Error ? error.message : String(error)
      }
      return ''
    }
    const moved = refusal({ owner: 'acme', pullNumber: 42, headSha: 'f'.repeat(40) })
    expect(moved).toContain("Input 'replay-findings'")
    expect(moved).toContain('pushed (or force-pushed) since the review')
    expect(moved).toContain('review the new head')
    const elsewhere = refusal({ owner: 'other', pullNumber: 42, headSha: HEAD })
    expect(elsewhere).toContain("Input 'replay-findings'")
    expect(elsewhere).toContain('made for acme/shop#42, not other/shop#42')
    expect(elsewhere).toContain("pass the findings-file of this pull request's own review run")
  })
})

describe('npm run replay', () => {
  let dir: string
  beforeAll(async () => {
    dir = await tempDir('hm-replay-cli-')
    await writeFile(join(dir, 'record.json'), JSON.stringify(record()))
  })
  afterAll(async () => rm(dir, { recursive: true, force: true }))

  it('prints the dry run and exits 0', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', '--record', join(dir, 'record.json'), '--dry-run', '--json'])
    const printed = JSON.parse(stdout.trim().split('\n').pop() ?? '{}')
    expect(printed.comments).toHaveLength(1)
  }, 60_000)

  it('names --record, the option the user gave, when the record cannot be read or is not JSON', async () => {
    await writeFile(join(dir, 'cut.json'), JSON.stringify(record()).slice(0, 200))
    for (const name of ['missing.json', 'cut.json']) {
      const failed = await run(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', '--record', join(dir, name), '--dry-run']).catch(
        (error: { code: number; stderr: string }) => error,
      )
      expect(failed).toMatchObject({ code: 1 })
      const stderr = (failed as { stderr: string }).stderr
      expect(stderr).toContain(`--record names '${join(dir, name)}'`)
      expect(stderr).not.toContain("Input 'replay-findings'")
    }
  }, 60_000)

  it('refuses an option it does not know, or one without its value, with exit code 2 naming it and the options: a misspelt --json printed text', async () => {
    const record = join(dir, 'record.json')
    for (const [args, said] of [
      [['--record', record, '--dry-run', '--jsno'], 'unknown option --jsno; the options are --record <findings-file.json>, --dry-run, --json'],
      [['--record', record, '--dry-run', '--json=true'], "--json takes no value; got '--json=true'"],
      [['--record', '--dry-run', record], '--record takes <findings-file.json>; got none'],
      [['--record', record, 'extra', '--dry-run'], "'extra' follows no option that takes a value"],
    ] as const) {
      const failed = await run(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', ...args]).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      )
      expect(failed).toMatchObject({ code: 2, stdout: '' })
      expect(failed.stderr).toContain(said)
    }
  }, 60_000)

  it('refuses to run without --dry-run and says how to publish', async () => {
    const failed = await run(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', '--record', join(dir, 'record.json')]).catch(
      (error: { code: number; stderr: string }) => error,
    )
    expect(failed).toMatchObject({ code: 2 })
    expect((failed as { stderr: string }).stderr).toContain('replay-findings input')
  }, 60_000)
})
