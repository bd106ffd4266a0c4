import { execFile } from 'node:child_process'
import { buildToolEnv } from './tool-env.js'
import { mkdir, mkdtemp, realpath, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { OpenCodeError } from '../errors.js'
import { DENIED_TOOLS, loadAgents, type AgentDefinition, type PermissionAction } from './agents.js'
import { WARM_UP_MODEL, WARM_UP_PROVIDER } from './warm-up.js'

/**
 * Lays out a fresh, private runtime root for one OpenCode process and writes
 * the only configuration it will load.
 *
 * API note (for other helpers):
 *   const root = await prepareRuntimeRoot({ parentDir, role: 'reviewer', agentsDir, agents: [...],
 *     pluginFiles: [abs paths], stageDir, checkoutDir, privateDir, model: 'provider/model',
 *     fallbackModels, providerBaseUrl, providerKeyEnv })
 *   root.workDir   -> the server's cwd (empty, git-initialised: OpenCode finds no project config there)
 *   root.env       -> HOME, XDG_*, TMPDIR, OPENCODE_* switches and BUN_JSC_* tuning to merge into buildAllowlistedEnv extras
 *   root.configFile-> $XDG_CONFIG_HOME/opencode/opencode.json
 *   runtimeRootAt(rootDir, role) -> the same layout (without env) for a root prepared earlier
 *
 * Why an empty working directory: with a checkout as cwd, OpenCode 1.18.33 imports the
 * checkout's .opencode/plugin/*.js at the first prompt even with OPENCODE_DISABLE_PROJECT_CONFIG.
 * The stage and checkout are reached only by absolute path through `external_directory`.
 */

export const OPENCODE_VERSION = '1.18.33'

export type RuntimeRole = 'editor' | 'reviewer'

export interface TrustedConfigOptions {
  /** A directory under which a fresh root is created (e.g. RUNNER_TEMP). */
  parentDir: string
  role: RuntimeRole
  /** agents/ of the action. */
  agentsDir: string
  /** Agent names to include (editor, verifier, specialist-security, ...). */
  agents: string[]
  /** Absolute plugin files (TypeScript sources in tests, dist/plugins/*.js in production). */
  pluginFiles: string[]
  stageDir: string
  checkoutDir?: string
  /** Never readable by agents; only listed so nothing grants it by accident. */
  privateDir: string
  /** provider/model */
  model: string
  fallbackModels?: string[]
  /** OpenAI-compatible base URL: the provider part of every model names this gateway. */
  providerBaseUrl?: string
  /** Variable that carries the provider key in the server's env (see providerKeyVariable). */
  providerKeyEnv?: string
  /** The runner's loopback stand-in model for the warm-up prompt (runtime/warm-up-model.ts); its own provider. */
  warmUpBaseUrl?: string
}

export interface RuntimeRoot {
  root: string
  home: string
  configHome: string
  dataHome: string
  cacheHome: string
  stateHome: string
  configDir: string
  configFile: string
  workDir: string
  role: RuntimeRole
  env: Record<string, string>
}

/** Switches that keep OpenCode from reaching outside the trusted bundle. */
export const OPENCODE_SWITCHES: Readonly<Record<string, string>> = {
  OPENCODE_DISABLE_PROJECT_CONFIG: '1',
  OPENCODE_DISABLE_EXTERNAL_SKILLS: '1',
  OPENCODE_DISABLE_CLAUDE_CODE: '1',
  OPENCODE_DISABLE_CLAUDE_CODE_PROMPT: '1',
  OPENCODE_DISABLE_CLAUDE_CODE_SKILLS: '1',
  OPENCODE_DISABLE_MODELS_FETCH: '1',
  OPENCODE_DISABLE_AUTOUPDATE: '1',
  OPENCODE_DISABLE_SHARE: '1',
  OPENCODE_DISABLE_LSP_DOWNLOAD: '1',
  OPENCODE_DISABLE_DEFAULT_PLUGINS: '1',
  OPENCODE_DISABLE_EMBEDDED_WEB_UI: '1',
}

/**
 * Bun's JavaScriptCore without its top tier (FTL). A review's OpenCode
 * process lives for minutes and spends its start-up compiling: measured with
 * opencode-ai 1.18.33 on 2 cores, FTL off cut the CPU until it listens from
 * 2.1-2.3 s to 1.6-1.9 s and its warm-up from 2.7-2.9 s to 2.3-2.6 s
 * (docs/performance.md). The lower tiers (baseline JIT and DFG) stay on;
 * turning off the JIT entirely quadrupled the warm-up.
 */
export const RUNTIME_TUNING: Readonly<Record<string, string>> = {
  BUN_JSC_useFTLJIT: '0',
}

/** OpenCode's own agents: disabled so only ours can run (title/summary/compaction stay, they have no tools). */
const BUILTIN_AGENTS = ['build', 'plan', 'general', 'explore']

/** The env variable a named provider reads its key from; gateways use our own name. */
export function providerKeyVariable(providerID: string, hasBaseUrl: boolean): string {
  if (hasBaseUrl) return 'HARBOURMASTER_PROVIDER_API_KEY'
  const known: Record<string, string> = {
    anthropic: 'ANTHROPIC_API_KEY',
    openai: 'OPENAI_API_KEY',
    google: 'GOOGLE_GENERATIVE_AI_API_KEY',
    openrouter: 'OPENROUTER_API_KEY',
    groq: 'GROQ_API_KEY',
    mistral: 'MISTRAL_API_KEY',
    xai: 'XAI_API_KEY',
    deepseek: 'DEEPSEEK_API_KEY',
  }
  return known[providerID] ?? `${providerID.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_API_KEY`
}

function splitModel(model: string): { providerID: string; modelID: string } {
  const slash = model.indexOf('/')
  if (slash <= 0) throw new OpenCodeError(`Model '${model}' is not in the form provider/model.`)
  return { providerID: model.slice(0, slash), modelID: model.slice(slash + 1) }
}

/** Directory rules for external_directory: the roots and everything below them, nothing else. */
export function directoryRules(roots: readonly string[]): Record<string, PermissionAction> {
  const rules: Record<string, PermissionAction> = { '*': 'deny' }
  for (const root of roots) {
    rules[root] = 'allow'
    rules[join(root, '*')] = 'allow'
  }
  return rules
}

export function agentRoots(agent: AgentDefinition, stageDir: string, checkoutDir: string | undefined): string[] {
  return agent.readsCheckout && checkoutDir ? [stageDir, checkoutDir] : [stageDir]
}

export function agentConfig(agent: AgentDefinition, roots: readonly string[]): Record<string, unknown> {
  // Order matters: OpenCode evaluates the last matching rule, so the catch-all deny comes first.
  const denied = Object.fromEntries(DENIED_TOOLS.filter((tool) => tool !== 'external_directory').map((tool) => [tool, 'deny']))
  const permission: Record<string, unknown> = { '*': 'deny', ...denied, ...agent.grants, external_directory: directoryRules(roots) }
  return { description: agent.description, mode: agent.mode, prompt: agent.prompt, permission, ...(agent.steps ? { steps: agent.steps } : {}) }
}

interface ProviderEntry {
  npm?: string
  name?: string
  options: Record<string, unknown>
  models: Record<string, Record<string, unknown>>
}

export function providerConfig(models: readonly string[], baseUrl: string | undefined, keyEnv: string | undefined): Record<string, ProviderEntry> {
  const out: Record<string, ProviderEntry> = {}
  const primary = models[0] === undefined ? undefined : splitModel(models[0]).providerID
  for (const model of models) {
    const { providerID, modelID } = splitModel(model)
    // The one key belongs to the first model's provider (or the gateway all models go to): another
    // provider named by a fallback would be sent it, so that one only names its own variable.
    const own = baseUrl !== undefined || providerID === primary
    const env = (own ? keyEnv : undefined) ?? providerKeyVariable(providerID, baseUrl !== undefined)
    const entry = (out[providerID] ??= baseUrl
      ? {
          // Bundled in the binary: no npm install at run time.
          npm: '@ai-sdk/openai-compatible',
          name: providerID,
          options: { baseURL: baseUrl, apiKey: `{env:${env}}` },
          models: {},
        }
      : { options: { apiKey: `{env:${env}}` }, models: {} })
    if (baseUrl) entry.models[modelID] = { name: modelID, tool_call: true, limit: { context: 200_000, output: 16_000 } }
  }
  // Named providers keep their built-in model catalogue; an empty models map would shadow nothing.
  for (const entry of Object.values(out)) if (Object.keys(entry.models).length === 0) delete (entry as Partial<ProviderEntry>).models
  return out
}

export function buildOpencodeConfig(options: TrustedConfigOptions, agents: Map<string, AgentDefinition>): Record<string, unknown> {
  const agentEntries: Record<string, unknown> = {}
  for (const name of BUILTIN_AGENTS) agentEntries[name] = { disable: true }
  for (const name of options.agents) {
    const agent = agents.get(name)
    if (!agent) throw new OpenCodeError(`Agent '${name}' is not defined in ${options.agentsDir}.`)
    agentEntries[name] = agentConfig(agent, agentRoots(agent, options.stageDir, options.checkoutDir))
  }
  const models = [options.model, ...(options.fallbackModels ?? [])]
  const provider = providerConfig(models, options.providerBaseUrl, options.providerKeyEnv)
  const providerIds = [...new Set(models.map((m) => splitModel(m).providerID))]
  if (options.warmUpBaseUrl) {
    // Settings refuse it as an input; this keeps any other caller from shadowing a review model.
    if (providerIds.includes(WARM_UP_PROVIDER)) throw new OpenCodeError(`Provider '${WARM_UP_PROVIDER}' is reserved for the runner's warm-up.`)
    // A literal key: the provider's own key never goes to the stand-in.
    provider[WARM_UP_PROVIDER] = {
      npm: '@ai-sdk/openai-compatible',
      name: WARM_UP_PROVIDER,
      options: { baseURL: options.warmUpBaseUrl, apiKey: 'harbourmaster-warm-up' },
      models: { [WARM_UP_MODEL]: { name: WARM_UP_MODEL, tool_call: true, limit: { context: 200_000, output: 16 } } },
    }
    providerIds.push(WARM_UP_PROVIDER)
  }
  return {
    $schema: 'https://opencode.ai/config.json',
    autoupdate: false,
    share: 'disabled',
    snapshot: false,
    lsp: false,
    formatter: false,
    instructions: [],
    model: options.model,
    small_model: options.model,
    enabled_providers: providerIds,
    provider,
    permission: { '*': 'deny', external_directory: directoryRules([options.stageDir]) },
    agent: agentEntries,
    plugin: options.pluginFiles.map((file) => `file://${file}`),
    mcp: {},
  }
}

const PLUGIN_PACKAGE = '@opencode-ai/plugin'

/**
 * OpenCode npm-installs @opencode-ai/plugin into every config dir that does not already
 * list it in package.json, package-lock.json and node_modules (offline, the first request
 * then waited 74 s). The plugins are bundled, so a manifest-only package satisfies it.
 */
async function writePluginPackageLayout(configDir: string): Promise<void> {
  const pkgDir = join(configDir, 'node_modules', '@opencode-ai', 'plugin')
  await mkdir(pkgDir, { recursive: true })
  await writeFile(join(pkgDir, 'package.json'), JSON.stringify({ name: PLUGIN_PACKAGE, version: OPENCODE_VERSION, type: 'module' }, null, 2))
  await writeFile(join(configDir, 'package.json'), JSON.stringify({ private: true, dependencies: { [PLUGIN_PACKAGE]: OPENCODE_VERSION } }, null, 2))
  const lock = {
    name: 'opencode-config',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { dependencies: { [PLUGIN_PACKAGE]: OPENCODE_VERSION } },
      [`node_modules/${PLUGIN_PACKAGE}`]: { version: OPENCODE_VERSION },
    },
  }
  await writeFile(join(configDir, 'package-lock.json'), JSON.stringify(lock, null, 2))
}

