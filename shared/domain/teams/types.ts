import type { MemberRole } from '../users/types.ts';

// A company's members (docs/teams.md).

/** An invitation's link works this long. */
export const INVITATION_DAYS = 7;

/** A member as its company sees it: its entry under the company. */
export interface Member {
  memberId: number;
  companyId: number;
  role: MemberRole;
  firstName: string;
  lastName: string;
  emailAddress: string;
  mobilePhone?: string;
  /** Invited until it sets its password through the invitation. */
  memberStatus: 'Invited' | 'Active';
  invitedOn: string;
  /** Who invited it: the owner's user id or an admin's member id. */
  invitedBy: number;
  joinedOn?: string;
}

/** An invitation, by the hash of its token: the link's secret is never stored. */
export interface Invitation {
  memberId: number;
  companyId: number;
  expiresOn: string;
}

/** A booked listing's driver, as assigned (docs/teams.md): ids only, the driver's name is its member entry's. */
export interface DriverAssignment {
  listingId: number;
  shipperId: number;
  /** The carrier company the listing is booked with. */
  providerId: number;
  memberId: number;
  assignedOn: string;
  /** Who assigned it: the owner's user id, or an admin's or dispatcher's member id. */
  assignedBy: number;
}
