import { execFile } from 'node:child_process'
import { lstatSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { ConfigurationError } from '../../core/errors.js'
import type { PreparedRun } from '../../prepare.js'
import type { Privilege } from './privilege.js'
import type { SandboxHome } from './sandbox-user.js'

/** What the test command reads of prepare's result: the base commit, and each changed file's path, status and earlier path. */
export interface PreparedChanges {
  pr: Pick<PreparedRun['pr'], 'baseSha'>
  index: { files: readonly Pick<PreparedRun['index']['files'][number], 'path' | 'status' | 'previousPath'>[] }
}

const exec = promisify(execFile)

/**
 * The base-commit copy for test-command-base: the base commit must be in the checkout, the
 * changed files get their base versions (written by the runner, never through a symlinked
 * directory of the copy), and `{files}` names the test files as the base has them.
 */
/**
 * The test files as the base copy has them: a file the pull request renamed (or copied) runs
 * under its base name, so a test that already failed there is compared with itself; one it
 * added is not there.
 */
export function onBase(files: readonly string[], changes: PreparedChanges['index']['files'], exists: (path: string) => boolean): string[] {
  const from = new Map(changes.flatMap((f) => ((f.status === 'renamed' || f.status === 'copied') && f.previousPath ? [[f.path, f.previousPath]] : [])))
  return [...new Set(files.flatMap((f) => (exists(f) ? [f] : [from.get(f)].filter((p): p is string => p !== undefined && exists(p)))))]
}

/** True when no existing component of `rel` below `root` is a symlink and it stays inside `root`. */
function noLinkOnTheWay(root: string, rel: string): boolean {
  const parts = rel.split('/')
  if (parts.some((p) => p === '' || p === '.' || p === '..')) return false
  let at = root
  for (const part of parts) {
    at = join(at, part)
    try {
      if (lstatSync(at).isSymbolicLink()) return false
    } catch {
      return true
    }
  }
  return true
}

export async function requireBaseCommit(workspace: string, baseSha: string): Promise<void> {
  try {
    await exec('git', ['-C', workspace, 'cat-file', '-e', `${baseSha}^{commit}`], { timeout: 30_000 })
  } catch {
    throw new ConfigurationError(
      `Input 'test-command-base' needs the base commit ${baseSha.slice(0, 12)} in the checkout; check out with fetch-depth: 0 (actions/checkout).`,
      'test-command-base',
    )
  }
}

/** A changed path the base copy could not be given its base version of, and why: the base run saw it as the head has it. */
export interface NotRestored {
  path: string
  why: string
}

const isDirectory = (path: string): boolean => {
  try {
    return lstatSync(path).isDirectory()
  } catch {
    return false
  }
}

/**
 * Puts every changed file back to its base version (added files removed), as the runner, before the copy is handed over again.
 * Returns the paths it could not: a submodule the pull request moved is a directory here, and its base commit is another
 * repository's; removing it as a file failed the whole run.
 */
export async function restoreBase(
  workspace: string,
  copy: string,
  prepared: PreparedChanges,
  privilege: Privilege,
  sandbox: SandboxHome,
): Promise<NotRestored[]> {
  const base = prepared.pr.baseSha
  const skipped: NotRestored[] = []
  for (const file of prepared.index.files) {
    // Paths come from the pull request: never write or remove through a symlinked directory of the copy (as root that could reach anywhere).
    if (!noLinkOnTheWay(copy, file.path) || (file.previousPath !== undefined && !noLinkOnTheWay(copy, file.previousPath))) {
      skipped.push({ path: file.path, why: 'a symlink on its way in the checkout' })
      continue
    }
    if (isDirectory(join(copy, file.path))) {
      skipped.push({ path: file.path, why: 'a directory, such as a submodule' })
      continue
    }
    await rm(join(copy, file.path), { force: true })
    const old = file.status === 'renamed' || file.status === 'copied' ? file.previousPath : file.status === 'added' ? undefined : file.path
    if (!old) continue
    const shown = await exec('git', ['-C', workspace, 'show', `${base}:${old}`], { encoding: 'buffer', maxBuffer: 50_000_000 }).catch(() => undefined)
    if (!shown || isDirectory(join(copy, old))) {
      skipped.push({ path: file.path, why: shown ? 'a directory, such as a submodule' : 'not readable at the base commit (a submodule, or over 50 MB)' })
      continue
    }
    await mkdir(dirname(join(copy, old)), { recursive: true })
    await writeFile(join(copy, old), shown.stdout)
  }
  await exec(privilege.asRoot[0] ?? privilege.tools.chown, [
    ...(privilege.asRoot.length > 0 ? [...privilege.asRoot.slice(1), privilege.tools.chown] : []),
    '-R',
    `${sandbox.user.uid}:${sandbox.user.gid}`,
    copy,
  ])
  return skipped
}
