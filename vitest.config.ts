import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { defineConfig } from 'vitest/config'

// Two cores: e2e tests start real OpenCode servers (about 400 MB each), so files
// run with a small worker pool and generous timeouts. Test names carry the
// behaviour; no assertion is timed.
//
// Three workers on two cores: a whole-action file is not busy all the time.
// It waits on OpenCode's retry back-off (2 s, 4 s) when a model fails, on a
// one-minute run deadline (fault-runtime-hang), on held GitHub answers and on
// processes to exit, and with two workers a core sat idle through each of
// those waits. A third file fills them; memory allows it (three files at two
// OpenCode servers each is under 3 GB).
//
// Files share their worker's module cache (isolate: false): every file that
// starts the GitHub fake would otherwise parse GitHub's 13 MB OpenAPI document,
// compile its response validators and build the GraphQL schema again (1.5-4 s
// of CPU each), and re-import the runner's sources. Tests keep no state in
// shared modules: each file starts its own fakes and servers and restores any
// environment variable it sets.

/**
 * Files that run the action with OpenCode (test/e2e, test/hostile) start
 * first and the light ones fill in behind them. Without vitest's cache of
 * earlier durations (a clean CI checkout) files start largest first, which
 * left a short file holding a minute-long run to the end, one worker idle.
 */
class WholeRunsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const heavy = (file: TestSpecification): boolean => /\/test\/(e2e|hostile)\//.test(file.moduleId)
    return [...sorted.filter(heavy), ...sorted.filter((file) => !heavy(file))]
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file gets a TMPDIR of its own and fails if it leaves anything in it
    // (test/support/temp-guard/).
    globalSetup: ['test/support/temp-guard/global.ts'],
    setupFiles: ['test/support/temp-guard/per-file.ts'],
    pool: 'forks',
    maxWorkers: 3,
    isolate: false,
    sequence: { sequencer: WholeRunsFirst },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
  },
})
