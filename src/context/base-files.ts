import { GitHubError } from '../core/errors.js'
import type { GraphqlPort, RestPort } from '../core/github/client.js'
import { REPOSITORY_CONFIG_PATH } from '../config/repository-config.js'
import { runGraphql } from '../core/github/graphql.js'

/**
 * Everything that configures a review is read from the pull request's BASE
 * commit (`<base sha>:<path>` object expressions through GraphQL), never from
 * the checkout (the head): a pull request must not rewrite the rules it is
 * reviewed under. One query reads every fixed file and lists the instructions
 * directory; each deeper directory level, and the instruction files found,
 * take one more query (several paths per query). This module only fetches;
 * parsing and policy live in config/ and policy/.
 */
export const RULE_FILES = ['REVIEW.md', 'AGENTS.md', '.github/copilot-instructions.md'] as const
export const INSTRUCTIONS_DIR = '.github/instructions'
export const INSTRUCTIONS_SUFFIX = '.instructions.md'
export const GITATTRIBUTES_PATH = '.gitattributes'

/** Every path whose base version configures the review; a PR that edits one is reviewed under the base version. */
export function isReviewConfigPath(path: string): boolean {
  return (
    path === GITATTRIBUTES_PATH ||
    path.endsWith(`/${GITATTRIBUTES_PATH}`) ||
    path === REPOSITORY_CONFIG_PATH ||
    (RULE_FILES as readonly string[]).includes(path) ||
    (path.startsWith(`${INSTRUCTIONS_DIR}/`) && path.endsWith(INSTRUCTIONS_SUFFIX))
  )
}

/** A file larger than this is not read (reported as skipped): guidance that large is not guidance. */
export const MAX_BASE_FILE_BYTES = 256_000
/** Bounds the instructions walk: at most this many directory listings and files. */
const MAX_LISTINGS = 10
const MAX_INSTRUCTION_FILES = 50

export interface BaseFile {
  path: string
  text: string
  bytes: number
}

export interface BaseFiles {
  sha: string
  gitattributes: BaseFile | undefined
  config: BaseFile | undefined
  /** REVIEW.md, AGENTS.md, copilot instructions, then .github/instructions/**, each when present. */
  rules: BaseFile[]
  /** Files found but not read, with why (too large, not a file, over the walk's bounds). */
  skipped: { path: string; reason: string }[]
  /** Files named like the configuration file but not at its path (`.github/harbourmaster.yaml`): never read, so never silently passed over. */
  configLookalikes: string[]
  requests: number
}

export interface BaseRef {
  owner: string
  repo: string
  /** The base commit SHA (pull_request.base.sha). */
  sha: string
}

/** Git's mode of a symbolic link: GitHub's contents API follows one to its target, so those are read there. */
const SYMLINK_MODE = 0o120000
const LINK_NOT_FOLLOWED = `not read: a symbolic link, not followed in ${INSTRUCTIONS_DIR}`
/** Git's mode of a submodule (a `commit` entry): it names a commit of another repository, whose files are not here. */
const SUBMODULE_MODE = 0o160000
const SUBMODULE = 'not read: a git submodule (its files are in another repository, at a commit this one only names)'
/**
 * Git reads a `.gitattributes` that is a link as the link's own text (its target's path, which sets no attribute)
 * when it reads it from a tree or the index, and refuses to follow it in a working tree (git 2.32, gitattributes(5)
 * NOTES); GitHub's Linguist reads it from the tree too. So its target's lines mark nothing for git or GitHub, and
 * none for this review: the root's is named, since a team that linked it expects them applied.
 */
const GITATTRIBUTES_LINK = `not read: a symbolic link, which git does not follow for a ${GITATTRIBUTES_PATH} (gitattributes(5): it reads the link's own text, its target's path), nor does GitHub's Linguist, so the lines of the file it names are not applied; commit that file as ${GITATTRIBUTES_PATH} itself`
const GITHUB_DIR = '.github'
const GITHUB_DIR_LINK = `not read: a symbolic link, which Git and GitHub do not follow in a path, so ${REPOSITORY_CONFIG_PATH}, .github/copilot-instructions.md and ${INSTRUCTIONS_DIR} beneath it are not read`
const FIXED_FILES = [GITATTRIBUTES_PATH, REPOSITORY_CONFIG_PATH, ...RULE_FILES]
/** Directories whose listings give the fixed files' modes (symlink or not). */
const FIXED_PARENTS = [...new Set(FIXED_FILES.map(parentOf))]

