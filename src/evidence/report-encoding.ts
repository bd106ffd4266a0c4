import { TextDecoder } from 'node:util'

/**
 * A JUnit report's bytes as text, in the encoding the report says it is in (XML 1.0, appendix F):
 * a byte order mark first (UTF-8, UTF-16 either way round), else the encoding its XML declaration
 * names, else UTF-8. .NET and PowerShell tools write UTF-16 with a BOM, older Java and Ant setups
 * ISO-8859-1 with a declaration; read as UTF-8, the first was "not well-formed XML" and the second
 * had its non-ASCII names garbled into replacement characters. Pure.
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
  if (!decoder(label)) throw new ReportEncodingError(`its XML declaration names the encoding '${label}', which Harbourmaster cannot decode; ${FIX}`)
  return strict(label, data)
}

function strict(label: string, data: Buffer): string {
  try {
    return (decoder(label) as TextDecoder).decode(data)
  } catch {
    throw new ReportEncodingError(`it is not valid ${label}, the encoding it declares; ${FIX}`)
  }
}
