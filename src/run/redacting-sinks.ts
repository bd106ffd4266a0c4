import type { AnnotationProperties } from '@actions/core'
import type { Redactor } from '../core/telemetry/redact.js'
import type { AnnotationPort, OutputPort, SummaryPort } from '../publication/report.js'

/**
 * Outputs, job summary and annotations carry PR paths and model-written text: everything they
 * receive is redacted once more, raw, before GitHub shows it. An annotation is a workflow command
 * the runner prints in the job log, so every property of it is text there too: `file=` holds a
 * pull request's path (a path can hold a token-shaped name), `title=` a finding's title. Each
 * string property and the message (also an Error's, which @actions/core would print as its
 * toString) are redacted here; @actions/core then escapes them as it always does.
 */
export function redactingSinks(
  ports: { outputs: OutputPort; summary: SummaryPort; annotations: AnnotationPort },
  redactor: Redactor,
): { outputs: OutputPort; summary: SummaryPort; annotations: AnnotationPort } {
  const text = (message: string | Error): string => redactor.redact(typeof message === 'string' ? message : message.toString())
  const props = (p: AnnotationProperties | undefined): AnnotationProperties | undefined => {
    if (!p) return p
    const out: AnnotationProperties = { ...p }
    for (const key of Object.keys(out) as (keyof AnnotationProperties)[]) {
      const value = out[key]
      if (typeof value === 'string') Object.assign(out, { [key]: redactor.redact(value) })
    }
    return out
  }
  return {
    outputs: { setOutput: (name, value) => ports.outputs.setOutput(name, typeof value === 'string' ? redactor.redact(value) : value) },
    summary: { append: (markdown) => ports.summary.append(redactor.redact(markdown)) },
    annotations: {
      warning: (message, p) => ports.annotations.warning(text(message), props(p)),
      error: (message, p) => ports.annotations.error(text(message), props(p)),
    },
  }
}
