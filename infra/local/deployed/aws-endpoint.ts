import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { createTransport } from 'nodemailer';
import type { IamEvaluator } from './iam.ts';
import { AccessDenied, type AwsCall } from './iam.ts';
import type { FunctionPool } from './lambda-pool.ts';
import type { LocalQueues } from '../queues.ts';
import { arn, type DeployedFunction, type InvocationTarget } from './template.ts';
import type { FaultInjector } from './faults.ts';
import { EVENT_HEADER } from '../../../shared/email/transport.ts';
import { changedInPlace, indexPartitionsOfItem, type FootprintRecorder } from './footprints.ts';

// The AWS endpoint of the as-deployed runtime (AWS_ENDPOINT_URL of every function): each call is
// read off the wire as AWS reads it (DynamoDB's and SQS's JSON targets, S3's REST paths, SES v2's
// send, Lambda's Invoke), its caller known by the access key the function signed with, evaluated
// against that function's role (./iam.ts), and only then served: DynamoDB Local and the S3
// emulator by forwarding, SQS by ../queues.ts, SES by SMTP to MailDev, Invoke by the function's pool.
// A denied call gets AWS's AccessDenied in the protocol's own error shape, so the SDK throws what
// it throws in AWS.

export interface AwsEndpointOptions {
  dynamoDbEndpoint: string;
  s3Endpoint: string;
  /** SES's stand-in: email goes by SMTP (MailDev). Without it, SendEmail is accepted and dropped. */
  smtpUrl?: string;
  queues: LocalQueues;
  iam: IamEvaluator;
  /** The function that signed with this access key. */
  functionOfKey(accessKeyId: string): DeployedFunction | undefined;
  /** Stops the execution environment that signed with this access key where it is (lambda.timeout). */
  stopEnvironment(accessKeyId: string, fn: DeployedFunction): Promise<void>;
  /** What Invoke reaches by a FunctionName and a Qualifier (template.ts, invocationTarget), and the function's pool. */
  invocationOf(functionName: string, qualifier?: string): { target: InvocationTarget; pool: FunctionPool } | undefined;
  /** Faults the services answer with (./faults.ts, docs/reliability.md); none: every call is served. */
  faults?: FaultInjector;
  /** Records every call's footprint (./footprints.ts, issue 52); none: nothing recorded. */
  footprints?: FootprintRecorder;
  /**
   * SSM Parameter Store's SecureStrings by name (FMCSA's webKey, Stripe's secrets: docs/deploy.md); none: every name is
   * unknown.
   */
  parameters?: ReadonlyMap<string, string>;
}

export interface AwsEndpoint {
  url: string;
  close(): Promise<void>;
}

/** `lost`: the call was served, then its connection is reset before the answer (dynamodb.lostReply). */
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
  lost?: true;
}

const tableArn = (name: string) => (name.startsWith('arn:') ? name : arn('dynamodb', `table/${name}`));

/** `dynamodb:LeadingKeys` of a request on one item (its partition key), which a policy's condition may name. */
function leadingKeys(operation: Record<string, any>): Pick<AwsCall, 'context'> {
  const partition = (operation.Key ?? operation.Item)?.PK?.S;
  return typeof partition === 'string' ? { context: { 'dynamodb:LeadingKeys': [partition] } } : {};
}

/**
 * The IAM calls one DynamoDB request is: most are their own action on a table or index; batches and transactions one
 * per table or item.
 */
function dynamoDbCalls(operation: string, body: Record<string, any>): AwsCall[] {
  const action = `dynamodb:${operation}`;
  if (operation === 'BatchGetItem' || operation === 'BatchWriteItem')
    return Object.keys(body.RequestItems ?? {}).map((t) => ({ action, resource: tableArn(t) }));
  if (operation === 'TransactWriteItems' || operation === 'TransactGetItems') {
    const verbs: Record<string, string> = {
      Put: 'PutItem',
      Update: 'UpdateItem',
      Delete: 'DeleteItem',
      ConditionCheck: 'ConditionCheckItem',
      Get: 'GetItem',
    };
    return (body.TransactItems ?? []).flatMap((item: Record<string, Record<string, any>>) =>
      Object.entries(item).map(([verb, op]) => ({
        action: `dynamodb:${verbs[verb] ?? verb}`,
        resource: tableArn(op.TableName),
        ...leadingKeys(op),
      })),
    );
  }
  if (!body.TableName) return [{ action, resource: '*' }];
  return [
    {
      action,
      resource: body.IndexName ? `${tableArn(body.TableName)}/index/${body.IndexName}` : tableArn(body.TableName),
      ...leadingKeys(body),
    },
  ];
}

