import {
  ACCESS_TOKEN_SECONDS, currentStage, hashApiKey, isWellFormedAccessToken, isWellFormedKey, newAccessToken, newApiKey,
  stageOfKey, type Stage,
} from './api-keys.ts';
import { verifyPassword } from './passwords.ts';
import { keyRecordOf, replaceApiKey } from '../../data/api-keys.ts';
import { accessTokenRecord, putAccessToken } from '../../data/access-tokens.ts';
import { findUser, passwordHashOf, userIdOfEmail } from '../../data/users.ts';
import { ErrorCode, TooManyAttemptsError, UnauthorizedError } from '../errors.ts';
import { accountOfEmail, blockSeconds, signInLimits, waitBeforeAttempt, windowOf } from './sign-in-limits.ts';
import { hourItemExpiry, hourOf } from '../clock-hours.ts';
import { blockSignIns, countSignInAttempt, countSignInFailure, rememberSignInAddress, resetSignIns, signInState } from '../../data/sign-in-attempts.ts';
import type { Principal } from '../users/types.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security/events.ts';
import { hasExpired } from './restricted-keys.ts';

/** Issues a new key for the user on this stage; the previous one stops working. Shown once. */
export async function issueApiKey(userId: number, stage: Stage = currentStage()): Promise<string> {
  const key = newApiKey(stage);
  await replaceApiKey(userId, { keyHash: hashApiKey(key), createdOn: new Date().toISOString() });
  return key;
}

async function bearerRecord(token: string, origin: RequestOrigin): Promise<{ userId: number; restrictedKey?: Principal['restrictedKey'] } | undefined> {
  if (isWellFormedKey(token)) {
    const record = await keyRecordOf(hashApiKey(token));
    const restricted = record?.restricted;
    if (restricted && hasExpired(restricted)) {
      // entered in the owner's trail once, at the instant it expired, however often it is tried after
      await recordSecurityEvent('RestrictedKey.Expired', origin, record.userId, { keyId: restricted.keyId }, { occurredOn: restricted.expiresOn, onceAs: `expired-${restricted.keyId}` });
      throw new UnauthorizedError(`This restricted key expired on ${restricted.expiresOn}; create a new one on the key page.`, ErrorCode.KeyExpired);
    }
    return record && { userId: record.userId, ...(restricted ? { restrictedKey: restricted } : {}) };
  }
  const record = await accessTokenRecord(hashApiKey(token));
  if (record && record.expiresAt * 1000 <= Date.now()) {
    throw new UnauthorizedError('The access token has expired; request a new one from /oauth/token.', ErrorCode.UnknownKey);
  }
  return record && { userId: record.userId };
}

/** spec 5.2, 5.7: an API key or an OAuth access token; a missing or wrong one is a 401 saying which. */
export async function principalOfBearer(token: string, origin: RequestOrigin): Promise<Principal> {
  const stage = currentStage();
  const tokenStage = stageOfKey(token);
  if (tokenStage && tokenStage !== stage) {
    throw new UnauthorizedError(
      `This is a ${tokenStage} key; the ${stage} environment accepts only ${stage} keys. Sandbox and production keys are separate (spec 5.2).`,
      ErrorCode.WrongStage,
    );
  }
  if (!isWellFormedKey(token) && !isWellFormedAccessToken(token)) {
    throw new UnauthorizedError('The bearer token is not an API key or access token of this service.', ErrorCode.UnknownKey);
  }
  const bearer = await bearerRecord(token, origin);
  const user = bearer === undefined ? undefined : await findUser(bearer.userId);
  // a closed account's keys and tokens are refused at once, whatever is left of them (docs/privacy.md)
  if (!user || user.status === 'Closed') throw new UnauthorizedError('The API key or access token is unknown, or has been replaced by a newer one.', ErrorCode.UnknownKey);
  return {
    userId: user.userId, userType: user.userType, status: user.status, stage,
    ...(user.rateLimit ? { rateLimit: user.rateLimit } : {}), ...(bearer?.restrictedKey ? { restrictedKey: bearer.restrictedKey } : {}),
    ...(user.blockedBy?.size ? { blockedBy: [...user.blockedBy] } : {}),
  };
}

const wrongCredentials = () => new UnauthorizedError('The emailAddress or password is wrong.', ErrorCode.UnknownKey);

/** A sign-in: the email and password as typed, and the request's origin (the address is API Gateway's sourceIp, never a header). */
export interface Credentials extends RequestOrigin { emailAddress: string; password: string }

