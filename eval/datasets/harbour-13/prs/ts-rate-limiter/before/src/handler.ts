import { route } from './router'

export async function handle(req: Request): Promise<Response> {
  return route(req)
}
