import { type CfnElement, Names, Stack, Token, Validations } from 'aws-cdk-lib';
import type { MarketplaceFunction } from './functions.ts';
import type { Deployments } from './deployments.ts';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { functionPrefix } from '../shared/routes/functions.ts';
import { areas, fallbackRoute, routes } from '../shared/routes/http.ts';
import { streamConsumers } from '../shared/routes/streams.ts';
import { scheduledJobs } from '../shared/routes/schedules.ts';
import { emailFeedbackConsumer, webhookDeliverer } from '../shared/routes/queues.ts';
import { EXPORT_PREFIX } from '../shared/domain/privacy/types.ts';
import type { Stage } from '../shared/domain/auth/api-keys.ts';
import { PROFILE_IMAGE_PREFIX } from '../shared/domain/users/images.ts';
import { ATTACHMENT_PREFIX } from '../shared/domain/attachments/types.ts';
import { CERTIFICATE_PREFIX } from '../shared/domain/vetting/certificates.ts';

// Every cdk-nag finding (AwsSolutions and Serverless packs) this stack keeps on purpose, each on
// the one construct it concerns and with the reason the design differs. Everything else the packs
// report is fixed in the stack; test/infra/stack.test.ts fails on any finding not acknowledged here.

export interface Acknowledged {
  stage: Stage;
  functions: ReadonlyMap<string, MarketplaceFunction>;
  deadLetterQueues: Queue[];
  deployments: Deployments;
}

const acknowledge = (scope: Construct, id: string, reason: string) => Validations.of(scope).acknowledge({ id, reason });

type FunctionOf = (id: string) => MarketplaceFunction;

export function acknowledgeFindings(stack: Stack, acknowledged: Acknowledged): void {
  const fn = (id: string) => acknowledged.functions.get(id)!;
  acknowledgeRoutes(stack, fn);
  acknowledgeFailureDestinations(fn);
  acknowledgeWildcardActions(stack, acknowledged, fn);
  acknowledgeObjectPrefixes(stack, fn);
  acknowledgeStorage(stack, acknowledged);
}

/** Routes without an API Gateway authorizer: the middleware authenticates. */
function acknowledgeRoutes(stack: Stack, fn: FunctionOf): void {
  for (const route of routes) {
    // beside the API, or beside its function in its area's stack (infra/stage-routes.ts)
    const routeConstruct = (
      stack.node.tryFindChild(`${route.id}Route`) ?? Stack.of(fn(route.id)).node.findChild(`${route.id}Route`)
    ).node.defaultChild!;
    acknowledge(
      routeConstruct,
      'AwsSolutions-APIG4',
      route.auth === 'key'
        ? 'Bearer API keys are checked by the shared middleware in the function (shared/http/auth.ts), by design: ' +
            'keys are stage-bound, cached per container, and answered in the spec 7.2 error format, which an API ' +
            'Gateway authorizer cannot do.'
        : `${route.path} is public by the spec or by design (docs/auth.md): it serves anyone, or authenticates with ` +
            `credentials in its body.`,
    );
  }

  acknowledge(
    stack.node.findChild('DefaultRoute').node.defaultChild!,
    'AwsSolutions-APIG4',
    'The $default route answers 404 or 405 in the 7.2 format to everyone, as API Gateway itself would: there is ' +
      'nothing behind it to protect.',
  );
}

