import { currentStage, hashApiKey, isWellFormedKey, newApiKey, stageOfKey, type Stage } from './api-keys.ts';
import { replaceApiKey, userIdOfKey } from '../../data/api-keys.ts';
import { findUser } from '../../data/users.ts';
import { ErrorCode, UnauthorizedError } from '../../http/errors.ts';
import type { Principal } from '../users/types.ts';

/** Issues a new key for the user on this stage; the previous one stops working. Shown once. */
export async function issueApiKey(userId: number, stage: Stage = currentStage()): Promise<string> {
  const key = newApiKey(stage);
  await replaceApiKey(userId, hashApiKey(key), new Date().toISOString());
  return key;
}

/** spec 5.7: a missing or wrong key is a 401, with a reason saying which. */
export async function principalOfKey(key: string): Promise<Principal> {
  const stage = currentStage();
  const keyStage = stageOfKey(key);
  if (keyStage && keyStage !== stage) {
    throw new UnauthorizedError(
      `This is a ${keyStage} key; the ${stage} environment accepts only ${stage} keys. Sandbox and production keys are separate (spec 5.2).`,
      ErrorCode.WrongStage,
    );
  }
  if (!isWellFormedKey(key)) {
    throw new UnauthorizedError('The bearer token is not an API key of this service.', ErrorCode.UnknownKey);
  }
  const userId = await userIdOfKey(hashApiKey(key));
  const user = userId === undefined ? undefined : await findUser(userId);
  if (!user) throw new UnauthorizedError('The API key is unknown or has been replaced by a newer key.', ErrorCode.UnknownKey);
  return { userId: user.userId, userType: user.userType, status: user.status, stage };
}
