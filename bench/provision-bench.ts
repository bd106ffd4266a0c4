import { execFile } from 'node:child_process'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { provisionOpencode, type Exec } from '../src/runtime/provision.js'
import { RecordingLogger } from '../src/core/telemetry/logger.js'
import { REPO_ROOT } from './child.js'
import { fillNpmCache, lockedPackages, npmCacheDir, startLoopbackRegistry } from './loopback-registry.js'

/**
 * What a runner pays for OpenCode before a review. A GitHub-hosted runner's
 * tool cache starts empty on every job: the action then runs `npm ci` of
 * runtime/package-lock.json (about 177 MB installed). With the example
 * workflows' actions/cache step the directory is restored instead, and
 * provisioning only checks it.
 *   cold: provisionOpencode into an empty tool cache, the devDependency not
 *         allowed, npm's own cache an empty directory, the registry a loopback
 *         one serving the locked tarballs from this machine's npm cache
 *         (loopback-registry.ts): download time over the internet is left
 *         out (it is the runner's bandwidth, not the action's), everything
 *         else a fresh `npm ci` does is in;
 *   warm: the same call again on the tool cache the cold run filled.
 * Nothing here reaches beyond 127.0.0.1: npm's proxies point at a closed
 * loopback port, so a request to any other host fails instead of leaving.
 * The one untimed exception is filling npm's cache with the locked tarballs
 * when they are missing (`npm cache add`), which `--no-provision-cold` (or
 * HM_BENCH_OFFLINE=1) skips together with the figures.
 */

export interface ProvisionFigures {
  coldMs: number | undefined
  warmMs: number | undefined
  /** Why a figure is missing (skipped, failed), or what the loopback registry served. */
  note: string | undefined
}

/** A loopback port nothing listens on: npm's proxy, so any non-loopback request fails at once. */
const DEAD_PROXY = 'http://127.0.0.1:9'

export async function benchProvision(base: string, log: (line: string) => void, skipCold: boolean): Promise<ProvisionFigures> {
  if (skipCold) return { coldMs: undefined, warmMs: undefined, note: 'skipped (--no-provision-cold or HM_BENCH_OFFLINE=1)' }
  const toolCache = join(base, 'tool-cache')
  const fallbackDir = join(base, 'provision-fallback')
  const npmCache = join(base, 'npm-cache')
  for (const dir of [toolCache, fallbackDir, npmCache]) await mkdir(dir, { recursive: true })
  let registry: Awaited<ReturnType<typeof startLoopbackRegistry>> | undefined
  try {
    const packages = await lockedPackages(join(REPO_ROOT, 'runtime', 'package-lock.json'))
    const sourceCache = await npmCacheDir()
    const added = await fillNpmCache(packages, sourceCache)
    if (added.length > 0) log(`provision: filled npm's cache once (untimed) with ${added.join(', ')}`)
    registry = await startLoopbackRegistry(packages, sourceCache)
    const run = promisify(execFile)
    const exec: Exec = async (file, args, opts) => {
      const env = {
        ...(opts.env ?? {}),
        npm_config_cache: npmCache,
        npm_config_registry: registry?.url ?? '',
        npm_config_proxy: DEAD_PROXY,
        npm_config_https_proxy: DEAD_PROXY,
        npm_config_noproxy: '127.0.0.1',
        npm_config_update_notifier: 'false',
        npm_config_audit: 'false',
        npm_config_fund: 'false',
      }
      const { stdout } = await run(file, args, { cwd: opts.cwd, timeout: opts.timeoutMs, maxBuffer: 16 * 1024 * 1024, env })
      return { stdout: String(stdout) }
    }
    const logger = new RecordingLogger()
    const options = { actionRoot: REPO_ROOT, toolCache, fallbackDir, logger, allowDev: false, exec }
    const cold = await provisionOpencode(options)
    const warm = await provisionOpencode(options)
    const { packuments, tarballs, bytes, notFound } = registry.stats
    const served = `loopback registry served ${packuments} packument(s) and ${tarballs} tarball(s), ${(bytes / 1e6).toFixed(0)} MB${notFound.length > 0 ? `; not found: ${notFound.join(', ')}` : ''}`
    log(`provision: cold ${cold.ms} ms (source ${cold.source}), warm ${warm.ms} ms (source ${warm.source}); ${served}`)
    return { coldMs: cold.source === 'npm' ? cold.ms : undefined, warmMs: warm.source === 'cache' ? warm.ms : undefined, note: served }
  } catch (error) {
    const why = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message.split('\n').slice(0, 3).join(' ')}` : ''
    log(`provision: cold run failed (${why}${cause}); reported as n/a`)
    return { coldMs: undefined, warmMs: undefined, note: `provisioning failed: ${why}` }
  } finally {
    await registry?.close()
    await rm(toolCache, { recursive: true, force: true })
    await rm(npmCache, { recursive: true, force: true })
  }
}
