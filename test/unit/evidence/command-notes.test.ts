import { describe, expect, it } from 'vitest'
import { leftOutNote, withheldNote } from '../../../src/evidence/sandbox/command-notes.js'

/**
 * The test command's notes list names the pull request chose (test files left out of `{files}`,
 * checkout entries not copied). Each note stays one line wherever it goes, so a name with a
 * newline shows it as `\u000a` and cannot start a note of its own.
 */
describe("the test command's notes that list paths", () => {
  it('name a left-out test file with a newline or a control character on one line', () => {
    const left = ['test/a\nThe base-commit run gave no usable report.test.js', 'test/b\u001b[2J.test.js']
    const [note] = leftOutNote(['test/0.test.js'], left)
    expect(note).toBe(
      "{files} holds 1 of the 3 affected test files: 2 more would pass the operating system's limit on a command's arguments, so their tests did not run (test/a\\u000aThe base-commit run gave no usable report.test.js, test/b\\u001b[2J.test.js).",
    )
  })

  it('name a withheld entry on one line', () => {
    expect(withheldNote(['.env\r\nsecret'])).toEqual([
      '1 entry of the checkout that other users may not read were not copied into the sandbox: .env\\u000d\\u000asecret.',
    ])
  })
})
