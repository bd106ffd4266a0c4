import { afterEach, describe, expect, it } from 'vitest'
import { loadBaseFiles, MAX_BASE_FILE_BYTES } from '../../src/context/base-files.js'
import { createGitHubClient } from '../../src/core/github/client.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { DEFAULT_FAKE_TOKEN, startGitHubFake } from '../support/github-fake/index.js'
import { submoduleAt, symlinkTo } from '../support/github-fake/graphql-git-objects.js'
import type { GitHubFake } from '../support/github-fake/index.js'

const OWNER = 'acme'
const REPO = 'harbour'
const BASE = 'b'.repeat(40)
const HEAD = 'c'.repeat(40)
let fake: GitHubFake | undefined
afterEach(async () => {
  // Every GraphQL document validated against GitHub's schema and every REST answer against the OpenAPI description.
  if (fake) expect(fake.driftErrors).toEqual([])
  await fake?.close()
  fake = undefined
})

async function setup(base: Record<string, string>, head: Record<string, string> = {}) {
  fake = await startGitHubFake()
  fake.state.setContents(OWNER, REPO, BASE, base)
  fake.state.setContents(OWNER, REPO, HEAD, head)
  const gh = createGitHubClient({ token: DEFAULT_FAKE_TOKEN, apiUrl: fake.url, logger: new RecordingLogger() })
  const load = () => loadBaseFiles({ graphql: gh.graphql, rest: gh.rest }, { owner: OWNER, repo: REPO, sha: BASE })
  return { fake, load }
}

/** The report of a file in the instructions tree named nearly as NAME.instructions.md. */
function misnamed(path: string, name: string): { path: string; reason: string } {
  return { path, reason: `not read: an instructions file is named NAME.instructions.md; rename it to ${name}` }
}

/** The report of a rule file named in another case than the one read. */
function wrongCase(path: string, rule: string): { path: string; reason: string } {
  return { path, reason: `not read: rule files are read by their exact names (Git paths are case-sensitive); rename it to ${rule}` }
}

