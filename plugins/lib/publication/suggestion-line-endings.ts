import { sideLines, type SideLine } from '../../../src/core/diff/diff-lines.js'
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
 *
 * The file's last line with no line break at all (`\ No newline at end of file`) has no ending to
 * read: it is not counted, and when it is the only line replaced, the other lines of its hunk say
 * what the file's breaks are (read as LF, a CRLF file's suggestion at its end would mix them).
 */
export function matchSuggestionLineEndings(
  findings: readonly PlacedFinding[],
  patches: ReadonlyMap<string, string | StagedPatchText> | undefined,
): PlacedFinding[] {
  if (!patches) return [...findings]
  const right = new Map<string, SideLine[][]>()
  const hunksOf = (path: string): SideLine[][] => {
    let hunks = right.get(path)
    if (!hunks) {
      const patch = patches.get(path)
      hunks = sideLines((typeof patch === 'string' ? patch : patch?.text) ?? '', 'RIGHT')
      right.set(path, hunks)
    }
    return hunks
  }
  return findings.map((f) => {
    // GitHub applies a suggestion to the new file only (RIGHT); one on LEFT is code to read.
    if (f.suggestion === undefined || (f.side ?? 'RIGHT') !== 'RIGHT' || !/[\r\n]/.test(f.suggestion)) return f
    const from = f.start_line ?? f.line
    const hunk = hunksOf(f.path).find((h) => h.some((l) => l.line === f.line)) ?? []
    const ended = (lines: readonly SideLine[]): SideLine[] => lines.filter((l) => l.noNewline !== true)
    const replaced = ended(hunk.filter((l) => l.line >= from && l.line <= f.line))
    const read = replaced.length > 0 ? replaced : ended(hunk)
    const lf = f.suggestion.replace(/\r\n/g, '\n')
    const suggestion = read.length > 0 && read.every((l) => l.cr === true) ? lf.replace(/\n/g, '\r\n') : lf
    return suggestion === f.suggestion ? f : { ...f, suggestion }
  })
}
