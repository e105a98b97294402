import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { emailClaimItems, userItems, userNameClaimItems } from './definitions/user.ts';
import type { User } from '../domain/users/types.ts';
import { transactOrRefused } from './transact.ts';
import { closedAddressItems } from './definitions/email.ts';

// Closing an account, the part that cannot wait (docs/privacy.md, "Closure"): in one transaction the
// user item Closed (every key and token of it refused from then on) with its password gone, and
// its email and user name claims deleted, so that sign-in finds no account and both may register
// again; then (the domain's closeAccount) its full key removed.

/** The account closed (above); ConditionFailed when it is closed already, or being closed by another request. */
export async function closeUser(user: User, closedOn: string): Promise<void> {
  const claim = (Key: Record<string, unknown>) => ({
    Delete: {
      TableName: tableName(),
      Key,
      ConditionExpression: 'attribute_not_exists(PK) OR userId = :id',
      ExpressionAttributeValues: { ':id': user.userId },
    },
  });
  const parts = {
    user: {
      Update: {
        Key: userItems.key({ userId: user.userId }),
        ConditionExpression: '#status <> :closed',
        UpdateExpression: 'SET #status = :closed, closedOn = :on REMOVE passwordHash',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':closed': 'Closed', ':on': closedOn },
      },
    },
    emailClaim: claim(emailClaimItems.key({ emailAddress: user.emailAddress })),
    userNameClaim: claim(userNameClaimItems.key({ userName: user.userName })),
  };
  // closed already, or being closed by another request: refused
  await transactOrRefused(parts);
}

/** Nothing is emailed to a closed account's address: kept by its hash, never the address itself. */
export async function suppressClosedAddress(email: string, at: string): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: closedAddressItems.item({ email }, { reason: 'AccountClosed', suppressedOn: at }),
    }),
  );
}

/** Registering again with the address is asking for its email again. */
export async function liftClosedSuppression(email: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: closedAddressItems.key({ email }) }));
}
