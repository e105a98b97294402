import type { Scope } from '../routes/http.ts';

// What each restricted key scope allows (docs/auth.md, "Restricted keys"), as the API document
// and the developer site say it. Kept out of the route table, which every function bundles.
export const scopeDescriptions: Record<Scope, string> = {
  'account:read':
    'Read your user, profiles, vetting and certificates, notifications, email preferences and security events',
  'account:write':
    'Change your profile images, vetting numbers, certificates, email preferences and notifications read',
  'users:write': 'Create users (Affiliates)',
  'keys:manage': 'List, create and revoke restricted keys (only with scopes the calling key has)',
  'prices:read': 'Price estimates and fixed-price quotes',
  'listings:read': 'Read and search listings, the watchlist and contacts',
  'listings:write': 'Create, activate, cancel and watch listings',
  'bids:read': 'Read bids',
  'bids:write': 'Place, accept and decline bids',
  'transit:read': 'Read transit statuses and tracking',
  'transit:write': 'Report dispatch, pickup, delivery and locations; rotate tracking pages',
  'documents:read': "Read a booked listing's documents",
  'documents:write': "Upload a booked listing's documents",
  'feedback:read': 'Read feedback and the feedback users received',
  'feedback:write': 'Leave, change and reply to feedback on delivered shipments',
  'messages:read': "Read listings' questions and answers, and your shipments' messages",
  'messages:write': 'Ask and answer questions on listings; write and mark read messages on your shipments',
  'raterequests:read': 'Read LTL rate requests and their rates',
  'raterequests:write': 'Create LTL rate requests, offer and book rates',
  'webhooks:manage': 'Subscribe, list and remove webhooks and read their deliveries',
  'members:manage': 'Invite, list, change and remove the members of the company (docs/teams.md)',
  'searches:read': 'List and read your saved searches and run them',
  'searches:write': 'Save, change and delete searches and their alerts',
  'lookups:read': 'Read the lookups (commodities, regions, service and trailer types, ...)',
  'payments:read': "Read a booking's payment (docs/payments.md)",
  'payments:write': "Release a booking's payment to its carrier",
  'payouts:read': "Read the company's payout account, balance and payouts",
  'payouts:manage': "Open the company's payout account on Stripe's pages",
};
