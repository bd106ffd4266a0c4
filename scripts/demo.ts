/**
 * `npm run demo [-- --mode comment|silent|check-only|blocking]` (or
 * `-- --scenario repush`: two pushes of the demo pull request; `-- --scenario rules`:
 * a pull request that rewrites its own review rules, reviewed under the base
 * commit's, with the routing table in the printed review and summary; `-- --scenario tests`:
 * the demo checkout's tests run first for real (vitest, JUnit reporter) and their report reaches
 * the action through `test-results`, shown with the verdicts the tests produced): the whole
 * pipeline offline. It starts the loopback GitHub fake holding the demo pull
 * request, the scripted model server, and runs the BUNDLED action
 * (dist/index.js) as GitHub would: inputs and the event through the
 * environment. The real OpenCode reviews; only the model is scripted.
 */
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { DEMO_BODY, DEMO_CHECKOUT, DEMO_FILES, DEMO_PLAN, DEMO_TESTS_CHECKOUT, DEMO_TESTS_PLAN, DEMO_TITLE } from '../test/fixtures/demo-pr.js'
import { runFixtureTests } from '../test/support/action/fixture-tests.js'
import { BASE_FILES, RULES_CHECKOUT, RULES_FILES, RULES_PLAN } from '../test/fixtures/rules-pr.js'
import { scriptedTeam } from '../test/support/action/scripted-team.js'
import { startGitHubFake } from '../test/support/github-fake/index.js'
import { startModelServer } from '../test/support/model-server/index.js'
import { CliArgumentError, parseCliArguments, type CliSpec } from './cli-arguments.js'
import { runBundledAction } from './demo-action.js'
import { runRepush } from './demo-repush.js'

const ROOT = resolve(import.meta.dirname, '..')
const MODES = ['comment', 'silent', 'check-only', 'blocking'] as const
type DemoMode = (typeof MODES)[number]
const SCENARIOS = ['demo', 'rules', 'repush', 'tests'] as const
type Scenario = (typeof SCENARIOS)[number]
const SPEC: CliSpec = { values: { '--mode': MODES, '--scenario': SCENARIOS }, flags: [], docs: 'README.md#run-it-locally' }

/** The command line, or exit code 2 naming what is wrong: a misspelt `--mdoe check-only` ran the comment demo. */
function parseArguments(argv: string[]): { mode: DemoMode; scenario: Scenario } {
  try {
    const args = parseCliArguments(argv, SPEC)
    const scenario = (args.values.get('--scenario') ?? 'demo') as Scenario
    const mode = args.values.get('--mode') as DemoMode | undefined
    // The repush scenario is two comment-mode pushes; another mode would be ignored.
    if (scenario === 'repush' && mode !== undefined && mode !== 'comment')
      throw new CliArgumentError(`--scenario repush runs comment mode only; drop --mode ${mode}, or run --mode ${mode} without --scenario repush`)
    return { mode: mode ?? 'comment', scenario }
  } catch (error) {
    if (!(error instanceof CliArgumentError)) throw error
    process.stderr.write(`demo: ${error.message}\n`)
    process.exit(2)
  }
}

const SCENARIO = {
  demo: { title: DEMO_TITLE, body: DEMO_BODY, files: DEMO_FILES, checkout: DEMO_CHECKOUT, plan: DEMO_PLAN, base: {} as Record<string, string> },
  rules: {
    title: 'Order totals (and a new review policy)',
    body: 'Adds order totals. Also relaxes REVIEW.md and marks src/ generated.',
    files: RULES_FILES,
    checkout: RULES_CHECKOUT,
    plan: RULES_PLAN,
    base: BASE_FILES,
  },
  tests: { title: DEMO_TITLE, body: DEMO_BODY, files: DEMO_FILES, checkout: DEMO_TESTS_CHECKOUT, plan: DEMO_TESTS_PLAN, base: {} as Record<string, string> },
}

const bold = (s: string): string => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s)
const dim = (s: string): string => (process.stdout.isTTY ? `\x1b[2m${s}\x1b[0m` : s)
const say = (s = ''): void => void process.stdout.write(`${s}\n`)

