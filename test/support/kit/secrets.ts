import { awsAccessKeyId, githubClassicToken, githubFineGrainedToken, githubInstallationToken, jwt, openAiKey, seededRandom } from '../secret-formats.js'

/**
 * The secrets a test plants or hands the runner, in one place and in the
 * formats the issuers document (generated from those formats with fixed
 * seeds, never copied): what a careless or hostile author pastes into a pull
 * request, the provider key the workflow passes, and the runner's own
 * tokens. Tests then check that none of them reaches an agent, GitHub or a log.
 */

/**
 * The token every GitHub fake accepts unless told otherwise: GitHub's current
 * installation-token format, `ghs_<APPID>_<JWT>` (about 520 characters, two
 * dots), as the Actions GITHUB_TOKEN is issued since 2026-04-27. Generated
 * from the format with a fixed seed, so every test and the demo use the same.
 */
export const DEFAULT_FAKE_TOKEN = githubInstallationToken(seededRandom(0x6a7b), 1_234_567)
/** The login GitHub answers for that token (an installation acts as its app's bot). */
export const DEFAULT_BOT_LOGIN = 'github-actions[bot]'

/** The provider key the scripted runs pass as `provider-api-key` (the scripted model server ignores it). */
export const PROVIDER_KEY = 'sk-scriptedProviderKey0123456789abcdef'

/**
 * A GitHub token in a format GitHub issues today, from a fixed seed: an
 * installation token (`ghs_<APPID>_<JWT>`, what GITHUB_TOKEN is) or a classic
 * personal access token (`ghp_`, what a workflow may pass as GH_TOKEN).
 */
export function githubToken(seed: number, kind: 'installation' | 'personal' = 'installation'): string {
  const rand = seededRandom(seed)
  return kind === 'installation' ? githubInstallationToken(rand) : githubClassicToken(rand, 'ghp')
}

/** Runner-only tokens present in a job's environment; never an input, never for an agent. */
export const RUNNER_SECRETS = {
  ACTIONS_RUNTIME_TOKEN: 'actions-runtime-secret-token',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'actions-id-token-secret',
} as const

export interface PlantedSecrets {
  /** Another installation's `ghs_<APPID>_<JWT>` token (about 520 characters). */
  ghs: string
  /** A classic personal access token (prefix, 30 base62, CRC32). */
  ghp: string
  /** A fine-grained personal access token. */
  pat: string
  /** A bearer JWT. */
  jwt: string
  /** An OpenAI project key. */
  sk: string
  /** An AWS access key id. */
  aws: string
}

/** Secret-shaped strings for untrusted PR text; one seed, one fixed set. None is a real credential. */
export function plantedSecrets(seed: number): PlantedSecrets {
  const rand = seededRandom(seed)
  return {
    ghs: githubInstallationToken(rand),
    ghp: githubClassicToken(rand, 'ghp'),
    pat: githubFineGrainedToken(rand),
    jwt: jwt(rand, { sub: 'planted-user' }),
    sk: openAiKey(rand, 'project'),
    aws: awsAccessKeyId(rand, 'AKIA'),
  }
}
