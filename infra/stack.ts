import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CorsHttpMethod,
  HttpApi,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { SqsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Key } from 'aws-cdk-lib/aws-kms';
import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { corsPolicy } from '../shared/http/cors.ts';
import { Monitoring } from './monitoring.ts';
import { acknowledgeFindings } from './acknowledgements.ts';
import { marketplaceFunction, stageSettings, type MarketplaceFunction, type StageResources } from './functions.ts';
import { Deployments } from './deployments.ts';
import { RouteArea, routeTo } from './route-area.ts';
import { routesBesideTheApi } from './stage-routes.ts';
import { EventConsumers } from './event-consumers.ts';
import { deployedFunctionName, functionPrefix } from '../shared/routes/functions.ts';
import { areas, fallbackRoute, routes } from '../shared/routes/http.ts';
import { streamConsumers } from '../shared/routes/streams.ts';
import { scheduledJobs } from '../shared/routes/schedules.ts';
import { emailFeedbackConsumer, webhookDeliverer } from '../shared/routes/queues.ts';
import { tableDesign } from '../shared/data/table-design.ts';
import { PROFILE_IMAGE_PREFIX } from '../shared/domain/users/images.ts';
import { EXPORT_DAYS, EXPORT_PREFIX } from '../shared/domain/privacy/types.ts';
import { INCOMING_ATTACHMENT_PREFIX } from '../shared/domain/attachments/types.ts';
import type { Stage } from '../shared/domain/auth/api-keys.ts';

// One stack per stage (sandbox, production), each with its own table, bucket and API, hence its
// own keys. The stateful resources, the API, its routes and integrations are here; the functions
// are in nested stacks, one per area of the route table and one for the event consumers, so that
// routes can be added without reaching CloudFormation's 500 resources (docs/operations.md, "Stacks").

/** The fallback's area in its name: it belongs to the API itself, not to an area of the route table. */
const API_AREA = 'api';
/**
 * How long production keeps what was deleted: the table's point-in-time backups, and the bucket's earlier versions of
 * a file (docs/privacy.md, "Backups"): an erased person's data is gone from both after this.
 */
const BACKUP_DAYS = 35;

