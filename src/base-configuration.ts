import {
  parseRepositoryConfig,
  refuseConfigLookalikes,
  refuseUnreadRepositoryConfig,
  REPOSITORY_CONFIG_PATH,
  type RepositoryConfig,
} from './config/repository-config.js'
import type { Settings } from './config/settings.js'
import { isReviewConfigPath, loadBaseFiles, type BaseFile, type BaseFiles } from './context/base-files.js'
import type { NestedGitattributes } from './context/nested-gitattributes.js'
/** Read beside the file pages (prepare.ts), so re-exported with the rest of the base read. */
export { nestedGitattributesReader } from './context/nested-gitattributes.js'
import type { ChangedFile } from './core/contracts/changed-file.js'
import type { GraphqlPort, RestPort } from './core/github/client.js'
import type { FilterRules } from './policy/filter.js'
import { MAX_GLOB_LENGTH, readGitattributes, type GitattributesReading } from './policy/gitattributes.js'
import { compileRules, type RuleSet } from './policy/rules.js'

/**
 * What the pull request's base commit configures for its review: the repository's
 * configuration file, its rule sources and its .gitattributes, read as object
 * expressions at base.sha and never from the head or the checkout, because a pull
 * request must not configure its own review. Kept apart from prepare.ts, which only
 * says when these reads leave and what they feed (the filter, the team's guidance).
 */

/** What the base commit configures: never read from the head or the checkout. */
export interface BaseConfiguration {
  baseSha: string
  /** The validated .github/harbourmaster.yml, or the defaults when the base commit has none. */
  config: RepositoryConfig
  configSource: 'base' | 'default'
  /** Rule sources found at the base commit, with their sizes. */
  sources: { path: string; bytes: number }[]
  /** Configuration files this pull request edits: reviewed under their base versions, not applied. */
  changedInPullRequest: string[]
  /** Files skipped and rule problems, for the summary. */
  notes: string[]
  /** Configuration files found at the base commit but not read (the review notes how many). */
  unread: string[]
}

/** The base commit's files as read, and its validated configuration. */
export interface BaseRead {
  files: BaseFiles
  config: RepositoryConfig
  /** The base's `.gitattributes` files in the directories above changed files, shallowest first (nested-gitattributes.ts). */
  nestedGitattributes?: BaseFile[]
}

/** The base read with the subdirectories' .gitattributes found for the changed files: their skips noted, their queries counted (their cap is a cap of the run, prepare.ts). */
export function withNestedGitattributes(base: BaseRead, nested: NestedGitattributes): BaseRead {
  const files = { ...base.files, skipped: [...base.files.skipped, ...nested.skipped], requests: base.files.requests + nested.requests }
  return { ...base, files, nestedGitattributes: nested.files }
}

/** Reads the base commit's configuration files; a bad or unread configuration file fails here. */
export async function readBaseConfiguration(
  ports: { graphql: GraphqlPort; rest: RestPort },
  at: { owner: string; repo: string; sha: string },
): Promise<BaseRead> {
  const files = await loadBaseFiles(ports, at)
  // Under .github/ such a file can only be meant for Harbourmaster; a root dotfile of that name may be
  // another tool's, so it is named in the notes (settleBaseConfiguration) rather than stopping the run.
  const meant = files.configLookalikes.filter((path) => path.startsWith('.github/'))
  if (meant.length > 0) refuseConfigLookalikes(meant)
  const unread = files.skipped.find((s) => s.path === REPOSITORY_CONFIG_PATH)
  if (unread) refuseUnreadRepositoryConfig(unread.reason)
  return { files, config: parseRepositoryConfig(files.config?.text) }
}

/** Whether a subdirectory's .gitattributes of the base lies above a path (the page-by-page verdict knew only the root's). */
export function underNestedGitattributes(base: BaseRead, path: string): boolean {
  return (base.nestedGitattributes ?? []).some((file) => path.startsWith(file.path.slice(0, file.path.lastIndexOf('/') + 1)))
}

/** The base commit's .gitattributes as the filter reads it (none: nothing marked). */
export function attributesOf(base: BaseRead): Omit<GitattributesReading, 'tooLong'> {
  const [root, ...nested] = readings(base)
  return {
    generated: [root, ...nested].flatMap((r) => r.reading.generated),
    vendored: [root, ...nested].flatMap((r) => r.reading.vendored),
    // Git defines macros only in the root file (a subdirectory's uses them); the filter log names those.
    macros: root.reading.macros,
  }
}

/** Each .gitattributes of the base as read, the root's first (an empty reading when it has none). */
function readings(base: BaseRead): [{ path: string; reading: GitattributesReading }, ...{ path: string; reading: GitattributesReading }[]] {
  const root = base.files.gitattributes
  const rootReading = root ? readGitattributes(root.text) : { generated: [], vendored: [], macros: [], tooLong: [] }
  // Last match wins, and git lets a deeper directory's file override a shallower one: the root's lines first, then each
  // subdirectory's, shallowest first, each pattern scoped to its own directory.
  const nested = (base.nestedGitattributes ?? []).map((file) => ({
    path: file.path,
    reading: readGitattributes(file.text, file.path.slice(0, file.path.lastIndexOf('/')), rootReading.macros),
  }))
  return [{ path: root?.path ?? '.gitattributes', reading: rootReading }, ...nested]
}

