// `Repository.object(expression: "<rev>:<path>")` over the fake's repository contents: a Blob for
// a file, a Tree for a directory (its direct entries), null when the path does not exist at that
// revision, as GitHub answers. The fake stores text files (mode 100644) and symbolic links (mode
// 120000, made with symlinkTo): Git keeps a link as a blob whose text is its target, which is what
// GraphQL answers for it; the contents API follows it (rest-repo.ts).
import { createHash } from 'node:crypto'
import { posix } from 'node:path'
import type { GitHubState } from './state.js'

type View = Record<string, unknown>

const FILE_MODE = 0o100644
const LINK_MODE = 0o120000
const TREE_MODE = 0o040000
const LINK_PREFIX = '\u0000fake-symlink\u0000'

/** A content value that stores a symbolic link to `target` (relative to the link's directory, as Git stores it). */
export function symlinkTo(target: string): string {
  return `${LINK_PREFIX}${target}`
}

/** The target of a stored link, or undefined for a regular file. */
export function linkTarget(content: string | undefined): string | undefined {
  return content?.startsWith(LINK_PREFIX) ? content.slice(LINK_PREFIX.length) : undefined
}

/** The repository path a link at `path` points to, or undefined when it leaves the repository. */
export function resolveLink(path: string, target: string): string | undefined {
  const joined = posix.normalize(posix.join(posix.dirname(path), target))
  return joined.startsWith('../') || joined === '..' || posix.isAbsolute(target) ? undefined : joined
}

function oidOf(kind: 'blob' | 'tree', content: string): string {
  const bytes = Buffer.from(content, 'utf8')
  return createHash('sha1').update(`${kind} ${bytes.length}\0`).update(bytes).digest('hex')
}

function blob(text: string): View {
  const oid = oidOf('blob', text)
  return {
    __typename: 'Blob',
    id: `B_${oid}`,
    oid,
    abbreviatedOid: oid.slice(0, 7),
    byteSize: Buffer.byteLength(text, 'utf8'),
    isBinary: false,
    isTruncated: false,
    text,
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
  const text = linkTarget(stored) ?? stored
  if (text !== undefined) return blob(text)
  const prefix = path === '' ? '' : `${path}/`
  const children = new Map<string, 'blob' | 'tree'>()
  for (const file of state.contentPaths(owner, repo, rev)) {
    if (!file.startsWith(prefix)) continue
    const rest = file.slice(prefix.length)
    const slash = rest.indexOf('/')
    children.set(slash < 0 ? rest : rest.slice(0, slash), slash < 0 ? 'blob' : 'tree')
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
      const type = children.get(name) as 'blob' | 'tree'
      const entryPath = `${prefix}${name}`
      const object = () => objectAt(state, owner, repo, rev, entryPath)
      return {
        __typename: 'TreeEntry',
        name,
        path: entryPath,
        type,
        mode: type === 'tree' ? TREE_MODE : linkTarget(state.content(owner, repo, rev, entryPath)) !== undefined ? LINK_MODE : FILE_MODE,
        oid: type === 'blob' ? oidOf('blob', blobText(state.content(owner, repo, rev, entryPath))) : oidOf('tree', `${rev}:${entryPath}`),
        size: type === 'blob' ? Buffer.byteLength(blobText(state.content(owner, repo, rev, entryPath)), 'utf8') : 0,
        object,
      }
    }),
  }
}

function blobText(stored: string | undefined): string {
  return linkTarget(stored) ?? stored ?? ''
}
