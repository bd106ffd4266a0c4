import { randomBytes } from 'node:crypto'
import { constants, copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { basename, dirname, join, relative } from 'node:path'
import { realRunnerHost, type RunnerHost } from '../config/runner-host.js'
import { holdBinary, type HoldKind } from './binary-hold.js'
import { cacheDir, exists, findPlatformBinary, MARKER, platformPackages, usableEntry, type CacheRejection } from './cache-entry.js'
import { checkBinary, loadPins, unpinnedError, type BinaryCheck, type BinaryPin } from './binary-pins.js'
import { buildToolEnv } from './env.js'
import { defaultExec, type Exec } from './tool-exec.js'
import { OpenCodeError } from '../core/errors.js'
import type { Logger } from '../core/telemetry/logger.js'
import { OPENCODE_VERSION } from '../core/opencode/trusted-config.js'

/**
 * Obtains the pinned opencode-ai binary.
 *
 * API note: const { bin, version, source } = await provisionOpencode({ actionRoot, toolCache, logger })
 *
 * Order: the repository's own devDependency (tests, demo) -> the runner's tool cache ->
 * `npm ci` of runtime/package.json + runtime/package-lock.json (shipped with the action; npm
 * checks every tarball against the lock's integrity hashes) into
 * <toolCache>/harbourmaster-opencode/<version>. `--ignore-scripts`: the platform binary
 * is taken straight from its opencode-<os>-<arch> package, so no install script runs.
 * The cache entry (cache-entry.ts) counts only once a `.complete` marker exists and its binary's
 * SHA-256 is the one runtime/opencode-binaries.json pins for its platform
 * package (binary-pins.ts): anything else there (a half-finished install, a
 * missing binary, another version, or another binary under the right marker
 * and manifest, planted by whoever wrote the entry first) is never executed
 * but replaced, and what npm ci installs is checked the same way. npm installs into a directory of this job's
 * own beside the entry, which is renamed into place complete: jobs sharing a
 * tool cache (several runners on one machine) never install into, or remove,
 * a directory another job is installing into or running OpenCode from. What a
 * cancelled or killed job left beside the entry is removed by a later install
 * once it is older than any install may take. The binary's platform package
 * must carry the pinned version. The devDependency (the repository's own
 * node_modules, installed from its own lock beside the code that runs) is
 * not hashed: whoever can write it writes the runner's code too.
 */

export type ProvisionSource = 'dev' | 'cache' | 'npm'

export interface Provisioned {
  bin: string
  version: string
  source: ProvisionSource
  ms: number
  /** Whether `rg` is on PATH: without it OpenCode's glob/grep try to download ripgrep. */
  ripgrep: boolean
}

export async function hasRipgrep(path: string | undefined = process.env.PATH): Promise<boolean> {
  for (const dir of (path ?? '').split(':').filter((d) => d !== '')) {
    if (await exists(join(dir, 'rg'), constants.X_OK)) return true
  }
  return false
}

export type { Exec } from './tool-exec.js'

export interface ProvisionOptions {
  /** Root of the action (holds runtime/ and, in development, node_modules/). */
  actionRoot: string
  /** RUNNER_TOOL_CACHE; falls back to fallbackDir. */
  toolCache: string | undefined
  fallbackDir: string
  logger: Logger
  exec?: Exec
  /** Use the repository's devDependency when present (default true). */
  allowDev?: boolean
  npmTimeoutMs?: number
  /** The runner's OS, CPU, C library and AVX2 (tests name others); the real ones otherwise. */
  host?: RunnerHost
  /** Told of a tool-cache entry that was not run (not the pinned binary): the run reports it to the user, not only in the log. */
  onCacheRejected?: (rejected: CacheRejection) => void
}

async function installedVersion(packageJson: string): Promise<string | undefined> {
  try {
    const parsed = JSON.parse(await readFile(packageJson, 'utf8')) as { version?: unknown }
    return typeof parsed.version === 'string' ? parsed.version : undefined
  } catch {
    return undefined
  }
}

/**
 * The binary's version. Its own platform package (…/<pkg>/bin/opencode ->
 * …/<pkg>/package.json) declares it: when that says the pinned version the
 * binary is not executed, because `opencode --version` starts the 185 MB
 * binary and cost about 2.8 s of a loaded runner's start. The binary's first
 * real run is the editor server moments later, and a binary that does not run
 * fails there with class `opencode` just the same. A missing or different
 * manifest (a hand-made or tampered install) falls back to asking the binary.
 */
async function verify(bin: string, exec: Exec): Promise<string> {
  if ((await installedVersion(join(dirname(dirname(bin)), 'package.json'))) === OPENCODE_VERSION) return OPENCODE_VERSION
  let stdout: string
  try {
    ;({ stdout } = await exec(bin, ['--version'], { timeoutMs: 30_000 }))
  } catch (error) {
    throw new OpenCodeError(`The OpenCode binary at ${bin} does not run.`, { cause: error })
  }
  const version = stdout.trim().split(/\s+/).pop() ?? ''
  if (version !== OPENCODE_VERSION) {
    throw new OpenCodeError(`The OpenCode binary at ${bin} reports version '${version}', expected ${OPENCODE_VERSION}.`)
  }
  return version
}

/** What npm ci placed in the tool cache, held in the run's own directory and checked there: another writer may have replaced it since. */
async function holdInstalled(bin: string, runDir: string, pins: Map<string, BinaryPin>): Promise<{ bin: string; check: BinaryCheck; held: HoldKind }> {
  const held = await holdBinary(bin, runDir)
  const check = await checkBinary(held.path, pins)
  if (!check.ok) {
    await rm(held.path, { force: true }).catch(() => undefined)
    throw new OpenCodeError(
      `The OpenCode binary at ${bin} changed after it was installed and checked (it no longer matches the SHA-256 pinned for ${check.pkg} ${OPENCODE_VERSION}), so it is not run: someone else writes the runner's tool cache (RUNNER_TOOL_CACHE).`,
    )
  }
  return { bin: held.path, check, held: held.held }
}

export async function provisionOpencode(options: ProvisionOptions): Promise<Provisioned> {
  const exec = options.exec ?? defaultExec
  const host = options.host ?? realRunnerHost()
  const started = Date.now()
  const done = async (bin: string, source: ProvisionSource, check?: BinaryCheck, held?: HoldKind): Promise<Provisioned> => {
    const version = check?.ok ? OPENCODE_VERSION : await verify(bin, exec)
    const ms = Date.now() - started
    const ripgrep = await hasRipgrep()
    const binary = check ? 'sha256-match' : 'repository'
    options.logger.event('runtime', 'provisioned', { version, source, ms, binary, check_ms: check?.ms, held, ripgrep: ripgrep ? 'present' : 'missing' })
    return { bin, version, source, ms, ripgrep }
  }

  const devBin = options.allowDev === false ? undefined : await devBinary(options.actionRoot, host)
  if (devBin) return done(devBin, 'dev')

  const pins = await loadPins(options.actionRoot)
  // A platform this release pins no binary for would fail after a 177 MB install: say so first.
  if (!platformPackages(host).some((pkg) => pins.has(pkg))) throw unpinnedError(platformPackages(host)[0] as string, pins)
  const prefix = cacheDir(options)
  const cached = await usableEntry(prefix, pins, host, options, options.fallbackDir)
  if (cached) return done(cached.bin, 'cache', cached.check, cached.held)
  const installed = await install(options, exec, prefix, pins, host).catch(async (error: unknown) => {
    // A tool cache the job may not write (a self-hosted runner's shared, read-only one) must not cost the
    // review: the install goes to the run's own directory instead, removed with it, and is paid on every run.
    if (!(error instanceof InstallDirUnwritable) || options.toolCache === undefined) throw error
    const own = cacheDir({ toolCache: undefined, fallbackDir: options.fallbackDir })
    options.logger.event('runtime', 'cache-unwritable', { dir: dirname(prefix), reason: error.reason, install: own })
    return install(options, exec, own, pins, host)
  })
  const held = await holdInstalled(installed.bin, options.fallbackDir, pins)
  return done(held.bin, 'npm', held.check, held.held)
}

/** The install directory could not be made or filled before npm ran: the place, not npm, is at fault. */
class InstallDirUnwritable extends OpenCodeError {
  constructor(
    message: string,
    readonly reason: string,
    options: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/** The repository's own devDependency binary for this runner (tests, demo), when installed at the pinned version. */
async function devBinary(actionRoot: string, host: RunnerHost): Promise<string | undefined> {
  const devVersion = await installedVersion(join(actionRoot, 'node_modules', 'opencode-ai', 'package.json'))
  return devVersion === OPENCODE_VERSION ? findPlatformBinary(actionRoot, host) : undefined
}

/**
 * Refuses, before anything is read from GitHub, a runner this release pins no
 * OpenCode binary for (configuration, naming runs-on), instead of failing
 * after the gate and prepare. The repository's own devDependency needs no pin.
 */
export async function checkPinnedPlatform(options: Pick<ProvisionOptions, 'actionRoot' | 'allowDev' | 'host'>): Promise<void> {
  const host = options.host ?? realRunnerHost()
  if (options.allowDev !== false && (await devBinary(options.actionRoot, host))) return
  const pins = await loadPins(options.actionRoot)
  const wanted = platformPackages(host)
  if (!wanted.some((pkg) => pins.has(pkg))) throw unpinnedError(wanted[0] as string, pins)
}

/** Whether provisioning would run npm: neither the devDependency nor a usable tool cache entry has this runner's binary. */
export async function needsInstall(options: Pick<ProvisionOptions, 'actionRoot' | 'toolCache' | 'allowDev' | 'host' | 'exec'>): Promise<boolean> {
  const host = options.host ?? realRunnerHost()
  if (options.allowDev !== false && (await devBinary(options.actionRoot, host))) return false
  // Without a tool cache the install goes to the run's own directory, which is new.
  if (options.toolCache === undefined) return true
  return (await usableEntry(cacheDir({ toolCache: options.toolCache, fallbackDir: '' }), await loadPins(options.actionRoot), host)) === undefined
}

/** npm ci into a directory of this job's own, checked and marked complete there, then renamed into place. */
async function install(
  options: ProvisionOptions,
  exec: Exec,
  prefix: string,
  pins: Map<string, BinaryPin>,
  host: RunnerHost,
): Promise<{ bin: string; check: BinaryCheck }> {
  const lock = join(options.actionRoot, 'runtime', 'package-lock.json')
  if (!(await exists(lock))) throw new OpenCodeError(`The action ships no runtime lock file at ${lock}; cannot install OpenCode with integrity checks.`)
  const timeoutMs = options.npmTimeoutMs ?? 300_000
  await removeAbandoned(prefix, 2 * timeoutMs)
  const staging = `${prefix}.installing-${randomBytes(6).toString('hex')}`
  try {
    try {
      await mkdir(staging, { recursive: true })
      await copyFile(join(options.actionRoot, 'runtime', 'package.json'), join(staging, 'package.json'))
      await copyFile(lock, join(staging, 'package-lock.json'))
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new InstallDirUnwritable(
        `Could not prepare the OpenCode install in ${dirname(prefix)} (${reason}); the runner's tool cache (RUNNER_TOOL_CACHE) must be a writable directory.`,
        reason,
        { cause: error },
      )
    }
    try {
      await exec('npm', ['ci', '--ignore-scripts', '--include=optional', '--no-audit', '--no-fund', '--prefix', staging], {
        cwd: staging,
        env: npmEnv(process.env, options.fallbackDir),
        timeoutMs,
      })
    } catch (error) {
      throw new OpenCodeError(`Installing opencode-ai ${OPENCODE_VERSION} with npm ci failed: ${describeNpmFailure(error, timeoutMs)}`, { cause: error })
    }
    const bin = await findPlatformBinary(staging, host)
    if (!bin) {
      throw new OpenCodeError(`npm ci installed no OpenCode binary for ${host.platform}-${host.arch} (looked for ${platformPackages(host).join(', ')}).`)
    }
    const check = await checkBinary(bin, pins)
    if (!check.ok && check.reason === 'unpinned') throw unpinnedError(check.pkg, pins)
    if (!check.ok) {
      throw new OpenCodeError(
        `npm ci installed an OpenCode binary that does not match the SHA-256 pinned for ${check.pkg} ${OPENCODE_VERSION} (got ${check.sha256}, pinned ${check.expected}), so it is not run: the registry npm used (npm_config_registry or an .npmrc in the runner's home) served another binary.`,
      )
    }
    await writeFile(join(staging, MARKER), `${OPENCODE_VERSION}\n`)
    return await place(staging, prefix, pins, host, { bin: join(prefix, relative(staging, bin)), check })
  } finally {
    await rm(staging, { recursive: true, force: true }).catch(() => undefined)
  }
}

/**
 * Puts a complete install at `prefix`. Another job may have placed its own
 * there meanwhile: that one is used if its binary matches the pin. Anything
 * else there (an install from before, half-finished, broken or carrying
 * another binary) is renamed aside first, never removed where it stands.
 */
async function place(
  staging: string,
  prefix: string,
  pins: Map<string, BinaryPin>,
  host: RunnerHost,
  ours: { bin: string; check: BinaryCheck },
): Promise<{ bin: string; check: BinaryCheck }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await rename(staging, prefix)
    } catch {
      const theirs = await usableEntry(prefix, pins, host)
      if (theirs) return theirs
      const aside = `${prefix}.replaced-${randomBytes(6).toString('hex')}`
      if (
        await rename(prefix, aside).then(
          () => true,
          () => false,
        )
      )
        await rm(aside, { recursive: true, force: true }).catch(() => undefined)
      continue
    }
    // Checked in the staging directory; the rename moved that very tree here.
    return ours
  }
  throw new OpenCodeError(`Could not put the OpenCode install in place at ${prefix}.`)
}

