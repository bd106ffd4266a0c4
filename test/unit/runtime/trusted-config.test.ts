import { execFileSync } from 'node:child_process'
import { mkdir, readdir, readFile, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OpenCodeError } from '../../../src/core/errors.js'
import { loadAgents, parseAgent } from '../../../src/core/opencode/agents.js'
import { prepareRuntimeRoot, providerConfig, runtimeRootAt, type RuntimeRoot, type TrustedConfigOptions } from '../../../src/core/opencode/trusted-config.js'
import { tempDir } from '../../support/kit/index.js'

const AGENTS_DIR = resolve(import.meta.dirname, '../../../agents')
let base: string
let stage: string
let checkout: string
let priv: string
let root: RuntimeRoot
interface Cfg {
  agent: Record<string, { disable?: boolean; prompt?: string; mode?: string; permission?: Record<string, unknown> }>
  permission: Record<string, unknown>
  provider: Record<string, { npm?: string; options: Record<string, unknown>; models?: Record<string, unknown> }>
  plugin: string[]
  [key: string]: unknown
}
let config: Cfg

beforeAll(async () => {
  base = await tempDir('hm-tc-')
  stage = join(base, 'stage')
  checkout = join(base, 'checkout')
  priv = join(base, 'private')
  for (const d of [stage, checkout, priv]) await mkdir(d)
  root = await prepareRuntimeRoot({
    parentDir: base,
    role: 'reviewer',
    agentsDir: AGENTS_DIR,
    agents: ['specialist-security', 'specialist-code-quality', 'verifier'],
    pluginFiles: ['/opt/hm/dist/plugins/path-guard.js'],
    stageDir: stage,
    checkoutDir: checkout,
    privateDir: priv,
    model: 'gw/model-a',
    fallbackModels: ['gw/model-b'],
    providerBaseUrl: 'https://gateway.example/v1',
  })
  config = JSON.parse(await readFile(root.configFile, 'utf8')) as Cfg
})
afterAll(() => rm(base, { recursive: true, force: true }))

