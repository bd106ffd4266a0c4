import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Why a push got a full review instead of a delta is said in the summary and
 * on the `delta full` line; docs/review-behaviour.md's "Delta or full review"
 * table quotes every such reason, so users can look up the line they see.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8')

/** The fixed text of each `reason:` string or template literal in a source, longest piece between placeholders. */
function reasonPieces(source: string): string[] {
  return [...source.matchAll(/reason: (?:`([^`]+)`|'([^']+)')/g)].map(
    (m) =>
      (m[1] ?? m[2] ?? '')
        .replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, '\u0000')
        .split('\u0000')
        .map((piece) => piece.trim())
        .sort((a, b) => b.length - a.length)[0] ?? '',
  )
}

function table(): string {
  const doc = read('docs/review-behaviour.md')
  const start = doc.indexOf('\n### Delta or full review\n')
  return doc.slice(start, doc.indexOf('\n### ', start + 1))
}

describe('docs/review-behaviour.md: delta or full review', () => {
  it('quotes every reason the runner gives for a full review or a delta', () => {
    const pieces = [...reasonPieces(read('src/context/push-delta.ts')), ...reasonPieces(read('src/context/review-edits.ts'))]
    expect(pieces).toContain('no earlier proven Harbourmaster review')
    expect(pieces.length).toBeGreaterThan(9)
    // A status GitHub does not document for a comparison (ahead, behind, diverged, identical): defensive only.
    const undocumentedStatus = "answered status '"
    expect(pieces.filter((piece) => piece !== undocumentedStatus && !table().includes(piece))).toEqual([])
  })

  it('reads the fixed text of a reason around its placeholders', () => {
    expect(reasonPieces('reason: `the compare with ${short(since)} failed (${failure.message.slice(0, 160)})`')).toEqual(['the compare with'])
  })
})
