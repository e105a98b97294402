import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyStructuredResultV2, DynamoDBBatchResponse, SQSBatchResponse } from 'aws-lambda';
import { db } from '../../../shared/data/client.ts';
import { canonicalPath } from '../../../shared/routes/matching.ts';
import { prepareStage, type PreparedStage, type StageOptions } from '../stage.ts';
import { functionFailed, startLocalServer, type Dispatcher } from '../server.ts';
import { startSubscribers, toLambdaStreamRecord } from '../stream-poller.ts';
import { runOnTimers } from '../scheduler.ts';
import { startAwsEndpoint } from './aws-endpoint.ts';
import { passesFilters } from './event-filter.ts';
import { IamEvaluator } from './iam.ts';
import { environmentKeySuffix, FunctionPool } from './lambda-pool.ts';
import { startFmcsaGateway, type FmcsaGateway } from './fmcsa-gateway.ts';
import { startStripeGateway, type StripeGateway } from './stripe-gateway.ts';
import { FaultInjector, type FaultSpec } from './faults.ts';
import type { FootprintRecorder, Wire } from './footprints.ts';
import { LocalQueues } from '../queues.ts';
import {
  readDeployedStage,
  LOCAL_ACCOUNT,
  LOCAL_REGION,
  type DeployedFunction,
  type DeployedStage,
} from './template.ts';
import type { Assembly } from './synth.ts';

// One stage of the as-deployed runtime (docs/operations.md, "As deployed"): what `cdk deploy` would
// run, read from the synthesized template and its assets. Each function runs from its bundle in
// its own environments with exactly its template's variables; API Gateway routes, the stream and
// queue event source mappings and the schedules are the template's; every AWS call is evaluated
// against the calling function's role.

/** A stage's options (the source runtime's), and what running it from its template adds. */
export interface DeployedStageOptions extends StageOptions {
  assembly: Assembly;
  /** A folder for each function's log lines (CloudWatch Logs in AWS); none: dropped. */
  logDirectory?: string;
  /** Edits the template before it runs (tests that take a statement or a variable away). */
  alter?: (stage: DeployedStage) => void;
  /** Where to write, on stop, what IAM allowed and refused in the run (npm run check:deploy reads it). */
  iamReportFile?: string;
  /**
   * Faults to inject (./faults.ts, docs/reliability.md), or an injector shared with another stage; and where their
   * counts are kept while it runs.
   */
  faults?: FaultSpec | FaultInjector;
  faultsFile?: string;
  /** Queue visibility timeouts and delays divided by this (../queues.ts); 1 by default. */
  queueTimeScale?: number;
  /** Records what every call and invocation does (./footprints.ts, issue 52). */
  footprints?: FootprintRecorder;
}

export interface DeployedLocalStage {
  url: string;
  keys?: PreparedStage['keys'];
  template: DeployedStage;
  iam: IamEvaluator;
  queues: LocalQueues;
  pools: Map<string, FunctionPool>;
  /** The faults injected, and what fired (undefined without `faults`). */
  faults?: FaultInjector;
  /** What the run did, call by call (undefined without `footprints`). */
  footprints?: FootprintRecorder;
  /** Stream records each mapping has read since the stage started. */
  streamRecordsRead(): Record<string, number>;
  /** Every mapping has read the stream to its tip, or applied a record written at `since` or later. */
  streamCaughtUp(since?: number): boolean;
  /** The stream subscribers not caught up, and why. */
  streamLagging(): string[];
  /** When a schedule rule's target last ran to success (ms since the epoch), by the rule's logical id. */
  scheduleLastSucceeded(ruleLogicalId: string): number | undefined;
  stop: () => Promise<void>;
}

/** `rate(5 minutes)` in milliseconds; cron expressions are not run locally. */
function rateMs(expression: string): number | undefined {
  const m = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/.exec(expression);
  if (!m) return undefined;
  const unit = m[2]!.startsWith('minute') ? 60_000 : m[2]!.startsWith('hour') ? 3_600_000 : 86_400_000;
  return Number(m[1]) * unit;
}

