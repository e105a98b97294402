import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { scheduledJobs } from '../../shared/routes/schedules.ts';
import { invoke } from './invocation.ts';

// The local runtime's EventBridge: each scheduled job of the route table runs on a timer (every
// `everyMinutes`, or `intervalMs` when given: tests and `npm start` use seconds), one run at a time.
// The same handler modules as in AWS.

const repoRoot = resolve(import.meta.dirname, '..', '..');

export interface LocalScheduler {
  stop: () => Promise<void>;
}

/** A job on a timer: what runs, and how often. */
export interface TimedJob {
  id: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Each job on its own timer, one run at a time (a run still going when its timer fires is not started again); stop
 * waits for the runs under way.
 */
export function runOnTimers(jobs: TimedJob[]): LocalScheduler {
  const running = new Map<string, Promise<unknown>>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      if (running.has(job.id)) return;
      running.set(
        job.id,
        job
          .run()
          .catch((error: unknown) => console.error(`${job.id} failed: ${String(error)}`))
          .finally(() => running.delete(job.id)),
      );
    }, job.everyMs),
  );
  return {
    stop: async () => {
      timers.forEach(clearInterval);
      await Promise.all(running.values());
    },
  };
}

export async function startLocalScheduler(options: { intervalMs?: number } = {}): Promise<LocalScheduler> {
  return runOnTimers(
    await Promise.all(
      scheduledJobs.map(async (job) => {
        const { handler } = (await import(pathToFileURL(resolve(repoRoot, job.handler)).href)) as {
          handler: (event: unknown) => Promise<unknown>;
        };
        return {
          id: job.id,
          everyMs: options.intervalMs ?? job.everyMinutes * 60_000,
          run: () => invoke(() => handler({ source: 'aws.events', 'detail-type': 'Scheduled Event', detail: {} })),
        };
      }),
    ),
  );
}
