import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';
import { entityOf } from './items.ts';
import { queryPage } from './query.ts';
import { failedConditions } from './errors.ts';
import type { WrittenWithUser } from './users.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import type { Invitation, Member } from '../domain/teams/types.ts';
import type { MemberRole } from '../domain/users/types.ts';
import { transact } from './transact.ts';

// A company's members (docs/teams.md): each a user of its own (its user item carries `companyId`
// and `role`), with an entry under the company (`USER#<company>` / `MEMBER#<member>`) and the
// company's count of them on its user item (`memberCount`, at most MAX_MEMBERS). An invitation is
// kept by its token's hash; its email, with the token, waits in an item the notifier deletes once sent.

const epoch = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** What an invitation writes beside the member's user item, in its transaction. */
export function invitationWrites(
  member: Member,
  invitation: Invitation & { tokenHash: string; token: string },
  maxMembers: number,
): WrittenWithUser[] {
  const expiresAt = epoch(invitation.expiresOn);
  return [
    {
      write: {
        Put: {
          TableName: tableName(),
          Item: { ...keys.member(member.companyId, member.memberId), entity: 'Member', ...member },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    {
      write: {
        Update: {
          TableName: tableName(),
          Key: keys.user(member.companyId),
          UpdateExpression: 'ADD memberCount :one',
          ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(memberCount) OR memberCount < :max)',
          ExpressionAttributeValues: { ':one': 1, ':max': maxMembers },
        },
      },
      refusal: new ConflictError(`A company has at most ${maxMembers} members: remove one first.`, 'emailAddress'),
    },
    {
      write: {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.invitation(invitation.tokenHash),
            entity: 'Invitation',
            memberId: member.memberId,
            companyId: member.companyId,
            expiresOn: invitation.expiresOn,
            expiresAt,
          },
        },
      },
    },
    {
      write: {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.invitationEmail(member.memberId),
            entity: 'InvitationEmail',
            memberId: member.memberId,
            companyId: member.companyId,
            token: invitation.token,
            expiresOn: invitation.expiresOn,
            expiresAt,
          },
        },
      },
    },
  ];
}

/** A page of a company's members, oldest first (member ids grow with time). */
export async function membersOf(
  companyId: number,
  skip: number,
  top: number,
): Promise<{ items: Member[]; totalCount: number }> {
  const { PK, SKPrefix } = keys.membersOf(companyId);
  const page = await queryPage(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': PK, ':prefix': SKPrefix },
    },
    skip,
    top,
  );
  return { ...page, items: page.items.map((item) => entityOf<Member>(item)) };
}

export async function findMember(companyId: number, memberId: number): Promise<Member | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.member(companyId, memberId), ConsistentRead: true }),
  );
  return Item ? entityOf<Member>(Item) : undefined;
}

/** The member's role, on its entry and its user item together (the user item is what authentication reads). */
export async function saveMemberRole(member: Member, role: MemberRole): Promise<void> {
  try {
    await transact([
      {
        Update: {
          Key: keys.member(member.companyId, member.memberId),
          UpdateExpression: 'SET #role = :role',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':role': role },
        },
      },
      {
        Update: {
          Key: keys.user(member.memberId),
          UpdateExpression: 'SET #role = :role',
          ConditionExpression: 'companyId = :company',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':role': role, ':company': member.companyId },
        },
      },
    ]);
  } catch (error) {
    if (failedConditions(error))
      throw new NotFoundError(`Member ${member.memberId} was removed meanwhile.`, 'memberId');
    throw error;
  }
}

/** The member's entry gone and the company's count down (its user is closed first: docs/teams.md). Idempotent. */
export async function deleteMemberEntry(companyId: number, memberId: number): Promise<void> {
  try {
    await transact([
      {
        Delete: {
          Key: keys.member(companyId, memberId),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      {
        Update: {
          Key: keys.user(companyId),
          UpdateExpression: 'ADD memberCount :less',
          ExpressionAttributeValues: { ':less': -1 },
        },
      },
    ]);
  } catch (error) {
    if (!failedConditions(error)?.includes(0)) throw error; // gone already: a retried removal
  }
}

/** An invitation by its token's hash (consistent: a link just sent works). */
export async function findInvitation(tokenHash: string): Promise<Invitation | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.invitation(tokenHash), ConsistentRead: true }),
  );
  return Item ? entityOf<Invitation>(Item, ['expiresAt']) : undefined;
}

/**
 * The invitation used, in one transaction: gone (once), the member's password set on its open user
 * item, its entry Active. False when the invitation was used or the member removed meanwhile.
 */
export async function acceptInvitationItems(
  tokenHash: string,
  invitation: Invitation,
  passwordHash: string,
  joinedOn: string,
): Promise<boolean> {
  try {
    await transact([
      {
        Delete: {
          Key: keys.invitation(tokenHash),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      {
        Update: {
          Key: keys.user(invitation.memberId),
          UpdateExpression: 'SET passwordHash = :hash',
          ConditionExpression: 'companyId = :company AND #status = :active',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':hash': passwordHash,
            ':company': invitation.companyId,
            ':active': 'Active',
          },
        },
      },
      {
        Update: {
          Key: keys.member(invitation.companyId, invitation.memberId),
          UpdateExpression: 'SET memberStatus = :active, joinedOn = :on',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':active': 'Active', ':on': joinedOn },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (failedConditions(error)) return false;
    throw error;
  }
}

/** The invitation email waiting to be sent, with its token. */
export interface InvitationEmail {
  memberId: number;
  companyId: number;
  token: string;
  expiresOn: string;
}

/** Sent: the token leaves the table. */
export async function deleteInvitationEmail(memberId: number): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.invitationEmail(memberId) }));
}
