import { fileURLToPath } from 'node:url';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { CorsHttpMethod, HttpApi, HttpRoute, HttpRouteKey, HttpStage, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { corsPolicy } from '../shared/http/cors.ts';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, FilterCriteria, FilterRule, Runtime, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { fallbackRoute, notifier, routes, streamConsumers, webhookDeliverer, type Access } from '../shared/routes.ts';
import { tableDesign } from '../shared/data/table-design.ts';
import type { Stage } from '../shared/domain/auth/api-keys.ts';

// One stack per stage (sandbox, production), each with its own table, bucket and API, hence its
// own keys. One Lambda + one HTTP API route per row of the route table; $default -> fallback.

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface MarketplaceStackProps extends StackProps {
  stage: Stage;
  /** Origins of the developer site allowed to call this stage from a browser (docs/developer-site.md). */
  developerSiteOrigins?: string[];
}

/** Per-stage settings: production keeps its data and logs longer and takes more traffic. */
const stageSettings = {
  sandbox: { throttle: { rateLimit: 50, burstLimit: 100 }, logRetention: RetentionDays.TWO_WEEKS, keepData: false },
  production: { throttle: { rateLimit: 1000, burstLimit: 2000 }, logRetention: RetentionDays.THREE_MONTHS, keepData: true },
} as const;

export class MarketplaceStack extends Stack {
  readonly table: Table;
  readonly images: Bucket;
  readonly api: HttpApi;

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
        ...(index.projection === 'ALL'
          ? { projectionType: ProjectionType.ALL }
          : { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.projection] }),
      });
    }

    this.images = new Bucket(this, 'ProfileImages', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: settings.keepData,
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
    new HttpStage(this, 'DefaultStage', { httpApi: this.api, stageName: '$default', autoDeploy: true, throttle: settings.throttle });

    for (const route of routes) {
      const fn = this.lambda(route, props.stage);
      new HttpRoute(this, `${route.id}Route`, {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.id}Integration`, fn),
      });
    }
    new HttpRoute(this, 'DefaultRoute', {
      httpApi: this.api,
      routeKey: HttpRouteKey.DEFAULT,
      integration: new HttpLambdaIntegration('FallbackIntegration', this.lambda(fallbackRoute, props.stage)),
    });

    // Stream consumers (the notifier, the search indexer) are never called by handlers. Each has its
    // own event source mapping, so one failing does not hold the other back. Only new images of the
    // entities a consumer declares reach it; a failing record is retried from there, split off,
    // and after the last retry sent to the consumer's dead-letter queue for inspection.
    const consumerFunctions = new Map(streamConsumers.map((consumer) => {
      const fn = this.lambda(consumer, props.stage);
      const deadLetters = new Queue(this, `${consumer.id}DeadLetters`, { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
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
    const notifierFunction = consumerFunctions.get(notifier)!;

    // Webhook deliveries: the notifier enqueues, the deliverer POSTs and re-enqueues with a delay on
    // a receiver's failure; a message our own code fails on five times goes to the dead-letter queue.
    const deliveryDeadLetters = new Queue(this, 'WebhookDeliveryDeadLetters', { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
    const deliveries = new Queue(this, 'WebhookDeliveries', {
      encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, visibilityTimeout: Duration.seconds(webhookDeliverer.timeoutSeconds * 6),
      deadLetterQueue: { queue: deliveryDeadLetters, maxReceiveCount: 5 },
    });
    const deliverer = this.lambda(webhookDeliverer, props.stage);
    deliverer.addEventSource(new SqsEventSource(deliveries, { batchSize: 10, reportBatchItemFailures: true }));
    for (const fn of [notifierFunction, deliverer]) {
      fn.addEnvironment('WEBHOOK_QUEUE_URL', deliveries.queueUrl);
      deliveries.grantSendMessages(fn);
    }

    new CfnOutput(this, 'BaseUrl', { value: this.api.apiEndpoint });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
  }

  /** One function, bundled and granted exactly what its definition declares. */
  private lambda(route: { id: string; handler: string; table: Access; images?: Access; memoryMb?: number; timeoutSeconds?: number }, stage: Stage): NodejsFunction {
    const fn = new NodejsFunction(this, route.id, {
      entry: `${repoRoot}/${route.handler}`,
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: route.memoryMb ?? 256,
      timeout: Duration.seconds(route.timeoutSeconds ?? 10),
      depsLockFilePath: `${repoRoot}/package-lock.json`,
      projectRoot: repoRoot,
      logGroup: new LogGroup(this, `${route.id}Logs`, { retention: stageSettings[stage].logRetention, removalPolicy: RemovalPolicy.DESTROY }),
      environment: {
        STAGE: stage,
        TABLE_NAME: this.table.tableName,
        BUCKET_NAME: this.images.bucketName,
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        minify: true,
        sourceMap: true,
        mainFields: ['module', 'main'],
        // The AWS SDK v3 is bundled and tree-shaken, not taken from the runtime (ARCHITECTURE.md).
        externalModules: [],
        // CommonJS dependencies inside an ESM bundle still call require().
        banner: "import{createRequire as __cr}from'module';const require=__cr(import.meta.url);",
      },
    });
    // Least privilege: exactly what the route table row declares.
    if (route.table === 'read') this.table.grantReadData(fn);
    if (route.table === 'readwrite') this.table.grantReadWriteData(fn);
    if (route.images === 'read') this.images.grantRead(fn);
    if (route.images === 'readwrite') this.images.grantReadWrite(fn);
    return fn;
  }
}
