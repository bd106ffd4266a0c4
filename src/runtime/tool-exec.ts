import { spawn } from 'node:child_process'
import { forgetProcessGroup, registerProcessGroup } from '../core/opencode/reviewer-pids.js'
import { buildToolEnv } from './env.js'

/**
 * Runs a helper program of provisioning (npm ci, `opencode --version`) and
 * rejects on a non-zero exit, as execFile does and with the same fields
 * (`code`, `signal`, `killed`, `stderr`). Unlike execFile it starts the
 * program as the leader of its own process group and registers that group
 * while it runs: npm ci runs beside prepare for minutes on a runner without a
 * cache, and a run cancelled meanwhile stops it at the signal
 * (stopRegisteredGroups) instead of leaving it installing after the runner
 * exited.
 */
export type Exec = (file: string, args: string[], options: { cwd?: string; timeoutMs: number; env?: Record<string, string> }) => Promise<{ stdout: string }>

const MAX_STDOUT = 16 * 1024 * 1024
const STDERR_TAIL = 64 * 1024

export interface ExecFailure extends Error {
  code: number | string | null
  signal: NodeJS.Signals | null
  killed: boolean
  stderr: string
}

/** Never the runner's own environment: an allowlist (buildToolEnv) unless the caller passes one. */
export const defaultExec: Exec = (file, args, options) =>
  new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd: options.cwd, env: options.env ?? buildToolEnv(process.env), stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    const group = child.pid
    if (group !== undefined) registerProcessGroup(group, file)
    let stdout = ''
    let stderr = ''
    let killed = false
    const kill = (): void => {
      killed = true
      try {
        if (group !== undefined) process.kill(-group, 'SIGTERM')
      } catch {
        // Already gone.
      }
    }
    const timer = setTimeout(kill, options.timeoutMs)
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8')
      if (stdout.length > MAX_STDOUT) kill()
    })
    child.stderr.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL)))
    const settle = (): void => {
      clearTimeout(timer)
      if (group !== undefined) forgetProcessGroup(group)
    }
    child.once('error', (error) => {
      settle()
      reject(error)
    })
    child.once('close', (code, signal) => {
      settle()
      if (code === 0 && !killed) return resolve({ stdout })
      const failure = Object.assign(new Error(`Command failed: ${file} ${args.join(' ')}`), { code, signal, killed, stderr }) satisfies ExecFailure
      reject(failure)
    })
  })
