import { Logger } from '@aws-lambda-powertools/logger';
import type { LogLevel } from '@aws-lambda-powertools/logger/types';

// Structured JSON logs, one object a line (CloudWatch and `npm start` alike), by Powertools Logger:
// request id, cold start flag and function name come from the middleware (observability.ts in
// shared/http); the level is the stage's POWERTOOLS_LOG_LEVEL (infra/stack.ts), or LOG_LEVEL
// locally. Keys, tokens and passwords never reach here: callers log principals by user id only.

export const serviceName = 'shipping-marketplace';

export const logger = new Logger({
  serviceName,
  // Powertools reads these too, but only in upper case; `silent` (tests) is valid in either
  logLevel: (process.env.POWERTOOLS_LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'INFO') as LogLevel,
  persistentKeys: { stage: process.env.STAGE ?? 'sandbox' },
});
