import { describe, expect, it } from 'vitest'
import { buildSpecialistPrompt } from '../../../plugins/lib/reviewers/specialist-prompt.js'
import { loadStage } from '../../../plugins/lib/reviewers/stage.js'
import { buildVerifierPrompt } from '../../../plugins/lib/reviewers/verifier.js'
import { PR, stageRaw } from '../stage/hidden-stage.js'
import { testRunConfig } from '../../support/kit/index.js'

/**
 * A staged patch shows hidden characters (bidi controls, zero-width, tag characters) as `\uXXXX`
 * text, which reads exactly like an escape the code itself holds. A reviewer told nothing takes
 * `"user\u202e // admin"` for a harmless escape and misses a Trojan Source line; so the trusted
 * part of the specialist's and the verifier's prompt says which patches GitHub sent with hidden
 * characters, and no such line is added for a file whose `\u` escapes are its own.
 */
const HIDDEN_PATCH = ['@@ -1,2 +1,3 @@', ' package main', '+if level != "user\u202E // admin" { deny() }', ' func main() {}'].join('\n')
const PLAIN_PATCH = ['@@ -1,2 +1,3 @@', ' const a = 1', '+const arrow = "\\u2192"', ' const b = 2'].join('\n')
const NOTE = /hidden characters.*shown as `\\uXXXX`/

describe('prompts over a patch with hidden characters', () => {
  it('tell the specialist and the verifier which patches hold hidden characters shown as escapes', async () => {
    const staged = await stageRaw({ 'main.go': HIDDEN_PATCH, 'arrow.ts': PLAIN_PATCH })
    const config = {
      ...testRunConfig({ headSha: PR.headSha, stageDir: staged.dir, privateDir: staged.dir }),
      allowlist: ['main.go', 'arrow.ts'],
      specialists: [{ name: 'security', patches: [...staged.patchNames.values()] }],
    }
    const stage = await loadStage(config)
    const patches = [...stage.patches.values()]
    const prompt = buildSpecialistPrompt({ specialist: 'security', prNumber: PR.number, stageDir: staged.dir, patches, nonce: 'n0nce' }).text
    const noted = prompt.split('\n').filter((l) => NOTE.test(l))
    expect(noted).toHaveLength(1)
    expect(noted[0]).toContain('"main.go"')
    const finding = (path: string) => ({ path, line: 2, severity: 'high' as const, category: 'security' as const, title: 't', body: 'b', evidence: 'e' })
    const verifier = buildVerifierPrompt({
      candidates: [
        { key: '0', id: 'hm2-0000000000000000', finding: finding('main.go'), specialists: ['security'] },
        { key: '1', id: 'hm2-0000000000000001', finding: finding('arrow.ts'), specialists: ['security'] },
      ],
      patches: stage.patches,
      stageDir: staged.dir,
      nonce: 'n0nce',
    })
    expect(verifier.split('\n').filter((l) => NOTE.test(l))).toHaveLength(1)
    expect(verifier.slice(0, verifier.indexOf('index=1'))).toMatch(NOTE)
  })
})
