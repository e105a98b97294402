import { expect, inject } from 'vitest';
import type { TestApi } from './api.ts';
import { eventually } from './eventually.ts';

// A company's member as a person joins (docs/teams.md): invited by the owner, the emailed link
// followed (MailDev: the file's API sends email), a password set, a key signed in for.

/** The run's MailDev messages to one address. */
export const mailsTo = async (address: string) =>
  (
    (await (await fetch(`${inject('mailDev').webUrl}/api/email`)).json()) as {
      subject: string;
      text: string;
      html: string;
      to: { address: string }[];
    }[]
  ).filter((m) => m.to.some((t) => t.address === address));

export interface Invitee {
  emailAddress: string;
  firstName: string;
  lastName: string;
  mobilePhone?: string;
}

/** Invites a member and follows its invitation as the person would: the email's link, a password, a key. */
export async function joinCompany(
  api: TestApi,
  ownerKey: string,
  role: string,
  invitee: Invitee,
): Promise<{ memberId: number; key: string; emailAddress: string }> {
  const invited = await api.call('POST', '/v2/users/me/members', { key: ownerKey, body: { ...invitee, role } });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const [mail] = await eventually(
    () => mailsTo(invitee.emailAddress),
    (m) => m.length >= 1,
    `the invitation to ${invitee.emailAddress}`,
  );
  const link = /\/v2\/invitations\/[A-Za-z0-9_-]{22}\/acceptance/.exec(mail!.text)![0];
  const accepted = await api.call('POST', link, { body: { password: 'secret-123' } });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const keyed = await api.call('POST', '/v2/apikeys', {
    body: { emailAddress: invitee.emailAddress, password: 'secret-123' },
  });
  expect(keyed.status).toBe(200);
  return {
    memberId: Number(invited.headers.get('location')!.split('/').pop()),
    key: keyed.body.apiKey as string,
    emailAddress: invitee.emailAddress,
  };
}
