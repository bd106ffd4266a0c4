import { describe, expect, it } from 'vitest'
import type { Mode } from '../../../src/config/settings.js'
import { ConfigurationError, type HarbourmasterError, GitHubError, ModelError, OpenCodeError, PolicyError } from '../../../src/core/errors.js'
import { decideOutcome, type OutcomeFacts, type FailurePhase } from '../../../src/publication/outcome.js'

const base = (mode: Mode, over: Partial<OutcomeFacts> = {}): OutcomeFacts => ({
  mode,
  publicationProven: mode === 'comment' || mode === 'blocking',
  blockingFindings: 0,
  blockingSeverity: 'high',
  strictRuntime: false,
  modelCalls: 5,
  ...over,
})
const failure = (error: HarbourmasterError, phase: FailurePhase) => ({ error, phase })

type Row = [string, OutcomeFacts, string, string | undefined, boolean]
const rows: Row[] = [
  // mode, facts -> outcome, class, job fails
  ['comment: proven review', base('comment'), 'success', undefined, false],
  ['comment: not proven', base('comment', { publicationProven: false }), 'failure', 'policy', true],
  [
    'comment: verification failed',
    base('comment', { publicationProven: false, failure: failure(new PolicyError('publication not proven: head moved'), 'verify') }),
    'failure',
    'policy',
    true,
  ],
  [
    'comment: OpenCode failed to start',
    base('comment', { publicationProven: false, failure: failure(new OpenCodeError('no server'), 'startup') }),
    'degraded',
    'opencode',
    false,
  ],
  [
    'comment: provider down at start',
    base('comment', { publicationProven: false, failure: failure(new ModelError('401'), 'startup') }),
    'degraded',
    'model',
    false,
  ],
  [
    'comment: model failed mid-review',
    base('comment', { publicationProven: false, failure: failure(new ModelError('500s'), 'review') }),
    'failure',
    'model',
    true,
  ],
  [
    'comment: GitHub failed publishing',
    base('comment', { publicationProven: false, failure: failure(new GitHubError('502', 502), 'publication') }),
    'failure',
    'github',
    true,
  ],
  ['comment: blocking findings do not fail', base('comment', { blockingFindings: 3 }), 'success', undefined, false],
  ['comment: token budget reached', base('comment', { failure: failure(new ModelError('token budget reached'), 'budget') }), 'degraded', 'model', false],
  ['any: configuration error', base('silent', { failure: failure(new ConfigurationError('bad input', 'mode'), 'context') }), 'failure', 'configuration', true],
  ['silent: runtime failure', base('silent', { failure: failure(new GitHubError('x', 500), 'context') }), 'degraded', 'github', false],
  ['silent: findings', base('silent', { blockingFindings: 4 }), 'success', undefined, false],
  ['check-only: blocking findings', base('check-only', { blockingFindings: 1 }), 'failure', undefined, true],
  ['check-only: clean', base('check-only'), 'success', undefined, false],
  ['check-only: nothing recorded never passes the gate', base('check-only', { recorded: false }), 'failure', 'policy', true],
  ['silent: nothing recorded degrades', base('silent', { recorded: false }), 'degraded', 'policy', false],
  ['silent: recorded review', base('silent', { recorded: true }), 'success', undefined, false],
  // A fault after the review was recorded (an annotation or summary write): its findings are known and gated.
  [
    'check-only: runtime failure after the review was recorded',
    base('check-only', { recorded: true, failure: failure(new OpenCodeError('crash'), 'review') }),
    'degraded',
    'opencode',
    false,
  ],
  // The editor crashed, or the model failed, before record_review: the findings are unknown, as when it never calls it.
  [
    'check-only: the editor failed before recording a review',
    base('check-only', { recorded: false, failure: failure(new ModelError('500s'), 'review') }),
    'failure',
    'model',
    true,
  ],
  // A pull request big enough to spend the budget before the editor recorded must not pass the gate unreviewed.
  [
    'check-only: the token budget ran out before a review was recorded',
    base('check-only', { recorded: false, failure: failure(new ModelError('token budget reached'), 'budget') }),
    'failure',
    'model',
    true,
  ],
  [
    'check-only: OpenCode failed to start, so no review was recorded',
    base('check-only', { recorded: false, failure: failure(new OpenCodeError('no server'), 'startup') }),
    'failure',
    'opencode',
    true,
  ],
  [
    'silent: the editor failed before recording a review',
    base('silent', { recorded: false, failure: failure(new ModelError('500s'), 'review') }),
    'degraded',
    'model',
    false,
  ],
  [
    'check-only: blocking findings recorded before a fault',
    base('check-only', { blockingFindings: 1, failure: failure(new GitHubError('x', 502), 'verify') }),
    'failure',
    'github',
    true,
  ],
  [
    'blocking: fails closed on start-up failure',
    base('blocking', { publicationProven: false, failure: failure(new OpenCodeError('no server'), 'startup') }),
    'failure',
    'opencode',
    true,
  ],
  [
    'comment: a specialist failed (review proven)',
    base('comment', { failure: failure(new ModelError('team incomplete'), 'team') }),
    'degraded',
    'model',
    false,
  ],
  ['silent: a specialist failed', base('silent', { failure: failure(new ModelError('team incomplete'), 'team') }), 'degraded', 'model', false],
  [
    'blocking: fails closed when a specialist failed',
    base('blocking', { failure: failure(new ModelError('team incomplete'), 'team') }),
    'failure',
    'model',
    true,
  ],
  ['blocking: fails closed on budget', base('blocking', { failure: failure(new ModelError('budget'), 'budget') }), 'failure', 'model', true],
  ['blocking: not proven', base('blocking', { publicationProven: false }), 'failure', 'policy', true],
  ['blocking: blocking findings', base('blocking', { blockingFindings: 2 }), 'failure', undefined, true],
  ['blocking: clean and proven', base('blocking'), 'success', undefined, false],
  ['strict-runtime: zero model calls', base('silent', { strictRuntime: true, modelCalls: 0 }), 'failure', 'model', true],
  [
    'strict-runtime: zero calls after start-up failure',
    base('comment', { strictRuntime: true, modelCalls: 0, failure: failure(new OpenCodeError('no server'), 'startup') }),
    'failure',
    'opencode',
    true,
  ],
  ['strict-runtime off: zero calls is fine', base('silent', { modelCalls: 0 }), 'success', undefined, false],
  ['skipped draft', base('comment', { skippedReason: 'draft pull request', publicationProven: false }), 'skipped', undefined, false],
  [
    'strict-runtime: a skipped run called no model on purpose and stays skipped',
    base('silent', { skippedReason: 'draft pull request', strictRuntime: true, modelCalls: 0 }),
    'skipped',
    undefined,
    false,
  ],
  // A replay whose recorded review is already on GitHub: a blocking job's status is still that review's verdict.
  [
    'blocking: skipped on a landed review that blocks',
    base('blocking', { skippedReason: 'the recorded review is already on GitHub as review 7', publicationProven: false, blockingFindings: 1 }),
    'failure',
    undefined,
    true,
  ],
  [
    'blocking: skipped on a landed review with nothing blocking',
    base('blocking', { skippedReason: 'the recorded review is already on GitHub as review 7', publicationProven: false }),
    'skipped',
    undefined,
    false,
  ],
  [
    'comment: skipped on a landed review never fails on findings',
    base('comment', { skippedReason: 'the recorded review is already on GitHub as review 7', publicationProven: false, blockingFindings: 1 }),
    'skipped',
    undefined,
    false,
  ],
]

describe('decideOutcome follows the mode table', () => {
  it.each(rows)('%s', (_name, facts, outcome, failureClass, exitFailed) => {
    const decision = decideOutcome(facts)
    expect(decision.outcome).toBe(outcome)
    expect(decision.failureClass).toBe(failureClass)
    expect(decision.exitFailed).toBe(exitFailed)
    expect(decision.message.length).toBeGreaterThan(0)
  })

  it('names the blocking count and severity in the message', () => {
    expect(decideOutcome(base('check-only', { blockingFindings: 2, blockingSeverity: 'medium' })).message).toBe('2 findings at or above medium')
    expect(decideOutcome(base('blocking', { blockingFindings: 2, standingBlocking: 1, blockingSeverity: 'high' })).message).toBe(
      '2 findings at or above high (1 of them still open from an earlier push)',
    )
  })
})
