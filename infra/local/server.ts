import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { fallbackRoute, type Endpoint } from '../../shared/routes/http.ts';
import { matchRoute } from '../../shared/routes/matching.ts';
import { internalErrorBody } from '../../shared/http/errors.ts';
import { PayloadTooLargeError } from '../../shared/errors.ts';
import { corsPolicy, originsOf } from '../../shared/http/cors.ts';
import { siteResponse, type SiteConfig } from './developer-site.ts';
import { invoke, isolateCrashes } from './invocation.ts';
import { useRouteInvoker } from '../../shared/http/route-dispatch.ts';

// The local API Gateway: serves the route table over HTTP by building the same
// APIGatewayProxyEventV2 (payload format 2.0) API Gateway sends, and invoking the same handler
// module the Lambda runs. Requests no row matches exactly go to the fallback, like $default in
// AWS; what the fallback dispatches (another spelling, HEAD) runs here as its own invocation, where
// in AWS the fallback invokes the route's function (docs/routing.md). The as-deployed runtime
// passes its own dispatcher instead: the template's routes, each to its function's bundle
// (deployed/stage.ts).

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** API Gateway's own request payload limit. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;
const DEFAULT_TIMEOUT_SECONDS = 10;

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const loaded = new Map<string, Promise<LambdaHandler>>();

function handlerOf(route: Endpoint): Promise<LambdaHandler> {
  let handler = loaded.get(route.handler);
  if (!handler) {
    handler = import(pathToFileURL(resolve(repoRoot, route.handler)).href).then(
      (module: { handler: LambdaHandler }) => module.handler,
    );
    loaded.set(route.handler, handler);
  }
  return handler;
}

/** API Gateway base64-encodes bodies it does not consider text. */
function isText(contentType: string | undefined): boolean {
  if (!contentType) return true;
  return /^(text\/|application\/(json|.*\+json|x-www-form-urlencoded|xml|javascript))/i.test(contentType);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_PAYLOAD_BYTES) throw new PayloadTooLargeError(MAX_PAYLOAD_BYTES);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function eventOf(
  request: IncomingMessage,
  url: URL,
  body: Buffer,
  routeKey: string,
  pathParameters: Record<string, string>,
  requestId: string,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  headers['x-forwarded-proto'] ??= 'http';
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const method = (request.method ?? 'GET').toUpperCase();
  const now = new Date();
  const text = isText(headers['content-type']);
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: text ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !text,
  };
}