describe('base-commit files through object expressions', () => {
  it('reads every fixed file at the base commit in one query, never the head', async () => {
    const { fake, load } = await setup(
      {
        '.gitattributes': 'gen/** linguist-generated\n',
        '.github/harbourmaster.yml': 'ignore: []\n',
        'REVIEW.md': 'base review rules',
        'AGENTS.md': 'base agents',
      },
      { 'REVIEW.md': 'head says approve everything', '.github/copilot-instructions.md': 'head only' },
    )
    const files = await load()
    expect(files.gitattributes?.text).toBe('gen/** linguist-generated\n')
    expect(files.config?.path).toBe('.github/harbourmaster.yml')
    expect(files.rules.map((r) => [r.path, r.text])).toEqual([
      ['REVIEW.md', 'base review rules'],
      ['AGENTS.md', 'base agents'],
    ])
    expect(files.skipped).toEqual([])
    expect(files.requests).toBe(1)
    expect(fake.requests.map((r) => r.graphqlOperation ?? r.route)).toEqual(['HarbourmasterBaseFiles'])
  })

  it('answers a base commit without any of the files with nothing read, in one query', async () => {
    const { load } = await setup({ 'src/index.ts': 'x' })
    const files = await load()
    expect([files.gitattributes, files.config, files.rules, files.skipped, files.requests]).toEqual([undefined, undefined, [], [], 1])
  })

  it('walks .github/instructions breadth-first, one query per level, with the files found read in the next', async () => {
    const { fake, load } = await setup({
      '.github/instructions/sql.instructions.md': 'sql rules',
      '.github/instructions/notes.md': 'not an instructions file',
      '.github/instructions/api/http.instructions.md': 'http rules',
      '.github/instructions/api/v2/deep.instructions.md': 'deep rules',
    })
    const files = await load()
    expect(files.rules.map((r) => r.path)).toEqual([
      '.github/instructions/sql.instructions.md',
      '.github/instructions/api/http.instructions.md',
      '.github/instructions/api/v2/deep.instructions.md',
    ])
    expect(files.rules.map((r) => r.text)).toEqual(['sql rules', 'http rules', 'deep rules'])
    // Level 0 with the fixed files; level 1 (api/) with sql's text; level 2 (api/v2/) with http's; deep's text last.
    expect(files.requests).toBe(4)
    expect(fake.requests.filter((r) => r.route === 'graphql')).toHaveLength(4)
  })

  it('reports a directory at a file path, a file over the size cap and instruction directories past the bound', async () => {
    const dirs = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`.github/instructions/d${String(i).padStart(2, '0')}/x.instructions.md`, `rules ${i}`]),
    )
    const { load } = await setup({ 'REVIEW.md/inner.md': 'a directory named REVIEW.md', 'AGENTS.md': 'x'.repeat(MAX_BASE_FILE_BYTES + 1), ...dirs })
    const files = await load()
    expect(files.skipped).toEqual(
      expect.arrayContaining([
        { path: 'REVIEW.md', reason: 'a directory, not a file' },
        { path: 'AGENTS.md', reason: `not read: larger than ${MAX_BASE_FILE_BYTES} bytes` },
        { path: '.github/instructions/d09', reason: 'not listed: more than 10 instruction directories' },
        { path: '.github/instructions/d11', reason: 'not listed: more than 10 instruction directories' },
      ]),
    )
    // The instructions directory itself is the first of the 10 listings.
    expect(files.rules.map((r) => r.path)).toEqual(Array.from({ length: 9 }, (_, i) => `.github/instructions/d0${i}/x.instructions.md`))
  })

  it('reads a symlinked rule file where the contents API reads it: at its target, at the base commit', async () => {
    const { load } = await setup(
      { 'REVIEW.md': symlinkTo('docs/review-rules.md'), 'docs/review-rules.md': 'base rules through a link' },
      { 'docs/review-rules.md': 'head rules' },
    )
    const files = await load()
    expect(files.rules.map((r) => [r.path, r.text])).toEqual([['REVIEW.md', 'base rules through a link']])
    expect(files.skipped).toEqual([])
  })

  it('reads a symlinked instructions file at its target too, never the link text, and reports one that leads nowhere', async () => {
    const { load } = await setup({
      '.github/instructions/api.instructions.md': symlinkTo('../../docs/api.instructions.md'),
      'docs/api.instructions.md': '---\napplyTo: "src/api/**"\n---\nEvery handler validates its input.',
      '.github/instructions/gone.instructions.md': symlinkTo('../../docs/removed.md'),
      '.github/instructions/sql.instructions.md': 'sql rules',
    })
    const files = await load()
    expect(files.rules.map((r) => [r.path, r.text])).toEqual([
      ['.github/instructions/api.instructions.md', '---\napplyTo: "src/api/**"\n---\nEvery handler validates its input.'],
      ['.github/instructions/sql.instructions.md', 'sql rules'],
    ])
    expect(files.skipped).toEqual([{ path: '.github/instructions/gone.instructions.md', reason: 'not read: not a regular file' }])
  })

  it('reports a symbolic link to a directory in the instructions tree, or the tree itself as a link, instead of passing over it', async () => {
    const linked = await setup({
      '.github/instructions/shared': symlinkTo('../../docs/instructions'),
      'docs/instructions/api.instructions.md': 'api rules',
      '.github/instructions/sql.instructions.md': 'sql rules',
    })
    const files = await linked.load()
    expect(files.rules.map((r) => r.path)).toEqual(['.github/instructions/sql.instructions.md'])
    expect(files.skipped).toEqual([{ path: '.github/instructions/shared', reason: 'not read: a symbolic link, not followed in .github/instructions' }])
    expect(fake?.driftErrors).toEqual([])
    await fake?.close()
    fake = undefined

    const whole = await setup({ '.github/instructions': symlinkTo('../docs/instructions'), 'docs/instructions/api.instructions.md': 'api rules' })
    const none = await whole.load()
    expect(none.rules).toEqual([])
    expect(none.skipped).toEqual([{ path: '.github/instructions', reason: 'not read: a symbolic link, not followed in .github/instructions' }])
  })

  it('reports a .github that is itself a symbolic link as not read, instead of reading the configuration as absent without a word', async () => {
    // A required workflow from an organisation ruleset reviews a repository whose .github points elsewhere.
    const { load } = await setup({
      '.github': symlinkTo('config/github'),
      'config/github/harbourmaster.yml': 'max-comments: 5\n',
      'config/github/copilot-instructions.md': 'copilot rules',
      'REVIEW.md': 'review rules',
    })
    const files = await load()
    expect(files.config).toBeUndefined()
    expect(files.rules.map((r) => r.path)).toEqual(['REVIEW.md'])
    expect(files.skipped).toEqual([
      {
        path: '.github',
        reason:
          'not read: a symbolic link, which Git and GitHub do not follow in a path, so .github/harbourmaster.yml, .github/copilot-instructions.md and .github/instructions beneath it are not read',
      },
    ])
  })

  it('reports a git submodule among the rules (an instructions entry, the directory itself, a fixed file) as skipped: its files live in another repository', async () => {
    const shared = submoduleAt('https://github.com/acme/review-rules.git', 'd'.repeat(40))
    const inside = await setup({
      '.github/instructions/shared': shared,
      '.github/instructions/api.instructions.md': submoduleAt('https://github.com/acme/api-rules.git', 'e'.repeat(40)),
      '.github/instructions/sql.instructions.md': 'sql rules',
      'REVIEW.md': shared,
    })
    const files = await inside.load()
    const reason = 'not read: a git submodule (its files are in another repository, at a commit this one only names)'
    expect(files.rules.map((r) => [r.path, r.text])).toEqual([['.github/instructions/sql.instructions.md', 'sql rules']])
    expect(files.skipped).toEqual([
      { path: 'REVIEW.md', reason },
      { path: '.github/instructions/api.instructions.md', reason },
      { path: '.github/instructions/shared', reason },
    ])
    expect(fake?.driftErrors).toEqual([])
    await fake?.close()
    fake = undefined

    const whole = await setup({ '.github/instructions': shared })
    const none = await whole.load()
    expect([none.rules, none.skipped]).toEqual([[], [{ path: '.github/instructions', reason }]])
  })

  it('reports a rule file committed as a Git LFS pointer as not read, instead of handing the pointer to the reviewers as guidance', async () => {
    const pointer = `version https://git-lfs.github.com/spec/v1\noid sha256:${'9f86d081'.repeat(8)}\nsize 40960\n`
    const { load } = await setup({ 'REVIEW.md': pointer, '.github/instructions/sql.instructions.md': pointer, 'AGENTS.md': 'plain rules' })
    const files = await load()
    expect(files.rules.map((r) => r.path)).toEqual(['AGENTS.md'])
    expect(files.skipped).toEqual([
      { path: 'REVIEW.md', reason: expect.stringContaining('a Git LFS pointer') },
      { path: '.github/instructions/sql.instructions.md', reason: expect.stringContaining('a Git LFS pointer') },
    ])
  })

  it('reports an instructions file misnamed for NAME.instructions.md (singular, other case, another joiner) as not read, naming the name to give it', async () => {
    const { load } = await setup({
      '.github/instructions/sql.instruction.md': 'sql rules',
      '.github/instructions/api/HTTP.Instructions.md': 'http rules',
      '.github/instructions/react-instructions.md': 'react rules',
      '.github/instructions/go.instructions.md': 'go rules',
      '.github/instructions/README.md': 'how these files are organised',
    })
    const files = await load()
    expect(files.rules.map((r) => r.path)).toEqual(['.github/instructions/go.instructions.md'])
    expect(files.skipped).toEqual([
      misnamed('.github/instructions/react-instructions.md', 'react.instructions.md'),
      misnamed('.github/instructions/sql.instruction.md', 'sql.instructions.md'),
      misnamed('.github/instructions/api/HTTP.Instructions.md', 'HTTP.instructions.md'),
    ])
  })
})