type GitObject =
  | { __typename: 'Blob'; byteSize: number; isBinary: boolean | null; isTruncated: boolean; text: string | null }
  | { __typename: 'Tree'; entries: { name: string; type: string; mode: number }[] | null }
  | { __typename: 'Commit' | 'Tag' }
interface ObjectsAnswer {
  repository: Record<string, GitObject | null> | null
}

const BLOB_FIELDS = '__typename ... on Blob { byteSize isBinary isTruncated text }'
const TREE_FIELDS = '__typename ... on Tree { entries { name type mode } }'

function parentOf(path: string): string {
  const slash = path.lastIndexOf('/')
  return slash < 0 ? '' : path.slice(0, slash)
}

/** One query: the text of each path in `texts`, the entries of each directory in `trees`. */
async function readObjects(
  graphql: GraphqlPort,
  ref: BaseRef,
  texts: readonly string[],
  trees: readonly string[],
  operation = 'HarbourmasterBaseFiles',
): Promise<{ texts: (GitObject | null)[]; trees: (GitObject | null)[] }> {
  const fields = [
    ...texts.map((_, i) => `t${i}: object(expression: $t${i}) { ${BLOB_FIELDS} }`),
    ...trees.map((_, i) => `d${i}: object(expression: $d${i}) { ${TREE_FIELDS} }`),
  ]
  const params = [...texts.map((_, i) => `$t${i}: String!`), ...trees.map((_, i) => `$d${i}: String!`)]
  const document = `query ${operation}($owner: String!, $repo: String!, ${params.join(', ')}) {\n  repository(owner: $owner, name: $repo) {\n    ${fields.join('\n    ')}\n  }\n}`
  const variables: Record<string, string> = { owner: ref.owner, repo: ref.repo }
  texts.forEach((path, i) => (variables[`t${i}`] = `${ref.sha}:${path}`))
  trees.forEach((path, i) => (variables[`d${i}`] = `${ref.sha}:${path}`))
  const answer = await runGraphql<ObjectsAnswer>(graphql, document, variables)
  const repository = answer.repository ?? {}
  return { texts: texts.map((_, i) => repository[`t${i}`] ?? null), trees: trees.map((_, i) => repository[`d${i}`] ?? null) }
}

/** The contents API serves no file over 100 MB (REST reference, "Get repository content"). */
export const CONTENTS_API_MAX = 'the 100 MB GitHub serves through its contents API'
const TOO_LARGE_FOR_CONTENTS = `not read: larger than ${CONTENTS_API_MAX}`
// A text file saved as UTF-16 (Windows PowerShell's `>` writes it so) has NUL bytes too: the fix is in the reason.
const BINARY = 'not read: a binary file (NUL bytes, as in a text file saved as UTF-16; save text as UTF-8)'
/** Git's test for a binary file, which GraphQL's `isBinary` answers for a blob read directly: a NUL byte among the first 8,000. */
const BINARY_PROBE_BYTES = 8000

/**
 * GET contents, which follows a symlink to the file it names; undefined on 404 (absent at that
 * commit). Over 1 MB the file comes back with `encoding: "none"` and no content; over 100 MB it is
 * refused (403 `too_large`); a binary file comes back as its bytes, which are not guidance.
 */
async function readThroughContents(rest: RestPort, ref: BaseRef, path: string): Promise<GitObject | { skip: string } | undefined> {
  try {
    const { data } = await rest.request('GET /repos/{owner}/{repo}/contents/{path}', { owner: ref.owner, repo: ref.repo, path, ref: ref.sha })
    if (Array.isArray(data)) return { __typename: 'Tree', entries: [] }
    if (data.type !== 'file') return { __typename: 'Commit' }
    const bytes = data.encoding === 'base64' && typeof data.content === 'string' ? Buffer.from(data.content, 'base64') : undefined
    const isBinary = bytes !== undefined && bytes.subarray(0, BINARY_PROBE_BYTES).includes(0)
    const text = bytes === undefined || isBinary ? null : bytes.toString('utf8')
    return { __typename: 'Blob', byteSize: data.size, isBinary, isTruncated: bytes === undefined, text }
  } catch (error) {
    if (statusOf(error) === 404) return undefined
    if (statusOf(error) === 403 && tooLarge(error)) return { skip: TOO_LARGE_FOR_CONTENTS }
    throw error
  }
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof GitHubError) return error.status
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined
  return typeof status === 'number' ? status : undefined
}

