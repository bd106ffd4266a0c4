import type { Db } from '../db'
import { orderSummary } from './summary'

export function registerOrderRoutes(app: { get: Function }, db: Db): void {
  app.get('/orders/:id', async (req: { params: { id: string } }) => db.order(req.params.id))
  app.get('/orders/:id/summary', async (req: { params: { id: string } }) => {
    const summary = orderSummary(db, req.params.id)
    return { lines: summary }
  })
}
