import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { expandArgv, fitFiles } from '../../../src/evidence/sandbox/expand-files.js'

/** `{files}` in test-command: the pull request names the files, the runner must read each as one path. */
describe('expanding {files}', () => {
  it('makes every file a ./ path, so none reads as an option', () => {
    expect(expandArgv(['npx', 'vitest', 'run', '{files}'], ['-x.test.ts', '--require=evil.test.js', 'test/a.test.ts'])).toEqual([
      'npx',
      'vitest',
      'run',
      './-x.test.ts',
      './--require=evil.test.js',
      './test/a.test.ts',
    ])
  })

  it('inside a longer argument, leaves plain names bare and quotes the rest so a shell reads each as one word', () => {
    const names = ['test/a.test.ts', "it's a b.test.ts", 'line\nbreak.test.ts', '$(touch pwned).test.ts', '-x.test.ts']
    const [, , script] = expandArgv(['sh', '-c', 'printf "%s\\n" {files}'], names)
    expect(script).toContain('./test/a.test.ts ')
    const words = execFileSync('/bin/sh', ['-c', `for w in ${(script ?? '').slice('printf "%s\\n" '.length)}; do printf '[%s]' "$w"; done`], {
      encoding: 'utf8',
    })
    expect(words).toBe(names.map((n) => `[./${n}]`).join(''))
  })

  it('keeps the leading files that stay within both argument bounds and names the rest', () => {
    const files = Array.from({ length: 10 }, (_, i) => `test/${i}.test.ts`)
    // Each expanded file is 18 bytes with its separator.
    const one = fitFiles(['sh', '-c', 'run {files}'], files, { argumentBytes: 60, totalBytes: 1_000 })
    expect(one.kept).toEqual(files.slice(0, 3))
    expect(one.left).toEqual(files.slice(3))
    expect(one.argv[2]).toBe('run ./test/0.test.ts ./test/1.test.ts ./test/2.test.ts')
    const each = fitFiles(['run', '{files}'], files, { argumentBytes: 60, totalBytes: 4 + 18 * 4 })
    expect(each.kept).toEqual(files.slice(0, 4))
    expect(fitFiles(['run', '{files}'], files).left).toEqual([])
    expect(fitFiles(['x'.repeat(100), '{files}'], files, { argumentBytes: 60, totalBytes: 1_000 }).kept).toEqual([])
  })
})
