import * as v from 'valibot';
import type { Member } from '../../domain/teams/types.ts';
import type { MemberRole } from '../../domain/users/types.ts';
import { defineItem, templatesOf, everyOf } from '../item-definition.ts';

// A company's members (docs/teams.md): each member's entry under the company, oldest first (member ids grow with
// time); and the email of a member's invitation, with the link's token, under the member until the notifier sends it.

const memberRoles = everyOf<MemberRole>()(['Admin', 'Dispatcher', 'Driver', 'Agent', 'Viewer']);

const member = templatesOf<Member>();

export const memberItems = defineItem<Member>()({
  kind: 'Member',
  schema: v.looseObject({
    memberId: v.number(),
    companyId: v.number(),
    role: v.picklist(memberRoles),
    firstName: v.string(),
    lastName: v.string(),
    emailAddress: v.string(),
    mobilePhone: v.optional(v.string()),
    memberStatus: v.picklist(['Invited', 'Active']),
    invitedOn: v.string(),
    invitedBy: v.number(),
    joinedOn: v.optional(v.string()),
  }),
  key: {
    partition: member(['companyId'], ({ companyId }) => `USER#${companyId}`),
    sort: member(['memberId'], ({ memberId }) => `MEMBER#${memberId}`, 'MEMBER#'),
  },
});

/** The invitation email waiting to be sent, with its token. */
export interface InvitationEmail {
  memberId: number;
  companyId: number;
  token: string;
  expiresOn: string;
}

const invitationEmail = templatesOf<InvitationEmail>();

/** Deleted once sent; TTL at the invitation's expiry if it never is. */
export const invitationEmailItems = defineItem<InvitationEmail>()({
  kind: 'InvitationEmail',
  schema: v.looseObject({ memberId: v.number(), companyId: v.number(), token: v.string(), expiresOn: v.string() }),
  key: {
    partition: invitationEmail(['memberId'], ({ memberId }) => `USER#${memberId}`),
    sort: invitationEmail([], () => 'INVITATIONEMAIL'),
  },
  derived: { expiresAt: ({ expiresOn }) => Math.floor(Date.parse(expiresOn) / 1000) },
});
