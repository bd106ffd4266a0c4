import type { Octokit } from '@octokit/core'

/**
 * Parses successful answers with the engine's own JSON.parse. Octokit's parser
 * (json-with-bigint) first rewrites every number in the text with a regular
 * expression and then calls a reviver for every value, so that numbers past
 * 2^53 become BigInts: on a 3,000-file prepare that cost about 130 ms of CPU
 * (about a tenth of the phase). GitHub's ids and counts are far below 2^53,
 * and nothing here computes with BigInts. Error answers are still parsed by
 * Octokit, so failure handling sees exactly what it saw before.
 *
 * Registered as the innermost hook, so the retry and throttling plugins and
 * every caller see parsed data, as they did.
 */
const JSON_TYPE = /^application\/(?:scim\+)?json\s*(?:;|$)/i
const TEXT_TYPE = /^text\//i
const UTF8 = /;\s*charset="?utf-8"?/i

export function nativeJson() {
  return (octokit: Octokit): void => {
    octokit.hook.wrap('request', async (request, options) => {
      // A caller that asked for the raw body gets it.
      if (options.request?.parseSuccessResponseBody === false) return request(options)
      const response = await request({ ...options, request: { ...options.request, parseSuccessResponseBody: false } })
      const body: unknown = response.data
      // An empty body (fetch gives null) reads as Octokit reads it: an empty text.
      if (body === null) return { ...response, data: '' }
      // The stream may come from Node's fetch or from undici's (the proxy transport): same interface.
      if (typeof body !== 'object' || typeof (body as { getReader?: unknown }).getReader !== 'function') return response
      const type = String(response.headers['content-type'] ?? '')
      const raw = new Response(body as ReadableStream)
      if (JSON_TYPE.test(type)) {
        const text = await raw.text()
        try {
          return { ...response, data: JSON.parse(text) as unknown }
        } catch {
          return { ...response, data: text }
        }
      }
      if (type === '' || TEXT_TYPE.test(type) || (UTF8.test(type) && !/^application\/octet-stream/i.test(type))) {
        return { ...response, data: await raw.text().catch(() => undefined) }
      }
      return { ...response, data: await raw.arrayBuffer().catch(() => new ArrayBuffer(0)) }
    })
  }
}