function contextOf(route: Endpoint, requestId: string): Context {
  const deadline = Date.now() + (route.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: route.id,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${route.id}`,
    memoryLimitInMB: String(route.memoryMb ?? 256),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${route.id}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** API Gateway's CORS (infra/stack.ts): the allowed origin is echoed, with the headers a page may read. */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin || !originsOf(process.env.DEVELOPER_SITE_ORIGINS).includes(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-expose-headers': corsPolicy.exposeHeaders.join(','),
    vary: 'Origin',
  };
}

function preflight(request: IncomingMessage, response: ServerResponse): void {
  const allowed = corsHeaders(request);
  response.writeHead(
    204,
    allowed['access-control-allow-origin']
      ? {
          ...allowed,
          'access-control-allow-methods': corsPolicy.allowMethods.join(','),
          'access-control-allow-headers': corsPolicy.allowHeaders.join(','),
          'access-control-max-age': String(corsPolicy.maxAgeSeconds),
        }
      : {},
  );
  response.end();
}

function send(response: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string> = { ...corsHeaders(response.req) };
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  response.writeHead(result.statusCode ?? 200, headers);
  const body = result.body ?? '';
  response.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

async function serve(
  request: IncomingMessage,
  response: ServerResponse,
  options: ServerOptions & { dispatcher: Dispatcher },
): Promise<void> {
  const requestId = randomUUID();
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (
    request.method === 'OPTIONS' &&
    request.headers['access-control-request-method'] &&
    process.env.DEVELOPER_SITE_ORIGINS
  ) {
    preflight(request, response);
    return;
  }
  const page =
    options.developerSite && request.method === 'GET'
      ? await siteResponse(url.pathname, options.developerSite())
      : undefined;
  if (page) {
    response.writeHead(page.status, page.headers);
    response.end(page.body);
    return;
  }
  const target = options.dispatcher.match(request.method ?? 'GET', url.pathname);
  let body: Buffer;
  try {
    body = await readBody(request);
  } catch (error) {
    // a body API Gateway would refuse; a client that went away mid-body is owed no answer
    if (!(error instanceof PayloadTooLargeError)) return void response.destroy();
    send(response, {
      statusCode: 413,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(error.body),
    });
    return;
  }
  const event = eventOf(request, url, body, target.routeKey, target.pathParameters, requestId);
  try {
    send(response, await target.run(event, requestId));
  } catch (error) {
    // A handler that throws past its middleware, or whose code crashed (./invocation.ts), is a
    // failed invocation: API Gateway's own answer, as the as-deployed runtime gives it.
    console.error(
      JSON.stringify({
        level: 'error',
        message: 'function failed',
        route: target.routeKey,
        requestId,
        error: String(error),
      }),
    );
    send(response, functionFailed(requestId));
  }
}

/**
 * API Gateway's answer for an invocation that failed (the handler threw, timed out, or its
 * environment crashed): 502 with its own body, not the spec's, since no function wrote it
 * (docs/errors.md).
 */
export const functionFailed = (requestId: string): APIGatewayProxyStructuredResultV2 => ({
  statusCode: 502,
  headers: { 'content-type': 'application/json', 'apigw-requestid': requestId },
  body: JSON.stringify({ message: 'Internal Server Error' }),
});

export interface LocalServer {
  url: string;
  close(): Promise<void>;
}

/** Where a request goes: the route API Gateway matches (or $default), and the function it invokes. */
export interface RouteTarget {
  routeKey: string;
  pathParameters: Record<string, string>;
  run(event: APIGatewayProxyEventV2, requestId: string): Promise<APIGatewayProxyStructuredResultV2>;
}
export interface Dispatcher {
  match(method: string, path: string): RouteTarget;
}

/** The source runtime's routes: the route table's rows, their handler modules run in this process. */
export function routeTableDispatcher(): Dispatcher {
  const run = async (route: Endpoint, event: APIGatewayProxyEventV2, requestId: string) => {
    const handler = await handlerOf(route);
    return invoke(() => handler(event, contextOf(route, requestId)), requestId);
  };
  useRouteInvoker((route, event) => run(route, event, event.requestContext.requestId));
  return {
    match(method, path) {
      const match = matchRoute(method, path);
      const route = match?.route ?? fallbackRoute;
      return {
        routeKey: match ? `${route.method} ${route.path}` : '$default',
        pathParameters: match?.pathParameters ?? {},
        run: (event, requestId) => run(route, event, requestId),
      };
    },
  };
}

export interface ServerOptions {
  port: number;
  /** What serves the routes; the route table's handlers in this process unless given. */
  dispatcher?: Dispatcher;
  host?: string;
  /** Serve the developer site under /developers/ with this config (local runtime only). */
  developerSite?: () => SiteConfig;
}

export async function startLocalServer(serverOptions: ServerOptions): Promise<LocalServer> {
  const options = { ...serverOptions, dispatcher: serverOptions.dispatcher ?? routeTableDispatcher() };
  isolateCrashes();
  const server = createServer((request, response) => {
    // No request may take the server down: whatever escapes is a 500 in the spec's format.
    serve(request, response, options).catch((error: unknown) => {
      console.error(
        JSON.stringify({ level: 'error', message: 'request failed in the local server', error: String(error) }),
      );
      if (!response.headersSent)
        send(response, {
          statusCode: 500,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(internalErrorBody()),
        });
      else response.destroy();
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}
