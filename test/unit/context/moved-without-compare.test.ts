import { createServer, type AddressInfo } from 'node:net'
import { Octokit } from '@octokit/core'
import { expect, it } from 'vitest'
import { locateWithoutCompare, matchMoves } from '../../../src/context/moved-without-compare.js'
import type { GraphqlPort } from '../../../src/core/github/client.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { changedFileOf } from '../../support/kit/index.js'

const added = (filename: string, lines: string[], sha = 'f'.repeat(40)) =>
  changedFileOf(filename, { status: 'added', sha, patch: [`@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`)].join('\n') })
const TEXT = 'export function ratio(a: number, b: number): number {\n  return a / b\n}\n'
const LINES = TEXT.trimEnd().split('\n')

it('follows the same blob, else the one added file holding at least half of the lines; never a tie or a stranger', () => {
  expect(matchMoves([{ path: 'src/a.ts', oid: 'a'.repeat(40), text: undefined }], [added('src/b.ts', ['x'], 'a'.repeat(40))])).toEqual(
    new Map([['src/a.ts', 'src/b.ts']]),
  )
  const old = { path: 'src/a.ts', oid: 'a'.repeat(40), text: TEXT }
  expect(matchMoves([old], [added('lib/a.ts', [...LINES, '', 'export const x = 1']), added('lib/b.ts', ['nothing alike'])])).toEqual(
    new Map([['src/a.ts', 'lib/a.ts']]),
  )
  // A base file the pull request renamed, moved on since: its listing entry is a rename from the base path.
  const onward = changedFileOf('lib/c.ts', { status: 'renamed', previousFilename: 'src/base.ts', sha: 'a'.repeat(40) })
  expect(matchMoves([old], [onward, changedFileOf('src/a.ts', { sha: 'a'.repeat(40) })])).toEqual(new Map([['src/a.ts', 'lib/c.ts']]))
  // Two copies of the code: which one is "the" file is a guess; none is taken.
  expect(matchMoves([old], [added('lib/a.ts', LINES), added('lib/b.ts', LINES)])).toEqual(new Map())
  // Less than half alike, or a binary file (no text) with another blob.
  expect(matchMoves([old], [added('lib/a.ts', [LINES[0] as string, 'a', 'b', 'c'])])).toEqual(new Map())
  expect(matchMoves([{ ...old, text: undefined }], [added('lib/a.ts', LINES)])).toEqual(new Map())
})

it('a failed read leaves the threads as they were and says so in the log', async () => {
  // A real client whose every request is refused: nothing listens on that loopback port any more.
  const closed = createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  const { port } = closed.address() as AddressInfo
  await new Promise((resolve) => closed.close(resolve))
  const graphql: GraphqlPort = new Octokit({ baseUrl: `http://127.0.0.1:${port}` })
  const logger = new RecordingLogger()
  const delta = { kind: 'full' as const, reason: 'force-push', since: 'c'.repeat(40) }
  const findings = [{ findingId: 'x', threadId: 't', rootCommentId: 1, path: 'src/a.ts', line: 2, isOutdated: true }]
  const moves = await locateWithoutCompare(
    graphql,
    { owner: 'acme', repo: 'shop' },
    { delta, head: 'd'.repeat(40), files: [added('lib/a.ts', LINES)], findings, listingCapped: false },
    logger,
  )
  expect(moves).toEqual({ movedWithoutCompare: new Map(), unchangedFromBase: new Set() })
  expect(logger.find('delta', 'moves')).toEqual([
    expect.objectContaining({ paths: '1', found: '0', reason: expect.stringMatching(/ECONNREFUSED|fetch failed|connect/i) }),
  ])
})
