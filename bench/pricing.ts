import './quiet.ts';
// npm run bench:pricing [-- --json FILE]: the back-test of estimates that learn from bookings
// (docs/pricing.md, "What the marketplace books"). A synthetic market: each lane has a true price,
// the model's price times a lane factor the model does not know, drifting up 8% over the run;
// each booking's price is the truth at that moment with lognormal noise (sigma 0.12). Bookings go
// through the real API (listing, bid, acceptance) by twelve shippers and twelve carriers, and the
// real stream consumer turns them into observations. At 0, 5, 20 and 100 bookings per lane, the
// median absolute percentage error of POST /v2/estimate against the true price, beside the
// model alone's.
import { parseArgs } from 'node:util';
import { writeFileSync } from 'node:fs';
import { startBenchApi, benchAccount, benchStop } from './world.ts';
import { startStreamPoller } from '../infra/local/stream-poller.ts';
import { seededRandom } from '../infra/ops/sample-listings.ts';
import { readMarket } from '../shared/data/market-prices.ts';
import { KEPT_OBSERVATIONS, marketLevelsOf } from '../shared/domain/pricing/market.ts';
import { marketStopOf } from '../shared/domain/pricing/market-quotes.ts';
import { geocodePostalCode } from '../shared/geo/geocoder.ts';

const { values } = parseArgs({ options: { json: { type: 'string' } } });
const STAGES = [0, 5, 20, 100];
const PARTIES = 12;
const DRIFT = 0.08;
const NOISE = 0.12;
const lanes: [from: string, to: string][] = [
  ['78704', '85701'],
  ['98101', '80202'],
  ['10001', '60601'],
  ['30303', '33101'],
  ['94103', '97201'],
  ['02108', '19103'],
  ['77002', '70112'],
  ['55401', '64105'],
];
const sedan = { commodity: 'CarsLightTrucks', unitCount: 1, year: '2018', makeName: 'Toyota', modelName: 'Camry' };
const day = 86_400_000;
const random = seededRandom(21);
const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

const api = await startBenchApi('pricing');
const poller = await startStreamPoller({ endpoint: api.dynamoDbEndpoint, tableName: 'pricing', intervalMs: 100 });
try {
  const shippers = await Promise.all(
    Array.from({ length: PARTIES }, (_, i) => benchAccount('Shipper', `shipper-${i}`)),
  );
  const carriers = await Promise.all(
    Array.from({ length: PARTIES }, (_, i) => benchAccount('ServiceProvider', `carrier-${i}`)),
  );
  const call = async (method: string, path: string, key: string, body: unknown) => {
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res;
  };
  const estimate = async ([from, to]: [string, string]) => {
    const res = await call('POST', '/v2/estimate', shippers[0]!.key, {
      route: {
        items: [{ address: { postalCode: from, country: 'US' } }, { address: { postalCode: to, country: 'US' } }],
      },
      items: [sedan],
    });
    return ((await res.json()) as { price: { value: number } }).price.value;
  };
  async function book(lane: [string, string], k: number, laneIndex: number, price: number) {
    const shipper = shippers[k % PARTIES]!;
    const carrier = carriers[(k + laneIndex) % PARTIES]!;
    const listing = await call('POST', '/v2/listings', shipper.key, {
      title: 'Sedan',
      route: { items: [benchStop(lane[0], 3), benchStop(lane[1], 8)] },
      items: [sedan],
      serviceTypes: ['OpenTransport'],
    });
    const listingId = listing.headers.get('location')!.split('/').pop();
    const bid = await call('POST', `/v2/listings/${listingId}/bids`, carrier.key, {
      price: { amount: Math.round(price), currencyType: 'USD' },
      latestPickup: new Date(Date.now() + 5 * day).toISOString(),
      latestDelivery: new Date(Date.now() + 10 * day).toISOString(),
    });
    await call('POST', `/v2/bids/${bid.headers.get('location')!.split('/').pop()}/acceptance`, shipper.key, {});
  }

  // the model's price per lane (nothing booked yet), and the truth the market pays
  const model = await Promise.all(lanes.map(estimate));
  // what each lane really pays over the model: some cheaper, some dearer, none close to the model
  const factor = [0.72, 1.31, 0.85, 1.46, 0.68, 1.18, 1.39, 0.79];
  const total = STAGES[STAGES.length - 1]!;
  const truthAt = (lane: number, booked: number) => model[lane]! * factor[lane]! * (1 + (DRIFT * booked) / total);
  const levels = await Promise.all(
    lanes.map(async ([from, to]) => {
      const [a, b] = await Promise.all([geocodePostalCode(from, 'US'), geocodePostalCode(to, 'US')]);
      return marketLevelsOf('CarsLightTrucks', marketStopOf(a!), marketStopOf(b!));
    }),
  );

  const rows: { observationsPerLane: number; modelMdape: number; marketMdape: number }[] = [];
  let booked = 0;
  const started = performance.now();
  for (const stage of STAGES) {
    for (; booked < stage; booked++) {
      await Promise.all(
        lanes.map((lane, l) => book(lane, booked, l, truthAt(l, booked) * Math.exp(NOISE * gaussian()))),
      );
    }
    // the indexer has every booking of the stage (each lane keeps its most recent KEPT_OBSERVATIONS)
    for (let i = 0; ; i++) {
      const held = await Promise.all(levels.map(async (level) => (await readMarket(level)).lane.length));
      if (held.every((n) => n >= Math.min(stage, KEPT_OBSERVATIONS))) break;
      if (i > 600) throw new Error(`the indexer holds ${held.join(', ')} bookings per lane, not ${stage}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const estimates = await Promise.all(lanes.map(estimate));
    const error = (price: number, l: number) => Math.abs(price - truthAt(l, booked)) / truthAt(l, booked);
    rows.push({
      observationsPerLane: stage,
      modelMdape: Math.round(1000 * median(model.map(error))) / 10,
      marketMdape: Math.round(1000 * median(estimates.map(error))) / 10,
    });
    const row = rows[rows.length - 1]!;
    console.log(
      `${String(stage).padStart(5)} bookings per lane   model alone ${row.modelMdape.toFixed(1).padStart(5)}%   with ` +
        `the market ${row.marketMdape.toFixed(1).padStart(5)}%`,
    );
  }
  console.log(
    `\nBack-test over ${lanes.length} lanes (lane factors ${factor.map((f) => f.toFixed(2)).join(', ')}; drift ` +
      `+${DRIFT * 100}%, noise sigma ${NOISE}), ` +
      `${booked * lanes.length} bookings through the API in ${((performance.now() - started) / 1000).toFixed(0)} s; ` +
      `median absolute percentage error of POST /v2/estimate against the true price:`,
  );
  console.log('  bookings/lane   model alone   with the market   ratio');
  for (const row of rows)
    console.log(
      `  ${String(row.observationsPerLane).padStart(13)}   ${`${row.modelMdape.toFixed(1)}%`.padStart(11)}   ` +
        `${`${row.marketMdape.toFixed(1)}%`.padStart(15)}   ` +
        `${(row.marketMdape / row.modelMdape).toFixed(2).padStart(5)}`,
    );
  if (values.json) writeFileSync(values.json, `${JSON.stringify({ backtest: rows }, null, 2)}\n`);
} finally {
  await poller.stop();
  await api.stop();
}
