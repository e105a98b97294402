// What authentication costs each request (docs/auth.md, "Revocation"; issue 49: at most 0.5 read
// units and 5 ms at p50). A warm function reads the caller's standing with every request, so that
// a revocation holds at once. Measured by `npm run bench` (its "Authentication per request" line and
// `authentication` in --json), and alone, quickly, by `npm run bench:auth [-- --requests N]`.
//  - read units: a keyed route that reads nothing else (the lookup; the rate limiter only writes),
//    over HTTP, every read unit of its requests authentication's;
//  - latency: the check alone (principalOfBearer, the server's own module in this process, warm);
//  - a token's first use on an instance (after each rotation): what resolving it from the table adds.
import './quiet.ts';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { percentile } from './measure.ts';
import { meterDynamoDb } from './dynamodb-meter.ts';
import { benchAccount, benchMember, startBenchApi } from './world.ts';
import { principalOfBearer } from '../shared/domain/auth/service.ts';

export interface AuthenticationCost {
  rruPerRequest: number;
  p50Ms: number;
  p99Ms: number;
  firstUseRru: number;
}
type Meter = ReturnType<typeof meterDynamoDb>;

export async function measureAuthentication(options: {
  url: string;
  meter: Meter;
  account: () => Promise<{ key: string }>;
  requests?: number;
}): Promise<AuthenticationCost> {
  const { url, meter } = options;
  const requests = options.requests ?? 300;
  const user = await options.account();
  const get = async (key: string) => {
    const res = await fetch(`${url}/v2/lookups/currencies`, { headers: { authorization: `Bearer ${key}` } });
    if (res.status !== 200) throw new Error(`authentication bench: ${res.status} ${await res.text()}`);
  };
  await get(user.key);
  meter.reset();
  for (let i = 0; i < requests; i += 1) await get(user.key);
  const rruPerRequest = meter.reset().readUnits / requests;
  const timings: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    await principalOfBearer(user.key, { requestId: `bench-${i}`, sourceAddress: '127.0.0.1' });
    timings.push(performance.now() - started);
  }
  const firstUses: number[] = [];
  let key = user.key;
  for (let i = 0; i < 20; i += 1) {
    const rotated = await fetch(`${url}/v2/apikeys/rotation`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ expiresInHours: 0 }),
    });
    if (rotated.status !== 200)
      throw new Error(`authentication bench, rotation: ${rotated.status} ${await rotated.text()}`);
    key = ((await rotated.json()) as { apiKey: string }).apiKey;
    meter.reset();
    await get(key);
    firstUses.push(meter.reset().readUnits);
  }
  return {
    rruPerRequest,
    p50Ms: percentile(timings, 50),
    p99Ms: percentile(timings, 99),
    firstUseRru: firstUses.reduce((a, b) => a + b, 0) / firstUses.length,
  };
}

export const authenticationLine = (cost: AuthenticationCost) =>
  `Authentication per request (warm): ${cost.rruPerRequest.toFixed(2)} RRU, check p50 ${cost.p50Ms.toFixed(2)} ms, ` +
  `p99 ${cost.p99Ms.toFixed(2)} ms (target <= 0.5 RRU, <= 5 ms p50); a token's first use on an instance ` +
  `${cost.firstUseRru.toFixed(2)} RRU`;

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const { values } = parseArgs({ options: { requests: { type: 'string', default: '300' } } });
  const api = await startBenchApi('bench-auth');
  const meter = meterDynamoDb(undefined, { transactionsPerItem: true });
  console.log(
    authenticationLine(
      await measureAuthentication({
        url: api.url,
        meter,
        account: () => benchAccount('Shipper', 'auth-cost'),
        requests: Number(values.requests),
      }),
    ),
  );
  // a member's request (docs/teams.md): its own standing, then its company's
  const member = await measureAuthentication({
    url: api.url,
    meter,
    account: async () =>
      benchMember(await benchAccount('ServiceProvider', 'auth-company'), 'Dispatcher', 'auth-member'),
    requests: Number(values.requests),
  });
  console.log(
    authenticationLine(member).replace('Authentication per request', 'Authentication per request of a member'),
  );
  await api.stop();
  process.exit(0);
}