describe('prepareRuntimeRoot', () => {
  it('lays out fresh HOME and XDG dirs and an empty git-initialised working directory', async () => {
    expect(root.env).toMatchObject({ HOME: root.home, XDG_CONFIG_HOME: root.configHome, XDG_DATA_HOME: root.dataHome, OPENCODE_DISABLE_PROJECT_CONFIG: '1' })
    // Short-lived servers: JavaScriptCore's top tier costs more to compile than it saves (docs/performance.md).
    expect(root.env.BUN_JSC_useFTLJIT).toBe('0')
    expect(await readdir(root.workDir)).toEqual(['.git'])
    expect(execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root.workDir }).toString().trim()).toBe('true')
    expect(root.configFile).toBe(join(root.configHome, 'opencode', 'opencode.json'))
    const { env: _env, ...layout } = root
    expect(runtimeRootAt(root.root, 'reviewer')).toEqual(layout)
  })

  it('turns off autoupdate, sharing, snapshots, LSP, formatters and instructions', () => {
    expect(config).toMatchObject({ autoupdate: false, share: 'disabled', snapshot: false, lsp: false, formatter: false, instructions: [] })
  })

  it('configures the gateway through the bundled openai-compatible provider with the key from env', () => {
    expect(config.model).toBe('gw/model-a')
    expect(config.small_model).toBe('gw/model-a')
    expect(config.provider.gw?.npm).toBe('@ai-sdk/openai-compatible')
    expect(config.provider.gw?.options).toEqual({ baseURL: 'https://gateway.example/v1', apiKey: '{env:HARBOURMASTER_PROVIDER_API_KEY}' })
    expect(Object.keys(config.provider.gw?.models ?? {})).toEqual(['model-a', 'model-b'])
  })

  it('disables the built-in agents and includes only the requested ones', () => {
    for (const name of ['build', 'plan', 'general', 'explore']) expect(config.agent[name]).toEqual({ disable: true })
    expect(
      Object.keys(config.agent)
        .filter((n) => !config.agent[n]?.disable)
        .sort(),
    ).toEqual(['specialist-code-quality', 'specialist-security', 'verifier'])
  })

  it('denies everything but read/glob/grep, and opens only the stage (plus checkout for code-quality)', () => {
    const security = config.agent['specialist-security']?.permission ?? {}
    expect(Object.keys(security)[0]).toBe('*')
    expect(security).toMatchObject({ '*': 'deny', read: 'allow', glob: 'allow', grep: 'allow' })
    expect(security.external_directory).toEqual({ '*': 'deny', [stage]: 'allow', [join(stage, '*')]: 'allow' })
    const quality = config.agent['specialist-code-quality']?.permission ?? {}
    expect(quality.external_directory).toEqual({
      '*': 'deny',
      [stage]: 'allow',
      [join(stage, '*')]: 'allow',
      [checkout]: 'allow',
      [join(checkout, '*')]: 'allow',
    })
    expect(JSON.stringify(config)).not.toContain(priv)
    for (const tool of ['bash', 'edit', 'write', 'webfetch', 'task', 'todowrite']) expect(security[tool]).toBe('deny')
  })

  it('bounds every agent loop with a step limit', () => {
    expect(config.agent['specialist-security']).toMatchObject({ steps: 12, mode: 'subagent' })
    expect(config.agent.verifier).toMatchObject({ steps: 10 })
  })

  it('lists plugins by absolute file URL', () => {
    expect(config.plugin).toEqual(['file:///opt/hm/dist/plugins/path-guard.js'])
  })

  it('lays out the plugin package so OpenCode installs nothing', async () => {
    const dir = join(root.configHome, 'opencode')
    const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
    const lock = JSON.parse(await readFile(join(dir, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> }
    expect(pkg.dependencies['@opencode-ai/plugin']).toBe('1.18.33')
    expect(lock.packages['node_modules/@opencode-ai/plugin']?.version).toBe('1.18.33')
    expect(JSON.parse(await readFile(join(dir, 'node_modules', '@opencode-ai', 'plugin', 'package.json'), 'utf8'))).toMatchObject({ version: '1.18.33' })
  })

  /** An editor root for a named provider (no gateway), with `extra` options. */
  const editorConfig = async (extra: Partial<TrustedConfigOptions> = {}): Promise<Cfg> => {
    const r = await prepareRuntimeRoot({
      parentDir: base,
      role: 'editor',
      agentsDir: AGENTS_DIR,
      agents: ['editor'],
      pluginFiles: [],
      stageDir: stage,
      privateDir: priv,
      model: 'anthropic/claude-sonnet-4-5',
      ...extra,
    })
    return JSON.parse(await readFile(r.configFile, 'utf8')) as Cfg
  }

  it('uses the named provider key variable without a gateway', async () => {
    const c = await editorConfig()
    expect(c.provider.anthropic).toEqual({ options: { apiKey: '{env:ANTHROPIC_API_KEY}' } })
    expect(c.agent.editor?.permission).toMatchObject({ spawn_reviewers: 'allow', publish_review: 'allow', record_review: 'allow' })
  })

  it("adds the runner's warm-up stand-in as its own provider, with a literal key, never the review's", async () => {
    const c = await editorConfig({ warmUpBaseUrl: 'http://127.0.0.1:40123/v1' })
    expect(c.enabled_providers).toEqual(['anthropic', 'harbourmaster-warm-up'])
    expect(c.provider['harbourmaster-warm-up']).toMatchObject({
      npm: '@ai-sdk/openai-compatible',
      options: { baseURL: 'http://127.0.0.1:40123/v1', apiKey: 'harbourmaster-warm-up' },
      models: { 'warm-up': expect.any(Object) },
    })
    // The review's model and key are untouched by it.
    expect([c.model, c.small_model]).toEqual(['anthropic/claude-sonnet-4-5', 'anthropic/claude-sonnet-4-5'])
    expect(c.provider.anthropic).toEqual({ options: { apiKey: '{env:ANTHROPIC_API_KEY}' } })
    // A review model may never be answered by the stand-in.
    await expect(editorConfig({ model: 'harbourmaster-warm-up/x', warmUpBaseUrl: 'http://127.0.0.1:1/v1' })).rejects.toThrow(OpenCodeError)
  })

  it('refuses an unknown agent and a missing stage', async () => {
    const opts = { parentDir: base, role: 'editor' as const, agentsDir: AGENTS_DIR, pluginFiles: [], stageDir: stage, privateDir: priv, model: 'a/b' }
    await expect(prepareRuntimeRoot({ ...opts, agents: ['nope'] })).rejects.toThrow(OpenCodeError)
    await expect(prepareRuntimeRoot({ ...opts, agents: ['editor'], stageDir: join(base, 'missing') })).rejects.toThrow(OpenCodeError)
  })
})

