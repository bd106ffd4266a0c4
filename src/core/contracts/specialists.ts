/**
 * The specialist registry: one entry per specialist, and every list that
 * names specialists is derived from it (the `specialists` input, the finding
 * categories of the review payload and of the specialists' prompt, the agents
 * that may read the checkout, and, keyed by these names so the compiler asks
 * for one, the selection rules in src/policy/select.ts). Adding a specialist
 * is one entry here, its prompt file and its selection rule, with tests.
 */
export interface SpecialistEntry {
  /** The `specialists` input value and the agent name's suffix (`specialist-<name>`). */
  readonly name: string
  /** The finding category of its own subject. */
  readonly category: string
  /** Whether it may read the canonical checkout besides the stage (path guard and agent permissions). */
  readonly readsCheckout: boolean
  /** The risk-signal topic that steers its selection (src/policy/risk.ts), if any. */
  readonly riskTopic?: 'security' | 'performance' | 'quality'
  /** Its system prompt, relative to the action root. */
  readonly prompt: string
  /** When it runs; the rule itself is in src/policy/select.ts. */
  readonly selection: string
}

export const SPECIALIST_REGISTRY = [
  {
    name: 'correctness',
    category: 'correctness',
    readsCheckout: false,
    prompt: 'agents/specialists/correctness.md',
    selection: 'any code changed (every reviewable file); also without code when a file is one no other specialist reads, so nothing staged goes unread',
  },
  {
    name: 'security',
    category: 'security',
    readsCheckout: false,
    riskTopic: 'security',
    prompt: 'agents/specialists/security.md',
    selection: 'a high-risk file, a sensitive path or a security content signal',
  },
  {
    name: 'code-quality',
    category: 'code-quality',
    readsCheckout: true,
    riskTopic: 'quality',
    prompt: 'agents/specialists/code-quality.md',
    selection: 'code changed (the code files, tests last)',
  },
  {
    name: 'performance',
    category: 'performance',
    readsCheckout: false,
    riskTopic: 'performance',
    prompt: 'agents/specialists/performance.md',
    selection: 'a performance signal (sync I/O, awaits in loops, queries, hot paths, large copies)',
  },
  {
    name: 'tests',
    category: 'tests',
    readsCheckout: false,
    prompt: 'agents/specialists/tests.md',
    selection: 'test files changed, or code changed without any test change',
  },
] as const satisfies readonly SpecialistEntry[]

export type Specialist = (typeof SPECIALIST_REGISTRY)[number]['name']

/** Specialist names in registry order (the order they are selected and listed in). */
export const SPECIALISTS = SPECIALIST_REGISTRY.map((s) => s.name) as readonly Specialist[] as readonly [Specialist, ...Specialist[]]

/** Categories no specialist owns but any finding may carry. */
const GENERAL_CATEGORIES = ['maintainability', 'documentation'] as const

export type FindingCategory = (typeof SPECIALIST_REGISTRY)[number]['category'] | (typeof GENERAL_CATEGORIES)[number]

export const FINDING_CATEGORIES = [
  ...new Set([...SPECIALIST_REGISTRY.map((s) => s.category), ...GENERAL_CATEGORIES]),
] as readonly FindingCategory[] as readonly [FindingCategory, ...FindingCategory[]]

/** OpenCode agent name of a specialist. */
export const specialistAgent = (name: string): string => `specialist-${name}`

/** Agents that may read the checkout besides the stage. */
export const CHECKOUT_READERS: ReadonlySet<string> = new Set(SPECIALIST_REGISTRY.filter((s) => s.readsCheckout).map((s) => specialistAgent(s.name)))
