/**
 * What the Actions runner takes as a workflow command in a step's stdout or stderr, as its
 * documented parser reads them: the output is cut into lines at CR, LF or CRLF (a bare CR ends a
 * line too); a line whose text, leading whitespace trimmed, starts with `::` is a command, and so
 * is any line holding `##[` anywhere (the legacy form, still honoured for every registered
 * command: add-mask, set-output, stop-commands, error, warning, …).
 */
export function runnerLines(output: string): string[] {
  return output.split(/\r\n|\r|\n/)
}

/** The lines of `output` the runner would process as commands. */
export function workflowCommands(output: string): string[] {
  return runnerLines(output).filter((line) => /^[\s\u0085]*::/.test(line) || line.includes('##['))
}
