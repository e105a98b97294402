// THE stream consumers' table. Plain data, as the route table (./http.ts).

import type { Access } from './functions.ts';
import type { Kind } from '../data/kinds.ts';

/**
 * A DynamoDB stream consumer (not a route): infra/event-consumers.ts attaches each to the table's stream with
 * its own event source mapping, infra/local/stream-poller.ts drives the same modules locally.
 */
export interface StreamConsumer {
  readonly id: string;
  readonly handler: string;
  readonly table: Access;
  readonly memoryMb: number;
  readonly timeoutSeconds: number;
  /** The event source filter: only new images of these entities reach the consumer. */
  readonly entities: readonly Kind[];
  /** Sends email (docs/notifications.md, Email): the stage's sender, configuration set and ses:SendEmail. */
  readonly sendsEmail?: true;
  /** Fans notifications out to webhooks (docs/webhooks.md): the delivery queue's URL and sqs:SendMessage on it. */
  readonly sendsWebhooks?: true;
  /** How long Lambda may gather records before invoking (cost against latency). */
  readonly batchingWindowSeconds: number;
  readonly documents?: Access;
}

/**
 * Turns changes of bids, transit records, rate requests, listing documents, feedback, questions, messages,
 * saved-search matches, providers' vettings and their certificates' reminders, payments and payouts into notifications
 * (spec 6).
 */
export const notifier: StreamConsumer = {
  id: 'Notifier',
  handler: 'functions/notifier/stream.ts',
  table: 'readwrite',
  memoryMb: 256,
  timeoutSeconds: 30,
  entities: [
    'Bid',
    'TransitRecord',
    'Rate',
    'RateRequest',
    'Attachment',
    'Feedback',
    'Question',
    'Message',
    'ListingMatch',
    'PreferredListing',
    'Webhook',
    'InvitationEmail',
    'DriverAssignment',
    'Vetting',
    'Certificate',
    'Payment',
    'PayoutSent',
  ],
  batchingWindowSeconds: 1,
  sendsEmail: true,
  sendsWebhooks: true,
};

/**
 * Keeps the search index (docs/search.md) and the views of the shippers' lists (docs/listings.md) in step with
 * listings.
 */
export const searchIndexer: StreamConsumer = {
  id: 'SearchIndexer',
  handler: 'functions/search/indexer.ts',
  table: 'readwrite',
  memoryMb: 512,
  timeoutSeconds: 30,
  // no batching window: a listing is searchable within a second of its activation (docs/search.md)
  entities: ['Listing', 'ListingState'],
  batchingWindowSeconds: 0,
};

/** Turns each accepted bid into an observation of its lane's market prices (docs/pricing.md). */
export const lanePriceIndexer: StreamConsumer = {
  id: 'LanePriceIndexer',
  handler: 'functions/pricing/lane-prices.ts',
  table: 'readwrite',
  memoryMb: 256,
  timeoutSeconds: 30,
  entities: ['Bid'],
  batchingWindowSeconds: 1,
};

/** Renders the Bill of Lading of each booking as a listing document (docs/attachments.md). */
export const billOfLadingWriter: StreamConsumer = {
  id: 'BillOfLadingWriter',
  handler: 'functions/attachments/bill-of-lading.ts',
  table: 'readwrite',
  documents: 'readwrite',
  memoryMb: 512,
  timeoutSeconds: 60,
  // every booking (accepted bid, BookItNow, booked LTL rate) writes its first transit record
  entities: ['TransitRecord'],
  batchingWindowSeconds: 0,
};

/** Keeps each user's feedback summary (docs/feedback.md) in step with the feedback they receive. */
export const feedbackSummarizer: StreamConsumer = {
  id: 'FeedbackSummarizer',
  handler: 'functions/feedback/summarize.ts',
  table: 'readwrite',
  memoryMb: 256,
  timeoutSeconds: 30,
  entities: ['Feedback'],
  batchingWindowSeconds: 1,
};

/**
 * Matches each listing that opens or changes where or what it carries against the saved searches with alerts
 * (docs/saved-searches.md).
 */
export const savedSearchAlerter: StreamConsumer = {
  id: 'SavedSearchAlerter',
  handler: 'functions/searches/alerts.ts',
  table: 'readwrite',
  memoryMb: 512,
  timeoutSeconds: 30,
  // no batching window: an instant alert is worth its name
  entities: ['Listing', 'ListingState'],
  batchingWindowSeconds: 0,
};

export const streamConsumers: readonly StreamConsumer[] = [
  notifier,
  searchIndexer,
  lanePriceIndexer,
  billOfLadingWriter,
  feedbackSummarizer,
  savedSearchAlerter,
];
