import * as v from 'valibot';
import { object } from './objects.ts';
import { oneOf, text } from './common.ts';
import { emailAddress, newPassword, phone } from './users.ts';
import { integerId } from './paths.ts';
import { memberRoles } from '../domain/users/types.ts';
import { wholeNumber } from '../bounded.ts';

// A company's members and their invitations (docs/teams.md).

const role = oneOf(memberRoles, `must be one of ${memberRoles.join(', ')}`);

/** POST /v2/users/me/members */
export const InviteMemberBody = object({
  emailAddress,
  firstName: text(50),
  lastName: text(50),
  role,
  mobilePhone: phone,
});
/** PUT /v2/users/me/members/{memberId} */
export const MemberRoleBody = object({ role });
export const MemberPath = object({ memberId: integerId });
/** POST /v2/invitations/{token}/acceptance: a token that is no token is the domain's 404, as an unknown one. */
export const InvitationPath = object({ token: v.pipe(v.string(), v.maxLength(64, 'must be at most 64 characters')) });
export const AcceptInvitationBody = object({ password: newPassword });
/** PUT /v2/listings/{listingId}/driver: one of the company's Drivers. */
export const AssignDriverBody = object({ memberId: wholeNumber(1, Number.MAX_SAFE_INTEGER) });