/** API Gateway's HTTP API match: the route whose path fits with the fewest parameters, else $default. */
function templateDispatcher(template: DeployedStage, pools: Map<string, FunctionPool>): Dispatcher {
  const compiled = template.routes
    .filter((r) => r.routeKey !== '$default')
    .map((route) => {
      const [method, path] = route.routeKey.split(' ') as [string, string];
      const names: string[] = [];
      const pattern = path
        .split(/(\{[^}]+\})/)
        .map((part) => {
          const parameter = /^\{([^}+]+)(\+?)\}$/.exec(part);
          if (!parameter) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(parameter[1]!);
          return parameter[2] ? '(.+)' : '([^/]+)';
        })
        .join('');
      return { route, method, names, regex: new RegExp(`^${pattern}$`) };
    })
    .sort((a, b) => a.names.length - b.names.length);
  const fallback = template.routes.find((r) => r.routeKey === '$default');
  const runner =
    (functionArn: string) =>
    async (event: object, requestId: string): Promise<APIGatewayProxyStructuredResultV2> => {
      const target = template.invocationTarget(functionArn)!;
      const pool = pools.get(target.fn.name)!;
      const outcome = await pool.invoke(event, requestId, target);
      if ('error' in outcome) {
        // a failed invocation (an uncaught error, a timeout, a crash) is API Gateway's own answer
        console.error(
          JSON.stringify({
            level: 'error',
            message: 'function failed',
            function: pool.fn.name,
            requestId,
            error: outcome.error,
          }),
        );
        return functionFailed(requestId);
      }
      return outcome.result as APIGatewayProxyStructuredResultV2;
    };
  return {
    match(method, rawPath) {
      const path = canonicalPath(rawPath);
      for (const { route, method: routeMethod, names, regex } of compiled) {
        if (routeMethod !== method && routeMethod !== 'ANY') continue;
        const m = regex.exec(path);
        if (!m) continue;
        const pathParameters: Record<string, string> = {};
        names.forEach((name, i) => {
          const raw = m[i + 1] ?? '';
          try {
            pathParameters[name] = decodeURIComponent(raw);
          } catch {
            pathParameters[name] = raw;
          }
        });
        return { routeKey: route.routeKey, pathParameters, run: runner(route.functionArn) };
      }
      if (!fallback) {
        return {
          routeKey: '$default',
          pathParameters: {},
          run: async () => ({
            statusCode: 404,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ message: 'Not Found' }),
          }),
        };
      }
      return { routeKey: '$default', pathParameters: {}, run: runner(fallback.functionArn) };
    },
  };
}

/**
 * What the Lambda runtime sets in every environment, with the function's own credentials and the local AWS endpoint.
 */
