import { expect, it } from 'vitest'
import { renderJobSummary } from '../../../src/publication/summary.js'
import { publishedReport } from './run-report.js'

/**
 * The lifecycle runs after the review is posted, so a cap it reaches cannot be in the review: a
 * thread longer than the comments a look before a reply reads (cap `thread-comments`) gets no
 * reply, and the job summary names it beside the telemetry's `lifecycle cap` line.
 */
it('names the threads the lifecycle left without a reply because they were longer than it reads', () => {
  const markdown = renderJobSummary(
    publishedReport({
      lifecycle: {
        replied: ['hm2-0000000000000001'],
        recovered: [],
        alreadyReplied: [],
        threadCut: ['hm2-00000000000000ab'],
        resolved: [],
        notSent: [],
        warnings: [],
      },
    }),
  )
  expect(markdown).toContain('Lifecycle: 1 replies, 0 threads resolved, 0 warnings.')
  expect(markdown).toMatch(/thread-comments.*hm2-00000000000000ab/)
  expect(markdown).toMatch(/no reply/)
})

it('says nothing of the cap when no thread reached it', () => {
  const markdown = renderJobSummary(
    publishedReport({ lifecycle: { replied: [], recovered: [], alreadyReplied: [], threadCut: [], resolved: [], notSent: [], warnings: [] } }),
  )
  expect(markdown).not.toContain('thread-comments')
})
