// One test kit: the builders tests, the demo and the benchmarks share for
// webhook events, runner environments, run configs and planted secrets.
export * from './environment.js'
export * from './event.js'
export * from './action-runtime.js'
export * from './run-config.js'
export * from './run-dirs.js'
export * from './run-once.js'
export * from './secrets.js'
export * from './review-record.js'
export * from './temp-dir.js'
export * from './changed-file.js'
export * from './prepared-changes.js'
export * from './sandbox-workspace.js'
