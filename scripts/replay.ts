/**
 * `npm run replay -- --record <file> --dry-run [--json]`: prints what a
 * replay of a saved review record (a run's findings-file) would post: the
 * inline comments with their lines, the review body and labels. It never
 * touches GitHub; publishing a record is the action's `replay-findings`
 * input, in a workflow run that holds the token.
 */
import { resolve } from 'node:path'
import { loadReviewRecord } from '../src/replay/record-file.js'
import { CliArgumentError, parseCliArguments, type CliSpec } from './cli-arguments.js'
import { dryRun, formatDryRun } from './replay/dry-run.js'

const USAGE = 'usage: npm run replay -- --record <findings-file.json> --dry-run [--json]'
const SPEC: CliSpec = { values: { '--record': '<findings-file.json>' }, flags: ['--dry-run', '--json'], docs: 'docs/sinks.md#replay' }

async function main(argv: string[]): Promise<number> {
  let args
  try {
    args = parseCliArguments(argv, SPEC)
  } catch (error) {
    if (!(error instanceof CliArgumentError)) throw error
    process.stderr.write(`replay: ${error.message}\n${USAGE}\n`)
    return 2
  }
  const path = args.values.get('--record')
  if (!path) {
    process.stderr.write(`replay: --record is required\n${USAGE}\n`)
    return 2
  }
  if (!args.flags.has('--dry-run')) {
    process.stderr.write(
      `replay: only --dry-run runs here; to publish a record, run the action with the replay-findings input (docs/sinks.md#replay)\n${USAGE}\n`,
    )
    return 2
  }
  const run = dryRun(await loadReviewRecord(resolve(path), '--record'))
  process.stdout.write(args.flags.has('--json') ? `${JSON.stringify(run)}\n` : `${formatDryRun(run)}\n`)
  return 0
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`replay: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  },
)
