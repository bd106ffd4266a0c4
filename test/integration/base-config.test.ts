import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readEnvironment } from '../../src/config/environment.js'
import { REPOSITORY_CONFIG_PATH } from '../../src/config/repository-config.js'
import { readSettings } from '../../src/config/settings.js'
import { MAX_BASE_FILE_BYTES } from '../../src/context/base-files.js'
import { readPullRequestEvent } from '../../src/context/event.js'
import { ConfigurationError } from '../../src/core/errors.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { prepare } from '../../src/prepare.js'
import { CONTENTS_INLINE_BYTES, fileOfSize } from '../support/github-fake/blob-content.js'
import { symlinkTo } from '../support/github-fake/graphql-git-objects.js'
import { DEFAULT_FAKE_TOKEN, makePatch, startGitHubFake } from '../support/github-fake/index.js'
import type { FileSeed, GitHubFake } from '../support/github-fake/index.js'
import { eventOf, runnerEnv, writePullRequestEvent, tempDir } from '../support/kit/index.js'

/**
 * What the base commit's `.github/harbourmaster.yml` does to a run, through the real prepare
 * phase against the GitHub fake: a file that is there but cannot be used stops the run as a
 * configuration error (never the defaults, as if it were absent), and the file never undoes what
 * the workflow's own inputs decided.
 */
const OWNER = 'acme'
const REPO = 'harbour'
const NUMBER = 7

let fake: GitHubFake | undefined
afterEach(async () => {
  if (fake) expect(fake.driftErrors).toEqual([])
  await fake?.close()
  fake = undefined
})

async function prepareWith(base: Record<string, string>, files: FileSeed[], inputs: Record<string, string> = {}) {
  fake = await startGitHubFake()
  const pull = fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: NUMBER, files })
  fake.state.setContents(OWNER, REPO, pull.base.sha, base)
  const dir = await tempDir('hm-base-config-')
  const eventPath = await writePullRequestEvent(join(dir, 'event.json'), eventOf(pull))
  const env = readEnvironment(runnerEnv({ eventPath, github: { url: fake.url }, repository: `${OWNER}/${REPO}`, runnerTemp: join(dir, 'tmp') }))
  const settings = readSettings((name) => ({ 'github-token': DEFAULT_FAKE_TOKEN, ...inputs })[name] ?? '')
  const logger = new RecordingLogger()
  const gh = createGitHubClient({ token: settings.githubToken, apiUrl: env.apiUrl, logger })
  const event = await readPullRequestEvent(env)
  return prepare({ settings, env, event, rest: gh.rest, graphql: gh.graphql, logger })
}

const SOURCES: FileSeed[] = [
  { filename: 'src/app.ts', patch: makePatch({ seed: 'app' }) },
  { filename: 'docs/guide.ts', patch: makePatch({ seed: 'guide' }) },
]