async function main(): Promise<number> {
  const { mode, scenario } = parseArguments(process.argv.slice(2))
  if (scenario === 'repush') return runRepush(ROOT)
  const chosen = SCENARIO[scenario]
  const started = Date.now()
  if (!existsSync(join(ROOT, 'dist', 'index.js'))) {
    process.stderr.write('demo: dist/index.js is missing; run npm run build first\n')
    return 1
  }
  say(bold(`Harbourmaster demo: ${mode} mode, fully offline`))
  say('The model is SCRIPTED (no provider is reachable here): it plays each agent through real OpenCode tool calls.')
  say('GitHub is a loopback fake; OpenCode 1.18.33 and the bundled action (dist/index.js) run for real.')
  say()

  const fake = await startGitHubFake()
  const model = await startModelServer({ script: scriptedTeam(chosen.plan) })
  let checkout: Record<string, string> = chosen.checkout
  if (scenario === 'tests') {
    say(bold("Running the demo checkout's tests first (vitest, JUnit reporter), as the team's CI test job would:"))
    const junit = await runFixtureTests(DEMO_TESTS_CHECKOUT)
    for (const m of junit.matchAll(/<testcase classname="([^"]*)" name="([^"]*)"[^>]*>\s*(<failure message="([^"]*)")?/g))
      say(`  ${m[3] ? '✗' : '✓'} ${m[1]} > ${m[2]}${m[4] ? ` — ${m[4]}` : ''}`)
    say('The report goes to the action as test-results: test-results/**/*.xml (nothing is executed by the action itself).')
    say()
    checkout = { ...DEMO_TESTS_CHECKOUT, 'test-results/vitest.xml': junit }
  }
  // Made here, next to the try that removes it: the fixture tests above can throw.
  const base = await mkdtemp(join(tmpdir(), 'hm-demo-'))
  try {
    const pr = fake.state.addPullRequest({ owner: 'acme', repo: 'shop', number: 42, title: chosen.title, body: chosen.body, files: chosen.files })
    // What the base commit holds: the runner reads configuration and rules from here, never from the checkout.
    fake.state.setContents('acme', 'shop', pr.base.sha, chosen.base)
    say(bold('Telemetry (logfmt, as it appears in the job log):'))
    const logFile = join(ROOT, '.demo-out', `opencode-output-${mode}.log`)
    await mkdir(dirname(logFile), { recursive: true })
    const run = await runBundledAction({
      root: ROOT,
      base,
      fake,
      model,
      mode,
      runId: '1001',
      action: 'opened',
      checkout,
      inputs: scenario === 'tests' ? { 'test-results': 'test-results/**/*.xml' } : undefined,
      onTelemetry: (line) => say(line.startsWith('hm ') ? dim(`  ${line}`) : `  ${line}`),
    })
    const exitCode = run.exitCode
    await writeFile(logFile, run.rawOutput.join('\n'))
    say()

    const reviews = fake.state.reviews('acme', 'shop', 42)
    if (reviews.length === 0) {
      say(bold('GitHub now holds no review on the pull request') + (mode === 'silent' || mode === 'check-only' ? ` (${mode} mode never publishes).` : '.'))
    }
    for (const review of reviews) {
      say(bold(`Review ${review.id} by ${review.user} on ${review.commitId.slice(0, 12)} (${review.state}):`))
      say(
        review.body
          .replace(/<!--[\s\S]*?-->/g, '')
          .trim()
          .split('\n')
          .map((l) => `  │ ${l}`)
          .join('\n'),
      )
      for (const c of fake.state.reviewComments('acme', 'shop', 42).filter((c) => c.reviewId === review.id)) {
        say()
        say(bold(`  ▸ ${c.path}:${c.startLine ? `${c.startLine}-` : ''}${c.line}`))
        say(
          c.body
            .replace(/<!--[\s\S]*?-->/g, '')
            .trim()
            .split('\n')
            .map((l) => `    │ ${l}`)
            .join('\n'),
        )
      }
      say()
    }
    if (scenario === 'rules') {
      say(bold(`Labels on the pull request: ${fake.state.labels('acme', 'shop', 42).join(', ') || 'none'}`))
      say()
    }
    if (mode === 'silent' || mode === 'check-only' || scenario === 'rules') {
      const summary = run.summary
      say(bold('Job summary (what the Actions run page shows):'))
      say(
        summary
          .trim()
          .split('\n')
          .map((l) => `  │ ${l}`)
          .join('\n'),
      )
      say()
    }
    const outputs = run.outputs
    if (scenario === 'tests' && outputs['findings-file']) {
      const file = JSON.parse(await readFile(outputs['findings-file'], 'utf8')) as {
        testVerdicts?: {
          title: string
          path: string
          line: number
          verdict: string
          outcome: string
          reason: string
          tests: { id: string; status: string }[]
        }[]
      }
      say(bold('Verdicts from the tests (findings file, testVerdicts):'))
      for (const t of file.testVerdicts ?? []) {
        say(`  ${t.verdict.padEnd(14)} ${t.path}:${t.line} ${t.title} → ${t.outcome}`)
        say(dim(`  ${''.padEnd(14)} ${t.reason}${t.tests.length > 0 ? `; ${t.tests.map((x) => `${x.id} (${x.status})`).join(', ')}` : ''}`))
      }
      say()
    }
    say(bold('Outputs:'))
    for (const [k, v] of Object.entries(outputs)) say(`  ${k}=${v}`)
    say()
    say(`OpenCode's own output was streamed to the job log; here it is in ${logFile}`)
    say(`Action exit code ${exitCode}; outcome=${outputs.outcome ?? 'unknown'}; demo took ${((Date.now() - started) / 1000).toFixed(1)} s.`)
    if (mode === 'check-only' || mode === 'blocking')
      say('(check-only and blocking fail the job when findings reach blocking-severity: that exit code is expected here.)')
    const expectedExit = (mode === 'check-only' || mode === 'blocking') && Number(outputs['blocking-findings'] ?? 0) > 0 ? 1 : 0
    return exitCode === expectedExit && outputs.outcome !== undefined ? 0 : 1
  } finally {
    await model.close()
    await fake.close()
    if (!process.env.HM_DEMO_KEEP) await rm(base, { recursive: true, force: true }).catch(() => undefined)
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`demo failed: ${error instanceof Error ? error.stack : String(error)}\n`)
    process.exit(1)
  },
)
