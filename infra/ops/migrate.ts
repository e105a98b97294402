import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fail, useTable } from './target.ts';
import { isStage } from '../../shared/domain/auth/api-keys.ts';

// `npm run migrate -- --stage sandbox|production (--local | --table NAME) [--max-items N] [--restart]`
// (docs/operations.md): converts every listing of the old layout to the split one
// (docs/data-model.md), while the API keeps serving and reads either layout. Idempotent; resumable:
// the scan position is saved after every page in .data/migrations/ and a new run starts there.
// --max-items stops after that many listings (a run in steps); --restart scans from the start.

const usage = 'npm run migrate -- --stage sandbox|production (--local | --table NAME) [--max-items N] [--restart]';
const { values } = parseArgs({ options: { stage: { type: 'string' }, local: { type: 'boolean' }, table: { type: 'string' }, 'max-items': { type: 'string' }, restart: { type: 'boolean' } } });
if (!values.stage || !isStage(values.stage)) fail(`--stage sandbox|production is required\n${usage}`);
useTable({ stage: values.stage, local: values.local, table: values.table }, usage);

const { splitEveryListing } = await import('../../shared/data/listings.ts');
const positions = join('.data', 'migrations');
const positionFile = join(positions, `${process.env.TABLE_NAME}.listing-split.json`);
if (values.restart) rmSync(positionFile, { force: true });
const from = existsSync(positionFile) ? (JSON.parse(readFileSync(positionFile, 'utf8')) as { next?: Record<string, unknown> }).next : undefined;
if (from) console.log(`Resuming ${process.env.TABLE_NAME} after the saved scan position.`);

const result = await splitEveryListing({
  from,
  maxItems: values['max-items'] === undefined ? undefined : Number(values['max-items']),
  progress: ({ scanned, converted, next }) => {
    mkdirSync(positions, { recursive: true });
    writeFileSync(positionFile, JSON.stringify({ next }));
    process.stdout.write(`\r  ${scanned} listings scanned, ${converted} converted`);
  },
});
process.stdout.write('\n');
if (result.complete) {
  rmSync(positionFile, { force: true });
  console.log(`Listing split complete on ${process.env.TABLE_NAME}: ${result.converted} converted this run; readers now page with the counts.`);
} else {
  console.log(`Stopped after ${result.scanned} listings (${result.converted} converted); run again to go on.`);
}
