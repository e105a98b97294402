import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { MarketplaceStack } from '../../infra/stack.ts';
import { fallbackRoute, routes, streamConsumers, webhookDeliverer } from '../../shared/routes.ts';
import { tableDesign } from '../../shared/data/table-design.ts';
import type { Stage } from '../../shared/domain/auth/api-keys.ts';

// Template assertions skip esbuild (bundling-stacks: []); the last test bundles for real.
function template(stage: Stage, developerSiteOrigins?: string[]): Template {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  return Template.fromStack(new MarketplaceStack(app, `ShippingMarketplace-${stage}`, { stage, developerSiteOrigins }));
}

const sandbox = template('sandbox');
const production = template('production');

describe('the CDK stack of each stage', () => {
  it('has one Lambda per route-table row, plus the $default fallback, the stream consumers and the webhook deliverer, on a supported Node.js runtime', () => {
    for (const t of [sandbox, production]) {
      t.resourceCountIs('AWS::Lambda::Function', routes.length + 2 + streamConsumers.length);
      for (const fn of Object.values(t.findResources('AWS::Lambda::Function'))) {
        expect(fn.Properties.Runtime).toMatch(/^nodejs(2[2-9]|[3-9]\d)\.x$/);
      }
    }
  });

  it('has one HTTP API route per row, and $default', () => {
    const keys = Object.values(sandbox.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey);
    expect(keys.sort()).toEqual([...routes.map((r) => `${r.method} ${r.path}`), '$default'].sort());
  });

  it('allows the developer site origin by CORS only when one is configured (shared/http/cors.ts)', () => {
    const api = (t: Template) => Object.values(t.findResources('AWS::ApiGatewayV2::Api'))[0]!.Properties;
    expect(api(sandbox).CorsConfiguration).toBeUndefined();
    const withSite = api(template('production', ['https://developers.example.com']));
    expect(withSite.CorsConfiguration).toMatchObject({
      AllowOrigins: ['https://developers.example.com'],
      AllowHeaders: expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']),
      ExposeHeaders: expect.arrayContaining(['location', 'x-request-id']),
    });
  });

  it('throttles the API, production more generously than the sandbox', () => {
    sandbox.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: '$default', AutoDeploy: true, DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 } });
    production.hasResourceProperties('AWS::ApiGatewayV2::Stage', { DefaultRouteSettings: { ThrottlingRateLimit: 1000 } });
  });

  it('has one on-demand table with the designed keys, GSIs, stream and TTL', () => {
    for (const t of [sandbox, production]) {
      t.resourceCountIs('AWS::DynamoDB::Table', 1);
      t.hasResourceProperties('AWS::DynamoDB::Table', {
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }, { AttributeName: 'SK', KeyType: 'RANGE' }],
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
        TimeToLiveSpecification: { AttributeName: tableDesign.ttlAttribute, Enabled: true },
        GlobalSecondaryIndexes: tableDesign.indexes.map((i) => Match.objectLike({ IndexName: i.name })),
      });
    }
  });

  it('keeps production data: point-in-time recovery, deletion protection, retained on stack delete', () => {
    production.hasResourceProperties('AWS::DynamoDB::Table', { PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true }, DeletionProtectionEnabled: true });
    production.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain' });
    sandbox.hasResourceProperties('AWS::DynamoDB::Table', { PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: false } });
  });

  it('has a private, encrypted, TLS-only image bucket', () => {
    for (const t of [sandbox, production]) {
      t.hasResourceProperties('AWS::S3::Bucket', {
        PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      });
      t.hasResourceProperties('AWS::S3::BucketPolicy', {
        PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
      });
    }
  });

  it('sets log retention on every function', () => {
    sandbox.resourceCountIs('AWS::Logs::LogGroup', routes.length + 2 + streamConsumers.length);
    sandbox.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 14 });
    production.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
  });

  it('grants each function only what its row declares: read-only routes cannot write, the fallback touches nothing', () => {
    const policies = Object.values(sandbox.findResources('AWS::IAM::Policy'));
    const actionsOf = (id: string) => policies
      .filter((p) => JSON.stringify(p.Properties.Roles).includes(`${id}ServiceRole`))
      .flatMap((p) => p.Properties.PolicyDocument.Statement.flatMap((s: any) => [s.Action].flat()));
    for (const route of routes.filter((r) => r.table === 'read')) {
      const actions = actionsOf(route.id);
      expect(actions, route.id).toContain('dynamodb:GetItem');
      expect(actions, route.id).not.toContain('dynamodb:PutItem');
    }
    expect(actionsOf('Fallback')).toEqual([]);
  });

  it('feeds each stream consumer from the table stream: filtered to its entities, batch item failures, retries, a dead-letter queue each', () => {
    const stream = { StartingPosition: 'TRIM_HORIZON', BisectBatchOnFunctionError: true, FunctionResponseTypes: ['ReportBatchItemFailures'], MaximumRetryAttempts: 10, DestinationConfig: { OnFailure: { Destination: Match.anyValue() } } };
    const filter = (entities: string[]) => ({ Filters: [{ Pattern: JSON.stringify({ dynamodb: { NewImage: { entity: { S: entities } } } }) }] });
    // the notifier batches up to a second; the search indexer does not wait (docs/search.md)
    sandbox.hasResourceProperties('AWS::Lambda::EventSourceMapping', { ...stream, MaximumBatchingWindowInSeconds: 1, FilterCriteria: filter(['Bid', 'TransitRecord', 'Rate', 'RateRequest']) });
    sandbox.hasResourceProperties('AWS::Lambda::EventSourceMapping', { ...stream, MaximumBatchingWindowInSeconds: Match.absent(), FilterCriteria: filter(['Listing']) });
  });

  it('delivers webhooks through an encrypted queue with a dead-letter queue, consumed with batch item failures', () => {
    sandbox.resourceCountIs('AWS::SQS::Queue', 2 + streamConsumers.length); // deliveries, their dead letters, one per consumer
    sandbox.hasResourceProperties('AWS::SQS::Queue', { RedrivePolicy: { maxReceiveCount: 5, deadLetterTargetArn: Match.anyValue() }, SqsManagedSseEnabled: true });
    sandbox.hasResourceProperties('AWS::Lambda::EventSourceMapping', { BatchSize: 10, FunctionResponseTypes: ['ReportBatchItemFailures'], EventSourceArn: Match.anyValue() });
  });

  it('passes the stage, table and bucket to every function', () => {
    production.allResourcesProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ STAGE: 'production', TABLE_NAME: Match.anyValue(), BUCKET_NAME: Match.anyValue() }) },
    });
  });

  it('synthesizes both stages offline with every function bundled as minified ESM', () => {
    for (const stage of ['sandbox', 'production'] as const) {
      const outdir = mkdtempSync(join(tmpdir(), `cdk-${stage}-`));
      try {
        const app = new App({ outdir });
        new MarketplaceStack(app, `ShippingMarketplace-${stage}`, { stage });
        const assembly = app.synth();
        const assets = readdirSync(assembly.directory).filter((f) => f.startsWith('asset.'));
        // one asset per distinct handler module (two rows may share one, e.g. a path alias)
        expect(assets.length).toBe(new Set([...routes, fallbackRoute, ...streamConsumers, webhookDeliverer].map((r) => r.handler)).size);
        for (const asset of assets) expect(readdirSync(join(assembly.directory, asset))).toContain('index.mjs');
      } finally {
        rmSync(outdir, { recursive: true, force: true });
      }
    }
  }, 120_000);
});
