import { chmod, mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { tempDir } from './temp-dir.js'

/** The one source file most sandbox tests need: something to copy, nothing to run. */
export const MATH_SOURCE = { 'src/math.js': 'exports.add = (a, b) => a + b\n' }

/**
 * A checkout for the sandboxed test command: `<temp dir>/<prefix>XXXXXX/shop` holding `files`.
 * The command runs as a throwaway user that must traverse to the copy's source, so the temp
 * directory, the checkout and every directory made for a file are 0755 (mkdtemp makes 0700).
 */
export async function sandboxWorkspace(prefix: string, files: Record<string, string> = MATH_SOURCE): Promise<{ dir: string; workspace: string }> {
  const dir = await tempDir(prefix)
  const workspace = join(dir, 'shop')
  const dirs = new Set([dir, workspace])
  for (const [path, text] of Object.entries(files)) {
    const at = join(workspace, path)
    await mkdir(dirname(at), { recursive: true })
    for (let d = dirname(at); d.startsWith(workspace) && !dirs.has(d); d = dirname(d)) dirs.add(d)
    await writeFile(at, text)
  }
  await mkdir(workspace, { recursive: true })
  for (const d of dirs) await chmod(d, 0o755)
  return { dir, workspace }
}
