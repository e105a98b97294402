import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { authentication } from './auth.ts';
import { authorization } from './authorization.ts';
import { rateLimit } from './rate-limit.ts';
import { apiFunction, bodyNotRead, bodyParsing, json, originOf, requestIdOf, type Resolved } from './middleware.ts';
import { personOf } from '../domain/auth/roles.ts';
import { negotiateLanguage } from './language.ts';
import type { Language } from '../language/language.ts';
import { baseUrlOf, type ApiResponse } from './response.ts';
import { UnauthorizedError } from '../errors.ts';
import { idempotent } from './idempotency.ts';
import { withWriteTrail, type WriteTrail } from '../write-trail.ts';
import type { Principal } from '../domain/users/types.ts';
import type { RequestOrigin } from '../domain/security/events.ts';
import { fromNow } from '../clock.ts';

/** What a handler sees: the request already authenticated and decoded. */
export interface ApiRequest {
  event: APIGatewayProxyEventV2;
  requestId: string;
  /** The caller; reading it on a public route is a 401. */
  readonly principal: Principal;
  pathParameters: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  headers: Record<string, string | undefined>;
  /** Parsed JSON body, undefined when none was sent or it was not JSON. */
  body: unknown;
  rawBody: Buffer | undefined;
  language: Language;
  /** `{base_url}` of the spec, for Location headers and links. */
  baseUrl: string;
  /**
   * The request id and the client's address as API Gateway saw it (`sourceIp`, never a header the client sends): what
   * security events record.
   */
  origin: RequestOrigin;
}

export type ApiHandler = (request: ApiRequest) => Promise<ApiResponse>;

function toRequest(event: APIGatewayProxyEventV2, internal: Resolved): ApiRequest {
  return {
    event,
    requestId: requestIdOf(event),
    get principal(): Principal {
      if (!internal.principal) throw new UnauthorizedError('This operation needs an API key.');
      return internal.principal;
    },
    pathParameters: event.pathParameters ?? {},
    query: event.queryStringParameters ?? {},
    headers: event.headers ?? {},
    body: internal.body,
    rawBody: internal.rawBody,
    language: negotiateLanguage(event.headers?.['accept-language']),
    baseUrl: baseUrlOf(event),
    // who made it, when it carried a key: every security event of the request names them (docs/teams.md)
    origin: { ...originOf(event), ...(internal.principal ? { by: personOf(internal.principal) } : {}) },
  };
}

/**
 * Wraps a handler in the one middleware stack every Lambda of the route table uses, the whole request dated by the
 * instant it came (shared/clock.ts; a keyed one by its first attempt's, shared/domain/idempotency.ts).
 */
export function endpoint(handler: ApiHandler) {
  const run = apiFunction()
    .use(authentication())
    .use(rateLimit())
    .use(authorization())
    .use(bodyParsing())
    .handler(async (event, context) => {
      // the handler's own writes (not the key's claim): whether a 503 may say nothing was changed
      const writes: WriteTrail = { mayHaveChanged: false };
      context.api.writes = writes;
      const response = await idempotent(
        { ...context.api, event, remainingMs: context.getRemainingTimeInMillis?.() },
        () =>
          withWriteTrail(writes, () =>
            handler(toRequest(event, context.api)).catch((error: unknown) => {
              throw bodyNotRead(error, event, context.api);
            }),
          ),
      );
      if (response.binary) {
        return {
          statusCode: response.status,
          headers: response.headers ?? {},
          body: response.binary.toString('base64'),
          isBase64Encoded: true,
        };
      }
      if (response.body === undefined) return { statusCode: response.status, headers: response.headers ?? {} };
      return json(response.status, response.body, response.headers);
    });
  return (...invocation: Parameters<typeof run>) => fromNow(() => run(...invocation));
}
