import { describe, expect, it } from 'vitest'
import { decideLedger } from '../../../src/context/ledger.js'
import type { ReviewThread } from '../../../src/context/records.js'
import type { ChangedFile } from '../../../src/core/contracts/changed-file.js'
import { findingFingerprint } from '../../../src/core/contracts/fingerprint.js'
import { OUR_LOGIN, ourFindingThread } from '../../support/kit/index.js'
import { redactPatch } from '../../../src/core/telemetry/redact-patch.js'

/**
 * publish_review computes a finding's id from the staged patch, where a private-key block is
 * removed whole (one [REDACTED] per line); the next run's ledger recomputes it from GitHub's raw
 * patch. A finding on a committed key (at its BEGIN line, its key lines or the line after it)
 * must keep its id across a push that did not touch the key, or the ledger re-checks it on every
 * push as "the anchored lines changed", and a verifier that reads only [REDACTED] lines may call
 * the key fixed.
 */
const PATH = 'config/deploy.pem'
const KEY = [
  '-----BEGIN RSA PRIVATE KEY-----',
  'MIIEowIBAAKCAQEAx4UbaDzY5Tq8VBl0cQ3pZ2rV1n3s0x1YkQm8Qe5c2Yk3nK9l',
  'Zb3Jt9W4f0Gq7P0uY1r5sV2d8xQk3LmN6oPqRsTuVwXyZaBcDeFgHiJkLmNoPqRs',
  '-----END RSA PRIVATE KEY-----',
]
const RAW = ['@@ -0,0 +1,6 @@', '+# deploy key', ...KEY.map((l) => `+${l}`), '+# end'].join('\n')
// What stageReview writes to patches/ (redacted line by line, a final newline added).
const STAGED = `${redactPatch(RAW).text}\n`

const thread = (line: number, findingId: string): ReviewThread =>
  ourFindingThread({ findingId, path: PATH, line, category: 'security', text: 'Private key committed' })

describe('a finding on a committed private key across pushes', () => {
  it.each([1, 2, 3, 5, 6])('keeps the id publication gave it at line %i, so the ledger carries it while the key is unchanged', (line) => {
    const published = findingFingerprint({ path: PATH, line, side: 'RIGHT', category: 'security' }, STAGED)
    const file: ChangedFile = {
      filename: PATH,
      previousFilename: undefined,
      status: 'added',
      additions: 6,
      deletions: 0,
      changes: 6,
      patch: RAW,
      sha: undefined,
    }
    const ledger = decideLedger({
      threads: [thread(line, published)],
      expectedLogin: OUR_LOGIN,
      files: [file],
      delta: { kind: 'full', reason: 'x', since: undefined },
    })
    expect(ledger.entries.map((e) => [e.action, e.reason])).toEqual([['carry', 'anchored line unchanged']])
  })
})
