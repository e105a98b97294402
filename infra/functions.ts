import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ArnFormat, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { CfnAlias, CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Alias, Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { NodejsFunction, OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { tracerBundle } from './tracer-bundle.ts';
import { LIVE_ALIAS, type Access } from '../shared/routes/functions.ts';
import type { Endpoint } from '../shared/routes/http.ts';
import { tableDesign } from '../shared/data/table-design.ts';
import { API_KEY_PREFIX } from '../shared/data/definitions/api-key.ts';
import { SECURITY_TRAIL_PREFIX } from '../shared/data/definitions/security-event.ts';
import { RATE_COUNTER_PREFIX } from '../shared/data/definitions/request-count.ts';
import { PROFILE_IMAGE_PREFIX } from '../shared/domain/users/images.ts';
import { ATTACHMENT_PREFIX } from '../shared/domain/attachments/types.ts';
import { EXPORT_PREFIX } from '../shared/domain/privacy/types.ts';
import { CERTIFICATE_PREFIX } from '../shared/domain/vetting/certificates.ts';
import type { Stage } from '../shared/domain/auth/api-keys.ts';
import { bundleAliases } from './bundle-aliases.ts';
import { FMCSA_BASE_URL } from '../shared/net/fmcsa.ts';
import { stripeSecretKeyParameter, stripeWebhookSecretParameter } from '../shared/net/stripe.ts';
import { deploymentApplicationName, deploymentGroupName } from './deployments.ts';

// One function of the stage, wherever it is deployed (the stage's stack, an area's nested stack):
// bundled, traced, and allowed exactly what its definition declares.

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Per-stage settings: production keeps its data and logs longer and takes more traffic. */
/**
 * Per stage. `searchReadCacheSeconds`: how long a search function instance keeps the reads every
 * search shares (shared/data/kept-reads.ts, docs/search.md "Freshness"): production a second, so
 * that its hot partitions are read per instance, not per search (docs/scale.md); the sandbox none,
 * so an integration finds its own change as soon as the indexer has run.
 */
export const stageSettings = {
  sandbox: {
    throttle: { rateLimit: 50, burstLimit: 100 },
    logRetention: RetentionDays.TWO_WEEKS,
    keepData: false,
    logLevel: 'DEBUG',
    searchReadCacheSeconds: 0,
  },
  production: {
    throttle: { rateLimit: 1000, burstLimit: 2000 },
    logRetention: RetentionDays.THREE_MONTHS,
    keepData: true,
    logLevel: 'INFO',
    searchReadCacheSeconds: 1,
  },
} as const;

/** What a function is: a route-table row, the fallback, a stream consumer, a scheduled job or a queue's consumer. */
export type FunctionDefinition = Pick<
  Endpoint,
  'id' | 'handler' | 'table' | 'memoryMb' | 'timeoutSeconds' | 'fmcsa' | 'stripe'
> & {
  images?: Access;
  documents?: Access;
  exports?: Access;
  certificates?: Access;
  scansTable?: true;
  listsFiles?: true;
};

/** The stage's stateful resources every function is told of (they stay in the stage's stack). */
export interface StageResources {
  stage: Stage;
  table: Table;
  images: Bucket;
}

/** CommonJS dependencies inside an ESM bundle still call require(). */
const requireBanner = "import{createRequire as __cr}from'module';const require=__cr(import.meta.url);";

/**
 * Data read at run time, never carried in a bundle as source (parsing the postal table cost ~30 ms
 * of every cold start): each is copied to data/ beside index.mjs for the functions whose code names
 * it, where `new URL('./data/<file>', import.meta.url)` finds it (shared/geo/geocoder.ts,
 * shared/domain/pricing/vehicles.ts, shared/contract/published.ts).
 */
export const dataFiles = [
  'shared/geo/data/postal-codes.psv',
  'shared/geo/data/cities.psv',
  'shared/geo/data/outlines.json',
  'shared/email/data/layout.html',
  'shared/domain/pricing/data/vehicles.psv',
  'shared/contract/data/openapi.json',
  'shared/contract/data/asyncapi.json',
];

/**
 * One function in `scope`: its own log group, and its own role with one inline policy (no AWS
 * managed policy, no wildcard where the resource is known). Named explicitly (`functionName`):
 * alarms, logs and the fallback find it by that name (docs/operations.md, "Stacks").
 */
export interface FunctionOptions {
  functionName: string;
  invokes?: string[];
  /**
   * A route's function: whatever its table access, it counts its callers' requests against their
   * rate limit (docs/limits.md) and enters what authentication refuses in their security trail
   * (docs/security-events.md).
   */
  authenticates?: boolean;
}

/**
 * A function and its `live` alias, which every caller invokes: each deploy publishes a version (a new
 * one whenever the code or configuration changed) and CodeDeploy moves the alias to it by the
 * stage's steps, back again when the function's health alarm fires (infra/deployments.ts,
 * docs/operations.md, "Deploys"). A version replaced is deleted once the deploy is done: rolling
 * back later is deploying the earlier commit.
 */
export class MarketplaceFunction extends NodejsFunction {
  readonly live: Alias;

  constructor(
    scope: Construct,
    id: string,
    props: NodejsFunctionProps & { functionName: string },
    stage: StageResources['stage'],
  ) {
    super(scope, id, { ...props, currentVersionOptions: { removalPolicy: RemovalPolicy.DESTROY } });
    this.live = new Alias(this, 'Live', { aliasName: LIVE_ALIAS, version: this.currentVersion });
    (this.live.node.defaultChild as CfnAlias).cfnOptions.updatePolicy = {
      codeDeployLambdaAliasUpdate: {
        applicationName: deploymentApplicationName(stage),
        deploymentGroupName: deploymentGroupName(props.functionName),
      },
    };
  }
}

export function marketplaceFunction(
  scope: Construct,
  definition: FunctionDefinition,
  stage: StageResources,
  options: FunctionOptions,
): MarketplaceFunction {
  const settings = stageSettings[stage.stage];
  const logGroup = new LogGroup(scope, `${definition.id}Logs`, {
    retention: settings.logRetention,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const role = new Role(scope, `${definition.id}Role`, {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: `${definition.id}: its logs, traces, and the table and image access its definition declares`,
    inlinePolicies: {
      [definition.id]: new PolicyDocument({ statements: statementsFor(definition, stage, logGroup, options) }),
    },
  });
  const fn = new MarketplaceFunction(
    scope,
    definition.id,
    {
      functionName: options.functionName,
      entry: `${repoRoot}/${definition.handler}`,
      handler: 'handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: definition.memoryMb ?? 256,
      timeout: Duration.seconds(definition.timeoutSeconds ?? 10),
      depsLockFilePath: `${repoRoot}/package-lock.json`,
      projectRoot: repoRoot,
      role,
      logGroup,
      environment: {
        STAGE: stage.stage,
        TABLE_NAME: stage.table.tableName,
        BUCKET_NAME: stage.images.bucketName,
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: 'shipping-marketplace',
        POWERTOOLS_LOG_LEVEL: settings.logLevel,
        SEARCH_READ_CACHE_SECONDS: String(settings.searchReadCacheSeconds),
        TRACER_MODULE: './tracer.mjs',
        ...limitsEnvironment(scope),
        ...(definition.fmcsa ? fmcsaEnvironment(scope, stage.stage) : {}),
        ...(definition.stripe ? stripeEnvironment(scope, stage.stage) : {}),
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node24',
        minify: true,
        sourceMap: true,
        mainFields: ['module', 'main'],
        // The AWS SDK v3 is bundled and tree-shaken, not taken from the runtime: the version tested is the
        // version deployed, and a cold start loads only the clients a function uses (docs/performance.md).
        externalModules: [],
        esbuildArgs: Object.fromEntries(Object.entries(bundleAliases).map(([name, path]) => [`--alias:${name}`, path])),
        banner: requireBanner,
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_input, output) => [
            `cp "${tracerBundle()}" "${output}/tracer.mjs"`,
            ...dataFiles.map(
              (file) =>
                `if grep -q "data/${basename(file)}" "${output}/index.mjs"; then mkdir -p "${output}/data" && cp ` +
                `"${repoRoot}/${file}" "${output}/data/"; fi`,
            ),
          ],
        },
      },
    },
    stage.stage,
  );
  // X-Ray active tracing, set on the resource so that its write permission stays in the role's
  // one inline policy (statementsFor) instead of a second policy resource per function.
  (fn.node.defaultChild as CfnFunction).tracingConfig = { mode: 'Active' };
  return fn;
}

/** The SSM SecureString of a stage's QCMobile webKey, put there by hand (docs/deploy.md); never in the template. */
export const fmcsaWebKeyParameter = (stage: Stage) => `/shipping-marketplace/${stage}/fmcsa-web-key`;

/**
 * Where a function that asks FMCSA reaches it (docs/vetting.md): QCMobile unless `-c fmcsaBaseUrl=...` says otherwise,
 * the parameter of its webKey, and the daily job's pace when `-c vettingChecksPerMinute=N` sets one.
 */
function fmcsaEnvironment(scope: Construct, stage: Stage): Record<string, string> {
  const perMinute = scope.node.tryGetContext('vettingChecksPerMinute') as string | number | undefined;
  return {
    FMCSA_BASE_URL: (scope.node.tryGetContext('fmcsaBaseUrl') as string | undefined) ?? FMCSA_BASE_URL,
    FMCSA_WEB_KEY_PARAMETER: fmcsaWebKeyParameter(stage),
    ...(perMinute ? { VETTING_CHECKS_PER_MINUTE: String(perMinute) } : {}),
  };
}

export { stripeSecretKeyParameter, stripeWebhookSecretParameter };

/**
 * What a function that moves money through Stripe is told (shared/net/stripe.ts): the names of the stage's two
 * SecureStrings, never their values; api.stripe.com unless `-c stripeApiUrl=...` says otherwise; the service fee when
 * `-c paymentServiceFeeBps=N` sets one, else the code's default.
 */
function stripeEnvironment(scope: Construct, stage: Stage): Record<string, string> {
  const apiUrl = scope.node.tryGetContext('stripeApiUrl') as string | undefined;
  const feeBps = scope.node.tryGetContext('paymentServiceFeeBps') as string | number | undefined;
  // a fee mistyped is money taken wrongly from every payment: refused at synth, not at the first payment
  if (feeBps !== undefined && !(/^\d+$/.test(String(feeBps)) && Number(feeBps) <= 10_000))
    throw new Error(`-c paymentServiceFeeBps must be basis points from 0 to 10000, not ${String(feeBps)}`);
  return {
    STRIPE_SECRET_KEY_PARAMETER: stripeSecretKeyParameter(stage),
    STRIPE_WEBHOOK_SECRET_PARAMETER: stripeWebhookSecretParameter(stage),
    ...(apiUrl ? { STRIPE_API_URL: apiUrl } : {}),
    ...(feeBps !== undefined ? { PAYMENT_SERVICE_FEE_BPS: String(feeBps) } : {}),
  };
}

/**
 * A stage's limits when the deploy sets them: the per-key rate (`-c rateLimitPerSecond=50 -c
 * rateLimitBurst=100`, docs/limits.md), the per-address rate of routes without a key
 * (`-c addressRateLimitPerSecond=N -c addressRateLimitBurst=M`) and password guessing's (`-c
 * signInFailuresPerAddressPerHour=N
 * -c signInFirstBlockSeconds=S`, docs/auth.md); otherwise the functions apply the defaults.
 */
function limitsEnvironment(scope: Construct): Record<string, string> {
  const context = (name: string) => scope.node.tryGetContext(name) as string | number | undefined;
  const perSecond = context('rateLimitPerSecond');
  const burst = context('rateLimitBurst');
  const addressPerSecond = context('addressRateLimitPerSecond');
  const addressBurst = context('addressRateLimitBurst');
  const failuresPerAddress = context('signInFailuresPerAddressPerHour');
  const firstBlock = context('signInFirstBlockSeconds');
  return {
    ...(perSecond && burst ? { RATE_LIMIT_PER_SECOND: String(perSecond), RATE_LIMIT_BURST: String(burst) } : {}),
    ...(addressPerSecond && addressBurst
      ? { ADDRESS_RATE_LIMIT_PER_SECOND: String(addressPerSecond), ADDRESS_RATE_LIMIT_BURST: String(addressBurst) }
      : {}),
    ...(failuresPerAddress ? { SIGN_IN_FAILURES_PER_ADDRESS_HOUR: String(failuresPerAddress) } : {}),
    ...(firstBlock ? { SIGN_IN_FIRST_BLOCK_SECONDS: String(firstBlock) } : {}),
  };
}

/** Its statements on the bucket: each kind of object its own prefix (an image function cannot read documents). */
function objectStatements(definition: FunctionDefinition, stage: StageResources): PolicyStatement[] {
  const statements: PolicyStatement[] = [];
  const writable: string[] = [];
  for (const [access, prefix] of [
    [definition.images, PROFILE_IMAGE_PREFIX],
    [definition.documents, ATTACHMENT_PREFIX],
    [definition.exports, EXPORT_PREFIX],
    [definition.certificates, CERTIFICATE_PREFIX],
  ] as const) {
    if (!access || access === 'none') continue;
    const actions = access === 'readwrite' ? ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'] : ['s3:GetObject'];
    statements.push(new PolicyStatement({ actions, resources: [stage.images.arnForObjects(`${prefix}*`)] }));
    if (access === 'readwrite') writable.push(`${prefix}*`);
  }
  // listing the bucket, only under the prefixes it may write (the privacy job: a person's own files)
  if (definition.listsFiles)
    statements.push(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [stage.images.bucketArn],
        conditions: { StringLike: { 's3:prefix': writable } },
      }),
    );
  return statements;
}

