import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'

/**
 * A registry on 127.0.0.1 for the provisioning benchmark, so the timed
 * `npm ci` measures installing OpenCode, not this machine's route to
 * registry.npmjs.org (and so the benchmark reaches no other address).
 *
 * It serves what runtime/package-lock.json names: a packument per package
 * (built from the lock's own fields; the lock carries no tarball URLs, so npm
 * asks for them) and each tarball, read from npm's content-addressed cache
 * (cacache, the copy inside npm's own node_modules) by the lock's integrity.
 * Packages the lock gives no integrity (other platforms' binaries npm never
 * installs here) answer 404, which is what an optional dependency survives.
 *
 * The tarballs must be in npm's cache first: `fillNpmCache` runs
 * `npm cache add` for the missing ones once, untimed (that one step uses the
 * real registry, like the `npm ci` that filled the repository).
 */

interface LockEntry {
  version?: string
  integrity?: string
  os?: string[]
  cpu?: string[]
  libc?: string[]
  bin?: Record<string, string>
  hasInstallScript?: boolean
  optionalDependencies?: Record<string, string>
  dependencies?: Record<string, string>
  license?: string
}

export interface LockedPackage {
  name: string
  version: string
  integrity: string | undefined
  entry: LockEntry
}

interface CacacheInfo {
  integrity: string
}

interface Cacache {
  get: {
    info(cache: string, key: string): Promise<CacacheInfo | null>
    byDigest(cache: string, integrity: string): Promise<Buffer>
  }
}

const run = promisify(execFile)

/** npm's own cacache (the one that wrote the cache), found next to the npm on PATH. */
async function loadCacache(): Promise<Cacache> {
  const { stdout } = await run('npm', ['root', '-g'])
  const npmDir = join(stdout.trim(), 'npm')
  const require = createRequire(join(npmDir, 'package.json'))
  return require('cacache') as Cacache
}

export async function npmCacheDir(): Promise<string> {
  const { stdout } = await run('npm', ['config', 'get', 'cache'])
  return join(stdout.trim(), '_cacache')
}

export async function lockedPackages(lockFile: string): Promise<LockedPackage[]> {
  const lock = JSON.parse(await readFile(lockFile, 'utf8')) as { packages: Record<string, LockEntry> }
  const out: LockedPackage[] = []
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path.startsWith('node_modules/') || entry.version === undefined) continue
    out.push({ name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length), version: entry.version, integrity: entry.integrity, entry })
  }
  return out
}

/**
 * Makes sure every locked tarball with an integrity is in npm's cache at `cacheDir`
 * (npm cache add for the missing ones). Returns the names it had to add.
 */
export async function fillNpmCache(packages: readonly LockedPackage[], cacheDir: string): Promise<string[]> {
  const cacache = await loadCacache()
  const added: string[] = []
  for (const p of packages) {
    if (!p.integrity) continue
    const present = await cacache.get.byDigest(cacheDir, p.integrity).then(
      () => true,
      () => false,
    )
    if (present) continue
    await run('npm', ['cache', 'add', `${p.name}@${p.version}`], { env: { ...process.env, npm_config_cache: dirname(cacheDir) }, maxBuffer: 16 * 1024 * 1024 })
    added.push(`${p.name}@${p.version}`)
  }
  return added
}

export interface LoopbackRegistry {
  url: string
  /** Requests served, by kind, and every path that was not found. */
  stats: { packuments: number; tarballs: number; bytes: number; notFound: string[] }
  close(): Promise<void>
}

const tarballName = (name: string, version: string): string => `${name.split('/').pop() ?? name}-${version}.tgz`

export async function startLoopbackRegistry(packages: readonly LockedPackage[], cacheDir: string): Promise<LoopbackRegistry> {
  const cacache = await loadCacache()
  const byName = new Map(packages.map((p) => [p.name, p]))
  const stats: LoopbackRegistry['stats'] = { packuments: 0, tarballs: 0, bytes: 0, notFound: [] }
  let base = ''
  const packument = (p: LockedPackage): Record<string, unknown> => {
    const { version, integrity, entry } = p
    const manifest: Record<string, unknown> = {
      name: p.name,
      version,
      dist: { tarball: `${base}/${p.name}/-/${tarballName(p.name, version)}`, integrity },
    }
    for (const key of ['os', 'cpu', 'libc', 'bin', 'hasInstallScript', 'optionalDependencies', 'dependencies', 'license'] as const) {
      if (entry[key] !== undefined) manifest[key] = entry[key]
    }
    return { name: p.name, 'dist-tags': { latest: version }, versions: { [version]: manifest } }
  }
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/').replace(/^\/+/, '')
    const notFound = (): void => {
      stats.notFound.push(path)
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}')
    }
    const tarball = /^(.+)\/-\/[^/]+-(\d[^/]*)\.tgz$/.exec(path)
    if (tarball) {
      const p = byName.get(tarball[1] ?? '')
      if (!p?.integrity || p.version !== tarball[2]) return notFound()
      cacache.get.byDigest(cacheDir, p.integrity).then(
        (data) => {
          stats.tarballs++
          stats.bytes += data.length
          res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(data.length) }).end(data)
        },
        () => notFound(),
      )
      return
    }
    const p = byName.get(path)
    if (!p?.integrity) return notFound()
    stats.packuments++
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(packument(p)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: `${base}/`,
    stats,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
