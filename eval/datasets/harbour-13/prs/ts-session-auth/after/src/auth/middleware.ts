import { checkSession } from './session'
import type { Logger } from '../log'

export function sessionMiddleware(secret: string, log: Logger) {
  return (req: { headers: Record<string, string | undefined> }, res: { status(code: number): { end(): void } }, next: () => void) => {
    if (!checkSession(req.headers['x-session-token'], secret, log)) return res.status(401).end()
    next()
  }
}
