import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';
import { logger } from './logger.ts';
import { publishMetrics } from './metrics.ts';
import { tracerOfInvocation } from './tracing.ts';

// What every invocation of every function gets, outermost in its middy stack: the Lambda context
// and cold start flag on each log line (keys appended during the invocation are reset after it),
// the handler's X-Ray subsegment when the invocation is sampled, and the business metrics it
// counted, published under `source` (a route id or a consumer's name).

type Request = middy.Request<unknown, unknown, Error, Context>;

export function observed(source: (request: Request) => string): middy.MiddlewareObj<unknown, unknown, Error, Context> {
  const logContext = injectLambdaContext(logger, { resetKeys: true });
  let tracing: middy.MiddlewareObj | undefined;
  const finish = async (request: Request, hook: 'after' | 'onError') => {
    publishMetrics(source(request));
    await tracing?.[hook]?.(request as middy.Request);
    await logContext[hook]?.(request);
  };
  return {
    before: async (request) => {
      await logContext.before?.(request);
      const tracer = await tracerOfInvocation();
      if (tracer) {
        tracing ??= captureLambdaHandler(tracer, { captureResponse: false });
        await tracing.before?.(request as middy.Request);
      }
    },
    after: (request) => finish(request, 'after'),
    onError: (request) => finish(request, 'onError'),
  };
}

/** A function that is not an HTTP endpoint (a stream or queue consumer), observed as `source`. */
export function observedFunction<Event, Result>(source: string, handler: (event: Event) => Promise<Result>) {
  const wrapped = middy<Event, Result, Error, Context>(handler).use(observed(() => source));
  // the local runtime and tests call consumers with the event alone, as they did before
  return (event: Event, context: Context = {} as Context): Promise<Result> => wrapped(event, context);
}
