/**
 * A small reader for the YAML subset action.yml uses: nested mappings by
 * indentation, plain / single-quoted / double-quoted scalars, block scalars
 * (| and >), and comments. No yaml package is installed and the metadata
 * tests must not add one; anything outside the subset (sequences, anchors,
 * flow collections) is rejected loudly rather than misread.
 */
export type YamlValue = string | YamlMap
export interface YamlMap {
  [key: string]: YamlValue
}

interface Line {
  indent: number
  text: string
  number: number
}

function stripComment(text: string): string {
  let quote: string | undefined
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quote) {
      if (c === quote) quote = undefined
    } else if (c === '"' || c === "'") {
      quote = c
    } else if (c === '#' && (i === 0 || /\s/.test(text[i - 1] ?? ''))) {
      return text.slice(0, i).trimEnd()
    }
  }
  return text.trimEnd()
}

function scalar(raw: string, line: number): string {
  const v = raw.trim()
  if (v.startsWith('"')) {
    if (!v.endsWith('"') || v.length < 2) throw new Error(`line ${line}: unterminated double-quoted scalar`)
    return JSON.parse(v) as string
  }
  if (v.startsWith("'")) {
    if (!v.endsWith("'") || v.length < 2) throw new Error(`line ${line}: unterminated single-quoted scalar`)
    return v.slice(1, -1).replace(/''/g, "'")
  }
  if (/^[[{&*!-]\s?/.test(v) && !/^-?\d/.test(v)) {
    throw new Error(`line ${line}: '${v}' is outside the YAML subset this reader supports`)
  }
  return v
}

export function parseActionYaml(text: string): YamlMap {
  const raw = text.replace(/\r\n/g, '\n').split('\n')
  let i = 0

  function blockScalar(parentIndent: number, style: string): string {
    const collected: string[] = []
    let blockIndent: number | undefined
    while (i < raw.length) {
      const line = raw[i] ?? ''
      if (line.trim() === '') {
        collected.push('')
        i++
        continue
      }
      const indent = line.length - line.trimStart().length
      if (indent <= parentIndent) break
      blockIndent ??= indent
      collected.push(line.slice(blockIndent))
      i++
    }
    while (collected.length > 0 && collected[collected.length - 1] === '') collected.pop()
    const body = style.startsWith('|') ? collected.join('\n') : collected.join(' ').replace(/ {2,}/g, ' ')
    return style.endsWith('-') ? body : `${body}\n`
  }

  function nextLine(): Line | undefined {
    while (i < raw.length) {
      const text = stripComment(raw[i] ?? '')
      if (text.trim() === '') {
        i++
        continue
      }
      return { indent: text.length - text.trimStart().length, text: text.trim(), number: i + 1 }
    }
    return undefined
  }

  function mapping(indent: number): YamlMap {
    const out: YamlMap = {}
    for (;;) {
      const line = nextLine()
      if (!line || line.indent < indent) return out
      if (line.indent > indent) throw new Error(`line ${line.number}: unexpected indentation`)
      if (line.text.startsWith('- ')) throw new Error(`line ${line.number}: sequences are outside the supported subset`)
      const m = /^("[^"]*"|'[^']*'|[^:]+?):(?:\s+(.*))?$/.exec(line.text)
      if (!m) throw new Error(`line ${line.number}: expected 'key: value', got '${line.text}'`)
      const key = scalar(m[1] ?? '', line.number)
      if (key in out) throw new Error(`line ${line.number}: duplicate key '${key}'`)
      const rest = (m[2] ?? '').trim()
      i++
      if (rest === '') {
        const child = nextLine()
        out[key] = child && child.indent > indent ? mapping(child.indent) : ''
      } else if (/^[|>][+-]?$/.test(rest)) {
        out[key] = blockScalar(indent, rest)
      } else {
        out[key] = scalar(rest, line.number)
      }
    }
  }

  return mapping(0)
}

export interface ActionMetadata {
  inputs: Map<string, { description: string; default: string | undefined; required: boolean }>
  outputs: Map<string, { description: string }>
  runs: { using: string; main: string }
}

function asMap(value: YamlValue | undefined, what: string): YamlMap {
  if (value === undefined || typeof value === 'string') throw new Error(`${what} must be a mapping`)
  return value
}

function asString(value: YamlValue | undefined, what: string): string {
  if (typeof value !== 'string') throw new Error(`${what} must be a scalar`)
  return value
}

export function readActionMetadata(text: string): ActionMetadata {
  const doc = parseActionYaml(text)
  const inputs: ActionMetadata['inputs'] = new Map()
  for (const [name, value] of Object.entries(asMap(doc.inputs, 'inputs'))) {
    const input = asMap(value, `inputs.${name}`)
    inputs.set(name, {
      description: asString(input.description, `inputs.${name}.description`).trim(),
      default: input.default === undefined ? undefined : asString(input.default, `inputs.${name}.default`),
      required: input.required === 'true',
    })
  }
  const outputs: ActionMetadata['outputs'] = new Map()
  for (const [name, value] of Object.entries(asMap(doc.outputs, 'outputs'))) {
    outputs.set(name, { description: asString(asMap(value, `outputs.${name}`).description, `outputs.${name}.description`).trim() })
  }
  const runs = asMap(doc.runs, 'runs')
  return { inputs, outputs, runs: { using: asString(runs.using, 'runs.using'), main: asString(runs.main, 'runs.main') } }
}
