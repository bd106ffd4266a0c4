import type { RecordedRequest } from '../test/support/model-server/index.js'

/**
 * The fan-out run's critical path, from the model server's own record of
 * when each call started and ended: the editor's turns, plus the slowest
 * specialist's chain of turns, plus the verifier's. Anything the wall time
 * spends beyond it is runtime overhead (process start, sessions, tool
 * plumbing), listed as gaps so the cause can be named.
 */

export interface CriticalPath {
  ms: number
  editorMs: number
  editorTurns: number
  slowestSpecialist: string
  slowestSpecialistMs: number
  verifierMs: number
  gaps: Record<string, number>
}

const duration = (r: RecordedRequest): number => (r.endedAt ?? r.startedAt) - r.startedAt
const sum = (rs: readonly RecordedRequest[]): number => rs.reduce((n, r) => n + duration(r), 0)

export function criticalPath(requests: readonly RecordedRequest[], runStart: number, runEnd: number): CriticalPath {
  const ok = requests.filter((r) => r.status === 200)
  const editor = ok.filter((r) => r.agent === 'editor').sort((a, b) => a.startedAt - b.startedAt)
  const verifier = ok.filter((r) => r.agent === 'verifier')
  const specialists = new Map<string, RecordedRequest[]>()
  for (const r of ok) if (r.agent.startsWith('specialist-')) specialists.set(r.agent, [...(specialists.get(r.agent) ?? []), r])
  let slowest = ''
  let slowestMs = 0
  for (const [agent, rs] of specialists) {
    if (sum(rs) > slowestMs) {
      slowest = agent
      slowestMs = sum(rs)
    }
  }
  const editorMs = sum(editor)
  const verifierMs = sum(verifier)

  const specialistReqs = [...specialists.values()].flat()
  const firstSpecialist = Math.min(...specialistReqs.map((r) => r.startedAt))
  const lastSpecialist = Math.max(...specialistReqs.map((r) => r.endedAt ?? r.startedAt))
  const verifierStart = Math.min(...verifier.map((r) => r.startedAt))
  const verifierEnd = Math.max(...verifier.map((r) => r.endedAt ?? r.startedAt))
  const editorBefore = editor.filter((r) => r.startedAt < firstSpecialist)
  const editorAfter = editor.filter((r) => r.startedAt > verifierEnd)
  const lastBefore = Math.max(...editorBefore.map((r) => r.endedAt ?? r.startedAt))
  const firstAfter = Math.min(...editorAfter.map((r) => r.startedAt))
  const gaps: Record<string, number> = {
    'run start -> first editor call': (editor[0]?.startedAt ?? runStart) - runStart,
    'editor spawn_reviewers call -> first specialist call': firstSpecialist - lastBefore,
    'slowest specialist idle between its turns': spanOf(specialists.get(slowest) ?? []) - slowestMs,
    'last specialist answer -> verifier call': verifierStart - lastSpecialist,
    'verifier answer -> next editor call': firstAfter - verifierEnd,
    'between later editor turns': gapsBetween(editorAfter),
    'last editor answer -> run end': runEnd - Math.max(...editor.map((r) => r.endedAt ?? r.startedAt)),
  }
  return {
    ms: editorMs + slowestMs + verifierMs,
    editorMs,
    editorTurns: editor.length,
    slowestSpecialist: slowest,
    slowestSpecialistMs: slowestMs,
    verifierMs,
    gaps,
  }
}

function spanOf(rs: readonly RecordedRequest[]): number {
  if (rs.length === 0) return 0
  return Math.max(...rs.map((r) => r.endedAt ?? r.startedAt)) - Math.min(...rs.map((r) => r.startedAt))
}

function gapsBetween(rs: readonly RecordedRequest[]): number {
  let total = 0
  for (let i = 1; i < rs.length; i++) total += (rs[i] as RecordedRequest).startedAt - ((rs[i - 1] as RecordedRequest).endedAt ?? 0)
  return total
}
