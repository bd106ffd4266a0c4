import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

/**
 * The directories and files of one action run under `base`, as a runner lays
 * them out: RUNNER_TEMP, the workspace (the checkout, with a .git directory),
 * the event payload's path and, for a bundled run, the GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files.
 */
export interface RunDirs {
  base: string
  runnerTemp: string
  workspace: string
  eventPath: string
  outputFile: string
  summaryFile: string
}

export interface RunDirsOptions {
  /** Files of the checkout (relative path -> content); without it the workspace stays empty, without .git. */
  checkout?: Record<string, string>
  /** Create empty GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files (a bundled run appends to them). */
  outputFiles?: boolean
}

export async function layOutRun(base: string, options: RunDirsOptions = {}): Promise<RunDirs> {
  const dirs: RunDirs = {
    base,
    runnerTemp: join(base, 'runner-temp'),
    workspace: join(base, 'workspace'),
    eventPath: join(base, 'event.json'),
    outputFile: join(base, 'github-output'),
    summaryFile: join(base, 'step-summary.md'),
  }
  await mkdir(dirs.runnerTemp, { recursive: true })
  await mkdir(dirs.workspace, { recursive: true })
  if (options.checkout) {
    await mkdir(join(dirs.workspace, '.git'), { recursive: true })
    for (const [path, content] of Object.entries(options.checkout)) {
      await mkdir(dirname(join(dirs.workspace, path)), { recursive: true })
      await writeFile(join(dirs.workspace, path), content)
    }
  }
  if (options.outputFiles) {
    await writeFile(dirs.outputFile, '')
    await writeFile(dirs.summaryFile, '')
  }
  return dirs
}

/** The outputs a step wrote: @actions/core writes `name<<DELIM\nvalue\nDELIM` blocks to GITHUB_OUTPUT. */
export async function readOutputsFile(path: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const m of (await readFile(path, 'utf8')).matchAll(/^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) out[m[1] as string] = m[3] as string
  return out
}
