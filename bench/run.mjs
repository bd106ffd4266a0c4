// `npm run bench [-- --json] [-- --update-docs]`: runs bench/main.ts through tsx in a child
// Node process (the benchmarks import the TypeScript sources directly) and passes its exit code on.
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench', 'main.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
