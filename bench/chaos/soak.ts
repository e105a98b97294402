import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '../../sdk/src/index.ts';
import { startDeployedStage, type DeployedLocalStage } from '../../infra/local/deployed/stage.ts';
import { faultKinds, parseFaultSpec, type FaultCounts } from '../../infra/local/deployed/faults.ts';
import type { Assembly } from '../../infra/local/deployed/synth.ts';
import { LOCAL_EMAIL_FROM } from '../../infra/local/mail.ts';
import { startStripeStandIn, type StripeStandIn } from '../../infra/local/stripe.ts';
import { registerUser } from '../../shared/domain/users/service.ts';
import { issueApiKey } from '../../shared/domain/auth/service.ts';
import type { Stage } from '../../shared/domain/auth/api-keys.ts';
import { setUserRateLimit } from '../../shared/data/rate-limits.ts';
import { scanPages } from '../../shared/data/query.ts';
import { digestsFallDue } from '../../test/support/email-digests.ts';
import { eventTypeOfKind } from '../../shared/domain/event-payloads/payloads.ts';
import { recorder } from './calls.ts';
import { startReceiver } from './receiver.ts';
import { nextStory, savedSearch, shipment, type Actor, type World } from './stories.ts';
import { checkSoak, ticksNotMadeUp, type Invariants, type Subscription } from './checks.ts';

// The chaos soak (docs/reliability.md): the realistic marketplace driven over HTTP through the
// typed client against the as-deployed runtime with every fault kind on, then the faults turned
// off, every stream, queue and schedule drained, and the invariants checked. Everything random is
// drawn from the seed: the clients' stories and actors, the receiver's downtime, the faults.

/**
 * Every fault kind, at rates that fire each many times a minute without stopping the marketplace.
 * Throttling is the costly one: the SDK backs off 500 ms and more before a throttled call's retry,
 * so at a few percent of calls the notifier (one record after another) falls minutes behind.
 */
export const soakFaults = (seed: number) =>
  [
    'dynamodb.throttle=0.01',
    'dynamodb.error=0.01',
    'dynamodb.lostReply=0.02',
    's3.error=0.25',
    'sqs.error=0.08',
    'ses.throttle=0.05',
    'sqs.duplicate=0.15',
    'stream.redeliver=0.08',
    'lambda.crash=0.02',
    'lambda.timeout=0.02',
    'stripe.error=0.1',
    'stripe.lostReply=0.1',
    'latency=10',
    `seed=${seed}`,
  ].join(',');

/**
 * Where each fault kind matters: it must fire in each of these groups of functions, or the run proves nothing there.
 */
export const faultsRequired: Record<string, string[]> = {
  'dynamodb.throttle': ['api', 'stream', 'queue', 'schedule'],
  'dynamodb.error': ['api', 'stream'],
  'dynamodb.lostReply': ['api', 'stream'],
  's3.error': ['api', 'stream'],
  'sqs.error': ['stream'],
  'ses.throttle': ['stream'],
  'sqs.duplicate': ['queue'],
  'stream.redeliver': ['stream'],
  'lambda.crash': ['api', 'stream', 'queue', 'schedule'],
  'lambda.timeout': ['api', 'stream', 'queue', 'schedule'],
  latency: ['api', 'stream'],
  // the money moves in requests: a booking's charge, a release's transfer, a cancellation's refund
  'stripe.error': ['api'],
  'stripe.lostReply': ['api'],
};

export interface SoakEnvironment {
  dynamoDbEndpoint: string;
  s3Endpoint: string;
  mail: { smtpUrl: string; webUrl: string };
  assembly: Assembly;
  /** The stage `assembly` is of (the sandbox unless named). */
  stage?: Stage;
}

export interface SoakOptions {
  seed: number;
  minutes: number;
  /** Virtual clients at once (default 6). */
  clients?: number;
  /** A fault spec instead of every kind at the soak's rates. */
  faults?: string;
  environment: SoakEnvironment;
  log?: (line: string) => void;
}

