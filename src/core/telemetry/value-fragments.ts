/**
 * What is left of a registered value once a text cut or broke it: a sink that bounds a text cuts
 * a token at its end, a line wrap or a JSON `\n` splits it in two, and an excerpt may start inside
 * it. Whole-value matching sees none of those, and token families see only pieces that still
 * carry their prefix (a JWT's signature on a line of its own carries none). Each piece that is
 * the value's start (a cut prefix) or its end (the rest after a break) and at least
 * MIN_FRAGMENT characters long is replaced: shorter pieces hold too little of a 40- to
 * 520-character secret to matter, and a 20-character run of random text does not occur by chance.
 */
export const MIN_FRAGMENT = 20

export function redactFragments(text: string, value: string, replacement: string): string {
  if (value.length <= MIN_FRAGMENT) return text
  const spans: Array<[number, number]> = []
  const head = value.slice(0, MIN_FRAGMENT)
  for (let at = text.indexOf(head); at >= 0; at = text.indexOf(head, at + 1)) {
    let length = MIN_FRAGMENT
    while (length < value.length && text[at + length] === value[length]) length++
    spans.push([at, at + length])
  }
  const tail = value.slice(-MIN_FRAGMENT)
  for (let at = text.indexOf(tail); at >= 0; at = text.indexOf(tail, at + 1)) {
    const end = at + MIN_FRAGMENT
    let start = at
    while (start > 0 && end - start < value.length && text[start - 1] === value[value.length - (end - start) - 1]) start--
    spans.push([start, end])
  }
  if (spans.length === 0) return text
  spans.sort((a, b) => a[0] - b[0])
  let out = ''
  let from = 0
  for (const [start, end] of spans) {
    if (end <= from) continue
    out += text.slice(from, Math.max(from, start)) + (start >= from ? replacement : '')
    from = end
  }
  return out + text.slice(from)
}
