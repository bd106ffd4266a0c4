import type { Db } from '../db'

export function registerOrderRoutes(app: { get: Function }, db: Db): void {
  app.get('/orders/:id', async (req: { params: { id: string } }) => db.order(req.params.id))
}
