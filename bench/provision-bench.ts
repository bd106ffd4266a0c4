import { execFile } from 'node:child_process'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { provisionOpencode, type Exec } from '../src/runtime/provision.js'
import { RecordingLogger } from '../src/core/telemetry/logger.js'
import { REPO_ROOT } from './child.js'

/**
 * What a runner pays for OpenCode before a review. A GitHub-hosted runner's
 * tool cache starts empty on every job: the action then runs `npm ci` of
 * runtime/package-lock.json from the npm registry (about 177 MB). With the
 * example workflows' actions/cache step the directory is restored instead,
 * and provisioning only checks it.
 *   cold: provisionOpencode into an empty tool cache, the devDependency not
 *         allowed, npm's own cache pointed at an empty directory (a fresh
 *         `npm ci` from the registry, as on a new hosted runner);
 *   warm: the same call again on the tool cache the cold run filled.
 * The cold run needs the registry: `--no-provision-cold` (or
 * HM_BENCH_OFFLINE=1) skips it, and a failed `npm ci` is reported, not fatal.
 */

export interface ProvisionFigures {
  coldMs: number | undefined
  warmMs: number | undefined
  /** Why a figure is missing (skipped, offline). */
  note: string | undefined
}

export async function benchProvision(base: string, log: (line: string) => void, skipCold: boolean): Promise<ProvisionFigures> {
  if (skipCold) return { coldMs: undefined, warmMs: undefined, note: 'skipped (--no-provision-cold or HM_BENCH_OFFLINE=1)' }
  const toolCache = join(base, 'tool-cache')
  const fallbackDir = join(base, 'provision-fallback')
  await mkdir(toolCache, { recursive: true })
  await mkdir(fallbackDir, { recursive: true })
  const npmCache = join(base, 'npm-cache')
  await mkdir(npmCache, { recursive: true })
  const run = promisify(execFile)
  // npm's download cache of this machine would make the "cold" run warm: an empty one instead.
  const exec: Exec = async (file, args, opts) => {
    const { stdout } = await run(file, args, { cwd: opts.cwd, timeout: opts.timeoutMs, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, npm_config_cache: npmCache } })
    return { stdout: String(stdout) }
  }
  const logger = new RecordingLogger()
  const options = { actionRoot: REPO_ROOT, toolCache, fallbackDir, logger, allowDev: false, exec }
  try {
    const cold = await provisionOpencode(options)
    const warm = await provisionOpencode(options)
    log(`provision: cold ${cold.ms} ms (source ${cold.source}), warm ${warm.ms} ms (source ${warm.source})`)
    return { coldMs: cold.source === 'npm' ? cold.ms : undefined, warmMs: warm.source === 'cache' ? warm.ms : undefined, note: undefined }
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error)
    log(`provision: cold run failed (${why}); reported as n/a`)
    return { coldMs: undefined, warmMs: undefined, note: `npm ci failed: ${why}` }
  } finally {
    await rm(toolCache, { recursive: true, force: true })
    await rm(npmCache, { recursive: true, force: true })
  }
}
