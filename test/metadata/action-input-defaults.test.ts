import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { effectiveConfig } from '../../src/config/effective-config.js'
import { parseRepositoryConfig, repositoryConfigSchema } from '../../src/config/repository-config.js'
import { readSettings, type InputReader } from '../../src/config/settings.js'
import { readActionMetadata } from './action-yml.js'

/**
 * GitHub's runner hands a step every input the workflow sets and, for every
 * other input, the default action.yml declares ("When you specify an input in
 * a workflow file or use a default input value, GitHub creates an environment
 * variable for the input", metadata syntax for GitHub Actions). So the runner
 * cannot tell an input the workflow left out from one it set to the default,
 * and a value .github/harbourmaster.yml may configure only applies when
 * action.yml declares no default for the input of the same name.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const action = readActionMetadata(readFileSync(join(ROOT, 'action.yml'), 'utf8'))

/** The inputs as GitHub passes them: action.yml's literal defaults, overridden by what the workflow sets. */
function asOnRunner(workflow: Record<string, string>): InputReader {
  const values: Record<string, string> = { 'github-token': 'ghs_example' }
  for (const [name, input] of action.inputs) if (input.default !== undefined && !input.default.includes('${{')) values[name] = input.default
  Object.assign(values, workflow)
  return (name) => values[name] ?? ''
}

describe('max-comments: the workflow input, then .github/harbourmaster.yml, then 25', () => {
  const file = parseRepositoryConfig('max-comments: 5\n')

  it("applies the file's value when the workflow does not set the input", () => {
    expect(effectiveConfig(readSettings(asOnRunner({})), file)).toMatchObject({ maxComments: 5, maxCommentsFrom: 'file' })
  })

  it('lets an input the workflow sets win over the file, also when it sets the default value', () => {
    expect(effectiveConfig(readSettings(asOnRunner({ 'max-comments': '10' })), file)).toMatchObject({ maxComments: 10, maxCommentsFrom: 'input' })
    expect(effectiveConfig(readSettings(asOnRunner({ 'max-comments': '25' })), file)).toMatchObject({ maxComments: 25, maxCommentsFrom: 'input' })
  })

  it('is 25 when neither sets it', () => {
    expect(effectiveConfig(readSettings(asOnRunner({})), parseRepositoryConfig(undefined))).toMatchObject({ maxComments: 25, maxCommentsFrom: 'default' })
  })
})

describe('action.yml', () => {
  it('declares no default for an input the repository configuration file can also set', () => {
    const fileKeys = Object.keys(repositoryConfigSchema.shape)
    const shared = [...action.inputs.keys()].filter((name) => fileKeys.includes(name))
    expect(shared).toEqual(['max-comments'])
    expect(shared.filter((name) => action.inputs.get(name)?.default !== undefined)).toEqual([])
  })
})
