// Waiting in tests is on a condition, never on a time a slower machine would miss: the stream,
// the queue and the schedules only take longer there. The cap is a hang guard far beyond any
// machine's wait, below the test's own (vitest.config.ts), so that a condition that never holds
// fails naming what it waited for rather than as a bare timeout.

const hangGuardMs = 240_000;

/** Reads until `done` holds of what was read; answers that value. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  waitingFor: string,
  intervalMs = 100,
): Promise<T> {
  const guard = Date.now() + hangGuardMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > guard) throw new Error(`waited ${hangGuardMs / 1000} s for ${waitingFor}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Until the clock has passed an instant (a time frame's end, a window's close). */
export async function clockPasses(instant: number): Promise<void> {
  while (Date.now() <= instant)
    await new Promise((resolve) => setTimeout(resolve, Math.min(100, instant - Date.now() + 1)));
}
