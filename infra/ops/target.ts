import { existsSync, readFileSync } from 'node:fs';
import type { Stage } from '../../shared/domain/auth/api-keys.ts';
import { stripeSecretKeyParameter, stripeWebhookSecretParameter } from '../../shared/net/stripe.ts';
import type { StripeStageKeys } from '../local/stripe.ts';

// Which table an operator command works on (docs/operations.md): --local is the table (and bucket) of a
// running `npm start` (.data/local-endpoints.json); --table a deployed stage's table (the stack's
// TableName output, and --bucket its BucketName), reached with the usual AWS credentials.

export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

export function useTable(
  options: { stage: Stage; local?: boolean; table?: string; bucket?: string },
  usage: string,
): void {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.STAGE = options.stage;
  if (options.local) {
    const file = '.data/local-endpoints.json';
    if (!existsSync(file))
      fail('No running local API found (.data/local-endpoints.json): start it with `npm start` first.');
    const local = JSON.parse(readFileSync(file, 'utf8')) as {
      dynamoDbEndpoint: string;
      s3Endpoint?: string;
      tables: Partial<Record<Stage, string>>;
      buckets?: Partial<Record<Stage, string>>;
      stripeApiUrl?: string;
    };
    const table = local.tables?.[options.stage];
    if (!table) fail(`The running local API has no ${options.stage} table; restart it with \`npm start\`.`);
    process.env.DYNAMODB_ENDPOINT = local.dynamoDbEndpoint;
    process.env.TABLE_NAME = table;
    const bucket = local.buckets?.[options.stage];
    if (bucket && local.s3Endpoint) {
      process.env.S3_ENDPOINT = local.s3Endpoint;
      process.env.BUCKET_NAME = bucket;
    }
    // the local Stripe stand-in and the stage's keys (docs/payments.md): what the audit reconciles the ledger with
    const stripeKeys = '.data/stripe/keys.json';
    if (local.stripeApiUrl && existsSync(stripeKeys)) {
      const keys = (JSON.parse(readFileSync(stripeKeys, 'utf8')) as Record<Stage, StripeStageKeys>)[options.stage];
      process.env.STRIPE_API_URL = local.stripeApiUrl;
      process.env.STRIPE_SECRET_KEY = keys.secretKey;
      process.env.STRIPE_WEBHOOK_SECRET = keys.webhookSecret;
    }
  } else if (options.table) {
    process.env.TABLE_NAME = options.table;
    // the stage's Stripe keys, read from SSM with the operator's credentials
    process.env.STRIPE_SECRET_KEY_PARAMETER = stripeSecretKeyParameter(options.stage);
    process.env.STRIPE_WEBHOOK_SECRET_PARAMETER = stripeWebhookSecretParameter(options.stage);
    if (options.bucket) process.env.BUCKET_NAME = options.bucket;
  } else {
    fail(`Name the table: --local or --table NAME\n${usage}`);
  }
}
