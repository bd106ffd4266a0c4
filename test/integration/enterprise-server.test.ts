// GitHub Enterprise Server: the runner gets GITHUB_API_URL=https://HOST/api/v3 and
// GITHUB_GRAPHQL_URL=https://HOST/api/graphql. A proxy shaped like such a host stands in front
// of the fake and answers only those two paths, so a request built for github.com's layout
// (GraphQL at <api>/graphql, a dropped /api/v3) ends in a 404 instead of passing.
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readEnvironment } from '../../src/config/environment.js'
import { readSettings } from '../../src/config/settings.js'
import { makeRunMarker } from '../../src/core/contracts/markers.js'
import { buildLineMap } from '../../src/core/diff/diff-lines.js'
import { readPullRequestEvent } from '../../src/context/event.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { prepare } from '../../src/prepare.js'
import { snapshotReviews } from '../../src/publication/verify.js'
import { preparePublication } from '../../plugins/lib/publication/payload-to-review.js'
import { publishReview } from '../../plugins/lib/publication/publish.js'
import { publicationPort } from '../../plugins/lib/publication/session.js'
import { DEFAULT_BOT_LOGIN, DEFAULT_FAKE_TOKEN, addedLine, makePatch, startGitHubFake, type GitHubFake } from '../support/github-fake/index.js'
import { eventOf, runnerEnv, writePullRequestEvent, tempDir } from '../support/kit/index.js'

let fake: GitHubFake | undefined
let proxy: Server | undefined
afterEach(async () => {
  if (fake) expect(fake.driftErrors).toEqual([])
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()))
  await fake?.close()
  fake = undefined
  proxy = undefined
})

/** An Enterprise Server host: REST under /api/v3, GraphQL at /api/graphql, nothing else. */
async function enterpriseHost(target: GitHubFake): Promise<{ url: string; paths: string[] }> {
  const paths: string[] = []
  const upstream = new URL(target.url)
  proxy = createServer((req, res) => {
    const url = req.url ?? '/'
    paths.push(url.split('?')[0] ?? url)
    const path = url === '/api/graphql' ? '/graphql' : url.startsWith('/api/v3/') ? url.slice('/api/v3'.length) : undefined
    if (path === undefined) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not Found' }))
      return
    }
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => proxy?.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, paths }
}

describe('GitHub Enterprise Server', () => {
  it('reads the pull request, its threads and base files and publishes the review through /api/v3 and /api/graphql', async () => {
    fake = await startGitHubFake()
    const patch = makePatch({ seed: 'ghes' })
    const pull = fake.state.addPullRequest({ owner: 'acme', repo: 'harbour', number: 9, user: 'dev', files: [{ filename: 'src/a.ts', patch }] })
    fake.state.addThread('acme', 'harbour', 9, { path: 'src/a.ts', line: addedLine(0), author: 'dev', comments: ['Why this change?'] })
    const host = await enterpriseHost(fake)
    const dir = await tempDir('hm-ghes-')
    const eventPath = await writePullRequestEvent(join(dir, 'event.json'), eventOf(pull))
    const env = readEnvironment(
      runnerEnv({
        eventPath,
        github: { url: `${host.url}/api/v3/`, graphqlUrl: `${host.url}/api/graphql` },
        repository: 'acme/harbour',
        runnerTemp: join(dir, 'temp'),
        runId: '31',
      }),
    )
    const settings = readSettings((name) => ({ 'github-token': DEFAULT_FAKE_TOKEN })[name] ?? '')
    const logger = new RecordingLogger()
    const gh = createGitHubClient({ token: settings.githubToken, apiUrl: env.apiUrl, logger, retryBaseMs: 20 })
    const prepared = await prepare({ settings, env, event: await readPullRequestEvent(env), rest: gh.rest, graphql: gh.graphql, logger, stats: gh.stats })
    expect(prepared.counts).toMatchObject({ listedFiles: 1, threads: 1 })
    const target = { owner: 'acme', repo: 'harbour', pullNumber: 9 }
    await snapshotReviews(gh.rest, target, pull.head.sha)

    const marker = makeRunMarker('31', pull.head.sha)
    const publication = preparePublication(
      { summary: 'Reviewed on Enterprise Server.', findings: [] },
      { marker, allowlist: ['src/a.ts'], lineMaps: new Map([['src/a.ts', buildLineMap(patch)]]), patches: new Map([['src/a.ts', patch]]), maxComments: 25 },
    )
    if (!publication.ok) throw new Error(publication.problems.join('\n'))
    const port = publicationPort(DEFAULT_FAKE_TOKEN, env.apiUrl, logger)
    const result = await publishReview(port, publication.publication, { ...target, headSha: pull.head.sha, marker, expectedLogin: DEFAULT_BOT_LOGIN })
    expect(result.how).toBe('posted')
    expect(fake.state.reviews('acme', 'harbour', 9).find((r) => r.id === result.reviewId)).toMatchObject({ commitId: pull.head.sha, user: DEFAULT_BOT_LOGIN })

    expect(host.paths.filter((p) => !p.startsWith('/api/v3/repos/acme/harbour/') && p !== '/api/graphql')).toEqual([])
    expect(host.paths).toContain('/api/graphql')
  })
})
