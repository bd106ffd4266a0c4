// Prints the plain "N passed, N failed" line CI reads, from vitest's JSON report.
import { readFileSync } from 'node:fs'
import process from 'node:process'

const file = process.argv[2] ?? '.vitest-results.json'
let passed = 0
let failed = 0
let skipped = 0
try {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  passed = report.numPassedTests ?? 0
  failed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0)
  skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  if (report.success === false && failed === 0) failed = 1
} catch {
  failed = 1
}
process.stdout.write(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`)
