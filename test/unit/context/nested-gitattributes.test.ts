import { describe, expect, it } from 'vitest'
import { directoriesAbove } from '../../../src/context/nested-gitattributes.js'

describe('directoriesAbove: where a .gitattributes of the base can apply to a changed file', () => {
  it('names every subdirectory above the file, shallowest first, and not the root (read with the fixed files)', () => {
    expect(directoriesAbove('api/gen/v2/client.ts')).toEqual(['api', 'api/gen', 'api/gen/v2'])
    expect(directoriesAbove('README.md')).toEqual([])
    expect(directoriesAbove('.github/workflows/ci.yml')).toEqual(['.github', '.github/workflows'])
  })

  it('keeps directory names as Git gives them: brackets, spaces and case untouched', () => {
    expect(directoriesAbove('app/[slug]/My Docs/page.tsx')).toEqual(['app', 'app/[slug]', 'app/[slug]/My Docs'])
    expect(directoriesAbove('API/x.ts')).not.toContain('api')
  })
})