export interface SoakReport {
  chaos: {
    seed: number;
    minutes: number;
    requests: number;
    clientErrors: number;
    faults: Record<string, number>;
    faultsByGroup: Record<string, Record<string, number>>;
    invariants: Record<string, { checked: number; violations: number }>;
  };
  /** Examples of each violation (not in the JSON's contract, printed). */
  examples: Record<string, string[]>;
  violations: number;
}

/** mulberry32: the clients' draws, from the seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Stories the clients may run past the soak's minutes, all together, for a fault kind not yet fired in the API. */
const MAX_EXTRA_STORIES = 300;

/**
 * What a create carries to be counted in the table: `chaos-<seed>-<n>` with letters for digits, so
 * that no rule reads it as something else (a run of digits in a question is masked as a phone number).
 */
const lettersOf = (n: number) => String(n).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const markerOf = (seed: number, n: number) => `chaos-${lettersOf(seed)}-${lettersOf(n)}`;

/** The group of each function the template deploys: API routes, stream mappings, queue mappings, schedules. */
function functionGroups(stage: DeployedLocalStage): Map<string, string> {
  const { template } = stage;
  const groups = new Map<string, string>();
  for (const route of template.routes) groups.set(template.functionByName(route.functionArn)!.name, 'api');
  for (const mapping of template.streamMappings)
    groups.set(template.functionByName(mapping.functionName)!.name, 'stream');
  for (const mapping of template.queueMappings)
    groups.set(template.functionByName(mapping.functionName)!.name, 'queue');
  for (const rule of template.schedules)
    for (const target of rule.targets) groups.set(template.functionByName(target.functionArn)!.name, 'schedule');
  return groups;
}

function byGroup(counts: FaultCounts, groups: Map<string, string>): Record<string, Record<string, number>> {
  return Object.fromEntries(
    Object.entries(counts).map(([kind, byFunction]) => {
      const sums: Record<string, number> = {};
      for (const [fn, n] of Object.entries(byFunction))
        sums[groups.get(fn) ?? 'other'] = (sums[groups.get(fn) ?? 'other'] ?? 0) + n;
      return [kind, sums];
    }),
  );
}

async function actor(name: string, userType: 'Shipper' | 'ServiceProvider' | 'Broker'): Promise<Actor> {
  const user = await registerUser({
    userType,
    firstName: 'Chaos',
    lastName: name,
    emailAddress: `${name}-${randomUUID().slice(0, 8)}@chaos.example`,
    mobilePhone: '+1 512 555 0100',
    ...(userType === 'Shipper'
      ? {}
      : {
          companyName: `${name} Transport`,
          profile: {
            entityType: userType === 'Broker' ? 'Broker' : 'Carrier',
            trailerTypes: ['AutoCarrier', 'DryVan'],
            commodities: ['Vehicles', 'LessThanTruckload'],
            regions: ['NA-USA'],
          },
        }),
  } as never);
  // the soak's clients are faster than a key's default rate allows (docs/limits.md)
  await setUserRateLimit(user.userId, { perSecond: 100_000, burst: 200_000 });
  return { name, key: await issueApiKey(user.userId), userId: user.userId };
}

/**
 * Every stream read to its tip, every queue empty but the dead-letter ones, no delivery pending: three looks a second
 * apart.
 */
