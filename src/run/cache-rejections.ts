import type { AnnotationPort, SummaryPort } from '../publication/report.js'
import type { CacheRejection } from '../runtime/cache-entry.js'
import { toHarbourmasterError } from '../core/errors.js'
import type { Logger } from '../core/telemetry/logger.js'
import { codeSpan } from '../core/text/code-span.js'

/**
 * A tool-cache entry provisioning refused to run is someone else's write: another job on a
 * shared runner, or an actions/cache entry another workflow saved first under the documented
 * key. The run went on with a fresh install, but whoever owns the runner must learn of it from
 * more than a log line, and an actions/cache entry is restored again on every run until it is
 * deleted. So the run ends with a warning annotation and a job summary section naming the entry.
 */
export function cacheRejectionMessage(rejected: CacheRejection): string {
  const why =
    rejected.reason === 'binary-mismatch'
      ? `its ${rejected.pkg} binary is not the one this release pins`
      : `this release pins no binary for its ${rejected.pkg} package`
  return (
    `The OpenCode install in the tool cache at ${rejected.dir} was not run: ${why}. It was replaced by a fresh install. ` +
    `Someone else wrote that entry: check who may write the runner's tool cache, and if the workflow restores it with actions/cache, delete that cache entry (gh cache delete <key>).`
  )
}

export async function reportCacheRejections(
  rejections: readonly CacheRejection[],
  sinks: { annotations: AnnotationPort; summary: SummaryPort; logger: Logger },
): Promise<void> {
  if (rejections.length === 0) return
  for (const rejected of rejections) sinks.annotations.warning(cacheRejectionMessage(rejected), { title: 'Harbourmaster: OpenCode tool cache entry rejected' })
  const lines = rejections.map(
    (r) => `- ${codeSpan(r.dir)}: ${r.reason === 'binary-mismatch' ? 'not the pinned binary' : 'no pin for its package'} (${codeSpan(r.pkg)})`,
  )
  const section = [
    '### OpenCode tool cache entry rejected',
    '',
    ...lines,
    '',
    'It was not run and was replaced by a fresh install. See the warning annotation for what to check.',
    '',
  ]
  // The annotations already say it; a summary GitHub refuses must not fail the run.
  await sinks.summary.append(section.join('\n')).catch((error: unknown) => {
    sinks.logger.event('sink', 'warning', { sink: 'job-summary', class: toHarbourmasterError(error).failureClass })
  })
}
