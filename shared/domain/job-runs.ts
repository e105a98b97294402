import { randomUUID } from 'node:crypto';
import { jobLease, releaseLease, takeLease } from '../data/leases.ts';
import { logger } from '../observability/logger.ts';

// One run of a scheduled job at a time (docs/reliability.md, "Stopped half way"). EventBridge may
// start a run twice, and a slow run may still work when the next minute starts one: the run holds
// its job's lease (a conditional write with an expiry at its own timeout), the other skips. A run
// that stops (its timeout, a kill) leaves a lease that ends at its deadline; whatever it left half
// done, the next run finishes, as every job's steps are safe to run twice.

/** Past the run's timeout, this long more before its lease ends: clocks of two hosts differ by less. */
const LEASE_MARGIN_MS = 2_000;

export type SkippedRun = { skipped: 'another run holds the lease' };

/** Runs `run` holding the job's lease, or skips it while another run holds it. */
export async function runAlone<Result>(
  job: { id: string; timeoutSeconds: number },
  run: () => Promise<Result>,
): Promise<Result | SkippedRun> {
  const holder = randomUUID();
  if (!(await takeLease(jobLease(job.id), holder, Date.now() + job.timeoutSeconds * 1000 + LEASE_MARGIN_MS))) {
    logger.info('run skipped: another run of the job holds its lease', { job: job.id });
    return { skipped: 'another run holds the lease' };
  }
  try {
    return await run();
  } finally {
    await releaseLease(jobLease(job.id), holder, { remove: true }).catch((error: unknown) =>
      logger.warn('job lease not given back: it ends at its deadline', { job: job.id, error: String(error) }),
    );
  }
}
