import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import { fail, useTable } from './target.ts';
import { SEED_CARRIERS, seedAccounts, seededRandom, seedOpenListings } from './sample-listings.ts';

// Operator command (docs/search.md, docs/operations.md): fills a sandbox table with realistic
// open listings across the US and Canada, searchable at once (their search cards are written
// with them), the auctions with real bids of seeded carriers: a table the audit finds whole.
//   npm run seed:listings -- --count 10000 (--local | --table NAME) [--seed 1]

const usage = 'usage: npm run seed:listings -- --count N (--local | --table NAME) [--seed S]';
const { values } = parseArgs({
  options: {
    count: { type: 'string' },
    seed: { type: 'string', default: '1' },
    table: { type: 'string' },
    local: { type: 'boolean', default: false },
  },
});

async function main(): Promise<void> {
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1) fail(`--count must be a positive integer\n${usage}`);
  useTable({ stage: 'sandbox', local: values.local, table: values.table }, usage);
  console.log('The seed accounts (made on the first run)...');
  const options = {
    random: seededRandom(Number(values.seed)),
    shipperIds: await seedAccounts('Shipper', 20),
    brokerIds: await seedAccounts('Broker', 3),
    providerIds: await seedAccounts('ServiceProvider', SEED_CARRIERS),
    now: new Date(),
  };
  const bar = new SingleBar(
    {
      format:
        'seeding [{bar}] {percentage}% | {value}/{total} listings | {duration_formatted} elapsed, ETA {eta_formatted}',
      noTTYOutput: true,
      notTTYSchedule: 5000,
    },
    Presets.shades_classic,
  );
  bar.start(count, 0);
  let written = 0;
  await seedOpenListings(count, options, (n) => bar.update(Math.round((written += n))));
  bar.stop();
  console.log(`${count} open listings written.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
