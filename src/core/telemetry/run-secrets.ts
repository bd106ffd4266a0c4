import type { RunConfig } from '../contracts/run-config.js'
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
