/**
 * `npm run demo -- --scenario repush`: two pushes of the demo pull request
 * through the bundled action, against one GitHub fake that keeps its state.
 * Push 1 is the first review; push 2 fixes the off-by-one and changes only
 * src/pagination.ts, so it is a delta review: the earlier off-by-one thread is
 * re-checked and resolved with a reply, nothing is posted twice, and the push
 * costs a fraction of the first. Ends with one line of figures.
 */
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DEMO_BODY,
  DEMO_CHECKOUT,
  DEMO_FILES,
  DEMO_PLAN,
  DEMO_PUSH2_CHANGES,
  DEMO_PUSH2_CHECKOUT,
  DEMO_PUSH2_FILES,
  DEMO_PUSH2_PLAN,
  DEMO_TITLE,
} from '../test/fixtures/demo-pr.js'
import { scriptedTeam, type TeamPlan } from '../test/support/action/scripted-team.js'
import { startGitHubFake, type GitHubFake } from '../test/support/github-fake/index.js'
import { startModelServer } from '../test/support/model-server/index.js'
import { runBundledAction, type BundledRun } from './demo-action.js'

const say = (s = ''): void => void process.stdout.write(`${s}\n`)
const BOT = 'github-actions[bot]'

async function push(
  root: string,
  base: string,
  fake: GitHubFake,
  plan: TeamPlan,
  runId: string,
  action: 'opened' | 'synchronize',
  checkout: Record<string, string>,
): Promise<BundledRun> {
  const model = await startModelServer({ script: scriptedTeam(plan) })
  try {
    const dir = join(base, `push-${runId}`)
    await mkdir(dir)
    return await runBundledAction({ root, base: dir, fake, model, mode: 'comment', runId, action, checkout, onTelemetry: (line) => say(`  ${line}`) })
  } finally {
    await model.close()
  }
}

function botComments(fake: GitHubFake): { roots: number; replies: number } {
  const comments = fake.state.reviewComments('acme', 'shop', 42).filter((c) => c.user === BOT)
  return { roots: comments.filter((c) => c.inReplyToId === null).length, replies: comments.filter((c) => c.inReplyToId !== null).length }
}

export async function runRepush(root: string): Promise<number> {
  if (!existsSync(join(root, 'dist', 'index.js'))) {
    process.stderr.write('demo: dist/index.js is missing; run npm run build first\n')
    return 1
  }
  say('Harbourmaster demo: two pushes of one pull request (comment mode, fully offline, scripted model)')
  const fake = await startGitHubFake()
  const base = await mkdtemp(join(tmpdir(), 'hm-demo-repush-'))
  try {
    fake.state.addPullRequest({ owner: 'acme', repo: 'shop', number: 42, title: DEMO_TITLE, body: DEMO_BODY, files: DEMO_FILES })
    say('Push 1: the first review')
    const first = await push(root, base, fake, DEMO_PLAN, '2001', 'opened', DEMO_CHECKOUT)
    const before = botComments(fake)
    const resolvedBefore = fake.state.threads('acme', 'shop', 42).filter((t) => t.isResolved).length

    fake.state.pushCommit('acme', 'shop', 42, { changes: DEMO_PUSH2_CHANGES, files: DEMO_PUSH2_FILES, message: 'Fix the off-by-one' })
    say('Push 2: the off-by-one fixed, one file changed')
    const second = await push(root, base, fake, DEMO_PUSH2_PLAN, '2002', 'synchronize', DEMO_PUSH2_CHECKOUT)
    const after = botComments(fake)
    const resolvedAfter = fake.state.threads('acme', 'shop', 42).filter((t) => t.isResolved).length
    const ok = first.exitCode === 0 && second.exitCode === 0 && first.outputs.outcome === 'success' && second.outputs.outcome === 'success'
    if (!ok)
      process.stderr.write(`demo: a push did not succeed (push 1 ${first.outputs.outcome ?? 'no outcome'}, push 2 ${second.outputs.outcome ?? 'no outcome'})\n`)
    say(
      `repush: push2_new_comments=${after.roots - before.roots} push2_resolved=${resolvedAfter - resolvedBefore} push2_replies=${after.replies - before.replies} push1_tokens_in=${first.outputs['tokens-in'] ?? 0} push2_tokens_in=${second.outputs['tokens-in'] ?? 0}`,
    )
    return ok ? 0 : 1
  } finally {
    await fake.close()
    if (!process.env.HM_DEMO_KEEP) await rm(base, { recursive: true, force: true }).catch(() => undefined)
  }
}
