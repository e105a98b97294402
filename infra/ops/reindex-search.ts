import { parseArgs } from 'node:util';
import { indexEveryListing } from '../../shared/domain/search/service.ts';
import { isStage } from '../../shared/domain/auth/api-keys.ts';
import { fail, useTable } from './target.ts';

// Operator command (docs/search.md): rebuilds the search cards of every listing from the listing,
// as the stream indexer would; after a change to the card's shape, or for listings written before
// the index existed. Safe to run while the API serves: the indexer and this write the same cards.
//   npm run search:reindex -- (--local | --table NAME) [--stage sandbox|production]

const usage = 'usage: npm run search:reindex -- (--local | --table NAME) [--stage sandbox|production]';
const { values } = parseArgs({
  options: {
    stage: { type: 'string', default: 'sandbox' },
    table: { type: 'string' },
    local: { type: 'boolean', default: false },
  },
});

async function main(): Promise<void> {
  if (!isStage(values.stage)) fail(`--stage must be sandbox or production\n${usage}`);
  useTable({ stage: values.stage, local: values.local, table: values.table }, usage);
  const { scanned } = await indexEveryListing({
    progress: ({ scanned: n }) => process.stderr.write(`\rre-indexed ${n} listings`),
  });
  console.error(`\nDone: ${scanned} listings.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
