import * as v from 'valibot';

/** Body of POST /v2/apikeys: the self-service key, signed in with email + password. */
export const ApiKeyRequestBody = v.object({
  emailAddress: v.pipe(v.string(), v.trim(), v.nonEmpty('is required')),
  password: v.pipe(v.string(), v.nonEmpty('is required')),
});

/** Body of POST /oauth/token (RFC 6749 4.3, 4.4), form-encoded or JSON. */
export const TokenRequestBody = v.object({
  grant_type: v.optional(v.string()),
  client_id: v.optional(v.string()),
  client_secret: v.optional(v.string()),
  username: v.optional(v.string()),
  password: v.optional(v.string()),
  scope: v.optional(v.string()),
});
