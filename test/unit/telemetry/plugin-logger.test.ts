import { describe, expect, it } from 'vitest'
import { pluginLogger } from '../../../src/core/telemetry/run-secrets.js'
import { DEFAULT_FAKE_TOKEN } from '../../support/kit/index.js'

/**
 * The loggers of spawn_reviewers, record_review and the replay publisher: their lines reach the
 * job log through OpenCode's (or the publisher's) stderr, so they redact what the runner's do. A
 * provider key of no known shape is masked only by its value, read from the plugin's own
 * environment under the name the run config gives; the GitHub token is never read for it.
 */
const KEY = 'gsk_pluginLoggerKey3b8e1f6a9c2d7e04'

describe('pluginLogger', () => {
  it('redacts the provider key the run config names once the config is read, and never reads the token', () => {
    const lines: string[] = []
    const read: string[] = []
    // An environment that records which variables the logger reads.
    const env = new Proxy<NodeJS.ProcessEnv>(
      { HM_PROVIDER_KEY: KEY, 'INPUT_GITHUB-TOKEN': DEFAULT_FAKE_TOKEN, GITHUB_TOKEN: DEFAULT_FAKE_TOKEN },
      {
        get: (target, name) => {
          if (typeof name === 'string') read.push(name)
          return typeof name === 'string' ? target[name] : undefined
        },
      },
    )
    const { logger, withRunSecrets } = pluginLogger((line) => void lines.push(line), env)
    const config = { providerKeyEnv: 'HM_PROVIDER_KEY' }
    expect(withRunSecrets(config)).toBe(config)
    logger.event('reviewers', 'specialist-failed', { specialist: 'security', error: `401 Incorrect API key provided: ${KEY}` })
    logger.event('publish', 'rejected', { problems: `path src/${KEY}.ts is not in review-index.json` })
    expect(lines.join('\n')).not.toContain(KEY)
    expect(lines.join('\n')).not.toContain(KEY.slice(-24))
    expect(lines[0]).toContain('Incorrect API key provided: [REDACTED]')
    expect(read).toEqual(['HM_PROVIDER_KEY'])
  })

  it('without a run config redacts by shape only', () => {
    const lines: string[] = []
    const { logger } = pluginLogger((line) => void lines.push(line), {})
    logger.event('reviewers', 'prewarm-failed', { error: `token ${DEFAULT_FAKE_TOKEN}` })
    expect(lines.join('\n')).not.toContain(DEFAULT_FAKE_TOKEN.slice(-40))
  })
})
