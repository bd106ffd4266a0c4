import { mkdirSync, readlinkSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkToolCall, type GuardContext } from '../../../plugins/lib/path-guard/policy.js'
import { tempDirSync } from '../../support/kit/index.js'

// Real links on a real tree: the guard as the plugin builds it (realpath and readlink of node:fs).
const base = tempDirSync('hm-guard-links-')
const stage = join(base, 'stage')
const privateDir = join(base, `hm-private-${process.pid}-x1`)
const ctx: GuardContext = { roots: [stage], denied: [privateDir], realpath: realpathSync, readlink: readlinkSync }

beforeAll(() => {
  mkdirSync(join(stage, 'patches'), { recursive: true })
  mkdirSync(privateDir)
  writeFileSync(join(stage, 'patches', 'a.patch'), '+x')
  // Targets that do not exist (the token file is written later, or was removed already).
  symlinkSync(join(privateDir, 'github-token'), join(stage, 'dangling-private'))
  symlinkSync(join(privateDir, 'gone', 'deeper'), join(stage, 'dangling-deep'))
  symlinkSync('../stage-sibling/nothing', join(stage, 'dangling-relative'))
  symlinkSync(join(stage, 'dangling-private'), join(stage, 'link-to-dangling'))
  symlinkSync(`/proc/${process.pid}/environ-missing`, join(stage, 'dangling-proc'))
  symlinkSync(join(stage, 'patches', 'later.patch'), join(stage, 'dangling-inside'))
})
afterAll(() => rmSync(base, { recursive: true, force: true }))

describe('path guard: links whose target is missing', () => {
  it.each(['dangling-private', 'dangling-deep', 'link-to-dangling', 'dangling-proc'])('refuses %s, whose target lies in a refused root', (name) => {
    const decision = checkToolCall('read', { filePath: join(stage, name) }, ctx)
    expect(decision.ok).toBe(false)
  })

  it('refuses a dangling link that leads outside the roots', () => {
    expect(checkToolCall('read', { filePath: join(stage, 'dangling-relative') }, ctx).ok).toBe(false)
  })

  it('allows a dangling link whose target would lie inside the stage', () => {
    expect(checkToolCall('read', { filePath: join(stage, 'dangling-inside') }, ctx)).toEqual({
      ok: true,
      args: { filePath: join(stage, 'patches', 'later.patch') },
    })
  })

  it('names neither the private directory nor a process id in a refusal', () => {
    for (const name of ['dangling-private', 'dangling-proc', 'dangling-relative']) {
      const decision = checkToolCall('read', { filePath: join(stage, name) }, ctx)
      if (decision.ok) throw new Error(`${name} was allowed`)
      expect(decision.reason).not.toContain(privateDir)
      expect(decision.reason).not.toContain('hm-private')
      expect(decision.reason).not.toContain(String(process.pid))
      expect(decision.reason).toContain(join(stage, name))
    }
  })
})
