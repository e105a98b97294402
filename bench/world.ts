import './quiet.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startDynamoDbLocal } from '../infra/local/dynamodb-local.ts';
import { startS3Emulator } from '../infra/local/s3-emulator.ts';
import { LOCAL_FMCSA_WEB_KEY, startFmcsaStandIn } from '../infra/local/fmcsa.ts';
import { freePort, useLocalEnvironment } from '../infra/local/environment.ts';
import { ensureBucket, ensureTable } from '../infra/local/resources.ts';
import { startLocalServer } from '../infra/local/server.ts';
import { issueApiKey, principalOfBearer } from '../shared/domain/auth/service.ts';
import { inviteMember } from '../shared/domain/teams/service.ts';
import { setUserRateLimit } from '../shared/data/rate-limits.ts';
import { hashPassword } from '../shared/domain/passwords.ts';
import { registerUser } from '../shared/domain/users/service.ts';
import type { MemberRole, UserType } from '../shared/domain/users/types.ts';

// What the HTTP benchmarks share: a local API on fresh emulators (DynamoDB Local in memory, FMCSA's stand-in with its
// sample carriers), accounts with keys, and the bodies they send.

export interface BenchApi {
  url: string;
  dynamoDbEndpoint: string;
  stop(): Promise<void>;
}

export async function startBenchApi(name: string): Promise<BenchApi> {
  const root = resolve(import.meta.dirname, '..');
  const work = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // every request comes from loopback: like the benchmark keys (unlimitedKey), one address is never
  // stopped (docs/limits.md); bench/functions.ts measures the address limit's own cost at the stage's
  process.env.ADDRESS_RATE_LIMIT_PER_SECOND ??= '1000000';
  process.env.ADDRESS_RATE_LIMIT_BURST ??= '2000000';
  const dynamo = await startDynamoDbLocal({ cacheDir: resolve(root, '.data', 'cache'), port: await freePort() });
  const s3 = await startS3Emulator({ port: await freePort(), directory: join(work, 's3') });
  const fmcsa = await startFmcsaStandIn({ file: join(work, 'fmcsa', 'carriers.json') });
  process.env.FMCSA_BASE_URL = fmcsa.baseUrl;
  process.env.FMCSA_WEB_KEY = LOCAL_FMCSA_WEB_KEY;
  useLocalEnvironment({
    dynamoDbEndpoint: dynamo.endpoint,
    s3Endpoint: s3.endpoint,
    tableName: name,
    bucketName: name,
    stage: 'sandbox',
  });
  await ensureTable(name);
  await ensureBucket(name);
  const server = await startLocalServer({ port: 0 });
  return {
    url: server.url,
    dynamoDbEndpoint: dynamo.endpoint,
    stop: async () => {
      await server.close();
      await Promise.allSettled([dynamo.stop(), s3.stop(), fmcsa.stop()]);
      rmSync(work, { recursive: true, force: true });
    },
  };
}

export const BENCH_PASSWORD = 'bench-password';

/** A user of the type, with a key and the password BENCH_PASSWORD; providers carry vehicles and LTL across the US. */
export async function benchAccount(userType: UserType, name: string) {
  const emailAddress = `${name}@bench.example`;
  const user = await registerUser(
    {
      userType,
      firstName: 'Bench',
      lastName: name,
      emailAddress,
      mobilePhone: '+1 555 010 0000',
      userName: `bench-${name}`,
      ...(userType === 'ServiceProvider'
        ? {
            companyName: `Carrier ${name}`,
            profile: {
              entityType: 'Carrier',
              trailerTypes: ['AutoCarrier', 'DryVan'],
              commodities: ['Vehicles', 'LessThanTruckload'],
              regions: ['NA-USA'],
            },
          }
        : {}),
    } as never,
    { passwordHash: await hashPassword(BENCH_PASSWORD) },
  );
  return { userId: user.userId, email: emailAddress, key: await unlimitedKey(user.userId) };
}

/**
 * A member of a bench account's company (docs/teams.md), with a key of its own: invited as the
 * API invites (its user, entry and invitation in one transaction); authentication reads its user
 * and its company's, whether or not it has set its password yet.
 */
export async function benchMember(
  company: { key: string },
  role: MemberRole,
  name: string,
): Promise<{ memberId: number; key: string }> {
  const origin = { requestId: `bench-${name}`, sourceAddress: '127.0.0.1' };
  const principal = await principalOfBearer(company.key, origin);
  const member = await inviteMember(
    principal,
    { emailAddress: `${name}@bench.example`, firstName: 'Bench', lastName: name, role },
    origin,
  );
  return { memberId: member.memberId, key: await issueApiKey(member.memberId) };
}

/** A key the per-key rate limit never stops (docs/limits.md: benchmarks may use higher limits). */
export async function unlimitedKey(userId: number): Promise<string> {
  await setUserRateLimit(userId, { perSecond: 1_000_000, burst: 2_000_000 });
  return issueApiKey(userId);
}

const day = 864e5;
export const daysAhead = (days: number) => new Date(Date.now() + days * day).toISOString();

/** A residential stop at this postal code, its two-day window opening `fromDays` days ahead. */
export const benchStop = (postalCode: string, fromDays: number) => ({
  address: { streetAddress: '1 Main St', postalCode, country: 'US', type: 'Residence' },
  timeFrame: { earliestArrival: daysAhead(fromDays), latestArrival: daysAhead(fromDays + 2), timeFrameType: 'Between' },
});

/** The bench's table (`bench`) on this DynamoDB Local, and its bucket's name on an S3 endpoint (none: unreachable). */
export async function useBenchTable(dynamoDbEndpoint: string, s3Endpoint = 'http://127.0.0.1:9'): Promise<void> {
  useLocalEnvironment({ dynamoDbEndpoint, s3Endpoint, tableName: 'bench', bucketName: 'bench', stage: 'sandbox' });
  await ensureTable('bench');
}

/** A sedan from Austin to Tucson, picked up in 3-5 days. */
export const benchListing = (overrides: Record<string, unknown> = {}) => ({
  title: 'Bench sedan, Austin to Tucson',
  route: {
    items: [
      {
        address: { streetAddress: '1100 S Congress Ave', postalCode: '78704', country: 'US', type: 'Residence' },
        timeFrame: { earliestArrival: daysAhead(3), latestArrival: daysAhead(5), timeFrameType: 'Between' },
      },
      {
        address: { streetAddress: '455 W Congress St', postalCode: '85701', country: 'US', type: 'Residence' },
        timeFrame: { earliestArrival: daysAhead(6), latestArrival: daysAhead(9), timeFrameType: 'Between' },
      },
    ],
  },
  items: [{ commodity: 'CarsLightTrucks', year: '2018', makeName: 'Toyota', modelName: 'Camry' }],
  ...overrides,
});

export const benchBid = (amount = 900) => ({
  price: { amount, currencyType: 'USD' },
  latestPickup: daysAhead(5),
  latestDelivery: daysAhead(9),
});
