import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { LIVE_ALIAS, routeFunctionName } from '../routes/functions.ts';
import type { Route } from '../routes/http.ts';

// In AWS: the fallback invokes the route's function synchronously with the rewritten event. Only
// requests spelled other than the table writes them (and HEAD) pay this second invocation; the
// stack names route functions `<ROUTE_FUNCTION_PREFIX><route id>` and lets the fallback invoke them,
// through their live alias as API Gateway does (a deploy in progress shifts both alike).

/** Runs a route's function for an event the fallback rewrote (this one in AWS; the local runtime's its own). */
export type RouteInvoker = (route: Route, event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

let client: LambdaClient | undefined;

export const invokeRouteFunction: RouteInvoker = async (route, event) => {
  client ??= new LambdaClient({});
  const prefix = process.env.ROUTE_FUNCTION_PREFIX;
  if (!prefix) throw new Error('ROUTE_FUNCTION_PREFIX is not set: the stack gives it to the fallback function');
  const out = await client.send(
    new InvokeCommand({
      FunctionName: routeFunctionName(prefix, route),
      Qualifier: LIVE_ALIAS,
      Payload: Buffer.from(JSON.stringify(event)),
    }),
  );
  if (out.FunctionError) throw new Error(`${route.id} failed when the fallback invoked it: ${out.FunctionError}`);
  return JSON.parse(Buffer.from(out.Payload ?? new Uint8Array()).toString('utf8')) as APIGatewayProxyStructuredResultV2;
};
