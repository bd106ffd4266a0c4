import { relative, sep } from 'node:path'
import { canonicalise, hasParentSegment, isAbsolutePath, isWithin, type Readlink, type Realpath } from './canonical.js'
import { redactSecrets, type Redactor } from '../../../src/core/telemetry/redact.js'

/**
 * Decides whether a read, glob or grep call stays inside the agent's allowed
 * roots. Pure apart from the injected realpath. Rules, in order:
 *   - `~` anywhere a path starts, and `..` segments, are refused outright;
 *   - relative paths are refused (the server's cwd is an empty directory; the
 *     stage is reached by absolute path only);
 *   - absolute paths are canonicalised (symlinks followed) and must land in a
 *     root, never under a denied directory (the private dir, /proc, /sys, /dev);
 *   - glob patterns and grep's include may not be absolute, start with `~` or
 *     contain `..` (so they cannot climb out of the directory they search);
 *   - glob and grep without a path search the first root, set explicitly.
 */

export const GUARDED_TOOLS = ['read', 'glob', 'grep', 'list'] as const

export interface GuardContext {
  /** Canonical allowed roots of this agent. */
  roots: readonly string[]
  /** Canonical directories never readable, even inside a root. */
  denied: readonly string[]
  realpath: Realpath
  /** Follows dangling links (their targets may not exist yet, or any more). */
  readlink?: Readlink
}

export type GuardDecision = { ok: true; args: Record<string, unknown> } | { ok: false; reason: string }

/** Kernel and device trees: readable secrets (environ, mem) live there. */
export const SYSTEM_DENIED = ['/proc', '/sys', '/dev']

const PATH_KEYS: Record<string, readonly string[]> = {
  read: ['filePath', 'path'],
  glob: ['path'],
  grep: ['path'],
  list: ['path'],
}
const PATTERN_KEYS: Record<string, readonly string[]> = {
  glob: ['pattern'],
  grep: ['include'],
  list: ['ignore'],
}

function refuse(reason: string): GuardDecision {
  return { ok: false, reason }
}

export function checkPath(raw: string, ctx: GuardContext): { ok: true; canonical: string } | { ok: false; reason: string } {
  const path = untrimmed(raw, ctx.realpath)
  if (path === '') return { ok: false, reason: 'empty path' }
  if (path.startsWith('~')) return { ok: false, reason: `'${raw}' uses ~; pass an absolute path inside an allowed directory` }
  if (path.includes('\0')) return { ok: false, reason: 'path contains a NUL byte' }
  if (hasParentSegment(path)) return { ok: false, reason: `'${raw}' contains '..'; pass an absolute path inside an allowed directory` }
  if (!isAbsolutePath(path)) return { ok: false, reason: `'${raw}' is relative; pass an absolute path inside an allowed directory` }
  const canonical = canonicalise(path, ctx.realpath, ctx.readlink)
  // Refusals name only what the model passed: where a link really leads (the
  // private directory, a process id under /proc) is nothing it should learn.
  const denied = [...ctx.denied, ...SYSTEM_DENIED].find((d) => isWithin(canonical, d))
  if (denied) return { ok: false, reason: `'${raw}' leads to a directory no agent may read` }
  const root = ctx.roots.find((r) => isWithin(canonical, r))
  if (!root) return { ok: false, reason: `'${raw}' leads outside the allowed directories` }
  // Any Git directory below a root, not only the checkout's own: a second
  // checkout in a subfolder keeps its token in its .git/config too.
  if (relative(root, canonical).split(sep).includes('.git')) return { ok: false, reason: `'${raw}' leads into a Git directory, which no agent may read` }
  return { ok: true, canonical }
}

/**
 * A model's stray space or newline around a path is forgiven, but git allows trailing whitespace in
 * a file name: a path that exists as written is kept, or `notes.md ` would read its twin `notes.md`.
 */
function untrimmed(raw: string, realpath: Realpath): string {
  const start = raw.trimStart()
  if (start === start.trimEnd()) return start
  try {
    realpath(start)
    return start
  } catch {
    return start.trimEnd()
  }
}

export function checkPattern(raw: string): string | undefined {
  const pattern = raw.trim()
  if (pattern.startsWith('~')) return `pattern '${raw}' uses ~`
  if (pattern.startsWith('/') || pattern.startsWith('\\') || /^[A-Za-z]:/.test(pattern)) return `pattern '${raw}' is absolute; pass the directory in path`
  if (pattern.includes('..')) return `pattern '${raw}' contains '..'`
  return undefined
}

export function isGuardedTool(tool: string): boolean {
  return (GUARDED_TOOLS as readonly string[]).includes(tool)
}

/**
 * Checks one tool call. Returns the arguments to run with: unchanged, except
 * that a missing glob/grep/list path becomes the first root and checked paths
 * become their canonical form (so a symlink cannot be swapped after the check).
 */
export function checkToolCall(tool: string, args: Record<string, unknown>, ctx: GuardContext): GuardDecision {
  if (!isGuardedTool(tool)) return { ok: true, args }
  if (ctx.roots.length === 0) return refuse('no readable directory is configured for this agent')
  const next: Record<string, unknown> = { ...args }
  const pathKeys = PATH_KEYS[tool] ?? []
  const present = pathKeys.filter((k) => next[k] !== undefined && next[k] !== null)
  if (present.length === 0) {
    if (tool === 'read') return refuse('read needs filePath: an absolute path inside an allowed directory')
    next.path = ctx.roots[0]
  }
  for (const key of present) {
    const value = next[key]
    if (typeof value !== 'string') return refuse(`${key} must be a string`)
    const checked = checkPath(value, ctx)
    if (!checked.ok) return refuse(checked.reason)
    next[key] = checked.canonical
  }
  for (const key of PATTERN_KEYS[tool] ?? []) {
    const value = next[key]
    if (value === undefined || value === null) continue
    const values = Array.isArray(value) ? value : [value]
    for (const v of values) {
      if (typeof v !== 'string') return refuse(`${key} must be a string`)
      const problem = checkPattern(v)
      if (problem) return refuse(problem)
    }
  }
  return { ok: true, args: next }
}

const REMINDER = /<system-reminder>[\s\S]*?(<\/system-reminder>|$)/g

/** Removes the `<system-reminder>` blocks OpenCode appends to read results (AGENTS.md instructions). */
export function stripSystemReminders(text: string): string {
  if (!text.includes('<system-reminder>')) return text
  return text
    .replace(REMINDER, '')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()
}

/**
 * What a read/glob/grep result may carry to the model: no AGENTS.md reminders,
 * no secret-shaped strings (a token pasted in code, a credential file) and,
 * given the run's redactor, not the run's own secrets whatever their shape.
 */
export function cleanToolOutput(text: string, redactor?: Redactor): string {
  const cleaned = stripSystemReminders(text)
  return redactor ? redactor.redact(cleaned) : redactSecrets(cleaned)
}
