import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { routes, type Route } from '../routes.ts';
import { takesIdempotencyKey } from '../http/idempotency.ts';
import { operations, type DeclaredResponse, type Operation } from './operations.ts';
import { ErrorResponse } from './responses.ts';

// The OpenAPI 3.1 document (docs/developer-site.md): one operation per row of the route table,
// request schemas converted from the valibot schemas the handlers parse, responses from
// ./responses.ts. Served at GET /v2/openapi.json and rendered by the developer site.

/** Actions that change or check a value but have no JSON Schema form; the server still applies them. */
const SERVER_SIDE_ACTIONS = ['trim', 'to_upper_case', 'to_lower_case', 'check', 'partial_check', 'transform', 'raw_transform'];

const requestConfig: ConversionConfig = { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore', ignoreActions: SERVER_SIDE_ACTIONS };
const responseConfig: ConversionConfig = { target: 'draft-2020-12', errorMode: 'ignore', ignoreActions: SERVER_SIDE_ACTIONS };

/** JSON Schema of a valibot schema, without the `$schema` member OpenAPI does not want inline. */
export function jsonSchemaOf(schema: v.GenericSchema, direction: 'request' | 'response'): JsonSchema {
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, direction === 'request' ? requestConfig : responseConfig) as JsonSchema & { $schema?: string };
  return rest;
}

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema; description?: string };

function parametersOf(schema: v.GenericSchema | undefined, place: 'path' | 'query'): Parameter[] {
  if (!schema) return [];
  const converted = jsonSchemaOf(schema, 'request') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(converted.properties ?? {}).map(([name, property]) => ({
    name, in: place, required: place === 'path' || (converted.required ?? []).includes(name), schema: property,
  }));
}

function responseOf(declared: DeclaredResponse) {
  const headers = {
    'X-Request-Id': { description: 'Identifies this request in our logs; quote it when asking for help', schema: { type: 'string' } },
    ...Object.fromEntries(Object.entries(declared.headers ?? {}).map(([name, description]) => [name, { description, schema: { type: 'string' } }])),
  };
  if (!declared.body) return { description: declared.description, headers };
  if ('binary' in declared.body) {
    const error = declared.alsoError ? { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } : {};
    return { description: declared.description, headers, content: { [declared.body.binary]: { schema: { type: 'string', contentMediaType: declared.body.binary } }, ...error } };
  }
  return { description: declared.description, headers, content: { 'application/json': { schema: jsonSchemaOf(declared.body as v.GenericSchema, 'response') } } };
}

function requestBodyOf(operation: Operation) {
  const multipart = operation.multipart && {
    'multipart/form-data': {
      schema: {
        type: 'object', required: operation.multipart.required,
        properties: Object.fromEntries(Object.entries(operation.multipart.parts).map(([name, part]) => [name, { type: 'string', ...(part.contentMediaType ? { contentMediaType: part.contentMediaType } : {}), description: part.description }])),
      },
    },
  };
  if (!operation.body) return multipart && { required: true, content: multipart };
  const { schema, example, mediaTypes = ['application/json'], optional = false } = operation.body;
  const jsonSchema = jsonSchemaOf(schema, 'request');
  return { required: !optional, content: { ...Object.fromEntries(mediaTypes.map((type) => [type, { schema: jsonSchema, example }])), ...multipart } };
}

function operationOf(route: Route, operation: Operation) {
  const idempotencyKey: Parameter[] = takesIdempotencyKey(route)
    ? [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', pattern: '^[\x21-\x7e]{1,255}$' }, description: 'Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md)' }]
    : [];
  const requestBody = requestBodyOf(operation);
  return {
    operationId: route.id,
    summary: operation.summary,
    description: `Source: ${operation.source}.`,
    tags: [operation.tag],
    security: route.auth === 'key' ? [{ bearer: [] }] : [],
    parameters: [...parametersOf(operation.path, 'path'), ...parametersOf(operation.query, 'query'), ...idempotencyKey],
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...Object.fromEntries(Object.entries(operation.responses).map(([status, declared]) => [status, responseOf(declared)])),
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

let built: Record<string, unknown> | undefined;

export function openApiDocument(serverUrl?: string): Record<string, unknown> {
  built ??= buildDocument();
  return serverUrl ? { ...built, servers: [{ url: serverUrl }] } : built;
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
      version: '2',
      description: 'Listings, bids, transit status, LTL rates, estimates and search across the US and Canada. '
        + 'Every error has the body of spec 7.2: a reason and a list of errors naming the field.',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    tags: [...new Set(Object.values(operations).map((o) => o.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An API key (sbx_... or prd_..., from POST /v2/apikeys) or an OAuth access token' } },
      schemas: { Error: jsonSchemaOf(ErrorResponse, 'response') },
      responses: {
        Error: {
          description: 'An error in the spec 7.2 format',
          headers: { 'X-Request-Id': { schema: { type: 'string' } } },
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    },
  };
}
