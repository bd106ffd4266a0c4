import type { EvalFinding, EvalPr, Golden } from '../../../eval/lib/types.js'

// The eval tests' smallest scored pull request: one golden comment the found finding can match.

/** A high-severity correctness golden comment on `src/a.ts`. */
const evalGolden = (line: number): Golden => ({ path: 'src/a.ts', line, category: 'correctness', severity: 'high', comment: 'off by one' })

/** A finding on `src/a.ts` that matches `evalGolden(line)`. */
export const evalFinding = (line: number): EvalFinding => ({
  id: `f-${line}`,
  path: 'src/a.ts',
  line,
  category: 'correctness',
  severity: 'high',
  title: 't',
  body: 'b',
})

/** A pull request of the `files` source whose one golden comment is on line 10. */
export const evalPrOf = (id: string): EvalPr => ({
  id,
  title: 't',
  body: '',
  clean: false,
  golden: [evalGolden(10)],
  source: { kind: 'files', files: [], checkout: {} },
})
