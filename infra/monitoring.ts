import type { RemovalPolicy } from 'aws-cdk-lib';
import { Duration, NestedStack, Token } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { tableDesign } from '../shared/data/table-design.ts';
import type { Stage } from '../shared/domain/auth/api-keys.ts';
import { functionPrefix } from '../shared/routes/functions.ts';
import { businessEvents, metricsNamespace, securityMetricName } from '../shared/observability/metrics.ts';
import { serviceName } from '../shared/observability/logger.ts';
import { healthAlarmName } from './deployments.ts';

// The stage's alarms, every one to one SNS topic (emailed with `-c alarmEmail=...`), and a
// dashboard of the same figures. docs/operations.md has the runbook of each alarm by its name.

export interface MonitoringProps {
  stage: Stage;
  api: HttpApi;
  table: Table;
  /** Every function of the stage, by its definition id. */
  functions: ReadonlyMap<string, NodejsFunction>;
  /** The stream consumers' definition ids. */
  streamConsumers: string[];
  /** The functions API Gateway invokes (the routes' and the fallback), by definition id. */
  apiFunctions: ReadonlySet<string>;
  deadLetterQueues: Queue[];
  alarmEmail?: string;
  removalPolicy: RemovalPolicy;
}

/** The thresholds, in one place (docs/operations.md explains each). */
export const alarmThresholds = {
  /** Percentage of requests answered 5xx, over 3 of 5 minutes. */
  serverErrorPercent: 1,
  /** p99 of API Gateway latency (ms) over 3 of 3 five-minute periods; search may take seconds by design. */
  p99LatencyMs: 2500,
  /**
   * A function's p99 duration in a minute at which its health alarm fires: half its timeout (a
   * version about to time out), and for the API's functions at most the API's own p99 threshold.
   */
  functionLatencyShareOfTimeout: 0.5,
  /** How old (ms) the oldest stream record a consumer has not processed may get: the notifier batches for 1 s. */
  iteratorAgeMs: 60_000,
  /**
   * Throttled sign-ins across the stage in 5 minutes (docs/security-events.md): one person who
   * forgot a password is throttled a handful of times; credential stuffing, hundreds.
   */
  throttledSignIns: 50,
} as const;

const minute = Duration.minutes(1);
const fiveMinutes = Duration.minutes(5);

/**
 * A nested stack of its own: one alarm per function would otherwise take the stage's stack past
 * CloudFormation's 500 resources (docs/operations.md). Deployed with it, by the same `cdk deploy`.
 */
