import {
  ACCESS_TOKEN_SECONDS, currentStage, hashApiKey, isWellFormedAccessToken, isWellFormedKey, newAccessToken, newApiKey,
  stageOfKey, type Stage,
} from './api-keys.ts';
import { verifyPassword } from './passwords.ts';
import { replaceApiKey, userIdOfKey } from '../../data/api-keys.ts';
import { accessTokenRecord, putAccessToken } from '../../data/access-tokens.ts';
import { findUser, passwordHashOf, userIdOfEmail } from '../../data/users.ts';
import { ErrorCode, TooManyAttemptsError, UnauthorizedError } from '../errors.ts';
import { accountOfEmail, blockSeconds, hourOf, signInLimits, waitBeforeAttempt, windowOf } from './sign-in-limits.ts';
import { blockSignIns, countSignInAttempt, countSignInFailure, resetSignIns, signInState } from '../../data/sign-in-attempts.ts';
import type { Principal } from '../users/types.ts';

/** Issues a new key for the user on this stage; the previous one stops working. Shown once. */
export async function issueApiKey(userId: number, stage: Stage = currentStage()): Promise<string> {
  const key = newApiKey(stage);
  await replaceApiKey(userId, { keyHash: hashApiKey(key), createdOn: new Date().toISOString() });
  return key;
}

async function userIdOfBearer(token: string): Promise<number | undefined> {
  if (isWellFormedKey(token)) return userIdOfKey(hashApiKey(token));
  const record = await accessTokenRecord(hashApiKey(token));
  if (record && record.expiresAt * 1000 <= Date.now()) {
    throw new UnauthorizedError('The access token has expired; request a new one from /oauth/token.', ErrorCode.UnknownKey);
  }
  return record?.userId;
}

/** spec 5.2, 5.7: an API key or an OAuth access token; a missing or wrong one is a 401 saying which. */
export async function principalOfBearer(token: string): Promise<Principal> {
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
  const userId = await userIdOfBearer(token);
  const user = userId === undefined ? undefined : await findUser(userId);
  if (!user) throw new UnauthorizedError('The API key or access token is unknown, or has been replaced by a newer one.', ErrorCode.UnknownKey);
  return { userId: user.userId, userType: user.userType, status: user.status, stage, ...(user.rateLimit ? { rateLimit: user.rateLimit } : {}) };
}

const wrongCredentials = () => new UnauthorizedError('The emailAddress or password is wrong.', ErrorCode.UnknownKey);

/** A sign-in: the email and password as typed, and the address it comes from (API Gateway's sourceIp, never a header). */
export interface Credentials { emailAddress: string; password: string; sourceAddress: string }

const throttled = (seconds: number) => new TooManyAttemptsError(
  `Too many sign-in attempts for this account from this address; the password was not checked. Retry after ${seconds} s.`, 'password', seconds);

/**
 * The user an email + password belong to; the same 401 whichever of the two is wrong. Counted
 * against the account's and the address's budgets before the password is checked (docs/auth.md,
 * "Password guessing"); unknown emails are counted alike, so the answers tell nothing.
 */
export async function userIdOfCredentials({ emailAddress, password, sourceAddress }: Credentials): Promise<number> {
  const limits = signInLimits();
  const now = Math.floor(Date.now() / 1000);
  const account = accountOfEmail(emailAddress);
  const state = await signInState(account, sourceAddress, hourOf(now), now);
  const wait = waitBeforeAttempt(state, now, limits);
  if (wait !== undefined) throw throttled(wait);
  const window = windowOf(now, limits);
  const attempts = await countSignInAttempt(account, sourceAddress, window, (window + 1) * limits.windowSeconds + 3600);
  if (attempts > limits.attemptsPerWindow) {
    const seconds = blockSeconds(state.strikes, limits);
    await blockSignIns(account, sourceAddress, now + seconds, state.strikes + 1, now + seconds + limits.strikeMemorySeconds);
    throw throttled(seconds);
  }
  const userId = await userIdOfEmail(emailAddress);
  const stored = userId === undefined ? undefined : await passwordHashOf(userId);
  const valid = await verifyPassword(password, stored); // runs even for an unknown email: no timing oracle
  if (!valid || userId === undefined) {
    await countSignInFailure(sourceAddress, hourOf(now), (hourOf(now) + 2) * 3600);
    throw wrongCredentials();
  }
  await resetSignIns(account, sourceAddress, window, state.strikes > 0);
  return userId;
}

/** The self-service key: sign in with email + password, get a new key for this stage, once. */
export async function apiKeyForCredentials(credentials: Credentials): Promise<{ userId: number; apiKey: string }> {
  const userId = await userIdOfCredentials(credentials);
  return { userId, apiKey: await issueApiKey(userId) };
}

/** The key page's revoke: sign in with email + password; the user's key of this stage stops working. */
export async function revokeApiKeyWithCredentials(credentials: Credentials): Promise<void> {
  await replaceApiKey(await userIdOfCredentials(credentials)); // no next key: removed
}

/** OAuth client authentication: client_id is the user id, client_secret that user's API key. */
export async function userIdOfClient(clientId: string, clientSecret: string): Promise<number | undefined> {
  if (!/^\d{1,16}$/.test(clientId) || !isWellFormedKey(clientSecret) || stageOfKey(clientSecret) !== currentStage()) return undefined;
  const userId = await userIdOfKey(hashApiKey(clientSecret));
  return userId === Number(clientId) ? userId : undefined;
}

export async function issueAccessToken(userId: number): Promise<{ accessToken: string; expiresIn: number }> {
  const accessToken = newAccessToken(currentStage());
  await putAccessToken(hashApiKey(accessToken), userId, Math.floor(Date.now() / 1000) + ACCESS_TOKEN_SECONDS);
  return { accessToken, expiresIn: ACCESS_TOKEN_SECONDS };
}
