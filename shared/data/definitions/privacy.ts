import * as v from 'valibot';
import type { DataExport, ExportStatus, PrivacyJob } from '../../domain/privacy/types.ts';
import { defineItem, defineKeyedItem, everyOf, templatesOf } from '../item-definition.ts';

// Pattern 22 (docs/privacy.md): a user's data export by its id, the day's claim that allows one a day, and the queue
// of privacy jobs (exports to build, closed accounts to erase) in one partition, oldest first; a job's item holds its
// lease and how far its pass over the table got (shared/data/leases.ts writes both).

const exportStatuses = everyOf<ExportStatus>()(['Pending', 'Ready', 'Failed']);

const dataExport = templatesOf<DataExport>();

export const dataExportItems = defineItem<DataExport>()({
  kind: 'DataExport',
  schema: v.looseObject({
    exportId: v.string(),
    userId: v.number(),
    status: v.picklist(exportStatuses),
    requestedOn: v.string(),
    completedOn: v.optional(v.string()),
    objectKey: v.optional(v.string()),
    failure: v.optional(v.string()),
    expiresAt: v.number(),
  }),
  key: {
    partition: dataExport(['exportId'], ({ exportId }) => `EXPORT#${exportId}`),
    sort: dataExport([], () => 'EXPORT'),
  },
});

/** A user's export of one day (UTC, `YYYY-MM-DD`). */
interface ExportOfDay {
  userId: number;
  day: string;
}

const day = templatesOf<ExportOfDay>();

/** The day's claim, written with the export in one transaction: which export it was; TTL two days. */
export const exportDayItems = defineKeyedItem<ExportOfDay, { exportId: string; expiresAt: number }>()({
  kind: 'ExportDay',
  schema: v.looseObject({ exportId: v.string(), expiresAt: v.number() }),
  key: {
    partition: day(['userId'], ({ userId }) => `USER#${userId}`),
    sort: day(['day'], ({ day }) => `EXPORTDAY#${day}`),
  },
});

const job = templatesOf<PrivacyJob>();

export const privacyJobItems = defineItem<PrivacyJob>()({
  kind: 'PrivacyJob',
  schema: v.looseObject({
    kind: v.picklist(everyOf<PrivacyJob['kind']>()(['Export', 'Erasure'])),
    id: v.string(),
    userId: v.number(),
    queuedOn: v.string(),
    attempts: v.number(),
    cursor: v.nullish(v.record(v.string(), v.unknown())),
    emailAddress: v.optional(v.string()),
    texts: v.optional(v.array(v.string())),
    keptListings: v.optional(v.array(v.number())),
  }),
  key: {
    partition: job([], () => 'PRIVACYJOBS'),
    sort: job(['queuedOn', 'kind', 'id'], ({ queuedOn, kind, id }) => `${queuedOn}#${kind}#${id}`),
  },
});
