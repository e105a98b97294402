import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RouteMatch } from '../routes/matching.ts';
import type { RouteInvoker } from './lambda-route-invoker.ts';

// How the fallback hands a request API Gateway could not match exactly to the row it means
// (docs/routing.md): in AWS by invoking that route's Lambda function, in the local runtime by
// running its handler in the server's process. Either way the route's own function answers, with
// its own auth, validation and errors.

let invoker: RouteInvoker | undefined;

/** The local runtime runs route handlers itself (infra/local/server.ts). */
export function useRouteInvoker(next: RouteInvoker): void {
  invoker = next;
}

/** The event API Gateway would have sent had the request been spelled as the table writes it. */
export function eventForRoute(event: APIGatewayProxyEventV2, match: RouteMatch): APIGatewayProxyEventV2 {
  const routeKey = `${match.route.method} ${match.route.path}`;
  const { pathParameters: _sent, ...rest } = event;
  return {
    ...rest,
    routeKey,
    ...(Object.keys(match.pathParameters).length ? { pathParameters: match.pathParameters } : {}),
    requestContext: {
      ...event.requestContext,
      routeKey,
      http: { ...event.requestContext.http, method: match.route.method },
    },
  };
}

/** The route's own answer to a request; for HEAD, the GET's answer without its body. */
export async function dispatchToRoute(
  event: APIGatewayProxyEventV2,
  match: RouteMatch & { head: boolean },
): Promise<APIGatewayProxyStructuredResultV2> {
  invoker ??= (await import('./lambda-route-invoker.ts')).invokeRouteFunction;
  const result = await invoker(match.route, eventForRoute(event, match));
  if (!match.head) return result;
  const { body: _body, isBase64Encoded: _encoded, ...headOnly } = result;
  return headOnly;
}