async function drain(stage: DeployedLocalStage, log: (line: string) => void): Promise<void> {
  const template = stage.template;
  const dlqs = new Set([
    ...template.queues.flatMap((q) => (q.deadLetter ? [q.deadLetter.arn] : [])),
    ...template.streamMappings.flatMap((m) => (m.onFailureArn ? [m.onFailureArn] : [])),
    ...template.schedules.flatMap((r) => r.targets.flatMap((t) => (t.deadLetterArn ? [t.deadLetterArn] : []))),
  ]);
  let quiet = 0;
  const started = Date.now();
  while (quiet < 3) {
    await sleep(1000);
    const read = stage.streamCaughtUp();
    const queued = template.queues
      .filter((q) => !dlqs.has(q.arn))
      .reduce((n, q) => n + stage.queues.messagesIn(q.arn).length, 0);
    let pending = 0;
    for await (const { items } of scanPages({
      filter: {
        expression: 'entity = :delivery AND #status = :pending',
        values: { ':delivery': 'WebhookDelivery', ':pending': 'Pending' },
        names: { '#status': 'status' },
      },
    }))
      pending += items.length;
    // a scheduled tick dead-lettered under the faults waits for a run of its job that succeeds after it
    const unmadeTicks = ticksNotMadeUp(stage).length;
    quiet = read && queued === 0 && pending === 0 && unmadeTicks === 0 ? quiet + 1 : 0;
    if ((Date.now() - started) % 10_000 < 1000)
      log(
        `  draining: streams ${read ? 'read' : `being read (${stage.streamLagging().join('; ')})`}, ${queued} ` +
          `queued, ${pending} deliveries pending, ${unmadeTicks} scheduled ticks to make up`,
      );
    if (Date.now() - started > 20 * 60_000)
      throw new Error(`not drained in 20 minutes: ${queued} queued, ${pending} pending, ${unmadeTicks} ticks missed`);
  }
}

export async function runChaosSoak(options: SoakOptions): Promise<SoakReport> {
  const began = Date.now();
  const log = (line: string) =>
    options.log?.(`[${String(Math.round((Date.now() - began) / 1000)).padStart(4)} s] ${line}`);
  const spec = parseFaultSpec(options.faults ?? soakFaults(options.seed));
  const { stage, stripe } = await soakStage(options.environment, spec, options.seed);
  const rng = random(options.seed);
  const receiver = await startReceiver({ periodMs: 12_000, downMs: 3_000, phaseMs: Math.floor(rng() * 12_000), rng });
  try {
    const world = await soakWorld(stage);
    const everyone = [...world.shippers, ...world.carriers, ...world.brokers];
    const record = recorder(stage.url);
    let marks = 0;
    const marker = () => markerOf(options.seed, ++marks);
    const subscriptions = await subscribeEveryone(everyone, { stage, record, receiver, marker });
    log(
      `Soak of seed ${options.seed}: ${options.minutes} min, ${options.clients ?? 6} clients, faults ` +
        `${options.faults ?? soakFaults(options.seed)}`,
    );
    const until = Date.now() + options.minutes * 60_000;
    // a slower machine makes fewer calls in the minutes: the clients go on until every fault kind has
    // fired in the API's functions (or a cap of stories, a hang guard), rather than prove less there
    const groups = functionGroups(stage);
    const configured = [
      ...faultKinds.filter((kind) => spec.probabilities[kind]),
      ...(spec.latencyMs ? ['latency'] : []),
    ];
    const unfiredInApi = () => {
      const fired = byGroup(stage.faults!.report(), groups);
      return configured.filter((kind) => faultsRequired[kind]?.includes('api') && !fired[kind]?.api);
    };
    let extraStories = 0;
    let unfiredAtTheEnd = '';
    setTimeout(() => (unfiredAtTheEnd = unfiredInApi().join(', ')), Math.max(0, until - Date.now())).unref();
    await Promise.all(
      Array.from({ length: options.clients ?? 6 }, async (_, client) => {
        const clientRng = random(options.seed * 1000 + client + 1);
        const ctx = { recorder: record, world, seed: options.seed, client, rng: clientRng, marker };
        await savedSearch(ctx, { keep: true });
        // a shipment first, in every client: it touches the most (S3 among it), so every fault kind has its chance
        // early, rather than the clients going on past the minutes until a rarer story comes
        await shipment(ctx);
        while (Date.now() < until || (unfiredInApi().length > 0 && extraStories++ < MAX_EXTRA_STORIES))
          await nextStory(clientRng)(ctx);
      }),
    );
    if (extraStories > 0)
      log(`  ${extraStories} stories past the minutes, until every fault kind fired in the API (${unfiredAtTheEnd})`);
    // what the clients' changes set off runs under the faults too: the consumers read the stream to its tip first
    log(`  ${record.calls.length} calls made; faults stay on until every stream is read...`);
    await settleUnderFaults(stage, log);
    await digestsComeDue(log);
    log('  faults off, draining...');
    stage.faults?.pause();
    receiver.stayUp();
    await drain(stage, log);
    await redeliverFailed(stage, subscriptions);
    await drain(stage, log);
    log('  checking...');
    const invariants: Invariants = await checkSoak({
      calls: record.calls,
      stage,
      receiver,
      subscriptions,
      actors: everyone,
      mailWebUrl: options.environment.mail.webUrl,
      stripe: stripeClient(stripe, options.environment.stage ?? 'sandbox'),
    });
    if (stage.faults!.emailsSentThenStopped)
      log(
        `  ${stage.faults!.emailsSentThenStopped} environments stopped after SES took an email, before marking it ` +
          `Sent: each may be sent again by its retry (allowed)`,
      );
    const firedByGroup = byGroup(stage.faults!.report(), groups);
    invariants['faults.fired'] = firedInvariant(configured, firedByGroup);
    return soakReport(options, { record, stage, invariants, firedByGroup });
  } finally {
    await receiver.close();
    await stage.stop();
    await stripe.stop();
  }
}

