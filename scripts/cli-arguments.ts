/**
 * The command lines of the project's own commands (`npm run replay`, `demo`, `bench`), checked
 * before anything runs: an option a command does not know was ignored, so a misspelt `--jsno`
 * printed text where a script expected JSON, and `--mdoe check-only` ran the comment demo.
 * Each refusal names the option and the ones the command takes; the caller exits 2.
 * Pure: no I/O. `npm run eval` checks its options here too (eval/lib/options.ts), all but its `--merge` files.
 */

/** A command line the command cannot run: the message names the option and the accepted ones. */
export class CliArgumentError extends Error {}

export interface CliSpec {
  /** Options that take no value (`--json`). */
  flags: readonly string[]
  /** Options that take one value: what the value is (`<file>`), or the values allowed. */
  values: Readonly<Record<string, string | readonly string[]>>
  /** Where the options are documented, named in every refusal. */
  docs: string
  /** Added to the refusal of a word no option takes: how to write what the user likely meant. */
  strayHint?: string
}

export interface CliArguments {
  flags: ReadonlySet<string>
  values: ReadonlyMap<string, string>
}

/** The options the command takes, as a refusal lists them. */
export function describeOptions(spec: CliSpec): string {
  const values = Object.entries(spec.values).map(([name, what]) => `${name} ${typeof what === 'string' ? what : what.join('|')}`)
  return `the options are ${[...values, ...spec.flags].join(', ')} (${spec.docs})`
}

/**
 * Every word is an option of the spec, given once, or the value of one: `--name value` or
 * `--name=value`. A value option with no value (at the end, or followed by another option),
 * an empty one, or one outside its allowed values is refused, and so is a value given to a flag.
 */
export function parseCliArguments(argv: readonly string[], spec: CliSpec): CliArguments {
  const options = describeOptions(spec)
  const flags = new Set<string>()
  const values = new Map<string, string>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (!arg.startsWith('--')) throw new CliArgumentError(`'${arg}' follows no option that takes a value; ${spec.strayHint ?? options}`)
    const eq = arg.indexOf('=')
    const name = eq >= 0 ? arg.slice(0, eq) : arg
    if (flags.has(name) || values.has(name)) throw new CliArgumentError(`${name} is given twice; give it once`)
    const what = spec.values[name]
    if (spec.flags.includes(name)) {
      if (eq >= 0) throw new CliArgumentError(`${name} takes no value; got '${arg}'`)
      flags.add(name)
      continue
    }
    if (what === undefined) throw new CliArgumentError(`unknown option ${name}; ${options}`)
    const next = argv[i + 1]
    const value = eq >= 0 ? arg.slice(eq + 1) : next !== undefined && !next.startsWith('--') ? next : undefined
    if (eq < 0 && value !== undefined) i++
    const expected = typeof what === 'string' ? what : `one of ${what.join(', ')}`
    if (value === undefined || value === '') throw new CliArgumentError(`${name} takes ${expected}; got none`)
    if (typeof what !== 'string' && !what.includes(value)) throw new CliArgumentError(`${name} takes ${expected}; got '${value}'`)
    values.set(name, value)
  }
  return { flags, values }
}
