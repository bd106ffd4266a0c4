import type { Db } from '../db'

export interface SummaryLine {
  name: string
  quantity: number
  total: number
}

export async function orderSummary(db: Db, orderId: string): Promise<SummaryLine[]> {
  const lines = await db.orderLines(orderId)
  const out: SummaryLine[] = []
  for (const line of lines) {
    const product = await db.product(line.productId)
    out.push({ name: product.name, quantity: line.quantity, total: line.quantity * product.price })
  }
  return out
}
