import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { fail, useTable } from './target.ts';
import { isStage } from '../../shared/domain/auth/api-keys.ts';

// `npm run audit -- --stage sandbox|production (--local | --table NAME [--bucket NAME]) [--repair] [--json FILE]
//   [--settle-seconds N] [--max-items N] [--restart]` (docs/reliability.md, "The audit"): recounts
// from the items everything the table keeps derived and checks the marketplace's rules, then checks the
// bucket's files against their records; prints each drift, and with --repair rewrites the derived data
// (and removes the files no record names). A pass over the whole table, a page at a time,
// its position saved after every page in .data/audits/: a new run resumes there (--restart starts
// over). Exit 0 when nothing drifted (or everything that drifted was repaired), 1 otherwise, 2 on
// wrong arguments.

const usage =
  'npm run audit -- --stage sandbox|production (--local | --table NAME [--bucket NAME]) [--repair] [--json FILE] ' +
  '[--settle-seconds N] [--max-items N] [--restart]';
const { values } = parseArgs({
  options: {
    stage: { type: 'string' },
    local: { type: 'boolean' },
    table: { type: 'string' },
    bucket: { type: 'string' },
    repair: { type: 'boolean' },
    json: { type: 'string' },
    'settle-seconds': { type: 'string', default: '5' },
    'max-items': { type: 'string' },
    restart: { type: 'boolean' },
  },
});
if (!values.stage || !isStage(values.stage)) fail(`--stage sandbox|production is required\n${usage}`);
const settleSeconds = Number(values['settle-seconds']);
if (!(settleSeconds >= 0)) fail(`--settle-seconds must be a number of seconds\n${usage}`);
const maxItems = values['max-items'] === undefined ? undefined : Number(values['max-items']);
if (maxItems !== undefined && !(maxItems > 0)) fail(`--max-items must be a positive number\n${usage}`);
if (values.bucket && !values.table) fail(`--bucket goes with --table (--local finds its own)\n${usage}`);
useTable({ stage: values.stage, local: values.local, table: values.table, bucket: values.bucket }, usage);
const objects = process.env.BUCKET_NAME !== undefined;
if (!objects)
  console.error(
    "The bucket's files are not audited (objects.recorded): name it with --bucket (the BucketName output).",
  );

const { auditTable, newAuditState, reportOf } = await import('../../shared/domain/audit/audit.ts');
type State = ReturnType<typeof newAuditState>;

const positionFile = join('.data', 'audits', `${process.env.TABLE_NAME}${values.repair ? '.repair' : ''}.json`);
if (values.restart) rmSync(positionFile, { force: true });
const resumed = existsSync(positionFile) ? (JSON.parse(readFileSync(positionFile, 'utf8')) as State) : undefined;
if (resumed && !resumed.complete)
  console.error(
    `Resuming the audit of ${process.env.TABLE_NAME} after ${resumed.scanned} items (--restart to start over)`,
  );
const start = resumed && !resumed.complete ? resumed : newAuditState();
mkdirSync(dirname(positionFile), { recursive: true });

let lastPrinted = 0;
const state = await auditTable(
  {
    repair: values.repair,
    settleMs: settleSeconds * 1000,
    maxItems,
    objects,
    saved: (s) => {
      writeFileSync(positionFile, JSON.stringify(s));
      if (Date.now() - lastPrinted > 1000) {
        lastPrinted = Date.now();
        process.stderr.write(
          `\r${s.scanned} items audited, ${Object.values(s.driftCount).reduce((a, b) => a + (b ?? 0), 0)} drifts`,
        );
      }
    },
  },
  start,
);
process.stderr.write('\n');
const report = reportOf(state, values.repair ?? false);
for (const d of report.drifts)
  console.log(`${d.repaired ? 'repaired' : 'DRIFT   '} ${d.check.padEnd(20)} ${d.subject}: ${d.detail}`);
console.log(
  `\n${report.complete ? 'Audited' : 'Partly audited'} ${report.scanned} items of ${process.env.TABLE_NAME}:`,
);
for (const [name, c] of Object.entries(report.checks))
  console.log(
    `  ${name.padEnd(20)} ${String(c.checked).padStart(8)} checked  ${String(c.drifts).padStart(5)} ` +
      `drifted${c.repaired ? `  ${c.repaired} repaired` : ''}`,
  );
if (values.json)
  writeFileSync(
    values.json,
    `${JSON.stringify({ audit: { table: process.env.TABLE_NAME, stage: values.stage, ...report } }, null, 2)}\n`,
  );
if (!report.complete) console.log(`\nStopped after --max-items; run again to go on from item ${report.scanned}.`);
const unrepaired = report.drifts.length
  ? Object.values(report.checks).reduce((n, c) => n + c.drifts - c.repaired, 0)
  : 0;
process.exit(unrepaired > 0 ? 1 : 0);