export class Monitoring extends NestedStack {
  readonly alarmTopic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id, { description: `Alarms and dashboard of the shipping marketplace, ${props.stage} stage` });
    this.alarmTopic = this.topicOf(props);
    const figures = {
      ...this.apiAlarms(props),
      tableThrottles: this.tableAlarm(props),
      iteratorAge: this.functionAlarms(props),
      throttledSignIns: this.signInAlarm(props),
    };
    this.dashboard = this.dashboardOf(props, figures);
  }

  /** The encrypted topic every alarm publishes to, emailed with `-c alarmEmail=...`. */
  private topicOf(props: MonitoringProps): Topic {
    // CloudWatch publishes to the encrypted topic with this key (an AWS managed key would refuse it).
    const key = new Key(this, 'AlarmTopicKey', {
      enableKeyRotation: true,
      description: `Alarm topic of the ${props.stage} stage`,
      removalPolicy: props.removalPolicy,
    });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey');
    const topic = new Topic(this, 'AlarmTopic', {
      displayName: `Shipping marketplace ${props.stage} alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    if (props.alarmEmail) topic.addSubscription(new EmailSubscription(props.alarmEmail));

    return topic;
  }

  /** The API's 5xx rate and p99 latency, alarmed; with its request and 5xx counts for the dashboard. */
  private apiAlarms(props: MonitoringProps) {
    const requests = props.api.metricCount({ period: minute, statistic: 'Sum' });
    const serverErrors = props.api.metricServerError({ period: minute, statistic: 'Sum' });
    const serverErrorRate = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      period: minute,
      label: '5xx %',
    });
    const p99 = props.api.metricLatency({ period: fiveMinutes, statistic: 'p99', label: 'p99 latency' });
    this.alarm(
      'Api5xxRate',
      serverErrorRate,
      alarmThresholds.serverErrorPercent,
      'More than 1% of requests answered 5xx for 3 of 5 minutes.',
      5,
      3,
      'api-5xx-rate',
    );
    this.alarm(
      'ApiP99Latency',
      p99,
      alarmThresholds.p99LatencyMs,
      `p99 latency above ${alarmThresholds.p99LatencyMs} ms for 15 minutes.`,
      3,
      3,
      'api-p99-latency',
    );

    return { requests, serverErrors, serverErrorRate, p99 };
  }

  /** Every read or write the table or one of its indexes throttled, in one sum, alarmed. */
  private tableAlarm(props: MonitoringProps): IMetric {
    const throttleMetrics: Record<string, IMetric> = {};
    const throttleOf = (name: string, index?: string) =>
      new Metric({
        namespace: 'AWS/DynamoDB',
        metricName: name,
        dimensionsMap: { TableName: props.table.tableName, ...(index ? { GlobalSecondaryIndexName: index } : {}) },
        statistic: 'Sum',
        period: minute,
      });
    for (const name of ['ReadThrottleEvents', 'WriteThrottleEvents']) {
      throttleMetrics[`t${Object.keys(throttleMetrics).length}`] = throttleOf(name);
      for (const index of tableDesign.indexes)
        throttleMetrics[`t${Object.keys(throttleMetrics).length}`] = throttleOf(name, index.name);
    }
    const tableThrottles = new MathExpression({
      expression: Object.keys(throttleMetrics).join(' + '),
      usingMetrics: throttleMetrics,
      period: minute,
      label: 'throttled requests',
    });
    this.alarm(
      'TableThrottles',
      tableThrottles,
      1,
      'The table or an index throttled requests in 2 of 5 minutes (they answer 503 with Retry-After).',
      5,
      2,
      'table-throttles',
    );

    return tableThrottles;
  }

  /** A health alarm per function, an iterator age alarm per stream consumer, a depth alarm per dead-letter queue. */
  private functionAlarms(props: MonitoringProps): (id: string) => IMetric {
    // one health alarm per function (one resource each, not three): a crash, timeout or throttle, or
    // a slow minute; by the literal name its deployment group rolls back on (infra/deployments.ts)
    for (const [name, fn] of props.functions) {
      const cfn = fn.node.defaultChild as CfnFunction;
      const timeoutMs = Number(cfn.timeout ?? 3) * 1000;
      const slowMs = Math.round(
        Math.min(
          timeoutMs * alarmThresholds.functionLatencyShareOfTimeout,
          props.apiFunctions.has(name) ? alarmThresholds.p99LatencyMs : Infinity,
        ),
      );
      const health = new MathExpression({
        expression: `IF(FILL(errors, 0) + FILL(throttles, 0) >= 1 OR FILL(duration, 0) >= ${slowMs}, 1, 0)`,
        usingMetrics: {
          errors: lambdaMetric('Errors', fn, 'Sum', minute),
          throttles: lambdaMetric('Throttles', fn, 'Sum', minute),
          duration: lambdaMetric('Duration', fn, 'p99', minute),
        },
        period: minute,
        label: `${name} errors, throttles or p99 over ${slowMs} ms`,
      });
      this.alarm(
        `${name}Health`,
        health,
        1,
        `${name}: a Lambda error (crash or timeout) or throttle, or a minute's p99 duration of ${slowMs} ms or more, ` +
          `in 5 minutes.`,
        5,
        1,
        'function-health',
        healthAlarmName(cfn.functionName!),
      );
    }
    const iteratorAge = (id: string) => lambdaMetric('IteratorAge', props.functions.get(id)!, 'Maximum', minute, id);
    for (const id of props.streamConsumers) {
      this.alarm(
        `${id}IteratorAge`,
        iteratorAge(id),
        alarmThresholds.iteratorAgeMs,
        `${id} is more than a minute behind the table stream for 5 minutes.`,
        5,
        5,
        'stream-iterator-age',
      );
    }
    for (const queue of props.deadLetterQueues) {
      const depth = queue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' });
      this.alarm(
        `${queue.node.id}Depth`,
        depth,
        1,
        `${queue.node.id} holds a message: something failed for good and waits for an operator.`,
        1,
        1,
        'dead-letter-queue-depth',
      );
    }

    return iteratorAge;
  }

  /** Credential stuffing: sign-ins throttled on any of the three sign-in routes, one metric per stage (no route). */
  private signInAlarm(props: MonitoringProps): IMetric {
    const throttledSignIns = new Metric({
      namespace: metricsNamespace,
      metricName: securityMetricName('SignIn.Throttled'),
      dimensionsMap: { service: serviceName, stage: props.stage },
      statistic: 'Sum',
      period: fiveMinutes,
      label: 'throttled sign-ins',
    });
    this.alarm(
      'ThrottledSignInBurst',
      throttledSignIns,
      alarmThresholds.throttledSignIns,
      `${alarmThresholds.throttledSignIns} or more sign-ins throttled across the stage in 5 minutes: password ` +
        `guessing or credential stuffing.`,
      1,
      1,
      'throttled-sign-in-burst',
    );

    return throttledSignIns;
  }

  private dashboardOf(
    props: MonitoringProps,
    figures: {
      requests: IMetric;
      serverErrors: IMetric;
      serverErrorRate: IMetric;
      p99: IMetric;
      tableThrottles: IMetric;
      iteratorAge: (id: string) => IMetric;
      throttledSignIns: IMetric;
    },
  ): Dashboard {
    const { requests, serverErrors, serverErrorRate, p99, tableThrottles, iteratorAge, throttledSignIns } = figures;
    const business = (event: string) =>
      new MathExpression({
        expression:
          `SEARCH('{${metricsNamespace},route,service,stage} MetricName="${event}" ` +
          `stage="${props.stage}"', 'Sum', 300)`,
        usingMetrics: {},
        label: event,
        period: fiveMinutes,
      });
    const width = 8;
    return new Dashboard(this, 'Dashboard', {
      dashboardName: `shipping-marketplace-${props.stage}`,
      widgets: [
        [
          new TextWidget({
            markdown: `# Shipping marketplace, ${props.stage}\nAlarms and runbooks: docs/operations.md`,
            width: 24,
            height: 2,
          }),
        ],
        [
          new GraphWidget({
            title: 'Requests and 5xx',
            left: [requests, serverErrors],
            right: [serverErrorRate],
            width,
          }),
          new GraphWidget({
            title: 'Latency (ms)',
            left: [props.api.metricLatency({ period: fiveMinutes, statistic: 'p50' }), p99],
            width,
          }),
          new GraphWidget({ title: 'Table throttles', left: [tableThrottles], width }),
        ],
        [
          new GraphWidget({
            title: 'Lambda errors (all functions)',
            left: [lambdaTotal('Errors', props.stage)],
            width,
          }),
          new GraphWidget({
            title: 'Lambda throttles (all functions)',
            left: [lambdaTotal('Throttles', props.stage)],
            width,
          }),
          new GraphWidget({ title: 'Stream iterator age (ms)', left: props.streamConsumers.map(iteratorAge), width }),
        ],
        [
          new GraphWidget({
            title: 'Dead-letter queues',
            left: props.deadLetterQueues.map((q) =>
              q.metricApproximateNumberOfMessagesVisible({
                period: fiveMinutes,
                statistic: 'Maximum',
                label: q.node.id,
              }),
            ),
            width,
          }),
          new GraphWidget({ title: 'Marketplace events', left: businessEvents.map(business), width: 8 }),
          new GraphWidget({ title: 'Throttled sign-ins', left: [throttledSignIns], width }),
        ],
      ],
    });
  }

  private alarm(
    id: string,
    metric: IMetric,
    threshold: number,
    description: string,
    evaluationPeriods: number,
    datapointsToAlarm: number,
    runbook: string,
    alarmName?: string,
  ): void {
    const alarm = new Alarm(this, id, {
      ...(alarmName ? { alarmName } : {}),
      metric,
      threshold,
      evaluationPeriods,
      datapointsToAlarm,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: `${description} Runbook: docs/operations.md#${runbook}`,
    });
    alarm.addAlarmAction(new SnsAction(this.alarmTopic));
    alarm.addOkAction(new SnsAction(this.alarmTopic));
    this.alarms.push(alarm);
  }
}

/**
 * A function's metric by the name the stack gives it (shared/routes/functions.ts, deployedFunctionName): a
 * literal, not a reference, so the alarms take no parameter per function from the functions' stacks.
 */
function lambdaMetric(
  metricName: string,
  fn: NodejsFunction,
  statistic: string,
  period: Duration,
  label?: string,
): Metric {
  const functionName = (fn.node.defaultChild as CfnFunction).functionName;
  if (!functionName || Token.isUnresolved(functionName))
    throw new Error(`${fn.node.path} has no literal function name to alarm on`);
  return new Metric({
    namespace: 'AWS/Lambda',
    metricName,
    dimensionsMap: { FunctionName: functionName },
    statistic,
    period,
    ...(label ? { label } : {}),
  });
}

/** A metric of every function of the stage, for the dashboard (a search expression: no alarm needs it). */
function lambdaTotal(metricName: 'Errors' | 'Throttles', stage: Stage): IMetric {
  return new MathExpression({
    expression:
      `SUM(SEARCH('{AWS/Lambda,FunctionName} MetricName="${metricName}" ` +
      `${functionPrefix(stage).replace(/-$/, '')}', 'Sum', 300))`,
    usingMetrics: {},
    label: metricName,
    period: fiveMinutes,
  });
}
