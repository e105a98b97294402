import { findUser } from '../../data/users.ts';
import {
  acceptInvitationItems,
  findInvitation,
  findMember,
  invitationWrites,
  membersOf,
  saveMemberRole,
} from '../../data/members.ts';
import { registerUser } from '../users/service.ts';
import { failedOn, ItemMissing } from '../../data/errors.ts';
import { hashApiKey } from '../auth/api-keys.ts';
import { hashPassword } from '../passwords.ts';
import { closeMember } from '../privacy/closure.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security/events.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { isTokenShaped, newToken } from '../tokens.ts';
import type { MemberRole, Principal } from '../users/types.ts';
import { personOf, rolesOf } from '../auth/roles.ts';
import { INVITATION_DAYS, type Member } from './types.ts';
import { MAX_MEMBERS } from '../limits/lists.ts';
import { withinReach } from '../limits/reach.ts';
import * as clock from '../../clock.ts';

// A company's members (docs/teams.md): invited by its owner or an admin, active once they set a
// password through the invitation, changed and removed by the same. Every entry of the company's
// security trail says which person did it (`by`).

export interface MemberInvitation {
  emailAddress: string;
  firstName: string;
  lastName: string;
  role: MemberRole;
  mobilePhone?: string;
}

/** A role the company's type does not give is refused, naming `role`. */
function checkRole(principal: Principal, role: MemberRole): void {
  const allowed = rolesOf(principal.userType);
  if (!allowed.includes(role))
    throw ValidationError.field(
      'role',
      `A ${principal.userType} company's members are ${allowed.join(', ')}; ${role} is none of them.`,
    );
}

/**
 * POST /v2/users/me/members: the member's user, its entry and the invitation in one transaction; the email follows from
 * the stream.
 */
export async function inviteMember(
  principal: Principal,
  input: MemberInvitation,
  origin: RequestOrigin,
  now = clock.now(),
): Promise<Member> {
  checkRole(principal, input.role);
  const company = await findUser(principal.userId);
  if (!company) throw new NotFoundError('Your company is gone.', 'userId');
  const token = newToken();
  const expiresOn = new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString();
  let member: Member | undefined;
  try {
    await registerUser(
      {
        userType: company.userType,
        firstName: input.firstName,
        lastName: input.lastName,
        emailAddress: input.emailAddress,
        ...(input.mobilePhone ? { mobilePhone: input.mobilePhone } : {}),
        ...(company.companyName ? { companyName: company.companyName } : {}),
        companyId: company.userId,
        role: input.role,
      },
      {},
      (memberId) => {
        member = {
          memberId,
          companyId: company.userId,
          role: input.role,
          firstName: input.firstName,
          lastName: input.lastName,
          emailAddress: input.emailAddress,
          ...(input.mobilePhone ? { mobilePhone: input.mobilePhone } : {}),
          memberStatus: 'Invited',
          invitedOn: now.toISOString(),
          invitedBy: personOf(principal),
        };
        return invitationWrites(
          member,
          { memberId, companyId: company.userId, expiresOn, token, tokenHash: hashApiKey(token) },
          MAX_MEMBERS,
        );
      },
      // the email is someone's already (a user, or a member of any company): named as the spec names fields
      () => new ConflictError(`${input.emailAddress} belongs to a user already.`, 'emailAddress'),
    );
  } catch (error) {
    if (failedOn(error, 'memberCount'))
      throw new ConflictError(`A company has at most ${MAX_MEMBERS} members: remove one first.`, 'emailAddress');
    throw error;
  }
  await recordSecurityEvent('Member.Invited', origin, principal.userId, {
    by: personOf(principal),
    memberId: member!.memberId,
    role: input.role,
  });
  return member!;
}

export const membersOfCompany = (principal: Principal, page: { skip: number; top: number }) =>
  withinReach(membersOf(principal.userId, page.skip, page.top));

/** One of the company's members; another company's is not found, as one that never was. */
export async function memberOfCompany(principal: Principal, memberId: number): Promise<Member> {
  const member = await findMember(principal.userId, memberId);
  if (!member) throw new NotFoundError(`Your company has no member ${memberId}.`, 'memberId');
  return member;
}

/** PUT /v2/users/me/members/{memberId}: its new role holds from its next request. */
export async function changeMemberRole(
  principal: Principal,
  memberId: number,
  role: MemberRole,
  origin: RequestOrigin,
): Promise<Member> {
  checkRole(principal, role);
  const member = await memberOfCompany(principal, memberId);
  if (member.role === role) return member;
  try {
    await saveMemberRole(member, role);
  } catch (error) {
    if (error instanceof ItemMissing) throw new NotFoundError(`Member ${memberId} was removed meanwhile.`, 'memberId');
    throw error;
  }
  await recordSecurityEvent('Member.RoleChanged', origin, principal.userId, {
    by: personOf(principal),
    memberId,
    from: member.role,
    role,
  });
  return { ...member, role };
}

/**
 * DELETE /v2/users/me/members/{memberId}: the member's user closed (its keys and tokens refused on
 * their next request, its own data erased as a closed account's), then its entry. What it made is
 * the company's and stays. Its address is not suppressed: it may be invited again.
 */
export async function removeMember(principal: Principal, memberId: number, origin: RequestOrigin): Promise<void> {
  const member = await memberOfCompany(principal, memberId);
  if (memberId === personOf(principal))
    throw new ConflictError('You cannot remove yourself; ask the owner or another admin.', 'memberId');
  await closeMember(member.companyId, memberId);
  await recordSecurityEvent('Member.Removed', origin, principal.userId, { by: personOf(principal), memberId });
}

const invitationNotFound = () =>
  new NotFoundError('This invitation is unknown, used or expired: ask for a new one.', 'token');

/** POST /v2/invitations/{token}/acceptance: the member sets its password and is active. */
export async function acceptInvitation(
  token: string,
  password: string,
  origin: RequestOrigin,
  now = clock.now(),
): Promise<{ memberId: number; companyId: number }> {
  if (!isTokenShaped(token)) throw invitationNotFound();
  const tokenHash = hashApiKey(token);
  const invitation = await findInvitation(tokenHash);
  if (!invitation || Date.parse(invitation.expiresOn) <= now.getTime()) throw invitationNotFound();
  if (!(await acceptInvitationItems(tokenHash, invitation, await hashPassword(password), now.toISOString())))
    throw invitationNotFound();
  await recordSecurityEvent('Member.Joined', origin, invitation.companyId, {
    by: invitation.memberId,
    memberId: invitation.memberId,
  });
  return { memberId: invitation.memberId, companyId: invitation.companyId };
}
