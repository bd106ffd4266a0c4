import type { Finding } from '../../../src/core/contracts/review-payload.js'
import { byAgent, callTool, type AgentScripts, type Reply, type ScriptRequest, type Script, type Turn } from '../model-server/index.js'

/**
 * A scripted review team for whole-action runs (mode e2e tests, the demo and
 * benchmarks). Every agent works through OpenCode's real tools:
 * - each specialist reads one of its staged patches with `read` (a drill-down;
 *   its patches are already inline in its first message), then answers with
 *   the findings the plan gives it;
 * - the verifier refutes the claims the plan marks false and confirms the rest;
 * - the editor calls spawn_reviewers once, then publish_review / record_review
 *   (whichever the runtime offers) with the verified findings it was handed.
 * The model decides nothing by itself: that is what "scripted" means here.
 */
export interface TeamPlan {
  claims: Partial<Record<string, Finding[]>>
  /** Titles the verifier refutes. */
  refute?: readonly string[]
  /** The verifier's answer on re-checked earlier findings: the first key the EARLIER block contains (a path or a title; default still-present). */
  earlier?: Record<string, { verdict: 'fixed' | 'still-present' | 'upheld'; reason?: string; rule?: string }>
  /** Titles whose failing tests the verifier judges unrelated to the finding (the rest are attributed to it). */
  unrelatedFailures?: readonly string[]
  /** Titles the verifier finds inconclusive (the rest are confirmed). */
  inconclusive?: readonly string[]
  /**
   * Claims a specialist makes only when its agent prompt (the system
   * message) carries the given text: how a repository rule from the base
   * commit shapes a finding, observably, through the real pipeline.
   */
  onlyWithGuidance?: Record<string, string>

  summary?: string
  /** Dispositions for earlier findings, keyed by finding id. */
  dispositions?: Record<string, { status: 'fixed' | 'still-present' | 'no-longer-applies'; note: string }>
  /** Editor payload changes, e.g. an APPROVE attempt or a foreign path, applied to the first publish call only. */
  firstPublishOverride?: (payload: Record<string, unknown>) => Record<string, unknown>
  /** Extra per-agent overrides (tests of faults). */
  overrides?: AgentScripts
  latencyMs?: number
}

