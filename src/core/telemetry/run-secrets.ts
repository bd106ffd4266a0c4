import type { RunConfig } from '../contracts/run-config.js'
import { LogfmtLogger } from './logger.js'
import { Redactor } from './redact.js'

/**
 * The run's secrets as a plugin process holds them. Token families are redacted by shape, but
 * many providers' keys have none a pattern could know (Groq's `gsk_`, xAI's `xai-`, Mistral's
 * bare 32 characters, a gateway's own keys): only the value itself masks those. The runner
 * names the variable that carries it in the run config; its value is read from this process's
 * own environment, where the runner put it.
 */
export function addRunSecrets(redactor: Redactor, config: Pick<RunConfig, 'providerKeyEnv'>, env: NodeJS.ProcessEnv = process.env): Redactor {
  if (config.providerKeyEnv) redactor.add(env[config.providerKeyEnv])
  return redactor
}

/** A fresh redactor holding the run's secrets. */
export function runRedactor(config: Pick<RunConfig, 'providerKeyEnv'>, env: NodeJS.ProcessEnv = process.env): Redactor {
  return addRunSecrets(new Redactor(), config, env)
}

/**
 * A plugin's logger: logfmt lines to stderr, where OpenCode prints them, redacted like the
 * runner's: by shape from the start, and with the run's provider key once the run config is read
 * (`withRunSecrets`, applied to every config the plugin reads). Only the plugins that hold the
 * GitHub token (publish_review, the replay publisher) add it to their redactor themselves; no other
 * plugin, and nothing in the reviewer process, ever reads the token, even to redact it.
 */
export function pluginLogger(
  write: (line: string) => void = (line) => void process.stderr.write(`${line}\n`),
  env: NodeJS.ProcessEnv = process.env,
): { logger: LogfmtLogger; redactor: Redactor; withRunSecrets: <C extends Pick<RunConfig, 'providerKeyEnv'>>(config: C) => C } {
  const redactor = new Redactor()
  return {
    logger: new LogfmtLogger(write, redactor),
    redactor,
    withRunSecrets: (config) => {
      addRunSecrets(redactor, config, env)
      return config
    },
  }
}
