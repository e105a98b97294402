// npm run bench:chaos -- --seed N --minutes M [--json FILE] [--clients N] [--faults SPEC]
// (docs/reliability.md, "The chaos soak"): the marketplace driven through the typed client against
// the as-deployed runtime with every fault kind on, then drained and checked. Prints each
// invariant with what it checked and any violation (with examples), and which faults fired where;
// --json writes {"chaos":{"seed","minutes","requests","clientErrors","faults","invariants"}}.
// Exit 1 on any violation (a fault kind that never fired where it matters is one).
import './quiet.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startDynamoDbLocal } from '../infra/local/dynamodb-local.ts';
import { startS3Emulator } from '../infra/local/s3-emulator.ts';
import { startMailDev } from '../infra/local/mail.ts';
import { freePort } from '../infra/local/environment.ts';
import { localContext, synthesizeStages } from '../infra/local/deployed/assemblies.ts';
import { parseFaultSpec } from '../infra/local/deployed/faults.ts';
import { runChaosSoak } from './chaos/soak.ts';

const usage = 'npm run bench:chaos -- --seed N --minutes M [--json FILE] [--clients N] [--faults SPEC]';
const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    minutes: { type: 'string', default: '10' },
    json: { type: 'string' },
    clients: { type: 'string', default: '6' },
    faults: { type: 'string' },
  },
});
const seed = Number(values.seed);
const minutes = Number(values.minutes);
const clients = Number(values.clients);
if (!Number.isSafeInteger(seed) || seed < 0 || !(minutes > 0) || !Number.isInteger(clients) || clients < 1) {
  console.error(usage);
  process.exit(2);
}
if (values.faults) parseFaultSpec(values.faults); // a bad spec says what is wrong before anything starts

const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'bench-chaos-'));
console.log('Synthesizing both stages as `cdk deploy` would (reused while the sources are unchanged)...');
const assemblies = await synthesizeStages(localContext());
const [dynamo, s3, mail] = await Promise.all([
  startDynamoDbLocal({ cacheDir: resolve(root, '.data', 'cache'), port: await freePort() }),
  startS3Emulator({ port: await freePort(), directory: join(work, 's3') }),
  startMailDev({ smtpPort: await freePort(), webPort: await freePort(), directory: join(work, 'mail') }),
]);
let exitCode: number;
try {
  const report = await runChaosSoak({
    seed,
    minutes,
    clients,
    ...(values.faults ? { faults: values.faults } : {}),
    environment: {
      dynamoDbEndpoint: dynamo.endpoint,
      s3Endpoint: s3.endpoint,
      mail: { smtpUrl: mail.smtpUrl, webUrl: mail.webUrl },
      assembly: assemblies.sandbox,
    },
    log: (line) => console.log(line),
  });
  const { chaos } = report;
  console.log(
    `\nChaos soak on ${process.version}, ${new Date().toISOString()}: seed ${chaos.seed}, ${chaos.minutes} min, ` +
      `${chaos.requests} requests, ${chaos.clientErrors} calls not answered as the step expects (crashes and faults ` +
      `the client gave up on)`,
  );
  console.log('\nFaults fired (by group of functions):');
  for (const [kind, groups] of Object.entries(chaos.faultsByGroup))
    console.log(
      `  ${kind.padEnd(20)} ${String(chaos.faults[kind] ?? 0).padStart(6)}  ${Object.entries(groups)
        .map(([g, n]) => `${g} ${n}`)
        .join(', ')}`,
    );
  console.log('\nInvariants:');
  for (const [name, { checked, violations }] of Object.entries(chaos.invariants)) {
    console.log(
      `  ${violations ? 'FAIL' : 'ok  '} ${name.padEnd(32)} ${String(checked).padStart(7)} checked  ${violations} ` +
        `violations`,
    );
    for (const example of report.examples[name] ?? []) console.log(`         ${example}`);
  }
  if (values.json) writeFileSync(values.json, `${JSON.stringify({ chaos }, null, 2)}\n`);
  console.log(
    report.violations
      ? `\n${report.violations} VIOLATIONS (replay: npm run bench:chaos -- --seed ${seed} --minutes ${minutes})`
      : '\nNo violation.',
  );
  exitCode = report.violations ? 1 : 0;
} finally {
  await Promise.allSettled([dynamo.stop(), s3.stop(), mail.stop()]);
  rmSync(work, { recursive: true, force: true });
}
process.exit(exitCode);
