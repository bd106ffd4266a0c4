import { TextDecoder } from 'node:util'

/**
 * A JUnit report's bytes as text, in the encoding the report says it is in (XML 1.0, appendix F):
 * a byte order mark first (UTF-8, UTF-16 either way round), else the encoding its XML declaration
 * names, else UTF-8. .NET and PowerShell tools write UTF-16 with a BOM, older Java and Ant setups
 * ISO-8859-1 with a declaration; read as UTF-8, the first was "not well-formed XML" and the second
 * had its non-ASCII names garbled into replacement characters. A declared ISO-8859-1 (or ASCII) is
 * read as Windows-1252, as the Encoding Standard maps those labels: the two differ only at bytes
 * 0x80-0x9F, C1 controls in Latin-1 that no test name means and that a Latin-1 writer never emits
 * for a character it cannot encode, while a Windows tool labelling its cp1252 output as Latin-1
 * puts '€' and curly quotes there. Decoded here, not by TextDecoder: which of the two Node's gives
 * depends on its release (Latin-1 since 20.18.3 and 22.13.0, nodejs/node#60888), so the same report
 * named its tests differently from one runner image to the next. Pure.
 */
export class ReportEncodingError extends Error {}

const FIX = 'write the report as UTF-8 (or UTF-16, ISO-8859-1)'

/** The encoding named in `<?xml … encoding="…"?>`, read as ASCII (every encoding a declaration may name agrees with it there). */
function declared(data: Buffer): string | undefined {
  const head = data.subarray(0, 200).toString('latin1')
  return /^<\?xml\s[^>]*?\bencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(head)?.[1]
}

function decoder(label: string): TextDecoder | undefined {
  try {
    return new TextDecoder(label, { fatal: true })
  } catch {
    return undefined
  }
}

export function decodeReport(data: Buffer): string {
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) return data.subarray(3).toString('utf8')
  // UTF-32's BOM starts like UTF-16LE's: its report is named, not read as UTF-16 with NULs between characters.
  if ((data[0] === 0xff && data[1] === 0xfe && data[2] === 0 && data[3] === 0) || (data[0] === 0 && data[1] === 0 && data[2] === 0xfe && data[3] === 0xff))
    throw new ReportEncodingError(`it is UTF-32, which Harbourmaster does not read; ${FIX}`)
  if (data[0] === 0xff && data[1] === 0xfe) return strict('utf-16le', data.subarray(2))
  if (data[0] === 0xfe && data[1] === 0xff) return strict('utf-16be', data.subarray(2))
  // Without a BOM, '<?' in UTF-16 shows as one NUL after (little-endian) or before (big-endian) each ASCII byte.
  if (data[0] === 0x3c && data[1] === 0 && data[2] === 0x3f && data[3] === 0) return strict('utf-16le', data)
  if (data[0] === 0 && data[1] === 0x3c && data[2] === 0 && data[3] === 0x3f) return strict('utf-16be', data)
  const label = declared(data)
  // A declaration naming UTF-16 on bytes that read '<?xml' as ASCII is .NET's StringWriter habit on a UTF-8 file.
  if (label === undefined || /^utf-?(8|16)$/i.test(label)) return data.toString('utf8')
  const chosen = decoder(label)
  if (!chosen) throw new ReportEncodingError(`its XML declaration names the encoding '${label}', which Harbourmaster cannot decode; ${FIX}`)
  if (chosen.encoding === 'windows-1252') return windows1252(data)
  return strict(label, data)
}

/** Windows-1252's characters for bytes 0x80-0x9F (the Encoding Standard's index; its five unassigned bytes stay C1 controls). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'

function windows1252(data: Buffer): string {
  return data.toString('latin1').replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] as string)
}

function strict(label: string, data: Buffer): string {
  try {
    return (decoder(label) as TextDecoder).decode(data)
  } catch {
    throw new ReportEncodingError(`it is not valid ${label}, the encoding it declares; ${FIX}`)
  }
}
