import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { publishedDocumentFile } from '../../shared/contract/published.ts';
import { matchAnySpelling } from '../../shared/routes/matching.ts';

// Checks a response against the OpenAPI document's declaration for its route and status. Every
// response the integration tests receive goes through here (test/support/api.ts), so a handler
// answering something its declaration does not allow fails the test that saw it. The document is the published one,
// which test/unit/openapi.test.ts holds to the contract: building it again in every file cost each a second of import.

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);

type MediaType = { schema: object };
type DeclaredResponse = { content?: Record<string, MediaType>; $ref?: string };
type Document = {
  paths: Record<string, Record<string, { responses: Record<string, DeclaredResponse> }>>;
  components: { schemas: { Error: object } };
};

const document = JSON.parse(readFileSync(publishedDocumentFile, 'utf8')) as Document;
const compiled = new Map<object, ValidateFunction>();
const validatorOf = (schema: object) => {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  return validate;
};

const errorResponse: DeclaredResponse = {
  content: { 'application/json': { schema: document.components.schemas.Error } },
};

/** The declared response for a request and status: the route's own, else the spec 7.2 error. */
export function declaredResponse(
  method: string,
  path: string,
  status: number,
): { operation: string; response: DeclaredResponse } {
  const match = matchAnySpelling(method, new URL(path, 'http://localhost').pathname);
  if (!match) return { operation: `unmatched ${method}`, response: errorResponse };
  const declared = document.paths[match.route.path]![match.route.method.toLowerCase()]!.responses[String(status)];
  return { operation: match.route.id, response: declared && !declared.$ref ? declared : errorResponse };
}

/** What is wrong with this response, or undefined when it is what the document declares. */
export function responseProblem(
  method: string,
  path: string,
  status: number,
  contentType: string | null,
  body: unknown,
): string | undefined {
  if (method.toUpperCase() === 'HEAD')
    return body === undefined || body === '' ? undefined : `HEAD ${status}: a body was sent`;
  const { operation, response } = declaredResponse(method, path, status);
  const where = `${operation} ${status}`;
  if (!response.content)
    return body === undefined || body === '' ? undefined : `${where}: declared without a body, but one was sent`;
  // the declared type the answer came in (an HTML page may also answer with the 7.2 JSON error), else the first
  const entries = Object.entries(response.content);
  const [mediaType, declared] =
    entries.find(([type]) => contentType?.startsWith(type.replace('/*', '/'))) ?? entries[0]!;
  if (mediaType !== 'application/json') {
    const prefix = mediaType.replace('/*', '/');
    return contentType?.startsWith(prefix) ? undefined : `${where}: declared ${mediaType}, sent ${contentType}`;
  }
  if (!contentType?.startsWith('application/json')) return `${where}: declared application/json, sent ${contentType}`;
  const validate = validatorOf(
    (declared.schema as { $ref?: string }).$ref === '#/components/schemas/Error'
      ? document.components.schemas.Error
      : declared.schema,
  );
  if (validate(body)) return undefined;
  return `${where}: the body does not match its declared schema: ${ajv.errorsText(validate.errors, { separator: '; ' })}`;
}
