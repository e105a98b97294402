import * as v from 'valibot';
import { defineKeyedItem, templatesOf } from '../item-definition.ts';

// A scheduled job's run lease (docs/reliability.md, "Stopped half way"): one run at a time. Made by the first taker
// (shared/data/leases.ts), it holds no holder once given back, and goes when the run is done.

/** The lease's holder and end (epoch ms), while one holds it. */
export interface JobLease {
  leaseHolder?: string;
  leaseUntil?: number;
}

const job = templatesOf<{ jobId: string }>();

export const jobLeaseItems = defineKeyedItem<{ jobId: string }, JobLease>()({
  kind: 'JobLease',
  schema: v.looseObject({ leaseHolder: v.optional(v.string()), leaseUntil: v.optional(v.number()) }),
  key: {
    partition: job(['jobId'], ({ jobId }) => `JOBLEASE#${jobId}`),
    sort: job([], () => 'LEASE'),
  },
});
