import type { Exclusion } from '../core/contracts/review-index.js'
import type { Logger } from '../core/telemetry/logger.js'
import type { Ledger, LedgerEntry } from '../context/ledger.js'
import type { GitattributesMacro } from '../policy/gitattributes.js'

/**
 * Prepare's itemised telemetry lines (docs/telemetry.md): what the filter set aside and why, and
 * what the ledger decided for each earlier thread. Kept apart from the pure policy that decides
 * them, and from prepare's sequencing, so both stay readable.
 */

/** One `gitattributes-macro` line per `[attr]` macro of the base `.gitattributes` (and each built-in it uses). */
export function logMacros(logger: Logger, macros: readonly GitattributesMacro[]): void {
  for (const macro of macros) {
    logger.event('filter', 'gitattributes-macro', {
      name: macro.name,
      linguist_generated: macro.linguistGenerated === undefined ? 'untouched' : String(macro.linguistGenerated),
      used_on_lines: macro.usedOnLines.join(',') || 'none',
    })
  }
}

/** One `excluded` line per file set aside; `moved_from` when a rename moved it there out of a reviewed path. */
export function logExcluded(logger: Logger, excluded: readonly Exclusion[], movedFrom: (path: string) => string | undefined): void {
  for (const ex of excluded) logger.event('filter', 'excluded', { path: ex.path, rule: ex.rule, reason: ex.reason, moved_from: movedFrom(ex.path) })
}

/**
 * One `entry` line per earlier thread and the `decided` counts, written before any model call. A
 * thread whose root someone else edited says who, and whether GitHub's edit history still held
 * what we posted.
 */
export function logLedger(logger: Logger, ledger: Pick<Ledger, 'entries' | 'suppressed'>): void {
  const { entries } = ledger
  const count = (action: LedgerEntry['action']): number => entries.filter((e) => e.action === action).length
  const edited = (e: LedgerEntry) => (e.editedBy === undefined ? {} : { edited_by: e.editedBy, original: e.originalLost ? 'lost' : 'read' })
  for (const e of entries) logger.event('ledger', 'entry', { finding: e.findingId, action: e.action, path: e.path, reason: e.reason, ...edited(e) })
  logger.event('ledger', 'decided', {
    carried: count('carry'),
    close: count('close'),
    reverify: count('reverify'),
    disputes: count('dispute'),
    suppressed: ledger.suppressed.size,
  })
}
