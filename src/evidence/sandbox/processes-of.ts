import { readdirSync, readFileSync } from 'node:fs'

/** Processes whose real user is `uid`, by pid on the runner (they may be in namespaces of their own). */
export function processesOf(uid: number): number[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return []
    try {
      const line = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))
      return line && Number(line[1]) === uid ? [Number(entry)] : []
    } catch {
      return []
    }
  })
}
