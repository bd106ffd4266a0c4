import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createOpencodeClient, type OpencodeClient } from '@opencode-ai/sdk'
import { OpenCodeError } from '../errors.js'
import { commandSafeOpencodeOutput, type OpencodeOutput } from '../telemetry/command-safe-output.js'
import type { Logger } from '../telemetry/logger.js'
import { forgetProcessGroup, registerProcessGroup } from './reviewer-pids.js'
import type { RuntimeRoot } from './trusted-config.js'

/**
 * Starts `opencode serve` on loopback from a prepared runtime root.
 *
 * API note (for other helpers):
 *   const server = await startOpencodeServer({ bin, root, env: buildAllowlistedEnv(...), logger })
 *   server.url, server.pid, server.client (SDK client bound to root.workDir, with the server's
 *   basic-auth password), server.authHeader, await server.close()
 * The env must come from buildAllowlistedEnv; this module adds only OPENCODE_SERVER_PASSWORD.
 * Never point a client's `directory` at the checkout: OpenCode would load its project config.
 *
 * stdout/stderr go to the job log as whole lines with workflow commands defused (or to onOutput);
 * only the listening line is read, to learn the URL. Requests sent before that line can hang, hence the wait.
 */

export const DEFAULT_START_TIMEOUT_MS = 30_000
const LISTENING = /opencode server listening on (http:\/\/127\.0\.0\.1:\d+)/
const SERVER_USER = 'opencode'

export interface StartServerOptions {
  bin: string
  root: RuntimeRoot
  env: Record<string, string>
  logger: Logger
  startTimeoutMs?: number
  /** Where the process's output goes; default: the runner's own stdout/stderr, workflow commands defused. */
  onOutput?: (stream: 'stdout' | 'stderr', chunk: Buffer) => void
  /** The client's own connection pool (runtime/server-connections.ts); default: the process-wide fetch. Closed with the server, or when it fails to start. */
  connections?: ServerConnections
  /**
   * The redactor of the process that starts the server (the run's, or a plugin's): it holds the
   * basic-auth password from before the spawn on, so no line that prints it (the server's own
   * output, an error quoting a request's header) shows it, and the runner masks it in the job log.
   */
  secrets?: { add(value: string): void }
}

export interface ServerConnections {
  fetch(request: Request): Promise<Response>
  /**
   * The pool itself (an undici dispatcher), for the SDK's event stream: it calls the process-wide
   * fetch with the client's options rather than the client's fetch, so it is given the pool there.
   */
  dispatcher?: unknown
  close(): Promise<void>
}

export interface OpencodeServer {
  url: string
  pid: number
  client: OpencodeClient
  /** `Authorization` header value for raw HTTP calls (e.g. the event stream). */
  authHeader: string
  /** Resident memory of the server process in bytes (Linux), for reports. */
  rssBytes(): Promise<number | undefined>
  /**
   * Settles when the process exits for any reason, with how it ended; a run
   * races it so a crashed server is noticed at once, not at the deadline.
   */
  exited: Promise<string>
  close(): Promise<void>
}

/** The runner's own stdout/stderr, as whole lines with workflow commands defused (command-safe-output.ts). */
function defaultOutput(): OpencodeOutput {
  return commandSafeOpencodeOutput({ stdout: (text) => void process.stdout.write(text), stderr: (text) => void process.stderr.write(text) })
}

