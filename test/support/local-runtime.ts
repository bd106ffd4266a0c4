import { execFile } from 'node:child_process'
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { OPENCODE_VERSION } from '../../src/core/opencode/trusted-config.js'
import { platformPackages } from '../../src/runtime/cache-entry.js'
import { pinOpencodeBinaries, STAND_IN_OPENCODE } from './kit/action-runtime.js'

const exec = promisify(execFile)

/**
 * An action root whose runtime lock pins a stand-in for this runner's
 * OpenCode platform package, packed to a local tarball: the real npm installs
 * it offline, checking the lock's integrity hash, as it installs the shipped
 * lock from the registry, and whose pins name that stand-in. `optional` declares it as opencode-ai declares its
 * platform packages. Returns the action root.
 */
export async function localRuntime(base: string, options: { optional?: boolean } = {}): Promise<string> {
  const pkg = platformPackages()[0] as string
  const pkgDir = join(base, 'pkg')
  await mkdir(join(pkgDir, 'bin'), { recursive: true })
  await writeFile(join(pkgDir, 'package.json'), JSON.stringify({ name: pkg, version: OPENCODE_VERSION }))
  await writeFile(join(pkgDir, 'bin', 'opencode'), STAND_IN_OPENCODE)
  await chmod(join(pkgDir, 'bin', 'opencode'), 0o755)
  const npmHome = join(base, 'npm-home')
  const env = { PATH: process.env.PATH ?? '', HOME: npmHome }
  const { stdout } = await exec('npm', ['pack', '--pack-destination', base, '--silent'], { cwd: pkgDir, env })
  const tarball = join(base, stdout.trim().split('\n').pop() as string)
  const actionRoot = join(base, 'action')
  const runtime = join(actionRoot, 'runtime')
  await mkdir(runtime, { recursive: true })
  const deps = { [pkg]: `file:${tarball}` }
  await writeFile(
    join(runtime, 'package.json'),
    JSON.stringify({ name: 'hm-runtime', version: '1.0.0', ...(options.optional ? { optionalDependencies: deps } : { dependencies: deps }) }),
  )
  await exec('npm', ['install', '--package-lock-only', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'], { cwd: runtime, env })
  if (!(await readFile(join(runtime, 'package-lock.json'), 'utf8')).includes('"integrity"')) throw new Error('the lock has no integrity hash')
  await rm(npmHome, { recursive: true, force: true })
  await pinOpencodeBinaries(actionRoot, [pkg])
  return actionRoot
}