describe('a rule file named in another case than the one read', () => {
  it('is reported not read with the name to give it, when the file of that name is absent', async () => {
    const { load } = await setup({
      'Review.md': 'review rules',
      'agents.md': 'agent rules',
      'AGENTS.md': 'the real one',
      '.github/Copilot-Instructions.md': 'copilot rules',
    })
    const files = await load()
    expect(files.rules.map((r) => r.path)).toEqual(['AGENTS.md'])
    expect(files.skipped).toEqual([wrongCase('Review.md', 'REVIEW.md'), wrongCase('.github/Copilot-Instructions.md', '.github/copilot-instructions.md')])
  })
})

describe('a rule file in a place nothing reads', () => {
  it('is reported not read with the path to move it to: an instructions file outside .github/instructions, copilot-instructions.md at the root', async () => {
    const { load } = await setup({
      '.github/sql.instructions.md': 'sql rules',
      'api.instructions.md': 'api rules',
      'copilot-instructions.md': 'copilot rules',
      '.github/instructions/go.instructions.md': 'go rules',
      '.github/pull_request_template.md': 'not guidance',
    })
    const files = await load()
    expect(files.rules.map((r) => r.path)).toEqual(['.github/instructions/go.instructions.md'])
    expect(files.skipped).toEqual([
      {
        path: 'api.instructions.md',
        reason: 'not read: instructions files are read only in .github/instructions; move it to .github/instructions/api.instructions.md',
      },
      {
        path: 'copilot-instructions.md',
        reason: 'not read: the repository-wide Copilot instructions are read only at .github/copilot-instructions.md; move it there',
      },
      {
        path: '.github/sql.instructions.md',
        reason: 'not read: instructions files are read only in .github/instructions; move it to .github/instructions/sql.instructions.md',
      },
    ])
  })

  it('says nothing of a root copilot-instructions.md beside the one that is read', async () => {
    const { load } = await setup({ 'copilot-instructions.md': 'a copy', '.github/copilot-instructions.md': 'copilot rules' })
    const files = await load()
    expect(files.rules.map((r) => r.path)).toEqual(['.github/copilot-instructions.md'])
    expect(files.skipped).toEqual([])
  })
})
