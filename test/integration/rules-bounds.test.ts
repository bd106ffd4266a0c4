import { afterEach, describe, expect, it } from 'vitest'
import { MAX_BASE_FILE_BYTES } from '../../src/context/base-files.js'
import { runConfigOf } from '../support/action/push-world.js'
import { makePatch, startGitHubFake } from '../support/github-fake/index.js'
import type { FileSeed, GitHubFake } from '../support/github-fake/index.js'
import { tempDir } from '../support/kit/index.js'
import { prepareJob } from '../support/action/prepare-job.js'

/**
 * Repository guidance too large to give whole (a REVIEW.md over the cap, a
 * file over the read limit, more instruction files than are read) is bounded,
 * and the review itself says so: a team reading only the pull request learns
 * that part of its guidance did not reach the reviewers. Through the real
 * prepare phase against the GitHub fake, then the run configuration whose
 * notes the published review opens with.
 */
const OWNER = 'acme'
const REPO = 'harbour'

let fake: GitHubFake | undefined
afterEach(async () => {
  if (fake) expect(fake.driftErrors).toEqual([])
  await fake?.close()
  fake = undefined
})

async function notesFor(base: Record<string, string>, files: FileSeed[]) {
  fake = await startGitHubFake()
  const pull = fake.state.addPullRequest({ owner: OWNER, repo: REPO, number: 7, files })
  fake.state.setContents(OWNER, REPO, pull.base.sha, base)
  const dir = await tempDir('hm-rules-bounds-')
  const { prepared, settings, env, logger } = await prepareJob({ fakeUrl: fake.url, pull, dir, env: { repository: `${OWNER}/${REPO}` } })
  const runConfig = runConfigOf({ prepared, settings, env, runDir: dir, logger })
  return { notes: runConfig.reviewNotes ?? [], prepared, logger }
}

const SOURCES: FileSeed[] = [{ filename: 'src/app.ts', patch: makePatch({ seed: 'app' }) }]

describe('repository guidance over its bounds is noted in the review', () => {
  it('a REVIEW.md over rules.max-bytes: the review names what the cap cut', async () => {
    const { notes, prepared } = await notesFor({ 'REVIEW.md': `${'Check every error path.\n'.repeat(1000)}`, 'AGENTS.md': 'Small.' }, SOURCES)
    expect(prepared.specialists.every((s) => s.guidance.cut.some((c) => c.source === 'REVIEW.md'))).toBe(true)
    expect(notes).toEqual([expect.stringMatching(/rules\.max-bytes.*16000.*REVIEW\.md/)])
  })

  it('500 instruction files and a file over the read limit: the review says how many were not read', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 500 }, (_, i) => [`.github/instructions/r${String(i).padStart(3, '0')}.instructions.md`, `Rule ${i}.`]),
    )
    const { notes, prepared, logger } = await notesFor({ ...many, 'AGENTS.md': 'x'.repeat(MAX_BASE_FILE_BYTES + 1) }, SOURCES)
    // The first 50 are read and given; the rest are reported in telemetry one by one.
    expect(prepared.base.sources.filter((s) => s.path.startsWith('.github/instructions/'))).toHaveLength(50)
    expect(logger.find('rules', 'note')).toHaveLength(451)
    expect(notes).toEqual([expect.stringContaining('451 configuration files at the base commit were not read')])
  })

  it('guidance within its bounds adds no note', async () => {
    const { notes } = await notesFor({ 'REVIEW.md': 'Check every error path.' }, SOURCES)
    expect(notes).toEqual([])
  })
})

describe('rule files the pull request edits, adds, deletes or renames', () => {
  it('are reviewed under their base versions, and the review says which changed and were not applied', async () => {
    const base = {
      'REVIEW.md': 'Base: check every error path.',
      '.github/instructions/sql.instructions.md': '---\napplyTo: "**/*.sql"\n---\nBase: bind parameters.',
    }
    const files: FileSeed[] = [
      ...SOURCES,
      { filename: 'db/q.sql', patch: makePatch({ seed: 'sql' }) },
      { filename: 'REVIEW.md', status: 'removed', patch: makePatch({ seed: 'review' }) },
      { filename: 'docs/sql-notes.md', status: 'renamed', previous_filename: '.github/instructions/sql.instructions.md', patch: makePatch({ seed: 'ren' }) },
      { filename: '.github/instructions/deep/new.instructions.md', status: 'added', patch: makePatch({ seed: 'new' }) },
    ]
    const { notes, prepared } = await notesFor(base, files)
    expect(prepared.base.changedInPullRequest).toEqual([
      '.github/instructions/deep/new.instructions.md',
      '.github/instructions/sql.instructions.md',
      'REVIEW.md',
    ])
    expect(notes).toEqual([expect.stringMatching(/changes .*new\.instructions\.md.*sql\.instructions\.md.*REVIEW\.md.*base commit's versions.*not applied/)])
    const sqlReviewer = prepared.specialists.find((s) => s.paths.includes('db/q.sql'))
    expect(sqlReviewer?.guidance.text).toContain('Base: check every error path.')
    expect(sqlReviewer?.guidance.text).toContain('Base: bind parameters.')
  })
})
