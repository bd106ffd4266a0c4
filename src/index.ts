import { lastResort } from './last-resort.js'
import { entryRedactor, run, writeLine } from './main.js'

// Nothing leaves the process as Node's raw error print: whatever escapes the run is reported
// redacted, with its class, through the run's own redactor (last-resort.ts).
const redactor = entryRedactor()
const fail = lastResort({ redactor, write: writeLine, env: process.env, exit: (code) => process.exit(code) })
process.on('uncaughtException', fail)
process.on('unhandledRejection', fail)
run(redactor).catch(fail)