/**
 * Every carrier paid out on the platform: its Express account onboarded (the link followed, as its person would), and
 * Enabled once Stripe's `account.updated` reached the stage. Setup, not what is tested: with the faults paused.
 */
async function payoutsEnabled(stage: DeployedLocalStage, carriers: Actor[]): Promise<void> {
  stage.faults?.pause();
  try {
    for (const carrier of carriers) {
      const api = createClient({ baseUrl: stage.url, apiKey: carrier.key, maxRetries: 6 });
      const { data } = await api.POST('/v2/users/me/payouts/onboarding');
      if (!data) throw new Error(`${carrier.name}: no onboarding link`);
      await fetch(data.url, { redirect: 'manual' });
      for (const until = Date.now() + 120_000; (await api.GET('/v2/users/me/payouts')).data?.status !== 'Enabled'; ) {
        if (Date.now() > until) throw new Error(`${carrier.name}'s payout account not Enabled after 2 minutes`);
        await sleep(250);
      }
    }
  } finally {
    stage.faults?.pause(false);
  }
}

/** Stripe's SDK with the stage's key, at the stand-in: how the checks read what Stripe holds. */
function stripeClient(stripe: StripeStandIn, stage: Stage): Stripe {
  const url = new URL(stripe.baseUrl);
  return new Stripe(stripe.keys[stage].secretKey, { host: url.hostname, port: url.port, protocol: 'http' });
}

/** The people, made as fixtures (an operator's account creation is not what is tested here); carriers paid out. */
async function soakWorld(stage: DeployedLocalStage): Promise<World> {
  const carriers = await Promise.all([1, 2, 3, 4].map((i) => actor(`carrier${i}`, 'ServiceProvider')));
  await payoutsEnabled(stage, carriers);
  return {
    shippers: await Promise.all([1, 2, 3].map((i) => actor(`shipper${i}`, 'Shipper'))),
    carriers,
    brokers: [await actor('broker1', 'Broker')],
    searches: new Map(),
    questions: new Map(),
  };
}

/**
 * The stage as deployed (the sandbox unless named), on a table of its own, under the soak's faults, with a Stripe
 * stand-in of its own. The soak's own process (its checks, the audit) reaches Stripe as the stage's functions do.
 */
