/**
 * `{files}` in test-command, expanded. Pure. The paths are the pull request's (it chooses the
 * names): each is `./`-prefixed, so a test file named `-x.test.ts` or `--require=evil.js` is a
 * path to every runner and never one of its options, and a runner that takes its arguments as
 * patterns (vitest, jest) still finds the file. As a whole argument, `{files}` becomes one
 * argument per file, so spaces, quotes and newlines in a name arrive intact. Inside a longer
 * argument the files are joined by spaces; the one thing that can split such a list back into
 * names is a shell (`["sh","-c","npm test -- {files}"]`), so a name with anything but plain
 * path characters is single-quoted for one (a plain name reads the same either way), instead of
 * splitting at its spaces or running its `$(…)`.
 */

/**
 * Linux refuses an exec whose single argument passes 128 KiB (MAX_ARG_STRLEN) or whose arguments
 * and environment pass a quarter of the stack limit (2 MiB at the usual 8 MiB): E2BIG, and the
 * command never runs. The files kept stay below both, with room for the sandbox's own arguments.
 */
export const ARGUMENT_BOUNDS = { argumentBytes: 120_000, totalBytes: 1_000_000 } as const

const PLAIN = /^[\w./@%+=:,-]+$/

export function asArgument(path: string): string {
  return `./${path}`
}

/** A path inside a space-separated list: quoted for a shell unless it reads the same bare. */
export function inList(path: string): string {
  const arg = asArgument(path)
  return PLAIN.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`
}

/** `{files}` as a whole argument becomes one argument per file; inside a longer argument, a space-separated list. */
export function expandArgv(argv: readonly string[], files: readonly string[]): string[] {
  return argv.flatMap((a) => (a === '{files}' ? files.map(asArgument) : [a.split('{files}').join(files.map(inList).join(' '))]))
}

export interface FittedFiles {
  argv: string[]
  /** The files in the expansion, in order. */
  kept: string[]
  /** The files left out to stay within the argument bounds. */
  left: string[]
}

const bytes = (argv: readonly string[]): { longest: number; total: number } => ({
  longest: Math.max(0, ...argv.map((a) => Buffer.byteLength(a) + 1)),
  total: argv.reduce((n, a) => n + Buffer.byteLength(a) + 1, 0),
})

/**
 * The longest prefix of `files` whose expansion stays within ARGUMENT_BOUNDS (the files are
 * sorted, so the same pull request keeps the same ones). The command's own arguments count too:
 * when they alone pass the bounds nothing fits, and the caller says so.
 */
export function fitFiles(
  argv: readonly string[],
  files: readonly string[],
  bounds: { argumentBytes: number; totalBytes: number } = ARGUMENT_BOUNDS,
): FittedFiles {
  const fits = (n: number): boolean => {
    const size = bytes(expandArgv(argv, files.slice(0, n)))
    return size.longest <= bounds.argumentBytes && size.total <= bounds.totalBytes
  }
  let low = 0
  let high = files.length
  if (fits(high)) low = high
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if (fits(mid)) low = mid
    else high = mid - 1
  }
  return { argv: expandArgv(argv, files.slice(0, low)), kept: files.slice(0, low), left: files.slice(low) }
}
