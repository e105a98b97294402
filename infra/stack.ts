import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tracerBundle } from './tracer-bundle.ts';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CorsHttpMethod, HttpApi, HttpRoute, HttpRouteKey, HttpStage, HttpMethod, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { corsPolicy } from '../shared/http/cors.ts';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, CfnFunction, FilterCriteria, FilterRule, Runtime, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { SqsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Key } from 'aws-cdk-lib/aws-kms';
import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Monitoring } from './monitoring.ts';
import { acknowledgeFindings } from './acknowledgements.ts';
import type { Construct } from 'constructs';
import { emailFeedbackConsumer, fallbackRoute, routeFunctionName, routes, scheduledJobs, streamConsumers, webhookDeliverer, type Access, type Route } from '../shared/routes.ts';
import { tableDesign } from '../shared/data/table-design.ts';
import { PROFILE_IMAGE_PREFIX } from '../shared/domain/users/images.ts';
import { ATTACHMENT_PREFIX, INCOMING_ATTACHMENT_PREFIX } from '../shared/domain/attachments/types.ts';
import type { Stage } from '../shared/domain/auth/api-keys.ts';

// One stack per stage (sandbox, production), each with its own table, bucket and API, hence its
// own keys. One Lambda + one HTTP API route per row of the route table; $default -> fallback.

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface MarketplaceStackProps extends StackProps {
  stage: Stage;
  /** Origins of the developer site allowed to call this stage from a browser (docs/developer-site.md). */
  developerSiteOrigins?: string[];
  /** Where alarm notifications are emailed (`-c alarmEmail=...`); without it they only reach the SNS topic. */
  alarmEmail?: string;
  /** The verified SES sender of the stage's email (`-c emailFrom=...`); without it the stage sends none. */
  emailFrom?: string;
}

/** The SES identities that may authorise a sender: the address itself and its domain. */
const emailIdentities = (from: string) => {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  return [address, address.split('@')[1]!];
};

/** Per-stage settings: production keeps its data and logs longer and takes more traffic. */
const stageSettings = {
  sandbox: { throttle: { rateLimit: 50, burstLimit: 100 }, logRetention: RetentionDays.TWO_WEEKS, keepData: false, logLevel: 'DEBUG' },
  production: { throttle: { rateLimit: 1000, burstLimit: 2000 }, logRetention: RetentionDays.THREE_MONTHS, keepData: true, logLevel: 'INFO' },
} as const;

/** What a function is: a route-table row, the fallback, a stream consumer or the webhook deliverer. */
type FunctionDefinition = Pick<Route, 'id' | 'handler' | 'table' | 'memoryMb' | 'timeoutSeconds'> & { images?: Access; documents?: Access };

/** CommonJS dependencies inside an ESM bundle still call require(). */
const requireBanner = "import{createRequire as __cr}from'module';const require=__cr(import.meta.url);";

/**
 * Data read at run time, never carried in a bundle as source (parsing the postal table cost ~30 ms
 * of every cold start): each is copied to data/ beside index.mjs for the functions whose code names
 * it, where `new URL('./data/<file>', import.meta.url)` finds it (shared/geo/geocoder.ts,
 * shared/domain/pricing/vehicles.ts, shared/contract/published.ts).
 */
export const dataFiles = ['shared/geo/data/postal-codes.psv', 'shared/geo/data/cities.psv', 'shared/geo/data/outlines.json', 'shared/email/data/layout.html', 'shared/domain/pricing/data/vehicles.psv', 'shared/contract/data/openapi.json', 'shared/contract/data/asyncapi.json'];

/**
 * One JSON line per request in the API's access log (docs/operations.md). API Gateway knows no
 * user (authentication is the functions' middleware); each function's own request line carries the
 * same requestId with the userId. Never a header, so never a key or token.
 */
const accessLogFields = {
  requestId: '$context.requestId',
  routeKey: '$context.routeKey',
  method: '$context.httpMethod',
  path: '$context.path',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationStatus: '$context.integrationStatus',
  responseBytes: '$context.responseLength',
  sourceIp: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  requestTime: '$context.requestTimeEpoch',
  error: '$context.error.message',
};

export class MarketplaceStack extends Stack {
  readonly table: Table;
  readonly images: Bucket;
  readonly api: HttpApi;
  readonly monitoring: Monitoring;
  private readonly functions = new Map<string, NodejsFunction>();

