import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeRecordReceipt } from '../../../src/core/publication/receipts.js'
import { Redactor } from '../../../src/core/telemetry/redact.js'
import { concludeRun } from '../../../src/publication/conclude.js'
import { offlineConcludeInput, offlineConcludePorts, tempDir } from '../../support/kit/index.js'
import { openAiKey, seededRandom } from '../../support/secret-formats.js'

/**
 * A reviewer agent's error is the provider's or gateway's message as the team saw it, and some
 * echo the request (a key in a URL, a header). The job summary and the log redact it; the findings
 * file is an artifact the replay flow uploads for anyone with read access to download, and it
 * carried the message raw.
 */
const RUN = '6262-1'
const HEAD = 'f'.repeat(40)
const RUN_KEY = 'gsk_teamErrorKey5d2c8e1a7b3f9d0c' // the run's provider key, of no shape a pattern knows
const SHAPED = openAiKey(seededRandom(0x7e4), 'project') // a key any run redacts by its shape
let dir: string

beforeEach(async () => {
  dir = await tempDir('hm-findings-team-')
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function findingsFile(redact?: (text: string) => string): Promise<string> {
  const privateDir = join(dir, 'private')
  await writeRecordReceipt(privateDir, {
    version: 1,
    runId: RUN,
    headSha: HEAD,
    tool: 'record_review',
    payload: { summary: 'Reviewed.', findings: [], dispositions: [] },
    findings: [],
  })
  const outputs: Record<string, string> = {}
  const ports = offlineConcludePorts({ outputs: { setOutput: (name, value) => void (outputs[name] = String(value)) }, ...(redact ? { redact } : {}) })
  await concludeRun(
    ports,
    offlineConcludeInput({
      mode: 'silent',
      runId: RUN,
      headSha: HEAD,
      privateDir,
      findingsPath: join(dir, 'temp', 'findings.json'),
      team: {
        status: 'partial',
        budgetExceeded: false,
        errors: [
          { agent: 'security', error: `model: 401 from https://gateway.example/v1/chat?key=${RUN_KEY}`, failureClass: 'model' },
          { agent: 'performance', error: `model: rejected ${SHAPED}`, failureClass: 'model' },
        ],
      },
    }),
  )
  expect(outputs['findings-file']).toBe(join(dir, 'temp', 'findings.json'))
  return readFile(outputs['findings-file'] ?? '', 'utf8')
}

describe('the findings file and a reviewer error that quotes a secret', () => {
  it("keeps each error and its agent but not the run's provider key", async () => {
    const redactor = new Redactor()
    redactor.add(RUN_KEY)
    const text = await findingsFile((t) => redactor.redact(t))
    expect(text).not.toContain(RUN_KEY)
    expect(text).not.toContain(SHAPED)
    const record = JSON.parse(text) as { team: { status: string; errors: { agent: string; error: string }[] } }
    expect(record.team.status).toBe('partial')
    expect(record.team.errors.map((e) => e.agent)).toEqual(['security', 'performance'])
    expect(record.team.errors[0]?.error).toContain('model: 401 from https://gateway.example/v1/chat?key=')
  })

  it('redacts a key of a known shape even without the run redactor', async () => {
    expect(await findingsFile()).not.toContain(SHAPED)
  })
})
