import type { Mode } from '../config/settings.js'
import { PolicyError, SkipRun } from '../core/errors.js'
import type { PullRequestEvent } from './event.js'
import type { PullRequestFacts } from './records.js'

/**
 * Pure decision whether this run may review the live PR. Throws SkipRun for
 * PRs the settings say to leave alone (the run ends `skipped`, not failed) and
 * PolicyError when reviewing would mean reviewing the wrong code.
 */
export interface GateSettings {
  mode: Mode
  skipDrafts: boolean
  skipForks: boolean
}

export type GateDecision = { proceed: true; headSha: string }

const PUBLISHING_MODES: readonly Mode[] = ['comment', 'blocking']

export function gate(event: PullRequestEvent, pr: PullRequestFacts, settings: GateSettings): GateDecision {
  if (pr.state !== 'open') {
    throw new SkipRun(`pull request #${pr.number} is ${pr.merged ? 'merged' : 'closed'}; there is nothing to review`)
  }
  // Skips that hold whatever the head come before the head check: a push to a draft while its last
  // run read it is skipped by the newer run too, so the older run must not fail saying it will be reviewed.
  if (settings.skipDrafts && pr.draft) {
    throw new SkipRun(`pull request #${pr.number} is a draft and skip-drafts is true; mark it ready for review to get a review`)
  }
  if (settings.skipForks && isFork(pr)) {
    throw new SkipRun(`pull request #${pr.number} comes from the fork ${pr.headRepoFullName ?? '(deleted repository)'} and skip-forks is true`)
  }
  if (event.expectedHeadSha !== pr.headSha) {
    // GitHub re-runs a workflow run on the commit of its original event, so "Re-run jobs" here fails the same way.
    throw new PolicyError(
      `the PR head moved from ${event.expectedHeadSha} to ${pr.headSha}; a newer run will review it ` +
        `(re-running this workflow run reviews the same commit again, as GitHub re-runs keep the original event's commit, ` +
        `and fails the same way; re-run the pull request's newest workflow run instead)`,
    )
  }
  if (pr.locked && PUBLISHING_MODES.includes(settings.mode)) {
    throw new PolicyError(
      `pull request #${pr.number} is locked, so mode '${settings.mode}' cannot publish a review; unlock it or use mode silent or check-only`,
    )
  }
  return { proceed: true, headSha: pr.headSha }
}

/**
 * The skip the triggering event itself already announces (a closed pull
 * request, a draft, a fork), under the same settings as `gate`. The runner
 * then provisions and boots OpenCode only once prepare's live read disagrees,
 * instead of beside prepare: a push to a draft costs no OpenCode install or
 * start-up. The live PR still decides; this only orders the work.
 */
export function skipForeseen(event: PullRequestEvent, settings: Pick<GateSettings, 'skipDrafts' | 'skipForks'>): string | undefined {
  if (event.action === 'closed') return 'the event closed the pull request'
  if (settings.skipDrafts && event.draft) return 'the event says the pull request is a draft and skip-drafts is true'
  if (settings.skipForks && isFork(event)) return 'the event says the pull request comes from a fork and skip-forks is true'
  return undefined
}

/** A deleted head repository counts as a fork: its origin can no longer be checked. */
export function isFork(pr: Pick<PullRequestFacts, 'headRepoFullName' | 'baseRepoFullName'>): boolean {
  return pr.headRepoFullName === undefined || pr.headRepoFullName.toLowerCase() !== pr.baseRepoFullName.toLowerCase()
}
