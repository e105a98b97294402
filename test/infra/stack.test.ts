import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { stacksOf } from '../support/stacks.ts';
import { MarketplaceStack } from '../../infra/stack.ts';
import { areas, routes } from '../../shared/routes/http.ts';
import { streamConsumers } from '../../shared/routes/streams.ts';
import { scheduledJobs } from '../../shared/routes/schedules.ts';
import { tableDesign } from '../../shared/data/table-design.ts';
import type { Stage } from '../../shared/domain/auth/api-keys.ts';
import deployedLogicalIds from './deployed-logical-ids.json' with { type: 'json' };
import { routesBesideTheApi } from '../../infra/stage-routes.ts';
import { marketplaceFunction, type FunctionDefinition } from '../../infra/functions.ts';

// Template assertions skip esbuild (bundling-stacks: []); the last test bundles for real.
function template(stage: Stage, developerSiteOrigins?: string[], alarmEmail?: string): Template {
  return wholeStage(stack(stage, developerSiteOrigins, alarmEmail));
}
/**
 * Every resource of the stage, whichever of its stacks holds it, as one template: what a function
 * is given does not depend on where it is deployed. (A reference across stacks reads as a Ref to
 * a parameter of the nested stack, named after what it refers to.)
 */
function wholeStage(stage: Stack): Template {
  const resources: Record<string, unknown> = {};
  for (const s of stacksOf(stage)) {
    for (const [id, resource] of Object.entries(Template.fromStack(s).toJSON().Resources as Record<string, unknown>)) {
      if (id in resources) throw new Error(`${id} is in two stacks of the stage`);
      resources[id] = resource;
    }
  }
  return Template.fromJSON({ Resources: resources });
}
/** Built once per set of props: a stage's construction and synthesis take seconds, and the tests only read it. */
const built = new Map<string, MarketplaceStack>();
function stack(
  stage: Stage,
  developerSiteOrigins?: string[],
  alarmEmail?: string,
  emailFrom?: string,
): MarketplaceStack {
  const props = JSON.stringify([stage, developerSiteOrigins, alarmEmail, emailFrom]);
  if (!built.has(props)) {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    built.set(
      props,
      new MarketplaceStack(app, `ShippingMarketplace-${stage}`, { stage, developerSiteOrigins, alarmEmail, emailFrom }),
    );
  }
  return built.get(props)!;
}
/** The alarms and dashboard: a nested stack, so that the stage's stack stays within 500 resources. */
const monitoringOf = (stage: Stage, alarmEmail?: string) =>
  Template.fromStack(stack(stage, undefined, alarmEmail).monitoring);

/**
 * Every function of the stack: the route table, the fallback, the stream consumers, the scheduled jobs, the webhook
 * deliverer, the email feedback consumer.
 */
const functionCount = routes.length + 3 + streamConsumers.length + scheduledJobs.length;

interface NagViolation {
  ruleName: string;
  severity: string;
  violatingConstructs: { constructPath: string }[];
}

