import type { Language } from '../../../language/language.ts';
import { inLanguage, moneyIn, type Localized } from '../../../language/labels.ts';
import type { Payment } from '../../payments/types.ts';
import type { EmailContent, Words } from './content.ts';
import type { NotificationKind } from '../../event-payloads/kinds.ts';
import type { NotificationDraft } from '../../notifications/events.ts';

/** A booking's emails, one to each party, each with its Bill of Lading (docs/notifications.md, "A booking's email"). */
export const bookingEmailKinds: readonly NotificationKind[] = ['ListingBooked', 'BidAccepted'];

/**
 * The Bill of Lading drawn at booking and the payment made with it are part of the booking, whose emails link the one
 * and show the other: their DocumentAdded and PaymentHeld reach inboxes and webhooks, and send no email of their own.
 * A document added later (one a party uploads, a signed Bill of Lading among them) is news of its own.
 */
export const inTheBookingEmail = (draft: NotificationDraft): boolean =>
  (draft.kind === 'DocumentAdded' && draft.data.type === 'BillOfLading' && draft.data.uploadedBy === undefined) ||
  // the payment made with the booking: its email shows the money (docs/notifications.md), one email a party
  draft.kind === 'PaymentHeld';

/** What a booking's email says of its Bill of Lading, drawn a moment after the booking. */
export const billOfLadingWords: Localized = [
  'Its Bill of Lading, for the carrier and the shipper to sign at pickup, is drawn within a minute of booking: the ' +
    'link below opens it.',
  "Son connaissement, que le transporteur et l'expéditeur signent à l'enlèvement, est établi dans la minute qui " +
    "suit la réservation : le lien ci-dessous l'ouvre.",
  'Der Frachtbrief, den Frachtführer und Versender bei der Abholung unterschreiben, entsteht binnen einer Minute ' +
    'nach der Buchung: Der Link unten öffnet ihn.',
];

const moneyLabels = {
  total: ['Total paid', 'Total payé', 'Gesamt bezahlt'],
  carrierPrice: ['Carrier price', 'Prix du transporteur', 'Preis des Frachtführers'],
  insurancePremium: ['Insurance premium', "Prime d'assurance", 'Versicherungsprämie'],
  serviceFee: ['Service fee', 'Frais de service', 'Servicegebühr'],
  payout: ['Your payout', 'Votre versement', 'Ihre Auszahlung'],
} satisfies Words;

const moneyWords = {
  shipper: [
    'You paid on the platform: the total is held until you release it to the carrier once the load is picked up.',
    "Vous avez payé sur la plateforme : le total est retenu jusqu'à ce que vous le versiez au transporteur, une " +
      'fois le chargement enlevé.',
    'Sie haben über die Plattform bezahlt: Der Betrag wird einbehalten, bis Sie ihn nach der Abholung an den ' +
      'Frachtführer freigeben.',
  ],
  carrier: [
    'The shipper paid on the platform: your payout is held, and transferred to your payout account when it is ' +
      'released.',
    "L'expéditeur a payé sur la plateforme : votre versement est retenu, puis transféré sur votre compte de " +
      'versement à sa libération.',
    'Der Versender hat über die Plattform bezahlt: Ihre Auszahlung wird einbehalten und bei der Freigabe auf Ihr ' +
      'Auszahlungskonto überwiesen.',
  ],
} satisfies Words;

/**
 * A booking paid on the platform, in its email (docs/payments.md): the shipper's receipt (the total and its parts) or
 * the carrier's payout, with a sentence saying the money is held. No card data: the platform has none.
 */
export function bookingMoney(
  payment: Payment,
  recipientId: number,
  language: Language,
): { paragraph: string; facts: EmailContent['facts'] } {
  const money = (minorUnits: number) => moneyIn(minorUnits / 100, payment.currency, language);
  const fact = (label: Localized, minorUnits: number) => ({
    label: inLanguage(label, language),
    value: money(minorUnits),
  });
  if (recipientId !== payment.shipperId)
    return {
      paragraph: inLanguage(moneyWords.carrier, language),
      facts: [fact(moneyLabels.payout, payment.carrierPrice)],
    };
  return {
    paragraph: inLanguage(moneyWords.shipper, language),
    facts: [
      fact(moneyLabels.total, payment.total),
      fact(moneyLabels.carrierPrice, payment.carrierPrice),
      ...(payment.insurancePremium > 0 ? [fact(moneyLabels.insurancePremium, payment.insurancePremium)] : []),
      fact(moneyLabels.serviceFee, payment.serviceFee),
    ],
  };
}
