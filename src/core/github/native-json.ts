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
 * every caller see parsed data, as they did. The raw body must be asked for in
 * the client's request defaults (RAW_SUCCESS_BODY): Octokit's token hook sits
 * inside every plugin and rebuilds each request from the options the call
 * started with, so a plugin cannot change them on the way down (asking for it
 * here left Octokit's parser running on every answer).
 */
export const RAW_SUCCESS_BODY = { parseSuccessResponseBody: false } as const

const JSON_TYPE = /^application\/(?:scim\+)?json\s*(?:;|$)/i
const TEXT_TYPE = /^text\//i
const UTF8 = /;\s*charset="?utf-8"?/i

export function nativeJson() {
  return (octokit: Octokit): void => {
    octokit.hook.wrap('request', async (request, options) => {
      const response = await request(options)
      const body: unknown = response.data
      // An empty body (fetch gives null) reads as Octokit reads it: an empty text.
      if (body === null) return { ...response, data: '' }
      // The stream may come from Node's fetch or from undici's (the proxy transport): same interface.
      if (typeof body !== 'object' || typeof (body as { getReader?: unknown }).getReader !== 'function') return response
      const type = String(response.headers['content-type'] ?? '')
      const raw = new Response(body as ReadableStream)
      if (JSON_TYPE.test(type)) {
        const text = await whole(raw.text(), options)
        try {
          return { ...response, data: JSON.parse(text) as unknown }
        } catch {
          return { ...response, data: text }
        }
      }
      if (type === '' || TEXT_TYPE.test(type) || (UTF8.test(type) && !/^application\/octet-stream/i.test(type))) {
        return { ...response, data: await whole(raw.text(), options) }
      }
      return { ...response, data: await whole(raw.arrayBuffer(), options) }
    })
  }
}

/**
 * A body that stops arriving after the headers (the client's request timeout
 * aborts it) or is cut off fails as a request that never got its answer
 * does: HTTP 500, which the retry plugin retries and a checked write treats
 * as "GitHub may have applied it". Read unguarded, it failed at once without
 * a retry; read as Octokit reads it, it would have been a silently empty answer.
 */
async function whole<T>(reading: Promise<T>, options: object): Promise<T> {
  try {
    return await reading
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw Object.assign(new Error(`the answer's body did not arrive whole (${reason})`, { cause: error }), { status: 500, request: options })
  }
}
