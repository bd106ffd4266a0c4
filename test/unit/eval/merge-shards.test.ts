import { execFile } from 'node:child_process'
import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scoreResults } from '../../../eval/lib/evaluate.js'
import { evalFinding, evalPrOf, tempDir } from '../../support/kit/index.js'

/**
 * A matrix of `--shard i/n` runs merges into one score. A shard whose output never reached the merge
 * (its job failed before it wrote one, its artifact missing) left its pull requests out of every
 * figure, and the merge scored the rest as the whole dataset with exit code 0: each summary says
 * which shard of which split it is, and the merge names the shards it lacks.
 */
const run = promisify(execFile)

async function merge(files: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(process.execPath, ['--import', 'tsx', 'eval/run.ts', '--merge', ...files, '--json']).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  )
}

let dir: string
beforeAll(async () => {
  dir = await tempDir('hm-eval-shards-')
})
afterAll(async () => rm(dir, { recursive: true, force: true }))

/** The output file of `--shard <shard> --json` over one pull request, found. */
async function shardFile(id: string, shard: string): Promise<string> {
  const finding = evalFinding(10)
  const summary = { ...(await scoreResults([{ pr: evalPrOf(id), findings: [finding], outcome: 'success', modelCalls: 1 }])), shards: [shard] }
  const file = join(dir, `shard-${shard.replace('/', '-of-')}-${id}.txt`)
  await writeFile(file, `eval: ${id}\n${JSON.stringify(summary)}\n`)
  return file
}

const last = (stdout: string): Record<string, unknown> => JSON.parse(stdout.trim().split('\n').pop() ?? '{}')

describe('--merge of a --shard split', () => {
  it('names a shard whose output is not among the files and ends with exit code 1, the score of the others printed', async () => {
    const out = await merge([await shardFile('a', '1/3'), await shardFile('c', '3/3')])
    expect(out.code).toBe(1)
    expect(last(out.stdout)).toMatchObject({ prs: 2, shards: ['1/3', '3/3'], missingShards: ['2/3'] })
    expect(out.stdout).toContain('shards not merged (their pull requests are in no figure): 2/3')
    expect(out.stderr).toContain('1 shard(s) of the 3 are not among the merged files (2/3)')
  }, 60_000)

  it('merges an empty shard file (its job crashed under tee before the summary) as a missing shard, named, with exit code 1', async () => {
    const empty = join(dir, 'shard-2-crashed.txt')
    await writeFile(empty, '')
    const out = await merge([await shardFile('a', '1/3'), empty, await shardFile('c', '3/3')])
    expect(out.code).toBe(1)
    expect(last(out.stdout)).toMatchObject({ prs: 2, shards: ['1/3', '3/3'], missingShards: ['2/3'] })
    expect(out.stderr).toContain(`${empty} is empty`)
    expect(out.stderr).toContain('1 shard(s) of the 3 are not among the merged files (2/3)')
    // Every file empty: nothing to score, which is an input error (exit 2), not a score of nothing.
    const none = await merge([empty])
    expect(none.code).toBe(2)
    expect(none.stderr).toContain(`${empty} is empty`)
  }, 60_000)

  it('accepts every shard of the split, also merged in two steps, with exit code 0', async () => {
    const first = await merge([await shardFile('a', '1/3'), await shardFile('c', '3/3')])
    const partial = join(dir, 'partial.txt')
    await writeFile(partial, first.stdout)
    const out = await merge([partial, await shardFile('b', '2/3')])
    expect(out.code).toBe(0)
    expect(last(out.stdout)).toMatchObject({ prs: 3, shards: ['1/3', '2/3', '3/3'], missingShards: [] })
  }, 60_000)

  it('refuses shards of two splits, naming both files (exit code 2)', async () => {
    const three = await shardFile('a', '1/3')
    const five = await shardFile('b', '2/5')
    const out = await merge([three, five])
    expect(out.code).toBe(2)
    expect(out.stderr).toContain(`--merge: ${three} is shard 1/3 but ${five} is shard 2/5`)
  }, 60_000)
})