/** Synthesizes a stage with the AwsSolutions and Serverless packs; returns what they report unacknowledged. */
function nagFindings(stage: Stage): NagViolation[] {
  const outdir = mkdtempSync(join(tmpdir(), `nag-${stage}-`));
  try {
    const app = new App({ outdir, context: { 'aws:cdk:bundling-stacks': [] } });
    new MarketplaceStack(app, `ShippingMarketplace-${stage}`, { stage });
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
    try {
      app.synth();
    } catch (error) {
      if (!String(error).includes('Validation failed')) throw error;
    }
    const report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8')) as {
      pluginReports: { violations: NagViolation[] }[];
    };
    return report.pluginReports.flatMap((plugin) => plugin.violations);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const sandbox = template('sandbox');
const production = template('production');

describe('the CDK stack of each stage', () => {
  it('has one Lambda per route-table row, plus the $default fallback, the stream consumers and the webhook deliverer, on nodejs24.x with X-Ray active tracing', () => {
    for (const t of [sandbox, production]) {
      t.resourceCountIs('AWS::Lambda::Function', functionCount);
      for (const fn of Object.values(t.findResources('AWS::Lambda::Function'))) {
        expect(fn.Properties.Runtime).toBe('nodejs24.x');
        expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
        expect(fn.Properties.Environment.Variables.TRACER_MODULE).toBe('./tracer.mjs');
      }
    }
  });

  it('runs the tests on the Node major the functions deploy on (issue 50: what we test is the runtime we ship)', () => {
    const runtimes = new Set(
      Object.values(sandbox.findResources('AWS::Lambda::Function')).map((fn) => String(fn.Properties.Runtime)),
    );
    // npm ci installs the `node` package, whose binary npm scripts run on (README, "Two commands")
    expect([...runtimes], `tests run on Node ${process.versions.node}`).toEqual([
      `nodejs${process.versions.node.split('.')[0]}.x`,
    ]);
  });

  it("logs at the stage's level through Powertools: debug in the sandbox, info in production", () => {
    sandbox.allResourcesProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ POWERTOOLS_LOG_LEVEL: 'DEBUG', POWERTOOLS_SERVICE_NAME: 'shipping-marketplace' }),
      },
    });
    production.allResourcesProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ POWERTOOLS_LOG_LEVEL: 'INFO' }) },
    });
  });

  it('keeps the reads every search shares a second in production, and none in the sandbox (docs/search.md, "Freshness")', () => {
    sandbox.allResourcesProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ SEARCH_READ_CACHE_SECONDS: '0' }) },
    });
    production.allResourcesProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ SEARCH_READ_CACHE_SECONDS: '1' }) },
    });
  });

  it("passes cdk-nag's AwsSolutions and Serverless packs with no finding left unacknowledged, in both stages", () => {
    for (const stage of ['sandbox', 'production'] as const) {
      const findings = nagFindings(stage).map(
        (v) => `${v.ruleName} at ${v.violatingConstructs.map((c) => c.constructPath).join(', ')}`,
      );
      expect(findings, stage).toEqual([]);
    }
  });

  it("writes a JSON access log line per request with the stage's retention, naming no header (so never a key or token)", () => {
    for (const [t, days] of [
      [sandbox, 14],
      [production, 90],
    ] as const) {
      const stage = Object.values(t.findResources('AWS::ApiGatewayV2::Stage'))[0]!.Properties;
      const format = JSON.parse(stage.AccessLogSettings.Format);
      expect(format).toMatchObject({
        requestId: '$context.requestId',
        routeKey: '$context.routeKey',
        status: '$context.status',
        latencyMs: '$context.responseLatency',
      });
      expect(stage.AccessLogSettings.Format).not.toMatch(/header|authorization|apiKey/i);
      const logGroup = stage.AccessLogSettings.DestinationArn['Fn::GetAtt'][0];
      expect(t.toJSON().Resources[logGroup].Properties.RetentionInDays).toBe(days);
    }
  });

  it("alarms to one encrypted SNS topic: 5xx rate, p99 latency, table throttles, each function's health (errors, throttles, latency), each consumer's iterator age, each dead-letter queue", () => {
    const monitoring = monitoringOf('production');
    // dead-letter queues: webhook deliveries, email feedback, each consumer and job
    const queues = 2 + streamConsumers.length + scheduledJobs.length;
    // and the throttled sign-ins across the stage (docs/security-events.md)
    monitoring.resourceCountIs('AWS::CloudWatch::Alarm', 4 + functionCount + streamConsumers.length + queues);
    const burst = Object.entries(monitoring.findResources('AWS::CloudWatch::Alarm')).find(([id]) =>
      id.startsWith('ThrottledSignInBurst'),
    )![1].Properties;
    expect(burst.Threshold).toBe(50);
    expect(burst.Metrics[0].MetricStat).toMatchObject({
      Metric: {
        MetricName: 'SignInThrottled',
        Namespace: 'ShippingMarketplace',
        Dimensions: [
          { Name: 'service', Value: 'shipping-marketplace' },
          { Name: 'stage', Value: 'production' },
        ],
      },
      Stat: 'Sum',
      Period: 300,
    });
    const topic = Object.keys(monitoring.findResources('AWS::SNS::Topic'));
    expect(topic).toHaveLength(1);
    monitoring.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    monitoring.allResourcesProperties('AWS::CloudWatch::Alarm', {
      AlarmActions: [{ Ref: topic[0] }],
      OKActions: [{ Ref: topic[0] }],
    });
    const alarms = Object.values(monitoring.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    const metricsOf = (alarm: any) =>
      [alarm.MetricName, ...(alarm.Metrics ?? []).map((m: any) => m.MetricStat?.Metric.MetricName)].filter(Boolean);
    for (const metric of [
      'IteratorAge',
      'ApproximateNumberOfMessagesVisible',
      'Latency',
      '5xx',
      'Errors',
      'Throttles',
      'ReadThrottleEvents',
      'WriteThrottleEvents',
    ]) {
      expect(
        alarms.some((alarm) => metricsOf(alarm).includes(metric)),
        metric,
      ).toBe(true);
    }
    expect(alarms.some((alarm) => alarm.Metrics?.some((m: any) => m.MetricStat?.Stat === 'p99'))).toBe(true);
    const expressions = alarms.flatMap((a) => (a.Metrics ?? []).map((m: any) => m.Expression).filter(Boolean));
    expect(expressions).toEqual(
      expect.arrayContaining([
        'IF(requests > 0, 100 * errors / requests, 0)',
        'IF(FILL(errors, 0) + FILL(throttles, 0) >= 1 OR FILL(duration, 0) >= 2500, 1, 0)',
      ]),
    );
    monitoring.resourceCountIs('AWS::SNS::Subscription', 0);
    monitoringOf('production', 'oncall@example.com').hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'oncall@example.com',
    });
  });

  it('has a dashboard of the same figures and of the business metrics', () => {
    const body = JSON.stringify(monitoringOf('production').findResources('AWS::CloudWatch::Dashboard'));
    for (const figure of [
      '5xx',
      'Latency',
      'IteratorAge',
      'ApproximateNumberOfMessagesVisible',
      'ThrottleEvents',
      'BidsPlaced',
      'Bookings',
      'WebhookDeliveriesFailed',
    ])
      expect(body, figure).toContain(figure);
  });

  it("sends email through SES with the stage's configuration set; bounces and complaints reach the suppression list by SNS and SQS; only with a sender", () => {
    sandbox.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: 'shipping-marketplace-sandbox' });
    sandbox.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        MatchingEventTypes: Match.arrayWith(['bounce', 'complaint']),
        SnsDestination: Match.anyValue(),
      }),
    });
    sandbox.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'sqs', RawMessageDelivery: true });
    sandbox.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    const functions = Object.values(sandbox.findResources('AWS::Lambda::Function')).map((f) => f.Properties);
    expect(functions.filter((f) => f.Environment.Variables.EMAIL_FROM)).toEqual([]); // no -c emailFrom: no sender
    const sending = wholeStage(stack('production', undefined, undefined, 'Marketplace <notifications@example.com>'));
    const senders = Object.values(sending.findResources('AWS::Lambda::Function'))
      .map((f) => f.Properties)
      .filter((f) => f.Environment.Variables.EMAIL_FROM);
    // the notifier, the expiry reminder, the unread message mailer and the alert digest mailer
    expect(senders.map((f) => f.FunctionName ?? f.Handler).length).toBe(4);
    expect(JSON.stringify(sending.findResources('AWS::IAM::Policy'))).toMatch(
      /ses:SendEmail.*identity\/notifications@example\.com.*identity\/example\.com.*configuration-set\/",\{"Ref":"referenceto\w*EmailConfigurationSet/,
    );
  });

  it('has one HTTP API route per row, and $default: beside the API those deployed before the split, beside their function those added since', () => {
    const keys = Object.values(sandbox.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey);
    expect(keys.sort()).toEqual([...routes.map((r) => `${r.method} ${r.path}`), '$default'].sort());
    const besideTheApi = Object.values(
      Template.fromStack(stack('sandbox')).findResources('AWS::ApiGatewayV2::Route'),
    ).map((r) => r.Properties.RouteKey);
    expect(besideTheApi.sort()).toEqual(
      [...routes.filter((r) => routesBesideTheApi.has(r.id)).map((r) => `${r.method} ${r.path}`), '$default'].sort(),
    );
  });

  it("gives FMCSA's address and the name of its webKey's parameter to the functions that ask it, and only them may read that parameter", () => {
    const functions = Object.values(sandbox.findResources('AWS::Lambda::Function')).map((f) => f.Properties);
    const asking = functions.filter((f) => f.Environment.Variables.FMCSA_BASE_URL);
    expect(asking.map((f) => f.FunctionName).sort()).toEqual([
      'marketplace-sandbox-events-ProviderVetter',
      'marketplace-sandbox-freight-UpdateVetting',
    ]);
    for (const f of asking)
      expect(f.Environment.Variables).toMatchObject({
        FMCSA_BASE_URL: 'https://mobile.fmcsa.dot.gov/qc/services',
        FMCSA_WEB_KEY_PARAMETER: '/shipping-marketplace/sandbox/fmcsa-web-key',
      });
    // the key itself is never in the template
    expect(JSON.stringify(sandbox.toJSON())).not.toContain('FMCSA_WEB_KEY"');
    const roles = Object.values(sandbox.findResources('AWS::IAM::Role')).filter((role) =>
      JSON.stringify(role).includes('"ssm:GetParameter"'),
    );
    expect(roles).toHaveLength(2);
    for (const role of roles)
      expect(JSON.stringify(role)).toMatch(
        /ssm:GetParameter","Effect":"Allow","Resource":\{"Fn::Join":\["",\["arn:",\{"Ref":"AWS::Partition"\},":ssm:",\{"Ref":"AWS::Region"\},":",\{"Ref":"AWS::AccountId"\},":parameter\/shipping-marketplace\/sandbox\/fmcsa-web-key"\]\]\}/,
      );
  });

  it("gives the functions that move money through Stripe the names of the stage's Stripe secrets, and only them may read those two", () => {
    // the stage: exactly the rows with `stripe` (docs/deploy.md, "Stripe")
    const payingRows = [...routes, ...scheduledJobs].filter((row) => row.stripe).map((row) => row.id);
    const functions = Object.values(sandbox.findResources('AWS::Lambda::Function')).map((f) => f.Properties);
    const told = functions.filter((f) => f.Environment.Variables.STRIPE_SECRET_KEY_PARAMETER);
    expect(told.map((f) => String(f.FunctionName).split('-').at(-1)).sort()).toEqual(payingRows.sort());
    const granted = Object.values(sandbox.findResources('AWS::IAM::Role')).filter((role) =>
      JSON.stringify(role).includes('"ssm:GetParameters"'),
    );
    expect(granted).toHaveLength(payingRows.length);

    // one function built as the stage builds each, from a definition with the flag and one without
    const build = (context: Record<string, unknown>, definition: FunctionDefinition) => {
      const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
      const stack = new Stack(app, 'Payments');
      const table = new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
      marketplaceFunction(
        stack,
        definition,
        { stage: 'production', table, images: new Bucket(stack, 'Images') },
        { functionName: `marketplace-production-payments-${definition.id}` },
      );
      const [fn] = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function'));
      const [role] = Object.values(Template.fromStack(stack).findResources('AWS::IAM::Role'));
      const statements = role!.Properties.Policies.flatMap((p: any) => p.PolicyDocument.Statement);
      return {
        variables: fn!.Properties.Environment.Variables as Record<string, string>,
        ssm: statements.filter((st: any) => [st.Action].flat().some((a: string) => a.startsWith('ssm:'))),
      };
    };
    const pays = {
      id: 'ChargeShipper',
      handler: 'functions/listings/create.ts',
      table: 'readwrite',
      stripe: true,
    } as const;
    const doesNotPay = { id: 'ListListings', handler: 'functions/listings/create.ts', table: 'readwrite' } as const;
    const parameterArn = (name: string) => ({
      'Fn::Join': [
        '',
        [
          'arn:',
          { Ref: 'AWS::Partition' },
          ':ssm:',
          { Ref: 'AWS::Region' },
          ':',
          { Ref: 'AWS::AccountId' },
          `:parameter/${name}`,
        ],
      ],
    });

    const configured = { stripeApiUrl: 'http://127.0.0.1:12111', paymentServiceFeeBps: 250 };
    const charger = build(configured, pays);
    expect(charger.variables).toMatchObject({
      STRIPE_SECRET_KEY_PARAMETER: '/shipping-marketplace/production/stripe-secret-key',
      STRIPE_WEBHOOK_SECRET_PARAMETER: '/shipping-marketplace/production/stripe-webhook-secret',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      PAYMENT_SERVICE_FEE_BPS: '250',
    });
    expect(charger.ssm).toEqual([
      {
        Action: 'ssm:GetParameters',
        Effect: 'Allow',
        Resource: [
          parameterArn('shipping-marketplace/production/stripe-secret-key'),
          parameterArn('shipping-marketplace/production/stripe-webhook-secret'),
        ],
      },
    ]);
    // the secrets themselves are never in the template
    expect(Object.keys(charger.variables)).not.toContain('STRIPE_SECRET_KEY');
    expect(Object.keys(charger.variables)).not.toContain('STRIPE_WEBHOOK_SECRET');

    // without the contexts: api.stripe.com (the SDK's own) and the code's default fee
    const plain = build({}, pays).variables;
    expect(plain.STRIPE_SECRET_KEY_PARAMETER).toBe('/shipping-marketplace/production/stripe-secret-key');
    expect(Object.keys(plain).filter((name) => /STRIPE_API_URL|PAYMENT_/.test(name))).toEqual([]);

    // without the flag: none of it, whatever the deploy's contexts
    const other = build(configured, doesNotPay);
    expect(Object.keys(other.variables).filter((name) => /STRIPE|PAYMENT_/.test(name))).toEqual([]);
    expect(other.ssm).toEqual([]);

    expect(() => build({ paymentServiceFeeBps: '2.5%' }, pays)).toThrow(/paymentServiceFeeBps/);
  });

  it("lets API Gateway invoke each route's function (its live alias) on that route's path, from the function's own stack", () => {
    const functions = sandbox.findResources('AWS::Lambda::Function');
    const aliases = sandbox.findResources('AWS::Lambda::Alias');
    const permissions = Object.values(sandbox.findResources('AWS::Lambda::Permission')).map((p) => p.Properties);
    for (const route of routes) {
      const id = Object.keys(functions).find(
        (logicalId) =>
          functions[logicalId]!.Properties.FunctionName === `marketplace-sandbox-${route.area}-${route.id}`,
      )!;
      const alias = Object.keys(aliases).find((logicalId) => aliases[logicalId]!.Properties.FunctionName.Ref === id)!;
      expect(aliases[alias]!.Properties.Name, route.id).toBe('live');
      const granted = permissions.filter(
        (p) => p.FunctionName.Ref === alias && p.Principal === 'apigateway.amazonaws.com',
      );
      expect(
        granted.map((p) => JSON.stringify(p.SourceArn)),
        route.id,
      ).toEqual([expect.stringMatching(new RegExp(`/\\*/\\*${route.path.replace(/[{}]/g, '\\$&')}"\\]\\]}$`))]);
    }
  });

  it("deploys gradually: every caller invokes a function's live alias, which CodeDeploy moves to the new version (canary in production, all at once in sandbox) and back on the function's health alarm", () => {
    for (const [stage, whole] of [
      ['sandbox', sandbox],
      ['production', production],
    ] as const) {
      const functions = whole.findResources('AWS::Lambda::Function');
      const versions = whole.findResources('AWS::Lambda::Version');
      const aliases = whole.findResources('AWS::Lambda::Alias');
      const groups = Object.values(whole.findResources('AWS::CodeDeploy::DeploymentGroup')).map((g) => g.Properties);
      whole.resourceCountIs('AWS::CodeDeploy::Application', 1);
      whole.hasResourceProperties('AWS::CodeDeploy::Application', {
        ApplicationName: `shipping-marketplace-${stage}`,
        ComputePlatform: 'Lambda',
      });
      expect(Object.keys(functions)).toHaveLength(functionCount);
      expect(Object.keys(versions)).toHaveLength(functionCount);
      expect(Object.keys(aliases)).toHaveLength(functionCount);
      expect(groups).toHaveLength(functionCount);
      const alarmNames = new Set(
        Object.values(monitoringOf(stage).findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties.AlarmName),
      );
      for (const [id, fn] of Object.entries(functions)) {
        const name = fn.Properties.FunctionName as string;
        // a version replaced is deleted once the deploy is done (docs/operations.md, "Deploys")
        const [versionId, version] = Object.entries(versions).find(([, v]) => v.Properties.FunctionName.Ref === id)!;
        expect(version.DeletionPolicy, name).toBe('Delete');
        const alias = Object.values(aliases).find((a) => a.Properties.FunctionName.Ref === id)!;
        expect(alias.Properties, name).toMatchObject({
          Name: 'live',
          FunctionVersion: { 'Fn::GetAtt': [versionId, 'Version'] },
        });
        expect(alias.UpdatePolicy, name).toEqual({
          CodeDeployLambdaAliasUpdate: { ApplicationName: `shipping-marketplace-${stage}`, DeploymentGroupName: name },
        });
        const group = groups.find((g) => g.DeploymentGroupName === name)!;
        expect(group, name).toMatchObject({
          ApplicationName: `shipping-marketplace-${stage}`,
          DeploymentConfigName:
            stage === 'production'
              ? 'CodeDeployDefault.LambdaCanary10Percent5Minutes'
              : 'CodeDeployDefault.LambdaAllAtOnce',
          DeploymentStyle: { DeploymentType: 'BLUE_GREEN', DeploymentOption: 'WITH_TRAFFIC_CONTROL' },
          AlarmConfiguration: { Enabled: true, Alarms: [{ Name: `${name}-health` }] },
          AutoRollbackConfiguration: { Enabled: true, Events: ['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_ALARM'] },
        });
        expect(alarmNames.has(`${name}-health`), name).toBe(true);
      }
      // what invokes: API Gateway's integrations, the mappings, the schedules, each an alias (a Ref to
      // one, or to the parameter a nested stack passes it in by)
      const aliasIds = Object.keys(aliases);
      const isAlias = (value: unknown) => {
        const text = JSON.stringify(value);
        return aliasIds.some((id) => text.includes(`{"Ref":"${id}"}`)) || /Live[0-9A-F]{8}Ref"/.test(text);
      };
      for (const integration of Object.values(whole.findResources('AWS::ApiGatewayV2::Integration')))
        expect(
          isAlias(integration.Properties.IntegrationUri),
          JSON.stringify(integration.Properties.IntegrationUri),
        ).toBe(true);
      for (const mapping of Object.values(whole.findResources('AWS::Lambda::EventSourceMapping')))
        expect(isAlias(mapping.Properties.FunctionName), JSON.stringify(mapping.Properties.FunctionName)).toBe(true);
      for (const rule of Object.values(whole.findResources('AWS::Events::Rule')))
        expect(isAlias(rule.Properties.Targets[0].Arn), JSON.stringify(rule.Properties.Targets[0].Arn)).toBe(true);
    }
    // the groups exist before an alias moves, and the alarms before the groups
    const parent = Template.fromStack(stack('production')).toJSON().Resources as Record<
      string,
      { Type: string; DependsOn?: string[] }
    >;
    const nested = (prefix: string) =>
      Object.keys(parent).find((id) => id.startsWith(prefix) && parent[id]!.Type === 'AWS::CloudFormation::Stack')!;
    expect(parent[nested('DeploymentsNestedStack')]!.DependsOn).toContain(nested('MonitoringNestedStack'));
    for (const area of ['AccountsRoutes', 'EventConsumers'])
      expect(parent[nested(`${area}NestedStack`)]!.DependsOn, area).toContain(nested('DeploymentsNestedStack'));
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
    sandbox.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    });
    production.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 1000 },
    });
  });

  it('has one on-demand table with the designed keys, GSIs, stream and TTL', () => {
    for (const t of [sandbox, production]) {
      t.resourceCountIs('AWS::DynamoDB::Table', 1);
      t.hasResourceProperties('AWS::DynamoDB::Table', {
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
        TimeToLiveSpecification: { AttributeName: tableDesign.ttlAttribute, Enabled: true },
        GlobalSecondaryIndexes: tableDesign.indexes.map((i) => Match.objectLike({ IndexName: i.name })),
      });
    }
  });

  it('keeps production data: point-in-time recovery, deletion protection, retained on stack delete', () => {
    production.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 35 },
      DeletionProtectionEnabled: true,
    });
    production.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain' });
    sandbox.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: false },
    });
  });

  it('keeps the data, the API and its routes under the logical ids deployed before the stack split: a deploy updates them in place (docs/operations.md, Stacks)', () => {
    for (const stage of ['sandbox', 'production'] as const) {
      const main = Template.fromStack(stack(stage)).toJSON().Resources as Record<string, { Type: string }>;
      for (const [id, type] of Object.entries(deployedLogicalIds.resources))
        expect(main[id]?.Type, `${stage} ${id}`).toBe(type);
    }
  });

  it('has a private, encrypted, TLS-only image bucket with server access logs', () => {
    production.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { DestinationBucketName: Match.anyValue(), LogFilePrefix: 'profile-images/' },
    });
    for (const t of [sandbox, production]) {
      t.hasResourceProperties('AWS::S3::Bucket', {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
      });
      // what was deleted stays no longer than the table's backups (docs/privacy.md, "Backups")
      t.hasResourceProperties('AWS::S3::Bucket', {
        LifecycleConfiguration: {
          Rules: Match.arrayWith([
            Match.objectLike({
              NoncurrentVersionExpiration: { NoncurrentDays: 35 },
              ExpiredObjectDeleteMarker: true,
              Status: 'Enabled',
            }),
          ]),
        },
      });
      // a data export lasts 7 days (docs/privacy.md)
      t.hasResourceProperties('AWS::S3::Bucket', {
        LifecycleConfiguration: {
          Rules: Match.arrayWith([Match.objectLike({ Prefix: 'exports/', ExpirationInDays: 7, Status: 'Enabled' })]),
        },
      });
      t.hasResourceProperties('AWS::S3::BucketPolicy', {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('a deploy sets the limits of keys, of addresses and of password guessing for every function; without it the functions apply the defaults', () => {
    const app = new App({
      context: {
        'aws:cdk:bundling-stacks': [],
        rateLimitPerSecond: 50,
        rateLimitBurst: 100,
        addressRateLimitPerSecond: 5,
        addressRateLimitBurst: 15,
        signInFailuresPerAddressPerHour: 30,
      },
    });
    const configured = wholeStage(new MarketplaceStack(app, 'ShippingMarketplace-production', { stage: 'production' }));
    const environments = Object.values(configured.findResources('AWS::Lambda::Function')).map(
      (fn) => fn.Properties.Environment.Variables,
    );
    for (const variables of environments) {
      expect(variables).toMatchObject({
        RATE_LIMIT_PER_SECOND: '50',
        RATE_LIMIT_BURST: '100',
        ADDRESS_RATE_LIMIT_PER_SECOND: '5',
        ADDRESS_RATE_LIMIT_BURST: '15',
        SIGN_IN_FAILURES_PER_ADDRESS_HOUR: '30',
      });
    }
    for (const fn of Object.values(production.findResources('AWS::Lambda::Function'))) {
      expect(
        Object.keys(fn.Properties.Environment.Variables).filter((name) => /RATE_LIMIT|SIGN_IN/.test(name)),
      ).toEqual([]);
    }
  });

  it('sets log retention on every function and on the access log', () => {
    sandbox.resourceCountIs('AWS::Logs::LogGroup', functionCount + 1);
    sandbox.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 14 });
    production.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
  });

  it("grants each function only what its row declares, in its own role: no AWS managed policy, no wildcard action, the table's indexes by name", () => {
    const roles = sandbox.findResources('AWS::IAM::Role');
    const statementsOf = (id: string) =>
      Object.entries(roles)
        .filter(([logicalId]) => logicalId.startsWith(`${id}Role`))
        .flatMap(([, role]) => role.Properties.Policies.flatMap((p: any) => p.PolicyDocument.Statement));
    const actionsOf = (id: string) => statementsOf(id).flatMap((s: any) => [s.Action].flat());
    // a route that reads writes only its callers' rate-limit counters, a rotated key's last use and the security trail
    // (docs/limits.md, docs/auth.md, docs/security-events.md)
    for (const route of routes.filter((r) => r.table !== 'readwrite')) {
      const statements = statementsOf(route.id);
      if (route.table === 'read')
        expect(
          statements.flatMap((st: any) => [st.Action].flat()),
          route.id,
        ).toContain('dynamodb:GetItem');
      const writes = statements.filter((st: any) =>
        [st.Action].flat().some((a: string) => /^dynamodb:(Put|Update|Delete|BatchWrite)/.test(a)),
      );
      expect(
        writes.map((st: any) => [st.Action, st.Condition]),
        route.id,
      ).toEqual([
        ['dynamodb:UpdateItem', { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['RATE#*', 'APIKEY#*'] } }],
        ['dynamodb:PutItem', { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SECURITY#*'] } }],
      ]);
    }
    // indexes are read, never written: writes name the table alone
    for (const route of routes.filter((r) => r.table === 'readwrite')) {
      const writing = statementsOf(route.id).filter((st: any) => [st.Action].flat().includes('dynamodb:PutItem'));
      expect(writing, route.id).toHaveLength(1);
      expect(JSON.stringify(writing[0].Resource), route.id).not.toContain('/index/');
    }
    // the fallback may invoke the route functions, to dispatch other spellings and HEAD (docs/routing.md), and nothing
    // else
    expect(actionsOf('Fallback').filter((a: string) => !a.startsWith('logs:') && !a.startsWith('xray:'))).toEqual([
      'lambda:InvokeFunction',
    ]);
    // by name pattern (`arn:...:function:marketplace-sandbox-<area>-*`), one a route area: every route
    // function matches one, and no other function of the stage (consumers, jobs, the fallback) any
    const invoked: string[] = [
      statementsOf('Fallback').find((st: any) => st.Action === 'lambda:InvokeFunction').Resource,
    ]
      .flat()
      .map((r: any) => r['Fn::Join'][1].at(-1).replace(/^:function:/, ''));
    expect(invoked.sort()).toEqual(areas.map((area) => `marketplace-sandbox-${area}-*`).sort());
    const functions = sandbox.findResources('AWS::Lambda::Function');
    const matches = (name: string) => invoked.some((pattern) => name.startsWith(pattern.slice(0, -1)));
    const routeFunctionNames = routes.map(
      (r) =>
        functions[
          Object.keys(functions).find(
            (id) => id.startsWith(r.id) && functions[id]!.Properties.FunctionName.endsWith(`-${r.id}`),
          )!
        ]!.Properties.FunctionName,
    );
    expect(routeFunctionNames.filter((name) => !matches(name))).toEqual([]);
    const others = Object.values(functions)
      .map((fn: any) => String(fn.Properties.FunctionName))
      .filter((name) => !routeFunctionNames.includes(name));
    expect(others.length).toBeGreaterThan(10);
    expect(others.filter(matches)).toEqual([]);
    expect(routeFunctionNames).toContain('marketplace-sandbox-listings-GetListing');
    expect(
      functions[Object.keys(functions).find((id) => id.startsWith('Fallback'))!]!.Properties.Environment.Variables
        .ROUTE_FUNCTION_PREFIX,
    ).toBe('marketplace-sandbox-');
    // each object prefix only where declared: documents are no image function's business, and the reverse
    const s3Resources = (id: string) =>
      JSON.stringify(statementsOf(id).filter((st: any) => [st.Action].flat().some((a: string) => a.startsWith('s3:'))));
    expect(s3Resources('UploadAttachment')).toContain('/attachments/*');
    expect(s3Resources('UploadAttachment')).not.toContain('/profile-images/*');
    expect(s3Resources('GetAttachmentContent')).not.toContain('s3:PutObject');
    expect(s3Resources('UploadProfileImage')).not.toContain('/attachments/*');
    expect(s3Resources('ListAttachments')).toBe('[]');
    // providers' certificates of insurance (docs/vetting.md): their routes alone, and the privacy job that erases them
    expect(s3Resources('UploadCertificate')).toContain('/certificates/*');
    expect(s3Resources('UploadCertificate')).not.toContain('/attachments/*');
    expect(s3Resources('UploadAttachment')).not.toContain('/certificates/*');
    expect(s3Resources('GetCertificateContent')).not.toContain('s3:PutObject');
    expect(s3Resources('ListCertificates')).toBe('[]');
    expect(s3Resources('PrivacyJobs')).toContain('/certificates/*');
    // users' exports (docs/privacy.md): read to sign a link, written and erased by the privacy job alone, which alone
    // may Scan
    expect(s3Resources('GetDataExport')).toContain('/exports/*');
    expect(s3Resources('GetDataExport')).not.toContain('s3:PutObject');
    expect(s3Resources('PrivacyJobs')).toContain('/exports/*');
    expect(s3Resources('RequestDataExport')).toBe('[]');
    expect(
      Object.keys(roles)
        .filter((id) => JSON.stringify(roles[id]).includes('dynamodb:Scan'))
        .map((id) => id.replace(/Role.*$/, '')),
    ).toEqual(['PrivacyJobs']);
    // it alone lists the bucket, and only under the prefixes it writes: a closed person's own files (docs/privacy.md)
    expect(
      Object.keys(roles)
        .filter((id) => JSON.stringify(roles[id]).includes('s3:ListBucket'))
        .map((id) => id.replace(/Role.*$/, '')),
    ).toEqual(['PrivacyJobs']);
    const listing = statementsOf('PrivacyJobs').find((st: any) => st.Action === 's3:ListBucket');
    expect(listing.Condition.StringLike['s3:prefix']).toEqual(
      expect.arrayContaining(['profile-images/*', 'certificates/*']),
    );
    for (const role of Object.values(roles)) expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    const everyStatement = JSON.stringify([
      ...Object.values(roles),
      ...Object.values(sandbox.findResources('AWS::IAM::Policy')),
    ]);
    expect(everyStatement).not.toMatch(/"[a-z0-9]+:[A-Za-z]*\*"/); // no action such as s3:GetObject* or dynamodb:*
    expect(everyStatement).not.toContain('/index/*');
  });

  it('feeds each stream consumer from the table stream: filtered to its entities, batch item failures, retries, a dead-letter queue each', () => {
    const stream = {
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 10,
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    };
    const filter = (entities: string[]) => ({
      Filters: [{ Pattern: JSON.stringify({ dynamodb: { NewImage: { entity: { S: entities } } } }) }],
    });
    // the notifier and the feedback summarizer batch up to a second; the search indexer, the saved-search alerter and
    // the Bill of Lading writer do not wait (docs/search.md, docs/saved-searches.md, docs/attachments.md)
    sandbox.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      ...stream,
      MaximumBatchingWindowInSeconds: 1,
      FilterCriteria: filter([
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
        // a booking's money (docs/payments.md)
        'Payment',
        'PayoutSent',
      ]),
    });
    sandbox.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      ...stream,
      MaximumBatchingWindowInSeconds: 1,
      FilterCriteria: filter(['Feedback']),
    });
    sandbox.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      ...stream,
      MaximumBatchingWindowInSeconds: Match.absent(),
      FilterCriteria: filter(['Listing', 'ListingState']),
    });
    sandbox.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      ...stream,
      MaximumBatchingWindowInSeconds: Match.absent(),
      FilterCriteria: filter(['TransitRecord']),
    });
  });

  it('delivers webhooks through an encrypted queue with a dead-letter queue, consumed with batch item failures', () => {
    // deliveries and email feedback with their dead letters, one per consumer and scheduled job
    sandbox.resourceCountIs('AWS::SQS::Queue', 4 + streamConsumers.length + scheduledJobs.length);
    sandbox.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: { maxReceiveCount: 5, deadLetterTargetArn: Match.anyValue() },
      SqsManagedSseEnabled: true,
    });
    sandbox.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      EventSourceArn: Match.anyValue(),
    });
  });

  it('passes the stage, table and bucket to every function', () => {
    production.allResourcesProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          STAGE: 'production',
          TABLE_NAME: Match.anyValue(),
          BUCKET_NAME: Match.anyValue(),
        }),
      },
    });
  });

  it('gives every function that fans notifications out to webhooks the delivery queue and sqs:SendMessage on it (the expiry reminder had neither)', () => {
    for (const t of [sandbox, production]) {
      const functions = Object.entries(t.findResources('AWS::Lambda::Function'));
      const policies = Object.values(t.findResources('AWS::IAM::Policy'));
      for (const id of ['Notifier', 'ListingExpiryReminder', 'WebhookDeliverer']) {
        const [, fn] = functions.find(([logicalId]) => logicalId.startsWith(id))!;
        // the queue is in the stage's stack, the function in the events stack: a parameter named after the queue
        expect(fn.Properties.Environment.Variables.WEBHOOK_QUEUE_URL, id).toEqual({
          Ref: expect.stringMatching(/^referenceto\w*WebhookDeliveries\w*Ref$/),
        });
        const role = fn.Properties.Role['Fn::GetAtt'][0];
        const granted = policies
          .filter((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))
          .flatMap((p) => p.Properties.PolicyDocument.Statement);
        expect(
          granted.some(
            (st) =>
              [st.Action].flat().includes('sqs:SendMessage') &&
              JSON.stringify(st.Resource).includes('WebhookDeliveries'),
          ),
          id,
        ).toBe(true);
      }
    }
  });

  it('never allows webhooks to loopback in a deployed stage (docs/webhooks.md)', () => {
    for (const stack of [sandbox, production]) {
      for (const fn of Object.values(stack.findResources('AWS::Lambda::Function')))
        expect(fn.Properties.Environment?.Variables?.ALLOW_LOOPBACK_WEBHOOKS).toBeUndefined();
    }
  });
});
