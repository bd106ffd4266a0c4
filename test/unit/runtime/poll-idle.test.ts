import { describe, expect, it } from 'vitest'
import { pollIdle, type IdleProbe } from '../../../src/core/opencode/session-answer.js'

/**
 * The status poll beside the event stream must not take a prompt OpenCode has
 * not started yet for a finished session: on a loaded runner the session
 * stays out of the status map for longer than one interval after
 * promptAsync, and taking that for "idle" failed the whole run ("no
 * assistant answer", no review recorded, an empty findings-file).
 */

/** A probe that answers from scripted status looks; `answered` turns true once `answerAt` looks have passed. */
function scriptedProbe(looks: ({ listed: boolean; type?: string } | undefined)[], answerAt = Infinity): IdleProbe & { looks: number } {
  const probe = {
    looks: 0,
    status: async () => looks[Math.min(probe.looks++, looks.length - 1)],
    answered: async () => probe.looks > answerAt,
  }
  return probe
}

describe('pollIdle', () => {
  it('keeps waiting while a prompt not yet started is absent from the status map', async () => {
    const stop = new AbortController()
    const probe = scriptedProbe([{ listed: false }])
    let settled = false
    void pollIdle(probe, stop.signal, { working: false }, 5).then(() => (settled = true))
    // However long the machine takes over them, ten looks at an unlisted, never-seen session decide nothing.
    while (probe.looks < 10) await new Promise((resolve) => setTimeout(resolve, 5))
    await new Promise((resolve) => setImmediate(resolve))
    expect(settled).toBe(false)
    stop.abort()
  })

  it('reports idle once the session, seen busy, leaves the status map', async () => {
    const stop = new AbortController()
    const probe = scriptedProbe([{ listed: false }, { listed: false }, { listed: true, type: 'busy' }, { listed: true, type: 'retry' }, { listed: false }])
    expect(await pollIdle(probe, stop.signal, { working: false }, 5)).toBe('idle')
    expect(probe.looks).toBe(5)
  })

  it('reports idle at once when the status events already showed the prompt at work', async () => {
    const probe = scriptedProbe([{ listed: false }])
    expect(await pollIdle(probe, new AbortController().signal, { working: true }, 5)).toBe('idle')
    expect(probe.looks).toBe(1)
  })

  it('reports idle for a prompt that finished between two looks (a finished answer follows it)', async () => {
    const probe = scriptedProbe([{ listed: false }], 2)
    expect(await pollIdle(probe, new AbortController().signal, { working: false }, 5)).toBe('idle')
    expect(probe.looks).toBe(3)
  })

  it('looks again when the status map cannot be read', async () => {
    const probe = scriptedProbe([undefined, undefined, { listed: true, type: 'idle' }], 0)
    expect(await pollIdle(probe, new AbortController().signal, { working: false }, 5)).toBe('idle')
    expect(probe.looks).toBe(3)
  })
})