/** The statements of a function's role: least privilege, resources named wherever they are known. */
function statementsFor(
  definition: FunctionDefinition,
  stage: StageResources,
  logGroup: LogGroup,
  { invokes = [], authenticates = false }: FunctionOptions,
): PolicyStatement[] {
  const statements = [
    new PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] }),
    // X-Ray takes no resource-level permissions (acknowledged in acknowledgements.ts)
    new PolicyStatement({ actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], resources: ['*'] }),
  ];
  const tableArn = stage.table.tableArn;
  const tableResources = [tableArn, ...tableDesign.indexes.map((index) => `${tableArn}/index/${index.name}`)];
  const reads = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
  const writes = [
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
    'dynamodb:ConditionCheckItem',
  ];
  if (definition.table !== 'none') {
    // an index is only ever read: writes go to the table (found unused by npm run check:deploy)
    statements.push(new PolicyStatement({ actions: reads, resources: tableResources }));
    if (definition.table === 'readwrite')
      statements.push(new PolicyStatement({ actions: writes, resources: [tableArn] }));
    // the privacy job's pass over the whole table (docs/privacy.md); no request scans
    if (definition.scansTable)
      statements.push(new PolicyStatement({ actions: ['dynamodb:Scan'], resources: [tableArn] }));
  }
  if (authenticates && definition.table !== 'readwrite') {
    // a route that only reads (or has no data) still adds its callers' requests to their rate-limit
    // counters (RATE#), notes a rotated key's last use on its key item (APIKEY#, docs/auth.md), enters
    // a refused scope or an expired key in their trail (SECURITY#), and writes nothing else
    for (const [action, prefixes] of [
      ['dynamodb:UpdateItem', [RATE_COUNTER_PREFIX, API_KEY_PREFIX]],
      ['dynamodb:PutItem', [SECURITY_TRAIL_PREFIX]],
    ] as const) {
      statements.push(
        new PolicyStatement({
          actions: [action],
          resources: [tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': prefixes.map((prefix) => `${prefix}*`) } },
        }),
      );
    }
  }
  statements.push(...objectStatements(definition, stage));
  if (definition.fmcsa) {
    // its webKey, and nothing else of the account's parameters
    const parameter = fmcsaWebKeyParameter(stage.stage);
    statements.push(
      new PolicyStatement({
        actions: ['ssm:GetParameter'],
        resources: [
          Stack.of(logGroup).formatArn({ service: 'ssm', resource: 'parameter', resourceName: parameter.slice(1) }),
        ],
      }),
    );
  }
  if (definition.stripe) {
    // its two secrets in one call (GetParameters), and nothing else of the account's parameters
    const stack = Stack.of(logGroup);
    statements.push(
      new PolicyStatement({
        actions: ['ssm:GetParameters'],
        resources: [stripeSecretKeyParameter(stage.stage), stripeWebhookSecretParameter(stage.stage)].map((name) =>
          stack.formatArn({ service: 'ssm', resource: 'parameter', resourceName: name.slice(1) }),
        ),
      }),
    );
  }
  if (invokes.length) {
    const stack = Stack.of(logGroup);
    const arns = invokes.map((name) =>
      stack.formatArn({
        service: 'lambda',
        resource: 'function',
        resourceName: name,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      }),
    );
    statements.push(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: arns }));
  }
  return statements;
}