async function soakStage(
  environment: SoakOptions['environment'],
  spec: ReturnType<typeof parseFaultSpec>,
  seed: number,
): Promise<{ stage: DeployedLocalStage; stripe: StripeStandIn }> {
  const work = mkdtempSync(join(tmpdir(), `chaos-${seed}-`));
  const tableName = `chaos-${seed}-${randomUUID().slice(0, 8)}`;
  const stageName = environment.stage ?? 'sandbox';
  const stripe = await startStripeStandIn({ dir: join(work, 'stripe') });
  const keys = { apiUrl: stripe.baseUrl, ...stripe.keys[stageName] };
  Object.assign(process.env, {
    STRIPE_API_URL: keys.apiUrl,
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
  });
  const stage = await startDeployedStage({
    assembly: environment.assembly,
    stage: stageName,
    dynamoDbEndpoint: environment.dynamoDbEndpoint,
    s3Endpoint: environment.s3Endpoint,
    tableName,
    bucketName: tableName,
    port: 0,
    email: { smtpUrl: environment.mail.smtpUrl, from: LOCAL_EMAIL_FROM },
    pollIntervalMs: 100,
    scheduleIntervalMs: 1000,
    faults: spec,
    faultsFile: join(work, 'faults.json'),
    queueTimeScale: 60,
    logDirectory: join(work, 'logs'),
    stripe: keys,
  });
  stripe.deliverEventsTo(stageName, `${stage.url}/v2/stripe/events`);
  return { stage, stripe };
}

/** Each person subscribes a webhook to every event type, through the faults too (its secret is the answer's). */
async function subscribeEveryone(
  everyone: Actor[],
  {
    stage,
    record,
    receiver,
    marker,
  }: {
    stage: DeployedLocalStage;
    record: ReturnType<typeof recorder>;
    receiver: Awaited<ReturnType<typeof startReceiver>>;
    marker: () => string;
  },
): Promise<Subscription[]> {
  const eventTypes = [...new Set(Object.values(eventTypeOfKind))];
  const subscriptions: Subscription[] = [];
  for (const person of everyone) {
    for (let tries = 0; tries < 5 && !subscriptions.some((s) => s.actor === person); tries++) {
      const token = marker();
      const { result } = await record.step(
        -1,
        person,
        'subscribe a webhook',
        [201],
        (api) =>
          api.POST('/v2/webhooks', {
            body: { url: `${receiver.url}/u/${person.name}?m=${token}`, eventTypes } as never,
          }),
        { token, entity: 'Webhook' },
      );
      const made = result?.data as { webhookId: string; secret: string } | undefined;
      if (made) {
        receiver.secrets.set(person.name, made.secret);
        subscriptions.push({ actor: person, webhookId: made.webhookId, eventTypes });
      }
    }
    // a webhook made by a try whose answer never came has a secret nobody knows: as an integrator
    // would, it is deleted (the soak's calls go through the faults, so this can happen)
    const api = createClient({ baseUrl: stage.url, apiKey: person.key, maxRetries: 6 });
    for (const webhook of (await api.GET('/v2/webhooks')).data?.items ?? []) {
      if (!subscriptions.some((s) => s.webhookId === webhook.webhookId))
        await record.step(-1, person, 'delete an unknown webhook', [204], (client) =>
          client.DELETE('/v2/webhooks/{webhookId}', { params: { path: { webhookId: webhook.webhookId } } }),
        );
    }
  }
  return subscriptions;
}

/**
 * What the clients' changes set off runs under the faults too, to its end: every consumer at the stream's tip, three
 * looks a second apart. What one consumer writes sets off another (a listing's saved-search matches, then their emails
 * queued by the notifier), so a consumer having applied a record written after the clients stopped is no end: the
 * matches written after it were still to come, and queued into digests already falling due (digestsComeDue).
 */
async function settleUnderFaults(stage: DeployedLocalStage, log: (line: string) => void): Promise<void> {
  const settled = Date.now() + 10 * 60_000;
  for (let quiet = 0; quiet < 3; ) {
    await sleep(1000); // an idle consumer reads every 250 ms: in a second, it has seen what another just wrote
    quiet = stage.streamCaughtUp() ? quiet + 1 : 0;
    if (Date.now() > settled)
      throw new Error(
        `streams not read to their tip under the faults in 10 minutes: ${stage.streamLagging().join('; ')}`,
      );
    if (process.env.CHAOS_DEBUG && Date.now() % 10_000 < 1000) {
      log(`  settling: ${JSON.stringify(stage.streamRecordsRead())}`);
      log(
        `  busiest: ${[...stage.pools.values()]
          .sort((a, b) => b.usage.ms - a.usage.ms)
          .slice(0, 5)
          .map((p) => `${p.fn.name.split('-').pop()} ${p.usage.invocations} in ${Math.round(p.usage.ms / 1000)} s`)
          .join(', ')}`,
      );
    }
  }
}

