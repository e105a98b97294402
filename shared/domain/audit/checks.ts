// What the audit checks (docs/reliability.md, "The audit"): each rule of the marketplace and each
// piece of derived data, by name. The soak and `npm run audit -- --json` report them by these names.

export const auditChecks = {
  'bids.count': "a listing's bid count and lowest bid are its bids' (written with each bid)",
  'bids.accepted': 'at most one accepted bid per listing, and a listing is booked exactly when it has one',
  'bids.claims': "each active bid holds its provider's claim on the listing, and each claim names a live bid",
  'bids.closed':
    "a booked listing's other bids are closed a minute after its booking (an acceptance stopped before it closed them)",
  'bids.held':
    'an OnHold listing is held by an active bid at its set price (a decline stopped before it opened the listing ' +
    'again)',
  'idempotency.claims':
    "no Idempotency-Key claim is in progress past its function's deadline (a request stopped while it held it)",
  'transit.history':
    'transit statuses follow spec 3.1 in order, each once, from ReadyForDispatch at booking, and the state shows the ' +
    'last',
  'listing.entry': "a shipper's list entry shows the listing as it is, under its transit status",
  'search.items':
    'every open listing is in search exactly once in every list, as its card is, and nothing closed is there',
  'search.tallies': 'the tallies count every open listing once in each of its scopes',
  'listing.counts': "a shipper's counts are its listings', in all and per transit status",
  'feedback.summary': "a user's feedback counts are the feedback they received",
  'market.prices': 'each market level holds its 64 most recent bookings, each once',
  'savedSearch.entries':
    "a saved search's alert entries are the search as it is, and no entry names a search that is gone",
  'savedSearch.matches': 'every ListingMatch names a live search (or one whose cleanup is still due)',
  'payments.ledger':
    "a payment's ledger balances (charged = refunded + transferred + kept, kept never below 0) and agrees with its " +
    'status and amounts (docs/payments.md)',
  'payments.stripe':
    "Stripe's charge, refunds and transfers of a listing are its ledger's (a release stopped after its transfer is " +
    'finished by --repair)',
  'payments.unbooked':
    'every charge the platform made for a listing is its payment (one never booked is refunded by --repair once ' +
    'Stripe no longer replays it, after 24 hours)',
  'objects.recorded':
    'every stored file (a listing document, a certificate of insurance, a profile image) older than a day has its ' +
    'record (a request stopped between the two, and never retried, leaves one no one can list or erase)',
} as const;

export type AuditCheck = keyof typeof auditChecks;
