// A user's data export and the jobs that build exports and erase closed accounts (docs/privacy.md).

/**
 * Whose words an item copied from someone else holds, by their part in it (`copiedFrom` on a
 * notification, a webhook delivery, a saved search's match): never shown, it is how an erasure
 * finds the copies of a closed account, by where they came from (docs/privacy.md, inventory.ts).
 */
export const copySources = ['shipper', 'asker', 'rater', 'sender', 'uploader', 'driver'] as const;
export type CopySource = (typeof copySources)[number];
export type CopiedFrom = Partial<Record<CopySource, number>>;

export const exportStatuses = ['Pending', 'Ready', 'Failed'] as const;
export type ExportStatus = (typeof exportStatuses)[number];

export interface DataExport {
  exportId: string;
  userId: number;
  status: ExportStatus;
  requestedOn: string;
  completedOn?: string;
  /** Where the document lies in S3 once Ready (deleted after EXPORT_DAYS by the bucket's lifecycle rule). */
  objectKey?: string;
  failure?: string;
  /** TTL: the record goes with its document. */
  expiresAt: number;
}

/** A queued job: build an export, or erase a closed account; `cursor` is how far its pass over the table got. */
export interface PrivacyJob {
  kind: 'Export' | 'Erasure';
  /** The export's id, or the closed user's id. */
  id: string;
  userId: number;
  queuedOn: string;
  attempts: number;
  cursor?: Record<string, unknown> | null;
  /** Erasure: the closed user's email (an address suppressed before, by bounces, is keyed by it). */
  emailAddress?: string;
  /** Erasure queued before `emailAddress`: what it looked for in everyone's items; only its email is used now. */
  texts?: string[];
  /** Erasure: the shipments kept (booked listings the other party needs), by listing id. */
  keptListings?: number[];
}

/** An export's document lives this long (S3 lifecycle rule on EXPORT_PREFIX, and its record's TTL). */
export const EXPORT_DAYS = 7;
/** A Ready export's link is valid this long. */
export const EXPORT_LINK_SECONDS = 15 * 60;
export const EXPORT_PREFIX = 'exports/';