/**
 * Install directories beside the entry that no install still works in: a job
 * cancelled or killed during npm ci leaves its own (177 MB) behind. One younger
 * than `olderThanMs` may be another job's install in progress and stays.
 */
async function removeAbandoned(prefix: string, olderThanMs: number): Promise<void> {
  const parent = dirname(prefix)
  const own = new RegExp(`^${basename(prefix).replace(/\./g, '\\.')}\\.(?:installing|replaced)-[0-9a-f]+$`)
  const names = (await readdir(parent).catch(() => [] as string[])).filter((name) => own.test(name))
  for (const name of names) {
    const at = join(parent, name)
    const modified = await stat(at).then(
      (s) => s.mtimeMs,
      () => undefined,
    )
    if (modified !== undefined && Date.now() - modified > olderThanMs) await rm(at, { recursive: true, force: true }).catch(() => undefined)
  }
}

/**
 * npm's environment: the helper allowlist, a HOME when the runner has none,
 * and a cache in the run's own directory (removed with the run) unless the
 * runner configures one. npm resolves the home directory before anything else
 * and stops without one (a runner user with no HOME and no passwd entry), and
 * its default cache is `~/.npm`, which a user whose home does not exist or is
 * read-only cannot create; no ~/.npmrc exists to be missed in either case.
 */
