import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { clearScript, joinScript, KEYCTL } from '../../../src/evidence/sandbox/keyrings.js'

/**
 * A container job under Docker's default seccomp profile: keyctl fails ENOSYS (or EPERM). The
 * command must still run (it cannot reach a keyring there either) and the keyrings' removal must
 * not report a failure. A call number the kernel does not have fails ENOSYS the same way, so the
 * scripts are driven with one here, without root or a seccomp profile; the real number shows the
 * same scripts work where keyctl is allowed.
 */
const exec = promisify(execFile)
const perl = '/usr/bin/perl'
const NO_SUCH_CALL = 4_000
const keyctl = KEYCTL[process.arch]

describe.runIf(existsSync(perl))('the keyring scripts where the kernel refuses keyctl', () => {
  it('runs the command all the same, with its arguments and exit status', async () => {
    const ran = await exec(perl, ['-e', joinScript(NO_SUCH_CALL), '--', '/bin/sh', '-c', 'echo "ran $1"; exit 0', 'sh', 'with args'])
    expect(ran.stdout).toBe('ran with args\n')
    await expect(exec(perl, ['-e', joinScript(NO_SUCH_CALL), '--', '/bin/sh', '-c', 'exit 3'])).rejects.toMatchObject({ code: 3 })
  })

  it('ends the clearing without an error, there being nothing the user could have added', async () => {
    await expect(exec(perl, ['-e', clearScript(NO_SUCH_CALL)])).resolves.toMatchObject({ stderr: '' })
  })

  it.runIf(keyctl !== undefined)('works with the real call number too', async () => {
    const ran = await exec(perl, ['-e', joinScript(keyctl as number), '--', '/bin/echo', 'ran'])
    expect(ran.stdout).toBe('ran\n')
  })
})
