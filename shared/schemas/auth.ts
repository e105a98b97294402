import * as v from 'valibot';
import { object } from './objects.ts';
import { uuidId } from './paths.ts';
import { isoDateOrTime, oneOf, overlapHours, text } from './common.ts';
import { scopes } from '../routes/http.ts';

/** Body of POST /v2/apikeys: the self-service key, signed in with email + password. */
export const ApiKeyRequestBody = object({
  emailAddress: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('is required'),
    v.maxLength(254, 'must be at most 254 characters'),
  ),
  // spec 2.8: passwords are 6-20 characters; a longer one can match no account
  password: v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(128, 'must be at most 128 characters')),
});

const bounded = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max, `must be at most ${max} characters`)));

/** Body of POST /oauth/token (RFC 6749 4.3, 4.4), form-encoded or JSON. */
export const TokenRequestBody = object({
  grant_type: bounded(40),
  client_id: bounded(200),
  client_secret: bounded(200),
  username: bounded(254),
  password: bounded(128),
  scope: bounded(1000),
});

/** Body of POST /v2/apikeys/restricted (docs/auth.md, "Restricted keys"). */
export const RestrictedKeyBody = object({
  name: text(100),
  scopes: v.pipe(
    v.array(oneOf(scopes)),
    v.minLength(1, 'give at least one scope'),
    v.maxLength(scopes.length, `at most ${scopes.length} (each scope once)`),
  ),
  // an instant, or a date (its start in UTC); within MAX_EXPIRY_DAYS, checked by the domain
  expiresOn: v.optional(isoDateOrTime),
});

export const RestrictedKeyPath = object({ keyId: uuidId('a restricted key id') });

/** Most hours a rotated full key keeps working beside the new one (docs/auth.md, "Rotating the full key"). */
export const MAX_KEY_OVERLAP_HOURS = 168;

/** Body of POST /v2/apikeys/rotation. */
export const KeyRotationBody = object({ expiresInHours: overlapHours(MAX_KEY_OVERLAP_HOURS) });
