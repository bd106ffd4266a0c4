import * as core from '@actions/core'
import { toHarbourmasterError } from './errors.js'

/**
 * The run orchestrator. Phases are filled in as the pipeline lands; every
 * failure reaches setFailed normalised, with its class.
 */
export async function run(): Promise<void> {
  try {
    throw new Error('not implemented yet')
  } catch (error) {
    const failure = toHarbourmasterError(error)
    core.setOutput('outcome', 'failure')
    core.setOutput('failure-class', failure.failureClass)
    core.setFailed(`[${failure.failureClass}] ${failure.message}`)
  }
}
