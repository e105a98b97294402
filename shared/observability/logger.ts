import { Logger } from '@aws-lambda-powertools/logger';
import type { LogLevel } from '@aws-lambda-powertools/logger/types';

// Structured JSON logs, one object a line (CloudWatch and `npm start` alike), by Powertools Logger:
// request id, cold start flag and function name come from the middleware (observability.ts in
// shared/http); the level is the stage's POWERTOOLS_LOG_LEVEL (infra/functions.ts), or LOG_LEVEL
// locally. Keys, tokens and passwords never reach here: callers log principals by user id only.

export const serviceName = 'shipping-marketplace';

// AWS_LAMBDA_MAX_CONCURRENCY tells Powertools to keep state per invocation in the Lambda runtime's
// InvokeStore, which the runtime creates before loading a handler. A process that has the variable
// but no store inherited it (a command or stage started by the local runtime, infra/local/
// invocation.ts) and runs one invocation at a time: without this Powertools would refuse to start.
if (
  process.env.AWS_LAMBDA_MAX_CONCURRENCY &&
  !(globalThis as { awslambda?: { InvokeStore?: unknown } }).awslambda?.InvokeStore
) {
  delete process.env.AWS_LAMBDA_MAX_CONCURRENCY;
}

export const logger = new Logger({
  serviceName,
  // Powertools reads these too, but only in upper case; `silent` (tests) is valid in either
  logLevel: (process.env.POWERTOOLS_LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'INFO') as LogLevel,
  persistentKeys: { stage: process.env.STAGE ?? 'sandbox' },
});