/** GitHub's `too_large` error code, on the Octokit failure a GitHubError wraps (its cause) or on that failure itself. */
function tooLarge(error: unknown): boolean {
  const failure = error instanceof GitHubError ? error.cause : error
  const data = (failure as { response?: { data?: { errors?: unknown } } } | undefined)?.response?.data
  return Array.isArray(data?.errors) && data.errors.some((e: unknown) => (e as { code?: unknown } | null)?.code === 'too_large')
}

/**
 * What Git LFS commits in a tracked file's place: a pointer under 1024 bytes whose first line names
 * the spec (git-lfs docs/spec.md). The file's text is in LFS storage, which GitHub's Git objects do not hold.
 */
const LFS_POINTER = /^version https:\/\/(?:git-lfs|hawser)\.github\.com\/spec\/v1\r?\n/
const LFS_POINTER_MAX_BYTES = 1024
const LFS = 'not read: a Git LFS pointer (the text is in LFS storage, not in the repository; commit the file without LFS)'

/** Names an adopter gives the configuration file (another extension, case, a root dotfile) that are never read at its path. */
const CONFIG_LOOKALIKE = /^(?:\.github\/\.?|\.)harbourmaster\.ya?ml$/i

/**
 * A file in the instructions tree named nearly as Copilot requires (`sql.instruction.md`, `SQL.Instructions.md`,
 * `react-instructions.md`): neither Copilot nor this reads it, and the team meant it as guidance.
 */
const INSTRUCTIONS_LOOKALIKE = /(?:^|[._-])instructions?\.(?:md|markdown)$/i

/** Why a misnamed instructions file is not read, with the name that would be; undefined for any other file. */
function misnamedInstructions(name: string): string | undefined {
  if (name.endsWith(INSTRUCTIONS_SUFFIX) || !INSTRUCTIONS_LOOKALIKE.test(name)) return undefined
  const stem = name.replace(INSTRUCTIONS_LOOKALIKE, '') || 'NAME'
  return `not read: an instructions file is named NAME${INSTRUCTIONS_SUFFIX}; rename it to ${stem}${INSTRUCTIONS_SUFFIX}`
}

/** Git's modes of a file: regular, executable, or a link (read at its target when at a read path). */
const FILE_MODES = new Set([0o100644, 0o100755, SYMLINK_MODE])
const COPILOT_INSTRUCTIONS = '.github/copilot-instructions.md'

/**
 * Rule files at the root or directly in .github that nothing reads there (`.github/sql.instructions.md`,
 * a root `copilot-instructions.md`): Copilot reads neither, and the team meant them as guidance. A root
 * copy beside the file that is read is the team's own arrangement.
 */
function misplacedRules(modes: ReadonlyMap<string, number>): { path: string; reason: string }[] {
  const out: { path: string; reason: string }[] = []
  for (const [path, mode] of modes) {
    if (!FILE_MODES.has(mode)) continue
    const name = path.slice(path.lastIndexOf('/') + 1)
    if (name.endsWith(INSTRUCTIONS_SUFFIX) && name !== INSTRUCTIONS_SUFFIX)
      out.push({ path, reason: `not read: instructions files are read only in ${INSTRUCTIONS_DIR}; move it to ${INSTRUCTIONS_DIR}/${name}` })
    else if (path === 'copilot-instructions.md' && !modes.has(COPILOT_INSTRUCTIONS))
      out.push({ path, reason: `not read: the repository-wide Copilot instructions are read only at ${COPILOT_INSTRUCTIONS}; move it there` })
  }
  return out
}

/** Why a file found at the base commit is not read, or undefined when its text is usable. */
function unreadReason(object: GitObject): string | undefined {
  if (object.__typename === 'Tree') return 'a directory, not a file'
  if (object.__typename !== 'Blob') return 'not read: not a regular file'
  if (object.isBinary === true) return BINARY
  if (object.byteSize < LFS_POINTER_MAX_BYTES && object.text !== null && LFS_POINTER.test(object.text)) return LFS
  if (object.byteSize > MAX_BASE_FILE_BYTES) return `not read: larger than ${MAX_BASE_FILE_BYTES} bytes`
  // GitHub's text is null when it cannot tell the encoding, and cut past its own limit (not reached under ours).
  if (object.text === null || object.isTruncated) return 'not read: GitHub did not return its text'
  return undefined
}

