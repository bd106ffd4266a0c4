// `npm test` runs this first: the tools the tests need on PATH beside Node.
// - ripgrep (`rg`): OpenCode's glob and grep tools; without it OpenCode tries to
//   download one, which fails offline and turns runtime tests red for a reason
//   that has nothing to do with the code.
// - openssl: the proxy test makes a throwaway certificate for its TLS loopback endpoint.
// On a Debian machine where we are root (CI, a fresh dev box) it installs the
// missing Debian packages, as .ci/run does; elsewhere it says what to do.
import { execFileSync, spawnSync } from 'node:child_process'
import process from 'node:process'

const TOOLS = [
  { cmd: 'rg', pkg: 'ripgrep', why: "OpenCode's glob and grep tools", brew: 'ripgrep' },
  { cmd: 'openssl', pkg: 'openssl', why: "the proxy test's throwaway TLS certificate", brew: 'openssl' },
]

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0

let missing = TOOLS.filter((t) => !has(t.cmd))
if (missing.length === 0) process.exit(0)
if (typeof process.getuid === 'function' && process.getuid() === 0 && has('apt-get')) {
  process.stderr.write(`Missing ${missing.map((t) => `${t.cmd} (${t.why})`).join(', ')}: installing Debian's ${missing.map((t) => t.pkg).join(' ')}...\n`)
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'] })
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing.map((t) => t.pkg)], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  } catch {
    // Reported below.
  }
  missing = missing.filter((t) => !has(t.cmd))
  if (missing.length === 0) process.exit(0)
}
for (const t of missing) {
  process.stderr.write(
    `The tests need ${t.cmd} on PATH for ${t.why}. Install it (Debian/Ubuntu: apt-get install ${t.pkg}; macOS: brew install ${t.brew}) and run npm test again.\n`,
  )
}
process.exit(1)
