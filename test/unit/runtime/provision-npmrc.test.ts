import { execFileSync } from 'node:child_process'
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OpenCodeError } from '../../../src/core/errors.js'
import { RecordingLogger } from '../../../src/core/telemetry/logger.js'
import { provisionOpencode } from '../../../src/runtime/provision.js'
import { copyShippedRuntime, tempDir } from '../../support/kit/index.js'

/**
 * The provisioning npm ci must take its registry from the runner (its
 * npm_config_* variables, the .npmrc in its home), never from the checked-out
 * pull request: an `.npmrc` in the workspace naming another registry, or
 * a workspace package.json claiming the tool cache as one of its workspaces,
 * must not reach it. `npm` on PATH is a wrapper that asks the real npm which
 * registry it would use, with exactly the arguments, directory and
 * environment provisioning gave it.
 */
const REAL_NPM = execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim()
const PLANTED = 'http://127.0.0.1:9/planted/'
let dir: string
let workspace: string
const savedPath = process.env.PATH
const savedCwd = process.cwd()

beforeEach(async () => {
  dir = await tempDir('hm-prov-npmrc-')
  workspace = join(dir, 'workspace')
  const actionRoot = join(dir, 'action')
  await copyShippedRuntime(actionRoot)
  await mkdir(workspace, { recursive: true })
  await writeFile(join(workspace, '.npmrc'), `registry=${PLANTED}\n`)
  await writeFile(join(workspace, 'package.json'), JSON.stringify({ name: 'pr', workspaces: ['**'] }))
  const bin = join(dir, 'bin')
  await mkdir(bin)
  // `npm ci <flags>` becomes `npm config get registry <flags>` in the same directory, then fails as an install that got nothing.
  await writeFile(join(bin, 'npm'), `#!/bin/sh\nshift\n"${REAL_NPM}" config get registry "$@" > "${join(dir, 'registry')}"\nexit 1\n`)
  await chmod(join(bin, 'npm'), 0o755)
  process.env.PATH = `${bin}:${savedPath ?? ''}`
  process.chdir(workspace)
})

afterEach(async () => {
  process.chdir(savedCwd)
  process.env.PATH = savedPath
  await rm(dir, { recursive: true, force: true })
})

describe('the provisioning npm ci and the checked-out repository', () => {
  it('ignores a workspace .npmrc naming another registry, even with the tool cache inside the workspace', async () => {
    for (const toolCache of [join(dir, 'tool-cache'), join(workspace, 'tool-cache')]) {
      const failure = await provisionOpencode({
        actionRoot: join(dir, 'action'),
        toolCache,
        fallbackDir: dir,
        logger: new RecordingLogger(),
        allowDev: false,
      }).catch((e: unknown) => e)
      expect(failure).toBeInstanceOf(OpenCodeError)
      const registry = (await readFile(join(dir, 'registry'), 'utf8')).trim()
      expect(registry).not.toBe(PLANTED)
      expect(registry).toMatch(/^https?:\/\//)
    }
  })
})
