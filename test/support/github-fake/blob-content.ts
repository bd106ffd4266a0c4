// What GitHub serves of a file's content, by size and kind. Tests store text; a file of a given
// size is stored as a marker (fileOfSize) so a 2 MB or 150 MB file costs nothing until read.
// - GraphQL `Blob.text` is null for a binary blob (the schema: "UTF8 text data or null if the Blob
//   is binary") and cut with `isTruncated: true` past GRAPHQL_TEXT_BYTES (GitHub does not document
//   the limit; clients report 512,000 bytes). `isBinary` is decided here as Git decides it: a NUL
//   byte among the first 8,000 bytes.
// - The contents API (JSON media type) returns `content: ""` and `encoding: "none"` for a file
//   between 1 MB and 100 MB and does not serve one over 100 MB (REST reference, "Get repository
//   content"); the answer over 100 MB is not documented: the fake answers 403 `too_large`, the
//   error GitHub gave for an over-limit blob (client reports).
import { createHash } from 'node:crypto'

export const GRAPHQL_TEXT_BYTES = 512_000
export const CONTENTS_INLINE_BYTES = 1024 * 1024
export const CONTENTS_MAX_BYTES = 100 * 1024 * 1024
const SIZED_PREFIX = '\u0000fake-sized\u0000'
const GIT_BINARY_PROBE = 8000

/** A stored file of `bytes` bytes of text ('x' repeated, newline-free) without holding them. */
export function fileOfSize(bytes: number): string {
  return `${SIZED_PREFIX}${bytes}`
}

function sized(stored: string): number | undefined {
  return stored.startsWith(SIZED_PREFIX) ? Number(stored.slice(SIZED_PREFIX.length)) : undefined
}

/** The file's size in bytes. */
export function byteSizeOf(stored: string): number {
  return sized(stored) ?? Buffer.byteLength(stored, 'utf8')
}

/** At most the first `limit` bytes of the file. */
export function bytesOf(stored: string, limit = Infinity): Buffer {
  const size = sized(stored)
  if (size !== undefined) return Buffer.alloc(Math.min(size, limit), 'x')
  const bytes = Buffer.from(stored, 'utf8')
  return bytes.length > limit ? bytes.subarray(0, limit) : bytes
}

/** Git's test for a binary file: a NUL byte among the first 8,000 bytes. */
export function isBinaryContent(stored: string): boolean {
  return bytesOf(stored, GIT_BINARY_PROBE).includes(0)
}

/** Git's blob id (for a sized marker, a stand-in id from the marker: tests only compare ids). */
export function blobOid(stored: string): string {
  return createHash('sha1')
    .update(`blob ${byteSizeOf(stored)}\0`)
    .update(stored, 'utf8')
    .digest('hex')
}
