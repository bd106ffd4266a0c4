import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkRunner } from '../../src/config/runner-host.js'
import { readSettings, type Settings } from '../../src/config/settings.js'
import { ConfigurationError } from '../../src/core/errors.js'
import { readActionMetadata } from './action-yml.js'
import { compareWithAction, readConfigDoc } from './config-doc.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8')
const actionText = read('action.yml')
const action = readActionMetadata(actionText)
const docText = read('docs/configuration.md')
const doc = readConfigDoc(docText)

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(path)
    return e.name.endsWith('.ts') ? [path] : []
  })
}

/** Settings read with the given inputs and every other input empty (a runner passes action.yml's defaults instead; the first test below shows both read the same). */
function settingsWith(inputs: Record<string, string>): Settings {
  return readSettings((name) => inputs[name] ?? '')
}
const TOKEN = { 'github-token': 'ghs_example' }
/** Inputs a value of another one needs (test-command-base: true runs test-command, so it needs one): set to their documented example. */
const COMPANIONS: Record<string, string> = { 'test-command-base': 'test-command' }
function withCompanion(name: string, value: string): Record<string, string> {
  const companion = COMPANIONS[name]
  const example = companion ? doc.inputs.get(companion)?.example : undefined
  return { ...TOKEN, ...(companion && example ? { [companion]: example } : {}), [name]: value }
}

describe('action.yml', () => {
  it('runs the committed bundle on a current Node runtime', () => {
    expect(['node20', 'node24']).toContain(action.runs.using)
    expect(action.runs.main).toBe('dist/index.js')
    expect(existsSync(join(ROOT, action.runs.main))).toBe(true)
  })

  it('declares inputs and outputs with descriptions', () => {
    expect(action.inputs.size).toBeGreaterThan(10)
    expect(action.outputs.size).toBeGreaterThan(5)
    for (const [name, meta] of [...action.inputs, ...action.outputs]) {
      expect(meta.description.length, name).toBeGreaterThan(10)
    }
  })
})

describe('docs/configuration.md agrees with action.yml', () => {
  it('documents every input and output with its action.yml description and default', () => {
    expect(compareWithAction(action, doc)).toEqual([])
  })

  it('catches a default changed in action.yml but not in the reference', () => {
    const drifted = readActionMetadata(actionText.replace(/(\n {2}max-files:[\s\S]*?default: )"150"/, '$1"200"'))
    expect(drifted.inputs.get('max-files')?.default).toBe('200')
    expect(compareWithAction(drifted, doc)).toEqual([`input 'max-files': documented default "150" but action.yml has "200"`])
  })

  it('catches an input added to action.yml without documentation', () => {
    const added = readActionMetadata(
      actionText.replace('\noutputs:', '\n  new-knob:\n    description: A knob nobody documented.\n    required: false\n\noutputs:'),
    )
    expect(compareWithAction(added, doc)).toEqual([`input 'new-knob' is not documented`])
  })

  it('catches a reference section for an input action.yml no longer has', () => {
    const removed = readActionMetadata(actionText.replace(/\n {2}skip-forks:\n(?: {4}.*\n)+/, '\n'))
    expect(removed.inputs.has('skip-forks')).toBe(false)
    expect(compareWithAction(removed, doc)).toEqual([`input 'skip-forks' is documented but not in action.yml`])
  })
})

