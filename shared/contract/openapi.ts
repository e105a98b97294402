import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { routes, scopes, type Route } from '../routes/http.ts';
import { scopeDescriptions } from './scopes.ts';
import { takesIdempotencyKey } from '../http/idempotency.ts';
import { operations, type DeclaredResponse, type FormPartDeclaration, type Operation } from './operations.ts';
import { ErrorResponse } from './responses.ts';
import { serverOf } from './published.ts';
import { integerTextBounds } from '../schemas/integer-text.ts';
import clientPackage from '../../sdk/package.json' with { type: 'json' };
import { MAX_PAGE_BYTES } from '../http/html.ts';

// The OpenAPI 3.1 document (docs/developer-site.md): one operation per row of the route table,
// request schemas converted from the valibot schemas the handlers parse, responses from
// ./responses.ts. Served at GET /v2/openapi.json and rendered by the developer site.

/** Actions that change or check a value but have no JSON Schema form; the server still applies them. */
const SERVER_SIDE_ACTIONS = [
  'trim',
  'to_upper_case',
  'to_lower_case',
  'check',
  'partial_check',
  'transform',
  'raw_transform',
];

/**
 * An integer sent as text is declared as the integer it is (shared/schemas/integer-text.ts): its text rules give way.
 */
const asInteger = (part: object): JsonSchema | undefined => {
  const bounds = integerTextBounds(part);
  return bounds && { type: 'integer', ...bounds };
};
const requestConfig: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'ignore',
  ignoreActions: SERVER_SIDE_ACTIONS,
  overrideSchema: ({ valibotSchema }) => asInteger(valibotSchema),
  overrideAction: ({ valibotAction }) => asInteger(valibotAction),
};
const responseConfig: ConversionConfig = {
  target: 'draft-2020-12',
  errorMode: 'ignore',
  ignoreActions: SERVER_SIDE_ACTIONS,
};

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

/** Every integer states its width (OWASP API4), read from its bounds: int32 when they fit, else int64. */
function withIntegerFormats(node: unknown): void {
  if (Array.isArray(node)) node.forEach(withIntegerFormats);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.type === 'integer' && schema.format === undefined) {
    const fits = (bound: unknown) => typeof bound === 'number' && bound >= INT32.min && bound <= INT32.max;
    schema.format =
      fits(schema.minimum ?? schema.exclusiveMinimum) && fits(schema.maximum ?? schema.exclusiveMaximum)
        ? 'int32'
        : 'int64';
  }
  Object.values(schema).forEach(withIntegerFormats);
}

/**
 * JSON Schema of a valibot schema, without the `$schema` member a document does not want inline.
 * OpenAPI 3.1's dialect is draft 2020-12; AsyncAPI's schema format is draft-07 (asyncapi.ts).
 */
export function jsonSchemaOf(
  schema: v.GenericSchema,
  direction: 'request' | 'response',
  target: ConversionConfig['target'] = 'draft-2020-12',
): JsonSchema {
  const config = direction === 'request' ? requestConfig : responseConfig;
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, { ...config, target }) as JsonSchema & {
    $schema?: string;
  };
  withIntegerFormats(rest);
  return rest;
}

type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  description?: string;
};

function parametersOf(schema: v.GenericSchema | undefined, place: 'path' | 'query'): Parameter[] {
  if (!schema) return [];
  const converted = jsonSchemaOf(schema, 'request') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(converted.properties ?? {}).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || (converted.required ?? []).includes(name),
    schema: property,
  }));
}

