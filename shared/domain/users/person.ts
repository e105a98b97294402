import type { Principal } from './types.ts';

// The person behind a request (docs/teams.md): a member, or its company's owner. Apart from
// ./roles.ts (which reads the route table), so that every service may name who made a thing.

/** The person calling, whose own keys, tokens and password these are: a member, or the company's owner. */
export const personOf = (principal: Principal): number => principal.member?.memberId ?? principal.userId;

/** `createdBy`, the person who made it, for the making company's own eyes only (docs/teams.md). */
export const createdByShown = (
  made: { createdBy?: number },
  company: number | undefined,
  viewer: Principal | undefined,
): { createdBy?: number } =>
  made.createdBy !== undefined && viewer !== undefined && viewer.userId === company
    ? { createdBy: made.createdBy }
    : {};
