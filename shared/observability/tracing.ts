import type { Tracer } from '@aws-lambda-powertools/tracer';
import { isRequestXRaySampled } from '@aws-lambda-powertools/commons/utils/env';
import { serviceName } from './logger.ts';

// X-Ray traces of every function (Lambda active tracing, infra/functions.ts) with the AWS SDK calls
// as subsegments, by Powertools Tracer. The Tracer carries the X-Ray SDK, which costs about 12 ms
// of cold init in every function (docs/performance.md); since only sampled invocations send
// anything, it is loaded by the first invocation X-Ray samples, never at init, and every AWS
// client created so far is captured then. Unsampled invocations never load it.
//
// In AWS the Tracer is not even in the function's bundle: infra/functions.ts ships it pre-bundled as
// tracer.mjs beside index.mjs and names it in TRACER_MODULE (parsing it would cost every cold
// start ~3 ms). Without TRACER_MODULE (locally, in tests) the package itself is imported.

const clients: object[] = [];
let loaded: Promise<Tracer> | undefined;
let tracer: Tracer | undefined;

/** Outside Lambda (the local runtime, tests) or with POWERTOOLS_TRACE_ENABLED=false, nothing traces. */
function tracingWanted(): boolean {
  return Boolean(process.env.AWS_EXECUTION_ENV) && process.env.POWERTOOLS_TRACE_ENABLED?.toLowerCase() !== 'false';
}

/**
 * Registers an AWS SDK client, so its calls become subsegments once tracing has been loaded. Its
 * logger middleware goes: we give the SDK no logger, yet the middleware copies every input and
 * output through the sensitive-data filter for the no-op one (about 3% of the indexer's CPU, bench:indexer).
 */
export function traced<Client extends object>(client: Client): Client {
  (client as { middlewareStack?: { remove(name: string): boolean } }).middlewareStack?.remove('loggerMiddleware');
  clients.push(client);
  tracer?.captureAWSv3Client(client);
  return client;
}

/** The Tracer, when this invocation is sampled or an earlier one loaded it; undefined otherwise. */
export async function tracerOfInvocation(): Promise<Tracer | undefined> {
  if (tracer) return tracer;
  if (!tracingWanted() || !isRequestXRaySampled()) return undefined;
  const specifier = process.env.TRACER_MODULE ?? '@aws-lambda-powertools/tracer';
  loaded ??= (import(specifier) as Promise<{ Tracer: typeof Tracer }>).then(({ Tracer }) => {
    const instance = new Tracer({ serviceName, captureHTTPsRequests: false });
    for (const client of clients) instance.captureAWSv3Client(client);
    tracer = instance;
    return instance;
  });
  return loaded;
}

/** Whether the Tracer has been loaded in this process (for tests and the bench). */
export const tracerLoaded = () => tracer !== undefined;
