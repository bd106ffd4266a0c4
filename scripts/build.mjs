// Bundles the runner (src/index.ts -> dist/index.js) and every top-level plugin
// (plugins/<name>.ts -> dist/plugins/<name>.js) with ncc, so nothing is
// installed when the action runs.
//
// ncc type-checks TypeScript with the project's tsconfig, which cannot emit
// (allowImportingTsExtensions), and a half-finished file elsewhere would block
// every build. So TypeScript is first transpiled file by file (typechecking is
// `npm run typecheck`'s job) into a staging tree, and ncc bundles plain ESM.
//
// Output is deterministic: the staging tree sits at one fixed path (ncc writes
// module paths into comments), entries and assets are processed in sorted
// order, and nothing carries a timestamp. check-dist relies on that.
//
//   node scripts/build.mjs [--out <dir>] [--committed] [--quiet]
//
// --committed builds from HEAD's src/ and plugins/ instead of the work tree.
// --reuse copies an earlier build of the same sources (scripts/build-cache.mjs)
// instead of running ncc again; the tests' bundled action uses it, `npm run
// build` and check-dist never do.
import { execFileSync } from 'node:child_process'
import ts from 'typescript'
import ncc from '@vercel/ncc'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync, existsSync, chmodSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import process from 'node:process'
import { Buffer } from 'node:buffer'
import { buildKey, keepBuild, reuseBuild } from './build-cache.mjs'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
// Inside node_modules so bare imports resolve to the project's dependencies;
// fixed so the bundle text does not depend on a random directory name.
const STAGE = join(ROOT, 'node_modules', '.cache', 'harbourmaster-build')
const SOURCE_DIRS = ['src', 'plugins']

const TRANSPILE_OPTIONS = {
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  verbatimModuleSyntax: true,
  rewriteRelativeImportExtensions: true,
  useDefineForClassFields: true,
  sourceMap: false,
}

function walk(dir) {
  if (!existsSync(dir)) return []
  const out = []
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...walk(path))
    else if (entry.isFile()) out.push(path)
  }
  return out
}

// Concurrent builds (a test next to a developer's `npm run build`) share the
// staging tree; a rename never exposes a half-written file to the other ncc.
function writeAtomic(path, content) {
  if (existsSync(path) && readFileSync(path).equals(Buffer.from(content))) return
  mkdirSync(dirname(path), { recursive: true })
  const tmp = `${path}.${process.pid}.tmp`
  writeFileSync(tmp, content)
  renameSync(tmp, path)
}

function stageSources(sourceRoot) {
  writeAtomic(join(STAGE, 'package.json'), '{ "type": "module" }\n')
  const wanted = new Set([join(STAGE, 'package.json')])
  for (const dir of SOURCE_DIRS) {
    for (const file of walk(join(sourceRoot, dir))) {
      const rel = relative(sourceRoot, file)
      if (file.endsWith('.d.ts')) continue
      if (file.endsWith('.ts')) {
        const result = ts.transpileModule(readFileSync(file, 'utf8'), {
          fileName: rel,
          compilerOptions: TRANSPILE_OPTIONS,
          reportDiagnostics: true,
        })
        const errors = (result.diagnostics ?? []).filter((d) => d.category === ts.DiagnosticCategory.Error)
        if (errors.length > 0) {
          const text = errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n')
          throw new Error(`${rel}: ${text}`)
        }
        const dest = join(STAGE, rel.replace(/\.ts$/, '.js'))
        writeAtomic(dest, result.outputText)
        wanted.add(dest)
      } else {
        // JSON and other data files imported by the sources travel with them.
        const dest = join(STAGE, rel)
        writeAtomic(dest, readFileSync(file))
        wanted.add(dest)
      }
    }
  }
  // Files whose source was deleted must not keep satisfying an import.
  // Checked against the disk, not the walk above: a concurrent build may have
  // staged a source created after this walk, and still needs it.
  for (const file of walk(STAGE)) {
    if (wanted.has(file) || file.endsWith('.tmp')) continue
    const rel = relative(STAGE, file)
    const source = join(sourceRoot, rel)
    if (!existsSync(source) && !existsSync(source.replace(/\.js$/, '.ts'))) rmSync(file, { force: true })
  }
}

