import { mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { ConfigurationError } from '../core/errors.js'

/**
 * The run's private directory, stage, OpenCode roots, findings and SARIF
 * files all go under the runner's temp directory. One that is missing, not a
 * directory, read-only or full (a self-hosted runner's or a container job's
 * own setting) is found here, before anything is read from GitHub, and named
 * for what it is, rather than surfacing later as an `internal` ENOENT.
 */
export async function checkRunnerTemp(runnerTemp: string, source: NodeJS.ProcessEnv): Promise<void> {
  const variable = source.RUNNER_TEMP ? 'RUNNER_TEMP' : source.TMPDIR ? 'TMPDIR' : undefined
  let probe: string | undefined
  try {
    probe = await mkdtemp(join(runnerTemp, 'hm-probe-'))
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    const named = variable ? `${variable} (${runnerTemp})` : `${runnerTemp} (RUNNER_TEMP and TMPDIR are unset)`
    throw new ConfigurationError(
      `The runner's temp directory ${named} is not a writable directory (${reason}); Harbourmaster keeps its run files there. Point RUNNER_TEMP at a writable directory with free space.`,
      variable ?? 'RUNNER_TEMP',
      { cause: error },
    )
  }
  await rm(probe, { recursive: true, force: true }).catch(() => undefined)
}
