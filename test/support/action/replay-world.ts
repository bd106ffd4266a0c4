import type { Finding } from '../../../src/core/contracts/review-payload.js'
import type { Script } from '../model-server/index.js'

/** A replay publishes a record and never asks a model: any model request fails the run loudly. */
export const NO_MODEL: Script = () => ({ status: 500, body: { error: { message: 'a replay must not call the model' } } })

/** One changed line in src/a.ts, and the finding the replay tests record on it. */
export const OFF_BY_ONE_PATCH = '@@ -1,3 +1,3 @@\n const a = 1\n-const b = a\n+const b = a + 1\n const c = b'
export const OFF_BY_ONE: Finding = {
  path: 'src/a.ts',
  line: 2,
  severity: 'high',
  category: 'correctness',
  title: 'Off by one',
  body: 'b is one too large.',
  evidence: 'const b = a + 1',
}
