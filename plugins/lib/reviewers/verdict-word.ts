/**
 * A verdict word as the verifier wrote it, in the form the schemas list:
 * models capitalise ("Confirmed"), pad, and write the hyphen as a space or
 * an underscore ("Still present", "not_applicable"). Read strictly, such a
 * verdict was thrown away and its candidate reported as unanswered. Only
 * case and separators are forgiven; any other word still fails the schema.
 */
export function verdictWord(value: unknown): unknown {
  return typeof value === 'string'
    ? value
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, '-')
    : value
}
