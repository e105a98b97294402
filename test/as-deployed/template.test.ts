import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.ts';
import { runAssemblies, waitForTheRunsSynthesis } from '../support/assemblies.ts';
import { eventually } from '../support/eventually.ts';
import { receiver } from '../support/webhook-receiver.ts';
import { listingBody } from '../support/listings.ts';
import type { DeployedStage } from '../../infra/local/deployed/template.ts';
import { setUserRateLimit } from '../../shared/data/rate-limits.ts';
import { dataFiles } from '../../infra/functions.ts';
import { assetsOf, dataFilesNamed, missingDataFiles } from '../../infra/local/deployed/bundles.ts';
import { fallbackRoute, routes } from '../../shared/routes/http.ts';
import { streamConsumers } from '../../shared/routes/streams.ts';
import { scheduledJobs } from '../../shared/routes/schedules.ts';
import { emailFeedbackConsumer, webhookDeliverer } from '../../shared/routes/queues.ts';

// The as-deployed runtime runs the template, not the sources (docs/operations.md, "As deployed"):
// take a statement from one function's role, or a variable from its environment, and that
// function fails as it would in AWS while the same request on the template as synthesized works.
process.env.MARKETPLACE_RUNTIME = 'as-deployed';
waitForTheRunsSynthesis();

const getListing = (stage: DeployedStage) =>
  stage.functions.find((f) => f.logicalId.startsWith('GetListing') && !f.logicalId.includes('Contacts'))!;

/** A function's log as the runtime wrote it (CloudWatch's, here a file), once it holds `text`. */
const logOf = (api: TestApi, functionName: string, text: string) =>
  eventually(
    async () => {
      try {
        return readFileSync(join(api.logDirectory!, `${functionName}.log`), 'utf8');
      } catch {
        return '';
      }
    },
    (log) => log.includes(text),
    `${text} in the log of ${functionName}`,
  );

async function newListing(api: TestApi, key: string, body = listingBody()): Promise<number> {
  const created = await api.call('POST', '/v2/listings', { key, body });
  expect(created.status).toBe(201);
  return Number(created.headers.get('location')!.split('/').pop());
}

