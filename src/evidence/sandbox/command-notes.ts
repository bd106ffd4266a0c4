import { escapeHidden } from '../../core/text/visible-escapes.js'

/**
 * The test command's own notes that list paths. The pull request chose the names (a test file's,
 * a checkout entry's), and a note is one line wherever it goes (the log, test-evidence.json, the
 * verifier's prompt): a newline or another hidden character in a name is shown as `\uXXXX`, as
 * the notes of test-results show it, so a name can neither split a note nor forge another.
 */
export function leftOutNote(kept: readonly string[], left: readonly string[]): string[] {
  if (left.length === 0) return []
  const more = left.length > 5 ? ` and ${left.length - 5} more` : ''
  return [
    `{files} holds ${kept.length} of the ${kept.length + left.length} affected test files: ${left.length} more would pass the operating system's limit on a command's arguments, so their tests did not run (${left.slice(0, 5).map(escapeHidden).join(', ')}${more}).`,
  ]
}

export function withheldNote(withheld: readonly string[]): string[] {
  if (withheld.length === 0) return []
  const listed = [...withheld].sort()
  const more = listed.length > 10 ? ` and ${listed.length - 10} more` : ''
  return [
    `${listed.length} ${listed.length === 1 ? 'entry' : 'entries'} of the checkout that other users may not read were not copied into the sandbox: ${listed.slice(0, 10).map(escapeHidden).join(', ')}${more}.`,
  ]
}

/** Affected test files whose names are not valid UTF-8: Node builds a command's arguments from strings, which cannot hold such a name. */
export function notUtf8Note(files: readonly string[]): string[] {
  if (files.length === 0) return []
  const more = files.length > 10 ? ` and ${files.length - 10} more` : ''
  const one = files.length === 1
  return [
    `${files.length} test ${one ? "file's name is" : "files' names are"} not valid UTF-8 and a command's arguments carry only UTF-8 here, so ${one ? 'it is' : 'they are'} not in {files} and ${one ? 'its' : 'their'} tests did not run: ${files.slice(0, 10).map(escapeHidden).join(', ')}${more} (U+FFFD stands for each byte that is not UTF-8).`,
  ]
}

/** Changed paths the base copy kept as the head has them: its failures there may be the pull request's. */
export function notRestoredNote(paths: readonly { path: string; why: string }[]): string[] {
  if (paths.length === 0) return []
  const one = paths.length === 1
  const listed = paths.slice(0, 10).map((p) => `${escapeHidden(p.path)} (${p.why})`)
  const more = paths.length > 10 ? ` and ${paths.length - 10} more` : ''
  return [
    `On the base commit: ${paths.length} changed ${one ? 'path' : 'paths'} could not be put back to ${one ? 'its' : 'their'} base version, so the base run saw ${one ? 'it' : 'them'} as the pull request has ${one ? 'it' : 'them'}: ${listed.join(', ')}${more}.`,
  ]
}
