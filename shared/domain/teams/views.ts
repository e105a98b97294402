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

/** A driver: its member entry, as the listing's parties are shown it. */
export type Driver = Pick<Member, 'memberId' | 'firstName' | 'lastName' | 'mobilePhone'>;

/** The shipper's view of who comes: the first name and the number to reach them, no more. */
export const driverContactView = (driver: Driver) => ({
  firstName: driver.firstName,
  ...(driver.mobilePhone ? { mobilePhone: driver.mobilePhone } : {}),
});

/** The carrier company's view of its driver on a load. */
export const driverView = (driver: Driver) => ({
  memberId: driver.memberId,
  firstName: driver.firstName,
  lastName: driver.lastName,
  ...(driver.mobilePhone ? { mobilePhone: driver.mobilePhone } : {}),
});