describe('a base-commit configuration file that is there but cannot be used', () => {
  it(`over ${MAX_BASE_FILE_BYTES} bytes: a configuration failure naming the file, not the defaults`, async () => {
    // Valid YAML that means something (an ignore list) padded with comments past the read cap.
    const big = `ignore: ["src/**"]\n${'# padding\n'.repeat(MAX_BASE_FILE_BYTES / 10 + 10)}`
    const error = await prepareWith({ [REPOSITORY_CONFIG_PATH]: big }, SOURCES).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigurationError)
    expect((error as ConfigurationError).message).toContain(`${REPOSITORY_CONFIG_PATH} (base commit)`)
    expect((error as ConfigurationError).message).toMatch(/larger than/)
  })

  it('a binary file, or one over 1 MB behind a symbolic link: a configuration failure naming the file and why, not the defaults', async () => {
    const binary = await prepareWith({ [REPOSITORY_CONFIG_PATH]: 'ignore: ["src/**"]\n\u0000\u0001' }, SOURCES).catch((e: unknown) => e)
    expect(binary).toBeInstanceOf(ConfigurationError)
    expect((binary as ConfigurationError).message).toContain(`${REPOSITORY_CONFIG_PATH} (base commit)`)
    expect((binary as ConfigurationError).message).toContain('a binary file')
    const linked = { [REPOSITORY_CONFIG_PATH]: symlinkTo('../config/review.yml'), 'config/review.yml': fileOfSize(CONTENTS_INLINE_BYTES + 1) }
    const large = await prepareWith(linked, SOURCES).catch((e: unknown) => e)
    expect(large).toBeInstanceOf(ConfigurationError)
    expect((large as ConfigurationError).message).toContain(`larger than ${MAX_BASE_FILE_BYTES} bytes`)
  })

  it('a directory at its path: a configuration failure naming the file, not the defaults', async () => {
    const error = await prepareWith({ [`${REPOSITORY_CONFIG_PATH}/ignore.yml`]: 'ignore: ["src/**"]\n' }, SOURCES).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigurationError)
    expect((error as ConfigurationError).message).toContain(`${REPOSITORY_CONFIG_PATH} (base commit)`)
    expect((error as ConfigurationError).message).toContain('a directory')
  })
})

/** What Git LFS commits in a tracked file's place (the spec's pointer: version, oid, size): the file's text is elsewhere. */
const LFS_POINTER = `version https://git-lfs.github.com/spec/v1\noid sha256:${'4d7a2146'.repeat(8)}\nsize 2048\n`

describe('a configuration file Harbourmaster would otherwise pass over', () => {
  it.each(['.github/harbourmaster.yaml', '.github/Harbourmaster.yml', '.github/.harbourmaster.yml'])(
    'at %s instead of .github/harbourmaster.yml: a configuration failure naming both paths, not a review under the defaults',
    async (path) => {
      const error = await prepareWith({ [path]: 'ignore: ["src/**"]\n' }, SOURCES).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ConfigurationError)
      expect((error as ConfigurationError).input).toBe(REPOSITORY_CONFIG_PATH)
      expect((error as ConfigurationError).message).toContain(`'${path}'`)
      expect((error as ConfigurationError).message).toContain(`rename it to ${REPOSITORY_CONFIG_PATH}`)
    },
  )

  it.each(['.harbourmaster.yml', '.Harbourmaster.yaml'])(
    'at the root (%s), where another tool of that name may keep its file: the review runs under the defaults and the notes name the file and where to move it',
    async (path) => {
      const prepared = await prepareWith({ [path]: 'ignore: ["src/**"]\n' }, SOURCES)
      // Its `ignore: ["src/**"]` is not applied: the source file is still reviewed.
      expect(prepared.allowlist).toContain('src/app.ts')
      expect(prepared.base.notes).toContainEqual(expect.stringMatching(new RegExp(`^\\${path}: not read; .*only from ${REPOSITORY_CONFIG_PATH}`)))
    },
  )

  it('beside .github/harbourmaster.yml (here its symbolic link target): read as usual, the lookalike being no mistake then', async () => {
    const linked = { [REPOSITORY_CONFIG_PATH]: symlinkTo('harbourmaster.yaml'), '.github/harbourmaster.yaml': 'ignore: ["docs/**"]\n' }
    const prepared = await prepareWith(linked, SOURCES)
    expect(prepared.allowlist).toEqual(['src/app.ts'])
  })

  it('saved as UTF-16 (as Windows PowerShell writes with >): a configuration failure that says to save it as UTF-8', async () => {
    // UTF-16LE of ASCII text: each character followed by a NUL byte, which is how Git tells a binary file.
    const utf16 = [...'ignore: ["src/**"]\n'].map((c) => `${c}\u0000`).join('')
    const error = await prepareWith({ [REPOSITORY_CONFIG_PATH]: utf16 }, SOURCES).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigurationError)
    expect((error as ConfigurationError).message).toContain(`${REPOSITORY_CONFIG_PATH} (base commit)`)
    expect((error as ConfigurationError).message).toContain('save text as UTF-8')
  })

  it('a Git LFS pointer in its place: a configuration failure that says so, not a complaint about its keys', async () => {
    const error = await prepareWith({ [REPOSITORY_CONFIG_PATH]: LFS_POINTER }, SOURCES).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigurationError)
    expect((error as ConfigurationError).message).toContain(`${REPOSITORY_CONFIG_PATH} (base commit)`)
    expect((error as ConfigurationError).message).toContain('a Git LFS pointer')
  })
})

