import { readFileSync } from 'node:fs'
import { DEMO_FILES, DEMO_PLAN } from '../test/fixtures/demo-pr.js'
import { OWNER, REPO, runScenario } from '../test/support/action/harness.js'
import { scriptedTeam } from '../test/support/action/scripted-team.js'

/**
 * One skipped run through the whole action in this process (real runner, real
 * OpenCode when the runner starts it, the GitHub fake, the scripted model),
 * printed as JSON. HM_BENCH_SKIP says which:
 * - `event-draft`: the push's event says draft, so the skip is foreseen;
 * - `live-draft`: the event says ready and the live PR is a draft (converted
 *   after the push), so OpenCode is provisioned and boots beside prepare, as
 *   for every draft push before the skip was foreseen. Against the local fake
 *   the skip usually lands before a server has spawned; the run still waits
 *   for provisioning to finish before it ends.
 * CPU is this process's own plus that of every child it reaped (OpenCode
 * servers are stopped and reaped before the run returns): /proc/self/stat.
 */

const TICKS_PER_SECOND = 100

function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // Fields 16 and 17 of stat (cutime, cstime), counted from the state field (3).
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS_PER_SECOND
}

function ownCpuMs(): number {
  const usage = process.cpuUsage()
  return (usage.user + usage.system) / 1000
}

async function main(): Promise<void> {
  const kind = process.env.HM_BENCH_SKIP
  if (kind !== 'event-draft' && kind !== 'live-draft') throw new Error(`HM_BENCH_SKIP must be event-draft or live-draft, got ${kind ?? '(unset)'}`)
  const cpuBefore = ownCpuMs() + childrenCpuMs()
  const started = performance.now()
  const s = await runScenario({
    mode: 'comment',
    files: DEMO_FILES.slice(0, 2),
    draft: kind === 'event-draft',
    script: scriptedTeam(DEMO_PLAN),
    setup: (fake, pr) => fake.state.setDraft(OWNER, REPO, pr.number, true),
  })
  const wallMs = performance.now() - started
  try {
    const result = {
      outcome: s.outputs.outcome ?? '',
      wallMs,
      cpuMs: ownCpuMs() + childrenCpuMs() - cpuBefore,
      servers: s.logger.find('runtime', 'server-started').length,
      provisioned: s.logger.find('runtime', 'provisioned').length,
      githubRequests: s.fake.requests.length,
      modelRequests: s.model.requests.length,
    }
    process.stdout.write(`${JSON.stringify(result)}\n`)
  } finally {
    await s.close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
