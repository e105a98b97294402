import * as v from 'valibot';

/** Body of POST /v2/apikeys: the self-service key, signed in with email + password. */
export const ApiKeyRequestBody = v.object({
  emailAddress: v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(254, 'must be at most 254 characters')),
  // spec 2.8: passwords are 6-20 characters; a longer one can match no account
  password: v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(128, 'must be at most 128 characters')),
});

const bounded = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max, `must be at most ${max} characters`)));

/** Body of POST /oauth/token (RFC 6749 4.3, 4.4), form-encoded or JSON. */
export const TokenRequestBody = v.object({
  grant_type: bounded(40),
  client_id: bounded(200),
  client_secret: bounded(200),
  username: bounded(254),
  password: bounded(128),
  scope: bounded(1000),
});