describe("the file's max-comments under the workflow's input", () => {
  it('is named as not applied in the notes the job summary and the rules telemetry show, with the value that won', async () => {
    const prepared = await prepareWith({ [REPOSITORY_CONFIG_PATH]: 'max-comments: 5\n' }, SOURCES, { 'max-comments': '10' })
    expect(prepared.base.notes).toContainEqual(
      `${REPOSITORY_CONFIG_PATH}: max-comments: 5 not applied; the workflow's max-comments input (10) wins (docs/configuration.md#precedence)`,
    )
    const applied = await prepareWith({ [REPOSITORY_CONFIG_PATH]: 'max-comments: 5\n' }, SOURCES)
    expect(applied.base.notes.filter((n) => n.includes('max-comments'))).toEqual([])
  })
})

describe('blocking-severity in a mode that never fails on findings', () => {
  it.each(['comment', 'silent'])('%s: a blocking-severity the workflow changed is named as setting only the output, not failing the job', async (mode) => {
    const prepared = await prepareWith({}, SOURCES, { mode, 'blocking-severity': 'medium' })
    expect(prepared.base.notes).toContainEqual(
      `the workflow's blocking-severity input (medium) fails no ${mode} run: only check-only and blocking runs fail on findings at or above it; here it sets the blocking-findings output, which counts this run's findings, not earlier ones still open (mode: blocking fails the job on them)`,
    )
  })

  it('is not named in check-only and blocking runs, nor at the default', async () => {
    for (const inputs of [
      { mode: 'blocking', 'blocking-severity': 'medium' },
      { mode: 'comment', 'blocking-severity': 'high' },
    ]) {
      const prepared = await prepareWith({}, SOURCES, inputs)
      expect(prepared.base.notes.filter((n) => n.includes('blocking-severity'))).toEqual([])
    }
  })
})

describe("the file's ignore list adds to the exclude input and never lifts it", () => {
  it("a '!' glob in ignore does not re-include a file the workflow's exclude input left out", async () => {
    const prepared = await prepareWith({ [REPOSITORY_CONFIG_PATH]: 'ignore:\n  - "!docs/**"\n' }, SOURCES, { exclude: 'docs/**' })
    expect(prepared.allowlist).toEqual(['src/app.ts'])
    expect(prepared.exclusions).toEqual([expect.objectContaining({ path: 'docs/guide.ts', rule: 'user-exclude' })])
  })

  it("a '!' glob in ignore still re-includes within ignore's own list", async () => {
    const prepared = await prepareWith({ [REPOSITORY_CONFIG_PATH]: 'ignore:\n  - "docs/**"\n  - "!docs/guide.ts"\n' }, SOURCES)
    expect(prepared.allowlist.sort()).toEqual(['docs/guide.ts', 'src/app.ts'])
  })

  it('a file the ignore list leaves out is reported with the file as the reason, not the exclude input', async () => {
    const prepared = await prepareWith({ [REPOSITORY_CONFIG_PATH]: 'ignore:\n  - "docs/**"\n' }, SOURCES)
    expect(prepared.exclusions).toEqual([
      { path: 'docs/guide.ts', rule: 'config-ignore', reason: `matches the ignore glob 'docs/**' of ${REPOSITORY_CONFIG_PATH} (base commit)` },
    ])
  })
})