/** Entries in a stable order: the runner first, then plugins by name. */
export function entries(sourceRoot = ROOT) {
  const list = [{ name: 'index', source: 'src/index.ts', out: 'index.js', license: 'licenses.txt' }]
  const pluginDir = join(sourceRoot, 'plugins')
  if (existsSync(pluginDir)) {
    for (const entry of readdirSync(pluginDir, { withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.d.ts')) continue
      const name = entry.name.slice(0, -3)
      list.push({ name, source: `plugins/${entry.name}`, out: `plugins/${name}.js`, license: `plugins/${name}.licenses.txt` })
    }
  }
  return [list[0], ...list.slice(1).sort((a, b) => (a.name < b.name ? -1 : 1))]
}

async function bundle(entry) {
  const input = join(STAGE, entry.source.replace(/\.ts$/, '.js'))
  const outDir = dirname(entry.out)
  const result = await ncc(input, {
    cache: false,
    quiet: true,
    minify: false,
    sourceMap: false,
    target: 'es2022',
    license: entry.license.slice(outDir === '.' ? 0 : outDir.length + 1),
    filterAssetBase: ROOT,
  })
  // Dependencies' own sourceMappingURL comments point at maps that are not
  // shipped; left in, debuggers and test runners go looking for them.
  const code = result.code.replace(/^\/\/# sourceMappingURL=\S+$/gm, '')
  const files = new Map([[entry.out, Buffer.from(code)]])
  for (const name of Object.keys(result.assets).sort()) {
    const asset = result.assets[name]
    files.set(join(outDir, name).split(sep).join('/'), { content: Buffer.from(asset.source), mode: asset.permissions })
  }
  return files
}

/**
 * Builds every bundle into outDir, replacing what was there. Returns the files
 * written (relative path and size), sorted. sourceRoot holds src/ and plugins/
 * (the repository, or an export of a commit); dependencies always resolve from
 * the repository's node_modules.
 */
export async function build({ outDir = join(ROOT, 'dist'), sourceRoot = ROOT } = {}) {
  const key = buildKey(sourceRoot)
  stageSources(sourceRoot)
  const files = new Map()
  for (const entry of entries(sourceRoot)) {
    for (const [path, value] of await bundle(entry)) {
      const content = Buffer.isBuffer(value) ? value : value.content
      const previous = files.get(path)
      // Two plugins emitting a same-named asset with different bytes would
      // silently overwrite each other.
      if (previous && !previous.content.equals(content)) {
        throw new Error(`Bundles collide on ${path}: two entries emit different files with this name.`)
      }
      files.set(path, { content, mode: Buffer.isBuffer(value) ? undefined : value.mode })
    }
  }
  // ncc lists only some licenses of an entry's main file (none from chunks); the
  // runner loads later phases from chunks (dist/<id>.index.js), so its
  // licenses.txt is rebuilt from every package any of its files contains.
  const runnerCode = [...files.entries()].filter(([path]) => /^(index|\d+\.index)\.js$/.test(path)).map(([, v]) => v.content.toString('utf8'))
  files.set('licenses.txt', { content: Buffer.from(licensesFor(runnerCode)), mode: undefined })
  // ncc's per-plugin lists miss packages too (zod, for one); the same rule applies.
  for (const entry of entries(sourceRoot).filter((e) => e.name !== 'index')) {
    const code = files.get(entry.out)?.content.toString('utf8') ?? ''
    files.set(entry.license, { content: Buffer.from(licensesFor([code])), mode: undefined })
  }
  rmSync(outDir, { recursive: true, force: true })
  const written = []
  for (const path of [...files.keys()].sort()) {
    const { content, mode } = files.get(path)
    const dest = join(outDir, path)
    mkdirSync(dirname(dest), { recursive: true })
    writeFileSync(dest, content)
    // Only the executable bit matters to git; keep it when ncc reports one.
    if (mode && mode & 0o111) chmodSync(dest, 0o755)
    written.push({ path, bytes: content.length })
  }
  // Sources edited while ncc ran would file this build under the wrong key.
  if (buildKey(sourceRoot) === key) keepBuild(key, outDir)
  return written
}

/**
 * The build of these sources into outDir: copied from the build cache when
 * this key was built before, else built (and kept). Returns whether it was reused.
 */
export async function buildOrReuse({ outDir, sourceRoot = ROOT } = {}) {
  if (reuseBuild(buildKey(sourceRoot), outDir)) return { reused: true }
  await build({ outDir, sourceRoot })
  return { reused: false }
}

const LICENSE_FILES = ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'license', 'license.md', 'LICENCE', 'LICENSE-MIT']

/** The packages whose modules the bundle text names (ncc keeps a path comment per module), with their licenses. */
export function licensesFor(codes) {
  const names = new Set()
  for (const code of codes) {
    for (const m of code.matchAll(/node_modules\/((?:@[\w.-]+\/)?[\w.-]+)/g)) if (!m[1].startsWith('.')) names.add(m[1])
  }
  // Modules ncc inlines without a path comment come from the dependencies of
  // those named, so their production dependencies are listed too (a superset).
  const queue = [...names]
  while (queue.length > 0) {
    const name = queue.pop()
    try {
      const pkg = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8'))
      for (const dep of Object.keys(pkg.dependencies ?? {})) {
        if (!names.has(dep) && existsSync(join(ROOT, 'node_modules', dep, 'package.json'))) {
          names.add(dep)
          queue.push(dep)
        }
      }
    } catch {
      // Not a package directory.
    }
  }
  const blocks = []
  for (const name of [...names].sort()) {
    const dir = join(ROOT, 'node_modules', name)
    let license = 'UNKNOWN'
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
      license = typeof pkg.license === 'string' ? pkg.license : 'UNKNOWN'
    } catch {
      continue
    }
    const file = LICENSE_FILES.map((f) => join(dir, f)).find((f) => existsSync(f))
    blocks.push([name, license, file ? readFileSync(file, 'utf8').trim() : ''].filter(Boolean).join('\n'))
  }
  return `${blocks.join('\n\n')}\n`
}

function formatSize(bytes) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`
}

export function sizeTable(written, label = 'dist') {
  const width = Math.max(...written.map((f) => f.path.length)) + label.length + 1
  return written.map((f) => `${`${label}/${f.path}`.padEnd(width)}  ${formatSize(f.bytes).padStart(10)}`).join('\n')
}

// CI rebuilds from the committed sources; a dist/ built from uncommitted ones
// would fail check-dist there. Bundles include only what the entries import, so
// this is a warning, not an error.
function warnUncommitted() {
  let status = ''
  try {
    status = execFileSync('git', ['status', '--porcelain', '--', ...SOURCE_DIRS], { cwd: ROOT, encoding: 'utf8' })
  } catch {
    return
  }
  const paths = status
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3))
  if (paths.length > 0) {
    process.stdout.write(
      `warning: built with uncommitted changes in ${paths.length} source path(s): ${paths.slice(0, 8).join(', ')}${paths.length > 8 ? ', ...' : ''}\n`,
    )
  }
}

/**
 * Exports src/ and plugins/ of a commit into a temporary directory, so dist/
 * can be built from exactly what CI will check out while others' uncommitted
 * work sits in the tree.
 */
export function exportCommit(ref = 'HEAD') {
  const dir = mkdtempSync(join(tmpdir(), 'harbourmaster-src-'))
  try {
    const tar = execFileSync('git', ['archive', '--format=tar', ref, '--', ...SOURCE_DIRS], { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 })
    execFileSync('tar', ['-x', '-C', dir], { input: tar })
    return dir
  } catch (error) {
    // The caller removes the directory only once it has it.
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

function argValue(args, flag) {
  const i = args.indexOf(flag)
  return i >= 0 ? args[i + 1] : undefined
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const out = argValue(args, '--out')
  const outDir = out ? resolve(out) : join(ROOT, 'dist')
  const committed = args.includes('--committed')
  const sourceRoot = committed ? exportCommit() : ROOT
  try {
    if (args.includes('--reuse')) {
      const { reused } = await buildOrReuse({ outDir, sourceRoot })
      if (!args.includes('--quiet')) process.stdout.write(`${reused ? 'reused an earlier build of these sources' : 'built'} into ${outDir}\n`)
    } else {
      const written = await build({ outDir, sourceRoot })
      if (!committed && outDir === join(ROOT, 'dist')) warnUncommitted()
      if (!args.includes('--quiet')) {
        const rel = relative(ROOT, outDir)
        process.stdout.write(`${sizeTable(written, rel && !rel.startsWith('..') ? rel : outDir)}\n`)
      }
    }
  } catch (error) {
    process.stderr.write(`build failed: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 1
  } finally {
    if (committed) rmSync(sourceRoot, { recursive: true, force: true })
  }
}
