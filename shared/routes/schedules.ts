// THE scheduled jobs' table: infra/event-consumers.ts gives each an EventBridge rule, infra/local/scheduler.ts a
// timer. Plain data, as the route table (./http.ts).

import type { Access } from './functions.ts';

/** A function run on a schedule: an EventBridge rule in AWS, a timer in the local runtime. */
export interface ScheduledJob {
  readonly id: string;
  readonly handler: string;
  readonly table: Access;
  readonly memoryMb: number;
  readonly timeoutSeconds: number;
  readonly everyMinutes: number;
  readonly sendsEmail?: true;
  readonly sendsWebhooks?: true;
  readonly images?: Access;
  readonly documents?: Access;
  readonly exports?: Access;
  readonly certificates?: Access;
  /** Reads the whole table (dynamodb:Scan): the privacy job only (docs/privacy.md). */
  readonly scansTable?: true;
  /** Lists the files under the prefixes it may write (s3:ListBucket): the privacy job, for a person's own files. */
  readonly listsFiles?: true;
  /** Asks FMCSA (as a route's `fmcsa`). */
  readonly fmcsa?: true;
  /** Moves money through Stripe (as a route's `stripe`). */
  readonly stripe?: true;
}

/** Takes listings past their expiry out of the search index and its tallies (docs/search.md). */
export const searchSweeper: ScheduledJob = {
  id: 'SearchSweeper',
  handler: 'functions/search/sweeper.ts',
  table: 'readwrite',
  memoryMb: 512,
  timeoutSeconds: 60,
  everyMinutes: 1,
};

/** Tells shippers, once, of listings that expire within a day with no bid (docs/notifications.md). */
export const listingExpiryReminder: ScheduledJob = {
  id: 'ListingExpiryReminder',
  handler: 'functions/notifications/expiring.ts',
  table: 'readwrite',
  memoryMb: 256,
  timeoutSeconds: 60,
  everyMinutes: 10,
  sendsEmail: true,
  sendsWebhooks: true,
};

/** Emails each message still unread 10 minutes after it was sent, once per conversation and hour (docs/messages.md). */
export const unreadMessageMailer: ScheduledJob = {
  id: 'UnreadMessageMailer',
  handler: 'functions/messages/unread-email.ts',
  table: 'readwrite',
  memoryMb: 256,
  timeoutSeconds: 60,
  everyMinutes: 1,
  sendsEmail: true,
};

/** Emails each user their daily saved searches' matches at 07:00 of their day (docs/saved-searches.md). */
export const alertDigestMailer: ScheduledJob = {
  id: 'AlertDigestMailer',
  handler: 'functions/searches/digest.ts',
  table: 'readwrite',
  memoryMb: 256,
  timeoutSeconds: 120,
  everyMinutes: 5,
  sendsEmail: true,
};

/** Builds the data exports asked for and erases closed accounts, each by a pass over the table (docs/privacy.md). */
export const privacyJobs: ScheduledJob = {
  id: 'PrivacyJobs',
  handler: 'functions/privacy/jobs.ts',
  table: 'readwrite',
  memoryMb: 1024,
  timeoutSeconds: 900,
  everyMinutes: 1,
  images: 'readwrite',
  documents: 'readwrite',
  exports: 'readwrite',
  certificates: 'readwrite',
  scansTable: true,
  listsFiles: true,
};

/**
 * Ends rotated full keys whose overlap is over, each entered in its owner's trail (docs/auth.md, "Rotating the full
 * key").
 */
export const keyExpiry: ScheduledJob = {
  id: 'KeyExpiry',
  handler: 'functions/apikeys/expiry.ts',
  table: 'readwrite',
  memoryMb: 256,
  timeoutSeconds: 60,
  everyMinutes: 1,
};

/**
 * Checks each provider with a number against FMCSA once a day, and a new one at once, at a set pace
 * (docs/vetting.md, "Watched every day").
 */
export const providerVetter: ScheduledJob = {
  id: 'ProviderVetter',
  handler: 'functions/vetting/daily.ts',
  table: 'readwrite',
  memoryMb: 256,
  // a run starts no check after 45 s; FMCSA's slowest answers (3 attempts of 5 s) end well within
  timeoutSeconds: 120,
  everyMinutes: 1,
  fmcsa: true,
};

/**
 * Releases the payments still Held three days after their listing was reported Delivered, with no dispute open
 * (docs/payments.md, "Release"), from the due list Delivered writes.
 */
export const releaseSchedule: ScheduledJob = {
  id: 'ReleaseSchedule',
  handler: 'functions/payments/release-schedule.ts',
  table: 'readwrite',
  memoryMb: 256,
  // at most 1,000 releases a run, each a Stripe transfer of well under a second; one cut short, the next goes on
  timeoutSeconds: 600,
  everyMinutes: 60,
  stripe: true,
};

/** Marks the stops of listings whose positions stopped two hours ago NoSignal (docs/tracking.md, "No signal"). */
export const noSignalWatch: ScheduledJob = {
  id: 'NoSignalWatch',
  handler: 'functions/transit/no-signal.ts',
  table: 'readwrite',
  memoryMb: 256,
  timeoutSeconds: 120,
  everyMinutes: 10,
};

export const scheduledJobs: readonly ScheduledJob[] = [
  searchSweeper,
  listingExpiryReminder,
  unreadMessageMailer,
  alertDigestMailer,
  privacyJobs,
  keyExpiry,
  providerVetter,
  releaseSchedule,
  noSignalWatch,
];
