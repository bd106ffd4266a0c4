import { XMLParser, XMLValidator } from 'fast-xml-parser'

/**
 * Reads JUnit XML, the report format every major test runner can write
 * (node --test, vitest, jest-junit, pytest, surefire, gotestsum), with a
 * maintained parser. Reports come from pull-request code, so the parser runs
 * with entity expansion bounded, nesting bounded, and no value coercion; the
 * caller bounds the bytes. Pure: text in, cases out.
 */
export interface JunitCase {
  name: string
  classname: string | undefined
  /** Names of the enclosing <testsuite> elements, outermost first. */
  suites: string[]
  /** `file` of the test case, else of the nearest enclosing suite that has one. */
  file: string | undefined
  /** `flaky`: the runner marks it so (surefire's <flakyFailure>, <flakyError>: it failed, then passed on a rerun). */
  status: 'passed' | 'failed' | 'skipped' | 'flaky'
  /** Failure or error message and body, as written by the runner (unbounded here). */
  failure: string | undefined
  /** It carries <skipped> besides its <failure> or <error> (a skip in the body, an error in teardown): counted as failed, and noted. */
  alsoSkipped?: true
  /** Which report it came from (test-results reads several): a retry repeats a test within its report, a CI matrix across reports. */
  report?: number
}

export class JunitFormatError extends Error {}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  attributesGroupName: '$',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: 64,
  // Only the five XML entities and bounded DOCTYPE ones: no billion laughs.
  processEntities: { enabled: true, maxEntityCount: 20, maxEntitySize: 1_000, maxTotalExpansions: 1_000, maxExpandedLength: 100_000 },
  htmlEntities: false,
  isArray: (name) => ['testsuite', 'testcase', 'failure', 'error', 'skipped', 'flakyFailure', 'flakyError'].includes(name),
})

type Node = Record<string, unknown>

function attrs(node: Node): Record<string, string> {
  const group = node.$
  if (!group || typeof group !== 'object') return {}
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(group as Record<string, unknown>)) if (typeof v === 'string') out[k] = v
  return out
}

function children(node: Node, name: string): Node[] {
  const list = node[name]
  if (!Array.isArray(list)) return []
  // `<failure/>` parses to '' and `<failure>text</failure>` to a string when it has no attributes.
  return list.map((item) => (item && typeof item === 'object' ? (item as Node) : { '#text': typeof item === 'string' ? item : '' }))
}

function textOf(node: Node): string {
  const t = node['#text']
  if (typeof t === 'string') return t
  // Surefire's rerun elements hold the trace in a <stackTrace> child.
  const trace = node.stackTrace
  return typeof trace === 'string' ? trace : trace && typeof trace === 'object' ? textOf(trace as Node) : ''
}

function failureText(nodes: Node[]): string {
  return nodes
    .map((n) => {
      const a = attrs(n)
      const head = [a.type, a.message].filter((s) => s !== undefined && s.length > 0).join(': ')
      const body = textOf(n).trim()
      return head.length === 0 || (a.message !== undefined && body.includes(a.message)) ? body || head : `${head}\n${body}`
    })
    .join('\n')
}

/** A case's own status or result attribute saying it did not run (GoogleTest's DISABLED_ tests): skipped (a failure child still makes it failed). */
const NOT_RUN_STATUS: ReadonlySet<string> = new Set(['notrun', 'disabled', 'skipped'])
const NOT_RUN_RESULT: ReadonlySet<string> = new Set(['suppressed', 'skipped'])

function walkSuite(node: Node, suites: string[], inheritedFile: string | undefined, out: JunitCase[]): void {
  const a = attrs(node)
  const file = a.file ?? a.filepath ?? inheritedFile
  const here = a.name !== undefined ? [...suites, a.name] : suites
  for (const tc of children(node, 'testcase')) {
    const c = attrs(tc)
    const failures = [...children(tc, 'failure'), ...children(tc, 'error')]
    // GoogleTest writes a DISABLED_ test as status="notrun" result="suppressed" with no child: read bare, it passed, and refuted.
    const skipped = children(tc, 'skipped').length > 0 || NOT_RUN_STATUS.has(c.status ?? '') || NOT_RUN_RESULT.has(c.result ?? '')
    const flaky = failures.length === 0 ? [...children(tc, 'flakyFailure'), ...children(tc, 'flakyError')] : []
    out.push({
      name: c.name ?? '(unnamed)',
      classname: c.classname,
      suites: here,
      file: c.file ?? c.filepath ?? file,
      status: failures.length > 0 ? 'failed' : flaky.length > 0 ? 'flaky' : skipped ? 'skipped' : 'passed',
      failure: failures.length > 0 ? failureText(failures) : flaky.length > 0 ? failureText(flaky) : undefined,
      ...(failures.length > 0 && skipped ? { alsoSkipped: true as const } : {}),
    })
  }
  for (const child of children(node, 'testsuite')) walkSuite(child, here, file, out)
}

/** Every test case in one JUnit report; throws JunitFormatError when the text is not a JUnit report. */
export function parseJunit(xml: string): JunitCase[] {
  const valid = XMLValidator.validate(xml)
  if (valid !== true) throw new JunitFormatError(`not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`)
  let doc: Node
  try {
    doc = parser.parse(xml) as Node
  } catch (error) {
    throw new JunitFormatError(error instanceof Error ? error.message : String(error))
  }
  const out: JunitCase[] = []
  const root = doc.testsuites
  if (root !== undefined) {
    // <testsuites> may be empty (''), or hold suites and, from some runners, bare test cases.
    const node = root && typeof root === 'object' ? (root as Node) : {}
    walkSuite({ ...node, $: {} }, [], attrs(node).file, out)
  } else if (Array.isArray(doc.testsuite)) {
    for (const suite of children(doc, 'testsuite')) walkSuite(suite, [], undefined, out)
  } else {
    throw new JunitFormatError('no <testsuites> or <testsuite> root element')
  }
  return out
}
