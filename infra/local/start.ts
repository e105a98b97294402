import { mkdir, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { startS3Emulator } from './s3-emulator.ts';
import { freePort } from './environment.ts';
import { DEMO_PASSWORD } from './demo-seed.ts';
import { startStage } from './stage.ts';
import { startStageProcess } from './stage-process.ts';
import { LOCAL_EMAIL_FROM, startMailDev } from './mail.ts';
import { LOCAL_FMCSA_WEB_KEY, startFmcsaStandIn } from './fmcsa.ts';
import { startStripeStandIn } from './stripe.ts';
import { localContext, synthesizeStages } from './deployed/assemblies.ts';
import { startDeployedStage } from './deployed/stage.ts';
import { describeFaultSpec, FaultInjector, faultSummary, parseFaultSpec } from './deployed/faults.ts';

// `npm start`: DynamoDB Local (on disk under .data/) + S3 emulator + MailDev + the FMCSA and Stripe stand-ins + the
// route table over HTTP, with demo accounts whose sandbox keys are printed and written to .data/demo-keys.json; a
// production stage beside it (its own process and table), and the developer site under /developers/.
// `npm start -- --as-deployed` serves the same from what `cdk deploy` ships instead of the sources:
// both stages synthesized, each function run from its bundle with its template's environment and
// role (docs/operations.md, "As deployed"); each function's log lines in .data/logs/<stage>/.
// `--faults SPEC` (as deployed only) injects AWS's faults (docs/reliability.md), counted in .data/faults.json.
// `--reset` starts from empty tables and files, keeping the demo keys (reset below).

// the working directory's .data/, where the operator commands (npm run keys, seed:listings, audit)
// look for it too; npm runs every script from the package's directory
const dataDir = resolve('.data');
const port = Number(process.env.PORT ?? 3000);
const asDeployed = process.argv.includes('--as-deployed');
/** `--faults SPEC` or `--faults=SPEC`: '' when the flag is there without its SPEC. */
const faultsText = (() => {
  const at = process.argv.findIndex((a) => a === '--faults' || a.startsWith('--faults='));
  if (at < 0) return undefined;
  const flag = process.argv[at]!;
  return flag.startsWith('--faults=')
    ? flag.slice('--faults='.length)
    : process.argv[at + 1]?.startsWith('--')
      ? ''
      : (process.argv[at + 1] ?? '');
})();

interface RunningStage {
  url: string;
  keys?: Record<string, string>;
  stop: () => Promise<void>;
}

/** `--faults SPEC` parsed: only with --as-deployed, whose AWS endpoint, queues, mappings and pools inject them. */
function faultInjector(): FaultInjector | undefined {
  if (faultsText !== undefined && !asDeployed)
    throw new Error(
      '--faults needs --as-deployed: faults are injected by its AWS endpoint, queues, stream mappings and function ' +
        'pools (docs/reliability.md)',
    );
  if (faultsText === '')
    throw new Error('--faults needs a SPEC, e.g. --faults dynamodb.throttle=0.05,lambda.crash=0.01,latency=20,seed=7');
  return faultsText ? new FaultInjector(parseFaultSpec(faultsText), resolve(dataDir, 'faults.json')) : undefined;
}

/** DynamoDB Local, the S3 emulator, MailDev and the FMCSA and Stripe stand-ins, under .data/. */
async function startServices() {
  const dynamo = await startDynamoDbLocal({
    cacheDir: resolve(dataDir, 'cache'),
    port: await freePort(),
    dbPath: resolve(dataDir, 'dynamodb'),
  });
  const s3 = await startS3Emulator({ port: await freePort(), directory: resolve(dataDir, 's3') });
  // every email both stages send lands here (docs/notifications.md, Email)
  const mail = await startMailDev({
    smtpPort: await freePort(),
    webPort: Number(process.env.MAILDEV_PORT ?? port + 80),
    directory: resolve(dataDir, 'mail'),
  });
  // FMCSA's QCMobile, as a stand-in serving .data/fmcsa/carriers.json (docs/vetting.md)
  const fmcsa = await startFmcsaStandIn({ file: resolve(dataDir, 'fmcsa', 'carriers.json') });
  // Stripe, as a stand-in keeping its objects and each stage's keys under .data/stripe/ (docs/payments.md)
  const stripe = await startStripeStandIn({ dir: resolve(dataDir, 'stripe') });
  return { dynamo, s3, mail, fmcsa, stripe };
}
type Services = Awaited<ReturnType<typeof startServices>>;

const stageNames = {
  sandbox: {
    tableName: 'marketplace-local',
    bucketName: 'marketplace-local-images',
    demoKeysFile: resolve(dataDir, 'demo-keys.json'),
  },
  production: {
    tableName: 'marketplace-local-production',
    bucketName: 'marketplace-local-production-images',
    demoKeysFile: resolve(dataDir, 'demo-keys-production.json'),
  },
};

/**
 * Both stages, from the sources or as deployed; `started` hears of the production stage as soon as it runs, so that a
 * failure of the sandbox's start stops it too.
 */
async function startStages(
  { dynamo, s3, fmcsa, stripe }: Services,
  options: {
    siteOrigins: string[];
    email: { smtpUrl: string; from: string };
    faults?: FaultInjector;
    started: (production: RunningStage) => void;
  },
): Promise<{ sandbox: RunningStage; production: RunningStage }> {
  const { siteOrigins, email, faults, started } = options;
  const shared = {
    dynamoDbEndpoint: dynamo.endpoint,
    s3Endpoint: s3.endpoint,
    streamPositionsDirectory: resolve(dataDir, 'stream-positions'),
  };
  // each stage its own keys, as each deployed stage has its own SecureStrings (sandbox test mode, production live)
  const stripeOf = (stage: 'sandbox' | 'production') => ({ apiUrl: stripe.baseUrl, ...stripe.keys[stage] });
  const developerSite = (productionUrl: () => string) => () => ({
    stages: { sandbox: `http://127.0.0.1:${port}`, production: productionUrl() },
  });
  let production: RunningStage;
  if (asDeployed) {
    console.log('Synthesizing both stages as `cdk deploy` would (reused while the sources are unchanged)...');
    const assemblies = await synthesizeStages(localContext(siteOrigins), 'start');
    const deployed = (stage: 'sandbox' | 'production', stagePort: number) =>
      startDeployedStage({
        assembly: assemblies[stage],
        stage,
        ...shared,
        ...stageNames[stage],
        port: stagePort,
        email,
        faults,
        fmcsa: { baseUrl: fmcsa.baseUrl, webKey: LOCAL_FMCSA_WEB_KEY },
        stripe: stripeOf(stage),
        logDirectory: resolve(dataDir, 'logs', stage),
        developerSite: stage === 'sandbox' ? developerSite(() => production.url) : undefined,
      });
    // one process holds both: every function runs in its own worker with its own environment
    production = await deployed('production', port + 1);
    started(production);
    return { production, sandbox: await deployed('sandbox', port) };
  }
  production = await startStageProcess({
    stage: 'production',
    ...shared,
    ...stageNames.production,
    port: port + 1,
    siteOrigins,
    stripe: stripeOf('production'),
  });
  started(production);
  const sandbox = await startStage({
    stage: 'sandbox',
    ...shared,
    ...stageNames.sandbox,
    port,
    email,
    stripe: stripeOf('sandbox'),
    developerSite: developerSite(() => production.url),
  });
  return { sandbox, production };
}

function printWelcome(
  { dynamo, s3, mail, fmcsa, stripe }: Services,
  sandbox: RunningStage,
  production: RunningStage,
): void {
  const keys = sandbox.keys!;
  console.log(
    `\nShipping marketplace API (sandbox stage) on ${sandbox.url}` +
      (asDeployed
        ? ', as deployed: the synthesized bundles, environments, roles and event sources (logs in .data/logs/)'
        : ''),
  );
  console.log(`  DynamoDB Local ${dynamo.endpoint} (data in .data/dynamodb), S3 emulator ${s3.endpoint}`);
  console.log(
    `  Email: every message the stages send is in MailDev at ${mail.webUrl} (REST API: ${mail.webUrl}/api/email)`,
  );
  console.log(`  FMCSA QCMobile stand-in ${fmcsa.baseUrl} (carriers in .data/fmcsa/carriers.json, read as it changes)`);
  console.log(`  Stripe stand-in ${stripe.baseUrl} (keys in .data/stripe/keys.json)`);
  console.log('\nDemo sandbox keys (also in .data/demo-keys.json):');
  for (const [role, key] of Object.entries(keys)) console.log(`  ${role.padEnd(10)} ${key}`);
  console.log(`\nProduction stage on ${production.url} (its own table; keys in .data/demo-keys-production.json)`);
  console.log(`\nDeveloper site: ${sandbox.url}/developers/ (API reference) and ${sandbox.url}/developers/keys.html`);
  console.log(
    `  sign in as shipper@demo.example, provider@demo.example or integrator@demo.example, password ${DEMO_PASSWORD}`,
  );
  console.log(`\nTry: curl -H "Authorization: Bearer ${keys.shipper}" ${sandbox.url}/v2/\n`);
}

/**
 * `--reset`: both stages' tables, stored files, emails and stream positions start empty; the demo accounts come back
 * with the keys .data/demo-keys*.json hold (demo-seed.ts), and the downloaded DynamoDB Local and the FMCSA stand-in's
 * carriers stay.
 */
async function reset(): Promise<void> {
  const parts = ['dynamodb', 's3', 'mail', 'stream-positions', 'logs', 'faults.json'];
  await Promise.all(parts.map((part) => rm(resolve(dataDir, part), { recursive: true, force: true })));
  console.log(`Reset: ${parts.map((part) => `.data/${part}`).join(', ')} removed; the demo keys are kept.`);
}

async function main(): Promise<void> {
  const faults = faultInjector();
  if (process.argv.includes('--reset')) await reset();
  await mkdir(dataDir, { recursive: true });
  const services = await startServices();
  const { dynamo, s3, mail, fmcsa, stripe } = services;
  const email = { smtpUrl: mail.smtpUrl, from: LOCAL_EMAIL_FROM };
  process.env.SMTP_URL = email.smtpUrl; // the production stage's process inherits the sender
  process.env.EMAIL_FROM = email.from;
  // both stages reach the stand-in, as a deployed stage reaches QCMobile
  process.env.FMCSA_BASE_URL = fmcsa.baseUrl;
  process.env.FMCSA_WEB_KEY = LOCAL_FMCSA_WEB_KEY;
  let stopProduction = async () => {};
  const stopAll = async () => {
    await stopProduction();
    await Promise.allSettled([s3.stop(), dynamo.stop(), mail.stop(), fmcsa.stop(), stripe.stop()]);
  };
  try {
    process.env.LOG_LEVEL ??= 'info';
    // Locally, webhooks may point at receivers on this machine (never on a deployed stage).
    process.env.ALLOW_LOOPBACK_WEBHOOKS ??= 'true';
    // The developer site is served from here and calls both stages from this origin.
    const siteOrigins = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
    process.env.DEVELOPER_SITE_ORIGINS = siteOrigins.join(',');
    const { sandbox, production } = await startStages(services, {
      siteOrigins,
      email,
      faults,
      started: (stage) => {
        stopProduction = stage.stop;
      },
    });
    // Stripe's events for each stage's account, signed with that stage's webhook secret, as its registered endpoint
    stripe.deliverEventsTo('sandbox', `${sandbox.url}/v2/stripe/events`);
    stripe.deliverEventsTo('production', `${production.url}/v2/stripe/events`);
    // For `npm run keys -- ... --local`: where the running local table is.
    const endpointsFile = resolve(dataDir, 'local-endpoints.json');
    await writeFile(
      endpointsFile,
      JSON.stringify(
        {
          apiUrl: sandbox.url,
          productionApiUrl: production.url,
          dynamoDbEndpoint: dynamo.endpoint,
          s3Endpoint: s3.endpoint,
          stripeApiUrl: stripe.baseUrl,
          tables: { sandbox: stageNames.sandbox.tableName, production: stageNames.production.tableName },
          buckets: { sandbox: stageNames.sandbox.bucketName, production: stageNames.production.bucketName },
        },
        null,
        2,
      ) + '\n',
    );
    printWelcome(services, sandbox, production);
    stopOnSignal(
      {
        stages: () => sandbox.stop(),
        rest: async () => {
          await rm(endpointsFile, { force: true });
          await stopAll();
        },
      },
      faults,
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** How long a stop may take before the process exits anyway. */
const SHUTDOWN_LIMIT_MS = 30_000;

/** Ctrl-C or SIGTERM: the stages and services stopped, and the faults that fired printed last. */
function stopOnSignal(
  stop: { stages: () => Promise<void>; rest: () => Promise<void> },
  faults: FaultInjector | undefined,
): void {
  let printed = '';
  const printFaults = () => {
    const text = faultSummary(faults!.report());
    if (text !== printed)
      console.log(`Faults fired so far (.data/faults.json has them per function):\n${(printed = text)}`);
  };
  if (faults) console.log(`Injecting faults: ${describeFaultSpec(faults.spec)}; counts kept in .data/faults.json`);
  const faultTimer = faults ? setInterval(printFaults, 10_000) : undefined;
  const shutdown = async () => {
    console.log('Stopping...');
    // a stop that cannot finish (a stage draining a stream whose DynamoDB Local a group's signal stopped first) must
    // not leave the server running on without its terminal (test/readme/readme.test.ts stops the whole group)
    setTimeout(() => {
      console.error(`Stopping took over ${SHUTDOWN_LIMIT_MS / 1000} s: exiting without waiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    if (faultTimer) clearInterval(faultTimer);
    await stop.stages();
    if (faults) {
      faults.stop();
      printFaults();
    }
    await stop.rest();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