/** The file a blob (or a contents answer) gives, why it is not read, or undefined when absent at that commit. */
function readable(path: string, object: GitObject | { skip: string } | null): BaseFile | { path: string; reason: string } | undefined {
  if (!object) return undefined
  const reason = 'skip' in object ? object.skip : unreadReason(object)
  const text = 'skip' in object || object.__typename !== 'Blob' ? null : object.text
  if (reason !== undefined || text === null) return { path, reason: reason ?? 'not read: not a regular file' }
  return { path, text, bytes: Buffer.byteLength(text, 'utf8') }
}

/** Object expressions per query when many paths are read at once (GitHub answers each alias on its own). */
export const PATHS_PER_QUERY = 100

/**
 * The texts of files at the base commit, several per query (all queries at once); a path absent there is
 * left out, one that is there but not readable (too large, binary, a directory) is reported.
 */
export async function readBaseTexts(
  graphql: GraphqlPort,
  ref: BaseRef,
  paths: readonly string[],
  /** The query's name, as GitHub's logs and the telemetry of a failed request show it. */
  operation: string,
): Promise<{ files: BaseFile[]; skipped: { path: string; reason: string }[]; requests: number }> {
  const batches: string[][] = []
  for (let i = 0; i < paths.length; i += PATHS_PER_QUERY) batches.push(paths.slice(i, i + PATHS_PER_QUERY))
  const answers = await Promise.all(batches.map((batch) => readObjects(graphql, ref, batch, [], operation)))
  const out = { files: [] as BaseFile[], skipped: [] as { path: string; reason: string }[], requests: batches.length }
  batches.forEach((batch, b) =>
    batch.forEach((path, i) => {
      const got = readable(path, answers[b]?.texts[i] ?? null)
      if (got && 'reason' in got) out.skipped.push(got)
      else if (got) out.files.push(got)
    }),
  )
  return out
}