export function npmEnv(source: NodeJS.ProcessEnv, runDir: string): Record<string, string> {
  const env = buildToolEnv(source, { npm: true })
  env.HOME ??= runDir
  if (!Object.keys(env).some((name) => name.toLowerCase() === 'npm_config_cache')) env.npm_config_cache = join(runDir, 'npm-cache')
  return env
}

/** What went wrong with npm, in words a user can act on (the error itself is only the cause). */
export function describeNpmFailure(error: unknown, timeoutMs: number): string {
  const failure = error as { code?: unknown; killed?: unknown; signal?: unknown; stderr?: unknown; message?: unknown }
  if (failure.code === 'ENOENT') return 'npm is not on PATH (the runner needs Node.js with npm, e.g. from actions/setup-node)'
  if (failure.killed === true && typeof failure.signal === 'string') {
    return `npm ci did not finish within ${Math.round(timeoutMs / 1000)} s and was stopped (is the npm registry reachable from the runner?)`
  }
  const stderr = typeof failure.stderr === 'string' ? failure.stderr : ''
  // npm 7-9 writes `npm ERR! …`, npm 10+ `npm error …`; the lines after the first say what it could not do.
  const lines = stderr
    .split('\n')
    .map((line) => line.replace(/^npm (?:ERR!|error)\s*/, '').trim())
    .filter((line) => line !== '' && !/^A complete log of this run/.test(line) && !/^Log files were not written/.test(line))
  const said = lines.slice(0, 4).join('; ').slice(0, 500)
  const exit = typeof failure.code === 'number' ? `exit ${failure.code}` : typeof failure.code === 'string' ? failure.code : undefined
  if (said) return exit ? `${said} (${exit})` : said
  const message = typeof failure.message === 'string' ? failure.message.split('\n')[0] : undefined
  return exit ?? message ?? 'no reason given'
}
