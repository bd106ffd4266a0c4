import type { ChangedFile } from '../core/contracts/changed-file.js'
import type { Exclusion } from '../core/contracts/review-index.js'
import { REPOSITORY_CONFIG_PATH } from '../config/repository-config.js'
import { compileGlobs, evaluateGlobs } from './path-filter.js'
import type { GeneratedGlob, VendoredGlob } from './gitattributes.js'
import { isSensitivePath, pathSignals } from './paths.js'
import { baseHadName, linguistState, NAME_RULES, type NameRule } from './generated-names.js'

/**
 * Decides which changed files are worth a reviewer's attention. Every file
 * left out comes back as an Exclusion with a stable `rule` id and a reason a
 * person can read in the job summary; nothing is dropped silently.
 *
 * Rules are tried in the order of FILTER_RULES and the first that matches
 * names the exclusion. User rules come first so that a user's own glob is
 * the reason they see for the files they excluded.
 */
export interface FilterRules {
  /** When non-empty, only files this ordered list selects are kept (path-filter.ts: last match wins, `!` negates). */
  include: string[]
  /** Ordered like include: files it selects are excluded; a later `!` pattern re-includes. */
  exclude: string[]
  /**
   * `ignore` of .github/harbourmaster.yml (base commit), ordered like exclude but a list of its
   * own: it adds exclusions and its `!` globs lift only its own, never the exclude input's.
   */
  ignore?: string[]
  /** From readGitattributes: ordered, last match wins; an unset path is not generated whatever the built-in rules say. */
  generated: readonly GeneratedGlob[]
  /** From readGitattributes: ordered, last match wins; an unset path is not vendored whatever the built-in rule says. */
  vendored?: readonly VendoredGlob[]
}

export interface FilterResult {
  kept: ChangedFile[]
  excluded: Exclusion[]
}

export const FILTER_RULES = [
  'user-exclude',
  'config-ignore',
  'not-included',
  'lockfile',
  'linguist-vendored',
  'vendored',
  'linguist-generated',
  'generated',
  'minified',
  'source-map',
  'snapshot',
  'binary',
  'removed',
  'submodule',
  'no-changes',
  'no-patch',
] as const
export type FilterRule = (typeof FILTER_RULES)[number]

const BINARY_EXTENSIONS = new Set([
  // images and design files (SVG is text and can carry script, so it stays reviewable)
  'png',
  'jpg',
  'jpeg',
  'gif',
  'bmp',
  'ico',
  'icns',
  'webp',
  'avif',
  'tif',
  'tiff',
  'psd',
  'heic',
  'xcf',
  'sketch',
  // fonts
  'woff',
  'woff2',
  'ttf',
  'otf',
  'eot',
  // archives and packages
  'zip',
  'tar',
  'gz',
  'tgz',
  'bz2',
  'xz',
  'zst',
  '7z',
  'rar',
  'jar',
  'war',
  'ear',
  'whl',
  'egg',
  'nupkg',
  'gem',
  'deb',
  'rpm',
  'apk',
  'ipa',
  'dmg',
  'iso',
  // executables and object code
  'exe',
  'dll',
  'so',
  'dylib',
  'bin',
  'o',
  'a',
  'lib',
  'obj',
  'class',
  'pyc',
  'pyo',
  'wasm',
  'node',
  // documents and media
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'mp3',
  'mp4',
  'm4a',
  'mov',
  'avi',
  'mkv',
  'wav',
  'ogg',
  'webm',
  'flac',
  // databases and data blobs
  'sqlite',
  'sqlite3',
  'db',
  'parquet',
  'pkl',
  'npy',
  'npz',
  'h5',
  'onnx',
  'pt',
  'ckpt',
  'safetensors',
])

/** git's blob id of an empty file: the `sha` GitHub lists for one. */
const EMPTY_BLOB_SHA = 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391'

function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1)
}

