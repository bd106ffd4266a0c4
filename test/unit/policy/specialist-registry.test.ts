import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSettings } from '../../../src/config/settings.js'
import { categorySchema } from '../../../src/core/contracts/review-payload.js'
import { CHECKOUT_READERS, FINDING_CATEGORIES, SPECIALIST_REGISTRY, SPECIALISTS, specialistAgent } from '../../../src/core/contracts/specialists.js'
import { loadAgents } from '../../../src/core/opencode/agents.js'
import { agentRoots } from '../../../src/core/opencode/trusted-config.js'
import { selectSpecialists } from '../../../src/policy/select.js'
import { scoreRisk } from '../../../src/policy/risk.js'
import type { ChangedFile } from '../../../src/core/contracts/changed-file.js'
import { FINDINGS_FORMAT } from '../../../plugins/lib/reviewers/specialist-prompt.js'

const ROOT = join(import.meta.dirname, '..', '..', '..')

const inputs = (specialists: string) => (name: string) =>
  ({ 'github-token': 'ghs_x', mode: 'comment', model: 'hm/m', 'provider-api-key': 'k', specialists })[name] ?? ''

describe('the specialist registry is the one list of specialists', () => {
  it('has a prompt file for every entry and an entry for every prompt file', () => {
    for (const entry of SPECIALIST_REGISTRY) expect(existsSync(join(ROOT, entry.prompt)), entry.prompt).toBe(true)
    const files = readdirSync(join(ROOT, 'agents', 'specialists')).filter((f) => f.endsWith('.md'))
    expect(files.map((f) => `agents/specialists/${f}`).sort()).toEqual(SPECIALIST_REGISTRY.map((e) => e.prompt).sort())
  })

  it('gives the specialists input exactly the registry names, in registry order', () => {
    expect(readSettings(inputs([...SPECIALISTS].reverse().join(','))).specialists?.sort()).toEqual([...SPECIALISTS].sort())
    expect(() => readSettings(inputs('style'))).toThrow(/specialists/)
  })

  it('puts every specialist category into the payload schema and the specialists prompt', () => {
    for (const entry of SPECIALIST_REGISTRY) {
      expect(categorySchema.safeParse(entry.category).success, entry.category).toBe(true)
      expect(FINDINGS_FORMAT).toMatch(new RegExp(`"category":"[a-z|-]*\\b${entry.category}\\b`))
    }
    expect(categorySchema.options).toEqual([...FINDING_CATEGORIES])
  })

  it('lets exactly the entries that read the checkout see it, in OpenCode permissions and in the path guard', async () => {
    const agents = await loadAgents(join(ROOT, 'agents'))
    for (const entry of SPECIALIST_REGISTRY) {
      const agent = agents.get(specialistAgent(entry.name))
      expect(agent, entry.name).toBeDefined()
      expect(agentRoots(agent!, '/stage', '/checkout'), entry.name).toEqual(entry.readsCheckout ? ['/stage', '/checkout'] : ['/stage'])
      expect(CHECKOUT_READERS.has(specialistAgent(entry.name))).toBe(entry.readsCheckout)
    }
    // The editor and the verifier never read the checkout.
    expect([...agents.values()].filter((a) => a.readsCheckout).map((a) => a.name)).toEqual([...CHECKOUT_READERS])
  })

  it('has a selection rule for every entry: a PR with every signal selects them all, in registry order', () => {
    const changed: ChangedFile = {
      filename: 'src/auth/login.ts',
      previousFilename: undefined,
      status: 'modified',
      additions: 1,
      deletions: 0,
      changes: 1,
      patch: '@@ -1,0 +1,1 @@\n+const key = readFileSync(path)',
      sha: undefined,
    }
    const risk = scoreRisk(changed)
    const chosen = selectSpecialists([{ path: changed.filename, risk: risk.level, reasons: risk.reasons, patchFile: 'login.patch', isTest: false }])
    expect(chosen.map((c) => c.name)).toEqual([...SPECIALISTS])
    for (const c of chosen) expect(c.reasons.length, c.name).toBeGreaterThan(0)
  })
})
