// The trust boundary in the import graph: the runner (src/) and the OpenCode
// plugins (plugins/) share code only through the core (src/core/), and the core
// depends on neither. A crossing import would let code written for one side
// (say, a plugin that runs inside the sandboxed editor) quietly become part of
// the other, so the lint fails on it instead of a reviewer having to notice.
import { dirname, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = dirname(dirname(dirname(fileURLToPath(import.meta.url))))

/** Which side of the boundary a repository path belongs to, or undefined when no rule applies. */
export function zoneOf(path) {
  const rel = relative(ROOT, path).split(sep).join('/')
  if (rel.startsWith('src/core/')) return 'core'
  if (rel.startsWith('src/')) return 'runner'
  if (rel.startsWith('plugins/')) return 'plugins'
  return undefined
}

const ALLOWED = {
  core: new Set(['core']),
  runner: new Set(['runner', 'core']),
  plugins: new Set(['plugins', 'core']),
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'src/ and plugins/ import each other only through src/core/; src/core/ imports neither' },
    schema: [],
    messages: {
      crossing: '{{from}} code may not import {{to}} code ({{source}}): move what both sides need into src/core/ and import it from there.',
    },
  },
  create(context) {
    const file = context.filename
    const from = zoneOf(file)
    if (!from) return {}
    const check = (node) => {
      const source = node?.source
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return
      if (!source.value.startsWith('.')) return
      const to = zoneOf(resolve(dirname(file), source.value))
      if (to && !ALLOWED[from].has(to)) {
        context.report({ node: source, messageId: 'crossing', data: { from, to, source: source.value } })
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportType(node) {
        // import('x').T in a type position; older parsers keep the literal in argument.literal.
        check({ source: node.source ?? node.argument?.literal })
      },
    }
  },
}

export default { rules: { 'import-boundaries': rule } }
