import { parseArgs } from 'node:util';
import { isStage } from '../../shared/domain/auth/api-keys.ts';
import { fail, useTable } from './target.ts';

// Operator command (docs/operations.md, docs/privacy.md):
//   npm run accounts -- close --email a@b.example --stage sandbox|production (--local | --table NAME)
// closes the account of a request received elsewhere (a letter, a support call), as DELETE
// /v2/users/me does: at once what stops the account; the stage's privacy job then erases it.

const usage = 'usage: npm run accounts -- close --email E --stage sandbox|production (--local | --table NAME)';
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    stage: { type: 'string' },
    table: { type: 'string' },
    local: { type: 'boolean', default: false },
  },
});
if (positionals[0] !== 'close') fail(usage);
if (!values.email) fail(`--email is required\n${usage}`);
if (!values.stage || !isStage(values.stage)) fail(`--stage sandbox|production is required\n${usage}`);
useTable({ stage: values.stage, local: values.local, table: values.table }, usage);

const { closeAccountOfEmail } = await import('../../shared/domain/privacy/closure.ts');
try {
  const userId = await closeAccountOfEmail(values.email);
  console.log(
    `Closed user ${userId} (${values.email}) on ${process.env.TABLE_NAME}: keys, sign-in, webhooks, open listings ` +
      `and bids ended; the privacy job erases the rest within minutes.`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
