import type { BaseConfiguration } from '../base-configuration.js'
import type { CapReached, Exclusion } from '../core/contracts/review-index.js'
import type { Logger } from '../core/telemetry/logger.js'
import type { Ledger, LedgerEntry } from '../context/ledger.js'
import type { GitattributesMacro } from '../policy/gitattributes.js'
import type { BoundsResult } from '../policy/bounds.js'
import type { AppliedRules, RuleSet } from '../policy/rules.js'

/**
 * Prepare's itemised telemetry lines (docs/telemetry.md): what the base commit configures, what
 * the filter and the bounds set aside or cut and why, which guidance each agent gets, and what
 * the ledger decided for each earlier thread. Kept apart from the pure policy that decides
 * them, and from prepare's sequencing, so both stay readable.
 */

/** The `rules` lines: the base commit's configuration, each rule source, scoped rule, configuration file this pull request edits, and note. */
export function logBaseConfiguration(logger: Logger, base: BaseConfiguration, ruleSet: RuleSet, requests: number): void {
  logger.event('rules', 'base', { sha: base.baseSha, config: base.configSource, sources: base.sources.length, requests })
  for (const source of base.sources) logger.event('rules', 'source', { path: source.path, bytes: source.bytes })
  for (const rule of ruleSet.rules) if (rule.applyTo) logger.event('rules', 'scoped', { source: rule.source, apply_to: rule.applyTo.join(',') })
  for (const path of base.changedInPullRequest) logger.event('rules', 'changed-in-pr', { path, applied: false })
  for (const note of base.notes) logger.event('rules', 'note', { note })
}

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

/** One `bounds` line per file the bounds skipped, per staged patch they cut, and per cap reached (`caps`: every cap of the run). */
export function logBounds(logger: Logger, bounded: Pick<BoundsResult, 'skipped' | 'staged'>, caps: readonly CapReached[]): void {
  for (const ex of bounded.skipped) logger.event('bounds', 'excluded', { path: ex.path, rule: ex.rule, reason: ex.reason })
  // A cap's detail names ten cut files at most; the log names every one.
  for (const s of bounded.staged)
    if (s.cutBy)
      logger.event('bounds', 'truncated', { path: s.file.filename, cap: s.cutBy, bytes: Buffer.byteLength(s.file.patch ?? '', 'utf8'), staged: s.patchBytes })
  for (const cap of caps) logger.event('bounds', 'cap', { cap: cap.cap, limit: cap.limit, detail: cap.detail })
}

/** One `rules applied` line per agent: the guidance sources it gets, their bytes, and what the size cap cut. */
export function logGuidance(logger: Logger, byAgent: readonly (readonly [string, AppliedRules])[]): void {
  for (const [agent, g] of byAgent) {
    logger.event('rules', 'applied', {
      specialist: agent,
      sources: g.applied.map((a) => a.source).join(',') || undefined,
      bytes: g.bytes,
      cut: g.cut.map((c) => `${c.source}:${c.bytes}`).join(',') || undefined,
    })
  }
}

/**
 * One `entry` line per earlier thread and the `decided` counts, written before any model call. A
 * thread whose root someone else edited says who, and whether GitHub's edit history still held
 * what we posted.
 */
export function logLedger(logger: Logger, ledger: Pick<Ledger, 'entries' | 'suppressed' | 'inBody' | 'inBodyLost' | 'inBodyOriginal'>): void {
  const { entries } = ledger
  const count = (action: LedgerEntry['action']): number => entries.filter((e) => e.action === action).length
  const edited = (e: LedgerEntry) => (e.editedBy === undefined ? {} : { edited_by: e.editedBy, original: e.originalLost ? 'lost' : 'read' })
  for (const e of entries) logger.event('ledger', 'entry', { finding: e.findingId, action: e.action, path: e.path, reason: e.reason, ...edited(e) })
  // Findings the last review listed only in its body: no thread, carried on their untouched file (open-in-body.ts).
  for (const e of ledger.inBody ?? [])
    logger.event('ledger', 'entry', {
      finding: e.findingId,
      action: 'carry-body',
      path: e.path,
      reason:
        e.leftOutBy === undefined
          ? `listed in the body of the review of ${e.since.slice(0, 7)}; file unchanged since`
          : `listed in the body of the review of ${e.since.slice(0, 7)}; ${e.changeUnknown ? 'file changed since not known (history rewritten)' : 'file changed since'}; left out of this review (${e.leftOutBy}), not checked again`,
    })
  logger.event('ledger', 'decided', {
    carried: count('carry'),
    close: count('close'),
    reverify: count('reverify'),
    disputes: count('dispute'),
    suppressed: ledger.suppressed.size,
    in_body: ledger.inBody?.length || undefined,
    in_body_lost: ledger.inBodyLost || undefined,
    in_body_original: ledger.inBodyOriginal,
  })
}
