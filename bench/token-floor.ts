import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { loadAgents } from '../src/core/opencode/agents.js'
import { countTokens } from '../test/support/model-server/index.js'

/**
 * The token floor of a review, at the model server's own token rule (a
 * quarter of the characters): each specialist reads each of its assigned
 * patches once plus its agent prompt, and the editor's and verifier's agent
 * prompts are read once. OpenCode's own system text and the tool schemas it
 * sends with every call are not in the floor: they are overhead, and the
 * ratio shows them.
 */

export interface TokenFloor {
  total: number
  /** Per agent: prompt tokens + patch tokens. */
  parts: Record<string, number>
  patchTokens: number
  promptTokens: number
}

export async function tokenFloor(
  agentsDir: string,
  stageDir: string,
  specialists: readonly { name: string; patches: readonly string[] }[],
): Promise<TokenFloor> {
  const agents = await loadAgents(agentsDir)
  const prompt = (name: string): string => agents.get(name)?.prompt ?? ''
  const parts: Record<string, number> = {}
  let patchTokens = 0
  let promptTokens = 0
  for (const s of specialists) {
    const texts = await Promise.all(s.patches.map((p) => readFile(join(stageDir, 'patches', p), 'utf8')))
    const patches = countTokens(texts.join(''))
    const own = countTokens(prompt(`specialist-${s.name}`))
    parts[`specialist-${s.name}`] = own + patches
    patchTokens += patches
    promptTokens += own
  }
  for (const name of ['editor', 'verifier']) {
    parts[name] = countTokens(prompt(name))
    promptTokens += parts[name]
  }
  return { total: patchTokens + promptTokens, parts, patchTokens, promptTokens }
}