// Headers and error answers, declared once in components and referred to (docs/developer-site.md,
// "Limits and headers").
const headerText = (description: string, maxLength: number, extra: Record<string, unknown> = {}) => ({
  description,
  schema: { type: 'string', maxLength, ...extra },
});
const componentHeaders = {
  'X-Request-Id': headerText('Identifies this request in our logs; quote it when asking for help', 100, {
    pattern: '^[\\x21-\\x7e]+$',
  }),
  // shared/http/cors.ts: echoed for the developer site's origins only
  'Access-Control-Allow-Origin': headerText(
    "The request's Origin, when it is a developer-site origin of this stage (docs/developer-site.md); absent otherwise",
    200,
    { format: 'uri' },
  ),
  // docs/limits.md: on every answer: the key's limit, or the source address's without a (valid) key
  'RateLimit-Policy': headerText(
    "The limit this request counted against (draft-ietf-httpapi-ratelimit-headers): the key's, " +
      '`"key";q=<requests>;w=<seconds>`, or on an operation without a key your address\'s, `"address";q=...;w=...`',
    100,
    { pattern: '^"(key|address)";q=\\d+;w=\\d+$' },
  ),
  RateLimit: headerText(
    'What is left of it: `"key";r=<requests left>;t=<seconds until there is room>` (or `"address";...`)',
    100,
    { pattern: '^"(key|address)";r=\\d+;t=\\d+$' },
  ),
  'Retry-After': {
    description: 'Seconds to wait before retrying',
    schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 3600 },
  },
};
const ref = (name: keyof typeof componentHeaders) => ({ [name]: { $ref: `#/components/headers/${name}` } });
const everyAnswer = { ...ref('X-Request-Id'), ...ref('Access-Control-Allow-Origin') };
const rateLimit = { ...ref('RateLimit-Policy'), ...ref('RateLimit') };
/** An operation's own headers: Location, the only one today, is an address. */
const declaredHeaders = (headers: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, description]) => [
      name,
      headerText(description, 4096, { format: 'uri-reference' }),
    ]),
  );

/**
 * Headers of one answer: every answer but a failure of ours states the limit it counted against (a 401 its address's).
 */
const headersOf = (status: number, own: Record<string, unknown> = {}) => ({
  ...everyAnswer,
  ...(status < 500 ? rateLimit : {}),
  ...own,
});

function responseOf(route: Route, status: number, declared: DeclaredResponse) {
  const headers = headersOf(status, declaredHeaders(declared.headers));
  if (!declared.body) return { description: declared.description, headers };
  if ('binary' in declared.body) {
    const error = declared.alsoError ? { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } : {};
    const { binary, maxBytes } = declared.body;
    return {
      description: declared.description,
      headers,
      content: { [binary]: { schema: { type: 'string', contentMediaType: binary, maxLength: maxBytes } }, ...error },
    };
  }
  const page = declared.alsoPage
    ? { 'text/html': { schema: { type: 'string', contentMediaType: 'text/html', maxLength: MAX_PAGE_BYTES } } }
    : {};
  return {
    description: declared.description,
    headers,
    content: { 'application/json': { schema: jsonSchemaOf(declared.body, 'response') }, ...page },
  };
}

const errorAnswer = (description: string, headers: Record<string, unknown>) => ({
  description,
  headers,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});
/** The error answers any operation may give besides its own, by name in components.responses. */
const errorComponents = {
  Error: errorAnswer('An error in the spec 7.2 format', everyAnswer),
  InvalidInput: errorAnswer('Invalid input: every error names its field (spec 7.2)', { ...everyAnswer, ...rateLimit }),
  Unauthorized: errorAnswer(
    "No key, or a key that is not (or no longer) valid (docs/auth.md); counted against your address's rate limit",
    { ...everyAnswer, ...rateLimit },
  ),
  TooManyRequests: errorAnswer(
    "Over the key's rate limit, or on an operation without a key over your address's: nothing was done; retry after " +
      'Retry-After seconds (docs/limits.md)',
    { ...everyAnswer, ...rateLimit, ...ref('Retry-After') },
  ),
  SignInThrottled: errorAnswer(
    'Too many sign-in attempts for this account from this address, or wrong passwords from this address (the ' +
      "password was not checked), or over your address's rate limit: retry after Retry-After seconds (docs/auth.md, " +
      'docs/limits.md)',
    { ...everyAnswer, ...rateLimit, ...ref('Retry-After') },
  ),
  InternalError: errorAnswer('An unexpected failure, logged with the request id', everyAnswer),
  Unavailable: errorAnswer('The table is throttled for a moment; nothing was done; retry after Retry-After seconds', {
    ...everyAnswer,
    ...ref('Retry-After'),
  }),
};
const answer = (name: keyof typeof errorComponents) => ({ $ref: `#/components/responses/${name}` });

