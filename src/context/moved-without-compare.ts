import type { ChangedFile } from '../core/contracts/changed-file.js'
import { toHarbourmasterError } from '../core/errors.js'
import type { GraphqlPort } from '../core/github/client.js'
import type { Logger } from '../core/telemetry/logger.js'
import { runGraphql } from '../core/github/graphql.js'
import type { EarlierFinding } from './records.js'
import type { PushDelta } from './push-delta.js'

/**
 * Where a file the pull request added went, when no compare says it (a force-push or rebase, a
 * failed or capped compare: the review is full). The pull request's listing shows such a file only
 * as added under its new name (a rename needs the file in the base), so a thread on the old path
 * looked deleted. The file's blob at the last reviewed head (one GraphQL query, `<sha>:<path>`) is
 * matched against the files whose paths the base does not have (added, or renamed by the PR): the
 * same blob id (a pure move), else, as git finds a rename, a file holding at least half of its lines.
 * The same query asks whether the path is still at the head: then a push took the file back to its
 * base version and the pull request only no longer changes it (it was not deleted either). Only
 * threads of ours whose file is gone from an uncapped listing are looked up, at most MAX_PATHS; a
 * failed read leaves them as deleted, logged.
 */
export const MAX_PATHS = 20
const SIMILARITY = 0.5

interface OldBlob {
  path: string
  oid: string
  text: string | undefined
}

type BlobAnswer = { __typename: string; oid?: string; isBinary?: boolean | null; isTruncated?: boolean; text?: string | null } | null

export interface Whereabouts {
  /** Old path -> the file it became. */
  movedWithoutCompare: Map<string, string>
  /** Paths still at the head as the base has them: the pull request no longer changes them. */
  unchangedFromBase: Set<string>
}

export async function locateWithoutCompare(
  graphql: GraphqlPort,
  ref: { owner: string; repo: string },
  input: { delta: PushDelta; head: string; files: readonly ChangedFile[]; findings: readonly EarlierFinding[]; listingCapped: boolean },
  logger: Logger,
): Promise<Whereabouts> {
  const { delta, files } = input
  const none: Whereabouts = { movedWithoutCompare: new Map(), unchangedFromBase: new Set() }
  if (delta.kind !== 'full' || input.listingCapped) return none
  const listed = new Set(files.flatMap((f) => [f.filename, f.previousFilename ?? f.filename]))
  const paths = [...new Set(input.findings.map((f) => f.path).filter((p) => !listed.has(p)))].slice(0, MAX_PATHS)
  if (paths.length === 0) return none
  const since = delta.since
  const blobFields = '__typename ... on Blob { oid isBinary isTruncated text }'
  const fields = paths.flatMap((_, i) => [
    `h${i}: object(expression: $h${i}) { __typename }`,
    ...(since ? [`p${i}: object(expression: $p${i}) { ${blobFields} }`] : []),
  ])
  const params = paths.flatMap((_, i) => [`$h${i}: String!`, ...(since ? [`$p${i}: String!`] : [])]).join(', ')
  const document = `query HarbourmasterMovedFiles($owner: String!, $repo: String!, ${params}) {\n  repository(owner: $owner, name: $repo) {\n    ${fields.join('\n    ')}\n  }\n}`
  const variables: Record<string, string> = { owner: ref.owner, repo: ref.repo }
  paths.forEach((path, i) => {
    variables[`h${i}`] = `${input.head}:${path}`
    if (since) variables[`p${i}`] = `${since}:${path}`
  })
  let blobs: OldBlob[]
  const unchangedFromBase = new Set<string>()
  try {
    const answer = await runGraphql<{ repository: Record<string, BlobAnswer> | null }>(graphql, document, variables)
    for (const [i, path] of paths.entries()) if (answer.repository?.[`h${i}`]?.__typename === 'Blob') unchangedFromBase.add(path)
    blobs = paths.flatMap((path, i) => {
      const object = answer.repository?.[`p${i}`]
      if (unchangedFromBase.has(path) || object?.__typename !== 'Blob' || !object.oid) return []
      const text = object.isBinary || object.isTruncated || typeof object.text !== 'string' ? undefined : object.text
      return [{ path, oid: object.oid, text }]
    })
  } catch (error) {
    logger.event('delta', 'moves', { since, paths: paths.length, found: 0, reason: toHarbourmasterError(error).message.slice(0, 200) })
    return none
  }
  const movedWithoutCompare = matchMoves(blobs, files)
  logger.event('delta', 'moves', { since, paths: paths.length, found: movedWithoutCompare.size, unchanged: unchangedFromBase.size })
  return { movedWithoutCompare, unchangedFromBase }
}

/** Old path -> the added file it became: the same blob, else the one most alike (at least SIMILARITY, no tie). */
export function matchMoves(blobs: readonly OldBlob[], files: readonly ChangedFile[]): Map<string, string> {
  // Paths the base does not have: a file the PR added, or renamed (a base file it renamed earlier, moved on since).
  const added = files.filter((f) => f.status === 'added' || f.status === 'renamed' || f.status === 'copied')
  const moves = new Map<string, string>()
  for (const blob of blobs) {
    const same = added.filter((f) => f.sha === blob.oid)
    if (same.length === 1) {
      moves.set(blob.path, (same[0] as ChangedFile).filename)
      continue
    }
    if (same.length > 1 || blob.text === undefined) continue
    const scored = added.map((f) => ({ path: f.filename, score: similarity(blob.text as string, f.patch) })).sort((a, b) => b.score - a.score)
    const [best, next] = scored
    if (best && best.score >= SIMILARITY && (!next || next.score < best.score)) moves.set(blob.path, best.path)
  }
  return moves
}

/** The share of lines the old text and a file's new side in its patch (all of an added file) have in common. */
function similarity(text: string, patch: string | undefined): number {
  if (patch === undefined) return 0
  const now = patch.split('\n').flatMap((l) => (l.startsWith('+') || l.startsWith(' ') ? [l.slice(1)] : []))
  const before = text.split('\n')
  if (before.at(-1) === '') before.pop()
  const left = new Map<string, number>()
  for (const line of before) left.set(line, (left.get(line) ?? 0) + 1)
  let common = 0
  for (const line of now) {
    const n = left.get(line) ?? 0
    if (n > 0) {
      common++
      left.set(line, n - 1)
    }
  }
  return common / Math.max(before.length, now.length, 1)
}
