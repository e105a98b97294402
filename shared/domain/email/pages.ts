import escapeHtml from 'escape-html';
import type { Language } from '../../language/language.ts';
import { inLanguage, type Localized } from '../../language/labels.ts';
import { htmlDocument } from '../pages.ts';
import type { NotificationKind } from '../event-payloads/kinds.ts';

// The pages behind an email's unsubscribe link (docs/notifications.md, Email). Opening the link
// changes nothing (mail scanners open links); its button, or a mail client's one-click POST
// (RFC 8058), does.

const kindNames: Record<NotificationKind, Localized> = {
  BidPlaced: ['new bids on your listings', 'les nouvelles offres sur vos annonces', 'neue Gebote auf Ihre Inserate'],
  BidAccepted: ['your accepted bids', 'vos offres acceptées', 'Ihre angenommenen Gebote'],
  ListingBooked: ['your bookings', 'vos réservations', 'Ihre Buchungen'],
  BidDeclined: ['your declined bids', 'vos offres refusées', 'Ihre abgelehnten Gebote'],
  BidClosed: ['your closed bids', 'vos offres closes', 'Ihre geschlossenen Gebote'],
  BookingCancelled: ['cancelled bookings', 'les réservations annulées', 'stornierte Buchungen'],
  TransitStatusChanged: ['transit updates', 'les étapes du transport', 'Transportstatus'],
  DocumentAdded: ['new shipment documents', 'les nouveaux documents', 'neue Sendungsdokumente'],
  RateRequestCreated: ['new LTL rate requests', 'les nouvelles demandes de tarif LTL', 'neue LTL-Tarifanfragen'],
  RateOffered: ['rates offered to you', 'les tarifs proposés', 'angebotene Tarife'],
  ListingExpiring: [
    'listings expiring without bids',
    'les annonces qui expirent sans offre',
    'Inserate, die ohne Gebot ablaufen',
  ],
  FeedbackReceived: ['feedback you receive', 'les évaluations que vous recevez', 'Bewertungen, die Sie erhalten'],
  QuestionAsked: ['questions on your listings', 'les questions sur vos annonces', 'Fragen zu Ihren Inseraten'],
  QuestionAnswered: [
    'answers to questions you follow',
    'les réponses aux questions que vous suivez',
    'Antworten auf Fragen, denen Sie folgen',
  ],
  MessageReceived: [
    'unread messages on your shipments',
    'les messages non lus de vos envois',
    'ungelesene Nachrichten zu Ihren Sendungen',
  ],
  ListingPosted: [
    'new listings of shippers who prefer you',
    'les nouvelles annonces des expéditeurs qui vous privilégient',
    'neue Inserate von Versendern, die Sie bevorzugen',
  ],
  WebhookDisabled: [
    'webhooks disabled after failing',
    'les webhooks désactivés après des échecs',
    'nach Fehlern deaktivierte Webhooks',
  ],
  DriverAssigned: [
    'drivers assigned to your shipments',
    'les chauffeurs affectés à vos envois',
    'Fahrer, die Ihren Sendungen zugewiesen wurden',
  ],
  VettingChanged: [
    "changes to carriers' FMCSA vetting",
    'les changements de vérification FMCSA des transporteurs',
    'Änderungen der FMCSA-Prüfung von Frachtführern',
  ],
  CertificateExpiring: [
    'certificates of insurance about to expire',
    "les certificats d'assurance sur le point d'expirer",
    'bald ablaufende Versicherungsnachweise',
  ],
  ListingMatched: [
    'new listings for your saved searches',
    'les nouvelles annonces de vos recherches enregistrées',
    'neue Inserate für Ihre gespeicherten Suchen',
  ],
  PaymentHeld: [
    'payments held for your bookings',
    'les paiements retenus de vos réservations',
    'einbehaltene Zahlungen Ihrer Buchungen',
  ],
  PaymentReleased: ['payments released', 'les paiements versés', 'freigegebene Zahlungen'],
  PaymentRefunded: [
    'refunds of your bookings',
    'les remboursements de vos réservations',
    'Erstattungen Ihrer Buchungen',
  ],
  PaymentDisputed: ['disputed payments', 'les paiements contestés', 'angefochtene Zahlungen'],
  PayoutSent: ['payouts sent to your bank', 'les virements vers votre banque', 'Auszahlungen an Ihre Bank'],
  ShipmentArrived: [
    'your shipments arriving at a stop',
    'les arrivées de vos envois à une étape',
    'Ankünfte Ihrer Sendungen an einem Halt',
  ],
  ShipmentDeparted: [
    'your shipments leaving a stop',
    "les départs de vos envois d'une étape",
    'Abfahrten Ihrer Sendungen von einem Halt',
  ],
  EtaChanged: [
    'changes to estimated arrivals',
    "les changements d'heure d'arrivée estimée",
    'Änderungen der voraussichtlichen Ankunft',
  ],
};
const all: Localized = [
  'all marketplace emails',
  'tous les courriels de la place de marché',
  'alle E-Mails des Marktplatzes',
];
const words = {
  heading: ['Email preferences', 'Préférences de courriel', 'E-Mail-Einstellungen'],
  ask: ['Stop emails about {what}?', 'Ne plus recevoir de courriels sur {what} ?', 'Keine E-Mails mehr zu {what}?'],
  button: ['Unsubscribe', 'Me désabonner', 'Abbestellen'],
  instead: [
    'Or get them together, in one email a day:',
    'Ou recevez-les ensemble, en un courriel par jour :',
    'Oder erhalten Sie sie gesammelt, in einer E-Mail am Tag:',
  ],
  daily: ['Daily digest', 'Résumé quotidien', 'Tägliche Übersicht'],
  digested: [
    'Done: emails about {what} now come in one daily digest.',
    "C'est fait : les courriels sur {what} arrivent désormais dans un résumé quotidien.",
    'Erledigt: E-Mails zu {what} kommen jetzt in einer täglichen Übersicht.',
  ],
  done: [
    'Done: no more emails about {what}.',
    "C'est fait : plus de courriels sur {what}.",
    'Erledigt: keine E-Mails mehr zu {what}.',
  ],
  later: [
    'You can turn them on again with PUT /v2/users/me/notifications.',
    'Vous pouvez les réactiver avec PUT /v2/users/me/notifications.',
    'Sie können sie mit PUT /v2/users/me/notifications wieder einschalten.',
  ],
  gone: [
    'This unsubscribe link is not valid.',
    "Ce lien de désabonnement n'est pas valide.",
    'Dieser Abmeldelink ist nicht gültig.',
  ],
} satisfies Record<string, Localized>;

