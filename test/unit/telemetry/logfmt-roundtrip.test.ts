import { describe, expect, it } from 'vitest'
import { RecordingLogger, formatLine, parseLogfmt } from '../../../src/core/telemetry/logger.js'
import { workflowCommands } from '../../support/kit/workflow-commands.js'

/**
 * Every value a line carries must come back unchanged from the line: users
 * parse these lines with logfmt tools, and the tests read them with
 * parseLogfmt (RecordingLogger.find), so a value the parser gets wrong is an
 * assertion that checks something else than what was written.
 */
const VALUES = [
  'plain',
  '',
  'two words',
  'say "hi"',
  'C:\\path\\to\\file',
  'a literal \\n, not a newline',
  'ends with a backslash \\',
  '\\"',
  'line one\nline two',
  'crlf\r\nline',
  'key=value inside',
  'a=b c=d',
  'tab\there',
  'unicode: café ✅ 日本語',
  'x'.repeat(10_000),
  '"',
  '\\',
  'escape \u001b[31m red \u0000 nul \u007f del',
  'c1 \u009b31m csi \u0085 nel \u009d osc',
  'separators \u2028 line \u2029 paragraph',
  'bidi src/\u202etxt.exe \u2066isolate\u2069',
]

describe('logfmt lines parse back', () => {
  it.each(VALUES.map((v) => [JSON.stringify(v).slice(0, 60), v]))('%s', (_, value) => {
    const parsed = parseLogfmt(formatLine('filter', 'excluded', { path: value, after: 'x' }))
    expect(parsed).toEqual({ stage: 'filter', event: 'excluded', path: value, after: 'x' })
  })

  // A path from the pull request can hold any byte but NUL and `/`: a control character written raw
  // would recolour or rewrite the job log (ANSI escapes) and is no valid logfmt for many parsers.
  it('writes no control character raw', () => {
    for (const value of VALUES) {
      // eslint-disable-next-line no-control-regex
      expect(formatLine('filter', 'excluded', { path: value })).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/)
    }
  })

  // C1 controls are control characters too: U+009B is a one-character CSI to a terminal reading a
  // downloaded log, U+0085 a line end to .NET-era tools. Line and paragraph separators break the
  // line where a viewer honours them, and bidi controls reorder what the log shows of a path
  // (`src/\u202etxt.exe` reads as `src/exe.txt`).
  it('writes no C1 control, line or paragraph separator or bidi control raw', () => {
    for (const value of VALUES) {
      expect(formatLine('filter', 'excluded', { path: value })).not.toMatch(/[\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/)
    }
  })

  it('finds the fields of a recorded line with every value above', () => {
    const logger = new RecordingLogger()
    for (const value of VALUES) logger.event('filter', 'excluded', { path: value })
    expect(logger.find('filter', 'excluded').map((f) => f.path)).toEqual(VALUES)
  })
})

describe('logfmt lines and the Actions runner', () => {
  // The runner honours its legacy `##[command]` form anywhere in a line of the step's output: a
  // pull request's path or a model's text in a field would set outputs, mask words, forge
  // annotations or switch off the run's own later ::add-mask:: lines.
  const HOSTILE = [
    'src/##[add-mask]success.ts',
    'x ##[set-output name=outcome;]success',
    '##[stop-commands]hm1',
    'a\n##[error file=README.md,line=1]forged',
    '###[warning]three hashes',
  ]
  it.each(HOSTILE)('carries %j as data, not as a workflow command', (value) => {
    const line = formatLine('filter', 'excluded', { path: value })
    expect(workflowCommands(line)).toEqual([])
    expect(parseLogfmt(line).path).toBe(value)
  })
})
