import { spawn } from 'node:child_process'
import { join, resolve } from 'node:path'

/** The repository root (bench/ lives directly under it). */
export const REPO_ROOT = resolve(import.meta.dirname, '..')

export interface ChildResult<T> {
  result: T
  stderr: string
  wallMs: number
}

/**
 * Runs a TypeScript file of bench/ in its own Node process (through tsx) and
 * returns the JSON object it prints as its last stdout line. Bounded by a
 * timeout so a hung child cannot stall the whole benchmark.
 */
export function runTsChild<T>(file: string, env: Record<string, string>, timeoutMs = 120_000): Promise<ChildResult<T>> {
  const started = performance.now()
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'bench', file)], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      const last = stdout.trim().split('\n').at(-1) ?? ''
      if (code !== 0) return reject(new Error(`${file} exited with ${code ?? signal}: ${stderr.slice(-2000)}`))
      try {
        resolvePromise({ result: JSON.parse(last) as T, stderr, wallMs: performance.now() - started })
      } catch {
        reject(new Error(`${file} printed no JSON result; stdout ends with: ${stdout.slice(-500)}`))
      }
    })
  })
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}