const what = (kind: NotificationKind | undefined, language: Language) =>
  escapeHtml(inLanguage(kind ? kindNames[kind] : all, language));
const frame = (language: Language, body: string) =>
  htmlDocument(
    inLanguage(words.heading, language),
    language,
    `<p class="kicker">${escapeHtml(inLanguage(words.heading, language))}</p>${body}`,
  );

/**
 * GET: a question and a button that POSTs to the same address; and another that asks for a daily digest instead
 * (docs/notifications.md, "Digests").
 */
export const unsubscribeQuestionHtml = (kind: NotificationKind | undefined, language: Language) =>
  frame(
    language,
    `<h1>${escapeHtml(inLanguage(words.ask, language)).replace('{what}', what(kind, language))}</h1><form ` +
      `method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button ` +
      `type="submit">${escapeHtml(inLanguage(words.button, language))}</button></form>` +
      `<p>${escapeHtml(inLanguage(words.instead, language))}</p><form method="post" ` +
      `action="?${kind ? `event=${kind}&amp;` : ''}cadence=daily"><button type="submit">` +
      `${escapeHtml(inLanguage(words.daily, language))}</button></form>`,
  );

/** POST: what was turned off, or put in a daily digest. */
export const unsubscribedHtml = (kind: NotificationKind | undefined, language: Language, cadence = 'off') =>
  frame(
    language,
    `<h1>${escapeHtml(inLanguage(cadence === 'off' ? words.done : words.digested, language)).replace(
      '{what}',
      what(kind, language),
    )}</h1><footer>${escapeHtml(inLanguage(words.later, language))}</footer>`,
  );

export const invalidUnsubscribeHtml = (language: Language) =>
  frame(language, `<h1>${escapeHtml(inLanguage(words.gone, language))}</h1>`);
