// `Repository.object(expression: "<rev>:<path>")` over the fake's repository contents: a Blob for
// a file, a Tree for a directory (its direct entries), null when the path does not exist at that
// revision, as GitHub answers. The fake stores regular text files only (mode 100644).
import { createHash } from 'node:crypto'
import type { GitHubState } from './state.js'

type View = Record<string, unknown>

const FILE_MODE = 0o100644
const TREE_MODE = 0o040000

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
  const text = path === '' ? undefined : state.content(owner, repo, rev, path)
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
        mode: type === 'blob' ? FILE_MODE : TREE_MODE,
        oid: type === 'blob' ? oidOf('blob', state.content(owner, repo, rev, entryPath) ?? '') : oidOf('tree', `${rev}:${entryPath}`),
        size: type === 'blob' ? Buffer.byteLength(state.content(owner, repo, rev, entryPath) ?? '', 'utf8') : 0,
        object,
      }
    }),
  }
}