describe('the documented values are the values the runner accepts', () => {
  it('applies the same settings whether an input is left empty or set to its action.yml default', () => {
    const defaults: Record<string, string> = { ...TOKEN }
    for (const [name, input] of action.inputs) {
      if (input.default !== undefined && !input.default.includes('${{')) defaults[name] = input.default
    }
    // Only the bookkeeping of which inputs the workflow set differs (it decides precedence over .github/harbourmaster.yml).
    const { inputsGiven: _set, ...explicit } = settingsWith(defaults)
    const { inputsGiven: _unset, ...implicit } = settingsWith(TOKEN)
    expect(explicit).toEqual(implicit)
  })

  it('accepts every documented allowed value and refuses an undocumented one', () => {
    const withAllowed = [...doc.inputs.values()].filter((e) => e.allowed)
    expect(withAllowed.map((e) => e.name)).toEqual(expect.arrayContaining(['mode', 'blocking-severity', 'specialists', 'skip-drafts', 'strict-runtime']))
    for (const entry of withAllowed) {
      for (const value of entry.allowed ?? []) {
        expect(() => settingsWith(withCompanion(entry.name, value)), `${entry.name}=${value}`).not.toThrow()
      }
      expect(() => settingsWith({ ...TOKEN, [entry.name]: 'not-a-documented-value' }), entry.name).toThrow(ConfigurationError)
    }
  })

  // The example line is what users paste: one the runner refuses fails their first run with a configuration error.
  it('accepts the one-line example of every input', () => {
    const examples = [...doc.inputs.values()].filter((e) => e.example !== undefined && !e.example.includes('${{'))
    expect(examples.length).toBeGreaterThan(15)
    for (const { name, example = '' } of examples) expect(() => settingsWith(withCompanion(name, example)), `${name}: ${example}`).not.toThrow()
  })

  it('documents the range or the allowed values of every input the runner bounds', () => {
    const settingsSource = read('src/config/settings.ts')
    const bounded = [...settingsSource.matchAll(/\b(integer|boolean|oneOf)\('([a-z-]+)'/g)].map((m) => ({ kind: m[1] ?? '', name: m[2] ?? '' }))
    expect(bounded.length).toBeGreaterThan(10)
    const undocumented = bounded.filter(({ kind, name }) => {
      const entry = doc.inputs.get(name)
      return kind === 'integer' ? !entry?.range : kind === 'boolean' ? entry?.allowed?.join() !== 'true,false' : !entry?.allowed
    })
    expect(undocumented).toEqual([])
  })

  it('accepts both ends of every documented range and refuses one beyond each end', () => {
    const withRange = [...doc.inputs.values()].filter((e) => e.range)
    expect(withRange.length).toBeGreaterThanOrEqual(6)
    for (const entry of withRange) {
      const { min, max } = entry.range ?? { min: 0, max: 0 }
      expect(() => settingsWith({ ...TOKEN, [entry.name]: String(min) }), `${entry.name}=${min}`).not.toThrow()
      expect(() => settingsWith({ ...TOKEN, [entry.name]: String(max) }), `${entry.name}=${max}`).not.toThrow()
      if (min > 0) {
        expect(() => settingsWith({ ...TOKEN, [entry.name]: String(min - 1) }), `${entry.name}=${min - 1}`).toThrow(ConfigurationError)
      }
      expect(() => settingsWith({ ...TOKEN, [entry.name]: String(max + 1) }), `${entry.name}=${max + 1}`).toThrow(ConfigurationError)
    }
  })

  it('lists the outcomes the runner can report, in action.yml, the reference and the run summary table alike', () => {
    const union = /export type Outcome = ([^\n]+)/.exec(read('src/publication/outcome.ts'))?.[1] ?? ''
    // The cancellation handler writes the fifth, outside the conclusion's decision.
    expect(read('src/cancellation.ts')).toMatch(/setOutputs\(ports\.outputs, cancelledOutputs\(/)
    expect(read('src/publication/cancelled.ts')).toMatch(/return \{\s*outcome: 'cancelled',/)
    const outcomes = [...[...union.matchAll(/'([a-z]+)'/g)].map((m) => m[1] ?? ''), 'cancelled']
    expect(doc.outputs.get('outcome')?.values).toEqual(outcomes)
    expect(action.outputs.get('outcome')?.description).toBe(`${outcomes.slice(0, -1).join(', ')} or ${outcomes.at(-1)}.`)
    const summaryRow = /^\| `outcome` \| ([^|]+) \|/m.exec(read('docs/telemetry.md'))?.[1] ?? ''
    expect([...(summaryRow.split('(')[0] ?? '').matchAll(/`([a-z]+)`/g)].map((m) => m[1])).toEqual(outcomes)
  })

  it('quotes a skipped-reason the runner writes', () => {
    const reference = read('docs/configuration.md')
    const quoted = /a sentence such as "([^"]+)"/.exec(reference.slice(reference.indexOf('### `skipped-reason`')))?.[1] ?? ''
    expect(quoted).not.toBe('')
    const sources = [read('src/context/gate.ts'), read('src/run/gate.ts'), read('src/context/event.ts'), read('src/context/gate-run.ts')].join('\n')
    expect(sources).toContain(quoted.replace(/#\d+/, '#${pr.number}'))
  })

  it('lists the failure classes the runner can report', async () => {
    const { FAILURE_CLASSES } = await import('../../src/core/errors.js')
    expect(doc.outputs.get('failure-class')?.values?.filter((v) => v !== '')).toEqual([...FAILURE_CLASSES])
  })
})

describe('README', () => {
  const readme = read('README.md')
  it('mentions every input and output', () => {
    const missing = [...action.inputs.keys(), ...action.outputs.keys()].filter((name) => !readme.includes(`\`${name}\``))
    expect(missing).toEqual([])
  })

  it('shows the same defaults as action.yml in its inputs table', () => {
    const rows = new Map([...readme.matchAll(/^\| `([a-z-]+)` \|\s*([^|]*?)\s*\|/gm)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]))
    const disagreements = [...action.inputs].flatMap(([name, input]) => {
      const cell = rows.get(name)
      if (cell === undefined) return [`${name}: no row`]
      const shown = /^`([^`]*)`$/.exec(cell)?.[1]
      return shown === input.default ? [] : [`${name}: README shows '${cell}', action.yml has '${input.default ?? ''}'`]
    })
    expect(disagreements).toEqual([])
  })

  it('names the runners the action runs on as the runner check decides them', () => {
    const accepted = (platform: NodeJS.Platform, arch: string): boolean => {
      try {
        checkRunner({ platform, arch }, {})
        return true
      } catch {
        return false
      }
    }
    const bullet = /^- \*\*Runs on[^]*?(?=^- \*\*|^## )/m.exec(readme)?.[0] ?? ''
    const refused = bullet.split(/(?<=\.)\s/).find((sentence) => sentence.includes('fails at once')) ?? ''
    const runsOn = bullet.slice(0, bullet.indexOf(refused))
    expect([accepted('linux', 'x64'), accepted('linux', 'arm64'), accepted('darwin', 'x64'), accepted('darwin', 'arm64')]).toEqual([true, true, true, true])
    expect(accepted('win32', 'x64')).toBe(false)
    for (const name of ['Linux', 'macOS', 'x64', 'arm64', 'musl']) expect(runsOn, name).toContain(name)
    expect(refused).toContain('Windows')
    for (const name of ['macOS', 'arm64', 'musl']) expect(refused, name).not.toContain(name)
  })

  it('keeps the two commands a newcomer runs first', () => {
    expect(readme).toContain('npm ci && npm run demo')
    expect(readme).toContain('npm ci && npm test')
  })
})

describe('the runner code', () => {
  const settingsSource = read('src/config/settings.ts')

  it('reads every input in src/config/settings.ts', () => {
    const unread = [...action.inputs.keys()].filter((name) => !settingsSource.includes(`'${name}'`))
    expect(unread).toEqual([])
  })

  it('sets every output in a module that calls setOutput', () => {
    const setters = sourceFiles('src')
      .map((path) => read(path))
      .filter((text) => text.includes('setOutput'))
    // Quoted ('review-id') or, for identifier-like names, a bare object key (findings:).
    const isSet = (name: string): boolean =>
      setters.some((text) => text.includes(`'${name}'`) || text.includes(`"${name}"`) || new RegExp(`(^|[\\s{,])${name}:`, 'm').test(text))
    const unset = [...action.outputs.keys()].filter((name) => !isSet(name))
    expect(unset).toEqual([])
  })
})
