import { parseArgs } from 'node:util';
import { isStage } from '../../shared/domain/auth/api-keys.ts';
import { issueApiKey } from '../../shared/domain/auth/service.ts';
import { registerUser } from '../../shared/domain/users/service.ts';
import { setUserStatus, userIdOfEmail } from '../../shared/data/users.ts';
import { operatorOrigin, recordSecurityEvent } from '../../shared/domain/security/events.ts';
import { setUserRateLimit } from '../../shared/data/rate-limits.ts';
import { userStatuses, userTypes, type UserStatus, type UserType } from '../../shared/domain/users/types.ts';
import { ApiError } from '../../shared/http/errors.ts';
import { fail, useTable } from './target.ts';

// Operator command (docs/operations.md):
//   npm run keys -- create --stage sandbox --type Shipper --email a@b.example --first Ann --last Lee [--company X]
// [--phone P] (--local | --table NAME)
//   npm run keys -- rotate --stage sandbox --email a@b.example (--local | --table NAME)
//   npm run keys -- status --email a@b.example --set Held (--local | --table NAME)
//   npm run keys -- limit --email a@b.example (--per-second 50 --burst 100 | --stage-default) (--local | --table NAME)
// --local targets the table of a running `npm start` (.data/local-endpoints.json); --table a
// deployed stage's table (the stack's TableName output) with the usual AWS credentials.

const usage =
  'usage: npm run keys -- create|rotate|status|limit [--stage sandbox|production] [--type T] [--email E] [--first F] ' +
  '[--last L] [--company C] [--phone P] [--set STATUS] [--per-second N --burst N | --stage-default] (--local | ' +
  '--table NAME)';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    stage: { type: 'string', default: 'sandbox' },
    type: { type: 'string' },
    email: { type: 'string' },
    first: { type: 'string' },
    last: { type: 'string' },
    company: { type: 'string' },
    phone: { type: 'string' },
    set: { type: 'string' },
    'per-second': { type: 'string' },
    burst: { type: 'string' },
    'stage-default': { type: 'boolean', default: false },
    table: { type: 'string' },
    local: { type: 'boolean', default: false },
  },
});

function required(name: keyof typeof values): string {
  const value = values[name];
  if (typeof value !== 'string' || !value) fail(`--${name} is required\n${usage}`);
  return value;
}

async function userIdByEmail(email: string): Promise<number> {
  const userId = await userIdOfEmail(email);
  if (userId === undefined) fail(`No user with email ${email}.`);
  return userId;
}

async function main(): Promise<void> {
  const stage = values.stage ?? 'sandbox';
  if (!isStage(stage)) fail(`--stage must be sandbox or production`);
  useTable({ stage, local: values.local, table: values.table }, usage);
  switch (positionals[0]) {
    case 'create': {
      const userType = required('type');
      if (!(userTypes as readonly string[]).includes(userType)) fail(`--type must be one of ${userTypes.join(', ')}`);
      const user = await registerUser({
        userType: userType as UserType,
        emailAddress: required('email'),
        firstName: required('first'),
        lastName: required('last'),
        ...(values.company ? { companyName: values.company } : {}),
        ...(values.phone ? { homePhone: values.phone } : {}),
      });
      const key = await issueApiKey(user.userId, stage);
      console.log(
        JSON.stringify(
          { userId: user.userId, userName: user.userName, userType: user.userType, stage, apiKey: key },
          null,
          2,
        ),
      );
      console.error('The key is shown once; only its hash is stored.');
      break;
    }
    case 'rotate': {
      const userId = await userIdByEmail(required('email'));
      const key = await issueApiKey(userId, stage);
      await recordSecurityEvent('ApiKey.Created', operatorOrigin, userId, { stage });
      console.log(JSON.stringify({ stage, apiKey: key }, null, 2));
      console.error('The previous key no longer works (warm functions may accept it for up to a minute).');
      break;
    }
    case 'status': {
      const status = required('set');
      if (!(userStatuses as readonly string[]).includes(status))
        fail(`--set must be one of ${userStatuses.join(', ')}`);
      const userId = await userIdByEmail(required('email'));
      await setUserStatus(userId, status as UserStatus);
      await recordSecurityEvent('Account.StatusChanged', operatorOrigin, userId, { status });
      console.log(`Status set to ${status}.`);
      break;
    }
    case 'limit': {
      // docs/limits.md: a user's own rate limit over the stage's; warm functions apply it within a minute
      const userId = await userIdByEmail(required('email'));
      if (values['stage-default']) {
        await setUserRateLimit(userId, undefined);
        await recordSecurityEvent('Account.RateLimitChanged', operatorOrigin, userId, { stageDefault: true });
        console.log("The user has the stage's rate limit again.");
        break;
      }
      const perSecond = Number(required('per-second'));
      const burst = Number(required('burst'));
      if (!(perSecond > 0) || !(burst >= perSecond))
        fail('--per-second must be positive and --burst at least --per-second');
      await setUserRateLimit(userId, { perSecond, burst });
      await recordSecurityEvent('Account.RateLimitChanged', operatorOrigin, userId, { perSecond, burst });
      console.log(`Rate limit set to ${perSecond} requests per second, bursts of ${burst}.`);
      break;
    }
    default:
      fail(usage);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ApiError ? error.reason : error instanceof Error ? error.message : error);
  process.exit(1);
});