  constructor(scope: Construct, id: string, props: MarketplaceStackProps) {
    super(scope, id, props);
    const settings = stageSettings[props.stage];
    const removalPolicy = settings.keepData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableDesign.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDesign.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      stream: StreamViewType[tableDesign.stream],
      timeToLiveAttribute: tableDesign.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: settings.keepData },
      deletionProtection: settings.keepData,
      removalPolicy,
    });
    for (const index of tableDesign.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        ...(index.projection === 'ALL' || index.projection === 'KEYS_ONLY'
          ? { projectionType: ProjectionType[index.projection] }
          : { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.projection] }),
      });
    }

    // Server access logs of the image bucket, kept as long as the stage's other logs.
    const imageAccessLogs = new Bucket(this, 'ProfileImagesAccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED, // the S3 log delivery writes with ACLs
      lifecycleRules: [{ expiration: Duration.days(settings.logRetention) }],
      removalPolicy,
    });
    this.images = new Bucket(this, 'ProfileImages', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: settings.keepData,
      serverAccessLogsBucket: imageAccessLogs,
      serverAccessLogsPrefix: PROFILE_IMAGE_PREFIX,
      // a large document PUT on a signed address but never completed (docs/attachments.md) lasts a day
      lifecycleRules: [{ prefix: INCOMING_ATTACHMENT_PREFIX, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) }],
      removalPolicy,
    });

    const siteOrigins = props.developerSiteOrigins ?? [];
    this.api = new HttpApi(this, 'Api', {
      apiName: `shipping-marketplace-${props.stage}`,
      createDefaultStage: false,
      // the developer site calls the API from its own origin (shared/http/cors.ts)
      ...(siteOrigins.length ? {
        corsPreflight: {
          allowOrigins: siteOrigins,
          allowMethods: corsPolicy.allowMethods.map((m) => CorsHttpMethod[m]),
          allowHeaders: [...corsPolicy.allowHeaders],
          exposeHeaders: [...corsPolicy.exposeHeaders],
          maxAge: Duration.seconds(corsPolicy.maxAgeSeconds),
        },
      } : {}),
    });
    const accessLogs = new LogGroup(this, 'ApiAccessLogs', { retention: settings.logRetention, removalPolicy: RemovalPolicy.DESTROY });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.api, stageName: '$default', autoDeploy: true, throttle: settings.throttle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: AccessLogFormat.custom(JSON.stringify(accessLogFields)) },
    });

    // Route functions have names the fallback can derive: it invokes the one a request spelled in
    // another case, or a HEAD, means (docs/routing.md), and may invoke nothing else.
    const routeFunctionPrefix = `${this.stackName}-`;
    const routeFunctions = routes.map((route) => {
      const fn = this.lambda(route, props.stage, { functionName: routeFunctionName(routeFunctionPrefix, route) });
      new HttpRoute(this, `${route.id}Route`, {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.id}Integration`, fn),
      });
      return fn;
    });
    const fallback = this.lambda(fallbackRoute, props.stage, { invokes: routeFunctions });
    fallback.addEnvironment('ROUTE_FUNCTION_PREFIX', routeFunctionPrefix);
    new HttpRoute(this, 'DefaultRoute', {
      httpApi: this.api,
      routeKey: HttpRouteKey.DEFAULT,
      integration: new HttpLambdaIntegration('FallbackIntegration', fallback),
    });

    // Stream consumers (the notifier, the search indexer) are never called by handlers. Each has its
    // own event source mapping, so one failing does not hold the other back. Only new images of the
    // entities a consumer declares reach it; a failing record is retried from there, split off,
    // and after the last retry sent to the consumer's dead-letter queue for inspection.
    const consumerFunctions = new Map(streamConsumers.map((consumer) => {
      const fn = this.lambda(consumer, props.stage);
      const deadLetters = new Queue(this, `${consumer.id}DeadLetters`, { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
      this.deadLetterQueues.push(deadLetters);
      fn.addEventSource(new DynamoEventSource(this.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        maxBatchingWindow: consumer.batchingWindowSeconds ? Duration.seconds(consumer.batchingWindowSeconds) : undefined,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: 10,
        maxRecordAge: Duration.hours(24),
        onFailure: new SqsDlq(deadLetters),
        filters: [FilterCriteria.filter({ dynamodb: { NewImage: { entity: { S: FilterRule.or(...consumer.entities) } } } })],
      }));
      return [consumer, fn] as const;
    }));

    // Webhook deliveries: the notifier enqueues, the deliverer POSTs and re-enqueues with a delay on
    // a receiver's failure; a message our own code fails on five times goes to the dead-letter queue.
    const deliveryDeadLetters = new Queue(this, 'WebhookDeliveryDeadLetters', { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
    const deliveries = new Queue(this, 'WebhookDeliveries', {
      encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, visibilityTimeout: Duration.seconds(webhookDeliverer.timeoutSeconds * 6),
      deadLetterQueue: { queue: deliveryDeadLetters, maxReceiveCount: 5 },
    });
    const deliverer = this.lambda(webhookDeliverer, props.stage);
    deliverer.addEventSource(new SqsEventSource(deliveries, { batchSize: 10, reportBatchItemFailures: true }));
    // the deliverer re-enqueues a failed delivery; every function that fans notifications out enqueues them
    const webhookSenders: NodejsFunction[] = [deliverer, ...streamConsumers.filter((c) => c.sendsWebhooks).map((c) => consumerFunctions.get(c)!)];

    // Scheduled jobs (the search sweeper, the expiry reminder): an EventBridge rule each; a failed run is retried twice,
    // then its event goes to the job's dead-letter queue (alarmed); the next run repeats whatever
    // it left, since each job is idempotent.
    const emailSenders: NodejsFunction[] = streamConsumers.filter((c) => c.sendsEmail).map((c) => consumerFunctions.get(c)!);
    for (const job of scheduledJobs) {
      const fn = this.lambda(job, props.stage);
      if (job.sendsEmail) emailSenders.push(fn);
      if (job.sendsWebhooks) webhookSenders.push(fn);
      const deadLetters = new Queue(this, `${job.id}DeadLetters`, { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
      this.deadLetterQueues.push(deadLetters);
      new Rule(this, `${job.id}Schedule`, {
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new LambdaFunction(fn, { retryAttempts: 2, maxEventAge: Duration.minutes(job.everyMinutes), deadLetterQueue: deadLetters })],
      });
    }

    for (const fn of webhookSenders) {
      fn.addEnvironment('WEBHOOK_QUEUE_URL', deliveries.queueUrl);
      deliveries.grantSendMessages(fn);
    }
    this.email(props, emailSenders, removalPolicy);

    this.monitoring = new Monitoring(this, 'Monitoring', {
      stage: props.stage,
      api: this.api,
      table: this.table,
      functions: this.functions,
      streamConsumers: streamConsumers.map((consumer) => consumerFunctions.get(consumer)!),
      deadLetterQueues: [...this.deadLetterQueues, deliveryDeadLetters],
      alarmEmail: props.alarmEmail,
      removalPolicy,
    });
    acknowledgeFindings(this, { stage: props.stage, functions: this.functions, deadLetterQueues: [...this.deadLetterQueues, deliveryDeadLetters] });

    new CfnOutput(this, 'BaseUrl', { value: this.api.apiEndpoint });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.alarmTopic.topicArn });
  }

  private readonly deadLetterQueues: Queue[] = [];

  /**
   * Email (docs/notifications.md, Email): SES sends with the stage's configuration set, whose bounce
   * and complaint events reach the suppression list through an encrypted SNS topic, delivered raw
   * to an SQS queue and its consumer. A stage deployed without `-c emailFrom=...` has all of it but
   * no sender, so it sends nothing.
   */
  private email(props: MarketplaceStackProps, senders: NodejsFunction[], removalPolicy: RemovalPolicy): void {
    const key = new Key(this, 'EmailFeedbackKey', { enableKeyRotation: true, description: `Email feedback topic of the ${props.stage} stage`, removalPolicy });
    key.grant(new ServicePrincipal('ses.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey');
    const topic = new Topic(this, 'EmailFeedbackTopic', { displayName: `Shipping marketplace ${props.stage} email feedback`, masterKey: key, enforceSSL: true });
    const configurationSet = new ConfigurationSet(this, 'EmailConfigurationSet', { configurationSetName: `shipping-marketplace-${props.stage}` });
    configurationSet.addEventDestination('BouncesAndComplaints', { destination: EventDestination.snsTopic(topic), events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT] });
    const deadLetters = new Queue(this, 'EmailFeedbackDeadLetters', { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
    this.deadLetterQueues.push(deadLetters);
    const queue = new Queue(this, 'EmailFeedbackQueue', {
      encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, visibilityTimeout: Duration.seconds(emailFeedbackConsumer.timeoutSeconds * 6),
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: 5 },
    });
    // what SNS cannot deliver to the queue waits in its dead-letter queue
    topic.addSubscription(new SqsSubscription(queue, { rawMessageDelivery: true, deadLetterQueue: deadLetters }));
    this.lambda(emailFeedbackConsumer, props.stage).addEventSource(new SqsEventSource(queue, { batchSize: 10, reportBatchItemFailures: true }));
    const identities = props.emailFrom ? emailIdentities(props.emailFrom) : [];
    for (const fn of senders) {
      fn.addEnvironment('EMAIL_CONFIGURATION_SET', configurationSet.configurationSetName);
      fn.addEnvironment('API_BASE_URL', this.api.apiEndpoint);
      if (!props.emailFrom) continue;
      fn.addEnvironment('EMAIL_FROM', props.emailFrom);
      fn.addToRolePolicy(new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [...identities.map((identity) => this.formatArn({ service: 'ses', resource: 'identity', resourceName: identity })), this.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: configurationSet.configurationSetName })],
      }));
    }
  }

  /**
   * One function, bundled, traced, and allowed exactly what its definition declares: its own role
   * with one inline policy (no AWS managed policy, no wildcard where the resource is known).
   */
  private lambda(definition: FunctionDefinition, stage: Stage, options: { functionName?: string; invokes?: NodejsFunction[] } = {}): NodejsFunction {
    const settings = stageSettings[stage];
    const logGroup = new LogGroup(this, `${definition.id}Logs`, { retention: settings.logRetention, removalPolicy: RemovalPolicy.DESTROY });
    const role = new Role(this, `${definition.id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${definition.id}: its logs, traces, and the table and image access its definition declares`,
      inlinePolicies: { [definition.id]: new PolicyDocument({ statements: this.statementsFor(definition, logGroup, options.invokes ?? []) }) },
    });
    const fn = new NodejsFunction(this, definition.id, {
      ...(options.functionName ? { functionName: options.functionName } : {}),
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
        STAGE: stage,
        TABLE_NAME: this.table.tableName,
        BUCKET_NAME: this.images.bucketName,
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: 'shipping-marketplace',
        POWERTOOLS_LOG_LEVEL: settings.logLevel,
        TRACER_MODULE: './tracer.mjs',
        ...this.rateLimitEnvironment(),
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node24',
        minify: true,
        sourceMap: true,
        mainFields: ['module', 'main'],
        // The AWS SDK v3 is bundled and tree-shaken, not taken from the runtime (ARCHITECTURE.md).
        externalModules: [],
        banner: requireBanner,
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_input, output) => [
            `cp "${tracerBundle()}" "${output}/tracer.mjs"`,
            ...dataFiles.map((file) => `if grep -q "data/${basename(file)}" "${output}/index.mjs"; then mkdir -p "${output}/data" && cp "${repoRoot}/${file}" "${output}/data/"; fi`),
          ],
        },
      },
    });
    // X-Ray active tracing, set on the resource so that its write permission stays in the role's
    // one inline policy (statementsFor) instead of a second policy resource per function.
    (fn.node.defaultChild as CfnFunction).tracingConfig = { mode: 'Active' };
    this.functions.set(definition.id, fn);
    return fn;
  }

  /**
   * A stage's per-key rate limit when the deploy sets one (`-c rateLimitPerSecond=50 -c
   * rateLimitBurst=100`); otherwise the functions apply the stage's default (docs/limits.md).
   */
  private rateLimitEnvironment(): Record<string, string> {
    const perSecond = this.node.tryGetContext('rateLimitPerSecond');
    const burst = this.node.tryGetContext('rateLimitBurst');
    return perSecond && burst ? { RATE_LIMIT_PER_SECOND: String(perSecond), RATE_LIMIT_BURST: String(burst) } : {};
  }

  /** The statements of a function's role: least privilege, resources named wherever they are known. */
  private statementsFor(definition: FunctionDefinition, logGroup: LogGroup, invokes: NodejsFunction[]): PolicyStatement[] {
    const statements = [
      new PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] }),
      // X-Ray takes no resource-level permissions (acknowledged in acknowledgements.ts)
      new PolicyStatement({ actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], resources: ['*'] }),
    ];
    const tableResources = [this.table.tableArn, ...tableDesign.indexes.map((index) => `${this.table.tableArn}/index/${index.name}`)];
    const reads = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
    const writes = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem'];
    if (definition.table !== 'none') {
      // an index is only ever read: writes go to the table (found unused by npm run check:deploy)
      statements.push(new PolicyStatement({ actions: reads, resources: tableResources }));
      if (definition.table === 'readwrite') statements.push(new PolicyStatement({ actions: writes, resources: [this.table.tableArn] }));
    }
    // each kind of object its own prefix: an image function cannot read a listing's documents
    for (const [access, prefix] of [[definition.images, PROFILE_IMAGE_PREFIX], [definition.documents, ATTACHMENT_PREFIX]] as const) {
      if (!access || access === 'none') continue;
      const actions = access === 'readwrite' ? ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'] : ['s3:GetObject'];
      statements.push(new PolicyStatement({ actions, resources: [this.images.arnForObjects(`${prefix}*`)] }));
    }
    if (invokes.length) statements.push(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: invokes.map((fn) => fn.functionArn) }));
    return statements;
  }
}
