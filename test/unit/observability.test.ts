import { createSocket } from 'node:dgram';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ListTablesCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dynamoDbEndpoint } from '../support/dynamodb.ts';
import { tracerBundle } from '../../infra/tracer-bundle.ts';

// Runs as a Lambda would: Powertools Metrics on, X-Ray daemon address pointed at a UDP socket
// this test listens on, and the X-Ray trace header set per invocation, sampled or not.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const root = 'Root=1-5759e988-bd862e3fe1be46a994272793';
const daemon = createSocket('udp4');
const received: string[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
  daemon.on('message', (message) => received.push(message.toString('utf8')));
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs24.x');
  vi.stubEnv('LAMBDA_TASK_ROOT', repoRoot);
  vi.stubEnv('_HANDLER', 'index.handler');
  vi.stubEnv('AWS_XRAY_DAEMON_ADDRESS', `127.0.0.1:${daemon.address().port}`);
  vi.stubEnv('AWS_XRAY_CONTEXT_MISSING', 'IGNORE_ERROR');
});
afterAll(() => daemon.close());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('layering (STYLE.md): shared/http is the outer adapter', () => {
  it('nothing in the domain, the data layer or the other inner modules imports from shared/http', () => {
    const inner = ['domain', 'data', 'geo', 'events', 'storage', 'queue', 'observability'].flatMap((dir) =>
      sourceFiles(join(repoRoot, 'shared', dir)),
    );
    const offenders = inner
      .filter((file) => /from '[^']*\/http\//.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repoRoot, file));
    expect(offenders).toEqual([]);
  });

  it('nothing in the domain imports an AWS SDK', () => {
    const offenders = sourceFiles(join(repoRoot, 'shared', 'domain'))
      .filter((file) => /from '@aws-sdk\//.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repoRoot, file));
    expect(offenders).toEqual([]);
  });
});

/** The EMF lines (CloudWatch embedded metrics) written to stdout while `run` runs. */
async function metricLinesOf(run: () => Promise<void>): Promise<any[]> {
  const written: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return written
    .flatMap((line) => line.split('\n'))
    .filter((line) => line.includes('"_aws"'))
    .map((line) => JSON.parse(line));
}

describe('business metrics (Powertools Metrics, EMF)', () => {
  it('an invocation publishes what it counted once, under its source, the stage and the service; one that counted nothing writes no metrics line', async () => {
    const { observedFunction } = await import('../../shared/observability/invocation.ts');
    const { countBusinessEvent } = await import('../../shared/observability/metrics.ts');
    const emf = await metricLinesOf(async () => {
      await observedFunction('AcceptBid', async () => countBusinessEvent('Bookings'))({});
      await observedFunction('GetListing', async () => undefined)({});
    });
    expect(emf).toHaveLength(1);
    expect(emf[0]).toMatchObject({
      Bookings: 1,
      route: 'AcceptBid',
      stage: 'sandbox',
      service: 'shipping-marketplace',
    });
    expect(emf[0]._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: 'ShippingMarketplace',
      Dimensions: [['service', 'stage', 'route']],
      Metrics: [{ Name: 'Bookings', Unit: 'Count' }],
    });
  });
});

describe('security events (docs/security-events.md)', () => {
  it("each is a structured log line with the request id and address, never a secret, and a metric per stage without the route, for the stage's alarm", async () => {
    const { observedFunction } = await import('../../shared/observability/invocation.ts');
    const { logger } = await import('../../shared/observability/logger.ts');
    const { recordSecurityEvent } = await import('../../shared/domain/security/events.ts');
    const logged = vi.spyOn(logger, 'info');
    const emf = await metricLinesOf(async () => {
      // no user: an unknown account's throttled sign-in is logged and counted, never entered in a trail;
      // what it counted is published when its invocation ends
      await recordSecurityEvent('SignIn.Throttled', { requestId: 'req-1', sourceAddress: '192.0.2.7' }, undefined, {
        retryAfterSeconds: 300,
      });
      await observedFunction('CreateApiKey', async () => undefined)({});
    });
    expect(logged).toHaveBeenCalledWith('security event', {
      securityEvent: 'SignIn.Throttled',
      requestId: 'req-1',
      sourceAddress: '192.0.2.7',
      userId: undefined,
      details: { retryAfterSeconds: 300 },
    });
    logged.mockRestore();
    expect(emf).toHaveLength(1);
    expect(emf[0]).toMatchObject({ SignInThrottled: 1, stage: 'sandbox', service: 'shipping-marketplace' });
    expect(emf[0]._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: 'ShippingMarketplace',
      Dimensions: [['service', 'stage']],
      Metrics: [{ Name: 'SignInThrottled', Unit: 'Count' }],
    });
  });
});

describe('tracing (Powertools Tracer, X-Ray)', () => {
  it('an unsampled invocation never loads the tracer; a sampled one loads the shipped tracer.mjs and sends the handler and its DynamoDB call to the X-Ray daemon', async () => {
    vi.stubEnv('TRACER_MODULE', pathToFileURL(tracerBundle()).href); // as infra/functions.ts ships it
    const { observedFunction } = await import('../../shared/observability/invocation.ts');
    const { traced, tracerLoaded } = await import('../../shared/observability/tracing.ts');
    const dynamo = traced(
      new DynamoDBClient({
        endpoint: await dynamoDbEndpoint(),
        region: 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
    const handler = observedFunction('ListTablesProbe', async () => dynamo.send(new ListTablesCommand({})));

    vi.stubEnv('_X_AMZN_TRACE_ID', `${root};Parent=53995c3f42cd8ad8;Sampled=0`);
    await handler({});
    expect(tracerLoaded()).toBe(false);

    vi.stubEnv('_X_AMZN_TRACE_ID', `${root};Parent=53995c3f42cd8ad9;Sampled=1`);
    await handler({});
    expect(tracerLoaded()).toBe(true);
    await vi.waitFor(
      () => {
        const documents = received.join('\n');
        expect(documents).toContain('"name":"## index.handler"');
        expect(documents).toContain('"operation":"ListTables"');
        expect(documents).toContain(root.slice('Root='.length));
      },
      { timeout: 3000 },
    );
  });
});
