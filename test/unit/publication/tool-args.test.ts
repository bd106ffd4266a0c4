import { tool } from '@opencode-ai/plugin'
import { describe, expect, it } from 'vitest'
import { reviewPayloadSchema } from '../../../src/core/contracts/review-payload.js'
import { payloadJsonSchema, shapeOf, type ZodBuilder } from '../../../plugins/lib/publication/tool-args.js'

type PluginZod = ReturnType<typeof tool.schema.unknown>
const pz = tool.schema
const args = () => pz.object(shapeOf(pz as unknown as ZodBuilder<PluginZod>))

const valid = {
  summary: 'One issue.',
  findings: [{ path: 'src/a.ts', line: 3, severity: 'high', category: 'security', title: 'Bad thing', body: 'Because.', evidence: '+x' }],
}

describe('publish/record tool arguments generated from the payload schema', () => {
  it("builds, in OpenCode's plugin zod, a schema that accepts what the payload schema accepts", () => {
    expect(reviewPayloadSchema.safeParse(valid).success).toBe(true)
    expect(args().safeParse(valid).success).toBe(true)
  })

  it('rejects what the payload schema rejects (severity, extra keys, bad disposition id)', () => {
    const bad = [
      { ...valid, findings: [{ ...valid.findings[0], severity: 'blocker' }] },
      { ...valid, findings: [{ ...valid.findings[0], event: 'APPROVE' }] },
      { ...valid, dispositions: [{ finding_id: 'x', status: 'fixed', note: 'n' }] },
      // Whitespace only: an inline comment with an empty bold title, or no body or evidence at all.
      { ...valid, findings: [{ ...valid.findings[0], title: '   ' }] },
      { ...valid, findings: [{ ...valid.findings[0], body: ' \n ' }] },
      { ...valid, findings: [{ ...valid.findings[0], evidence: '\t' }] },
      { ...valid, summary: '  ' },
    ]
    for (const payload of bad) {
      expect(reviewPayloadSchema.safeParse(payload).success).toBe(false)
      expect(args().safeParse(payload).success).toBe(false)
    }
    // A raw shape cannot forbid extra top-level keys; the tool's own validation does.
    expect(reviewPayloadSchema.safeParse({ ...valid, event: 'APPROVE' }).success).toBe(false)
  })

  it('tells the editor what to fix when OpenCode refuses a blank text, in the words the payload schema uses', () => {
    // OpenCode validates the tool's arguments first: its refusal is the tool error the editor reads.
    const refused = args().safeParse({ ...valid, findings: [{ ...valid.findings[0], title: '   ' }] })
    expect(refused.success).toBe(false)
    const issue = refused.error?.issues[0]
    expect(issue?.path).toEqual(['findings', 0, 'title'])
    expect(issue?.message).toBe('must not be blank (whitespace only)')
    const summary = args().safeParse({ ...valid, summary: ' ' })
    expect(summary.error?.issues[0]?.message).toBe('must not be blank (whitespace only)')
  })

  it('shows the model every field with its description and enum', () => {
    const json = JSON.stringify(pz.toJSONSchema(args()))
    for (const field of ['summary', 'findings', 'dispositions', 'start_line', 'side', 'suggestion', 'evidence', 'finding_id'])
      expect(json).toContain(`"${field}"`)
    expect(json).toContain('"critical"')
    expect(json).toContain('exactly as listed in review-index.json')
    // Same required fields as the payload schema's own JSON Schema.
    expect(JSON.parse(json).required).toEqual(payloadJsonSchema().required)
  })
})
