import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { responseProblem } from './contract.ts';
import type { SiteConfig } from '../../infra/local/developer-site.ts';
import { startStage } from '../../infra/local/stage.ts';
import {
  startDeployedStage,
  type DeployedLocalStage,
  type DeployedStageOptions,
} from '../../infra/local/deployed/stage.ts';
import { parseFaultSpec } from '../../infra/local/deployed/faults.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_EMAIL_FROM } from '../../infra/local/mail.ts';
import type { StripeStandIn } from '../../infra/local/stripe.ts';
import { dynamoDbEndpoint } from './dynamodb.ts';
import { runAssemblies, waitForTheRunsSynthesis } from './assemblies.ts';
import { issueApiKey } from '../../shared/domain/auth/service.ts';
import { setUserRateLimit } from '../../shared/data/rate-limits.ts';
import { registerUser, type UserDraft } from '../../shared/domain/users/service.ts';
import { isStage, stages, type Stage } from '../../shared/domain/auth/api-keys.ts';
import type { User, UserType } from '../../shared/domain/users/types.ts';

// A running API for one test file: its own DynamoDB Local (test/support/dynamodb.ts), its bucket in the shared S3
// emulator, and the local server on a free port. Tests talk to it over real HTTP only.

export interface ApiOptions {
  stage?: Stage;
  developerSite?: () => SiteConfig;
  /** Send email to the run's MailDev (test/support/global-setup.ts). */
  email?: boolean;
  /** As-deployed only: edits the template before it runs (a statement or a variable taken away). */
  alter?: DeployedStageOptions['alter'];
  /**
   * How often scheduled jobs run (both runtimes); a file that runs a job itself step by step sets it beyond its own
   * length.
   */
  scheduleIntervalMs?: number;
  /** As-deployed only: records every call's footprint (infra/local/deployed/footprints.ts). */
  footprints?: DeployedStageOptions['footprints'];
  /**
   * FMCSA's stand-in (infra/local/fmcsa.ts) the stage asks, read when the API starts (a file starts the stand-in in an
   * earlier beforeAll); without it every check finds FMCSA away.
   */
  fmcsa?: () => { baseUrl: string; webKey: string };
  /**
   * Stripe's stand-in (infra/local/stripe.ts), read when the API starts: the stage is given its own keys, and the
   * stand-in sends it its events once the API's address is known; without it the stage has no Stripe.
   */
  stripe?: () => StripeStandIn;
}

/**
 * Which runtime serves the file: the sources in this process, or (test/as-deployed/) the synthesized
 * stage's bundles, each function alone with its template's environment and role (docs/operations.md).
 */
export const asDeployed = () => process.env.MARKETPLACE_RUNTIME === 'as-deployed';

/**
 * The stage the as-deployed runtime runs: the one `npm run check:deploy -- --stage S` names, else the one the file
 * names for npm test (`process.env.AS_DEPLOYED_STAGE ??= 'production'` before its tests; docs/operations.md, "As
 * deployed"), else the sandbox. A file passes on either (test/unit/as-deployed-stages.test.ts).
 */
export const asDeployedStage = (): Stage => {
  const stage = process.env.AS_DEPLOYED_STAGE ?? 'sandbox';
  if (!isStage(stage)) throw new Error(`AS_DEPLOYED_STAGE must be one of ${stages.join(', ')}, not ${stage}`);
  return stage;
};

/**
 * LOCAL_FAULTS (docs/reliability.md): the as-deployed suites run with AWS's faults injected, e.g.
 * `LOCAL_FAULTS=dynamodb.throttle=0.05,dynamodb.lostReply=0.02,s3.error=0.05,seed=3`. Their requests
 * then retry a 503 after its Retry-After, as every client must (it promises nothing was done).
 */
const localFaults = () =>
  asDeployed() && process.env.LOCAL_FAULTS ? parseFaultSpec(process.env.LOCAL_FAULTS) : undefined;

export interface TestApi {
  url: string;
  tableName: string;
  stage: Stage;
  /** The as-deployed stage (its IAM decisions, queues, template); undefined on the source runtime. */
  deployed?: DeployedLocalStage;
  /** Where the as-deployed functions' log lines are, one file per function. */
  logDirectory?: string;
  call(
    method: string,
    path: string,
    options?: {
      key?: string;
      body?: unknown;
      rawBody?: string | Buffer;
      headers?: Record<string, string>;
      from?: string;
    },
  ): Promise<{ status: number; headers: Headers; body: any }>;
  /** A user of the given type with a key of this stage (fixture; the HTTP sign-up flow is tested on its own). */
  user(userType: UserType, overrides?: Partial<UserDraft>): Promise<{ user: User; key: string }>;
  /** Every stream consumer has read the table's stream to its tip (nothing they have yet to apply). */
  streamCaughtUp(): boolean;
  close(): Promise<void>;
}

