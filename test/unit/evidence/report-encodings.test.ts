import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { collectResults } from '../../../src/evidence/collect-results.js'
import { decodeReport } from '../../../src/evidence/report-encoding.js'
import { tempDir } from '../../support/kit/index.js'

/**
 * Reports come in the encoding their runner writes: .NET and PowerShell tools write UTF-16 with a
 * byte order mark, older Java and Ant setups ISO-8859-1 with an XML declaration naming it. Each
 * is read as what it says it is; one in an encoding the runner cannot decode is named in a note
 * with the fix, never read as "not well-formed XML" or with its names garbled.
 */
const xml = (decl: string): string => `${decl}<testsuite name="s"><testcase classname="test/größe.test.ts" name="zählt Äpfel"/></testsuite>`

function utf16be(text: string): Buffer {
  const le = Buffer.from(text, 'utf16le')
  for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1] as number, le[i] as number]
  return le
}

describe('reports in encodings other than UTF-8', () => {
  it('reads UTF-16 (either byte order, with its BOM), UTF-8 with a BOM and a declared ISO-8859-1 as written', async () => {
    const dir = await tempDir('hm-encodings-')
    await mkdir(join(dir, 'reports'))
    const files: Record<string, Buffer> = {
      'le.xml': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml('<?xml version="1.0" encoding="UTF-16"?>'), 'utf16le')]),
      'be.xml': Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(xml('<?xml version="1.0" encoding="UTF-16"?>'))]),
      'bom8.xml': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml('<?xml version="1.0"?>'), 'utf8')]),
      'latin1.xml': Buffer.from(xml("<?xml version='1.0' encoding='ISO-8859-1'?>"), 'latin1'),
    }
    for (const [name, data] of Object.entries(files)) await writeFile(join(dir, 'reports', name), data)
    const got = await collectResults(['reports/*.xml'], dir)
    expect(got.notes).toEqual([])
    expect(got.reports).toBe(4)
    expect(got.cases.map((c) => [c.classname, c.name])).toEqual(Array.from({ length: 4 }, () => ['test/größe.test.ts', 'zählt Äpfel']))
  })

  it('names a report in an encoding it cannot decode, and the fix', async () => {
    const dir = await tempDir('hm-encodings-')
    await writeFile(join(dir, 'odd.xml'), xml('<?xml version="1.0" encoding="x-mac-klingon"?>'))
    const got = await collectResults(['odd.xml'], dir)
    expect(got.reports).toBe(0)
    expect(got.notes).toEqual([
      "odd.xml: its XML declaration names the encoding 'x-mac-klingon', which Harbourmaster cannot decode; write the report as UTF-8 (or UTF-16, ISO-8859-1); skipped.",
    ])
  })
})

describe('a declaration that does not match the bytes', () => {
  it('reads a UTF-8 file whose declaration says UTF-16 (a .NET StringWriter habit) as UTF-8', async () => {
    const dir = await tempDir('hm-encodings-')
    await writeFile(join(dir, 'net.xml'), xml('<?xml version="1.0" encoding="utf-16"?>'))
    const got = await collectResults(['net.xml'], dir)
    expect([got.notes, got.cases.map((c) => c.name)]).toEqual([[], ['zählt Äpfel']])
  })

  it('reads bytes 0x80-0x9F of a declared ISO-8859-1 report as Windows-1252, the encoding such a file is in', () => {
    // A true ISO-8859-1 writer (Java's) cannot encode '€' or curly quotes and writes '?'; those bytes come from Windows tools labelling cp1252 as Latin-1.
    const decl = '<?xml version="1.0" encoding="ISO-8859-1"?>'
    const bytes = Buffer.concat([
      Buffer.from(`${decl}<testsuite><testcase name="costs `, 'latin1'),
      Buffer.from([0x80, 0x93, 0x94]),
      Buffer.from('"/></testsuite>'),
    ])
    expect(decodeReport(bytes)).toContain('costs €“”')
  })
})