/** Functions without a dead-letter queue of their own: their invoker's holds what fails. */
function acknowledgeFailureDestinations(fn: FunctionOf): void {
  for (const definition of [...routes, fallbackRoute]) {
    acknowledge(
      fn(definition.id).node.defaultChild!,
      'Serverless-LambdaDLQ',
      'Invoked synchronously by API Gateway: a failure is answered to the client (5xx in the 7.2 format), there is ' +
        'no asynchronous event to keep.',
    );
  }
  for (const consumer of streamConsumers) {
    acknowledge(
      fn(consumer.id).node.defaultChild!,
      'Serverless-LambdaDLQ',
      'Invoked synchronously by its DynamoDB stream event source mapping, whose on-failure destination is the ' +
        "consumer's own dead-letter queue.",
    );
  }
  for (const job of scheduledJobs) {
    acknowledge(
      fn(job.id).node.defaultChild!,
      'Serverless-LambdaDLQ',
      'Invoked by its EventBridge rule, whose target holds the dead-letter queue for events that fail after the ' +
        'retries.',
    );
  }
  acknowledge(
    fn(emailFeedbackConsumer.id).node.defaultChild!,
    'Serverless-LambdaDLQ',
    "Invoked synchronously by its SQS event source mapping; the feedback queue's redrive policy moves a failing " +
      'message to its dead-letter queue.',
  );
  const feedbackMapping = fn(emailFeedbackConsumer.id).live.node.children.find((child) =>
    child.node.id.startsWith('SqsEventSource'),
  )!;
  acknowledge(
    feedbackMapping.node.defaultChild!,
    'Serverless-LambdaEventSourceMappingDestination',
    "SQS event source mappings take no on-failure destination; the feedback queue's redrive policy (5 receives) is " +
      'the destination.',
  );
  acknowledge(
    fn(webhookDeliverer.id).node.defaultChild!,
    'Serverless-LambdaDLQ',
    "Invoked synchronously by its SQS event source mapping; the delivery queue's redrive policy moves a failing " +
      'message to its dead-letter queue.',
  );
  const delivererMapping = fn(webhookDeliverer.id).live.node.children.find((child) =>
    child.node.id.startsWith('SqsEventSource'),
  )!;
  acknowledge(
    delivererMapping.node.defaultChild!,
    'Serverless-LambdaEventSourceMappingDestination',
    "SQS event source mappings take no on-failure destination; the delivery queue's redrive policy (5 receives) is " +
      'the destination.',
  );
}

/** Actions that take no resource, and the name patterns of the fallback's and CodeDeploy's roles. */
function acknowledgeWildcardActions(
  stack: Stack,
  { stage, functions, deployments }: Acknowledged,
  fn: FunctionOf,
): void {
  for (const [id, lambda] of functions) {
    const xray =
      `${id} writes X-Ray trace segments: xray:PutTraceSegments and xray:PutTelemetryRecords take no ` +
      `resource-level permissions.`;
    acknowledge(lambda.role!.node.defaultChild!, 'AwsSolutions-IAM5[Resource::*]', xray);
    acknowledge(lambda.role!.node.defaultChild!, 'Serverless-LambdaStarPermissions', xray);
  }
  // the fallback invokes the route functions by a name pattern per area (infra/stack.ts)
  const fallbackRole = fn(fallbackRoute.id).role!.node.defaultChild!;
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  for (const area of areas) {
    acknowledge(
      fallbackRole,
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:lambda:${region}:<AWS::AccountId>:function:` +
        `${functionPrefix(stage)}${area}-*]`,
      `The fallback invokes whichever route function a request in another spelling or a HEAD means ` +
        `(docs/routing.md): ${functionPrefix(stage)}${area}-* names exactly the ${area} area's route functions ` +
        `(consumers, jobs and the fallback are in areas of their own), and one ARN per route would take the role's ` +
        `inline policy to IAM's 10,240-character limit.`,
    );
  }
  // CodeDeploy moves any of the stage's aliases and reads their alarms (infra/deployments.ts)
  const deployRole = deployments.node.findChild('DeployRole').node.defaultChild!;
  for (const [service, resource, what] of [
    ['lambda', 'function', 'functions (their live aliases)'],
    ['cloudwatch', 'alarm', 'health alarms'],
  ] as const) {
    acknowledge(
      deployRole,
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:${service}:${region}:<AWS::AccountId>:${resource}:` +
        `${functionPrefix(stage)}*]`,
      `CodeDeploy's role for the stage's gradual deploys: ${functionPrefix(stage)}* names exactly this stage's ` +
        `${what}, one deployment group each, and one ARN per function would only repeat the prefix.`,
    );
  }
}

