// The daily check's pace and cost (docs/vetting.md "Watched every day", docs/performance.md "Vetting"; issue 64):
// `npm run bench:vetting [-- --providers N]`. N providers with numbers, each vetted once, are all due a day later;
// one run of the job's own step (checkDueProviders) checks them against the FMCSA stand-in, one after another,
// metered: DynamoDB units billed as AWS bills them (transactions item by item), FMCSA calls, time per check. The cost
// of 100,000 providers a day follows from those figures and the prices below.
import './quiet.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { percentile } from './measure.ts';
import { meterDynamoDb } from './dynamodb-meter.ts';
import { startBenchApi } from './world.ts';
import { editCarriersFile, LOCAL_FMCSA_WEB_KEY, startFmcsaStandIn } from '../infra/local/fmcsa.ts';
import { FmcsaClient } from '../shared/net/fmcsa.ts';
import { checkDueProviders, vetProvider } from '../shared/domain/vetting/checks.ts';
import { registerUser } from '../shared/domain/users/service.ts';
import { findVetting } from '../shared/data/vetting.ts';
import { runAlone } from '../shared/domain/job-runs.ts';
import { providerVetter } from '../shared/routes/schedules.ts';
import { randomUUID } from 'node:crypto';
import { findVettingAndCover, insertCertificate } from '../shared/data/certificates.ts';
import { remindExpiringCertificates } from '../shared/domain/vetting/certificate-files.ts';
import { coverOf, remindersOf, type InsuranceCertificate } from '../shared/domain/vetting/certificates.ts';

const { values } = parseArgs({ options: { providers: { type: 'string', default: '300' } } });
const providers = Number(values.providers);
const DAILY = 100_000;
/** us-east-1 on-demand and Lambda arm64 prices (the pricing pages, November 2026). */
const PRICES = { perMillionReads: 0.125, perMillionWrites: 0.625, perGbSecond: 0.0000133334, memoryGb: 0.25 };
/** What a QCMobile call takes from AWS (an assumption: the stand-in answers in about a millisecond). */
const QCMOBILE_MS = 300;
/** A certificate is told twice before it expires, and renewed once a year. */
const REMINDERS_A_YEAR = 2;