function extension(path: string): string {
  const name = basename(path)
  const dot = name.lastIndexOf('.')
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/** The rule that excludes a file, or undefined to keep it. */
type Check = (file: ChangedFile) => { rule: FilterRule; reason: string } | undefined

function buildChecks(rules: FilterRules): Check[] {
  const exclude = compileGlobs(rules.exclude)
  const ignore = compileGlobs(rules.ignore ?? [])
  const include = compileGlobs(rules.include)
  const generatedState = linguistState(rules.generated.map((g) => ({ glob: g.glob, value: g.generated })))
  const vendoredState = linguistState((rules.vendored ?? []).map((v) => ({ glob: v.glob, value: v.vendored })))
  // Linguist's generated? falls back to its file-name rules only when the attribute is unspecified, and
  // the name counts only when the base had it: the head's name alone is the author's word (generated-names.ts).
  const builtInGenerated = (f: ChangedFile, rule: NameRule) =>
    NAME_RULES[rule].test(f.filename) && generatedState(f.filename) !== false && baseHadName(f, rule) ? { rule, reason: NAME_RULES[rule].reason } : undefined
  return [
    (f) => {
      const verdict = evaluateGlobs(exclude, f.filename)
      return verdict.selected ? { rule: 'user-exclude', reason: `matches the exclude input glob '${verdict.decidedBy}'` } : undefined
    },
    (f) => {
      const verdict = evaluateGlobs(ignore, f.filename)
      return verdict.selected
        ? { rule: 'config-ignore', reason: `matches the ignore glob '${verdict.decidedBy}' of ${REPOSITORY_CONFIG_PATH} (base commit)` }
        : undefined
    },
    (f) => {
      if (include.length === 0) return undefined
      const verdict = evaluateGlobs(include, f.filename)
      if (verdict.selected) return undefined
      return verdict.decidedBy
        ? { rule: 'not-included', reason: `left out by the include input glob '${verdict.decidedBy}'` }
        : { rule: 'not-included', reason: 'matches none of the include input globs' }
    },
    (f) => builtInGenerated(f, 'lockfile'),
    (f) => (vendoredState(f.filename) === true ? { rule: 'linguist-vendored', reason: 'marked linguist-vendored in .gitattributes' } : undefined),
    // Like the name rules: a vendored path counts only when the base had the file there (generated-names.ts).
    (f) =>
      vendoredState(f.filename) === undefined && NAME_RULES.vendored.test(f.filename) && baseHadName(f, 'vendored')
        ? { rule: 'vendored', reason: NAME_RULES.vendored.reason }
        : undefined,
    (f) => (generatedState(f.filename) === true ? { rule: 'linguist-generated', reason: 'marked linguist-generated in .gitattributes' } : undefined),
    (f) => builtInGenerated(f, 'generated'),
    (f) => builtInGenerated(f, 'minified'),
    (f) => builtInGenerated(f, 'source-map'),
    (f) => builtInGenerated(f, 'snapshot'),
    (f) => (BINARY_EXTENSIONS.has(extension(f.filename)) ? { rule: 'binary', reason: `binary file (.${extension(f.filename)})` } : undefined),
    // A deleted file leaves nothing to comment on in the new version. Deleting an
    // auth guard, a workflow or a migration is itself worth review, so those stay.
    (f) =>
      f.status === 'removed' && !isSensitivePath(f.filename)
        ? { rule: 'removed', reason: 'file removed (nothing left in the new version to review)' }
        : undefined,
    // With its pointer line as the patch (`Subproject commit <sha>`) a submodule is reviewed like any file.
    (f) => (f.submodule && (f.patch === undefined || f.patch === '') ? { rule: 'submodule', reason: submoduleReason(f) } : undefined),
    // Before no-changes: a row GitHub listed without patch or counts past its budget only looks unchanged.
    (f) => (f.withheld ? { rule: 'no-patch', reason: WITHHELD_REASON } : undefined),
    (f) => {
      if (f.patch !== undefined || f.changes !== 0) return undefined
      if (f.status === 'added' || f.status === 'removed' || f.status === 'modified') {
        // GitHub lists a binary file just like an empty one (no patch, no changed lines); only the blob tells them apart.
        return f.sha === EMPTY_BLOB_SHA ? { rule: 'no-changes', reason: `empty file ${f.status}` } : undefined
      }
      return { rule: 'no-changes', reason: `${f.status} without content changes${movedAcross(f)}` }
    },
    (f) => (f.patch === undefined || f.patch === '' ? { rule: 'no-patch', reason: noPatchReason(f) } : undefined),
  ]
}

/**
 * A submodule's change is its pointer to a commit of another repository: that repository's diff is
 * not the pull request's and cannot be read here, so a reviewer must follow it by hand.
 */
function submoduleReason(f: ChangedFile): string {
  const what = f.status === 'added' ? 'added' : 'moved to another commit'
  return `git submodule ${what} (GitHub sent no patch): its files are in another repository, whose changes this review cannot read; check that commit by hand`
}

const WITHHELD_REASON =
  'GitHub sent neither patch nor line counts: its files listing stops sending them after about 20,000 patch lines in one page, ' +
  'and this run read only a bounded number of such files again alone (cap github-diff-limit); any change to it is not reviewed'

function noPatchReason(f: ChangedFile): string {
  if (f.changes > 0) return 'GitHub sent no patch (binary or too large)'
  // Only an existing file's mode can change without its content.
  const what = f.status === 'added' || f.status === 'removed' ? 'a binary file' : 'a binary file, or a change of file mode only'
  return `GitHub sent no patch and counts no changed lines (${what})`
}

/**
 * A pure rename or copy has no diff to review, but the move can be the change: a file moved into
 * `.github/workflows/` becomes a workflow, one moved out of it stops running. The high-risk path
 * signals the move gains or loses, named in the reason (fixed texts: the paths are in the row).
 */
function movedAcross(f: ChangedFile): string {
  if (f.previousFilename === undefined) return ''
  const high = (path: string): string[] => pathSignals(path).flatMap((s) => (s.level === 'high' ? [s.reason] : []))
  const before = high(f.previousFilename)
  const after = high(f.filename)
  const onto = after.filter((r) => !before.includes(r))
  // A copy leaves the original where it was.
  const off = f.status === 'copied' ? [] : before.filter((r) => !after.includes(r))
  const parts = [onto.length > 0 ? `onto a sensitive path (${onto.join('; ')})` : '', off.length > 0 ? `off a sensitive path (${off.join('; ')})` : '']
  const moved = parts.filter((p) => p !== '').join(' and ')
  return moved === '' ? '' : `, ${moved}: GitHub sends no diff, so check the move by hand`
}

function byPath(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * The filter as a per-file check, its globs compiled once: prepare applies it
 * to each page of files as the page arrives, while later pages are in flight.
 */
export function fileFilter(rules: FilterRules): (file: ChangedFile) => Exclusion | undefined {
  const checks = buildChecks(rules)
  return (file) => {
    for (const check of checks) {
      const verdict = check(file)
      if (verdict) return { path: file.filename, rule: verdict.rule, reason: verdict.reason }
    }
    return undefined
  }
}

/**
 * Splits changed files into those to review and those excluded, each list
 * sorted by path. `verdictOf` gives verdicts computed earlier with fileFilter
 * (the same rules); without it every file is checked here.
 */
export function filterFiles(
  files: ChangedFile[],
  rules: FilterRules,
  verdictOf: (file: ChangedFile) => Exclusion | undefined = fileFilter(rules),
): FilterResult {
  const kept: ChangedFile[] = []
  const excluded: Exclusion[] = []
  for (const file of files) {
    const verdict = verdictOf(file)
    if (verdict) excluded.push(verdict)
    else kept.push(file)
  }
  kept.sort((a, b) => byPath(a.filename, b.filename))
  excluded.sort((a, b) => byPath(a.path, b.path))
  return { kept, excluded }
}