describe('the template as synthesized', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('serves a listing from the bundles, each function allowed what it calls and nothing denied', async () => {
    const { key } = await api.user('Shipper');
    const listingId = await newListing(api, key);
    expect((await api.call('GET', `/v2/listings/${listingId}`, { key })).status).toBe(200);
    expect(api.deployed!.iam.denials).toEqual([]);
    const allowed = api.deployed!.iam.allowed.get(getListing(api.deployed!.template).name);
    expect([...allowed!].some((call) => call.startsWith('dynamodb:'))).toBe(true);
  });

  it("a route that only reads adds its callers' requests to their rate-limit counters, and may update no other item", async () => {
    // a key counts in batches of a quarter of its burst, in windows of burst / perSecond seconds: a burst of 4 counts
    // each request, so the first makes the GetListing function write its counter however slowly the requests come
    // (the stage's 40 counts by 10, which a loaded machine's 12 requests may spread over several windows)
    const { user, key } = await api.user('Shipper');
    const listingId = await newListing(api, key);
    await setUserRateLimit(user.userId, { perSecond: 2, burst: 4 });
    for (let i = 0; i < 2; i++) expect((await api.call('GET', `/v2/listings/${listingId}`, { key })).status).toBe(200);
    const fn = getListing(api.deployed!.template);
    const counted = [...api.deployed!.iam.allowed.get(fn.name)!].find((call) =>
      call.startsWith('dynamodb:UpdateItem '),
    );
    expect(counted).toBeDefined();
    const table = counted!.split(' ')[1]!;
    await expect(
      api.deployed!.iam.authorize(fn, {
        action: 'dynamodb:UpdateItem',
        resource: table,
        context: { 'dynamodb:LeadingKeys': [`USER#${user.userId}`] },
      }),
    ).rejects.toThrow(/not authorized/);
    await expect(
      api.deployed!.iam.authorize(fn, {
        action: 'dynamodb:UpdateItem',
        resource: table,
        context: { 'dynamodb:LeadingKeys': ['RATE#ADDRESS#127.0.0.1'] },
      }),
    ).resolves.toBeUndefined();
    api.deployed!.iam.denials.length = 0; // the refusal above was this test's own
  });

  it("every caller reaches a function through its live alias, resolved as Lambda resolves it; the fallback invokes the route's alias", async () => {
    const template = api.deployed!.template;
    const fn = getListing(template);
    expect(fn.aliases.get('live')).toBe('1');
    expect(fn.versions).toEqual(['1']);
    for (const route of template.routes)
      expect(route.functionArn, route.routeKey).toMatch(/^arn:aws:lambda:[^:]+:\d{12}:function:[^:]+:live$/);
    for (const target of [...template.streamMappings, ...template.queueMappings].map((m) => m.functionName))
      expect(target).toMatch(/:live$/);
    for (const rule of template.schedules)
      for (const target of rule.targets) expect(target.functionArn).toMatch(/:live$/);
    // Invoke's FunctionName and Qualifier, in each of Lambda's spellings
    expect(template.invocationTarget(fn.name, 'live')).toMatchObject({
      fn: { name: fn.name },
      arn: `${fn.arn}:live`,
      version: '1',
    });
    expect(template.invocationTarget(`${fn.arn}:live`)).toMatchObject({ arn: `${fn.arn}:live`, version: '1' });
    expect(template.invocationTarget(`000000000000:function:${fn.name}:1`)).toMatchObject({ version: '1' });
    expect(template.invocationTarget(fn.name)).toMatchObject({ arn: fn.arn, version: '$LATEST' });
    expect(template.invocationTarget(fn.name, 'canary')).toBeUndefined();
    expect(template.invocationTarget(fn.name, '2')).toBeUndefined();
    expect(template.invocationTarget(`${fn.name}:live`, '1')).toBeUndefined();
    // HEAD is the fallback's (docs/routing.md): it invokes GetListing by its alias, which its role allows
    const { key } = await api.user('Shipper');
    const listingId = await newListing(api, key);
    expect((await api.call('HEAD', `/v2/listings/${listingId}`, { key })).status).toBe(200);
    const fallback = template.functions.find((f) => f.logicalId.startsWith('Fallback'))!;
    expect([...api.deployed!.iam.allowed.get(fallback.name)!]).toContain(`lambda:InvokeFunction ${fn.arn}:live`);
    expect(api.deployed!.iam.denials).toEqual([]);
  });

  it("the expiry reminder tells a shipper's webhook of a listing about to expire with no bid (its role may enqueue the delivery)", async () => {
    const hooks = receiver(200);
    const url = await hooks.start();
    try {
      const { key } = await api.user('Shipper');
      expect(
        (await api.call('POST', '/v2/webhooks', { key, body: { url, eventTypes: ['Listing.ExpiringWithoutBids/v1'] } }))
          .status,
      ).toBe(201);
      const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
      const body = listingBody();
      (body.route.items[0] as any).timeFrame = {
        earliestArrival: soon(2),
        latestArrival: soon(20),
        timeFrameType: 'Between',
      };
      const listingId = await newListing(api, key, body);
      // the template's rule runs the reminder's bundle (every second here); its delivery goes through the template's
      // queue
      const events = await eventually(
        async () => hooks.received.map((r) => JSON.parse(r.body)),
        (e) => e.some((x) => x.data?.listingId === listingId),
        'the expiry webhook',
      );
      expect(events.find((e) => e.data?.listingId === listingId).type).toBe('Listing.ExpiringWithoutBids/v1');
      expect(api.deployed!.iam.denials).toEqual([]);
    } finally {
      await hooks.stop();
    }
  });
});