/** S3 REST, path style: the action by method and sub-resource, on the object (or bucket). */
function s3Calls(method: string, url: URL, headers: IncomingMessage['headers'], body: Buffer): AwsCall[] {
  const [bucket = '', ...rest] = url.pathname.slice(1).split('/');
  const key = decodeURIComponent(rest.join('/'));
  const object = `arn:aws:s3:::${bucket}/${key}`;
  if (!key) {
    if (method === 'POST' && url.searchParams.has('delete')) {
      return [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => ({
        action: 's3:DeleteObject',
        resource: `arn:aws:s3:::${bucket}/${m[1]}`,
      }));
    }
    if (method === 'PUT') return [{ action: 's3:CreateBucket', resource: `arn:aws:s3:::${bucket}` }];
    // a listing's prefix is what a policy's s3:prefix condition tests
    const prefix = url.searchParams.get('prefix') ?? '';
    return [{ action: 's3:ListBucket', resource: `arn:aws:s3:::${bucket}`, context: { 's3:prefix': prefix } }];
  }
  if (method === 'GET' || method === 'HEAD') return [{ action: 's3:GetObject', resource: object }];
  if (method === 'DELETE')
    return [
      { action: url.searchParams.has('uploadId') ? 's3:AbortMultipartUpload' : 's3:DeleteObject', resource: object },
    ];
  const copySource = headers['x-amz-copy-source'];
  const source =
    typeof copySource === 'string' ? decodeURIComponent(copySource.replace(/^\//, '').split('?')[0]!) : undefined;
  return [
    ...(source ? [{ action: 's3:GetObject', resource: `arn:aws:s3:::${source}` }] : []),
    { action: 's3:PutObject', resource: object },
  ];
}

const denied = {
  dynamodb: (error: AccessDenied): Answer => ({
    status: 400,
    headers: { 'content-type': 'application/x-amz-json-1.0' },
    body: JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#AccessDeniedException', message: error.message }),
  }),
  sqs: (error: AccessDenied): Answer => ({
    status: 400,
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-query-error': 'AccessDenied;Sender' },
    body: JSON.stringify({ __type: 'com.amazon.coral.service#AccessDeniedException', message: error.message }),
  }),
  s3: (error: AccessDenied): Answer => ({
    status: 403,
    headers: { 'content-type': 'application/xml' },
    body:
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code>` +
      `<Message>${error.message.replace(/[<>&]/g, '')}</Message><RequestId>${randomUUID()}</RequestId></Error>`,
  }),
  ssm: (error: AccessDenied): Answer => ({
    status: 400,
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': 'AccessDeniedException' },
    body: JSON.stringify({ __type: 'AccessDeniedException', message: error.message }),
  }),
  rest: (error: AccessDenied): Answer => ({
    status: 403,
    headers: { 'content-type': 'application/json', 'x-amzn-errortype': 'AccessDeniedException' },
    body: JSON.stringify({ Type: 'User', message: error.message }),
  }),
};

const json = (status: number, value: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(value),
});

// What each service answers when it throttles or fails (faults: ./faults.ts), in its protocol's
// own shape, so the SDK classifies and retries it as it does in AWS (3 attempts, standard mode).

/** Writes that DynamoDB may have applied when their answer is lost on the way back. */
const dynamoDbWrites = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);
const dynamoDbJson = (status: number, type: string, body: Record<string, unknown>): Answer => ({
  status,
  headers: { 'content-type': 'application/x-amz-json-1.0' },
  body: JSON.stringify({ __type: type, ...body }),
});

function dynamoDbFault(
  faults: FaultInjector,
  fn: string,
  operation: string,
  body: Record<string, any>,
): Answer | undefined {
  if (faults.fires('dynamodb.throttle', fn)) {
    // on-demand tables answer ThrottlingException, provisioned ones ProvisionedThroughputExceededException;
    // a transaction one of whose items (or their indexes) is throttled is cancelled with ThrottlingError,
    // which the SDK does not retry: it reaches the caller
    const transaction = operation === 'TransactWriteItems' || operation === 'TransactGetItems';
    const shape = faults.choose('dynamodb.throttle', fn, transaction ? 3 : 2);
    if (shape === 0)
      return dynamoDbJson(400, 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException', {
        message:
          'The level of configured provisioned throughput for the table was exceeded. Consider increasing your ' +
          'provisioning level with the UpdateTable API.',
      });
    if (shape === 1)
      return dynamoDbJson(400, 'com.amazon.coral.availability#ThrottlingException', {
        message:
          'Throughput exceeds the current capacity of your table or index. DynamoDB is automatically scaling your ' +
          'table or index so please try again shortly.',
      });
    const items = (body.TransactItems ?? []) as unknown[];
    const throttled = faults.choose('dynamodb.throttle', `${fn}#item`, Math.max(1, items.length));
    const reasons = items.map((_, i) =>
      i === throttled
        ? {
            Code: 'ThrottlingError',
            Message:
              'Throughput exceeds the current capacity for one or more global secondary indexes. DynamoDB is ' +
              'automatically scaling your index so please be patient.',
          }
        : { Code: 'None' },
    );
    return dynamoDbJson(400, 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException', {
      Message:
        `Transaction cancelled, please refer cancellation reasons for specific reasons ` +
        `[${reasons.map((r) => r.Code).join(', ')}]`,
      CancellationReasons: reasons,
    });
  }
  if (faults.fires('dynamodb.error', fn))
    return dynamoDbJson(500, 'com.amazonaws.dynamodb.v20120810#InternalServerError', {
      message: 'Internal server error',
    });
  return undefined;
}

function s3Fault(faults: FaultInjector, fn: string): Answer | undefined {
  if (!faults.fires('s3.error', fn)) return undefined;
  const [status, code, message] =
    faults.choose('s3.error', fn, 2) === 0
      ? [500, 'InternalError', 'We encountered an internal error. Please try again.']
      : [503, 'SlowDown', 'Please reduce your request rate.'];
  return {
    status,
    headers: { 'content-type': 'application/xml' },
    body:
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>` +
      `<RequestId>${randomUUID()}</RequestId></Error>`,
  };
}

function sqsFault(faults: FaultInjector, fn: string): Answer | undefined {
  if (!faults.fires('sqs.error', fn)) return undefined;
  return faults.choose('sqs.error', fn, 2) === 0
    ? json(
        500,
        { __type: 'com.amazonaws.sqs#InternalError', message: 'We encountered an internal error. Please try again.' },
        { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-query-error': 'InternalError;Receiver' },
      )
    : json(
        400,
        { __type: 'com.amazonaws.sqs#RequestThrottled', message: 'Request is throttled.' },
        { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-query-error': 'RequestThrottled;Sender' },
      );
}

/** SES v2 past the account's sending rate: 429 TooManyRequestsException. */
const sesFault = (faults: FaultInjector, fn: string): Answer | undefined =>
  faults.fires('ses.throttle', fn)
    ? json(429, { message: 'Maximum sending rate exceeded.' }, { 'x-amzn-errortype': 'TooManyRequestsException' })
    : undefined;

/**
 * The answer recorded, then as the caller asked it: without the units it did not ask for (its checksum dropped with the
 * change).
 */
function recordedAnswer(
  footprints: FootprintRecorder,
  fn: string,
  operation: string,
  asked: Record<string, any>,
  answer: Answer,
  before: { value: string; index: string }[],
): Answer {
  const parsed = JSON.parse(answer.body.toString()) as Record<string, any>;
  footprints.dynamoDb(fn, operation, asked, parsed, before);
  if (asked.ReturnConsumedCapacity === 'INDEXES') return answer;
  if (asked.ReturnConsumedCapacity === 'TOTAL') {
    const total = (c: Record<string, any>) => ({ TableName: c.TableName, CapacityUnits: c.CapacityUnits });
    if (parsed.ConsumedCapacity)
      parsed.ConsumedCapacity = Array.isArray(parsed.ConsumedCapacity)
        ? parsed.ConsumedCapacity.map(total)
        : total(parsed.ConsumedCapacity);
  } else delete parsed.ConsumedCapacity;
  const { 'x-amz-crc32': _checksum, 'content-length': _length, ...headers } = answer.headers;
  return { ...answer, headers, body: JSON.stringify(parsed) };
}

/**
 * The index keys the items a write changes in place have now (GetItem on DynamoDB Local, as the caller, recording
 * only).
 */
async function indexKeysBefore(
  endpoint: string,
  request: Pick<IncomingMessage, 'method' | 'headers'>,
  operation: string,
  body: Record<string, any>,
): Promise<{ value: string; index: string }[]> {
  const found = await Promise.all(
    changedInPlace(operation, body).map(async ({ table, key }) => {
      const get = Buffer.from(JSON.stringify({ TableName: table, Key: key, ConsistentRead: true }));
      const answer = await forward(
        endpoint,
        { method: 'POST', headers: { ...request.headers, 'x-amz-target': 'DynamoDB_20120810.GetItem' } },
        '/',
        get,
        false,
      );
      return answer.status < 300
        ? indexPartitionsOfItem((JSON.parse(answer.body.toString()) as { Item?: Record<string, any> }).Item)
        : [];
    }),
  );
  return found.flat();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function forward(
  target: string,
  request: Pick<IncomingMessage, 'method' | 'headers'>,
  path: string,
  body: Buffer,
  dropAuth: boolean,
): Promise<Answer> {
  const headers = { ...request.headers };
  delete headers.host;
  if (dropAuth) delete headers.authorization;
  return new Promise((resolve, reject) => {
    const out = httpRequest(
      target + path,
      { method: request.method, headers: { ...headers, 'content-length': String(body.length) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => {
          const answerHeaders: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers))
            if (value !== undefined && name !== 'transfer-encoding' && name !== 'connection')
              answerHeaders[name] = String(value);
          resolve({ status: response.statusCode ?? 500, headers: answerHeaders, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    out.on('error', reject);
    out.end(body);
  });
}

/**
 * Presigned S3 addresses carry their own signature and expiry; the query's auth parameters are the signer's, not the
 * object's.
 */
function presignedExpired(url: URL): boolean {
  const date = url.searchParams.get('X-Amz-Date');
  const expires = Number(url.searchParams.get('X-Amz-Expires'));
  if (!date || !expires) return false;
  const signedAt = Date.parse(date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  return Date.now() > signedAt + expires * 1000;
}

export async function startAwsEndpoint(options: AwsEndpointOptions): Promise<AwsEndpoint> {
  const endpoint = new LocalAwsEndpoint(options);
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    endpoint.serve(request).then(
      (answer) => {
        if (answer.lost) {
          // the connection reset before any byte of the answer: the caller cannot know the call was applied
          response.socket?.destroy();
          return;
        }
        response.writeHead(answer.status, { ...answer.headers, 'x-amzn-requestid': randomUUID() });
        response.end(request.method === 'HEAD' ? undefined : answer.body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json', 'x-amzn-errortype': 'InternalFailure' });
        response.end(JSON.stringify({ __type: 'InternalFailure', message: String(error) }));
      },
    );
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A call that can change something (a write, a message sent, a function invoked), as against a read. */
function changesSomething(request: IncomingMessage, url: URL): boolean {
  const target = String(request.headers['x-amz-target'] ?? '');
  if (target.startsWith('DynamoDB_'))
    return /\.(PutItem|UpdateItem|DeleteItem|TransactWriteItems|BatchWriteItem)$/.test(target);
  if (target.startsWith('AmazonSQS.')) return !/\.(ReceiveMessage|GetQueue\w+)$/.test(target);
  if (url.pathname.startsWith('/2015-03-31/functions/') || url.pathname.startsWith('/v2/email/'))
    return request.method === 'POST';
  return request.method !== 'GET' && request.method !== 'HEAD';
}

/** The calls of one stage's functions, each as the calling function's role allows, with the faults injected. */
class LocalAwsEndpoint {
  private readonly smtp: ReturnType<typeof createTransport> | undefined;
  /**
   * Per environment (access key), the emails SES took that it has not marked Sent yet, by event id:
   * an environment stopped before it marks them leaves each for its retry to send again
   * (docs/reliability.md). A batch sends several at once, so they are counted, not flagged; an
   * email SES took from an environment already stopped (its call was in flight) counts at once.
   */
  private readonly emailsNotMarkedSent = new Map<string, Map<string, number>>();
  private readonly stoppedEnvironments = new Set<string>();

  constructor(private readonly options: AwsEndpointOptions) {
    this.smtp = options.smtpUrl ? createTransport(options.smtpUrl) : undefined;
  }

  private async authorize(fn: DeployedFunction, calls: AwsCall[]) {
    for (const call of calls) await this.options.iam.authorize(fn, call);
  }

  /**
   * lambda.timeout: the calling environment is stopped at this call, before it is served or after
   * (then the call applied), and the connection reset with no answer. The environment is gone
   * before the reset, so nothing of it runs on (the SDK does not retry a call of a stopped process).
   */
  async serve(request: IncomingMessage): Promise<Answer> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = await readBody(request);
    const credential =
      /Credential=([^/,\s]+)\//.exec(request.headers.authorization ?? '')?.[1] ??
      url.searchParams.get('X-Amz-Credential')?.split('/')[0];
    const fn = credential ? this.options.functionOfKey(credential) : undefined;
    // a signed address is its holder's request (a browser's download), not a call of the function's
    const write = changesSomething(request, url);
    const stop =
      fn && credential && request.headers.authorization
        ? this.options.faults?.stopsAt(fn.name, write, credential)
        : undefined;
    if (stop === 'before') {
      await this.stopEnvironment(credential!, fn!);
      return { status: 500, headers: {}, body: '', lost: true };
    }
    const answer = await this.serveCall(request, url, body, fn);
    if (credential && answer.status < 300) this.trackEmailClaims(credential, url, request, body);
    if (stop === 'after') {
      await this.stopEnvironment(credential!, fn!);
      return { ...answer, lost: true };
    }
    return answer;
  }

  private async stopEnvironment(credential: string, fn: DeployedFunction) {
    this.stoppedEnvironments.add(credential);
    for (const n of this.emailsNotMarkedSent.get(credential)?.values() ?? [])
      this.options.faults!.emailsSentThenStopped += n;
    this.emailsNotMarkedSent.delete(credential);
    await this.options.stopEnvironment(credential, fn);
  }

  private trackEmailClaims(credential: string, url: URL, request: IncomingMessage, body: Buffer) {
    if (!this.options.faults) return;
    let eventId: string | undefined;
    let change = 0;
    try {
      if (url.pathname.startsWith('/v2/email/outbound-emails')) {
        const sent = JSON.parse(body.toString()) as {
          Content?: { Simple?: { Headers?: { Name: string; Value: string }[] } };
        };
        eventId = sent.Content?.Simple?.Headers?.find(
          (h) => h.Name.toLowerCase() === EVENT_HEADER.toLowerCase(),
        )?.Value;
        change = 1;
      } else if (String(request.headers['x-amz-target'] ?? '').endsWith('.UpdateItem') && body.includes('EMAILSENT#')) {
        // parsed only for a claim's key
        const update = JSON.parse(body.toString()) as { Key?: { PK?: { S?: string } } };
        eventId = /^EMAILSENT#(.+)#\d+$/.exec(update.Key?.PK?.S ?? '')?.[1]; // markEmailSent (shared/data/email.ts)
        change = -1;
      }
    } catch {
      return;
    }
    if (!eventId) return;
    if (change > 0 && this.stoppedEnvironments.has(credential)) {
      this.options.faults.emailsSentThenStopped++;
      return;
    }
    const pending = this.emailsNotMarkedSent.get(credential) ?? new Map<string, number>();
    const n = Math.max(0, (pending.get(eventId) ?? 0) + change);
    if (n) pending.set(eventId, n);
    else pending.delete(eventId);
    if (pending.size) this.emailsNotMarkedSent.set(credential, pending);
    else this.emailsNotMarkedSent.delete(credential);
  }

  private async serveCall(
    request: IncomingMessage,
    url: URL,
    body: Buffer,
    fn: DeployedFunction | undefined,
  ): Promise<Answer> {
    const target = String(request.headers['x-amz-target'] ?? '');
    const protocol = target.startsWith('DynamoDB_')
      ? 'dynamodb'
      : target.startsWith('AmazonSQS.')
        ? 'sqs'
        : target.startsWith('AmazonSSM.')
          ? 'ssm'
          : url.pathname.startsWith('/2015-03-31/functions/') || url.pathname.startsWith('/v2/email/')
            ? 'rest'
            : 's3';
    if (!fn) {
      const message = 'The security token included in the request is invalid.';
      return protocol === 's3'
        ? {
            status: 403,
            headers: { 'content-type': 'application/xml' },
            body: `<Error><Code>InvalidAccessKeyId</Code><Message>${message}</Message></Error>`,
          }
        : json(
            400,
            { __type: 'UnrecognizedClientException', message },
            { 'x-amzn-errortype': 'UnrecognizedClientException' },
          );
    }
    const { faults } = this.options;
    const held = faults?.latency(fn.name) ?? 0;
    if (held) await sleep(held);
    try {
      if (protocol === 'dynamodb') return await this.dynamoDb(fn, request, url, target.split('.')[1]!, body);
      if (protocol === 'sqs')
        return await this.sqs(fn, target.split('.')[1]!, JSON.parse(body.toString('utf8') || '{}'));
      if (protocol === 'ssm')
        return await this.ssm(fn, target.split('.')[1]!, JSON.parse(body.toString('utf8') || '{}'));
      if (url.pathname.startsWith('/v2/email/outbound-emails'))
        return await this.sendEmail(fn, JSON.parse(body.toString('utf8') || '{}'));
      if (protocol === 'rest') return await this.invoke(fn, url, body);
      return await this.s3(fn, request, url, body);
    } catch (error) {
      if (error instanceof AccessDenied) return denied[protocol](error);
      throw error;
    }
  }

  /** A DynamoDB call, forwarded to DynamoDB Local; recorded with its units when footprints are kept. */
  private async dynamoDb(
    fn: DeployedFunction,
    request: IncomingMessage,
    url: URL,
    operation: string,
    body: Buffer,
  ): Promise<Answer> {
    const { faults } = this.options;
    const parsed = body.length ? JSON.parse(body.toString('utf8')) : {};
    await this.authorize(fn, dynamoDbCalls(operation, parsed));
    const fault = faults && dynamoDbFault(faults, fn.name, operation, parsed);
    if (fault) return fault;
    const { footprints } = this.options;
    // recording: every call reports its units by table and index, and the caller reads the answer it asked for
    const sent = footprints ? Buffer.from(JSON.stringify({ ...parsed, ReturnConsumedCapacity: 'INDEXES' })) : body;
    // the index partitions of what a write deletes or changes in place are on the items, not in the request: read
    // them first
    const before = footprints ? await indexKeysBefore(this.options.dynamoDbEndpoint, request, operation, parsed) : [];
    let answer = await forward(this.options.dynamoDbEndpoint, request, url.pathname + url.search, sent, false);
    if (footprints && answer.status < 300)
      answer = recordedAnswer(footprints, fn.name, operation, parsed, answer, before);
    // applied, and its answer lost: the SDK sends the same request again
    if (faults && dynamoDbWrites.has(operation) && answer.status < 300 && faults.fires('dynamodb.lostReply', fn.name))
      return { ...answer, lost: true };
    return answer;
  }

  /** An S3 call of the function's, or a signed address's, forwarded to the emulator. */
  private async s3(fn: DeployedFunction, request: IncomingMessage, url: URL, body: Buffer): Promise<Answer> {
    const { faults } = this.options;
    if (presignedExpired(url))
      return {
        status: 403,
        headers: { 'content-type': 'application/xml' },
        body: '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>',
      };
    const objectCalls = s3Calls(request.method ?? 'GET', url, request.headers, body);
    await this.authorize(fn, objectCalls);
    for (const call of objectCalls)
      this.options.footprints?.objectCalls.push({ function: fn.name, action: call.action });
    // the function's own SDK calls (a signed address is its holder's request, not the function's)
    const fault = faults && request.headers.authorization ? s3Fault(faults, fn.name) : undefined;
    if (fault) return fault;
    // the emulator is asked anonymously (its one account is not the function's), so what only a
    // signed request may ask, the response-* overrides of a signed address, is applied here
    const overrides: Record<string, string> = {};
    for (const [name, value] of [...url.searchParams]) {
      if (name.startsWith('response-')) overrides[name.slice('response-'.length)] = value;
      if (name.startsWith('X-Amz-') || name.startsWith('response-') || name === 'x-id') url.searchParams.delete(name);
    }
    const answer = await forward(this.options.s3Endpoint, request, url.pathname + url.search, body, true);
    if (answer.status < 300) Object.assign(answer.headers, overrides);
    return answer;
  }

  private async sqs(fn: DeployedFunction, operation: string, body: Record<string, any>): Promise<Answer> {
    const queue = this.options.queues.queueByUrl(String(body.QueueUrl ?? ''));
    if (!queue)
      return json(
        400,
        {
          __type: 'com.amazonaws.sqs#QueueDoesNotExist',
          message: `The specified queue does not exist: ${body.QueueUrl}`,
        },
        { 'x-amzn-query-error': 'AWS.SimpleQueueService.NonExistentQueue;Sender' },
      );
    await this.options.iam.authorize(fn, {
      action: `sqs:${operation === 'SendMessageBatch' ? 'SendMessage' : operation}`,
      resource: queue.arn,
    });
    const fault = this.options.faults && sqsFault(this.options.faults, fn.name);
    if (fault) return fault;
    const entries =
      operation === 'SendMessageBatch'
        ? ((body.Entries ?? []) as unknown[]).length
        : operation === 'SendMessage'
          ? 1
          : 0;
    for (let i = 0; i < entries; i++)
      this.options.footprints?.queueMessages.push({ function: fn.name, queue: queue.arn.split(':').pop()! });
    if (operation === 'SendMessage')
      return json(200, this.options.queues.send(queue.arn, String(body.MessageBody), Number(body.DelaySeconds ?? 0)));
    if (operation === 'SendMessageBatch') {
      const entries = (body.Entries ?? []) as { Id: string; MessageBody: string; DelaySeconds?: number }[];
      return json(200, {
        Successful: entries.map((e) => ({
          Id: e.Id,
          ...this.options.queues.send(queue.arn, e.MessageBody, Number(e.DelaySeconds ?? 0)),
        })),
        Failed: [],
      });
    }
    return json(400, {
      __type: 'com.amazonaws.sqs#UnsupportedOperation',
      message: `${operation} is not served by the local SQS`,
    });
  }

  /**
   * SSM's GetParameter (FMCSA's webKey) and GetParameters (Stripe's two secrets), the calls the functions make, from
   * the stage's parameters: every name authorized first (one refused refuses the call, as IAM does), an unknown one
   * ParameterNotFound alone, in InvalidParameters among several.
   */
  private async ssm(fn: DeployedFunction, operation: string, body: Record<string, any>): Promise<Answer> {
    if (operation !== 'GetParameter' && operation !== 'GetParameters')
      return json(400, { __type: 'UnsupportedOperation', message: `${operation} is not served by the local SSM` });
    const names: string[] = operation === 'GetParameter' ? [String(body.Name ?? '')] : (body.Names ?? []).map(String);
    const resourceOf = (name: string) => arn('ssm', `parameter/${name.replace(/^\//, '')}`);
    for (const name of names)
      await this.options.iam.authorize(fn, { action: `ssm:${operation}`, resource: resourceOf(name) });
    const parameter = (name: string) => {
      const value = this.options.parameters?.get(name);
      if (value === undefined) return undefined;
      const shown = body.WithDecryption ? value : Buffer.from(value).toString('base64');
      return { Name: name, Type: 'SecureString', Value: shown, Version: 1, ARN: resourceOf(name) };
    };
    if (operation === 'GetParameters')
      return json(200, {
        Parameters: names.map(parameter).filter((p) => p !== undefined),
        InvalidParameters: names.filter((name) => parameter(name) === undefined),
      });
    const found = parameter(names[0]!);
    if (!found) return json(400, { __type: 'ParameterNotFound', message: `Parameter ${names[0]} not found.` });
    return json(200, { Parameter: found });
  }

  private async sendEmail(fn: DeployedFunction, body: Record<string, any>): Promise<Answer> {
    const from = String(body.FromEmailAddress ?? '');
    const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
    const identity = (name: string) => arn('ses', `identity/${name}`);
    // SES authorizes the sending identity: the address when verified, else its domain
    try {
      await this.options.iam.authorize(fn, { action: 'ses:SendEmail', resource: identity(address) });
    } catch (error) {
      if (!(error instanceof AccessDenied)) throw error;
      await this.options.iam.authorize(fn, {
        action: 'ses:SendEmail',
        resource: identity(address.split('@')[1] ?? ''),
      });
    }
    if (body.ConfigurationSetName)
      await this.options.iam.authorize(fn, {
        action: 'ses:SendEmail',
        resource: arn('ses', `configuration-set/${body.ConfigurationSetName}`),
      });
    const fault = this.options.faults && sesFault(this.options.faults, fn.name);
    if (fault) return fault;
    const to: string[] = body.Destination?.ToAddresses ?? [];
    this.options.footprints?.emails.push({ function: fn.name, to });
    const simple = body.Content?.Simple ?? {};
    await this.smtp?.sendMail({
      from,
      to,
      subject: simple.Subject?.Data,
      html: simple.Body?.Html?.Data,
      text: simple.Body?.Text?.Data,
      headers: Object.fromEntries(
        ((simple.Headers ?? []) as { Name: string; Value: string }[]).map((h) => [h.Name, h.Value]),
      ),
    });
    return json(200, { MessageId: randomUUID() });
  }

  private async invoke(fn: DeployedFunction, url: URL, body: Buffer): Promise<Answer> {
    const name = decodeURIComponent(url.pathname.split('/')[3] ?? '');
    const qualifier = url.searchParams.get('Qualifier') ?? undefined;
    const invocation = this.options.invocationOf(name, qualifier);
    if (!invocation)
      return json(
        404,
        {
          Type: 'User',
          message: `Function not found: ${arn('lambda', `function:${name}${qualifier ? `:${qualifier}` : ''}`)}`,
        },
        { 'x-amzn-errortype': 'ResourceNotFoundException' },
      );
    const { target, pool } = invocation;
    // IAM sees the ARN as invoked: an alias's is qualified, and `function:name` alone does not allow it
    await this.options.iam.authorize(fn, { action: 'lambda:InvokeFunction', resource: target.arn });
    const outcome = await pool.invoke(body.length ? JSON.parse(body.toString('utf8')) : {}, undefined, target);
    if ('error' in outcome)
      return json(200, outcome.error, {
        'x-amz-function-error': 'Unhandled',
        'x-amz-executed-version': target.version,
      });
    return json(200, outcome.result, { 'x-amz-executed-version': target.version });
  }
}
