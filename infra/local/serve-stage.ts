import { startStage } from './stage.ts';
import { isStage } from '../../shared/domain/auth/api-keys.ts';

// One more stage of the local runtime, in a process of its own: the stage is process-wide
// (STAGE), as it is per stack in AWS. Started by ./stage-process.ts; prints one JSON line with
// its URL and demo keys, then serves until it is stopped.

async function main(): Promise<void> {
  const {
    STAGE: stage = '',
    DYNAMODB_ENDPOINT,
    S3_ENDPOINT,
    TABLE_NAME,
    BUCKET_NAME,
    PORT = '0',
    DEMO_KEYS_FILE,
    STREAM_POSITIONS_DIR,
    SMTP_URL,
    EMAIL_FROM,
    STRIPE_API_URL,
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
  } = process.env;
  if (!isStage(stage) || !DYNAMODB_ENDPOINT || !S3_ENDPOINT || !TABLE_NAME || !BUCKET_NAME)
    throw new Error('STAGE, DYNAMODB_ENDPOINT, S3_ENDPOINT, TABLE_NAME and BUCKET_NAME are required');
  const served = await startStage({
    stage,
    dynamoDbEndpoint: DYNAMODB_ENDPOINT,
    s3Endpoint: S3_ENDPOINT,
    tableName: TABLE_NAME,
    bucketName: BUCKET_NAME,
    port: Number(PORT),
    demoKeysFile: DEMO_KEYS_FILE,
    streamPositionsDirectory: STREAM_POSITIONS_DIR,
    ...(SMTP_URL && EMAIL_FROM ? { email: { smtpUrl: SMTP_URL, from: EMAIL_FROM } } : {}),
    // this stage's own keys, given by ./stage-process.ts
    ...(STRIPE_API_URL && STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET
      ? { stripe: { apiUrl: STRIPE_API_URL, secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET } }
      : {}),
  });
  process.stdout.write(`${JSON.stringify({ url: served.url, keys: served.keys })}\n`);
  const stop = async () => {
    await served.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  process.once('disconnect', () => void stop()); // the parent went away
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
