import { describe, expect, it } from 'vitest'
import { lastResort } from '../../../src/last-resort.js'
import { Redactor } from '../../../src/core/telemetry/redact.js'
import { ANNOTATION_MESSAGE_LIMIT, fitRunMessage, runResultAnnotation, WHOLE_IN_SUMMARY_LINE } from '../../../src/publication/run-annotation.js'
import { HarbourmasterError } from '../../../src/core/errors.js'

/** What the Actions runner shows of an annotation: the unescaped message, its first 4,096 characters. */
function shown(command: string): string {
  const data = command.slice(command.indexOf('::', 2) + 2)
  const message = data.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%')
  return message.slice(0, ANNOTATION_MESSAGE_LIMIT)
}

const FIX = 'Fix: set the `model` input to a model the provider serves.'
const long = `[model] the provider refused the request: ${'x'.repeat(6000)} ${FIX}`

describe("the run's own failure annotation", () => {
  it('keeps the class and the fix of a long message within what the runner keeps, and says the middle was cut and where it is', () => {
    const fitted = fitRunMessage(long, WHOLE_IN_SUMMARY_LINE)
    expect(fitted.length).toBeLessThanOrEqual(ANNOTATION_MESSAGE_LIMIT)
    expect(fitted.startsWith('[model] the provider refused the request:')).toBe(true)
    expect(fitted.endsWith(FIX)).toBe(true)
    expect(fitted).toMatch(/… \[\d+ of \d+ characters cut here; the whole message is in the job log's `hm stage=run event=summary` line \(reason=\)\] …/)
  })

  it('leaves a message that fits alone', () => {
    expect(fitRunMessage(`[github] short. ${FIX}`, WHOLE_IN_SUMMARY_LINE)).toBe(`[github] short. ${FIX}`)
  })

  it('never splits an emoji at either side of the cut', () => {
    const fitted = fitRunMessage(`[internal] ${'😀'.repeat(4000)} ${FIX}`, WHOLE_IN_SUMMARY_LINE)
    expect(fitted).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/)
    expect(fitted.endsWith(FIX)).toBe(true)
  })

  it('an error that escaped the run (last resort) shows its class and its fix as the runner keeps the annotation', () => {
    const lines: string[] = []
    let code: number | undefined
    const report = lastResort({ redactor: new Redactor(), write: (line) => void lines.push(line), env: {}, exit: (c) => void (code = c) })
    report(new HarbourmasterError('github', `GitHub refused the request: ${'y'.repeat(6000)} ${FIX}`))
    const command = lines.find((line) => line.startsWith('::error::')) ?? ''
    const visible = shown(command)
    expect(visible.startsWith('[github] GitHub refused')).toBe(true)
    expect(visible.endsWith(FIX)).toBe(true)
    expect(visible).toContain("the whole message is in the job log's `hm stage=run event=crashed` line")
    expect(lines.some((line) => line.startsWith('hm stage=run event=crashed') && line.includes('y'.repeat(6000)))).toBe(true)
    expect(code).toBe(1)
  })
})

describe("the step's result annotation (main.ts)", () => {
  const redact = (text: string): string => new Redactor().redact(text)
  it('a failed conclusion keeps its class and fix', () => {
    const note = runResultAnnotation({ decision: { exitFailed: true, outcome: 'failure', failureClass: 'github', message: long } }, redact)
    expect(note?.kind).toBe('failed')
    expect(note?.message.length).toBeLessThanOrEqual(ANNOTATION_MESSAGE_LIMIT)
    expect(note?.message.startsWith('[github] [model] the provider refused')).toBe(true)
    expect(note?.message.endsWith(FIX)).toBe(true)
  })
  it('a degraded warning and an early failure do too', () => {
    const warning = runResultAnnotation({ decision: { exitFailed: false, outcome: 'degraded', message: `degraded: ${long}` } }, redact)
    expect(warning?.kind).toBe('warning')
    expect(warning?.message.endsWith(FIX)).toBe(true)
    expect(warning?.message.length).toBeLessThanOrEqual(ANNOTATION_MESSAGE_LIMIT)
    const early = runResultAnnotation({ earlyFailure: { failureClass: 'configuration', message: long } }, redact)
    expect(early?.message.startsWith('[configuration]')).toBe(true)
    expect(early?.message.endsWith(FIX)).toBe(true)
  })
  it('a success says nothing', () => {
    expect(runResultAnnotation({ decision: { exitFailed: false, outcome: 'success', message: 'review complete' } }, redact)).toBeUndefined()
  })
})
