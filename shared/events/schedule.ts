import type { ScheduledEvent } from 'aws-lambda';
import { runAlone, type SkippedRun } from '../domain/job-runs.ts';
import { observedFunction } from '../observability/invocation.ts';
import type { ScheduledJob } from '../routes/schedules.ts';
import { fromNow } from '../clock.ts';

// The one way a scheduled job runs: observed like every function, one run at a time under its
// job's lease (shared/domain/job-runs.ts, docs/reliability.md "Stopped half way"), dated by the
// instant it starts (shared/clock.ts).

export function scheduledRun<Result>(job: ScheduledJob, source: string, run: () => Promise<Result>) {
  return observedFunction(
    source,
    (_event: ScheduledEvent): Promise<Result | SkippedRun> => fromNow(() => runAlone(job, run)),
  );
}
