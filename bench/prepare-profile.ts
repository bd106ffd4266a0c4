import { spawn } from 'node:child_process'
import { mkdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_FAKE_TOKEN, startGitHubFake, warmUpGitHubFake } from '../test/support/github-fake/index.js'
import { REPO_ROOT } from './child.js'
import { BIG_PR, bigPullRequestFiles, seedPullRequest } from './synthetic-pr.js'

/**
 * `node --import tsx bench/prepare-profile.ts <dir> [runs]`: the bench PR's prepare in a child
 * with `--cpu-prof` (profiles land in <dir>; `-` runs without the profiler), the fake in this process, so a profile holds the
 * product's CPU alone. Prints each run's CPU ms (process.cpuUsage around prepare()).
 */
async function main(): Promise<void> {
  const dir = process.argv[2] ?? join(tmpdir(), 'hm-prepare-profiles')
  const runs = Number(process.argv[3] ?? 1)
  const cpu: number[] = []
  const profile = dir === '-' ? [] : ['--cpu-prof', '--cpu-prof-dir', dir]
  if (profile.length > 0) await mkdir(dir, { recursive: true })
  warmUpGitHubFake()
  const fake = await startGitHubFake({ validate: false })
  const seeded = await seedPullRequest(fake, bigPullRequestFiles(BIG_PR), BIG_PR)
  try {
    for (let i = 0; i < runs; i++) {
      const out = await new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, [...profile, '--import', 'tsx', join(REPO_ROOT, 'bench', 'prepare-child.ts')], {
          cwd: REPO_ROOT,
          env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...seeded.env, HM_BENCH_TOKEN: DEFAULT_FAKE_TOKEN },
          stdio: ['ignore', 'pipe', 'inherit'],
        })
        let stdout = ''
        child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')))
        child.once('exit', (code) => (code === 0 ? resolve(stdout.trim().split('\n').at(-1) ?? '') : reject(new Error(`child exited ${code}`))))
      })
      const r = JSON.parse(out) as { cpuMs: number; ms: number; stages: Record<string, number>; stageDir: string }
      await rm(r.stageDir, { recursive: true, force: true })
      cpu.push(r.cpuMs)
      process.stdout.write(`run ${i + 1}: cpu ${r.cpuMs.toFixed(0)} ms, wall ${r.ms.toFixed(0)} ms, stages ${JSON.stringify(r.stages)}\n`)
    }
    const sorted = [...cpu].sort((a, b) => a - b)
    process.stdout.write(`median CPU ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)} ms over ${cpu.length} runs\n`)
  } finally {
    await fake.close()
    await rm(seeded.dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
