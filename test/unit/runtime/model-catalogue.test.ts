import { describe, expect, it } from 'vitest'
import { catalogueError, missingModels } from '../../../src/runtime/model-catalogue.js'

const providers = [{ id: 'anthropic', models: { 'claude-sonnet-4-5': {}, 'claude-haiku-4-5': {} } }]
const ref = (providerID: string, modelID: string) => ({ providerID, modelID })

describe('configured models against OpenCode’s catalogue', () => {
  it('passes models the catalogue lists', () => {
    expect(missingModels(providers, [ref('anthropic', 'claude-sonnet-4-5'), ref('anthropic', 'claude-haiku-4-5')])).toEqual([])
  })

  it('names model for an unknown primary, with what its provider lists', () => {
    const primary = ref('anthropic', 'claude-sonet-4-5')
    const error = catalogueError(missingModels(providers, [primary]), primary, '1.18.33')
    expect(error?.input).toBe('model')
    expect(error?.failureClass).toBe('configuration')
    expect(error?.message).toContain('anthropic/claude-sonet-4-5')
    expect(error?.message).toContain('claude-haiku-4-5, claude-sonnet-4-5')
    expect(error?.message).toContain('provider-base-url')
  })

  it('names fallback-models when only a fallback is unknown, and an unknown provider as such', () => {
    const primary = ref('anthropic', 'claude-sonnet-4-5')
    const error = catalogueError(missingModels(providers, [primary, ref('antropic', 'claude-haiku-4-5')]), primary, '1.18.33')
    expect(error?.input).toBe('fallback-models')
    expect(error?.message).toContain("it has no provider 'antropic'")
  })

  it('does not take a model id from the object prototype for a listed model', () => {
    expect(missingModels(providers, [ref('anthropic', 'constructor')])).toHaveLength(1)
  })
})
