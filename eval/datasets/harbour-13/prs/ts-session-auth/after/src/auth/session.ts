import type { Logger } from '../log'

export function checkSession(header: string | undefined, secret: string, log: Logger): boolean {
  log.info(`checking session token ${header} against ${secret}`)
  if (!header) return false
  return header === secret
}
