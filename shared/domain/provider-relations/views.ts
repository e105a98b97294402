import type { ProviderRelation } from './types.ts';
import type { Link } from '../users/views.ts';

export const providerRelationUrl = (providerId: number, baseUrl: string) =>
  `${baseUrl}/v2/users/me/providers/${providerId}`;

export const providerRelationView = (relation: ProviderRelation, baseUrl: string) => ({
  userId: relation.providerId,
  relation: relation.relation,
  since: relation.since,
  links: [
    { rel: 'Self', verb: 'GET', href: providerRelationUrl(relation.providerId, baseUrl), title: 'relation' },
    { rel: 'Profile', verb: 'GET', href: `${baseUrl}/v2/users/${relation.providerId}/profile`, title: 'profile' },
    { rel: 'Delete', verb: 'DELETE', href: providerRelationUrl(relation.providerId, baseUrl), title: 'clear it' },
  ] satisfies Link[],
});