/**
 * The hour ends, under the faults: every digest the clients' events queued falls due (its due entry moved to past the
 * grace; no event can still come, the stream being read), and the digest job (every second here) sends them all.
 */
async function digestsComeDue(log: (line: string) => void): Promise<void> {
  const listed = async () => {
    const entries: Record<string, unknown>[] = [];
    for await (const { items } of scanPages({
      filter: { expression: 'entity = :due', values: { ':due': 'EmailDigestDue' } },
    }))
      entries.push(...items);
    return entries;
  };
  const due = await listed();
  await digestsFallDue(due);
  log(`  ${due.length} email digests fall due; waiting for the digest job under the faults...`);
  const until = Date.now() + 10 * 60_000;
  while ((await listed()).length > 0) {
    if (Date.now() > until) throw new Error('email digests not sent after 10 minutes');
    await sleep(1000);
  }
}

/** Deliveries given up while the receiver was down: redelivered now that it is up (docs/webhooks.md). */
async function redeliverFailed(stage: DeployedLocalStage, subscriptions: Subscription[]): Promise<void> {
  for (const { actor: person, webhookId } of subscriptions) {
    const api = createClient({ baseUrl: stage.url, apiKey: person.key });
    const { data } = await api.GET('/v2/webhooks/{webhookId}/deliveries', { params: { path: { webhookId } } });
    for (const delivery of (data?.items ?? []).filter((d) => d.status === 'Failed')) {
      await api.POST('/v2/webhooks/{webhookId}/deliveries/{deliveryId}/redelivery', {
        params: { path: { webhookId, deliveryId: delivery.deliveryId } },
      });
    }
  }
}

/** Every configured fault kind fired in every group of functions it must reach. */
function firedInvariant(configured: string[], firedByGroup: ReturnType<typeof byGroup>): Invariants[string] {
  const fired: Invariants[string] = { checked: 0, violations: 0, examples: [] };
  for (const kind of configured) {
    for (const group of faultsRequired[kind] ?? []) {
      fired.checked++;
      if (!firedByGroup[kind]?.[group]) {
        fired.violations++;
        fired.examples.push(`${kind} never fired in a ${group} function`);
      }
    }
  }
  return fired;
}

function soakReport(
  options: SoakOptions,
  {
    record,
    stage,
    invariants,
    firedByGroup,
  }: {
    record: ReturnType<typeof recorder>;
    stage: DeployedLocalStage;
    invariants: Invariants;
    firedByGroup: ReturnType<typeof byGroup>;
  },
): SoakReport {
  const attempts = record.calls.reduce((n, c) => n + c.attempts.length, 0);
  return {
    chaos: {
      seed: options.seed,
      minutes: options.minutes,
      requests: attempts,
      clientErrors: record.calls.filter(
        (c) =>
          c.outcome !== 'acknowledged' &&
          !(c.outcome === 'refused' && c.status !== undefined && c.expected.includes(c.status)),
      ).length,
      faults: stage.faults!.totals(),
      faultsByGroup: firedByGroup,
      invariants: Object.fromEntries(
        Object.entries(invariants).map(([name, i]) => [name, { checked: i.checked, violations: i.violations }]),
      ),
    },
    examples: Object.fromEntries(
      Object.entries(invariants)
        .filter(([, i]) => i.violations)
        .map(([name, i]) => [name, i.examples]),
    ),
    violations: Object.values(invariants).reduce((n, i) => n + i.violations, 0),
  };
}
