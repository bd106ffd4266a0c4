import { DEMO_BODY, DEMO_CHECKOUT, DEMO_FILES, DEMO_PLAN, DEMO_TITLE } from '../../fixtures/demo-pr.js'
import type { ScenarioOptions } from './harness.js'
import { scriptedTeam } from './scripted-team.js'

/** The demo pull request reviewed by the scripted team in comment mode; tests override what they vary. */
export function demoScenario(extra: Partial<ScenarioOptions> = {}): ScenarioOptions {
  return { mode: 'comment', files: DEMO_FILES, title: DEMO_TITLE, body: DEMO_BODY, checkout: DEMO_CHECKOUT, script: scriptedTeam(DEMO_PLAN), ...extra }
}
