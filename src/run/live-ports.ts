import type { OutputPort, SummaryPort } from '../publication/report.js'

/**
 * The run's outputs and job summary, as main.ts hands them to the run and to the cancellation
 * handler. Once a cancellation began the run's own ports fall silent (the handler alone reports,
 * so no half-finished run claims an outcome). A job summary write the run began before the signal
 * still lands, so the handler's own summary waits for it: its note comes under that result, never
 * above it.
 */
export interface LivePorts {
  run: { outputs: OutputPort; summary: SummaryPort }
  cancellation: { outputs: OutputPort; summary: SummaryPort }
}

export function livePorts(raw: { outputs: OutputPort; summary: SummaryPort }, live: () => boolean): LivePorts {
  let inFlight: Promise<unknown> = Promise.resolve()
  const summary: SummaryPort = {
    append: (markdown) => {
      if (!live()) return Promise.resolve()
      const written = raw.summary.append(markdown)
      inFlight = written.catch(() => undefined)
      return written
    },
  }
  return {
    run: { outputs: { setOutput: (name, value) => void (live() && raw.outputs.setOutput(name, value)) }, summary },
    cancellation: {
      outputs: raw.outputs,
      summary: {
        append: async (markdown) => {
          await inFlight
          await raw.summary.append(markdown)
        },
      },
    },
  }
}
