import { type ReviewPlan, type TeamPort } from '../../../plugins/lib/reviewers/team-phases.js'
import { TeamLog } from '../../../plugins/lib/reviewers/team.js'
import { runConfigSchema, type RunConfig } from '../../../src/core/contracts/run-config.js'
import { ModelError } from '../../../src/core/errors.js'
import type { AgentRun } from '../../../src/core/opencode/run-agent.js'
import { DEFAULT_ROUTING } from '../../../src/core/policy/routing.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { testRunConfig } from '../../support/kit/run-config.js'
import { reviewIndexOf } from '../../support/kit/review-index.js'
import { DB_PATCH } from './fixtures.js'

/** The run the team-phase tests script: three specialists on one staged patch, agents answering from a table. */

export const config: RunConfig = runConfigSchema.parse(
  testRunConfig({
    runId: '9001-1',
    headSha: 'a'.repeat(40),
    allowlist: ['src/db.ts'],
    stageDir: '/stage',
    privateDir: '/private',
    specialists: [
      { name: 'security', patches: ['db.patch'] },
      { name: 'correctness', patches: ['db.patch'] },
      { name: 'tests', patches: ['missing.patch'] },
    ],
    models: [{ providerID: 'hm', modelID: 'm' }],
    reviewer: { opencodeBin: '/bin/false', configHome: '/root', env: {}, startTimeoutMs: 1 },
    timeoutMs: 60_000,
  }),
)

export { injection } from './fixtures.js'

export function plan(): ReviewPlan {
  const index = reviewIndexOf({ pr: { repo: 'shop', number: 42, author: 'a' } })
  return {
    config,
    stage: { config, index, patches: new Map([['db.patch', DB_PATCH]]) },
    nonce: 'n0nce',
    policy: DEFAULT_ROUTING,
    logger: new RecordingLogger(),
  }
}

/** A team whose agents answer from a table; an agent missing from it fails as its model would. */
export function scriptedTeam(answers: Record<string, string>, log = new TeamLog()): TeamPort & { log: TeamLog; prompts: Map<string, string> } {
  const prompts = new Map<string, string>()
  return {
    log,
    prompts,
    get budgetExceeded() {
      return log.budgetExceeded
    },
    note: (error) => void log.errors.push(error),
    timedOut: () => false,
    run: async (agent, text): Promise<AgentRun> => {
      prompts.set(agent, text)
      const answer = answers[agent]
      if (answer === undefined) {
        log.errors.push({ agent, error: 'model: every model failed' })
        throw new ModelError('every model failed')
      }
      return { agent, sessionIds: [`ses-${agent}`], model: { providerID: 'hm', modelID: 'm' }, text: answer, attempts: [] }
    },
  }
}
