import type { RoutingConfig } from '../core/contracts/run-config.js'
import type { RepositoryConfig } from './repository-config.js'
import type { Settings } from './settings.js'

/**
 * Where action inputs and `.github/harbourmaster.yml` (base commit) meet:
 * an input the workflow set wins over the file; the file wins over the
 * defaults. Only `max-comments` exists in both today; everything else is
 * either an input or a file key (`ignore` adds to the `exclude` input).
 */
export interface EffectiveConfig {
  maxComments: number
  /** Where max-comments came from, for the debug log and the docs' precedence table. */
  maxCommentsFrom: 'input' | 'file' | 'default'
  routing: RoutingConfig
}

export function effectiveConfig(settings: Pick<Settings, 'maxComments' | 'inputsGiven'>, file: RepositoryConfig): EffectiveConfig {
  const fromInput = settings.inputsGiven.includes('max-comments')
  const fileMax = file['max-comments']
  const maxComments = fromInput || fileMax === undefined ? settings.maxComments : fileMax
  return {
    maxComments,
    maxCommentsFrom: fromInput ? 'input' : fileMax !== undefined ? 'file' : 'default',
    routing: {
      autoComment: file.routing['auto-comment'],
      escalate: file.routing.escalate,
      factors: { ...file.routing.factors },
      alwaysEscalate: [...file['always-escalate']],
      label: file.escalation.label === false ? undefined : file.escalation.label,
      mentions: [...file.escalation.mentions],
    },
  }
}

/** Paths the note names; a pull request can add thousands of instruction files, and the review body holds 65,536 characters. */
const NAMED_CONFIG_PATHS = 10

/** The review body's words for configuration files the pull request edits (the job log names every one). */
export function changedConfigNote(paths: readonly string[]): string | undefined {
  if (paths.length === 0) return undefined
  const rest = paths.length - NAMED_CONFIG_PATHS
  const named =
    rest > 0 ? `${paths.slice(0, NAMED_CONFIG_PATHS).join(', ')} and ${rest} more configuration files (the job log names every one)` : paths.join(', ')
  return `This pull request changes ${named}, which configure${paths.length === 1 ? 's' : ''} Harbourmaster; the review used the base commit's version${paths.length === 1 ? '' : 's'}, and the changes were not applied.`
}