export async function startApi(options: ApiOptions = {}): Promise<TestApi> {
  // Every test sends from loopback, faster than one address may without a key (docs/limits.md), as
  // fixtures' users are faster than a key's default: the source runtime's address limit is raised
  // unless the file set its own (test/integration/address-rate-limits.test.ts keeps the stage's).
  process.env.ADDRESS_RATE_LIMIT_PER_SECOND ??= '100000';
  process.env.ADDRESS_RATE_LIMIT_BURST ??= '200000';
  const tableName = `test-${randomUUID()}`;
  const bucketName = `test-${randomUUID()}`;
  const stage = options.stage ?? (asDeployed() ? asDeployedStage() : 'sandbox');
  const stripe = options.stripe?.();
  const common = {
    stage,
    dynamoDbEndpoint: await dynamoDbEndpoint(),
    s3Endpoint: inject('s3Endpoint'),
    tableName,
    bucketName,
    port: 0,
    developerSite: options.developerSite,
    // email only where a file tests it: every other file's notifier would otherwise mail the shared MailDev
    ...(options.email ? { email: { smtpUrl: inject('mailDev').smtpUrl, from: LOCAL_EMAIL_FROM } } : {}),
    pollIntervalMs: 100, // the notifier runs as it does in AWS, from the table's stream
    // Scheduled jobs every 10 s on both runtimes: a test waits on a job's work as a condition, and a run every second
    // cost the as-deployed files a quarter of a core each while idle (docs/performance.md, "The test suite's time").
    scheduleIntervalMs: options.scheduleIntervalMs ?? 10_000,
    ...(options.fmcsa ? { fmcsa: options.fmcsa() } : {}),
    ...(stripe ? { stripe: { apiUrl: stripe.baseUrl, ...stripe.keys[stage] } } : {}),
  };
  const logDirectory = join(tmpdir(), 'marketplace-function-logs', tableName);
  const deployed = asDeployed()
    ? await startDeployedStage({
        ...common,
        assembly: (await runAssemblies())[stage],
        alter: options.alter,
        logDirectory,
        faults: localFaults(),
        footprints: options.footprints,
        // a run of the template as synthesized reports what IAM allowed and refused (infra/ops/check-deploy.ts)
        ...(process.env.IAM_REPORT_DIR && !options.alter
          ? { iamReportFile: join(process.env.IAM_REPORT_DIR, `${tableName}.json`) }
          : {}),
      })
    : undefined;
  const served = deployed ?? (await startStage(common));
  stripe?.deliverEventsTo(stage, `${served.url}/v2/stripe/events`);
  const faultsOn = deployed?.faults !== undefined;
  return {
    url: served.url,
    tableName,
    stage,
    deployed,
    ...(deployed ? { logDirectory } : {}),
    /** `from`: the local address to send from (any of 127.0.0.0/8): the source address the API sees. */
    async call(method, path, { key, body, rawBody, headers = {}, from } = {}) {
      // node:http rather than fetch: API Gateway accepts a body on any method, and so must tests.
      const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
      const send = () =>
        new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
          const request = httpRequest(
            served.url + path,
            {
              method,
              ...(from ? { localAddress: from } : {}),
              headers: {
                ...(key ? { authorization: `Bearer ${key}` } : {}),
                ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
                ...(payload !== undefined ? { 'content-length': String(Buffer.byteLength(payload)) } : {}),
                ...headers,
              },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => {
                const responseHeaders = new Headers();
                for (const [name, value] of Object.entries(res.headers))
                  if (value !== undefined) responseHeaders.set(name, String(value));
                resolve({
                  status: res.statusCode ?? 0,
                  headers: responseHeaders,
                  text: Buffer.concat(chunks).toString('utf8'),
                });
              });
              res.on('error', reject);
            },
          );
          request.on('error', (error) => reject(Object.assign(error, { reusedSocket: request.reusedSocket })));
          request.end(payload);
        });
      // a kept-alive socket the server closed while idle (its keepAliveTimeout, after a slow step of
      // a test) resets the next request on it before the server read it: sent again on a new socket,
      // as Node's http docs advise (only a reused socket, only ECONNRESET: a request that reached the
      // server is never sent twice)
      const sendOnce = () =>
        send().catch((error: NodeJS.ErrnoException & { reusedSocket?: boolean }) =>
          error.reusedSocket && error.code === 'ECONNRESET' ? send() : Promise.reject(error),
        );
      let response = await sendOnce();
      for (
        let retry = 0;
        faultsOn && response.status === 503 && response.headers.has('retry-after') && retry < 8;
        retry++
      ) {
        await new Promise((r) => setTimeout(r, Number(response.headers.get('retry-after')) * 1000));
        response = await sendOnce();
      }
      let parsed: unknown = response.text;
      try {
        parsed = response.text ? JSON.parse(response.text) : undefined;
      } catch {
        /* not JSON: leave the text */
      }
      // every response must be what the OpenAPI document declares (docs/developer-site.md)
      const problem = responseProblem(method, path, response.status, response.headers.get('content-type'), parsed);
      if (problem)
        throw new Error(`response outside the OpenAPI document: ${problem}\n${response.text.slice(0, 2000)}`);
      return { status: response.status, headers: response.headers, body: parsed };
    },
    async user(userType, overrides = {}) {
      const n = randomUUID().slice(0, 8);
      const user = await registerUser({
        userType,
        firstName: 'Test',
        lastName: `User${n}`,
        emailAddress: `user-${n}@test.example`,
        mobilePhone: '+1 555 010 0000',
        ...(userType === 'ServiceProvider'
          ? {
              companyName: `Carrier ${n}`,
              profile: {
                entityType: 'Carrier',
                trailerTypes: ['Flatbed'],
                commodities: ['Vehicles'],
                regions: ['NA-USA'],
              },
            }
          : {}),
        ...overrides,
      });
      // fixtures make requests faster than a key's default rate allows (docs/limits.md); the limit's own tests use keys
      // without this
      await setUserRateLimit(user.userId, { perSecond: 100_000, burst: 200_000 });
      return { user, key: await issueApiKey(user.userId) };
    },
    streamCaughtUp: () => served.streamCaughtUp(),
    close: () => served.stop(),
  };
}

