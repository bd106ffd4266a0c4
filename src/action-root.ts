import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Where the action's own files are (agents/, runtime/, dist/plugins/), found
 * from this module's location: dist/index.js in production, src/ under tsx
 * in development and tests. Plugins load from dist/plugins when the runner
 * itself runs from the bundle, else from their TypeScript sources (OpenCode
 * runs on Bun, which imports TypeScript as it is).
 */
export interface ActionLayout {
  root: string
  agentsDir: string
  bundled: boolean
  plugin(name: 'path-guard' | 'team-gate' | 'spawn-reviewers' | 'publish-review' | 'record-review' | 'replay-publish'): string
}

export function actionLayout(moduleUrl: string = import.meta.url): ActionLayout {
  let dir = dirname(fileURLToPath(moduleUrl))
  while (!existsSync(join(dir, 'action.yml'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`action.yml not found above ${fileURLToPath(moduleUrl)}`)
    dir = parent
  }
  const root = resolve(dir)
  const bundled = fileURLToPath(moduleUrl).startsWith(join(root, 'dist') + '/')
  return {
    root,
    agentsDir: join(root, 'agents'),
    bundled,
    plugin: (name) => (bundled ? join(root, 'dist', 'plugins', `${name}.js`) : join(root, 'plugins', `${name}.ts`)),
  }
}
