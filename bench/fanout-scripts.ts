import { join } from 'node:path'
import { byAgent, callTool, type Reply, type Script, type ScriptRequest } from '../test/support/model-server/index.js'
import { FINDINGS_FORMAT } from '../plugins/lib/reviewers/specialist-prompt.js'
import { firstAddedLine } from './fanout-pr.js'

/**
 * What the scripted model answers in the benchmarks. The behaviour is the
 * well-behaved one the prompts ask for: a specialist answers from the
 * patches inline in its first message; one of them (security) drills down
 * once with grep before answering when it is offered tools (a specialist
 * whose patches all fit inline is not: then it answers in its one call).
 * The verifier answers in one turn, the editor calls spawn_reviewers, then
 * record_review with the verified findings; the runner ends the session on
 * the receipt, so the closing answer scripted last is never asked for.
 */

interface BenchFinding {
  path: string
  line: number
  side: 'RIGHT'
  severity: string
  category: string
  title: string
  body: string
  evidence: string
}

function finding(path: string, line: number, category: string, severity: string, title: string, evidence: string): BenchFinding {
  return { path, line, side: 'RIGHT', severity, category, title, body: `${title}. Fix it before merging.`, evidence }
}

const ANSWERS: Record<string, BenchFinding[]> = {
  security: [
    finding(
      'src/db/users.ts',
      firstAddedLine(20) + 1,
      'security',
      'high',
      'SQL built from an unescaped id',
      'db.query(`SELECT * FROM users WHERE id = ${id}`)',
    ),
  ],
  correctness: [
    finding(
      'src/auth/session.ts',
      firstAddedLine(10) + 1,
      'correctness',
      'high',
      'Token claims used without verifying the signature',
      'const claims = decodeJwt(token)',
    ),
  ],
  performance: [
    finding('src/jobs/sync.ts', firstAddedLine(5) + 1, 'performance', 'medium', 'Sequential awaits in a loop', 'for (const id of ids) await syncOne(id)'),
  ],
  tests: [],
  'code-quality': [
    finding('src/jobs/sync.ts', firstAddedLine(5) + 2, 'code-quality', 'low', 'Synchronous file read in an async job', "readFileSync('state.json', 'utf8')"),
  ],
}

function answer(findings: BenchFinding[]): Reply {
  return { text: `Review done.\n\`\`\`json\n${JSON.stringify({ findings })}\n\`\`\`` }
}

function verifierAnswer(req: ScriptRequest): Reply {
  const verdicts: { index: number; verdict: string; reason: string }[] = []
  for (const m of req.conversationText.matchAll(/<<<CANDIDATE index=(\d+) /g)) {
    verdicts.push({ index: Number(m[1]), verdict: 'confirmed', reason: 'The quoted changed line shows it.' })
  }
  return { text: `\`\`\`json\n${JSON.stringify({ verdicts })}\n\`\`\`` }
}

/** Turns the verified findings spawn_reviewers returned into the record_review payload. */
function recordReview(req: ScriptRequest): Reply {
  let findings: BenchFinding[] = []
  try {
    const result = JSON.parse(req.lastToolResults[0]?.content ?? '{}') as { findings?: Array<BenchFinding & Record<string, unknown>> }
    findings = (result.findings ?? []).map((f) => ({
      path: f.path,
      line: f.line,
      side: 'RIGHT',
      severity: f.severity,
      category: f.category,
      title: f.title,
      body: f.body,
      evidence: f.evidence,
    }))
  } catch {
    // A broken tool result still gets a review recorded, with no findings.
  }
  return callTool('record_review', { summary: `Harbourmaster found ${findings.length} issue(s) worth fixing.`, findings, dispositions: [] })
}

export function fanoutScript(stageDir: string, specialists: readonly string[]): Script {
  const specialistTurns = Object.fromEntries(
    specialists.map((name) => [
      `specialist-${name}`,
      name === 'security'
        ? (req: ScriptRequest) =>
            req.tools.includes('grep') && req.turn === 0
              ? callTool('grep', { pattern: 'query\\(', path: join(stageDir, 'patches') })
              : answer(ANSWERS[name] ?? [])
        : [answer(ANSWERS[name] ?? [])],
    ]),
  )
  return byAgent({
    editor: [callTool('spawn_reviewers', {}), recordReview, { text: 'Review recorded.' }],
    verifier: verifierAnswer,
    ...specialistTurns,
  })
}

export const BASELINE_AGENT = 'specialist-correctness'

/** The single-session baseline's first message: every patch by path, to be read one tool call at a time. */
export function baselinePrompt(prNumber: number, stageDir: string, patchPaths: readonly string[]): string {
  return [
    `Review pull request #${prNumber} alone: correctness, security, performance, tests and code quality.`,
    `Stage directory: ${stageDir}. Read each patch below with the read tool, one at a time, then answer.`,
    '',
    FINDINGS_FORMAT,
    '',
    ...patchPaths.map((p) => `- ${p}`),
  ].join('\n')
}

/** One read per turn over every patch, then all the findings the team found, in one answer. */
export function baselineScript(patchPaths: readonly string[]): Script {
  const all = Object.values(ANSWERS).flat()
  return byAgent({
    [BASELINE_AGENT]: (req) => {
      const next = patchPaths[req.turn]
      return next !== undefined ? callTool('read', { filePath: next }) : answer(all)
    },
  })
}