describe('providerConfig', () => {
  it('gives the provider key’s variable to its own provider only, never to a fallback model of another provider', () => {
    const providers = providerConfig(['anthropic/claude-sonnet-4-5', 'openai/gpt-4.1-mini'], undefined, 'ANTHROPIC_API_KEY')
    expect(providers.anthropic?.options.apiKey).toBe('{env:ANTHROPIC_API_KEY}')
    expect(JSON.stringify(providers.openai)).not.toContain('ANTHROPIC_API_KEY')
    // Behind one gateway every model is the gateway's, with its one key.
    const gateway = providerConfig(['gw/a', 'other/b'], 'http://127.0.0.1:9/v1', 'HARBOURMASTER_PROVIDER_API_KEY')
    expect([gateway.gw?.options.apiKey, gateway.other?.options.apiKey]).toEqual([
      '{env:HARBOURMASTER_PROVIDER_API_KEY}',
      '{env:HARBOURMASTER_PROVIDER_API_KEY}',
    ])
  })
})

describe('agents/', () => {
  it('defines the editor, the verifier and five specialists, each with its marker line', async () => {
    const agents = await loadAgents(AGENTS_DIR)
    expect([...agents.keys()].sort()).toEqual(
      ['editor', 'specialist-code-quality', 'specialist-correctness', 'specialist-performance', 'specialist-security', 'specialist-tests', 'verifier'].sort(),
    )
    for (const agent of agents.values()) expect(agent.prompt).toContain(`Harbourmaster agent: ${agent.name}`)
  })

  it('grants specialists and the verifier read, glob and grep only', async () => {
    const agents = await loadAgents(AGENTS_DIR)
    for (const agent of agents.values()) {
      if (agent.name === 'editor') continue
      expect(agent.grants).toEqual({ read: 'allow', glob: 'allow', grep: 'allow' })
      expect(agent.mode).toBe('subagent')
    }
  })

  it('grants the editor read and its three tools only: it never searches, so glob and grep schemas would only cost tokens on each of its calls', async () => {
    const agents = await loadAgents(AGENTS_DIR)
    expect(agents.get('editor')?.grants).toEqual({ read: 'allow', spawn_reviewers: 'allow', publish_review: 'allow', record_review: 'allow' })
  })

  it('asks specialists for a findings block and the verifier for verdicts', async () => {
    const agents = await loadAgents(AGENTS_DIR)
    expect(agents.get('specialist-security')?.prompt).toContain('{"findings":[')
    expect(agents.get('verifier')?.prompt).toContain('{"verdicts":[')
    expect(agents.get('editor')?.prompt).toContain('spawn_reviewers')
  })

  it('rejects a file without the marker or with a bad grant', () => {
    expect(() => parseAgent('x', '---\ndescription: d\nmode: subagent\n---\nno marker', 'x.md')).toThrow(OpenCodeError)
    expect(() => parseAgent('x', '---\ndescription: d\nmode: subagent\npermission:\n  bash: always\n---\nHarbourmaster agent: x', 'x.md')).toThrow(
      OpenCodeError,
    )
    expect(() => parseAgent('x', '---\ndescription: d\nmode: subagent\npermission:\n  bash: allow\n---\nHarbourmaster agent: x', 'x.md')).toThrow(
      /may not be granted/,
    )
  })
})
