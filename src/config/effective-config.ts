import { codeSpan } from '../core/text/code-span.js'
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
  // The pull request names these paths: shown as code, a file name adds no link or emphasis to our review.
  const shown = paths.slice(0, NAMED_CONFIG_PATHS).map((p) => codeSpan(p))
  const named = rest > 0 ? `${shown.join(', ')} and ${rest} more configuration files (the job log names every one)` : shown.join(', ')
  return `This pull request changes ${named}, which configure${paths.length === 1 ? 's' : ''} Harbourmaster; the review used the base commit's version${paths.length === 1 ? '' : 's'}, and the changes were not applied.`
}

/** Sources the guidance note names; the job summary and the log name every one. */
const NAMED_CUT_SOURCES = 5

/**
 * The review body's words for repository guidance that did not reach the reviewers whole: files
 * at the base commit not read (over the read limit, not a file, past the instructions walk's
 * bounds) and rules the per-specialist cap (`rules.max-bytes`) cut. The review is what a team
 * reads; the job summary and telemetry list each file.
 */
export function guidanceBoundsNote(input: {
  unread: readonly string[]
  cut: readonly { specialist: string; sources: readonly string[] }[]
  maxBytes: number
}): string | undefined {
  const parts: string[] = []
  const unread = input.unread.length
  if (unread > 0)
    parts.push(
      `${unread} configuration file${unread === 1 ? '' : 's'} at the base commit ${unread === 1 ? 'was' : 'were'} not read (too large, binary, a Git LFS pointer, not a regular file, misnamed, or past the instruction files read)`,
    )
  const sources = [...new Set(input.cut.flatMap((c) => c.sources))]
  const specialists = input.cut.filter((c) => c.sources.length > 0).map((c) => c.specialist)
  if (sources.length > 0) {
    const rest = sources.length - NAMED_CUT_SOURCES
    const named = `${sources
      .slice(0, NAMED_CUT_SOURCES)
      .map((p) => codeSpan(p))
      .join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`
    parts.push(`the size cap (rules.max-bytes: ${input.maxBytes}) cut ${named} for ${specialists.join(', ')}`)
  }
  if (parts.length === 0) return undefined
  return `Repository review guidance was bounded: ${parts.join('; ')}. The job summary lists each.`
}