/** A linguist line whose pattern the glob matcher cannot compile: not applied, and named with its file and line. */
function tooLongPatterns(base: BaseRead): string[] {
  return readings(base).flatMap(({ path, reading }) =>
    reading.tooLong.map(
      (line) =>
        `${path}:${line}: a pattern over ${MAX_GLOB_LENGTH.toLocaleString('en-US')} characters (scoped to its directory), more than the glob matcher reads; not applied, though GitHub's Linguist applies it (git ignores any attributes line of 2,048 bytes or more): shorten the pattern, with '*' for the long part`,
    ),
  )
}

/** The filter's rules: the action's include/exclude inputs with the base commit's ignore and .gitattributes. */
export function filterRules(settings: Pick<Settings, 'include' | 'exclude'>, base: BaseRead): FilterRules {
  const attributes = attributesOf(base)
  return { include: settings.include, exclude: settings.exclude, ignore: base.config.ignore, generated: attributes.generated, vendored: attributes.vendored }
}

/** The base configuration the review runs under and its compiled rules, once the pull request's files are listed. */
export function settleBaseConfiguration(
  base: BaseRead,
  baseSha: string,
  files: readonly ChangedFile[],
  settings: Pick<Settings, 'maxComments' | 'inputsGiven' | 'mode' | 'blockingSeverity'>,
): { base: BaseConfiguration; ruleSet: RuleSet } {
  const { files: baseFiles, config } = base
  const ruleSet = compileRules(baseFiles.rules, config.instructions, REPOSITORY_CONFIG_PATH)
  const changedInPullRequest = [
    ...new Set(files.flatMap((f) => [f.filename, f.previousFilename]).filter((p): p is string => p !== undefined && isReviewConfigPath(p))),
  ].sort()
  return {
    base: {
      baseSha,
      config,
      configSource: baseFiles.config ? 'base' : 'default',
      sources: [baseFiles.gitattributes, ...(base.nestedGitattributes ?? []), baseFiles.config, ...baseFiles.rules].flatMap((f) =>
        f ? [{ path: f.path, bytes: f.bytes }] : [],
      ),
      changedInPullRequest,
      notes: [
        ...baseFiles.skipped.map((s) => `${s.path}: ${s.reason}`),
        ...tooLongPatterns(base),
        ...ruleSet.notes,
        ...overriddenByInputs(config, settings),
        ...severityWithoutGate(settings),
        ...rootLookalikes(baseFiles.configLookalikes),
      ],
      unread: baseFiles.skipped.map((s) => s.path),
    },
    ruleSet,
  }
}

/**
 * File values an input the workflow set overrides (docs/configuration.md, "Precedence"): named, so a
 * team that edits the file and sees no change finds why in the job summary and the rules telemetry.
 */
function overriddenByInputs(config: RepositoryConfig, settings: Pick<Settings, 'maxComments' | 'inputsGiven'>): string[] {
  const fileMax = config['max-comments']
  if (fileMax === undefined || !settings.inputsGiven.includes('max-comments')) return []
  return [
    `${REPOSITORY_CONFIG_PATH}: max-comments: ${fileMax} not applied; the workflow's max-comments input (${settings.maxComments}) wins (docs/configuration.md#precedence)`,
  ]
}

/**
 * A blocking-severity the workflow changed in a mode that never fails on findings (comment, silent):
 * the team most likely expected a red job, and the run would otherwise pass without a word. It is
 * named where the job summary and the rules telemetry show the inputs' precedence. At the default
 * (which GitHub passes as if set) nothing is said: every run would carry the note.
 */
function severityWithoutGate(settings: Pick<Settings, 'mode' | 'blockingSeverity'>): string[] {
  if ((settings.mode !== 'comment' && settings.mode !== 'silent') || settings.blockingSeverity === 'high') return []
  return [
    `the workflow's blocking-severity input (${settings.blockingSeverity}) fails no ${settings.mode} run: only check-only and blocking runs fail on findings at or above it; here it sets the blocking-findings output, which counts this run's findings, not earlier ones still open (mode: blocking fails the job on them)`,
  ]
}

/** A root `.harbourmaster.yml` while the configuration file is absent: not read, and said so where a team looks. */
function rootLookalikes(paths: readonly string[]): string[] {
  return paths
    .filter((path) => !path.startsWith('.github/'))
    .map(
      (path) => `${path}: not read; Harbourmaster reads its configuration only from ${REPOSITORY_CONFIG_PATH} (move it there if it is meant for Harbourmaster)`,
    )
}