const api = await startBenchApi('bench-vetting');
const dir = mkdtempSync(join(tmpdir(), 'bench-vetting-'));
const file = join(dir, 'carriers.json');
const standIn = await startFmcsaStandIn({ file });
try {
  // N carriers like the sample's first, each with its MC docket: a check is two calls
  editCarriersFile(file, (carriers) => {
    const like = carriers.carriers[0]!;
    for (let i = 0; i < providers; i++) {
      carriers.carriers.push({ ...like, dotNumber: 3_000_000 + i });
      (carriers.docketNumbers ??= []).push({
        prefix: 'MC',
        docketNumber: String(900_000 + i),
        dotNumber: 3_000_000 + i,
      });
    }
  });
  const fmcsa = new FmcsaClient({ baseUrl: standIn.baseUrl, webKey: LOCAL_FMCSA_WEB_KEY, backoffMs: () => 0 });
  const ids: number[] = [];
  for (let i = 0; i < providers; i++) {
    const user = await registerUser({
      userType: 'ServiceProvider',
      firstName: 'Bench',
      lastName: `Carrier${i}`,
      emailAddress: `vetting-${i}@bench.example`,
    });
    await vetProvider(
      { userId: user.userId, kind: 'Carrier' },
      { dotNumber: String(3_000_000 + i), mcNumber: String(900_000 + i) },
      fmcsa,
    );
    ids.push(user.userId);
  }
  const first = await findVetting(ids[0]!);
  const later = new Date(Date.parse(first!.dueOn!) + 3_600_000);
  const meter = meterDynamoDb(undefined, { transactionsPerItem: true });
  const callsSoFar = () => [...standIn.calls.values()].reduce((sum, n) => sum + n, 0);
  const callsBefore = callsSoFar();
  const timings: number[] = [];
  let last = performance.now();
  const started = last;
  // one at a time, as a run goes: each check's time is the run's time between two
  const run = await checkDueProviders({ limit: providers, budgetMs: Number.MAX_SAFE_INTEGER, fmcsa }, () => {
    const now = performance.now();
    timings.push(now - last);
    last = now;
    return later;
  });
  const wallMs = performance.now() - started;
  const used = meter.reset();
  const calls = callsSoFar() - callsBefore;
  // a certificate each, 20 days from expiry: its 30-day reminder due; one step of the job tells them all
  for (const [i, userId] of ids.entries()) {
    const certificate: InsuranceCertificate = {
      certificateId: randomUUID(),
      userId,
      insurer: 'Great Plains Casualty',
      policyNumber: `GPC-${i}`,
      cargo: 250_000,
      liability: 1_000_000,
      expiresOn: new Date(later.getTime() + 20 * 86_400_000).toISOString().slice(0, 10),
      fileName: 'acord-25.pdf',
      sizeBytes: 120_000,
      createdOn: later.toISOString(),
      uploadedBy: userId,
      objectKey: `certificates/${userId}/${i}.pdf`,
    };
    const { cover } = await findVettingAndCover(userId);
    await insertCertificate({
      certificate,
      reminders: remindersOf(certificate, later),
      cover,
      coverAfter: [coverOf(certificate)],
    });
  }
  meter.reset();
  const told = await remindExpiringCertificates({ limit: providers, now: later });
  const reminderUnits = meter.reset();
  // a run with nothing due, as the schedule runs it every minute: the job's lease and the fronts of the due lists
  const idle = (await runAlone(providerVetter, async () => ({
    ...(await checkDueProviders({ limit: 100, budgetMs: 45_000, fmcsa }, () => later)),
    ...(await remindExpiringCertificates({ limit: 500, now: later })),
  }))) as { checked: number; reminded: number };
  const idleUnits = meter.reset();
  if (run.checked !== providers || idle.checked !== 0 || told.reminded !== providers || idle.reminded !== 0)
    throw new Error(
      `bench:vetting: checked ${run.checked} of ${providers}, then ${idle.checked}; told ${told.reminded}`,
    );
  const perReminder = {
    readUnits: reminderUnits.readUnits / providers,
    writeUnits: reminderUnits.writeUnits / providers,
  };
  const remindersADay = Math.round((DAILY * REMINDERS_A_YEAR) / 365);
  const remindersAMonth = ((remindersADay * perReminder.writeUnits) / 1e6) * PRICES.perMillionWrites * 30;
  const perCheck = {
    readUnits: used.readUnits / providers,
    writeUnits: used.writeUnits / providers,
    fmcsaCalls: calls / providers,
    ms: wallMs / providers,
  };
  const daily = {
    readUnits: perCheck.readUnits * DAILY + idleUnits.readUnits * 1440,
    writeUnits: perCheck.writeUnits * DAILY + idleUnits.writeUnits * 1440,
    gbSeconds: ((DAILY * (perCheck.ms + perCheck.fmcsaCalls * QCMOBILE_MS)) / 1000) * PRICES.memoryGb,
  };
  const dollars =
    (daily.readUnits / 1e6) * PRICES.perMillionReads +
    (daily.writeUnits / 1e6) * PRICES.perMillionWrites +
    daily.gbSeconds * PRICES.perGbSecond;
  console.log(
    `Vetting, the daily check of ${providers} providers due (each with USDOT and MC numbers), one run:\n` +
      `  per check: ${perCheck.readUnits.toFixed(2)} RRU, ${perCheck.writeUnits.toFixed(2)} WRU, ` +
      `${perCheck.fmcsaCalls.toFixed(2)} FMCSA calls, ${perCheck.ms.toFixed(1)} ms ` +
      `(p50 ${percentile(timings.slice(1), 50).toFixed(1)} ms, p99 ${percentile(timings.slice(1), 99).toFixed(1)} ms ` +
      `against the stand-in)\n` +
      `  per certificate reminder told: ${perReminder.readUnits.toFixed(2)} RRU, ` +
      `${perReminder.writeUnits.toFixed(2)} WRU (${REMINDERS_A_YEAR} a certificate a year: ${remindersADay} a day ` +
      `for ${DAILY.toLocaleString('en-US')} providers with one each, $${remindersAMonth.toFixed(3)} a month)\n` +
      `  a run with nothing due: ${idleUnits.readUnits.toFixed(2)} RRU, ${idleUnits.writeUnits.toFixed(2)} WRU\n` +
      `  ${DAILY.toLocaleString('en-US')} providers a day: ${(perCheck.fmcsaCalls * DAILY).toLocaleString('en-US')} ` +
      `FMCSA calls (${((perCheck.fmcsaCalls * DAILY) / 86_400).toFixed(1)} a second spread over the day), ` +
      `${Math.round(daily.readUnits).toLocaleString('en-US')} RRU, ` +
      `${Math.round(daily.writeUnits).toLocaleString('en-US')} WRU, ` +
      `${Math.round(daily.gbSeconds).toLocaleString('en-US')} GB-s (QCMobile at ${QCMOBILE_MS} ms a call): ` +
      `$${dollars.toFixed(2)} a day, $${(dollars * 30).toFixed(2)} a month`,
  );
} finally {
  await standIn.stop();
  rmSync(dir, { recursive: true, force: true });
  await api.stop();
}
process.exit(0);