/** Something to drill into: the review index of the stage named in the specialist's first message. */
function drillPathIn(req: ScriptRequest): string | undefined {
  const first = req.messages.find((m) => m.role === 'user')
  const text = typeof first?.content === 'string' ? first.content : JSON.stringify(first?.content ?? '')
  const stage = /Stage directory: (\/[^\s"'`]+?) \(/.exec(text)?.[1]
  return stage ? `${stage}/review-index.json` : undefined
}

function systemPrompt(req: ScriptRequest): string {
  return req.messages
    .filter((m) => m.role === 'system')
    .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
    .join('\n')
}

function findingsAnswer(name: string, plan: TeamPlan, req: ScriptRequest): Reply {
  const guidance = systemPrompt(req)
  const claims = (plan.claims[name] ?? []).filter((c) => {
    const needs = plan.onlyWithGuidance?.[c.title]
    return needs === undefined || guidance.includes(needs)
  })
  return { text: `Findings:\n\`\`\`json\n${JSON.stringify({ findings: claims })}\n\`\`\`` }
}

function specialist(name: string, plan: TeamPlan): Turn[] {
  return [
    // A specialist offered no tools (all its patches inline) answers in its one call.
    (req: ScriptRequest) => {
      const path = req.tools.includes('read') ? drillPathIn(req) : undefined
      return path ? callTool('read', { filePath: path }) : findingsAnswer(name, plan, req)
    },
    (req: ScriptRequest) => findingsAnswer(name, plan, req),
  ]
}

export function verifier(plan: TeamPlan): Script {
  return (req) => {
    const verdicts: { index: number; verdict: string; reason: string; tests?: string }[] = []
    for (const m of req.conversationText.matchAll(
      /<<<CANDIDATE index=(\d+) ([0-9a-f]+)>>>\n[^\n]*\ntitle: ([^\n]*)([\s\S]*?)<<<END CANDIDATE index=\1 \2>>>/g,
    )) {
      const title = m[3] ?? ''
      const refuted = (plan.refute ?? []).some((t) => title.includes(t))
      const inconclusive = (plan.inconclusive ?? []).some((t) => title.includes(t))
      // Failing tests shown with a candidate are attributed to it unless it is refuted or the plan says they fail for another reason.
      const failing = /\ntests: \d+ mapped test\(s\) fail/.test(m[4] ?? '')
      verdicts.push({
        index: Number(m[1]),
        verdict: refuted ? 'refuted' : inconclusive ? 'inconclusive' : 'confirmed',
        reason: refuted
          ? 'The hunk shows the case is already handled.'
          : inconclusive
            ? 'It depends on callers outside the diff.'
            : 'The changed lines show it.',
        ...(failing ? { tests: refuted || (plan.unrelatedFailures ?? []).some((t) => title.includes(t)) ? 'unrelated' : 'caused' } : {}),
      })
    }
    const earlier: { id: string; verdict: string; reason: string; rule?: string }[] = []
    for (const m of req.conversationText.matchAll(/<<<EARLIER id=(\S+) [0-9a-f]+>>>\n([\s\S]*?)<<<END EARLIER/g)) {
      const key = Object.keys(plan.earlier ?? {}).find((k) => (m[2] ?? '').includes(k))
      const answer = (key ? plan.earlier?.[key] : undefined) ?? { verdict: 'still-present' as const }
      earlier.push({
        id: m[1] ?? '',
        verdict: answer.verdict,
        reason: answer.reason ?? `Scripted: ${answer.verdict}.`,
        ...(answer.rule ? { rule: answer.rule } : {}),
      })
    }
    return { text: JSON.stringify(earlier.length > 0 ? { verdicts, earlier } : { verdicts }) }
  }
}

interface VerifiedOut {
  findings?: (Finding & { id?: string; verdict?: string; reason?: string; specialists?: string[] })[]
}

function editorPayload(req: ScriptRequest, plan: TeamPlan): Record<string, unknown> {
  const spawn = req.messages
    .filter((m) => m.role === 'tool')
    .map((m) => (typeof m.content === 'string' ? m.content : ''))
    .find((c) => c.includes('"findings"'))
  let verified: VerifiedOut = {}
  try {
    verified = spawn ? (JSON.parse(spawn) as VerifiedOut) : {}
  } catch {
    verified = {}
  }
  const findings = (verified.findings ?? []).map((f) => {
    const out: Record<string, unknown> = {
      path: f.path,
      line: f.line,
      severity: f.severity,
      category: f.category,
      title: f.title,
      body: f.body,
      evidence: f.evidence,
    }
    if (f.start_line !== undefined) out.start_line = f.start_line
    if (f.side !== undefined) out.side = f.side
    if (f.suggestion !== undefined) out.suggestion = f.suggestion
    return out
  })
  const dispositions = Object.entries(plan.dispositions ?? {}).map(([finding_id, d]) => ({ finding_id, ...d }))
  return { summary: plan.summary ?? `Scripted review: ${findings.length} verified finding(s).`, findings, dispositions }
}

function editor(plan: TeamPlan): Turn[] {
  let overridden = false
  const publish = (req: ScriptRequest): Reply => {
    const tool = req.tools.includes('publish_review') ? 'publish_review' : 'record_review'
    let payload = editorPayload(req, plan)
    if (plan.firstPublishOverride && !overridden) {
      overridden = true
      payload = plan.firstPublishOverride(payload)
    }
    return callTool(tool, payload)
  }
  return [
    () => callTool('spawn_reviewers', {}),
    publish,
    // A rejected first call (e.g. an override the plugin refused) gets one corrected retry.
    (req: ScriptRequest) =>
      req.lastToolResults.some((r) => /error|refus|problem|not /i.test(r.content) && !/published|recorded/i.test(r.content))
        ? publish(req)
        : { text: 'Review complete.' },
    { text: 'Review complete.' },
  ]
}

export const SPECIALIST_AGENTS = ['correctness', 'security', 'code-quality', 'performance', 'tests'] as const

export function scriptedTeam(plan: TeamPlan): Script {
  const scripts: AgentScripts = {
    editor: editor(plan),
    verifier: verifier(plan),
    ...Object.fromEntries(SPECIALIST_AGENTS.map((s) => [`specialist-${s}`, specialist(s, plan)])),
    ...plan.overrides,
  }
  const script = byAgent(scripts)
  if (plan.latencyMs === undefined) return script
  return (req) => ({ latencyMs: plan.latencyMs, ...script(req) })
}
