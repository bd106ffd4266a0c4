/**
 * The fields each telemetry event can carry, read from the source: the object
 * literal of every `logger.event('stage', 'event', {...})`, of a stage timer's
 * `startStage(logger, 'stage', {...})` and its `.done({...})`, and of the
 * publication sessions' `log('event', {...})` (also `(options.log ?? (() => {}))('event', ...)`). An event whose fields come
 * from a variable or a spread is open: any field may appear on it.
 */
export interface EventFields {
  keys: Set<string>
  open: boolean
}

/** The text of the object literal that starts at `text[start] === '{'`. */
function objectAt(text: string, start: number): string {
  let depth = 0
  let quote: string | undefined
  for (let i = start; i < text.length; i += 1) {
    const c = text[i]
    if (quote) {
      if (c === '\\') i += 1
      else if (c === quote) quote = undefined
      continue
    }
    if (c === "'" || c === '"' || c === '`') quote = c
    else if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i)
    else if (c === '{' || c === '(' || c === '[') depth += 1
    else if (c === '}' || c === ')' || c === ']') {
      depth -= 1
      if (depth === 0) return text.slice(start, i + 1)
    }
    if (i < 0) break
  }
  return text.slice(start)
}

/**
 * The keys of a spread of a parenthesised choice between object literals
 * (`...(edited ? { edited_by: x } : {})`), or undefined for any other spread
 * (a variable or a call), whose keys the source does not show.
 */
function spreadKeys(text: string, start: number): string[] | undefined {
  if (text[start] !== '(') return undefined
  const expression = objectAt(text, start)
  const branches = [...expression.matchAll(/[?:]\s*(?=\{)/g)].map((m) => objectAt(expression, (m.index ?? 0) + m[0].length))
  if (branches.length === 0) return undefined
  const fields = branches.map((b) => literalKeys(b))
  return fields.some((f) => f.open) ? undefined : fields.flatMap((f) => [...f.keys])
}

/** Top-level keys of an object literal's text; a spread makes it open unless it spreads a choice of literals. */
export function literalKeys(literal: string): EventFields {
  const keys = new Set<string>()
  let open = false
  let depth = 0
  let quote: string | undefined
  let expectKey = false
  for (let i = 0; i < literal.length; i += 1) {
    const c = literal[i] ?? ''
    if (quote) {
      if (c === '\\') i += 1
      else if (c === quote) quote = undefined
      continue
    }
    if (depth === 1 && expectKey && !/\s/.test(c)) {
      expectKey = false
      const rest = literal.slice(i)
      if (rest.startsWith('//')) {
        i = literal.indexOf('\n', i)
        expectKey = true
        continue
      }
      if (rest.startsWith('...')) {
        const spread = spreadKeys(literal, i + 3)
        if (spread) for (const k of spread) keys.add(k)
        else open = true
      }
      const key = /^['"]?([A-Za-z_$][\w$]*)['"]?\s*(?=[:,}(])/.exec(rest)
      if (key) keys.add(key[1] ?? '')
      else if (rest.startsWith('[')) open = true
    }
    if (c === "'" || c === '"' || c === '`') quote = c
    else if (c === '{' || c === '(' || c === '[') {
      depth += 1
      if (depth === 1) expectKey = true
    } else if (c === '}' || c === ')' || c === ']') depth -= 1
    else if (c === ',' && depth === 1) expectKey = true
  }
  return { keys, open }
}

function add(out: Map<string, EventFields>, id: string, fields: EventFields): void {
  const known = out.get(id) ?? { keys: new Set<string>(), open: false }
  for (const key of fields.keys) known.keys.add(key)
  known.open ||= fields.open
  out.set(id, known)
}

const OPEN: EventFields = { keys: new Set(), open: true }

/** The fields of the literal at `index` (just past the call's comma), or open when the argument is not a literal. */
function fieldsAfter(text: string, index: number): EventFields {
  const rest = /^\s*/.exec(text.slice(index))?.[0].length ?? 0
  const at = index + rest
  if (text[at] === ')') return { keys: new Set(), open: false }
  return text[at] === '{' ? literalKeys(objectAt(text, at)) : OPEN
}

/** `stage/event` -> the fields found for it in the given sources. `sessionStages` are the stages the plugins' `log` callback writes under. */
export function emittedFields(texts: readonly string[], sessionStages: readonly string[]): Map<string, EventFields> {
  const out = new Map<string, EventFields>()
  for (const text of texts) {
    for (const m of text.matchAll(/\.event\(\s*'([a-z-]+)',\s*'([a-z-]+)'\s*(,)?/g)) {
      const end = (m.index ?? 0) + m[0].length
      add(out, `${m[1]}/${m[2]}`, m[3] ? fieldsAfter(text, end) : { keys: new Set(), open: false })
    }
    for (const m of text.matchAll(/(?:\blog(?:\?\.)?|\.log \?\? \(\(\) => \{\}\)\))\(\s*'([a-z-]+)'\s*(,)?/g)) {
      const fields = m[2] ? fieldsAfter(text, (m.index ?? 0) + m[0].length) : { keys: new Set<string>(), open: false }
      for (const stage of sessionStages) add(out, `${stage}/${m[1]}`, fields)
    }
    for (const m of text.matchAll(/(?:const|let)\s+(\w+)\s*=\s*startStage\(\s*[\w.]+,\s*'([a-z-]+)'\s*(,)?/g)) {
      const [, timer = '', stage = ''] = m
      const start = m[3] ? fieldsAfter(text, (m.index ?? 0) + m[0].length) : { keys: new Set<string>(), open: false }
      add(out, `${stage}/start`, start)
      const doneCalls = [...text.matchAll(new RegExp(`\\b${timer}\\.done\\(`, 'g'))]
      for (const d of doneCalls) {
        const more = fieldsAfter(text, (d.index ?? 0) + d[0].length)
        add(out, `${stage}/done`, { keys: new Set([...start.keys, ...more.keys, 'ms']), open: start.open || more.open })
      }
    }
  }
  return out
}
