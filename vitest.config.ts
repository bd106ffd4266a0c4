import { defineConfig } from 'vitest/config'

// Two cores: e2e tests start real OpenCode servers (about 400 MB each), so files
// run with a small worker pool and generous timeouts. Test names carry the
// behaviour; no assertion is timed.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
  },
})
