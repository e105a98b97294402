import type { Member } from './types.ts';

// How members and drivers read (docs/teams.md).

/** A member as its company reads it. */
export const memberView = (member: Member) => ({
  memberId: member.memberId,
  role: member.role,
  firstName: member.firstName,
  lastName: member.lastName,
  emailAddress: member.emailAddress,
  ...(member.mobilePhone ? { mobilePhone: member.mobilePhone } : {}),
  status: member.memberStatus,
  invitedOn: member.invitedOn,
  invitedBy: member.invitedBy,
  ...(member.joinedOn ? { joinedOn: member.joinedOn } : {}),
});