function runtimeEnvironment(
  fn: DeployedFunction,
  accessKeyId: string,
  awsEndpoint: string,
  roads: { fmcsa?: FmcsaGateway | undefined; stripe?: StripeGateway | undefined } = {},
): Record<string, string> {
  const { fmcsa, stripe } = roads;
  return {
    ...fn.environment,
    // QCMobile, as this machine reaches it: the stand-in, through the gateway of its faults
    ...(fmcsa && fn.environment.FMCSA_BASE_URL ? { FMCSA_BASE_URL: fmcsa.baseUrlFor(fn.name) } : {}),
    // Stripe, likewise: a deployed function reaches api.stripe.com (or -c stripeApiUrl), this one the stand-in
    ...(stripe && fn.environment.STRIPE_SECRET_KEY_PARAMETER ? { STRIPE_API_URL: stripe.apiUrlFor(fn.name) } : {}),
    AWS_LAMBDA_FUNCTION_NAME: fn.name,
    // the version its callers' alias runs (every caller invokes the live alias, infra/functions.ts)
    AWS_LAMBDA_FUNCTION_VERSION: [...fn.aliases.values()][0] ?? '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(fn.memoryMb),
    AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${fn.name}`,
    AWS_LAMBDA_LOG_STREAM_NAME: 'local',
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_EXECUTION_ENV: `AWS_Lambda_${fn.runtime}`,
    _HANDLER: fn.handler,
    LAMBDA_TASK_ROOT: fn.directory,
    LAMBDA_RUNTIME_DIR: fn.directory,
    LANG: 'en_US.UTF-8',
    PATH: '/usr/local/bin:/usr/bin:/bin',
    AWS_ACCESS_KEY_ID: accessKeyId,
    AWS_SECRET_ACCESS_KEY: 'local-secret',
    AWS_SESSION_TOKEN: 'local-session',
    AWS_XRAY_CONTEXT_MISSING: 'LOG_ERROR',
    AWS_XRAY_DAEMON_ADDRESS: '127.0.0.1:2000',
    // the local endpoints: every AWS call goes to ./aws-endpoint.ts
    AWS_ENDPOINT_URL: awsEndpoint,
    // receivers of the local runtime's webhooks listen on this machine (shared/net/targets.ts)
    ALLOW_LOOPBACK_WEBHOOKS: 'true',
  };
}

export async function startDeployedStage(options: DeployedStageOptions): Promise<DeployedLocalStage> {
  const prepared = await prepareStage(options);
  const { faults, ownFaults } = faultsOf(options);
  const { Table } = await db().send(new DescribeTableCommand({ TableName: options.tableName }));
  let dispatcher: Dispatcher | undefined;
  const server = await startLocalServer({
    port: options.port,
    developerSite: options.developerSite,
    dispatcher: { match: (method, path) => dispatcher!.match(method, path) },
  });
  const pools = new Map<string, FunctionPool>();
  const keys = new Map<string, DeployedFunction>();
  let template!: DeployedStage;
  const queuesRef: { current?: LocalQueues } = {};
  const iam = stageIam(options.bucketName, () => template);
  const { log, logs } = functionLogs(options.logDirectory);
  const parameters = new Map<string, string>(); // SSM's SecureStrings (reachFmcsa, reachStripe)
  const endpoint = await stageAwsEndpoint(options, {
    parameters,
    iam,
    faults,
    keys,
    pools,
    queues: () => queuesRef.current!,
    template: () => template,
  });

  template = readDeployedStage(options.assembly.directory, options.assembly.stackName, {
    tableName: options.tableName,
    tableStreamArn: Table!.LatestStreamArn!,
    bucketName: options.bucketName,
    apiUrl: server.url,
    sqsUrl: endpoint.url,
  });
  options.alter?.(template);
  const roads = await reachOutside(options, template, { faults, parameters, pools });
  const queues = new LocalQueues(template.queues, { faults, timeScale: options.queueTimeScale });
  queuesRef.current = queues;
  startPools(template, { pools, keys, log, faults, awsEndpoint: endpoint.url, footprints: options.footprints, roads });
  dispatcher = templateDispatcher(template, pools);
  const invocationOf = liveAliasOf(template, pools);

  const poller = await startSubscribers(
    {
      endpoint: options.dynamoDbEndpoint,
      tableName: options.tableName,
      intervalMs: options.pollIntervalMs,
      positionsDirectory: options.streamPositionsDirectory,
    },
    await streamSubscribers(template, { iam, queues, faults, invocationOf, streamArn: Table!.LatestStreamArn! }),
  );

  await startQueueMappings(template, { iam, queues, invocationOf });
  const scheduler = startSchedules(template, { queues, invocationOf, intervalMs: options.scheduleIntervalMs });

  return {
    url: server.url,
    keys: prepared.keys,
    template,
    iam,
    queues,
    pools,
    faults,
    footprints: options.footprints,
    streamRecordsRead: poller.recordsRead,
    streamCaughtUp: poller.caughtUp,
    streamLagging: poller.lagging,
    scheduleLastSucceeded: scheduler.lastSucceeded,
    stop: async () => {
      // what starts the work first stops first: the schedules, the stream, the queues, then the API
      for (const part of [scheduler, poller, queues]) await part.stop();
      await server.close();
      await Promise.all([...pools.values()].map((p) => p.stop()));
      await endpoint.close();
      await Promise.all([roads.fmcsa?.close(), roads.stripe?.close()]);
      if (ownFaults) faults?.stop();
      for (const stream of logs.values()) stream.end();
      if (options.iamReportFile)
        await writeFile(
          options.iamReportFile,
          JSON.stringify({ stage: options.stage, ...iam.report(template.functions, options) }, null, 2),
        );
    },
  };
}

/** IAM as the stage's resources see it: the bucket's policy and each queue's beside the functions' roles. */
const stageIam = (bucketName: string, template: () => DeployedStage) =>
  new IamEvaluator((call) => {
    if (call.resource.startsWith(`arn:aws:s3:::${bucketName}`)) return template().bucketPolicy;
    return template().queues.find((q) => q.arn === call.resource)?.policy;
  });

type Reach = { faults?: FaultInjector; parameters: Map<string, string>; pools: Map<string, FunctionPool> };

/** The services beyond AWS the stage's functions call, each given its stand-in: FMCSA and Stripe. */
async function reachOutside(options: DeployedStageOptions, template: DeployedStage, stage: Reach) {
  return { fmcsa: await reachFmcsa(options, template, stage), stripe: await reachStripe(options, template, stage) };
}

/**
 * FMCSA, for a stage given its stand-in (docs/vetting.md): the webKey in SSM under the name the template gives its
 * functions, and the road to the stand-in that carries `fmcsa.error`.
 */
async function reachFmcsa(
  options: DeployedStageOptions,
  template: DeployedStage,
  stage: Reach,
): Promise<FmcsaGateway | undefined> {
  if (!options.fmcsa) return undefined;
  for (const fn of template.functions)
    if (fn.environment.FMCSA_WEB_KEY_PARAMETER)
      stage.parameters.set(fn.environment.FMCSA_WEB_KEY_PARAMETER, options.fmcsa.webKey);
  return startFmcsaGateway(options.fmcsa.baseUrl, stage.faults);
}

/**
 * Stripe, for a stage given its stand-in and this stage's keys (docs/payments.md): the secret key and the webhook
 * secret in SSM under the names the template gives its paying functions, and their road to the stand-in, which carries
 * `stripe.error` and `stripe.lostReply`.
 */
async function reachStripe(
  options: DeployedStageOptions,
  template: DeployedStage,
  stage: Reach,
): Promise<StripeGateway | undefined> {
  if (!options.stripe) return undefined;
  const paying = template.functions.filter((fn) => fn.environment.STRIPE_SECRET_KEY_PARAMETER);
  for (const fn of paying) {
    stage.parameters.set(fn.environment.STRIPE_SECRET_KEY_PARAMETER!, options.stripe.secretKey);
    if (fn.environment.STRIPE_WEBHOOK_SECRET_PARAMETER)
      stage.parameters.set(fn.environment.STRIPE_WEBHOOK_SECRET_PARAMETER, options.stripe.webhookSecret);
  }
  return startStripeGateway(
    options.stripe.apiUrl,
    paying.map((fn) => fn.name),
    {
      faults: stage.faults,
      stopRunning: (functionName) => stage.pools.get(functionName)?.stopRunningEnvironment() ?? Promise.resolve(false),
    },
  );
}

/** Each function's log lines in its own file (CloudWatch Logs in AWS); none without a folder. */
function functionLogs(directory: string | undefined) {
  const logs = new Map<string, WriteStream>();
  if (directory) mkdirSync(directory, { recursive: true });
  const log = (functionName: string, line: string) => {
    if (!directory) return;
    let stream = logs.get(functionName);
    if (!stream)
      logs.set(functionName, (stream = createWriteStream(join(directory, `${functionName}.log`), { flags: 'a' })));
    stream.write(`${line}\n`);
  };
  return { log, logs };
}

/** A pool of environments per function, each with its own credentials (`keys`: by access key id). */
function startPools(
  template: DeployedStage,
  options: {
    pools: Map<string, FunctionPool>;
    keys: Map<string, DeployedFunction>;
    log: (functionName: string, line: string) => void;
    faults?: FaultInjector;
    awsEndpoint: string;
    footprints?: FootprintRecorder;
    roads: Parameters<typeof runtimeEnvironment>[3];
  },
): void {
  const { footprints } = options;
  const observe =
    footprints && ((name: string, event: unknown, ms: number) => footprints.invoked(name, event as Wire, ms));
  template.functions.forEach((fn, i) => {
    const accessKeyId = `ASIALOCAL${String(i).padStart(11, '0')}`;
    options.keys.set(accessKeyId, fn);
    options.pools.set(
      fn.name,
      new FunctionPool(fn, {
        environment: runtimeEnvironment(fn, accessKeyId, options.awsEndpoint, options.roads),
        log: options.log,
        faults: options.faults,
        ...(observe ? { observe } : {}),
      }),
    );
  });
}

/** The stage's AWS endpoint: every call signed with a function's credentials, as its role allows. */
function stageAwsEndpoint(
  options: DeployedStageOptions,
  stage: {
    iam: IamEvaluator;
    faults?: FaultInjector;
    keys: Map<string, DeployedFunction>;
    pools: Map<string, FunctionPool>;
    /** The queues and the template: made once the endpoint's address is known. */
    queues: () => LocalQueues;
    template: () => DeployedStage;
    parameters: ReadonlyMap<string, string>;
  },
) {
  const { keys, pools } = stage;
  return startAwsEndpoint({
    parameters: stage.parameters,
    dynamoDbEndpoint: options.dynamoDbEndpoint,
    s3Endpoint: options.s3Endpoint,
    smtpUrl: options.email?.smtpUrl,
    iam: stage.iam,
    faults: stage.faults,
    footprints: options.footprints,
    get queues() {
      return stage.queues();
    },
    functionOfKey: (key) => keys.get(key.split(environmentKeySuffix)[0]!),
    stopEnvironment: (key, fn) => pools.get(fn.name)!.stopEnvironment(key),
    invocationOf: (name, qualifier) => {
      const target = stage.template().invocationTarget(name, qualifier);
      return target && { target, pool: pools.get(target.fn.name)! };
    },
  });
}

/** The faults to inject: the injector given, or one of this stage's own (`ownFaults`: stopped with it). */
function faultsOf({ faults, faultsFile }: DeployedStageOptions) {
  if (faults instanceof FaultInjector) return { faults, ownFaults: false };
  return { faults: faults ? new FaultInjector(faults, faultsFile) : undefined, ownFaults: faults !== undefined };
}

/** What a mapping or a schedule invokes (the live alias), as Lambda resolves it. */
const liveAliasOf =
  (template: DeployedStage, pools: Map<string, FunctionPool>): InvocationOf =>
  (name) => {
    const target = template.invocationTarget(name);
    if (!target) throw new Error(`the template wires ${name}, which it does not declare`);
    return { fn: target.fn, target, pool: pools.get(target.fn.name)! };
  };

type InvocationOf = (name: string) => {
  fn: DeployedFunction;
  target: NonNullable<ReturnType<DeployedStage['invocationTarget']>>;
  pool: FunctionPool;
};

/**
 * The stream mappings: Lambda reads the stream with the function's role, and sends what it gives up to the on-failure
 * queue with it.
 */
async function streamSubscribers(
  template: DeployedStage,
  {
    iam,
    queues,
    faults,
    invocationOf,
    streamArn,
  }: { iam: IamEvaluator; queues: LocalQueues; faults?: FaultInjector; invocationOf: InvocationOf; streamArn: string },
) {
  const subscribers = [];

  for (const mapping of template.streamMappings) {
    const { fn, pool, target } = invocationOf(mapping.functionName);
    try {
      for (const action of ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'])
        await iam.authorize(fn, { action, resource: streamArn });
    } catch (error) {
      console.error(`${mapping.logicalId} is disabled: ${(error as Error).message}`);
      continue;
    }
    subscribers.push({
      id: fn.logicalId,
      accepts: (record: Parameters<typeof toLambdaStreamRecord>[0]) =>
        passesFilters(mapping.filterPatterns, toLambdaStreamRecord(record, streamArn)),
      batchSize: mapping.batchSize,
      batchingWindowMs: mapping.batchingWindowSeconds * 1000,
      maxRetryAttempts: mapping.maxRetryAttempts,
      bisectOnError: mapping.bisectOnError,
      invoke: async (event: object) => {
        const response = (await pool.call<DynamoDBBatchResponse>(event, undefined, target)) ?? {
          batchItemFailures: [],
        };
        // stream.redeliver: the batch handed again after it succeeded, as when a mapping checkpoints
        // at a lower failure: a consumer must change nothing twice
        if (!response.batchItemFailures?.length && faults?.fires('stream.redeliver', fn.name))
          return (await pool.call<DynamoDBBatchResponse>(event, undefined, target)) ?? { batchItemFailures: [] };
        return response;
      },
      discard: async (records: { dynamodb?: { SequenceNumber?: string } }[], reason: string) => {
        if (!mapping.onFailureArn) return;
        await iam.authorize(fn, { action: 'sqs:SendMessage', resource: mapping.onFailureArn });
        queues.send(
          mapping.onFailureArn,
          JSON.stringify({
            requestContext: {
              requestId: randomUUID(),
              functionArn: fn.arn,
              condition: 'RetryAttemptsExhausted',
              approximateInvokeCount: mapping.maxRetryAttempts + 1,
            },
            responseContext: { functionError: reason },
            DDBStreamBatchInfo: {
              shardId: 'local',
              startSequenceNumber: records[0]?.dynamodb?.SequenceNumber,
              endSequenceNumber: records.at(-1)?.dynamodb?.SequenceNumber,
              batchSize: records.length,
              streamArn: streamArn,
            },
          }),
        );
      },
    });
  }
  return subscribers;
}

/** The queues' event source mappings, each polling with its function's role. */
async function startQueueMappings(
  template: DeployedStage,
  { iam, queues, invocationOf }: { iam: IamEvaluator; queues: LocalQueues; invocationOf: InvocationOf },
): Promise<void> {
  for (const mapping of template.queueMappings) {
    const { fn, pool, target } = invocationOf(mapping.functionName);
    try {
      for (const action of ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes'])
        await iam.authorize(fn, { action, resource: mapping.queueArn });
    } catch (error) {
      console.error(`${mapping.logicalId} is disabled: ${(error as Error).message}`);
      continue;
    }
    queues.startMapping(mapping, (event) => pool.call<SQSBatchResponse | null>(event, undefined, target), fn.name);
  }
}

/**
 * EventBridge: each rule invokes its targets on its rate; a failed run is retried, then its event goes to the target's
 * dead-letter queue.
 */
function startSchedules(
  template: DeployedStage,
  { queues, invocationOf, intervalMs }: { queues: LocalQueues; invocationOf: InvocationOf; intervalMs?: number },
) {
  const succeeded = new Map<string, number>();
  const timers = runOnTimers(
    template.schedules.flatMap((rule) => {
      const every = intervalMs ?? rateMs(rule.expression);
      if (!every) {
        console.error(`${rule.logicalId}: ${rule.expression} is not run by the local scheduler`);
        return [];
      }
      return rule.targets.map((target) => ({
        id: `${rule.logicalId} ${target.functionArn}`,
        everyMs: every,
        run: async () => {
          const { pool, target: invoked } = invocationOf(target.functionArn);
          const event = {
            version: '0',
            id: randomUUID(),
            'detail-type': 'Scheduled Event',
            source: 'aws.events',
            account: LOCAL_ACCOUNT,
            time: new Date().toISOString(),
            region: LOCAL_REGION,
            resources: [rule.logicalId],
            detail: {},
          };
          for (let attempt = 0; attempt <= target.maxRetryAttempts; attempt++) {
            const outcome = await pool.invoke(event, undefined, invoked);
            if (!('error' in outcome)) {
              succeeded.set(rule.logicalId, Date.now());
              return;
            }
            if (attempt === target.maxRetryAttempts && target.deadLetterArn)
              queues.send(target.deadLetterArn, JSON.stringify(event));
          }
        },
      }));
    }),
  );
  return { stop: timers.stop, lastSucceeded: (ruleLogicalId: string) => succeeded.get(ruleLogicalId) };
}
