import { ConfigurationError } from '../core/errors.js'
import { nearestName } from './nearest-name.js'

/** The inputs action.yml declares (test/metadata/action-input-names.test.ts keeps the two in step). */
export const INPUT_NAMES = [
  'github-token',
  'mode',
  'model',
  'provider-api-key',
  'provider-base-url',
  'fallback-models',
  'strict-runtime',
  'include',
  'exclude',
  'max-files',
  'max-patch-bytes',
  'max-total-bytes',
  'max-comments',
  'token-budget',
  'skip-drafts',
  'skip-forks',
  'review-same-commit',
  'blocking-severity',
  'specialists',
  'expected-bot-login',
  'instance',
  'timeout-minutes',
  'replay-findings',
  'test-results',
  'test-command',
  'test-command-base',
  'test-timeout-seconds',
  'test-memory-mb',
] as const

/** The runner's name for an input's variable: INPUT_ and the name upper-cased, spaces as underscores. */
const variableOf = (name: string): string => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`

/**
 * GitHub only warns about a `with:` key action.yml does not declare ("Unexpected input(s)") and
 * still hands it to the step as INPUT_<NAME>. Ignored, it would change the run without a word:
 * `blocking_severity: medium` left the gate at high, `anthropic-api-key` left the key empty and
 * the run skipped as if no secret existed. The run refuses it, naming the input it meant.
 */
export function checkInputNames(env: NodeJS.ProcessEnv): void {
  const declared = new Set(INPUT_NAMES.map(variableOf))
  const unknown = Object.keys(env)
    .filter((variable) => variable.startsWith('INPUT_') && !declared.has(variable.toUpperCase()))
    .map((variable) => variable.slice('INPUT_'.length).toLowerCase())
    .sort()
  const first = unknown[0]
  if (first === undefined) return
  const named = unknown.map((name) => `'${name}'`).join(', ')
  const meant = nearestName(first, INPUT_NAMES)
  const fix =
    meant !== undefined
      ? `did you mean '${meant}'? Rename it in the step's with:`
      : `the inputs are ${INPUT_NAMES.join(', ')}; rename it in the step's with: or remove it`
  throw new ConfigurationError(
    `${unknown.length > 1 ? 'Inputs' : 'Input'} ${named} ${unknown.length > 1 ? 'are not inputs' : 'is not an input'} of Harbourmaster (GitHub only warns 'Unexpected input' and the run would ignore it): ${fix} (docs/configuration.md#inputs).`,
    first,
  )
}
