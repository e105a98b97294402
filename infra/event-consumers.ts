import { Duration, NestedStack, Stack } from 'aws-cdk-lib';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { Construct } from 'constructs';
import {
  marketplaceFunction,
  type FunctionDefinition,
  type MarketplaceFunction,
  type StageResources,
} from './functions.ts';
import { deployedFunctionName } from '../shared/routes/functions.ts';
import { streamConsumers } from '../shared/routes/streams.ts';
import { scheduledJobs } from '../shared/routes/schedules.ts';
import { emailFeedbackConsumer, webhookDeliverer } from '../shared/routes/queues.ts';

/** The area of the functions no route invokes, in their names (`marketplace-sandbox-events-Notifier`). */
export const EVENTS_AREA = 'events';

export interface EventConsumersProps {
  resources: StageResources;
  functionPrefix: string;
  /** The queues stay in the stage's stack: they hold messages (docs/operations.md, "Stacks"). */
  deadLetters: ReadonlyMap<string, Queue>;
  deliveries: Queue;
  emailFeedback: Queue;
  email: { configurationSetName: string; apiEndpoint: string; from?: string };
}

/** The SES identities that may authorise a sender: the address itself and its domain. */
const emailIdentities = (from: string) => {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  return [address, address.split('@')[1]!];
};

/**
 * The functions the table's stream, the queues and the schedules invoke, in a nested stack of their
 * own; never called by handlers (status changes fan out as events).
 */
export class EventConsumers extends NestedStack {
  readonly functions = new Map<string, MarketplaceFunction>();

  constructor(scope: Construct, id: string, props: EventConsumersProps) {
    super(scope, id, {
      description: `Shipping marketplace ${props.resources.stage}: stream, queue and schedule consumers`,
    });
    const fn = (definition: FunctionDefinition) => {
      const created = marketplaceFunction(this, definition, props.resources, {
        functionName: deployedFunctionName(props.functionPrefix, EVENTS_AREA, definition.id),
      });
      this.functions.set(definition.id, created);
      return created;
    };

    // Every mapping and schedule invokes the function's live alias (infra/functions.ts).
    // Stream consumers (the notifier, the search indexer...) each have their own event source
    // mapping, so one failing does not hold the other back. Only new images of the entities a
    // consumer declares reach it; a failing record is retried from there, split off, and after the
    // last retry sent to the consumer's dead-letter queue for inspection.
    const webhookSenders: MarketplaceFunction[] = [];
    const emailSenders: MarketplaceFunction[] = [];
    for (const consumer of streamConsumers) {
      const consumerFunction = fn(consumer);
      consumerFunction.live.addEventSource(
        new DynamoEventSource(props.resources.table, {
          startingPosition: StartingPosition.TRIM_HORIZON,
          batchSize: 100,
          maxBatchingWindow: consumer.batchingWindowSeconds
            ? Duration.seconds(consumer.batchingWindowSeconds)
            : undefined,
          bisectBatchOnError: true,
          reportBatchItemFailures: true,
          retryAttempts: 10,
          maxRecordAge: Duration.hours(24),
          onFailure: new SqsDlq(props.deadLetters.get(consumer.id)!),
          filters: [
            FilterCriteria.filter({ dynamodb: { NewImage: { entity: { S: FilterRule.or(...consumer.entities) } } } }),
          ],
        }),
      );
      if (consumer.sendsWebhooks) webhookSenders.push(consumerFunction);
      if (consumer.sendsEmail) emailSenders.push(consumerFunction);
    }

    // Webhook deliveries: the notifier enqueues, the deliverer POSTs and re-enqueues with a delay on
    // a receiver's failure; a message our own code fails on five times goes to the dead-letter queue.
    const deliverer = fn(webhookDeliverer);
    deliverer.live.addEventSource(
      new SqsEventSource(props.deliveries, { batchSize: 10, reportBatchItemFailures: true }),
    );
    webhookSenders.push(deliverer);

    // Scheduled jobs (the search sweeper, the expiry reminder): an EventBridge rule each; a failed run
    // is retried twice, then its event goes to the job's dead-letter queue (alarmed); the next run
    // repeats whatever it left, since each job is idempotent.
    for (const job of scheduledJobs) {
      const jobFunction = fn(job);
      if (job.sendsEmail) emailSenders.push(jobFunction);
      if (job.sendsWebhooks) webhookSenders.push(jobFunction);
      new Rule(this, `${job.id}Schedule`, {
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [
          new LambdaFunction(jobFunction.live, {
            retryAttempts: 2,
            maxEventAge: Duration.minutes(job.everyMinutes),
            deadLetterQueue: props.deadLetters.get(job.id)!,
          }),
        ],
      });
    }

    // SES's bounces and complaints, through SNS and the feedback queue, fill the suppression list
    fn(emailFeedbackConsumer).live.addEventSource(
      new SqsEventSource(props.emailFeedback, { batchSize: 10, reportBatchItemFailures: true }),
    );

    // the deliverer re-enqueues a failed delivery; every function that fans notifications out enqueues them
    for (const sender of webhookSenders) {
      sender.addEnvironment('WEBHOOK_QUEUE_URL', props.deliveries.queueUrl);
      props.deliveries.grantSendMessages(sender);
    }
    this.allowEmail(emailSenders, props.email);
  }

  /** Email senders: where to link to and which configuration set to send through, and SES's SendEmail as `from`. */
  private allowEmail(senders: MarketplaceFunction[], email: EventConsumersProps['email']) {
    // a stage deployed without `-c emailFrom=...` has a configuration set but no sender: it sends nothing
    const identities = email.from ? emailIdentities(email.from) : [];
    for (const sender of senders) {
      sender.addEnvironment('EMAIL_CONFIGURATION_SET', email.configurationSetName);
      sender.addEnvironment('API_BASE_URL', email.apiEndpoint);
      if (!email.from) continue;
      sender.addEnvironment('EMAIL_FROM', email.from);
      sender.addToRolePolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [
            ...identities.map((identity) =>
              Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
            ),
            Stack.of(this).formatArn({
              service: 'ses',
              resource: 'configuration-set',
              resourceName: email.configurationSetName,
            }),
          ],
        }),
      );
    }
  }
}
