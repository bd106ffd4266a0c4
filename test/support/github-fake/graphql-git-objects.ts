// `Repository.object(expression: "<rev>:<path>")` over the fake's repository contents: a Blob for
// a file, a Tree for a directory (its direct entries), null when the path does not exist at that
// revision, as GitHub answers. The fake stores text files (mode 100644) and symbolic links (mode
// 120000, made with symlinkTo): Git keeps a link as a blob whose text is its target, which is what
// GraphQL answers for it; the contents API follows it (rest-repo.ts). A git submodule (made with
// submoduleAt) is a tree entry of type `commit` (mode 160000) naming a commit of another
// repository: its object is not in this one, so GraphQL answers null for it, as GitHub does.
import { createHash } from 'node:crypto'
import { posix } from 'node:path'
import { blobOid, byteSizeOf, bytesOf, GRAPHQL_TEXT_BYTES, isBinaryContent } from './blob-content.js'
import type { GitHubState } from './state.js'

type View = Record<string, unknown>

const FILE_MODE = 0o100644
const LINK_MODE = 0o120000
const TREE_MODE = 0o040000
const SUBMODULE_MODE = 0o160000
const LINK_PREFIX = '\u0000fake-symlink\u0000'
const SUBMODULE_PREFIX = '\u0000fake-submodule\u0000'

/** A content value that stores a symbolic link to `target` (relative to the link's directory, as Git stores it). */
export function symlinkTo(target: string): string {
  return `${LINK_PREFIX}${target}`
}

/** The target of a stored link, or undefined for a regular file. */
export function linkTarget(content: string | undefined): string | undefined {
  return content?.startsWith(LINK_PREFIX) ? content.slice(LINK_PREFIX.length) : undefined
}

/** A content value that stores a git submodule: the repository at `gitUrl`, checked out at `commit` (40 hex digits). */
export function submoduleAt(gitUrl: string, commit: string): string {
  return `${SUBMODULE_PREFIX}${commit} ${gitUrl}`
}

/** The submodule a stored value names, or undefined for a file or a link. */
export function submoduleOf(content: string | undefined): { gitUrl: string; commit: string } | undefined {
  if (!content?.startsWith(SUBMODULE_PREFIX)) return undefined
  const [commit = '', gitUrl = ''] = content.slice(SUBMODULE_PREFIX.length).split(' ')
  return { gitUrl, commit }
}

/** The repository path a link at `path` points to, or undefined when it leaves the repository. */
export function resolveLink(path: string, target: string): string | undefined {
  const joined = posix.normalize(posix.join(posix.dirname(path), target))
  return joined.startsWith('../') || joined === '..' || posix.isAbsolute(target) ? undefined : joined
}

function oidOf(kind: 'tree', content: string): string {
  const bytes = Buffer.from(content, 'utf8')
  return createHash('sha1').update(`${kind} ${bytes.length}\0`).update(bytes).digest('hex')
}

/** A blob as GitHub answers it: no text for a binary one, the text cut past GitHub's limit (blob-content.ts). */
function blob(stored: string): View {
  const oid = blobOid(stored)
  const byteSize = byteSizeOf(stored)
  const binary = isBinaryContent(stored)
  const truncated = byteSize > GRAPHQL_TEXT_BYTES
  return {
    __typename: 'Blob',
    id: `B_${oid}`,
    oid,
    abbreviatedOid: oid.slice(0, 7),
    byteSize,
    isBinary: binary,
    isTruncated: truncated,
    // A cut may split a character: GitHub's cut is by bytes, the decoder's replacement character shows it.
    text: binary ? null : bytesOf(stored, GRAPHQL_TEXT_BYTES).toString('utf8'),
  }
}

export function gitObject(state: GitHubState, owner: string, repo: string, expression: string): View | null {
  const colon = expression.indexOf(':')
  // A bare revision names a commit; the fake serves trees and blobs only.
  if (colon < 0) return null
  const rev = expression.slice(0, colon)
  const path = expression.slice(colon + 1).replace(/^\/+|\/+$/g, '')
  return objectAt(state, owner, repo, rev, path)
}

function objectAt(state: GitHubState, owner: string, repo: string, rev: string, path: string): View | null {
  const stored = path === '' ? undefined : state.content(owner, repo, rev, path)
  // `<rev>:<submodule>` names the submodule's commit, which this repository does not hold.
  if (submoduleOf(stored)) return null
  const text = linkTarget(stored) ?? stored
  if (text !== undefined) return blob(text)
  const prefix = path === '' ? '' : `${path}/`
  const children = new Map<string, 'blob' | 'tree' | 'commit'>()
  for (const file of state.contentPaths(owner, repo, rev)) {
    if (!file.startsWith(prefix)) continue
    const rest = file.slice(prefix.length)
    const slash = rest.indexOf('/')
    children.set(slash < 0 ? rest : rest.slice(0, slash), slash >= 0 ? 'tree' : submoduleOf(state.content(owner, repo, rev, file)) ? 'commit' : 'blob')
  }
  if (children.size === 0) return null
  const names = [...children.keys()].sort()
  const oid = oidOf('tree', `${rev}:${path}`)
  return {
    __typename: 'Tree',
    id: `T_${oid}`,
    oid,
    abbreviatedOid: oid.slice(0, 7),
    entries: names.map((name) => {
      const type = children.get(name) as 'blob' | 'tree' | 'commit'
      const entryPath = `${prefix}${name}`
      const object = () => objectAt(state, owner, repo, rev, entryPath)
      const submodule = submoduleOf(state.content(owner, repo, rev, entryPath))
      if (submodule) {
        const sub = {
          name,
          nameRaw: b64(name),
          path: entryPath,
          pathRaw: b64(entryPath),
          gitUrl: submodule.gitUrl,
          subprojectCommitOid: submodule.commit,
          branch: null,
        }
        return { __typename: 'TreeEntry', name, path: entryPath, type, mode: SUBMODULE_MODE, oid: submodule.commit, size: 0, object, submodule: sub }
      }
      return {
        __typename: 'TreeEntry',
        name,
        path: entryPath,
        type,
        mode: type === 'tree' ? TREE_MODE : linkTarget(state.content(owner, repo, rev, entryPath)) !== undefined ? LINK_MODE : FILE_MODE,
        oid: type === 'blob' ? blobOid(blobText(state.content(owner, repo, rev, entryPath))) : oidOf('tree', `${rev}:${entryPath}`),
        size: type === 'blob' ? byteSizeOf(blobText(state.content(owner, repo, rev, entryPath))) : 0,
        object,
        submodule: null,
      }
    }),
  }
}

function b64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64')
}

function blobText(stored: string | undefined): string {
  return linkTarget(stored) ?? stored ?? ''
}
