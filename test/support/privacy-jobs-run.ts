// A run of the privacy job in its own process, on the table and bucket of the environment
// (test/integration/privacy-closure.test.ts kills one halfway): `--page-size N`.
import { runPrivacyJobs } from '../../shared/domain/privacy/jobs.ts';

const pageSize = Number(process.argv[process.argv.indexOf('--page-size') + 1] ?? 25);
console.log(JSON.stringify(await runPrivacyJobs({ pageSize })));
