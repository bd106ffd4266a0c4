import type { ActionMetadata } from './action-yml.js'

/**
 * Reads docs/configuration.md's reference sections and compares them with
 * action.yml. The comparison returns problems instead of asserting, so a test
 * can show that a disagreement is caught.
 */
export interface DocEntry {
  name: string
  /** First paragraph after the heading: action.yml's description. */
  description: string
  /** `undefined` when the page says "none" or gives no default line. */
  default: string | undefined
  hasDefaultLine: boolean
  allowed: string[] | undefined
  range: { min: number; max: number } | undefined
  values: string[] | undefined
  /** The value of a one-line `- Example: \`name: value\`` (YAML quotes removed); undefined for a block example. */
  example: string | undefined
}

export interface ConfigDoc {
  inputs: Map<string, DocEntry>
  outputs: Map<string, DocEntry>
}

function section(text: string, heading: string): string {
  const start = text.indexOf(`\n## ${heading}\n`)
  if (start < 0) throw new Error(`docs/configuration.md has no '## ${heading}' section`)
  const rest = text.slice(start + heading.length + 5)
  const end = rest.search(/\n## /)
  return end < 0 ? rest : rest.slice(0, end)
}

function backticked(text: string): string[] {
  return [...text.matchAll(/`([^`]*)`/g)].map((m) => m[1] ?? '')
}

function entries(body: string): Map<string, DocEntry> {
  const out = new Map<string, DocEntry>()
  const parts = body.split(/\n### /).slice(1)
  for (const part of parts) {
    const [headingLine = '', ...rest] = part.split('\n')
    const name = /^`([^`]+)`\s*$/.exec(headingLine)?.[1]
    if (!name) throw new Error(`reference heading '### ${headingLine}' must be a backticked name`)
    const lines = rest
    let i = 0
    while (i < lines.length && (lines[i] ?? '').trim() === '') i++
    const paragraph: string[] = []
    while (i < lines.length && (lines[i] ?? '').trim() !== '') {
      paragraph.push((lines[i] ?? '').trim())
      i++
    }
    const field = (label: string): string | undefined => {
      const line = lines.find((l) => l.startsWith(`- ${label}:`))
      return line?.slice(label.length + 3).trim()
    }
    const defaultLine = field('Default')
    const defaultValue = defaultLine === undefined || /^none\b/.test(defaultLine) ? undefined : backticked(defaultLine)[0]
    const allowedLine = field('Allowed')
    const rangeLine = field('Range')
    const range = rangeLine ? /^(\d+) to (\d+)$/.exec(rangeLine) : undefined
    if (rangeLine && !range) throw new Error(`${name}: Range must read 'A to B', got '${rangeLine}'`)
    const valuesLine = field('Values')
    const exampleLine = new RegExp(`^\`${name.replace(/[-]/g, '\\-')}: (.+)\`$`).exec(field('Example') ?? '')?.[1]
    const example = exampleLine?.replace(/^'(.*)'$/, '$1').replace(/^"(.*)"$/, '$1')
    out.set(name, {
      name,
      description: paragraph.join(' '),
      default: defaultValue,
      hasDefaultLine: defaultLine !== undefined,
      allowed: allowedLine ? backticked(allowedLine) : undefined,
      range: range ? { min: Number(range[1]), max: Number(range[2]) } : undefined,
      values: valuesLine ? backticked(valuesLine) : undefined,
      example,
    })
  }
  return out
}

export function readConfigDoc(markdown: string): ConfigDoc {
  const text = `\n${markdown.replace(/\r\n/g, '\n')}`
  return { inputs: entries(section(text, 'Inputs')), outputs: entries(section(text, 'Outputs')) }
}

const normalise = (s: string): string => s.replace(/\s+/g, ' ').trim()

/** Every disagreement between action.yml and the reference, one sentence each. */
export function compareWithAction(action: ActionMetadata, doc: ConfigDoc): string[] {
  const problems: string[] = []
  for (const [name, input] of action.inputs) {
    const entry = doc.inputs.get(name)
    if (!entry) {
      problems.push(`input '${name}' is not documented`)
      continue
    }
    if (normalise(entry.description) !== normalise(input.description)) {
      problems.push(`input '${name}': description differs from action.yml`)
    }
    if (!entry.hasDefaultLine) problems.push(`input '${name}': no '- Default:' line`)
    else if (entry.default !== input.default) {
      problems.push(
        `input '${name}': documented default ${JSON.stringify(entry.default ?? 'none')} but action.yml has ${JSON.stringify(input.default ?? 'none')}`,
      )
    }
  }
  for (const name of doc.inputs.keys()) {
    if (!action.inputs.has(name)) problems.push(`input '${name}' is documented but not in action.yml`)
  }
  for (const [name, output] of action.outputs) {
    const entry = doc.outputs.get(name)
    if (!entry) {
      problems.push(`output '${name}' is not documented`)
      continue
    }
    if (normalise(entry.description) !== normalise(output.description)) {
      problems.push(`output '${name}': description differs from action.yml`)
    }
  }
  for (const name of doc.outputs.keys()) {
    if (!action.outputs.has(name)) problems.push(`output '${name}' is documented but not in action.yml`)
  }
  return problems
}
