// What a position costs (issue 83; docs/tracking.md, "Positions"; docs/performance.md, "Positions"):
// `npm run bench:positions`. A booked listing's positions a minute apart, posted one at a time and in batches of 10
// and 100. A batch of 100 spans 100 minutes of the device's clock, which no request made now may carry (a position
// is refused before its booking and more than a minute ahead): so the service (recordPositions, in this process) is
// run at the instant just after each batch's last position, and the request's own part (the key, the listing, the
// answer) is measured over HTTP with one position now. Units as AWS bills them (bench/dynamodb-meter.ts).
import './quiet.ts';
import { atInstant } from '../shared/clock.ts';
import { findListing } from '../shared/data/listings.ts';
import { recordPositions } from '../shared/domain/tracking/positions.ts';
import { meterDynamoDb } from './dynamodb-meter.ts';
import { benchAccount, benchBid, benchListing, startBenchApi } from './world.ts';

const api = await startBenchApi('bench-positions');
const meter = meterDynamoDb(undefined, { transactionsPerItem: true });
const shipper = await benchAccount('Shipper', 'positions-shipper');
const carrier = await benchAccount('ServiceProvider', 'positions-carrier');

async function call(method: string, path: string, key: string, body?: unknown) {
  const res = await fetch(api.url + path, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return { headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

async function booked(): Promise<number> {
  const created = await call('POST', '/v2/listings', shipper.key, benchListing());
  const listingId = Number(created.headers.get('location')!.split('/').pop());
  const bid = await call('POST', `/v2/listings/${listingId}/bids`, carrier.key, benchBid());
  await call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, shipper.key);
  return listingId;
}

/** Units per position of `batches` batches of `size`, a minute apart, each after the last: the service's alone. */
async function serviceCost(size: number, batches: number) {
  let listing = (await findListing(await booked()))!;
  const start = Date.now() + 60_000;
  let [readUnits, writeUnits] = [0, 0];
  for (let b = 0; b < batches; b += 1) {
    const positions = Array.from({ length: size }, (_, i) => ({
      latitude: 33 + (b * size + i) * 0.01,
      longitude: -100,
      recorded: new Date(start + (b * size + i) * 60_000).toISOString(),
      speed: 88,
      heading: 0,
    }));
    meter.reset();
    const done = await atInstant(start + (b + 1) * size * 60_000, () => recordPositions(listing, { positions }));
    const used = meter.reset();
    [readUnits, writeUnits] = [readUnits + used.readUnits, writeUnits + used.writeUnits];
    listing = done.listing;
  }
  return { size, perBatch: { readUnits: readUnits / batches, writeUnits: writeUnits / batches } };
}

/** A location post over HTTP, after a first one (the key resolved): the whole request's units. */
async function requestCost(requests: number) {
  const listingId = await booked();
  const post = () =>
    call('POST', `/v2/listings/${listingId}/locations`, carrier.key, { latitude: 33, longitude: -100 });
  await post();
  meter.reset();
  for (let i = 0; i < requests; i += 1) await post();
  const used = meter.reset();
  return { readUnits: used.readUnits / requests, writeUnits: used.writeUnits / requests };
}

const request = await requestCost(20);
const costs = [await serviceCost(1, 60), await serviceCost(10, 12), await serviceCost(100, 3)];
const single = costs[0]!.perBatch;
// the request's part beyond the service: what a batch's request adds once
const overhead = {
  readUnits: Math.max(0, request.readUnits - single.readUnits),
  writeUnits: Math.max(0, request.writeUnits - single.writeUnits),
};
console.log(
  `A location post over HTTP: ${request.readUnits.toFixed(2)} RRU, ${request.writeUnits.toFixed(2)} WRU a request ` +
    `(of which the service's ${single.readUnits.toFixed(2)} RRU, ${single.writeUnits.toFixed(2)} WRU)`,
);
for (const { size, perBatch } of costs) {
  const readUnits = perBatch.readUnits + overhead.readUnits;
  const writeUnits = perBatch.writeUnits + overhead.writeUnits;
  console.log(
    `${size === 1 ? 'One position a request' : `Batches of ${size}`}: ${readUnits.toFixed(2)} RRU, ` +
      `${writeUnits.toFixed(2)} WRU a request; ${(readUnits / size).toFixed(3)} RRU, ` +
      `${(writeUnits / size).toFixed(3)} WRU a position`,
  );
}
await api.stop();
process.exit(0);
