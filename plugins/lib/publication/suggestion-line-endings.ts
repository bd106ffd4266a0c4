import { sideLines } from '../../../src/core/diff/diff-lines.js'
import type { StagedPatchText } from '../../../src/core/contracts/fingerprint.js'
import type { PlacedFinding } from './render.js'

/**
 * GitHub writes an accepted suggestion's text into the file as it stands, line breaks included
 * (a suggestion made in the browser, whose text areas send CRLF, has put CRLF lines into LF
 * files). A model's suggestion rarely matches a CRLF file (it writes LF), and one that copied the
 * carriage returns it read in a patch would put them into an LF file; either way one click leaves
 * the file with mixed line endings, and nobody is told. So the breaks between a suggestion's
 * lines follow the lines it replaces, as GitHub's patch shows them: CRLF when every one of them
 * ends with a carriage return, LF otherwise. The break before the closing fence only ends the
 * block (render.ts suggestionBlock); the last replaced line keeps what GitHub gives it.
 */
export function matchSuggestionLineEndings(
  findings: readonly PlacedFinding[],
  patches: ReadonlyMap<string, string | StagedPatchText> | undefined,
): PlacedFinding[] {
  if (!patches) return [...findings]
  const right = new Map<string, Map<number, boolean>>()
  const crOf = (path: string): Map<number, boolean> => {
    let lines = right.get(path)
    if (!lines) {
      const patch = patches.get(path)
      lines = new Map(
        sideLines((typeof patch === 'string' ? patch : patch?.text) ?? '', 'RIGHT').flatMap((hunk) => hunk.map((l) => [l.line, l.cr === true] as const)),
      )
      right.set(path, lines)
    }
    return lines
  }
  return findings.map((f) => {
    // GitHub applies a suggestion to the new file only (RIGHT); one on LEFT is code to read.
    if (f.suggestion === undefined || (f.side ?? 'RIGHT') !== 'RIGHT' || !/[\r\n]/.test(f.suggestion)) return f
    const lines = crOf(f.path)
    const replaced: boolean[] = []
    for (let n = f.start_line ?? f.line; n <= f.line; n++) replaced.push(lines.get(n) ?? false)
    const lf = f.suggestion.replace(/\r\n/g, '\n')
    const suggestion = replaced.every(Boolean) ? lf.replace(/\n/g, '\r\n') : lf
    return suggestion === f.suggestion ? f : { ...f, suggestion }
  })
}