const throttled = (seconds: number) => new TooManyAttemptsError(
  `Too many sign-in attempts for this account from this address; the password was not checked. Retry after ${seconds} s.`, 'password', seconds);

/**
 * The user an email + password belong to; the same 401 whichever of the two is wrong. Counted
 * against the account's and the address's budgets before the password is checked (docs/auth.md,
 * "Password guessing"); unknown emails are counted alike, so the answers tell nothing.
 */
export async function userIdOfCredentials(credentials: Credentials): Promise<number> {
  const { emailAddress, password, sourceAddress } = credentials;
  const limits = signInLimits();
  const now = Math.floor(Date.now() / 1000);
  const account = accountOfEmail(emailAddress);
  const state = await signInState(account, sourceAddress, hourOf(now), now);
  const wait = waitBeforeAttempt(state, now, limits);
  if (wait !== undefined) {
    // logged and counted (the stage's alarm watches the count), not looked up: the block's start was entered in the trail
    await recordSecurityEvent('SignIn.Throttled', credentials, undefined, { retryAfterSeconds: wait });
    throw throttled(wait);
  }
  const window = windowOf(now, limits);
  const attempts = await countSignInAttempt(account, sourceAddress, window, (window + 1) * limits.windowSeconds + 3600);
  if (attempts > limits.attemptsPerWindow) {
    const seconds = blockSeconds(state.strikes, limits);
    // the owner's trail learns of the block beside the block's own write, known email or not alike in time
    await Promise.all([
      blockSignIns(account, sourceAddress, now + seconds, state.strikes + 1, now + seconds + limits.strikeMemorySeconds),
      userIdOfEmail(emailAddress).then((userId) => recordSecurityEvent('SignIn.Throttled', credentials, userId, { blockedSeconds: seconds })),
    ]);
    throw throttled(seconds);
  }
  const userId = await userIdOfEmail(emailAddress);
  const stored = userId === undefined ? undefined : await passwordHashOf(userId);
  const valid = await verifyPassword(password, stored); // runs even for an unknown email: no timing oracle
  if (!valid || userId === undefined) {
    await Promise.all([
      countSignInFailure(sourceAddress, hourOf(now), hourItemExpiry(hourOf(now))),
      recordSecurityEvent('SignIn.Failed', credentials, userId),
    ]);
    throw wrongCredentials();
  }
  const [, firstFromAddress] = await Promise.all([resetSignIns(account, sourceAddress, window, state.strikes > 0), rememberSignInAddress(userId, sourceAddress, now)]);
  if (firstFromAddress) await recordSecurityEvent('SignIn.NewAddress', credentials, userId);
  return userId;
}

/** The self-service key: sign in with email + password, get a new key for this stage, once. */
export async function apiKeyForCredentials(credentials: Credentials): Promise<{ userId: number; apiKey: string }> {
  const userId = await userIdOfCredentials(credentials);
  const apiKey = await issueApiKey(userId);
  await recordSecurityEvent('ApiKey.Created', credentials, userId, { stage: currentStage() });
  return { userId, apiKey };
}

/** The key page's revoke: sign in with email + password; the user's key of this stage stops working. */
export async function revokeApiKeyWithCredentials(credentials: Credentials): Promise<void> {
  const userId = await userIdOfCredentials(credentials);
  await replaceApiKey(userId); // no next key: removed
  await recordSecurityEvent('ApiKey.Revoked', credentials, userId, { stage: currentStage() });
}

/**
 * OAuth client authentication: client_id is the user id, client_secret that user's full API key
 * (a restricted key is no client secret: its token would have every scope).
 */
export async function userIdOfClient(clientId: string, clientSecret: string): Promise<number | undefined> {
  if (!/^\d{1,16}$/.test(clientId) || !isWellFormedKey(clientSecret) || stageOfKey(clientSecret) !== currentStage()) return undefined;
  const record = await keyRecordOf(hashApiKey(clientSecret));
  return record && !record.restricted && record.userId === Number(clientId) ? record.userId : undefined;
}

export async function issueAccessToken(userId: number): Promise<{ accessToken: string; expiresIn: number }> {
  const accessToken = newAccessToken(currentStage());
  await putAccessToken(hashApiKey(accessToken), userId, Math.floor(Date.now() / 1000) + ACCESS_TOKEN_SECONDS);
  return { accessToken, expiresIn: ACCESS_TOKEN_SECONDS };
}
