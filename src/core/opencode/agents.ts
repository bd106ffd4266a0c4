import { readFile, readdir } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { CHECKOUT_READERS } from '../contracts/specialists.js'
import { OpenCodeError } from '../errors.js'

/**
 * Reads the agent definitions in agents/ (the one source of truth): OpenCode
 * agent markdown whose frontmatter holds description, mode and the tool
 * grants, and whose body is the prompt. The trusted config turns them into
 * `agent` entries with per-agent directory permissions, which markdown
 * files copied into a config dir could not carry.
 *
 * Names: agents/editor.md -> editor, agents/verifier.md -> verifier,
 * agents/specialists/security.md -> specialist-security.
 */

export type PermissionAction = 'allow' | 'deny' | 'ask'

export interface AgentDefinition {
  name: string
  description: string
  mode: 'primary' | 'subagent' | 'all'
  /** Tool grants from the frontmatter's `permission:` map; everything else is denied. */
  grants: Record<string, PermissionAction>
  prompt: string
  /** Whether the agent may also read the canonical checkout: from the specialist registry, not the file. */
  readsCheckout: boolean
  /** Most agentic iterations before OpenCode asks for a final answer: bounds a looping model's tokens. */
  steps: number | undefined
}

type Frontmatter = Record<string, string | Record<string, string>>

/** A deliberately small YAML subset: `key: value` and one level of nested `key: value` maps. */
export function parseFrontmatter(text: string, source: string): { data: Frontmatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text)
  if (!match) throw new OpenCodeError(`Agent file ${source} has no frontmatter block.`)
  const data: Frontmatter = {}
  let current: Record<string, string> | undefined
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    const nested = /^\s+([A-Za-z0-9_*-]+|"[^"]+"):\s*(.+)$/.exec(line)
    if (nested && current) {
      current[unquote(nested[1] ?? '')] = unquote(nested[2] ?? '')
      continue
    }
    const top = /^([A-Za-z0-9_-]+):\s*(.*)$/.exec(line)
    if (!top) throw new OpenCodeError(`Agent file ${source}: cannot parse frontmatter line '${line}'.`)
    const key = top[1] ?? ''
    const value = top[2] ?? ''
    if (value === '') {
      current = {}
      data[key] = current
    } else {
      current = undefined
      data[key] = unquote(value)
    }
  }
  return { data, body: (match[2] ?? '').trim() }
}

function unquote(value: string): string {
  const v = value.trim()
  return /^(["']).*\1$/.test(v) ? v.slice(1, -1) : v
}

/** The per-prompt switch that removes the read-only tools' schemas from a call (specialists whose patches are all inline). */
export const NO_TOOLS: Readonly<Record<string, boolean>> = { read: false, glob: false, grep: false }

/** Never granted to any agent; denied by name as well as by `*`, so a change in wildcard semantics cannot grant them. */
export const DENIED_TOOLS = [
  'bash',
  'edit',
  'write',
  'patch',
  'webfetch',
  'websearch',
  'task',
  'todowrite',
  'todoread',
  'skill',
  'question',
  'lsp',
  'external_directory',
] as const

const ACTIONS = new Set<string>(['allow', 'deny', 'ask'])
const MODES = new Set<string>(['primary', 'subagent', 'all'])

export function parseAgent(name: string, text: string, source: string): AgentDefinition {
  const { data, body } = parseFrontmatter(text, source)
  const description = data.description
  const mode = data.mode
  if (typeof description !== 'string' || description === '') throw new OpenCodeError(`Agent file ${source} needs a description.`)
  if (typeof mode !== 'string' || !MODES.has(mode)) throw new OpenCodeError(`Agent file ${source}: mode must be primary, subagent or all.`)
  const permission = data.permission
  const grants: Record<string, PermissionAction> = {}
  if (permission !== undefined) {
    if (typeof permission === 'string') throw new OpenCodeError(`Agent file ${source}: permission must be a map of tool: action.`)
    for (const [tool, action] of Object.entries(permission)) {
      if (!ACTIONS.has(action)) throw new OpenCodeError(`Agent file ${source}: permission ${tool} must be allow, deny or ask.`)
      if ((DENIED_TOOLS as readonly string[]).includes(tool) && action !== 'deny') {
        throw new OpenCodeError(`Agent file ${source}: ${tool} may not be granted; directories come from the trusted config.`)
      }
      grants[tool] = action as PermissionAction
    }
  }
  if (!body.includes(`Harbourmaster agent: ${name}`)) {
    throw new OpenCodeError(`Agent file ${source} must contain the marker line 'Harbourmaster agent: ${name}'.`)
  }
  const steps = data.steps === undefined ? undefined : Number(data.steps)
  if (steps !== undefined && (!Number.isInteger(steps) || steps < 1)) throw new OpenCodeError(`Agent file ${source}: steps must be a positive integer.`)
  return {
    name,
    description,
    mode: mode as AgentDefinition['mode'],
    grants,
    prompt: body,
    readsCheckout: CHECKOUT_READERS.has(name),
    steps,
  }
}

/** Every agent under agentsDir, keyed by name. */
export async function loadAgents(agentsDir: string): Promise<Map<string, AgentDefinition>> {
  const out = new Map<string, AgentDefinition>()
  const add = async (file: string, name: string): Promise<void> => {
    out.set(name, parseAgent(name, await readFile(file, 'utf8'), file))
  }
  for (const entry of await readdir(agentsDir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.md')) await add(join(agentsDir, entry.name), basename(entry.name, '.md'))
  }
  const specialists = join(agentsDir, 'specialists')
  const files = await readdir(specialists).catch(() => [] as string[])
  for (const file of files.filter((f) => f.endsWith('.md')).sort()) {
    await add(join(specialists, file), `specialist-${basename(file, '.md')}`)
  }
  return out
}
