import { describe, expect, it } from 'vitest'
import { formatSummary, mergeSummaries, scoreResults } from '../../../eval/lib/evaluate.js'
import { EvalInputError, evalSetup, parseShardSummary } from '../../../eval/lib/options.js'
import type { EvalSummary } from '../../../eval/lib/metrics.js'
import { evalFinding, evalPrOf } from '../../support/kit/index.js'

/**
 * Shards merge into one score only when they measured the same thing: two shards of different
 * models (two dispatches of the workflow), or of the scripted replay and a model, have no pull
 * request in common, so nothing else told them apart, and the merged figure described neither.
 */
const finding = evalFinding(10)

async function shard(id: string, setup: string): Promise<EvalSummary> {
  const s = { ...(await scoreResults([{ pr: evalPrOf(id), findings: [finding], outcome: 'success', modelCalls: 1 }])), setup }
  // As --merge reads it: the last line of the shard's --json output.
  return parseShardSummary(`shard-${id}.txt`, `eval: ${id}\n${JSON.stringify(s)}\n`)
}

describe('the setup a score measured', () => {
  it('names the dataset, the model, the noise, the pushes and the matcher, and nothing that differs between shards of one run', () => {
    const base = { dataset: 'harbour-13', noise: 0, pushes: 2 as const, window: undefined }
    expect(evalSetup({ ...base })).toBe('dataset harbour-13, scripted golden replay, 2 push(es), matcher deterministic (window 3)')
    expect(evalSetup({ ...base, noise: 2, pushes: 1, window: 5 })).toBe(
      'dataset harbour-13, scripted golden replay, noise 2/PR, 1 push(es), matcher deterministic (window 5)',
    )
    expect(evalSetup({ ...base, model: 'anthropic/claude-sonnet-4-5', judge: 'openai/gpt-5.2' })).toBe(
      'dataset harbour-13, model anthropic/claude-sonnet-4-5, 2 push(es), matcher judge openai/gpt-5.2',
    )
  })

  it('is kept by a merge of shards that share it, and a merge of shards that differ is refused naming both files and setups', async () => {
    const a = await shard('a', 'dataset crb, model anthropic/claude-sonnet-4-5, 1 push(es), matcher judge openai/gpt-5.2')
    const b = await shard('b', 'dataset crb, model openai/gpt-5.2, 1 push(es), matcher judge openai/gpt-5.2')
    expect(mergeSummaries([a, await shard('c', a.setup ?? '')], ['shard-a.txt', 'shard-c.txt'])).toMatchObject({ prs: 2, setup: a.setup })
    let refusal = 'merged'
    try {
      mergeSummaries([a, b], ['shard-a.txt', 'shard-b.txt'])
    } catch (error) {
      refusal = error instanceof EvalInputError ? error.message : 'not an input error'
    }
    expect(refusal).toContain('shard-a.txt')
    expect(refusal).toContain('shard-b.txt')
    expect(refusal).toContain('model anthropic/claude-sonnet-4-5')
    expect(refusal).toContain('model openai/gpt-5.2')
  })
})

describe('a merge with a shard written before summaries carried their setup', () => {
  it('says, in the summary and its JSON, which files it could not check, instead of claiming their setup', async () => {
    const a = await shard('a', 'dataset crb, model openai/gpt-5.2, 1 push(es), matcher judge openai/gpt-5.2')
    const { setup: _setup, ...old } = await shard('b', 'dropped')
    void _setup
    const merged = mergeSummaries([a, old], ['shard-a.txt', 'shard-old.txt'])
    expect(merged).toMatchObject({ prs: 2, setup: a.setup, setupUnchecked: ['shard-old.txt'] })
    expect(formatSummary(merged)).toContain(`setup: ${a.setup ?? ''} (not checked for shard-old.txt, written before summaries carried their setup)`)
    // Kept through a merge of the merged output, and read back from its --json line.
    const again = mergeSummaries([parseShardSummary('merged.txt', JSON.stringify(merged)), await shard('c', a.setup ?? '')], ['merged.txt', 'shard-c.txt'])
    expect(again.setupUnchecked).toEqual(['shard-old.txt'])
    // A run's own summary says what it measured.
    expect(formatSummary(a)).toContain(`setup: ${a.setup ?? ''}`)
  })
})
