import * as v from 'valibot';
import type { Invitation, Member } from '../../domain/teams/types.ts';
import type { MemberRole } from '../../domain/users/types.ts';
import { defineItem, defineKeyedItem, templatesOf, everyOf } from '../item-definition.ts';

// A company's members (docs/teams.md): each member's entry under the company, oldest first (member ids grow with
// time); a member's invitation, kept by its token's hash; and its email, with the link's token, under the member until
// the notifier sends it.

export const memberRoles = everyOf<MemberRole>()(['Admin', 'Dispatcher', 'Driver', 'Agent', 'Viewer']);

const member = templatesOf<Member>();

/** An invitation's TTL: its expiry, in seconds. */
const expiryOf = (expiresOn: string) => Math.floor(Date.parse(expiresOn) / 1000);

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
  derived: { expiresAt: ({ expiresOn }) => expiryOf(expiresOn) },
});

const invitation = templatesOf<{ tokenHash: string }>();

/** An invitation by the hash of its token (the item does not hold the hash); TTL at its expiry. */
export const invitationItems = defineKeyedItem<{ tokenHash: string }, Invitation>()({
  kind: 'Invitation',
  schema: v.looseObject({ memberId: v.number(), companyId: v.number(), expiresOn: v.string() }),
  key: {
    partition: invitation(['tokenHash'], ({ tokenHash }) => `INVITATION#${tokenHash}`),
    sort: invitation([], () => 'INVITATION'),
  },
  derived: { expiresAt: ({ expiresOn }) => expiryOf(expiresOn) },
});
