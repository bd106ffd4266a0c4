import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { SEVERITIES } from '../../src/core/contracts/review-payload.js'
import { RecordingLogger, formatLine, parseLogfmt } from '../../src/core/telemetry/logger.js'
import { Redactor } from '../../src/core/telemetry/redact.js'
import { emittedFields, literalKeys, type EventFields } from './telemetry-fields.js'

/**
 * docs/telemetry.md is what users grep their logs with, so every stage and
 * event the code emits must be in its table, and its sample lines must be
 * lines the logger could have written.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const doc = readFileSync(join(ROOT, 'docs/telemetry.md'), 'utf8')

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return sources(path)
    return e.name.endsWith('.ts') ? [path] : []
  })
}

/** stage -> events, from literal `logger.event('stage', 'event'` and `startStage(logger, 'stage'` calls. */
function emittedEvents(texts: string[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>()
  const add = (stage: string, event: string): void => {
    const events = out.get(stage) ?? new Set<string>()
    events.add(event)
    out.set(stage, events)
  }
  for (const text of texts) {
    for (const m of text.matchAll(/\.event\(\s*'([a-z-]+)',\s*'([a-z-]+)'/g)) add(m[1] ?? '', m[2] ?? '')
    for (const m of text.matchAll(/startStage\(\s*[\w.]+,\s*'([a-z-]+)'/g)) {
      add(m[1] ?? '', 'start')
      add(m[1] ?? '', 'done')
    }
  }
  return out
}

/** stage -> events, from the "| `stage` | `event`, ... |" rows of the Stages table. */
function documentedEvents(markdown: string): Map<string, Set<string>> {
  const start = markdown.indexOf('\n## Stages\n')
  const end = markdown.indexOf('\n## ', start + 1)
  const table = markdown.slice(start, end)
  const out = new Map<string, Set<string>>()
  for (const m of table.matchAll(/^\| `([a-z-]+)` \| ([^|]+) \|/gm)) {
    out.set(m[1] ?? '', new Set([...(m[2] ?? '').matchAll(/`([a-z-]+)`/g)].map((e) => e[1] ?? '')))
  }
  return out
}

function undocumented(emitted: Map<string, Set<string>>, documented: Map<string, Set<string>>): string[] {
  const missing: string[] = []
  for (const [stage, events] of emitted) {
    for (const event of events) if (!documented.get(stage)?.has(event)) missing.push(`stage=${stage} event=${event}`)
  }
  return missing.sort()
}

/** The stages the publication sessions' `log` callback writes under (publish_review, record_review and the replay publisher all wrap it as `publish`). */
const SESSION_STAGES = ['publish']

/** The text of the section that starts at `## heading`, up to the next `## `. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`)
  return markdown.slice(start, markdown.indexOf('\n## ', start + 1))
}

/** stage -> the whole text of its row in the Stages table. */
function stageRows(markdown: string): Map<string, string> {
  return new Map([...section(markdown, 'Stages').matchAll(/^\| `([a-z-]+)` \|.*$/gm)].map((m) => [m[1] ?? '', m[0]]))
}

// The "Common fields" line: named once for every stage.
const COMMON_FIELDS = ['run', 'pr', 'class', 'ms']

/** `stage/event: field` for each field the code writes that the event's row (the run summary's: its section) does not name. */
function unnamedFields(fields: Map<string, EventFields>, markdown: string): string[] {
  const rows = stageRows(markdown)
  const summary = section(markdown, 'The run summary')
  return [...fields]
    .flatMap(([id, { keys }]) => {
      const text = id === 'run/summary' ? summary : (rows.get(id.split('/')[0] ?? '') ?? '')
      return [...keys].filter((key) => !COMMON_FIELDS.includes(key) && !text.includes(`\`${key}\``)).map((key) => `${id}: ${key}`)
    })
    .sort()
}

describe('docs/telemetry.md', () => {
  const documented = documentedEvents(doc)
  const texts = [...sources('src'), ...sources('plugins')].map((p) => readFileSync(join(ROOT, p), 'utf8'))

  it('documents every stage and event the runner and the plugins emit', () => {
    const emitted = emittedEvents(texts)
    expect(emitted.size).toBeGreaterThan(3)
    expect(undocumented(emitted, documented)).toEqual([])
  })

  // Events named away from the logger call: the publication sessions' `log` callback (wrapped by the
  // plugins into a stage) and the GitHub client's rate-limit handler (`shouldWait('kind', ...)`).
  it('documents the events logged through a callback under the stage the callback writes', () => {
    const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8')
    const sessionEvents = sources('plugins/lib/publication').flatMap((p) => [...read(p).matchAll(/\blog(?:\?\.)?\(\s*'([a-z-]+)'/g)].map((m) => m[1] ?? ''))
    expect(sessionEvents).toContain('recorded')
    const wrappers = sources('plugins').flatMap((p) =>
      [...read(p).matchAll(/log: \(event, fields\) => logger\.event\('([a-z-]+)', event/g)].map((m) => m[1] ?? ''),
    )
    expect(wrappers.length).toBeGreaterThan(2)
    const emitted = new Map<string, Set<string>>(wrappers.map((stage) => [stage, new Set(sessionEvents)]))
    emitted.set('github', new Set([...read('src/core/github/client.ts').matchAll(/shouldWait\('([a-z-]+)'/g)].map((m) => m[1] ?? '')))
    expect(emitted.get('github')?.size).toBeGreaterThan(0)
    expect(undocumented(emitted, documented)).toEqual([])
  })

  it('would name an event added to the code but not to the table', () => {
    const emitted = emittedEvents(["logger.event('gate', 'pass', {})", "logger.event('gate', 'teleported', {})"])
    expect(undocumented(emitted, documented)).toEqual(['stage=gate event=teleported'])
  })

  // A sample line is what users write their grep and dashboard queries from: a field it shows must
  // be one the code writes on that event (run and pr are the logger's context on every runner line).
  it("shows in its sample lines (and the README's) only fields the code writes on that event", () => {
    const fields = emittedFields(texts, SESSION_STAGES)
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
    const samples = [...doc.split('\n'), ...readme.split('\n')].filter((line) => line.startsWith('hm stage='))
    const unknown = samples.flatMap((line) => {
      const { stage = '', event = '', ...shown } = parseLogfmt(line)
      const emitted = fields.get(`${stage}/${event}`)
      if (!emitted) return [`${stage}/${event}: no emitting call found`]
      if (emitted.open) return []
      return Object.keys(shown)
        .filter((key) => key !== 'run' && key !== 'pr' && !emitted.keys.has(key))
        .map((key) => `${stage}/${event}: ${key}`)
    })
    expect(samples.length).toBeGreaterThan(20)
    expect(unknown).toEqual([])
  })

  // A field the code leaves undefined is left out of the line, and an empty string is written `""`:
  // a sample showing `class=` (bare, empty) had users grep for a field the success line never holds.
  it("shows its sample lines (and the README's) byte for byte as the logger writes them", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
    const samples = [...doc.split('\n'), ...readme.split('\n')].filter((line) => line.startsWith('hm stage='))
    const rewritten = samples.filter((line) => {
      const { stage = '', event = '', ...fields } = parseLogfmt(line)
      return formatLine(stage, event, fields) !== line
    })
    expect(samples.length).toBeGreaterThan(20)
    expect(rewritten).toEqual([])
  })

  // The other direction: a documented event no code writes sends users grepping for a line that never comes.
  it('documents only events the runner and the plugins write', () => {
    const written = new Set(emittedFields(texts, SESSION_STAGES).keys())
    const client = readFileSync(join(ROOT, 'src/core/github/client.ts'), 'utf8')
    for (const m of client.matchAll(/shouldWait\('([a-z-]+)'/g)) written.add(`github/${m[1] ?? ''}`)
    const never = [...documented].flatMap(([stage, events]) => [...events].map((event) => `${stage}/${event}`)).filter((id) => !written.has(id))
    expect(never).toEqual([])
  })

  // A field the table does not name is one users cannot know to query; the run summary's fields have their own tables.
  it("names every field the code writes on an event in its stage's row", () => {
    const fields = emittedFields(texts, SESSION_STAGES)
    expect(fields.get('run/summary')?.keys.has('verify_waited_ms')).toBe(true)
    expect(unnamedFields(fields, doc)).toEqual([])
  })

  it('would name a field added to an event but not to its row', () => {
    const fields = emittedFields(["logger.event('gate', 'skip', { pr, reason, teleported: true })", "logger.event('run', 'summary', { outcome, warp })"], [])
    expect(unnamedFields(fields, doc)).toEqual(['gate/skip: teleported', 'run/summary: warp'])
  })

  // The other direction, for the names only a field has (snake_case): a field renamed in the code leaves its old name here.
  it('names in its rows and run summary tables only fields the code writes', () => {
    const fields = emittedFields(texts, SESSION_STAGES)
    const written = (stage: string, key: string): boolean =>
      COMMON_FIELDS.includes(key) || [...fields].some(([id, f]) => id.startsWith(`${stage}/`) && f.keys.has(key))
    // Named in a row but no field: the provider's finish_reason, a trigger and a tool.
    const notOurs = new Set(['finish_reason', 'merge_group', 'spawn_reviewers'])
    // The ledger entry's edit fields come from a helper spread into its literal.
    expect(readFileSync(join(ROOT, 'src/telemetry/prepare-lines.ts'), 'utf8')).toContain(
      "{ edited_by: e.editedBy, original: e.originalLost ? 'lost' : 'read' }",
    )
    const spread = (stage: string, key: string): boolean => stage === 'ledger' && key === 'edited_by'
    const stale = [...stageRows(doc)].flatMap(([stage, row]) =>
      [...row.matchAll(/`([a-z]+(?:_[a-z]+)+)`/g)]
        .map((m) => m[1] ?? '')
        .filter((key) => !notOurs.has(key) && !spread(stage, key) && !written(stage, key))
        .map((key) => `${stage}: ${key}`),
    )
    const summaryTables = [...section(doc, 'The run summary').matchAll(/^\| ([^|]+) \|/gm)].flatMap((m) =>
      [...(m[1] ?? '').matchAll(/`([a-z_]+)`/g)].map((k) => k[1] ?? ''),
    )
    const conclude = readFileSync(join(ROOT, 'src/publication/summary-line.ts'), 'utf8')
    // The doc names the range `findings_critical` … `findings_info`: the first and last of the one severity scale.
    expect(conclude).toContain('SEVERITIES.map((s) => [`findings_${s}`')
    expect([SEVERITIES[0], SEVERITIES.at(-1)]).toEqual(['critical', 'info'])
    const templated = new Set(['findings_critical', 'findings_info'])
    const staleSummary = summaryTables.filter((key) => key !== 'field' && !templated.has(key) && !written('run', key)).map((key) => `run/summary: ${key}`)
    expect(summaryTables.length).toBeGreaterThan(20)
    expect([...stale, ...staleSummary]).toEqual([])
  })

  // `sink=` is what users filter the warnings by: every sink id the code can write there.
  it('names in the sink row every sink a warning can name', () => {
    const ids = sources('src/publication/sinks').flatMap((p) =>
      [...readFileSync(join(ROOT, p), 'utf8').matchAll(/^\s+id: '([a-z-]+)'/gm)].map((m) => m[1] ?? ''),
    )
    const literal = texts.flatMap((t) => [...t.matchAll(/event\('sink', '[a-z-]+', \{ sink: '([a-z-]+)'/g)].map((m) => m[1] ?? ''))
    expect(ids).toContain('sarif-file')
    const row = stageRows(doc).get('sink') ?? ''
    expect([...new Set([...ids, ...literal])].filter((id) => !row.includes(`\`${id}\``))).toEqual([])
  })

  // A value users filter by (`action=close`, `cancelled_at=editor`) that the table leaves out reads as one that never comes.
  it('names every value of the enumerated fields the code types', () => {
    const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8')
    const values = (path: string, union: RegExp): string[] => [...(union.exec(read(path))?.[1] ?? '').matchAll(/'([a-z-]+)'/g)].map((m) => m[1] ?? '')
    const summary = section(doc, 'The run summary')
    const rows = stageRows(doc)
    const cases: [string, string[]][] = [
      ['ledger/entry action', values('src/context/ledger.ts', /export type LedgerAction = ([^\n]+)/)],
      ['run/cancelled at', values('src/runtime/run-registry.ts', /export type RunStage = ([^\n]+)/)],
      ['run/summary cancelled_at', values('src/publication/cancelled.ts', /\bat: ([^\n]+)/)],
      ['run/summary review_posted', values('src/publication/cancelled.ts', /export type ReviewPresence = ([^\n]+)/)],
      ['model/attempt outcome', values('src/core/opencode/run-agent.ts', /type SingleOutcome =\n((?:\s+\| \{ kind: '[a-z-]+'.*\n)+)/)],
      ['runtime/cache-rejected reason', values('src/runtime/cache-entry.ts', /reason: ([^\n]+)/)],
      ['runtime/warmed prompt', values('src/runtime/boot.ts', /const promptOutcome = ([^\n]+)/)],
      // not-needed (no finding escalated) writes no label line.
      ['publish/label outcome', values('plugins/lib/publication/publish.ts', /export type LabelOutcome = ([^\n]+)/).filter((v) => v !== 'not-needed')],
    ]
    const missing = cases.flatMap(([id, found]) => {
      const text = id.startsWith('run/summary') ? summary : (rows.get(id.split('/')[0] ?? '') ?? '')
      return found.length < 2 ? [`${id}: no values read`] : found.filter((v) => !text.includes(`\`${v}\``)).map((v) => `${id}: ${v}`)
    })
    expect(missing).toEqual([])
  })

  // "(`runtime deferred` in the log)": the other pages send users to a line by its stage and event.
  it('is the table every other page names a line from', () => {
    const pages = ['README.md', ...readdirSync(join(ROOT, 'docs')).flatMap((f) => (f.endsWith('.md') ? [`docs/${f}`] : []))]
    const named = pages.flatMap((page) =>
      [...readFileSync(join(ROOT, page), 'utf8').matchAll(/`(?:hm stage=)?([a-z-]+)(?: event=| )([a-z-]+)\b[^`]*`/g)]
        .filter((m) => documented.has(m[1] ?? ''))
        .map((m) => ({ page, stage: m[1] ?? '', event: m[2] ?? '' })),
    )
    expect(named.length).toBeGreaterThan(10)
    expect(named.filter((n) => !documented.get(n.stage)?.has(n.event)).map((n) => `${n.page}: ${n.stage} ${n.event}`)).toEqual([])
  })

  it("reads an event's fields from its literal, and a spread leaves it open", () => {
    const fields = emittedFields(
      [
        "const t = startStage(logger, 'context', { pr: n })\nt.done({ files: f.length, 'graphql_queries': q })",
        "logger.event('gate', 'pass', { head, // why\n reason: x({ a: 1 }) })\nlogger.event('run', 'summary', { outcome, ...counts })",
      ],
      [],
    )
    expect([...(fields.get('context/done')?.keys ?? [])].sort()).toEqual(['files', 'graphql_queries', 'ms', 'pr'])
    expect(fields.get('gate/pass')).toEqual({ keys: new Set(['head', 'reason']), open: false })
    expect(fields.get('run/summary')?.open).toBe(true)
    expect(literalKeys('{ a: [1, 2], b }').keys).toEqual(new Set(['a', 'b']))
    expect(literalKeys('{ a, ...(x ? { b: 1, c } : {}) }')).toEqual({ keys: new Set(['a', 'b', 'c']), open: false })
    expect(literalKeys('{ a, ...edited(e) }').open).toBe(true)
  })

  it('shows sample lines exactly as the logger writes them', () => {
    const samples = doc.split('\n').filter((line) => line.startsWith('hm stage='))
    expect(samples.length).toBeGreaterThan(10)
    for (const line of samples) {
      const { stage = '', event = '', ...fields } = parseLogfmt(line)
      const logger = new RecordingLogger(new Redactor())
      // Empty values are shown in the docs for clarity (class=); the logger omits them.
      const present = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''))
      logger.event(stage, event, present)
      expect(logger.lines[0], line).toBe(line.replace(/ [a-z_]+=(?= |$)/g, ''))
      expect(documented.get(stage)?.has(event), `${stage}/${event} is in the table`).toBe(true)
    }
  })
})
