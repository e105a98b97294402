import { randomUUID } from 'node:crypto';
import { findExport, JobLease, privacyJobs } from '../../data/privacy.ts';
import { scanPages } from '../../data/query.ts';
import { logger } from '../../observability/logger.ts';
import { completeExport, ExportDocument, failExport } from './export.ts';
import { runErasure, type ErasureRun } from './closure.ts';
import type { PrivacyJob } from './types.ts';

// The privacy job (shared/routes/schedules.ts privacyJobs, every minute): builds the exports asked for and
// erases closed accounts, oldest first, each by one pass over the table. An erasure saves its
// position after every page and resumes there; an export is built in one run, and tried again by
// the next run when one fails, up to MAX_ATTEMPTS. A run works a job under its lease (renewed with
// each page), so the runs a minute apart never work one job twice at once, and a run that stopped
// leaves it to the next once its lease ends (docs/reliability.md, "Stopped half way").

const MAX_ATTEMPTS = 3;
/** A job's lease lasts this long past its last page: pages take seconds; a stopped run's job waits no longer. */
const JOB_LEASE_MS = 60_000;

/** Lost the job's lease mid-pass: another run works it now. */
class LeaseLost extends Error {}

/** The export's document from one pass over the table. */
async function buildExport(job: PrivacyJob, lease: JobLease): Promise<void> {
  const found = await findExport(job.id);
  if (!found) return lease.finish();
  const collected = new ExportDocument(job.userId);
  for await (const { items } of scanPages()) {
    items.forEach((item) => collected.add(item));
    if (!(await lease.renew())) throw new LeaseLost();
  }
  await completeExport(found, collected);
  await lease.finish();
}

/**
 * Runs every queued job this run can lease; `maxPages` or `until` bound an erasure's pass in this run
 * (the rest waits for the next). A job another run holds is waiting.
 */
export async function runPrivacyJobs(options: ErasureRun = {}): Promise<{ done: number; waiting: number }> {
  const holder = randomUUID();
  let done = 0;
  let waiting = 0;
  for (const job of await privacyJobs()) {
    const lease = new JobLease(job, holder, JOB_LEASE_MS);
    if (!(await lease.take())) {
      waiting++;
      continue;
    }
    try {
      if (job.kind === 'Export') await buildExport(job, lease);
      else if (!(await runErasure(job, lease, options))) {
        await lease.release(); // its time is up (or it waits for a migration): the next run goes on
        waiting++;
        continue;
      }
      done++;
    } catch (error) {
      if (error instanceof LeaseLost) {
        waiting++;
        continue;
      }
      const attempts = job.attempts + 1;
      logger.error('privacy job failed', { kind: job.kind, id: job.id, attempts, error: String(error) });
      if (job.kind === 'Export' && attempts >= MAX_ATTEMPTS) {
        await failExport(job.id, 'The export could not be built; ask for a new one tomorrow, or contact support.');
        await lease.finish();
      } else {
        // an erasure is never given up: its position is saved, and an operator is alerted by the log
        await lease.failed();
        waiting++;
      }
    }
  }
  return { done, waiting };
}
