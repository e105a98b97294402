import { countRequests } from '../../data/rate-limits.ts';
import { logger } from '../../observability/logger.ts';
import { KeyWindow, type Admission, type RateLimit } from './rate-limits.ts';

// Admission under a rate limit (docs/limits.md): this instance's window of each key or address,
// counted in the shared per-second counter a batch at a time.

const windows = new Map<string, KeyWindow>();

/** Admits one request of what is counted (a user id, or `ADDRESS#<ip>`) or not, by this instance's window. */
export async function admitCounted(counted: number | string, limit: RateLimit, now: number): Promise<Admission> {
  const id = String(counted);
  let window = windows.get(id);
  if (!window) windows.set(id, (window = new KeyWindow()));
  const admission = window.admit(now, limit);
  if (admission.admitted && admission.countNow) {
    const { requests, second } = window.takeUncounted();
    let total: number | undefined;
    try {
      total = await countRequests(counted, second, requests);
    } catch (error) {
      // counting is best effort: a request is never refused because the counter could not be written
      logger.warn('rate limit counter not written', { error: error instanceof Error ? error.name : String(error) });
    }
    window.recordCounted(second, requests, total);
  }
  return admission;
}
