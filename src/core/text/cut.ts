/**
 * Cutting text to a length in UTF-16 code units (what JavaScript and the
 * bounds count) without splitting a surrogate pair: half an emoji is
 * ill-formed text, which GitHub may refuse and UTF-8 shows as U+FFFD.
 */

/** At most `max` UTF-16 units, never ending in the first half of a pair. */
export function truncateUnits(text: string, max: number): string {
  if (text.length <= max) return text
  let end = Math.max(0, max)
  const code = text.charCodeAt(end - 1)
  if (code >= 0xd800 && code <= 0xdbff) end -= 1
  return text.slice(0, end)
}

/** At most `max` units including a closing ellipsis when cut. */
export function clipUnits(text: string, max: number): string {
  return text.length > max ? `${truncateUnits(text, max - 1)}…` : text
}