const run = promisify(execFile)

/** The directory layout of a root made by prepareRuntimeRoot (for a plugin that starts a server from it). */
export function runtimeRootAt(root: string, role: RuntimeRole): Omit<RuntimeRoot, 'env'> {
  const configHome = join(root, 'config')
  return {
    root,
    role,
    home: join(root, 'home'),
    configHome,
    dataHome: join(root, 'data'),
    cacheHome: join(root, 'cache'),
    stateHome: join(root, 'state'),
    workDir: join(root, 'work'),
    configDir: join(configHome, 'opencode'),
    configFile: join(configHome, 'opencode', 'opencode.json'),
  }
}

export async function prepareRuntimeRoot(options: TrustedConfigOptions): Promise<RuntimeRoot> {
  const canonical = async (dir: string): Promise<string> => {
    try {
      return await realpath(dir)
    } catch (error) {
      throw new OpenCodeError(`Runtime directory ${dir} does not exist.`, { cause: error })
    }
  }
  const resolved: TrustedConfigOptions = {
    ...options,
    stageDir: await canonical(options.stageDir),
    checkoutDir: options.checkoutDir ? await canonical(options.checkoutDir) : undefined,
    privateDir: await canonical(options.privateDir),
  }
  const layout = runtimeRootAt(await realpath(await mkdtemp(join(options.parentDir, `hm-opencode-${options.role}-`))), options.role)
  const dirs = {
    home: layout.home,
    configHome: layout.configHome,
    dataHome: layout.dataHome,
    cacheHome: layout.cacheHome,
    stateHome: layout.stateHome,
    workDir: layout.workDir,
  }
  // The compiled OpenCode extracts a native library (about 5.5 MB, its file finder) into TMPDIR at its
  // first file search and never removes it: without a TMPDIR of the root's own, every process of every
  // run left one in the system's /tmp, outside everything the run removes.
  const tmpDir = join(layout.root, 'tmp')
  for (const dir of [...Object.values(dirs), tmpDir]) await mkdir(dir, { recursive: true, mode: 0o700 })
  try {
    // Allowlisted environment: the runner's own holds the GitHub token and ACTIONS_* tokens.
    await run('git', ['init', '--quiet', dirs.workDir], { env: buildToolEnv(process.env) })
  } catch (error) {
    throw new OpenCodeError('git init of the OpenCode working directory failed; is git on PATH?', { cause: error })
  }
  const configDir = layout.configDir
  await mkdir(configDir, { recursive: true })
  const agents = await loadAgents(options.agentsDir)
  const config = buildOpencodeConfig(resolved, agents)
  const configFile = layout.configFile
  await writeFile(configFile, JSON.stringify(config, null, 2))
  await writePluginPackageLayout(configDir)
  return {
    ...layout,
    env: {
      HOME: dirs.home,
      XDG_CONFIG_HOME: dirs.configHome,
      XDG_DATA_HOME: dirs.dataHome,
      XDG_CACHE_HOME: dirs.cacheHome,
      XDG_STATE_HOME: dirs.stateHome,
      TMPDIR: tmpDir,
      ...OPENCODE_SWITCHES,
      ...RUNTIME_TUNING,
    },
  }
}