export async function loadBaseFiles(ports: { graphql: GraphqlPort; rest: RestPort }, ref: BaseRef): Promise<BaseFiles> {
  const out: BaseFiles = { sha: ref.sha, gitattributes: undefined, config: undefined, rules: [], skipped: [], configLookalikes: [], requests: 0 }
  const read = new Map<string, BaseFile | undefined>()
  const accept = (path: string, object: GitObject | { skip: string } | null): void => {
    const got = readable(path, object)
    if (got && 'reason' in got) out.skipped.push(got)
    read.set(path, got && 'text' in got ? got : undefined)
  }

  // First query: the fixed files, their directories (for modes) and the instructions directory.
  out.requests++
  const first = await readObjects(ports.graphql, ref, FIXED_FILES, [...FIXED_PARENTS, INSTRUCTIONS_DIR])
  const modes = new Map<string, number>()
  FIXED_PARENTS.forEach((dir, i) => {
    const listing = first.trees[i]
    if (listing?.__typename === 'Tree') for (const e of listing.entries ?? []) modes.set(dir === '' ? e.name : `${dir}/${e.name}`, e.mode)
  })
  // Only without the file itself: beside it (or as its link's target) a lookalike is the team's own arrangement.
  if (!modes.has(REPOSITORY_CONFIG_PATH)) out.configLookalikes = [...modes.keys()].filter((path) => CONFIG_LOOKALIKE.test(path)).sort()
  // `Review.md`, `.github/Copilot-Instructions.md`: on a case-insensitive disk the team's editor opened it as the rule
  // file, but Git (and Copilot) read the exact name. Beside the exact file it is the team's own arrangement.
  for (const rule of RULE_FILES.filter((r) => !modes.has(r)))
    for (const path of [...modes.keys()].filter((p) => p !== rule && p.toLowerCase() === rule.toLowerCase()))
      out.skipped.push({ path, reason: `not read: rule files are read by their exact names (Git paths are case-sensitive); rename it to ${rule}` })
  out.skipped.push(...misplacedRules(modes))
  // Symbolic links, fixed files and instruction files alike: GraphQL gives a link's own text (its target's path).
  const symlinks: string[] = []
  FIXED_FILES.forEach((path, i) => {
    if (modes.get(path) === SYMLINK_MODE && path === GITATTRIBUTES_PATH) out.skipped.push({ path, reason: GITATTRIBUTES_LINK })
    else if (modes.get(path) === SYMLINK_MODE) symlinks.push(path)
    // GitHub answers null for `<sha>:<submodule>`, which reads as absent: the mode says what it is.
    else if (modes.get(path) === SUBMODULE_MODE) out.skipped.push({ path, reason: SUBMODULE })
    else accept(path, first.texts[i] ?? null)
  })

  // `.github` itself a link (kept elsewhere, read there by an organisation's required workflow): Git names no path
  // beneath a link, so the config file and the rules under it read as absent; the team is told, not handed defaults.
  if (modes.get(GITHUB_DIR) === SYMLINK_MODE) out.skipped.push({ path: GITHUB_DIR, reason: GITHUB_DIR_LINK })
  if (modes.get(INSTRUCTIONS_DIR) === SYMLINK_MODE) out.skipped.push({ path: INSTRUCTIONS_DIR, reason: LINK_NOT_FOLLOWED })
  if (modes.get(INSTRUCTIONS_DIR) === SUBMODULE_MODE) out.skipped.push({ path: INSTRUCTIONS_DIR, reason: SUBMODULE })
  // The instructions walk: breadth-first, sorted, within bounds; each level is one query that also
  // reads the texts of the files the level before found.
  const instructions: string[] = []
  let level = { dirs: [INSTRUCTIONS_DIR], listings: [first.trees[FIXED_PARENTS.length] ?? null] }
  let listed = 1
  while (level.dirs.length > 0) {
    const next: string[] = []
    level.dirs.forEach((dir, i) => {
      const listing = level.listings[i]
      if (listing?.__typename !== 'Tree') return
      for (const entry of [...(listing.entries ?? [])].sort((a, b) => a.name.localeCompare(b.name))) {
        const path = `${dir}/${entry.name}`
        const misnamed = entry.type === 'blob' ? misnamedInstructions(entry.name) : undefined
        if (entry.type === 'tree') next.push(path)
        // Shared instructions kept in another repository: never listed or read from here.
        else if (entry.type === 'commit' || entry.mode === SUBMODULE_MODE) out.skipped.push({ path, reason: SUBMODULE })
        // A link to a directory (shared instructions kept elsewhere) cannot be listed at its target here.
        else if (entry.mode === SYMLINK_MODE && !path.endsWith(INSTRUCTIONS_SUFFIX)) out.skipped.push({ path, reason: LINK_NOT_FOLLOWED })
        else if (misnamed !== undefined) out.skipped.push({ path, reason: misnamed })
        else if (entry.type === 'blob' && path.endsWith(INSTRUCTIONS_SUFFIX)) {
          if (instructions.length >= MAX_INSTRUCTION_FILES) out.skipped.push({ path, reason: `not read: more than ${MAX_INSTRUCTION_FILES} instruction files` })
          else {
            instructions.push(path)
            if (entry.mode === SYMLINK_MODE) symlinks.push(path)
          }
        }
      }
    })
    const dirs = next.slice(0, Math.max(0, MAX_LISTINGS - listed))
    for (const dir of next.slice(dirs.length)) out.skipped.push({ path: dir, reason: `not listed: more than ${MAX_LISTINGS} instruction directories` })
    listed += dirs.length
    const texts = instructions.filter((p) => !read.has(p) && !symlinks.includes(p))
    if (dirs.length === 0 && texts.length === 0) break
    out.requests++
    const answer = await readObjects(ports.graphql, ref, texts, dirs)
    texts.forEach((path, i) => accept(path, answer.texts[i] ?? null))
    level = { dirs, listings: answer.trees }
  }

  // A symlinked file is read where the contents API reads it: at its target.
  await Promise.all(
    symlinks.map(async (path) => {
      out.requests++
      accept(path, (await readThroughContents(ports.rest, ref, path)) ?? null)
    }),
  )

  out.gitattributes = read.get(GITATTRIBUTES_PATH)
  out.config = read.get(REPOSITORY_CONFIG_PATH)
  out.rules = [...RULE_FILES, ...instructions].flatMap((path) => read.get(path) ?? [])
  return out
}
