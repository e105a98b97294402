import { AsyncLocalStorage } from 'node:async_hooks';

// Whether a request's own writes may have changed the table, so that a 503 says "nothing was
// changed" only when that is known (docs/errors.md, docs/reliability.md "Stopped half way"). The
// outer adapter runs a request on its trail; the table's client marks it (shared/data/retries/write-trail.ts).

export interface WriteTrail {
  mayHaveChanged: boolean;
}

const trails = new AsyncLocalStorage<WriteTrail>();

/** Runs `work` with its writes recorded on `trail`. */
export const withWriteTrail = <T>(trail: WriteTrail, work: () => Promise<T>): Promise<T> => trails.run(trail, work);

/** The trail of the request running now, if any. */
export const currentWriteTrail = (): WriteTrail | undefined => trails.getStore();
