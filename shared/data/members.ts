import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { userItems } from './definitions/user.ts';
import { invitationEmailItems, invitationItems, memberItems } from './definitions/member.ts';
import { queryPage } from './query.ts';
import { isCancelledTransaction, ItemMissing } from './errors.ts';
import type { Invitation, Member } from '../domain/teams/types.ts';
import type { MemberRole } from '../domain/users/types.ts';
import { failedParts, transact, type Parts } from './transact.ts';

// A company's members (docs/teams.md): each a user of its own (its user item carries `companyId`
// and `role`), with an entry under the company (shared/data/definitions/member.ts) and the
// company's count of them on its user item (`memberCount`, at most MAX_MEMBERS). An invitation is
// kept by its token's hash; its email, with the token, waits in an item the notifier deletes once sent.

const memberKey = (companyId: number, memberId: number) => memberItems.key({ companyId, memberId });

/**
 * What an invitation writes beside the member's user item, in its transaction; a full company refuses it on
 * `memberCount`.
 */
export function invitationWrites(
  member: Member,
  invitation: Invitation & { tokenHash: string; token: string },
  maxMembers: number,
): Parts<'member' | 'memberCount' | 'invitation' | 'invitationEmail'> {
  return {
    member: {
      Put: {
        Item: memberItems.item(member),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    memberCount: {
      Update: {
        Key: userItems.key({ userId: member.companyId }),
        UpdateExpression: 'ADD memberCount :one',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(memberCount) OR memberCount < :max)',
        ExpressionAttributeValues: { ':one': 1, ':max': maxMembers },
      },
    },
    invitation: {
      Put: {
        Item: invitationItems.item(
          { tokenHash: invitation.tokenHash },
          { memberId: member.memberId, companyId: member.companyId, expiresOn: invitation.expiresOn },
        ),
      },
    },
    invitationEmail: {
      Put: {
        Item: invitationEmailItems.item({
          memberId: member.memberId,
          companyId: member.companyId,
          token: invitation.token,
          expiresOn: invitation.expiresOn,
        }),
      },
    },
  };
}

/** A page of a company's members, oldest first (member ids grow with time). */
export async function membersOf(
  companyId: number,
  skip: number,
  top: number,
): Promise<{ items: Member[]; totalCount: number }> {
  const page = await queryPage(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: {
        ':pk': memberItems.partition({ companyId }),
        ':prefix': memberItems.design.key.sort.prefix,
      },
    },
    skip,
    top,
  );
  return { ...page, items: page.items.map(memberItems.recordOf) };
}

export async function findMember(companyId: number, memberId: number): Promise<Member | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: memberKey(companyId, memberId), ConsistentRead: true }),
  );
  return Item ? memberItems.recordOf(Item) : undefined;
}

/**
 * The member's role, on its entry and its user item together (the user item is what authentication reads);
 * ItemMissing when the member was removed meanwhile.
 */
export async function saveMemberRole(member: Member, role: MemberRole): Promise<void> {
  try {
    await transact({
      member: {
        Update: {
          Key: memberKey(member.companyId, member.memberId),
          UpdateExpression: 'SET #role = :role',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':role': role },
        },
      },
      user: {
        Update: {
          Key: userItems.key({ userId: member.memberId }),
          UpdateExpression: 'SET #role = :role',
          ConditionExpression: 'companyId = :company',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':role': role, ':company': member.companyId },
        },
      },
    });
  } catch (error) {
    // any cancellation, as it was read: the entry or the user's company is gone
    if (isCancelledTransaction(error)) throw new ItemMissing('member', member.memberId, { cause: error });
    throw error;
  }
}

/** The member's entry gone and the company's count down (its user is closed first: docs/teams.md). Idempotent. */
export async function deleteMemberEntry(companyId: number, memberId: number): Promise<void> {
  const parts = {
    member: {
      Delete: {
        Key: memberKey(companyId, memberId),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    memberCount: {
      Update: {
        Key: userItems.key({ userId: companyId }),
        UpdateExpression: 'ADD memberCount :less',
        ExpressionAttributeValues: { ':less': -1 },
      },
    },
  };
  try {
    await transact(parts);
  } catch (error) {
    if (!failedParts(error, parts)?.includes('member')) throw error; // gone already: a retried removal
  }
}

/** An invitation by its token's hash (consistent: a link just sent works). */
export async function findInvitation(tokenHash: string): Promise<Invitation | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: invitationItems.key({ tokenHash }), ConsistentRead: true }),
  );
  return Item ? invitationItems.recordOf(Item) : undefined;
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
    await transact({
      invitation: {
        Delete: {
          Key: invitationItems.key({ tokenHash }),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      user: {
        Update: {
          Key: userItems.key({ userId: invitation.memberId }),
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
      member: {
        Update: {
          Key: memberKey(invitation.companyId, invitation.memberId),
          UpdateExpression: 'SET memberStatus = :active, joinedOn = :on',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':active': 'Active', ':on': joinedOn },
        },
      },
    });
    return true;
  } catch (error) {
    if (isCancelledTransaction(error)) return false;
    throw error;
  }
}

/** Sent: the token leaves the table. */
export async function deleteInvitationEmail(memberId: number): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: invitationEmailItems.key({ memberId }) }));
}
