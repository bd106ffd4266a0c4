import { oneToOne, type Match } from './match.js'
import type { EvalFinding, Golden } from './types.js'

/**
 * The LLM judge, in the public benchmark's style: for a finding and a golden
 * comment, "do these describe the same underlying issue?" Different wording
 * is fine. It talks to any OpenAI-compatible chat completions endpoint (the
 * same kind of provider the action uses), non-streaming, temperature 0, and
 * expects a JSON answer. Only pairs on the same file are asked when the
 * golden comment names one.
 */
export interface JudgeConfig {
  /** provider/model as in the action's `model` input; the model part is sent. */
  model: string
  baseUrl: string
  apiKey: string
  fetch?: typeof fetch
}

export interface Verdict {
  same: boolean
  confidence: number
}

const SYSTEM = [
  'You compare two code review comments on the same pull request.',
  'Answer whether they describe the same underlying issue: the same defect in the same code, even if worded differently or one is more detailed.',
  'Comments about different defects, or a vague comment that does not name the defect, are not the same.',
  'Reply with JSON only: {"same": true|false, "confidence": 0..1}.',
].join(' ')

export function judgePrompt(golden: Golden, finding: EvalFinding): string {
  const where = (path: string | undefined, line: number | undefined): string => (path ? `${path}${line ? `:${line}` : ''}` : 'no location given')
  return [
    `Golden comment (${golden.severity}, ${golden.category}, ${where(golden.path, golden.line)}):`,
    golden.comment,
    '',
    `Review comment (${finding.severity}, ${finding.category}, ${where(finding.path, finding.line)}):`,
    `${finding.title}\n${finding.body}`,
    '',
    'Do these describe the same underlying issue?',
  ].join('\n')
}

/** Reads the judge's answer: JSON (possibly fenced or inside prose); anything else is "not the same". */
export function parseVerdict(text: string): Verdict {
  const json = /\{[\s\S]*\}/.exec(text)?.[0]
  if (!json) return { same: false, confidence: 0 }
  try {
    const value = JSON.parse(json) as { same?: unknown; confidence?: unknown }
    const confidence = typeof value.confidence === 'number' && value.confidence >= 0 && value.confidence <= 1 ? value.confidence : value.same === true ? 1 : 0
    return { same: value.same === true, confidence }
  } catch {
    return { same: false, confidence: 0 }
  }
}

export async function askJudge(config: JudgeConfig, golden: Golden, finding: EvalFinding): Promise<Verdict> {
  const doFetch = config.fetch ?? fetch
  const model = config.model.includes('/') ? config.model.slice(config.model.indexOf('/') + 1) : config.model
  const url = `${config.baseUrl.replace(/\/$/, '')}/chat/completions`
  const judge = `the judge (${config.model} at ${url})`
  const response = await doFetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
    body: JSON.stringify({
      model,
      stream: false,
      temperature: 0,
      messages: [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: judgePrompt(golden, finding) },
      ],
    }),
  }).catch((error: unknown) => {
    throw new Error(`${judge} cannot be reached (${error instanceof Error ? error.message : String(error)}): check --judge-base-url`)
  })
  if (!response.ok) throw new Error(`${judge} answered HTTP ${response.status}: ${judgeFix(response.status)}`)
  // A body that is no chat completion (a gateway's sign-in page, an error object with status 200) is the judge failing, not
  // its verdict: read as "not the same" it would score every pair a miss without a word.
  const data = (await response.json().catch(() => undefined)) as { choices?: { message?: { content?: unknown } }[] } | undefined
  const content = data?.choices?.[0]?.message?.content
  if (typeof content !== 'string')
    throw new Error(
      `${judge} answered HTTP ${response.status} with a body that is not a chat completion (no choices[0].message.content): check --judge-base-url (an OpenAI-compatible /v1 endpoint)`,
    )
  return parseVerdict(content)
}

/** What the user can change for a refused judge request. */
function judgeFix(status: number): string {
  if (status === 401 || status === 403) return 'check the key in HARBOURMASTER_JUDGE_API_KEY (and that it belongs to --judge-base-url)'
  if (status === 404 || status === 400) return 'check --judge-model (the part after the provider) and --judge-base-url (an OpenAI-compatible /v1 endpoint)'
  return 'the judge failed or is rate-limited; run the eval again later'
}

/** The pairs a judge is asked about: each golden comment with every finding on its file (every finding when it names none). */
export function judgedPairs(findings: readonly EvalFinding[], golden: readonly Golden[]): number {
  return golden.reduce((n, g) => n + findings.filter((f) => g.path === undefined || g.path === f.path).length, 0)
}

/** Asks about every plausible pair, then keeps the most confident one-to-one pairs judged the same. */
export async function judgedMatches(config: JudgeConfig, findings: readonly EvalFinding[], golden: readonly Golden[]): Promise<Match[]> {
  const candidates: { finding: number; golden: number; distance: number }[] = []
  for (const [gi, g] of golden.entries()) {
    for (const [fi, f] of findings.entries()) {
      if (g.path !== undefined && g.path !== f.path) continue
      const verdict = await askJudge(config, g, f)
      if (verdict.same) candidates.push({ finding: fi, golden: gi, distance: 1 - verdict.confidence })
    }
  }
  return oneToOne(candidates)
}
