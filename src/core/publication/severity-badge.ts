import type { Finding } from '../contracts/review-payload.js'

/**
 * The severity badge that opens every finding Harbourmaster posts (publish_review renders it),
 * and its reading back from an inline comment Harbourmaster wrote: a gating run counts the
 * earlier findings still open on the pull request by it. The badge comes first, before any
 * model text, so a title cannot pose as another severity.
 */
export const SEVERITY_BADGE: Record<Finding['severity'], string> = {
  critical: '🛑 Critical',
  high: '🔴 High',
  medium: '🟠 Medium',
  low: '🟡 Low',
  info: '🔵 Info',
}

/** The severity of an inline finding comment (`**🔴 High** · category · …`); undefined for any other text. */
export function severityOfComment(body: string): Finding['severity'] | undefined {
  for (const [severity, badge] of Object.entries(SEVERITY_BADGE) as [Finding['severity'], string][]) {
    if (body.startsWith(`**${badge}** · `)) return severity
  }
  return undefined
}
