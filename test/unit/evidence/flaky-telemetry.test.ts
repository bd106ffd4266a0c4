import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { evidenceNote, gatherTestEvidence } from '../../../src/evidence/gather.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { tempDir } from '../../support/kit/index.js'

/**
 * A test that failed and passed on a retry is counted apart on the `tests` `done` line, as the
 * evidence counts it: read off `failed` alone, a run whose only failures were retried away looked
 * like a clean run, and the log of a flaky suite could not be told from a steady one.
 */
describe('flaky tests in the telemetry', () => {
  it('are counted on tests done, not as failed, and named in the review note', async () => {
    const dir = await tempDir('hm-flaky-telemetry-')
    await mkdir(join(dir, 'reports'))
    const attempt = (failed: boolean): string =>
      `<testcase classname="test/cart.test.ts" name="totals">${failed ? '<failure message="race">expected 3</failure>' : ''}</testcase>`
    await writeFile(join(dir, 'reports', 'a.xml'), `<testsuite name="s">${attempt(true)}${attempt(false)}</testsuite>`)
    const logger = new RecordingLogger()
    const evidence = await gatherTestEvidence({
      settings: { testResults: ['reports/*.xml'], testCommand: undefined },
      workspace: dir,
      stageDir: await tempDir('hm-flaky-stage-'),
      changed: ['src/cart.ts'],
      logger,
    })
    expect(logger.find('tests', 'done')).toEqual([expect.objectContaining({ failed: '0', flaky: '1' })])
    expect(evidence && evidenceNote(evidence)).toMatch(/1 test\(s\) are flaky/)
  })
})
