import { ensureBucket, ensureTable } from './resources.ts';
import { useLocalEnvironment } from './environment.ts';
import { seedDemo, type DemoKeys } from './demo-seed.ts';
import { startLocalServer, type ServerOptions } from './server.ts';
import { startStreamPoller } from './stream-poller.ts';
import { startLocalWebhookQueue } from './webhook-queue.ts';
import { startLocalScheduler } from './scheduler.ts';
import { indexEveryListing, SEARCH_MIGRATIONS } from '../../shared/domain/search/service.ts';
import { recordEveryBlockOnProviders } from '../../shared/data/provider-relations.ts';
import { everyMigrationDone } from '../../shared/data/migrations.ts';
import { splitEveryListing, viewEveryListingEntry } from '../../shared/data/listing-migrations.ts';
import { summarizeEveryTransitHistory } from '../../shared/data/transit.ts';
import { recordEveryCopySource } from '../../shared/domain/privacy/copied-from.ts';
import { retainEveryNotification } from '../../shared/data/notifications.ts';
import { spreadEveryTrackedShipment } from '../../shared/data/positions.ts';
import type { Stage } from '../../shared/domain/auth/api-keys.ts';

// One stage of the local runtime in this process, as one stack is in AWS: its table and bucket in
// the emulators, the route table over HTTP, the stream consumers and the webhook queue. Used by
// `npm start` (sandbox), ./serve-stage.ts (production beside it) and the tests.

export interface LocalStage {
  url: string;
  /** The demo accounts' keys, when `demoKeysFile` was given. */
  keys?: DemoKeys;
  /** Stream records each consumer has read since the stage started. */
  streamRecordsRead(): Record<string, number>;
  /** Every consumer has read the stream to its tip, or applied a record written at `since` or later. */
  streamCaughtUp(since?: number): boolean;
  /** Every consumer has read the stream to its end, its filters' drops included (a restart reads nothing again). */
  streamReadToEnd(): boolean;
  stop: () => Promise<void>;
}

export interface StageOptions {
  stage: Stage;
  dynamoDbEndpoint: string;
  s3Endpoint: string;
  tableName: string;
  bucketName: string;
  port: number;
  developerSite?: ServerOptions['developerSite'];
  demoKeysFile?: string;
  pollIntervalMs?: number;
  /** Where the stream consumers keep their positions across restarts (stream-positions.ts). */
  streamPositionsDirectory?: string;
  /** How often scheduled jobs run (the search sweeper; every minute in AWS). */
  scheduleIntervalMs?: number;
  /**
   * Email by SMTP (MailDev, ./mail.ts) from this sender; without it the stage sends none, like a stack without `-c
   * emailFrom`.
   */
  email?: { smtpUrl: string; from: string };
  /** FMCSA's QCMobile (its stand-in, ./fmcsa.ts) and its key; without it every check finds FMCSA away (Pending). */
  fmcsa?: { baseUrl: string; webKey: string };
  /**
   * Stripe (its stand-in, ./stripe.ts) and this stage's own keys; without it the stage has no Stripe and paying is
   * refused (shared/net/stripe.ts).
   */
  stripe?: { apiUrl: string; secretKey: string; webhookSecret: string };
}

export interface PreparedStage {
  keys?: DemoKeys;
}

/**
 * What both runtimes do before they serve: this process pointed at the stage's table and bucket
 * (fixtures, seeding and migrations run here), both made as the stack declares them, the
 * migrations a deployed stage runs, and the demo accounts.
 */
