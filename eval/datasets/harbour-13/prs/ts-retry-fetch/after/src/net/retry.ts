export async function fetchWithRetry(url: string, attempts = 3, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<Response> {
  let attempt = 0
  let lastError: unknown
  while (attempt < attempts) {
    try {
      const res = await fetch(url)
      if (res.status < 500) return res
      lastError = new Error(`HTTP ${res.status}`)
    } catch (error) {
      lastError = error
    }
    await sleep(100 * 2 ** attempt)
  }
  throw lastError
}
