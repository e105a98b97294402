import { findExport, finishJob, privacyJobs, saveJobProgress } from '../../data/privacy.ts';
import { scanPages } from '../../data/query.ts';
import { logger } from '../../observability/logger.ts';
import { completeExport, ExportDocument, failExport } from './export.ts';
import { runErasure, type ErasureRun } from './closure.ts';
import type { PrivacyJob } from './types.ts';

// The privacy job (shared/routes.ts privacyJobs, every minute): builds the exports asked for and
// erases closed accounts, oldest first, each by one pass over the table. An erasure saves its
// position after every page and resumes there; an export is built in one run, and tried again by
// the next run when one fails, up to MAX_ATTEMPTS.

const MAX_ATTEMPTS = 3;

/** The export's document from one pass over the table. */
async function buildExport(job: PrivacyJob): Promise<void> {
  const found = await findExport(job.id);
  if (!found) return finishJob(job);
  const collected = new ExportDocument(job.userId);
  for await (const { items } of scanPages()) items.forEach((item) => collected.add(item));
  await completeExport(found, collected);
  await finishJob(job);
}

/** Runs every queued job; `maxPages` or `until` bound an erasure's pass in this run (the rest waits for the next). */
export async function runPrivacyJobs(options: ErasureRun = {}): Promise<{ done: number; waiting: number }> {
  let done = 0;
  let waiting = 0;
  for (const job of await privacyJobs()) {
    try {
      if (job.kind === 'Export') await buildExport(job);
      else if (!(await runErasure(job, options))) { waiting++; continue; }
      done++;
    } catch (error) {
      const attempts = job.attempts + 1;
      logger.error('privacy job failed', { kind: job.kind, id: job.id, attempts, error: String(error) });
      if (job.kind === 'Export' && attempts >= MAX_ATTEMPTS) {
        await failExport(job.id, 'The export could not be built; ask for a new one tomorrow, or contact support.');
        await finishJob(job);
      } else {
        // an erasure is never given up: its position is saved, and an operator is alerted by the log
        await saveJobProgress(job, { failed: true });
        waiting++;
      }
    }
  }
  return { done, waiting };
}