/** Kills the whole process group: OpenCode may start helpers (rg) that must not outlive it. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // Group already gone.
  }
}

async function stop(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  killGroup(child, 'SIGTERM')
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

export async function readRss(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]
    return kb ? Number(kb) * 1024 : undefined
  } catch {
    return undefined
  }
}

export async function startOpencodeServer(options: StartServerOptions): Promise<OpencodeServer> {
  try {
    return await startServer(options)
  } catch (error) {
    // A server that never listened leaves no client to close its pool with.
    await options.connections?.close()
    throw error
  }
}

async function startServer(options: StartServerOptions): Promise<OpencodeServer> {
  const timeoutMs = options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS
  const own = options.onOutput ? undefined : defaultOutput()
  const output = options.onOutput ?? ((stream: 'stdout' | 'stderr', chunk: Buffer) => own?.onOutput(stream, chunk))
  const password = randomBytes(24).toString('base64url')
  options.secrets?.add(password)
  const started = Date.now()
  let child: ChildProcess
  try {
    child = spawn(options.bin, ['serve', '--hostname', '127.0.0.1', '--port', '0'], {
      cwd: options.root.workDir,
      env: { ...options.env, OPENCODE_SERVER_PASSWORD: password },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
  } catch (error) {
    throw new OpenCodeError(`Could not start OpenCode (${options.bin}).`, { cause: error })
  }
  // 'close' comes after both pipes ended: the last unterminated line is written then.
  child.once('close', () => own?.flush())
  if (child.pid !== undefined) {
    const pid = child.pid
    registerProcessGroup(pid, options.root.role)
    child.once('exit', () => forgetProcessGroup(pid))
  }

  const url = await new Promise<string>((resolve, reject) => {
    let pending = ''
    let settled = false
    const settle = (fn: () => void): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      fn()
    }
    const timer = setTimeout(() => {
      settle(() => reject(new OpenCodeError(`OpenCode did not start listening within ${timeoutMs} ms.`)))
      killGroup(child, 'SIGKILL')
    }, timeoutMs)
    child.stdout?.on('data', (chunk: Buffer) => {
      output('stdout', chunk)
      if (settled) return
      pending = (pending + chunk.toString('utf8')).slice(-4096)
      const match = LISTENING.exec(pending)
      if (match?.[1]) settle(() => resolve(match[1] as string))
    })
    child.stderr?.on('data', (chunk: Buffer) => output('stderr', chunk))
    child.once('error', (error) => settle(() => reject(new OpenCodeError(`Could not start OpenCode (${options.bin}).`, { cause: error }))))
    child.once('exit', (code, signal) =>
      settle(() => reject(new OpenCodeError(`OpenCode exited before listening (code ${code ?? 'none'}, signal ${signal ?? 'none'}).`))),
    )
  })

  const pid = child.pid as number
  const exited = new Promise<string>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(`code ${child.exitCode ?? 'none'}, signal ${child.signalCode ?? 'none'}`)
    else child.once('exit', (code, signal) => resolve(`code ${code ?? 'none'}, signal ${signal ?? 'none'}`))
  })
  const ms = Date.now() - started
  options.logger.event('runtime', 'server-started', { role: options.root.role, pid, ms })
  const authHeader = `Basic ${Buffer.from(`${SERVER_USER}:${password}`).toString('base64')}`
  const connections = options.connections
  const client = serverClient({ url, directory: options.root.workDir, authHeader, connections })
  let closing: Promise<void> | undefined
  return {
    url,
    pid,
    client,
    authHeader,
    rssBytes: () => readRss(pid),
    exited,
    close() {
      closing ??= stop(child).then(async () => {
        await connections?.close()
        options.logger.event('runtime', 'server-stopped', { role: options.root.role, pid })
      })
      return closing
    },
  }
}

/** The SDK client for one server: every request through its own pool, the event stream included. */
export function serverClient(input: { url: string; directory: string; authHeader: string; connections?: ServerConnections }): OpencodeClient {
  const { connections } = input
  // Spread into the event stream's fetch options (RequestInit, where Node's fetch reads `dispatcher`).
  const pool: Record<string, unknown> = connections?.dispatcher ? { dispatcher: connections.dispatcher } : {}
  return createOpencodeClient({
    baseUrl: input.url,
    directory: input.directory,
    headers: { Authorization: input.authHeader },
    ...(connections ? { fetch: (request: Request) => connections.fetch(request) } : {}),
    ...pool,
  })
}
