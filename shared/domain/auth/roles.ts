import { scopes, type Scope } from '../../routes/http.ts';
import { memberRoles, type MemberRole, type Principal, type UserType } from '../users/types.ts';

// Roles of a company's members (docs/teams.md). The owner may do everything; each member's role
// is a set of the route table's scopes (a restricted key of a member never exceeds it), and a few
// routes are kept for the owner or a narrower set of roles by their id.

export { memberRoles, type MemberRole };
/** What a principal acts as: the account's own user is its company's owner. */
export type Role = 'Owner' | MemberRole;

/** The roles a company of each type gives its members: carriers and brokers dispatch and drive, shippers post. */
export function rolesOf(userType: UserType): readonly MemberRole[] {
  switch (userType) {
    case 'ServiceProvider':
    case 'Broker':
      return ['Admin', 'Dispatcher', 'Driver', 'Viewer'];
    case 'Shipper':
      return ['Admin', 'Agent', 'Viewer'];
    case 'ShipperAndServiceProvider':
      return memberRoles;
    case 'Affiliate':
      return ['Admin', 'Viewer'];
  }
}

const reads = scopes.filter((scope) => scope.endsWith(':read'));

/**
 * The scopes of each role (a member's restricted key never exceeds its role's). A Dispatcher
 * searches, bids, books and offers rates, asks and answers, messages and reports transit; an Agent
 * posts listings and rate requests, takes or declines bids, messages and leaves feedback; a Viewer
 * reads. Managing members (`members:manage`) is the owner's and admins'.
 */
export const roleScopes: Record<Role, readonly Scope[]> = {
  Owner: scopes,
  Admin: scopes,
  Dispatcher: [
    ...reads,
    'keys:manage',
    'bids:write',
    'payments:write',
    'raterequests:write',
    'messages:write',
    'transit:write',
    'documents:write',
    'searches:write',
  ],
  Agent: [
    ...reads,
    'keys:manage',
    'listings:write',
    'raterequests:write',
    'bids:write',
    'payments:write',
    'messages:write',
    'feedback:write',
    'documents:write',
    'searches:write',
  ],
  Viewer: [...reads, 'keys:manage'],
  // by route below: who it is, its own keys, the lookups, and the loads assigned to it
  Driver: [
    'account:read',
    'keys:manage',
    'lookups:read',
    'listings:read',
    'transit:read',
    'transit:write',
    'documents:read',
    'documents:write',
  ],
};

/** Routes kept for some roles whatever their scopes: the company's closure, settings, records and trail. */
const routeRoles: Record<string, readonly Role[]> = {
  CloseAccount: ['Owner'],
  UpdateNotificationPreferences: ['Owner', 'Admin'],
  CreateUser: ['Owner', 'Admin'],
  // the company's trail: who signed in from where, whose keys were made (docs/security-events.md)
  ListSecurityEvents: ['Owner', 'Admin'],
  // who hauls a load is the dispatch's to say (docs/teams.md)
  AssignDriver: ['Owner', 'Admin', 'Dispatcher'],
  // the company's money (docs/payments.md)
  StartPayoutOnboarding: ['Owner', 'Admin'],
  GetPayouts: ['Owner', 'Admin'],
};

/**
 * The routes a Driver reaches beyond its own keys and the lookups: who it is, its loads (each checked
 * against the assignment: shared/domain/listings/parties.ts), their contacts, documents and transit
 * reports. The company's inbox, trail, profile, bids and searches are not its business.
 */
const driverRoutes: ReadonlySet<string> = new Set([
  'GetActiveUser',
  'ListListings',
  'GetListing',
  'GetListingContacts',
  'ReportDispatched',
  'ReportPickedUp',
  'ReportDelivered',
  'ReportLocation',
  'GetTransitStatuses',
  'TrackListing',
  'ListAttachments',
  'GetAttachment',
  'GetAttachmentContent',
  'UploadAttachment',
  'StartAttachmentUpload',
  'CompleteAttachmentUpload',
  // the release code the shipper gives the driver at delivery (docs/payments.md)
  'GetListingPayment',
  'ReleaseListingPayment',
]);
const driverScopes: readonly (Scope | undefined)[] = ['keys:manage', 'lookups:read'];

/** A person's own data is theirs (docs/privacy.md): every member may export its own, whatever its role's scopes. */
const personalRoutes: ReadonlySet<string> = new Set(['RequestDataExport', 'GetDataExport']);

/** Whether a role may call a route: its scope in the role's, and the route not kept for other roles. */
export function roleAllows(role: Role, route: { id: string; scope?: Scope }): boolean {
  const kept = routeRoles[route.id];
  if (kept && !kept.includes(role)) return false;
  if (personalRoutes.has(route.id)) return true;
  if (role === 'Driver' && !driverScopes.includes(route.scope) && !driverRoutes.has(route.id)) return false;
  return route.scope === undefined || roleScopes[role].includes(route.scope);
}

/** A role's refusal names the role (docs/teams.md). */
export const roleRefusalReason = (role: Role, operation: string) =>
  `Your role in this company, ${role}, does not allow ${operation}. Ask its owner or an admin.`;

/** A principal's role: a member's, else the owner's. */
export const roleOf = (principal: Principal): Role => principal.member?.role ?? 'Owner';

export { personOf } from '../users/person.ts';
