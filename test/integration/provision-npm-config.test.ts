import { afterEach, describe, expect, it, vi } from 'vitest'
import { join } from 'node:path'
import { OPENCODE_VERSION } from '../../src/core/opencode/trusted-config.js'
import { RecordingLogger } from '../../src/core/telemetry/logger.js'
import { provisionOpencode } from '../../src/runtime/provision.js'
import { platformPackages } from '../../src/runtime/cache-entry.js'
import { tempDir } from '../support/kit/index.js'
import { localRuntime } from '../support/local-runtime.js'

/**
 * The provisioning npm ci passes the runner's npm_config_* settings on (a
 * registry mirror, its auth), and so also one that leaves optional
 * dependencies out (`omit=optional`, set for an organisation's own
 * installs). opencode-ai's platform binaries are optional dependencies: the
 * install must still bring them. The real npm installs offline from a local
 * tarball declared the way opencode-ai declares its platform packages.
 */
afterEach(() => {
  vi.unstubAllEnvs()
})

describe("the runner's npm settings", () => {
  it.each([
    ['npm_config_omit', 'optional'],
    ['NPM_CONFIG_OMIT', 'optional'],
    ['npm_config_optional', 'false'],
  ])(
    '%s=%s still installs the platform binary',
    async (name, value) => {
      const base = await tempDir('hm-npm-config-')
      const actionRoot = await localRuntime(base, { optional: true })
      for (const key of Object.keys(process.env)) if (key.toLowerCase().startsWith('npm_config_')) vi.stubEnv(key, undefined)
      vi.stubEnv(name, value)
      const provisioned = await provisionOpencode({
        actionRoot,
        toolCache: join(base, 'tool-cache'),
        fallbackDir: join(base, 'run'),
        logger: new RecordingLogger(),
      })
      expect(provisioned).toMatchObject({ source: 'npm', version: OPENCODE_VERSION })
      expect(provisioned.bin).toContain(`/${platformPackages()[0] as string}/bin/opencode`)
    },
    120_000,
  )
})
