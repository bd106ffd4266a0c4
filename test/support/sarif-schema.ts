import { readFileSync } from 'node:fs'
import AjvDraft04 from 'ajv-draft-04'
import addFormatsModule from 'ajv-formats'

/**
 * A validator for the official SARIF 2.1.0 JSON schema (test/fixtures/schemas,
 * copied unchanged from an npm package; see the README there). Returns the
 * schema errors, empty when the log is valid.
 */
const SCHEMA = JSON.parse(readFileSync(new URL('../fixtures/schemas/sarif-2.1.0-rtm.5.json', import.meta.url), 'utf8')) as object

export function sarifValidator(): (value: unknown) => string[] {
  // Both packages are CommonJS: their classes sit on `default` under NodeNext typing and at run time alike.
  // The official schema's language pattern (`...{2}]?$`) is valid only without the `u` flag.
  const ajv = new AjvDraft04.default({ allErrors: true, strict: false, unicodeRegExp: false })
  type AddFormats = (ajv: InstanceType<typeof AjvDraft04.default>) => unknown
  const addFormats = (addFormatsModule as unknown as { default?: AddFormats }).default ?? (addFormatsModule as unknown as AddFormats)
  addFormats(ajv)
  const validate = ajv.compile(SCHEMA)
  return (value) => (validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`))
}
