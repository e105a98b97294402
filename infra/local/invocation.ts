import { randomUUID } from 'node:crypto';
import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';

// The local runtime runs many invocations at once in one process, as Lambda does for a function
// with AWS_LAMBDA_MAX_CONCURRENCY (managed instances): each runs in its own InvokeStore context,
// so Powertools keeps its log keys and metrics per invocation and requests never mix them.
// The variable is set only once the store exists (Powertools refuses the variable without a
// store); a child process that inherits it drops it (shared/observability/logger.ts).

const store = InvokeStore.getInstanceAsync(true).then((instance) => {
  process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '1000';
  return instance;
});

/** Runs one invocation of a handler in its own invocation context. */
export async function invoke<Result>(run: () => Promise<Result>, requestId: string = randomUUID()): Promise<Result> {
  return (await store).run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: requestId }, run);
}