type StageSettings = (typeof stageSettings)[Stage];

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface MarketplaceStackProps extends StackProps {
  stage: Stage;
  /** Origins of the developer site allowed to call this stage from a browser (docs/developer-site.md). */
  developerSiteOrigins?: string[];
  /** Where alarm notifications are emailed (`-c alarmEmail=...`); without it they only reach the SNS topic. */
  alarmEmail?: string;
  /** The verified SES sender of the stage's email (`-c emailFrom=...`); without it the stage sends none. */
  emailFrom?: string;
}

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
  readonly deployments: Deployments;
  private readonly functions = new Map<string, MarketplaceFunction>();

  constructor(scope: Construct, id: string, props: MarketplaceStackProps) {
    super(scope, id, props);
    const settings = stageSettings[props.stage];
    const removalPolicy = settings.keepData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    this.table = this.tableOf(settings, removalPolicy);
    this.images = this.imagesBucket(settings, removalPolicy);
    this.api = this.apiOf(props, settings);
    const resources: StageResources = { stage: props.stage, table: this.table, images: this.images };
    const prefix = functionPrefix(props.stage);
    this.routeFunctions(resources, prefix);
    this.eventConsumers(props, resources, prefix, removalPolicy);
    this.monitoring = new Monitoring(this, 'Monitoring', {
      stage: props.stage,
      api: this.api,
      table: this.table,
      functions: this.functions,
      streamConsumers: streamConsumers.map((consumer) => consumer.id),
      apiFunctions: new Set([...routes, fallbackRoute].map((definition) => definition.id)),
      deadLetterQueues: this.deadLetterQueues,
      alarmEmail: props.alarmEmail,
      removalPolicy,
    });
    this.deployments = this.gradualDeploys(props.stage);
    acknowledgeFindings(this, {
      stage: props.stage,
      functions: this.functions,
      deadLetterQueues: this.deadLetterQueues,
      deployments: this.deployments,
    });

    new CfnOutput(this, 'BaseUrl', { value: this.api.apiEndpoint });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    // for `npm run audit -- --bucket` (docs/reliability.md, "The audit")
    new CfnOutput(this, 'BucketName', { value: this.images.bucketName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.alarmTopic.topicArn });
  }

  /** The one table, its indexes as shared/data/table-design.ts declares them, and its stream. */
  private tableOf(settings: StageSettings, removalPolicy: RemovalPolicy): Table {
    const table = new Table(this, 'Table', {
      partitionKey: { name: tableDesign.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDesign.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      stream: StreamViewType[tableDesign.stream],
      timeToLiveAttribute: tableDesign.ttlAttribute,
      pointInTimeRecoverySpecification: {
        pointInTimeRecoveryEnabled: settings.keepData,
        ...(settings.keepData ? { recoveryPeriodInDays: BACKUP_DAYS } : {}),
      },
      deletionProtection: settings.keepData,
      removalPolicy,
    });
    for (const index of tableDesign.indexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        ...(index.projection === 'ALL' || index.projection === 'KEYS_ONLY'
          ? { projectionType: ProjectionType[index.projection] }
          : { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.projection] }),
      });
    }

    return table;
  }

  /** The private bucket of profile images, documents and exports, with its server access logs. */
  private imagesBucket(settings: StageSettings, removalPolicy: RemovalPolicy): Bucket {
    // Server access logs of the image bucket, kept as long as the stage's other logs.
    const imageAccessLogs = new Bucket(this, 'ProfileImagesAccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED, // the S3 log delivery writes with ACLs
      lifecycleRules: [{ expiration: Duration.days(settings.logRetention) }],
      removalPolicy,
    });
    return new Bucket(this, 'ProfileImages', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: settings.keepData,
      serverAccessLogsBucket: imageAccessLogs,
      serverAccessLogsPrefix: PROFILE_IMAGE_PREFIX,
      // a large document PUT on a signed address but never completed (docs/attachments.md) lasts a day
      // and a user's data export, EXPORT_DAYS (docs/privacy.md); in production a deleted or replaced file's
      // earlier version, as long as the table's point-in-time backups (docs/privacy.md, "Backups")
      lifecycleRules: [
        {
          noncurrentVersionExpiration: Duration.days(BACKUP_DAYS),
          expiredObjectDeleteMarker: true,
        },
        {
          prefix: INCOMING_ATTACHMENT_PREFIX,
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        {
          prefix: EXPORT_PREFIX,
          expiration: Duration.days(EXPORT_DAYS),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
      removalPolicy,
    });
  }

  /** The HTTP API, its CORS for the developer site, and its default stage with throttling and access logs. */
  private apiOf(props: MarketplaceStackProps, settings: StageSettings): HttpApi {
    const siteOrigins = props.developerSiteOrigins ?? [];
    const api = new HttpApi(this, 'Api', {
      apiName: `shipping-marketplace-${props.stage}`,
      createDefaultStage: false,
      // the developer site calls the API from its own origin (shared/http/cors.ts)
      ...(siteOrigins.length
        ? {
            corsPreflight: {
              allowOrigins: siteOrigins,
              allowMethods: corsPolicy.allowMethods.map((m) => CorsHttpMethod[m]),
              allowHeaders: [...corsPolicy.allowHeaders],
              exposeHeaders: [...corsPolicy.exposeHeaders],
              maxAge: Duration.seconds(corsPolicy.maxAgeSeconds),
            },
          }
        : {}),
    });
    const accessLogs = new LogGroup(this, 'ApiAccessLogs', {
      retention: settings.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: api,
      stageName: '$default',
      autoDeploy: true,
      throttle: settings.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      },
    });

    return api;
  }

  private routeFunctions(resources: StageResources, prefix: string): void {
    // Each route: its function in its area's nested stack; its route and integration here beside
    // the API for the routes of `routesBesideTheApi`, with their logical ids, and in the
    // area's stack for every other route (infra/stage-routes.ts, docs/operations.md, "Stacks").
    const routeAreas = new Map(
      areas.map((area) => [
        area,
        new RouteArea(this, `${upperFirst(area)}Routes`, {
          area,
          routes: routes.filter((route) => route.area === area),
          resources,
          api: this.api,
          functionPrefix: prefix,
        }),
      ]),
    );
    for (const route of routes) {
      const fn = routeAreas.get(route.area)!.functions.get(route.id)!;
      this.functions.set(route.id, fn);
      if (routesBesideTheApi.has(route.id)) routeTo(this, route, fn.live, this.api);
    }
    // the fallback invokes the route a request spelled in another case, or a HEAD, means
    // (docs/routing.md), by a name it derives, and may invoke nothing else: the functions of the
    // route areas, one name pattern an area (`marketplace-<stage>-<area>-*`; the consumers, jobs and
    // the fallback itself are in areas of their own). One ARN per route would put its role's inline
    // policy at 96% of IAM's 10,240 characters (npm run check:deploy, "Service limits").
    const fallback = marketplaceFunction(this, fallbackRoute, resources, {
      functionName: deployedFunctionName(prefix, API_AREA, fallbackRoute.id),
      invokes: areas.map((area) => `${prefix}${area}-*`),
    });
    fallback.addEnvironment('ROUTE_FUNCTION_PREFIX', prefix);
    this.functions.set(fallbackRoute.id, fallback);
    new HttpRoute(this, 'DefaultRoute', {
      httpApi: this.api,
      routeKey: HttpRouteKey.DEFAULT,
      integration: new HttpLambdaIntegration('FallbackIntegration', fallback.live),
    });
  }

  private eventConsumers(
    props: MarketplaceStackProps,
    resources: StageResources,
    prefix: string,
    removalPolicy: RemovalPolicy,
  ): void {
    // The queues hold messages, so they stay here; their consumers are in the events stack.
    const deadLetters = new Map(
      [...streamConsumers, ...scheduledJobs].map((definition) => [definition.id, this.deadLetterQueue(definition.id)]),
    );
    const deliveryDeadLetters = this.deadLetterQueue('WebhookDelivery');
    const deliveries = new Queue(this, 'WebhookDeliveries', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(webhookDeliverer.timeoutSeconds * 6),
      deadLetterQueue: { queue: deliveryDeadLetters, maxReceiveCount: 5 },
    });
    const email = this.email(props, removalPolicy);
    const events = new EventConsumers(this, 'EventConsumers', {
      resources,
      functionPrefix: prefix,
      deadLetters,
      deliveries,
      emailFeedback: email.queue,
      email: {
        configurationSetName: email.configurationSetName,
        apiEndpoint: this.api.apiEndpoint,
        from: props.emailFrom,
      },
    });
    for (const [id, fn] of events.functions) this.functions.set(id, fn);
  }

  /**
   * Gradual deploys (infra/deployments.ts): the groups exist before an alias is moved (every stack
   * of functions waits for them), and the health alarms the groups roll back on before the groups.
   */
  private gradualDeploys(stage: Stage): Deployments {
    const functionNames = [...this.functions.values()].map((fn) => (fn.node.defaultChild as CfnFunction).functionName!);
    const deployments = new Deployments(this, 'Deployments', { stage, functionNames });
    deployments.addStackDependency(this.monitoring);
    for (const stack of new Set([...this.functions.values()].map((fn) => Stack.of(fn))))
      if (stack !== this) stack.addStackDependency(deployments);
    return deployments;
  }

  private readonly deadLetterQueues: Queue[] = [];

  /** A dead-letter queue (`<id>DeadLetters`): its messages wait 14 days for an operator, alarmed. */
  private deadLetterQueue(id: string): Queue {
    const queue = new Queue(this, `${id}DeadLetters`, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.deadLetterQueues.push(queue);
    return queue;
  }

  /**
   * Email (docs/notifications.md, Email): SES sends with the stage's configuration set, whose bounce
   * and complaint events reach the suppression list through an encrypted SNS topic, delivered raw
   * to an SQS queue and its consumer (in the events stack).
   */
  private email(
    props: MarketplaceStackProps,
    removalPolicy: RemovalPolicy,
  ): { queue: Queue; configurationSetName: string } {
    const key = new Key(this, 'EmailFeedbackKey', {
      enableKeyRotation: true,
      description: `Email feedback topic of the ${props.stage} stage`,
      removalPolicy,
    });
    key.grant(new ServicePrincipal('ses.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey');
    const topic = new Topic(this, 'EmailFeedbackTopic', {
      displayName: `Shipping marketplace ${props.stage} email feedback`,
      masterKey: key,
      enforceSSL: true,
    });
    const configurationSet = new ConfigurationSet(this, 'EmailConfigurationSet', {
      configurationSetName: `shipping-marketplace-${props.stage}`,
    });
    configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(topic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    const deadLetters = this.deadLetterQueue('EmailFeedback');
    const queue = new Queue(this, 'EmailFeedbackQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(emailFeedbackConsumer.timeoutSeconds * 6),
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: 5 },
    });
    // what SNS cannot deliver to the queue waits in its dead-letter queue
    topic.addSubscription(new SqsSubscription(queue, { rawMessageDelivery: true, deadLetterQueue: deadLetters }));
    return { queue, configurationSetName: configurationSet.configurationSetName };
  }
}
