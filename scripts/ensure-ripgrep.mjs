// `npm test` runs this first. OpenCode's glob and grep tools need ripgrep
// (`rg`) on PATH; without it OpenCode tries to download one, which fails
// offline and turns runtime tests red for a reason that has nothing to do with
// the code. On a Debian machine where we are root (CI, a fresh dev box) it
// installs Debian's ripgrep, as .ci/run does; elsewhere it says what to do.
import { execFileSync, spawnSync } from 'node:child_process'
import process from 'node:process'

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0

if (has('rg')) process.exit(0)
if (typeof process.getuid === 'function' && process.getuid() === 0 && has('apt-get')) {
  process.stderr.write("ripgrep (rg) is missing: installing Debian's ripgrep for OpenCode's glob and grep tools...\n")
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'] })
    execFileSync('apt-get', ['install', '-y', '-qq', 'ripgrep'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  } catch {
    // Reported below.
  }
  if (has('rg')) process.exit(0)
}
process.stderr.write(
  "The tests need ripgrep (rg) on PATH for OpenCode's glob and grep tools. Install it (Debian/Ubuntu: apt-get install ripgrep; macOS: brew install ripgrep) and run npm test again.\n",
)
process.exit(1)
