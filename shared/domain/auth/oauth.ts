import type { RequestOrigin } from '../security/events.ts';
import { clientOf, issueAccessToken, userIdOfCredentials } from './service.ts';
import type * as v from 'valibot';
import { DomainError, ErrorCode, errorEntry, UnauthorizedError } from '../../errors.ts';
import type { TokenRequestBody } from '../../schemas/auth.ts';

// The legacy OAuth 2.0 token endpoint (spec 5.3) for old clients, per RFC 6749: form-encoded
// request, client authentication by HTTP Basic or client_id/client_secret in the body, JSON answer.
// client_id is the user id and client_secret that user's API key (docs/auth.md).

/** RFC 6749 5.2 error, also in the spec 7.2 shape so every client finds what it reads. */
export class OAuthError extends DomainError {
  /** RFC 6749 2.3.1: a client that failed to authenticate is challenged to use HTTP Basic. */
  readonly scheme = 'Basic';

  constructor(
    status: 400 | 401,
    readonly oauthError: string,
    description: string,
    field: string,
  ) {
    super(status === 401 ? 'unauthenticated' : 'invalid', description, [
      errorEntry(status === 401 ? ErrorCode.UnknownKey : ErrorCode.InvalidValue, field, description),
    ]);
  }

  override get body() {
    return { error: this.oauthError, error_description: this.reason, ...super.body };
  }
}

export type TokenRequest = v.InferOutput<typeof TokenRequestBody>;

function basicClient(authorization: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  // RFC 6749 2.3.1: client id and secret are form-urlencoded inside Basic
  try {
    return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  } catch {
    throw new OAuthError(
      401,
      'invalid_client',
      'The Basic credentials are not form-urlencoded (RFC 6749 2.3.1).',
      'Authorization',
    );
  }
}

export async function tokenFor(request: TokenRequest, authorization: string | undefined, origin: RequestOrigin) {
  const client =
    basicClient(authorization) ??
    (request.client_id ? { id: request.client_id, secret: request.client_secret ?? '' } : undefined);
  const authenticated = client ? await clientOf(client.id, client.secret) : undefined;
  const clientUserId = authenticated?.userId;
  if (client && clientUserId === undefined)
    throw new OAuthError(401, 'invalid_client', 'The client_id or client_secret is wrong.', 'client_secret');

  let userId: number;
  switch (request.grant_type) {
    case 'client_credentials':
      if (clientUserId === undefined)
        throw new OAuthError(
          401,
          'invalid_client',
          'client_credentials needs client_id and client_secret.',
          'client_id',
        );
      userId = clientUserId;
      break;
    case 'password':
      if (!request.username || !request.password)
        throw new OAuthError(
          400,
          'invalid_request',
          'The password grant needs username and password.',
          request.username ? 'password' : 'username',
        );
      try {
        userId = await userIdOfCredentials({ emailAddress: request.username, password: request.password, ...origin });
      } catch (error) {
        // a throttled guesser gets the 429 (docs/auth.md, "Password guessing"), anything else stays what it is
        if (!(error instanceof UnauthorizedError)) throw error;
        throw new OAuthError(400, 'invalid_grant', 'The username or password is wrong.', 'password');
      }
      break;
    case undefined:
      throw new OAuthError(400, 'invalid_request', 'grant_type is required.', 'grant_type');
    default:
      throw new OAuthError(
        400,
        'unsupported_grant_type',
        `grant_type '${request.grant_type}' is not supported; use client_credentials or password.`,
        'grant_type',
      );
  }
  // a token of the client's key lasts no longer than that key; one of a password sign-in is the user's own
  const { accessToken, expiresIn } = await issueAccessToken(
    userId,
    request.grant_type === 'client_credentials' ? authenticated : undefined,
  );
  return { access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn };
}
