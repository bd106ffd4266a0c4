/**
 * What-if (benchmark only): the file listing as proposed for
 * src/context/files.ts, simulated under the unchanged code at the fetch
 * layer. As soon as the PR answer gives `changed_files`, every file page is
 * requested, `concurrency` at a time; when prepare later asks for a page, it
 * gets the answer already in flight. Prepare's own code and request count
 * stay as they are.
 */

const PULL = /^\/repos\/[^/]+\/[^/]+\/pulls\/\d+$/
const PER_PAGE = 100
const GITHUB_FILE_LIMIT = 3000

interface Pending {
  promise: Promise<Response>
  resolve(response: Response): void
  reject(error: unknown): void
}

function pending(): Pending {
  let resolve: (response: Response) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<Response>((res, rej) => {
    resolve = res
    reject = rej
  })
  // A prefetched page nobody asks for must not surface as an unhandled rejection.
  promise.catch(() => {})
  return { promise, resolve, reject }
}

const pageKey = (url: URL): string => `${url.pathname}#${url.searchParams.get('page') ?? '1'}`

export function prefetchFilePages(concurrency: number): void {
  const inner = globalThis.fetch
  const prefetched = new Map<string, Pending>()
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const method = init?.method ?? 'GET'
    const hit = method === 'GET' && url.pathname.endsWith('/files') ? prefetched.get(pageKey(url)) : undefined
    if (hit) {
      prefetched.delete(pageKey(url))
      return hit.promise
    }
    const response = await inner(input, init)
    if (method === 'GET' && PULL.test(url.pathname) && response.ok) {
      const pull = (await response.clone().json()) as { changed_files?: number }
      const pages = Math.ceil(Math.min(pull.changed_files ?? 0, GITHUB_FILE_LIMIT) / PER_PAGE)
      const urls = Array.from({ length: pages }, (_, i) => {
        const page = new URL(`${url.pathname}/files`, url)
        page.searchParams.set('per_page', String(PER_PAGE))
        page.searchParams.set('page', String(i + 1))
        return page
      })
      for (const page of urls) prefetched.set(pageKey(page), pending())
      let next = 0
      const worker = async (): Promise<void> => {
        while (next < urls.length) {
          const page = urls[next++] as URL
          const slot = prefetched.get(pageKey(page))
          try {
            slot?.resolve(await inner(page.href, { method: 'GET', headers: init?.headers }))
          } catch (error) {
            slot?.reject(error)
          }
        }
      }
      for (let i = 0; i < concurrency; i++) void worker()
    }
    return response
  }
}
