import { join } from 'node:path'
import { callTool, type Reply, type ScriptRequest } from './model-server/index.js'

/**
 * The review team's world for the reviewers end-to-end test: three patches,
 * who is assigned which, what each specialist claims (one claim is false and
 * the verifier refutes it; two are out of bounds or malformed), and the
 * verifier's verdicts.
 */
export const SPECIALISTS = ['correctness', 'security', 'code-quality', 'performance', 'tests'] as const

export const PATCHES: Record<string, { path: string; text: string }> = {
  'db.patch': {
    path: 'src/db.ts',
    text: [
      '@@ -1,3 +1,5 @@',
      " import { pool } from './pool'",
      "-export const find = (id: number) => pool.query('SELECT * FROM users WHERE id = $1', [id])",
      '+export function find(id: string) {',
      '+  return pool.query(`SELECT * FROM users WHERE id = ${id}`)',
      '+}',
      ' export default find',
      '',
    ].join('\n'),
  },
  'math.patch': {
    path: 'src/math.ts',
    text: ['@@ -1,2 +1,4 @@', ' export function ratio(a: number, b: number) {', '+  if (b === 0) return 0', '+  return a / b', ' }', ''].join('\n'),
  },
  'list.patch': {
    path: 'src/list.ts',
    text: ['@@ -0,0 +1,3 @@', '+export function uniq(xs: number[]) {', '+  return xs.filter((x, i) => xs.indexOf(x) === i)', '+}', ''].join('\n'),
  },
}

export const ASSIGNED: Record<(typeof SPECIALISTS)[number], string[]> = {
  correctness: ['math.patch', 'db.patch'],
  security: ['db.patch'],
  'code-quality': ['list.patch', 'math.patch'],
  performance: ['list.patch'],
  tests: ['list.patch', 'math.patch', 'db.patch'],
}

function finding(path: string, line: number, category: string, severity: string, title: string, evidence: string): Record<string, unknown> {
  return { path, line, side: 'RIGHT', severity, category, title, body: `${title}. Fix it.`, evidence }
}

export const ANSWERS: Record<(typeof SPECIALISTS)[number], Record<string, unknown>[]> = {
  security: [finding('src/db.ts', 3, 'security', 'high', 'SQL injection through id', 'pool.query(`SELECT * FROM users WHERE id = ${id}`)')],
  // The scripted false claim: line 2 guards the division, the verifier refutes it.
  correctness: [finding('src/math.ts', 3, 'correctness', 'high', 'Division by zero', 'return a / b')],
  performance: [finding('src/list.ts', 2, 'performance', 'medium', 'Quadratic uniq', 'xs.filter((x, i) => xs.indexOf(x) === i)')],
  'code-quality': [
    finding('src/list.ts', 40, 'code-quality', 'low', 'Line outside the patch', 'nothing'),
    { ...finding('src/list.ts', 1, 'code-quality', 'low', 'Bad severity', 'export'), severity: 'urgent' },
  ],
  tests: [],
}

/**
 * A specialist whose patches all fit inline is called once, without tools;
 * the code-quality specialist reads the checkout, keeps its tools and drills
 * down once through OpenCode's read tool. Slowly enough that the five
 * sessions overlap.
 */
export function specialistScript(name: (typeof SPECIALISTS)[number], stageDir: string): (req: ScriptRequest) => Reply {
  const first = ASSIGNED[name][0] as string
  const answer = `Review done.\n\`\`\`json\n${JSON.stringify({ findings: ANSWERS[name] })}\n\`\`\``
  return (req) => {
    if (!req.tools.includes('read')) return { text: answer, latencyMs: 1_800 }
    return req.turn === 0 ? { ...callTool('read', { filePath: join(stageDir, 'patches', first) }), latencyMs: 1_500 } : { text: answer, latencyMs: 300 }
  }
}

export function verifierAnswer(req: ScriptRequest): Reply {
  const verdicts: { index: number; verdict: string; reason: string }[] = []
  for (const m of req.conversationText.matchAll(/<<<CANDIDATE index=(\d+) [0-9a-f]+>>>\n[^\n]*\ntitle: ([^\n]*)/g)) {
    const refuted = (m[2] ?? '').includes('Division by zero')
    verdicts.push({
      index: Number(m[1]),
      verdict: refuted ? 'refuted' : 'confirmed',
      reason: refuted ? 'Line 2 returns early when b is 0.' : 'The hunk shows it.',
    })
  }
  return { text: JSON.stringify({ verdicts }) }
}
