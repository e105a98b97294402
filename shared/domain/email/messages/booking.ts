import type { Localized } from '../../../language/labels.ts';
import type { NotificationKind } from '../../event-payloads/kinds.ts';
import type { NotificationDraft } from '../../notifications/events.ts';

/** A booking's emails, one to each party, each with its Bill of Lading (docs/notifications.md, "A booking's email"). */
export const bookingEmailKinds: readonly NotificationKind[] = ['ListingBooked', 'BidAccepted'];

/**
 * The Bill of Lading drawn at booking is part of the booking, whose emails link it: its DocumentAdded reaches inboxes
 * and webhooks, and sends no email of its own. A document added later (one a party uploads, a signed Bill of Lading
 * among them) is news of its own.
 */
export const inTheBookingEmail = (draft: NotificationDraft): boolean =>
  draft.kind === 'DocumentAdded' && draft.data.type === 'BillOfLading' && draft.data.uploadedBy === undefined;

/** What a booking's email says of its Bill of Lading, drawn a moment after the booking. */
export const billOfLadingWords: Localized = [
  'Its Bill of Lading, for the carrier and the shipper to sign at pickup, is drawn within a minute of booking: the ' +
    'link below opens it.',
  "Son connaissement, que le transporteur et l'expéditeur signent à l'enlèvement, est établi dans la minute qui " +
    "suit la réservation : le lien ci-dessous l'ouvre.",
  'Der Frachtbrief, den Frachtführer und Versender bei der Abholung unterschreiben, entsteht binnen einer Minute ' +
    'nach der Buchung: Der Link unten öffnet ihn.',
];
