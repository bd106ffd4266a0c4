import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { Redactor, redactSecrets } from '../src/core/telemetry/redact.js'
import { buildCorpus, leaks, measureFalsePositives, realCodeFiles } from '../test/support/redaction-corpus.js'
import { githubInstallationToken, seededRandom } from '../test/support/secret-formats.js'

/**
 * Redaction figures for docs/security.md: the generated corpus per family,
 * the false-positive rate on real code, and the time on 60 KB hostile lines
 * (printed, never asserted). Run: npx tsx bench/redaction.ts
 */
const corpus = buildCorpus()
const families = new Map<string, { total: number; redacted: number; contexts: Set<string> }>()
for (const example of corpus) {
  const entry = families.get(example.family) ?? { total: 0, redacted: 0, contexts: new Set<string>() }
  entry.total++
  entry.contexts.add(example.context)
  if (!leaks(redactSecrets(example.text), example.secrets)) entry.redacted++
  families.set(example.family, entry)
}
console.log('| family | examples | contexts | redacted |')
console.log('|---|---|---|---|')
for (const [family, e] of families) console.log(`| ${family} | ${e.total} | ${e.contexts.size} | ${((100 * e.redacted) / e.total).toFixed(0)} % |`)

const fp = measureFalsePositives(realCodeFiles(process.cwd()), redactSecrets)
console.log(`\nfalse positives: ${fp.changed} of ${fp.lines} lines in ${fp.files} files (${(fp.rate * 100).toFixed(4)} %)`)
for (const e of fp.examples) console.log(`  ${e}`)

const hostile: Record<string, string> = {
  'dashes and eyJ': '-eyJ'.repeat(15_000),
  'repeated sk- and AKIA': 'sk-AKIA'.repeat(8_600),
  'dotted base64url': 'eyJhbGciOi.'.repeat(5_500),
  'BEGIN markers without END': '-----BEGIN RSA PRIVATE KEY-----'.repeat(1_940),
  'url-like': 'a://b:c'.repeat(8_600),
  'minified-like': 'var a=b.c(d,e)+"x";'.repeat(3_200),
}
console.log('\n| 60 KB line | ms |')
console.log('|---|---|')
for (const [name, line] of Object.entries(hostile)) {
  const start = performance.now()
  redactSecrets(line)
  console.log(`| ${name} (${line.length} chars) | ${(performance.now() - start).toFixed(1)} |`)
}

// The run's own values registered (the installation token and a provider key): what every staged
// patch and log line pays for whole values, their base64 forms and their pieces (value-fragments.ts).
const code = realCodeFiles(process.cwd(), 5, 400)
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n')
const text = code.repeat(Math.max(1, Math.ceil(4_000_000 / Math.max(1, code.length)))).slice(0, 4_000_000)
const registered = new Redactor()
registered.add(githubInstallationToken(seededRandom(7)))
registered.add('sk-proj-' + 'Q7x9Lm2Pz4Kd8Rt6Vb3Nw1Hs5Jf0Yc'.repeat(3))
const lines = text.split('\n')
for (const [name, run] of [
  ['whole text', () => registered.redact(text)],
  ['line by line', () => lines.map((l) => registered.redactLine(l))],
] as const) {
  run()
  const start = performance.now()
  run()
  const ms = performance.now() - start
  console.log(
    `registered values, ${name}: ${(ms / (text.length / 1_000_000)).toFixed(1)} ms per MB (${(text.length / 1_000_000).toFixed(1)} MB, ${lines.length} lines)`,
  )
}
