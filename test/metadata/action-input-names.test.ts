import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkInputNames, INPUT_NAMES } from '../../src/config/input-names.js'
import { ConfigurationError } from '../../src/core/errors.js'
import { readActionMetadata } from './action-yml.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const declared = [...readActionMetadata(readFileSync(join(ROOT, 'action.yml'), 'utf8')).inputs.keys()]

function refusal(env: Record<string, string>): ConfigurationError | undefined {
  try {
    checkInputNames(env)
    return undefined
  } catch (error) {
    if (error instanceof ConfigurationError) return error
    throw error
  }
}

describe('the input names the runner accepts', () => {
  it('are the inputs action.yml declares', () => {
    expect([...INPUT_NAMES].sort()).toEqual([...declared].sort())
  })

  it('accept every declared input as the runner passes it, and nothing but INPUT_ variables is looked at', () => {
    const env = Object.fromEntries(declared.map((name) => [`INPUT_${name.toUpperCase()}`, 'x']))
    expect(refusal({ ...env, GITHUB_TOKEN: 'x', INPUTS: 'x' })).toBeUndefined()
  })

  it.each([
    ['INPUT_MAX_COMMENTS', 'max-comments'],
    ['INPUT_MAXCOMMENTS', 'max-comments'],
    ['INPUT_GITHUB_TOKEN', 'github-token'],
    ['INPUT_SKIP-DRAFT', 'skip-drafts'],
    ['INPUT_BLOCKING-SEVERTY', 'blocking-severity'],
  ])('refuses %s, naming %s', (variable, meant) => {
    const error = refusal({ [variable]: '10' })
    expect(error?.message).toContain(`did you mean '${meant}'?`)
    expect(error?.input).toBe(variable.slice('INPUT_'.length).toLowerCase())
  })
})
