import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { emailClaimItems, providerRegionItems, userItems, userNameClaimItems } from './definitions/user.ts';
import { createWithNewId, IdTaken } from './ids.ts';
import { ConditionFailed, isCancelledTransaction, isConditionFailure, ItemMissing } from './errors.ts';
import type { User, UserStatus } from '../domain/users/types.ts';
import { failedParts, transact, type Parts } from './transact.ts';

// Pattern 2 (shared/data/definitions/user.ts): user by id, and unique email / userName claims
// written in the same transaction as the user, so two concurrent sign-ups with one email cannot
// both succeed (no read-then-write).

/** The user of a user item: its secrets are never part of the User a caller sees. */
const toUser = (item: Record<string, unknown>): User => {
  const { apiKeyHash, passwordHash, credentialsVersion, retiringApiKeyHashes, ...user } = userItems.recordOf(item);
  return user;
};

export type NewUser = Omit<User, 'userId'>;

/**
 * A new user in one transaction: the user, the claims on its email (`emailClaim`) and userName (`userNameClaim`), and
 * the parts `alsoWritten` adds (a member's entry in its company). ConditionFailed names the claims or added parts
 * refused; an id collision, or contention on the claims, is tried again with a new id.
 */
export async function insertUser(
  draft: NewUser,
  secrets: { passwordHash?: string } = {},
  alsoWritten: (userId: number) => Parts = () => ({}),
): Promise<User> {
  return createWithNewId(
    async (userId) => {
      const user: User = { ...draft, userId };
      const regions = user.profile?.regions ?? [];
      const parts = {
        user: {
          Put: {
            TableName: tableName(),
            Item: userItems.item({ ...user, ...secrets }),
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        emailClaim: {
          Put: {
            TableName: tableName(),
            Item: emailClaimItems.item({ emailAddress: user.emailAddress }, { userId: user.userId }),
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        userNameClaim: {
          Put: {
            TableName: tableName(),
            Item: userNameClaimItems.item({ userName: user.userName }, { userId: user.userId }),
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        // pattern 9: a provider is found by the regions it serves (rate-request eligibility)
        regions: regions.map((region) => ({
          Put: {
            TableName: tableName(),
            Item: providerRegionItems.item({ userId: user.userId, region, commodities: user.profile!.commodities }),
          },
        })),
        ...alsoWritten(userId),
      } satisfies Parts;
      try {
        await transact(parts);
        return user;
      } catch (error) {
        const failed = failedParts(error, parts);
        if (failed?.includes('user')) throw new IdTaken(`User ${userId} exists.`, { cause: error });
        if (failed?.length) throw new ConditionFailed(failed, { cause: error });
        throw error;
      }
    },
    (error) => error instanceof IdTaken || isCancelledTransaction(error),
  );
}

export async function findUser(userId: number): Promise<User | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userItems.key({ userId }) }));
  return Item ? toUser(Item) : undefined;
}

/** What authentication needs of a user, read with every request (docs/auth.md, "Revocation"). */
export interface AccountStanding
  extends Pick<User, 'userId' | 'userType' | 'status' | 'rateLimit' | 'blockedBy' | 'companyId' | 'role'> {
  /** Counts the changes that ended a credential of the user (shared/data/api-keys.ts). */
  credentialsVersion: number;
}

/**
 * The user's standing, read for each request: one eventually consistent read of the user item
 * (0.5 read units while it is under 4 KB), only the attributes authentication uses returned.
 */
export async function accountStandingOf(userId: number): Promise<AccountStanding | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: userItems.key({ userId }),
      ProjectionExpression: 'userId, userType, #status, rateLimit, blockedBy, credentialsVersion, companyId, #role',
      ExpressionAttributeNames: { '#status': 'status', '#role': 'role' },
    }),
  );
  if (!Item) return undefined;
  return {
    userId: Item.userId as number,
    userType: Item.userType as User['userType'],
    status: Item.status as UserStatus,
    credentialsVersion: (Item.credentialsVersion as number | undefined) ?? 0,
    ...(Item.rateLimit ? { rateLimit: Item.rateLimit as User['rateLimit'] } : {}),
    ...(Item.blockedBy ? { blockedBy: Item.blockedBy as ReadonlySet<number> } : {}),
    ...(Item.companyId !== undefined ? { companyId: Item.companyId as number, role: Item.role as User['role'] } : {}),
  };
}

export async function userIdOfEmail(email: string): Promise<number | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: emailClaimItems.key({ emailAddress: email }) }),
  );
  return Item && emailClaimItems.recordOf(Item).userId;
}

/** A user's status; ItemMissing when there is no such user. */
export async function setUserStatus(userId: number, status: UserStatus): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userItems.key({ userId }),
        UpdateExpression: 'SET #status = :status',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new ItemMissing('user', userId, { cause: error });
    throw error;
  }
}

/** The stored password hash of a user, if it has one (users made by operators have none). */
export async function passwordHashOf(userId: number): Promise<string | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: userItems.key({ userId }),
      ProjectionExpression: 'passwordHash',
    }),
  );
  return Item?.passwordHash as string | undefined;
}

/** Gives a user without a password one (operators', some demo accounts: docs/compat.md); never replaces one. */
export async function addPasswordHash(userId: number, passwordHash: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userItems.key({ userId }),
        UpdateExpression: 'SET passwordHash = :hash',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(passwordHash)',
        ExpressionAttributeValues: { ':hash': passwordHash },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