/** Object keys made at run time (a prefix per kind), and the stream mappings' ListStreams. */
function acknowledgeObjectPrefixes(stack: Stack, fn: FunctionOf): void {
  // the bucket as a function's policy names it: by logical id in this stack, by the parameter CDK
  // passes it in as in a nested one (reference-to-<node id>.Arn)
  const bucket = stack.node.findChild('ProfileImages').node.defaultChild as CfnElement;
  const imagesBucketIn = (role: Construct) =>
    Stack.of(role) === stack ? `${stack.getLogicalId(bucket)}.Arn` : `referenceto${Names.nodeUniqueId(bucket.node)}Arn`;
  // each kind of object its prefix (infra/functions.ts grants them alike): keys made at run time
  const objectKinds = [
    ['images', PROFILE_IMAGE_PREFIX, 'profile images', '<userId>/<imageId>'],
    ['documents', ATTACHMENT_PREFIX, 'listing documents', '<listingId>/<attachmentId>'],
    ['exports', EXPORT_PREFIX, "users' data exports", '<userId>/<exportId>.json'],
    ['certificates', CERTIFICATE_PREFIX, "providers' certificates of insurance", '<userId>/<certificateId>.pdf'],
  ] as const;
  for (const definition of [...routes, ...streamConsumers, ...scheduledJobs]) {
    for (const [access, prefix, what, key] of objectKinds) {
      const granted = (definition as { [k in typeof access]?: string })[access];
      if (!granted || granted === 'none') continue;
      const role = fn(definition.id).role!.node.defaultChild!;
      acknowledge(
        role,
        `AwsSolutions-IAM5[Resource::<${imagesBucketIn(role)}>/${prefix}*]`,
        `${definition.id} reads or writes ${what}, whose object keys (${prefix}${key}) are made at run time: the ` +
          `prefix is the narrowest known resource.`,
      );
    }
  }
  for (const consumer of streamConsumers) {
    const policy = fn(consumer.id).role!.node.tryFindChild('DefaultPolicy')!.node.defaultChild!;
    acknowledge(
      policy,
      'AwsSolutions-IAM5[Resource::*]',
      `${consumer.id}'s event source mapping calls dynamodb:ListStreams, which takes no resource-level permissions.`,
    );
  }
}

/** Dead-letter queues, the access-log bucket, and the sandbox's table without point-in-time recovery. */
function acknowledgeStorage(stack: Stack, { stage, deadLetterQueues }: Acknowledged): void {
  for (const queue of deadLetterQueues) {
    const resource = queue.node.defaultChild!;
    acknowledge(
      resource,
      'AwsSolutions-SQS3',
      "This queue is itself a dead-letter queue (of a stream consumer's mapping or of the webhook delivery queue).",
    );
    acknowledge(
      resource,
      'Serverless-SQSRedrivePolicy',
      'This queue is itself a dead-letter queue; its messages wait for an operator (docs/operations.md), not for ' +
        'another queue.',
    );
  }

  const accessLogs = stack.node.findChild('ProfileImagesAccessLogs').node.defaultChild!;
  acknowledge(
    accessLogs,
    'AwsSolutions-S1',
    'This bucket receives the server access logs of the image bucket; logging its own access would log the log ' +
      'delivery.',
  );

  if (stage === 'sandbox') {
    const table = stack.node.findChild('Table').node.defaultChild!;
    acknowledge(
      table,
      'AwsSolutions-DDB3',
      'Sandbox data is disposable test data; point-in-time recovery is on for production.',
    );
    acknowledge(
      table,
      'Serverless-DynamoDBPITREnabled',
      'Sandbox data is disposable test data; point-in-time recovery is on for production.',
    );
  }
}
