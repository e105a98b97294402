import { mkdir, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { startS3Emulator } from './s3-emulator.ts';
import { freePort } from './environment.ts';
import { DEMO_PASSWORD } from './demo-seed.ts';
import { startStage } from './stage.ts';
import { startStageProcess } from './stage-process.ts';
import { LOCAL_EMAIL_FROM, startMailDev } from './mail.ts';

// `npm start`: DynamoDB Local (on disk under .data/) + S3 emulator + MailDev + the route table over HTTP,
// with demo accounts whose sandbox keys are printed and written to .data/demo-keys.json; a
// production stage beside it (its own process and table), and the developer site under /developers/.

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = resolve(root, '.data');
const port = Number(process.env.PORT ?? 3000);

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'; // Node 20 is fine locally
  await mkdir(dataDir, { recursive: true });
  const dynamo = await startDynamoDbLocal({ cacheDir: resolve(dataDir, 'cache'), port: await freePort(), dbPath: resolve(dataDir, 'dynamodb') });
  const s3 = await startS3Emulator({ port: await freePort(), directory: resolve(dataDir, 's3') });
  // every email both stages send lands here (docs/notifications.md, Email)
  const mail = await startMailDev({ smtpPort: await freePort(), webPort: Number(process.env.MAILDEV_PORT ?? port + 80), directory: resolve(dataDir, 'mail') });
  const email = { smtpUrl: mail.smtpUrl, from: LOCAL_EMAIL_FROM };
  process.env.SMTP_URL = email.smtpUrl; // the production stage's process inherits the sender
  process.env.EMAIL_FROM = email.from;
  let stopProduction = async () => {};
  const stopAll = async () => {
    await stopProduction();
    await Promise.allSettled([s3.stop(), dynamo.stop(), mail.stop()]);
  };
  try {
    process.env.LOG_LEVEL ??= 'info';
    // Locally, webhooks may point at receivers on this machine (never on a deployed stage).
    process.env.ALLOW_LOOPBACK_WEBHOOKS ??= 'true';
    // The developer site is served from here and calls both stages from this origin.
    const siteOrigins = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
    process.env.DEVELOPER_SITE_ORIGINS = siteOrigins.join(',');
    const production = await startStageProcess({
      stage: 'production', dynamoDbEndpoint: dynamo.endpoint, s3Endpoint: s3.endpoint, tableName: 'marketplace-local-production',
      bucketName: 'marketplace-local-production-images', port: port + 1, demoKeysFile: resolve(dataDir, 'demo-keys-production.json'), siteOrigins,
      streamPositionsDirectory: resolve(dataDir, 'stream-positions'),
    });
    stopProduction = production.stop;
    const sandbox = await startStage({
      stage: 'sandbox', dynamoDbEndpoint: dynamo.endpoint, s3Endpoint: s3.endpoint, tableName: 'marketplace-local', bucketName: 'marketplace-local-images',
      port, demoKeysFile: resolve(dataDir, 'demo-keys.json'), streamPositionsDirectory: resolve(dataDir, 'stream-positions'), email,
      developerSite: () => ({ stages: { sandbox: `http://127.0.0.1:${port}`, production: production.url } }),
    });
    const keys = sandbox.keys!;
    // For `npm run keys -- ... --local`: where the running local table is.
    const endpointsFile = resolve(dataDir, 'local-endpoints.json');
    await writeFile(endpointsFile, JSON.stringify({ apiUrl: sandbox.url, productionApiUrl: production.url, dynamoDbEndpoint: dynamo.endpoint, s3Endpoint: s3.endpoint, tables: { sandbox: 'marketplace-local', production: 'marketplace-local-production' } }, null, 2) + '\n');
    console.log(`\nShipping marketplace API (sandbox stage) on ${sandbox.url}`);
    console.log(`  DynamoDB Local ${dynamo.endpoint} (data in .data/dynamodb), S3 emulator ${s3.endpoint}`);
    console.log(`  Email: every message the stages send is in MailDev at ${mail.webUrl} (REST API: ${mail.webUrl}/api/email)`);
    console.log('\nDemo sandbox keys (also in .data/demo-keys.json):');
    for (const [role, key] of Object.entries(keys)) console.log(`  ${role.padEnd(10)} ${key}`);
    console.log(`\nProduction stage on ${production.url} (its own table; keys in .data/demo-keys-production.json)`);
    console.log(`\nDeveloper site: ${sandbox.url}/developers/ (API reference) and ${sandbox.url}/developers/keys.html`);
    console.log(`  sign in as shipper@demo.example, provider@demo.example or integrator@demo.example, password ${DEMO_PASSWORD}`);
    console.log(`\nTry: curl -H "Authorization: Bearer ${keys.shipper}" ${sandbox.url}/v2/\n`);
    const shutdown = async () => {
      console.log('Stopping...');
      await sandbox.stop();
      await rm(endpointsFile, { force: true });
      await stopAll();
      process.exit(0);
    };
    process.once('SIGINT', () => void shutdown());
    process.once('SIGTERM', () => void shutdown());
  } catch (error) {
    await stopAll();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