describe('a template with a statement or a variable taken away', () => {
  it("a role without its table statement: the function's call is denied as AWS denies it, and the request fails", async () => {
    const api = await startApi({
      alter: (stage) => {
        const fn = getListing(stage);
        for (const { policy } of fn.policies)
          policy.Statement = policy.Statement.filter((s) => ![s.Action].flat().some((a) => a.startsWith('dynamodb:')));
      },
    });
    try {
      const { key } = await api.user('Shipper');
      const listingId = await newListing(api, key);
      expect((await api.call('GET', `/v2/listings/${listingId}`, { key })).status).toBe(500);
      const denial = api.deployed!.iam.denials.find((d) => d.functionName === getListing(api.deployed!.template).name);
      expect(denial).toMatchObject({
        action: expect.stringMatching(/^dynamodb:/),
        resource: expect.stringContaining(`table/${api.tableName}`),
        decision: 'ImplicitlyDenied',
      });
      // the SDK threw AWS's own error
      expect(await logOf(api, getListing(api.deployed!.template).name, 'AccessDeniedException')).toContain(
        'AccessDeniedException',
      );
    } finally {
      await api.close();
    }
  });

  it('a fallback allowed the route function but not its alias cannot invoke it: IAM sees the qualified ARN, as in Lambda', async () => {
    let functionArn = '';
    const api = await startApi({
      alter: (stage) => {
        functionArn = getListing(stage).arn;
        const fallback = stage.functions.find((f) => f.logicalId.startsWith('Fallback'))!;
        for (const { policy } of fallback.policies) {
          for (const statement of policy.Statement)
            if ([statement.Action].flat().includes('lambda:InvokeFunction')) statement.Resource = functionArn;
        }
      },
    });
    try {
      const { key } = await api.user('Shipper');
      const listingId = await newListing(api, key);
      expect((await api.call('HEAD', `/v2/listings/${listingId}`, { key })).status).toBeGreaterThanOrEqual(500);
      expect(api.deployed!.iam.denials).toEqual([
        expect.objectContaining({ action: 'lambda:InvokeFunction', resource: `${functionArn}:live` }),
      ]);
    } finally {
      await api.close();
    }
  });

  it("a function without TABLE_NAME fails on its first table call; nothing else leaks in from the runtime's own environment", async () => {
    const api = await startApi({
      alter: (stage) => {
        delete getListing(stage).environment.TABLE_NAME;
      },
    });
    try {
      expect(process.env.TABLE_NAME).toBe(api.tableName); // the runtime's process has it; the function must not
      const { key } = await api.user('Shipper');
      const listingId = await newListing(api, key);
      expect((await api.call('GET', `/v2/listings/${listingId}`, { key })).status).toBe(500);
      expect(api.deployed!.iam.denials).toEqual([]);
      expect(await logOf(api, getListing(api.deployed!.template).name, 'TABLE_NAME is not set')).toContain(
        'TABLE_NAME is not set',
      );
    } finally {
      await api.close();
    }
  });

  it('synthesizes both stages offline with every function bundled as minified ESM', async () => {
    // the run's one synthesis (test/support/global-setup.ts), the assembly every as-deployed file runs
    const assemblies = await runAssemblies();
    for (const stage of ['sandbox', 'production'] as const) {
      const { directory } = assemblies[stage];
      const assets = assetsOf(directory);
      // one asset per distinct handler module (two rows may share one, e.g. a path alias)
      expect(assets.length).toBe(
        new Set(
          [...routes, fallbackRoute, ...streamConsumers, ...scheduledJobs, webhookDeliverer, emailFeedbackConsumer].map(
            (r) => r.handler,
          ),
        ).size,
      );
      for (const asset of assets) {
        const files = readdirSync(asset);
        expect(files).toContain('index.mjs');
        // the Tracer is beside the function, not in it: loaded only by sampled invocations
        expect(files).toContain('tracer.mjs');
        const code = readFileSync(join(asset, 'index.mjs'), 'utf8');
        expect(code).not.toContain('AWS_XRAY_DAEMON_ADDRESS');
        // postal codes and vehicles are data files beside the code of the functions that read them
        expect(code).not.toContain('US|10001|');
      }
      expect(missingDataFiles(directory), stage).toEqual([]);
      // estimate, fixed price, listing create, rate request, track ...
      expect(assets.filter((asset) => dataFilesNamed(asset).length > 0).length).toBeGreaterThan(5);
      expect(new Set(assets.flatMap(dataFilesNamed))).toEqual(new Set(dataFiles.map((f) => basename(f))));
    }
  });
});
