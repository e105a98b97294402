import { randomUUID } from 'node:crypto';
import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';

// The local runtime runs many invocations at once in one process, as Lambda does for a function
// with AWS_LAMBDA_MAX_CONCURRENCY (managed instances): each runs in its own InvokeStore context,
// so Powertools keeps its log keys and metrics per invocation and requests never mix them.
// The variable is set only once the store exists (Powertools refuses the variable without a
// store); a child process that inherits it drops it (shared/observability/logger.ts).

let storeNow: InvokeStoreBase | undefined;
const store = InvokeStore.getInstanceAsync(true).then((instance) => {
  process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '1000';
  storeNow = instance;
  return instance;
});

/**
 * An invocation whose code threw where nothing could catch it (an error event nobody listened to, a
 * rejection nobody awaited): in Lambda its environment dies, and the invocation fails with it.
 */
export class InvocationCrashed extends Error {
  constructor(
    readonly requestId: string,
    cause: unknown,
  ) {
    super(`the invocation crashed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** The invocations running now, by request id: what fails one when its code crashes. */
const running = new Map<string, (error: InvocationCrashed) => void>();

/** Runs one invocation of a handler in its own invocation context. */
export async function invoke<Result>(run: () => Promise<Result>, requestId: string = randomUUID()): Promise<Result> {
  const instance = await store;
  return new Promise<Result>((resolve, reject) => {
    running.set(requestId, reject);
    instance
      .run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: requestId }, run)
      .then(resolve, reject)
      .finally(() => running.delete(requestId));
  });
}

let isolating = false;

/**
 * Keeps this process serving when an invocation crashes, as Lambda keeps other environments
 * serving: an uncaught error or unhandled rejection is logged, and fails the invocation whose
 * context it was thrown in (the server answers it as API Gateway answers a failed function);
 * one with no invocation of its own is logged only. Node would otherwise end the process, and with
 * it every other request (docs/errors.md, "A crashed function").
 */
export function isolateCrashes(): void {
  if (isolating) return;
  isolating = true;
  const crashed = (error: unknown) => {
    const requestId = storeNow?.get<string>(InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID);
    const fail = requestId ? running.get(requestId) : undefined;
    console.error(
      JSON.stringify({
        level: 'error',
        message: fail ? 'function crashed' : 'uncaught error outside any invocation',
        ...(fail ? { requestId } : {}),
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
    );
    if (fail && requestId) {
      running.delete(requestId);
      fail(new InvocationCrashed(requestId, error));
    }
  };
  process.on('uncaughtException', crashed);
  process.on('unhandledRejection', crashed);
}