export async function prepareStage(options: Omit<StageOptions, 'port'>): Promise<PreparedStage> {
  const { stage, dynamoDbEndpoint, s3Endpoint, tableName, bucketName } = options;
  useLocalEnvironment({ dynamoDbEndpoint, s3Endpoint, tableName, bucketName, stage });
  const [rebuilt] = await Promise.all([ensureTable(tableName), ensureBucket(bucketName)]);
  if (rebuilt.includes('GSI3')) {
    // the search index changed shape since the table was written: rebuild every listing's entries
    console.log(
      `Index ${rebuilt.join(', ')} of ${tableName} rebuilt; re-indexed ${(await indexEveryListing()).scanned} ` +
        `listings for search.`,
    );
  }
  // what `npm run migrate` does on a deployed stage (docs/operations.md): at once for a new table
  const split = await splitEveryListing();
  if (split.converted)
    console.log(`Converted ${split.converted} listings of ${tableName} to the split layout (docs/data-model.md).`);
  const summarized = await summarizeEveryTransitHistory();
  if (summarized.converted)
    console.log(
      `Gave ${summarized.converted} booked listings of ${tableName} their summary of status records ` +
        `(docs/tracking.md).`,
    );
  const viewed = await viewEveryListingEntry();
  if (viewed.converted)
    console.log(
      `Gave ${viewed.converted} listings of ${tableName} their view in the shipper's list (docs/data-model.md).`,
    );
  if (!(await everyMigrationDone(SEARCH_MIGRATIONS)))
    console.log(
      `Indexed ${(await indexEveryListing()).scanned} listings of ${tableName} into the search lists, places and ` +
        `tallies (docs/search.md).`,
    );
  const blocks = await recordEveryBlockOnProviders();
  if (blocks.converted)
    console.log(
      `Recorded ${blocks.converted} blocks of ${tableName} on the blocked providers (docs/provider-relations.md).`,
    );
  const copies = await recordEveryCopySource();
  if (copies.converted)
    console.log(
      `Recorded whose words ${copies.converted} notifications, deliveries and matches of ${tableName} copy ` +
        `(docs/privacy.md).`,
    );
  const retained = await retainEveryNotification();
  if (retained.converted)
    console.log(`Gave ${retained.converted} notifications of ${tableName} their ninety days (docs/notifications.md).`);
  const spread = await spreadEveryTrackedShipment();
  if (spread.converted)
    console.log(`Moved ${spread.converted} watch list entries of ${tableName} to their partitions (docs/tracking.md).`);
  return { keys: options.demoKeysFile ? await seedDemo(options.demoKeysFile) : undefined };
}

export async function startStage(options: StageOptions): Promise<LocalStage> {
  const { dynamoDbEndpoint, tableName } = options;
  if (options.email) {
    process.env.SMTP_URL = options.email.smtpUrl;
    process.env.EMAIL_FROM = options.email.from;
  }
  if (options.fmcsa) {
    process.env.FMCSA_BASE_URL = options.fmcsa.baseUrl;
    process.env.FMCSA_WEB_KEY = options.fmcsa.webKey;
  }
  if (options.stripe) {
    process.env.STRIPE_API_URL = options.stripe.apiUrl;
    process.env.STRIPE_SECRET_KEY = options.stripe.secretKey;
    process.env.STRIPE_WEBHOOK_SECRET = options.stripe.webhookSecret;
  }
  const { keys } = await prepareStage(options);
  const server = await startLocalServer({ port: options.port, developerSite: options.developerSite });
  // where emails link to, as the stack sets it for the notifier in AWS
  process.env.API_BASE_URL = server.url;
  const poller = await startStreamPoller({
    endpoint: dynamoDbEndpoint,
    tableName,
    intervalMs: options.pollIntervalMs,
    positionsDirectory: options.streamPositionsDirectory,
  });
  const webhookQueue = await startLocalWebhookQueue();
  const scheduler = await startLocalScheduler({ intervalMs: options.scheduleIntervalMs ?? 10_000 });
  return {
    url: server.url,
    keys,
    streamRecordsRead: poller.recordsRead,
    streamCaughtUp: poller.caughtUp,
    streamReadToEnd: poller.readToEnd,
    stop: async () => {
      await scheduler.stop();
      await poller.stop();
      webhookQueue.stop();
      await server.close();
    },
  };
}