/** What a client must be ready for from any operation, besides its own answers. */
function errorAnswers(route: Route, operation: Operation) {
  const takesInput = Boolean(operation.path || operation.query || operation.body || operation.multipart);
  const keyed = route.auth === 'key';
  return {
    ...(takesInput ? { 400: answer('InvalidInput') } : {}),
    ...(keyed ? { 401: answer('Unauthorized') } : {}),
    429: answer(operation.signsIn ? 'SignInThrottled' : 'TooManyRequests'),
    500: answer('InternalError'),
    503: answer('Unavailable'),
  };
}

/** A multipart part: a text part by the schema the handler applies to it, a file by its type and largest size. */
const partSchemaOf = (part: FormPartDeclaration) =>
  'schema' in part
    ? { ...jsonSchemaOf(part.schema, 'request'), description: part.description }
    : {
        type: 'string',
        contentMediaType: part.contentMediaType,
        maxLength: part.maxBytes,
        description: `${part.description} (at most ${part.maxBytes} bytes)`,
      };

function requestBodyOf(operation: Operation) {
  const multipart = operation.multipart && {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: operation.multipart.required,
        properties: Object.fromEntries(
          Object.entries(operation.multipart.parts).map(([name, part]) => [name, partSchemaOf(part)]),
        ),
      },
    },
  };
  if (!operation.body) return multipart && { required: true, content: multipart };
  const { schema, example, mediaTypes = ['application/json'], optional = false } = operation.body;
  const jsonSchema = jsonSchemaOf(schema, 'request');
  return {
    required: !optional,
    content: { ...Object.fromEntries(mediaTypes.map((type) => [type, { schema: jsonSchema, example }])), ...multipart },
  };
}

function operationOf(route: Route, operation: Operation) {
  const idempotencyKey: Parameter[] = takesIdempotencyKey(route)
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          schema: { type: 'string', maxLength: 255, pattern: '^[\x21-\x7e]{1,255}$' },
          description: 'Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md)',
        },
      ]
    : [];
  const requestBody = requestBodyOf(operation);
  return {
    operationId: route.id,
    summary: operation.summary,
    description:
      `Source: ${operation.source}.` +
      (route.scope ? ` A restricted key needs the scope \`${route.scope}\`.` : '') +
      (route.deprecated
        ? ` Deprecated since ${route.deprecated.since} (changelog ${route.deprecated.announcedIn}); answered until ` +
          `${route.deprecated.sunset}${route.deprecated.successor ? `: use ${route.deprecated.successor}` : ''}.`
        : ''),
    ...(route.deprecated ? { deprecated: true } : {}),
    tags: [operation.tag],
    security: route.auth === 'key' ? [{ bearer: [] }] : [],
    // the scope a restricted key needs (docs/auth.md). Not in the requirement's list: OpenAPI 3.1
    // allows roles there, but Spectral's oas3-operation-security-defined takes any name in it for an
    // OAuth scope its scheme must define, and a key is no OAuth flow
    ...(route.scope ? { 'x-required-scope': route.scope } : {}),
    parameters: [...parametersOf(operation.path, 'path'), ...parametersOf(operation.query, 'query'), ...idempotencyKey],
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...errorAnswers(route, operation),
      ...Object.fromEntries(
        Object.entries(operation.responses).map(([status, declared]) => [
          status,
          responseOf(route, Number(status), declared),
        ]),
      ),
      default: { $ref: '#/components/responses/Error' },
    },
  };
}