/** Asserts the spec 7.2 error body shape and returns its entries. */
export function errorsOf(body: any): { code: number; field: string; reason: string; severity: string }[] {
  if (typeof body?.reason !== 'string' || !Array.isArray(body?.errors) || body.errors.length === 0) {
    throw new Error(`not a spec 7.2 error body: ${JSON.stringify(body)}`);
  }
  for (const entry of body.errors) {
    if (
      !Number.isInteger(entry.code) ||
      entry.code < 40000 ||
      entry.code > 50000 ||
      typeof entry.field !== 'string' ||
      typeof entry.reason !== 'string' ||
      typeof entry.severity !== 'string'
    ) {
      throw new Error(`not a spec 7.2 error entry: ${JSON.stringify(entry)}`);
    }
  }
  return body.errors;
}

/** The API for the current test file: started before its tests, stopped after them. */
export function apiForThisFile(options: ApiOptions = {}): TestApi {
  let api: TestApi | undefined;
  if (asDeployed()) waitForTheRunsSynthesis();
  beforeAll(async () => {
    api = await startApi(options);
  });
  afterAll(async () => {
    // as deployed, a call the function's role refuses fails its request; and the whole file's run must have had none
    const denials = api?.deployed?.iam.denials ?? [];
    const faults = api?.deployed?.faults?.totals();
    await api?.close();
    if (faults) console.error(`faults fired (LOCAL_FAULTS): ${JSON.stringify(faults)}`);
    expect(denials, 'calls IAM refused (docs/operations.md, "As deployed")').toEqual([]);
  });
  const started = (): TestApi => {
    if (!api) throw new Error('the API starts in beforeAll; use it inside tests or later hooks');
    return api;
  };
  return {
    get url() {
      return started().url;
    },
    get tableName() {
      return started().tableName;
    },
    get stage() {
      return started().stage;
    },
    get deployed() {
      return started().deployed;
    },
    get logDirectory() {
      return started().logDirectory;
    },
    call: (...args) => started().call(...args),
    user: (...args) => started().user(...args),
    streamCaughtUp: () => started().streamCaughtUp(),
    close: () => started().close(),
  };
}
