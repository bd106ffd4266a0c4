import { GitHubError } from '../core/errors.js'
import type { RestPort } from '../core/github/client.js'
import { REPOSITORY_CONFIG_PATH } from '../config/repository-config.js'

/**
 * Everything that configures a review is read from the pull request's BASE
 * commit through the contents API, never from the checkout (the head): a
 * pull request must not rewrite the rules it is reviewed under. This module
 * only fetches; parsing and policy live in config/ and policy/.
 */
export const RULE_FILES = ['REVIEW.md', 'AGENTS.md', '.github/copilot-instructions.md'] as const
export const INSTRUCTIONS_DIR = '.github/instructions'
export const INSTRUCTIONS_SUFFIX = '.instructions.md'
export const GITATTRIBUTES_PATH = '.gitattributes'

/** Every path whose base version configures the review; a PR that edits one is reviewed under the base version. */
export function isReviewConfigPath(path: string): boolean {
  return (
    path === GITATTRIBUTES_PATH ||
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
  requests: number
}

export interface BaseRef {
  owner: string
  repo: string
  /** The base commit SHA (pull_request.base.sha). */
  sha: string
}

type Entry = { type: string; path: string; size: number }

/** GET contents; undefined on 404 (absent at that commit). */
async function getContent(rest: RestPort, ref: BaseRef, path: string): Promise<{ file?: { text: string | undefined; size: number }; dir?: Entry[] } | undefined> {
  try {
    const { data } = await rest.request('GET /repos/{owner}/{repo}/contents/{path}', { owner: ref.owner, repo: ref.repo, path, ref: ref.sha })
    if (Array.isArray(data)) return { dir: data.map((e) => ({ type: e.type, path: e.path, size: e.size })) }
    if (data.type !== 'file') return { file: { text: undefined, size: 0 } }
    // Files over 1 MB come back with encoding "none" and no content.
    const text = data.encoding === 'base64' && typeof data.content === 'string' ? Buffer.from(data.content, 'base64').toString('utf8') : undefined
    return { file: { text, size: data.size } }
  } catch (error) {
    if (error instanceof GitHubError && error.status === 404) return undefined
    if (typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404) return undefined
    throw error
  }
}

export async function loadBaseFiles(rest: RestPort, ref: BaseRef): Promise<BaseFiles> {
  const out: BaseFiles = { sha: ref.sha, gitattributes: undefined, config: undefined, rules: [], skipped: [], requests: 0 }
  const readFile = async (path: string): Promise<BaseFile | undefined> => {
    out.requests++
    const got = await getContent(rest, ref, path)
    if (!got) return undefined
    if (got.dir) {
      out.skipped.push({ path, reason: 'a directory, not a file' })
      return undefined
    }
    const file = got.file
    if (!file || file.text === undefined || file.size > MAX_BASE_FILE_BYTES) {
      out.skipped.push({ path, reason: `not read: ${file && file.size > MAX_BASE_FILE_BYTES ? `larger than ${MAX_BASE_FILE_BYTES} bytes` : 'not a regular file'}` })
      return undefined
    }
    return { path, text: file.text, bytes: Buffer.byteLength(file.text, 'utf8') }
  }
  const [gitattributes, config, instructions, ...rules] = await Promise.all([
    readFile(GITATTRIBUTES_PATH),
    readFile(REPOSITORY_CONFIG_PATH),
    listInstructionFiles(rest, ref, out),
    ...RULE_FILES.map((p) => readFile(p)),
  ])
  out.gitattributes = gitattributes
  out.config = config
  const scoped = await Promise.all(instructions.map((p) => readFile(p)))
  out.rules = [...rules, ...scoped].filter((f): f is BaseFile => f !== undefined)
  return out
}

/** `.github/instructions/**\/*.instructions.md` at the base commit, walked breadth-first within bounds. */
async function listInstructionFiles(rest: RestPort, ref: BaseRef, out: BaseFiles): Promise<string[]> {
  const files: string[] = []
  const queue = [INSTRUCTIONS_DIR]
  let listings = 0
  while (queue.length > 0) {
    const dir = queue.shift() as string
    if (listings >= MAX_LISTINGS) {
      out.skipped.push({ path: dir, reason: `not listed: more than ${MAX_LISTINGS} instruction directories` })
      continue
    }
    listings++
    out.requests++
    const got = await getContent(rest, ref, dir)
    if (!got?.dir) continue
    for (const entry of [...got.dir].sort((a, b) => a.path.localeCompare(b.path))) {
      if (entry.type === 'dir') queue.push(entry.path)
      else if (entry.type === 'file' && entry.path.endsWith(INSTRUCTIONS_SUFFIX)) {
        if (files.length < MAX_INSTRUCTION_FILES) files.push(entry.path)
        else out.skipped.push({ path: entry.path, reason: `not read: more than ${MAX_INSTRUCTION_FILES} instruction files` })
      }
    }
  }
  return files
}