/** The operation declared for a route; every row has one (test/unit/openapi.test.ts). */
export function operationFor(route: Route): Operation {
  const operation = operations[route.id];
  if (!operation) throw new Error(`route ${route.id} has no entry in shared/contract/operations.ts`);
  return operation;
}

/** What each group of operations is for (the developer site's headings). */
const tagDescriptions: Record<string, string> = {
  Users: 'Accounts, profiles and profile images (spec 2.8, 2.14)',
  Keys: 'API keys and OAuth tokens: how a caller gets credentials (spec 5)',
  Members: "A company's members and their roles; the invitation a member joins by (docs/teams.md)",
  Prices: 'Estimates and fixed-price quotes (spec 2.2, 2.7)',
  Listings: 'Shipments posted by shippers, their watchers and contacts (spec 2.6)',
  Bids: 'Offers of carriers and brokers on listings, accepted or declined (spec 2.12)',
  Payments:
    "A booking's money: paid at booking, held, released to the carrier's payout account at delivery (Stripe " +
    'Connect; docs/payments.md)',
  Search: 'Finding listings by place, commodity and price (spec 2.10)',
  Providers: "A shipper's Preferred and Blocked carriers and brokers (docs/provider-relations.md)",
  'Your data':
    'A copy of everything the marketplace holds about you, and closing your account (CCPA, PIPEDA; docs/privacy.md)',
  'Saved searches':
    'Searches kept to run again, with alerts (inbox, webhook, email at once or in a daily digest) when a listing ' +
    'they find opens (docs/saved-searches.md)',
  Questions:
    "Carriers' questions on a listing before booking and the shipper's answers, contact details masked " +
    '(docs/questions.md)',
  Messages: 'The conversation of the shipper and the booked carrier of a listing (docs/messages.md)',
  Feedback: 'Ratings the two parties of a delivered shipment leave each other, and their summaries (docs/feedback.md)',
  Transit: 'Transit status, locations, tracking and the public tracking page (spec 2.5, 2.11, 3.1)',
  Documents: "A booked listing's documents: Bill of Lading, receipts, photos (docs/attachments.md)",
  LTL: 'Rate requests for less-than-truckload freight and the rates offered (spec 2.9)',
  Lookups: 'The values fields take, with labels in the request language (spec 2.13)',
  Notifications: 'In-app notifications and email preferences (docs/notifications.md)',
  Webhooks: 'Events delivered to your endpoints, signed per Standard Webhooks (docs/webhooks.md)',
  Reference: 'This document and the AsyncAPI document of the events',
};

let built: Record<string, unknown> | undefined;

export function openApiDocument(serverUrl?: string): Record<string, unknown> {
  built ??= buildDocument();
  return serverUrl ? { ...built, servers: [serverOf(serverUrl)] } : built;
}

function buildDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operationOf(route, operationFor(route));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shipping marketplace API',
      // the client package's version: the two move together (changesets bumps it, docs/client.md)
      version: clientPackage.version,
      description:
        'Listings, bids, transit status, LTL rates, estimates and search across the US and Canada. ' +
        'Every error has the body of spec 7.2: a reason and a list of errors naming the field.',
      license: {
        name: 'Proprietary: for use with the marketplace under its terms',
        identifier: 'LicenseRef-Proprietary',
      },
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    tags: [...new Set(Object.values(operations).map((o) => o.tag))].map((name) => ({
      name,
      description: tagDescriptions[name],
    })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key (sbx_... or prd_..., from POST /v2/apikeys), a restricted key (POST /v2/apikeys/restricted) ' +
            'or an OAuth access token. ' +
            'A restricted key reaches the operations whose x-required-scope is one of its scopes; others answer 403 ' +
            'naming the scope. The scopes: ' +
            scopes.map((scope) => `\`${scope}\`: ${scopeDescriptions[scope]}`).join('; ') +
            '.',
          'x-scopes': scopeDescriptions,
        },
      },
      schemas: { Error: jsonSchemaOf(ErrorResponse, 'response') },
      headers: componentHeaders,
      responses: errorComponents,
    },
  };
}
