import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { RUN_CONFIG_ENV, runConfigSchema, type RunConfig } from '../../../src/core/contracts/run-config.js'
import { testRunConfig } from '../kit/run-config.js'
import { tempDir } from '../kit/index.js'

/**
 * A workspace for runtime e2e tests: stage, checkout and private directories
 * under one temporary base, and a valid run config in the private directory.
 * The real binary and plugin sources of this repository are used (OpenCode
 * runs on Bun, so plugins/*.ts load as they are).
 */

export const REPO_ROOT = resolve(import.meta.dirname, '../../..')
export const OPENCODE_BIN = join(REPO_ROOT, 'node_modules', '.bin', 'opencode')
export const AGENTS_DIR = join(REPO_ROOT, 'agents')
export const PATH_GUARD_PLUGIN = join(REPO_ROOT, 'plugins', 'path-guard.ts')
export { RUN_CONFIG_ENV }

export interface RuntimeWorkspace {
  base: string
  stageDir: string
  checkoutDir: string
  privateDir: string
  runConfigPath: string
  runConfig: RunConfig
  cleanup(): Promise<void>
}

export async function createRuntimeWorkspace(patches: Record<string, string>, overrides: Partial<RunConfig> = {}): Promise<RuntimeWorkspace> {
  const base = await tempDir('hm-e2e-')
  const stageDir = join(base, 'stage')
  const checkoutDir = join(base, 'parent', 'checkout')
  const privateDir = join(base, 'private')
  await mkdir(join(stageDir, 'patches'), { recursive: true })
  await mkdir(checkoutDir, { recursive: true })
  await mkdir(privateDir, { recursive: true, mode: 0o700 })
  for (const [name, text] of Object.entries(patches)) await writeFile(join(stageDir, 'patches', name), text)
  const runConfig = runConfigSchema.parse(
    testRunConfig({
      runId: 'e2e-1',
      mode: 'silent',
      repository: { owner: 'octo', repo: 'demo' },
      pullNumber: 7,
      headSha: 'a'.repeat(40),
      allowlist: Object.keys(patches),
      maxComments: 20,
      stageDir,
      checkoutDir,
      privateDir,
      models: [{ providerID: 'hm', modelID: 'scripted-model' }],
      reviewer: { opencodeBin: OPENCODE_BIN, configHome: '', env: {}, startTimeoutMs: 30_000 },
      tokenBudget: 1_000_000,
      timeoutMs: 600_000,
      ...overrides,
    }),
  )
  const runConfigPath = join(privateDir, 'run-config.json')
  await writeFile(runConfigPath, JSON.stringify(runConfig), { mode: 0o600 })
  return { base, stageDir, checkoutDir, privateDir, runConfigPath, runConfig, cleanup: () => rm(base, { recursive: true, force: true }) }
}

/** The variables of a live process, read the way an attacker inside it could: /proc/<pid>/environ. */
export async function readProcessEnviron(pid: number): Promise<Record<string, string>> {
  const { readFile } = await import('node:fs/promises')
  const raw = await readFile(`/proc/${pid}/environ`, 'utf8')
  const out: Record<string, string> = {}
  for (const entry of raw.split('\0')) {
    const eq = entry.indexOf('=')
    if (eq > 0) out[entry.slice(0, eq)] = entry.slice(eq + 1)
  }
  return out
}
