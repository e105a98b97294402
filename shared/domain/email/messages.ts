import Mustache from 'mustache';
import type { Language } from '../../language/language.ts';
import { inLanguage, moneyIn, type Localized } from '../../language/labels.ts';
import { bidDeclinationReasonRecords } from '../lookups/data/bid-declination-reasons.ts';
import { cityLabel } from '../lookups/places.ts';
import { localTime, localWindow, zoneOf } from '../time-frames.ts';
import { punctualityLabels, statusLabels } from '../tracking/views.ts';
import { trackingPageUrl } from '../listings/links.ts';
import type { NotificationDraft } from '../notifications/events.ts';
import { attachmentTypeLabels, billOfLadingUrl } from '../attachments/views.ts';
import type { NotificationKind } from '../event-payloads/kinds.ts';
import type { Listing, ListingStop, Money } from '../listings/types.ts';
import type { RateRequest } from '../raterequests/types.ts';
import type { ListingMatch } from '../saved-searches/types.ts';
import { savedSearchResultsUrl } from '../saved-searches/views.ts';
import { vettingChangeLabels, vettingStatusLabels } from '../vetting/views.ts';

// What each email says (docs/notifications.md, Email), in the recipient's language. Amounts,
// places and time windows read as the API's labels do: "$1,250", "Austin, TX", a window in the
// stop's own time zone. The layout around it is ./render in shared/email/.

export interface EmailContent {
  subject: string;
  /** The line mail clients show after the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  facts: { label: string; value: string }[];
  actions: { label: string; href: string }[];
}

export interface EmailContext {
  listing?: Listing;
  rateRequest?: RateRequest;
  baseUrl: string;
  language: Language;
}

type Words = Record<string, Localized>;
/** Each event's sentences; `{{name}}` is filled from the event (no HTML: the layout escapes). */
const say: Record<NotificationKind, Words> = {
  BidPlaced: {
    subject: [
      'New bid of {{amount}} on {{title}}',
      'Nouvelle offre de {{amount}} pour {{title}}',
      'Neues Gebot über {{amount}} für {{title}}',
    ],
    lead: [
      'A carrier bid {{amount}} to move your shipment from {{from}} to {{to}}.',
      'Un transporteur propose {{amount}} pour votre envoi de {{from}} à {{to}}.',
      'Ein Frachtführer bietet {{amount}} für Ihre Sendung von {{from}} nach {{to}}.',
    ],
  },
  BidAccepted: {
    subject: ['Booked: {{title}}', 'Réservé : {{title}}', 'Gebucht: {{title}}'],
    lead: [
      'Your {{amount}} bid was accepted. The shipment from {{from}} to {{to}} is booked with you.',
      "Votre offre de {{amount}} a été acceptée. L'envoi de {{from}} à {{to}} vous est confié.",
      'Ihr Gebot über {{amount}} wurde angenommen. Die Sendung von {{from}} nach {{to}} ist bei Ihnen gebucht.',
    ],
  },
  ListingBooked: {
    subject: [
      'Your shipment is booked: {{title}}',
      'Votre envoi est réservé : {{title}}',
      'Ihre Sendung ist gebucht: {{title}}',
    ],
    lead: [
      '{{title}} is booked at {{amount}}. You can share its tracking page with whoever expects the delivery.',
      '{{title}} est réservé à {{amount}}. Vous pouvez partager sa page de suivi avec le destinataire.',
      '{{title}} ist für {{amount}} gebucht. Die Sendungsverfolgung können Sie an den Empfänger weitergeben.',
    ],
  },
  BidDeclined: {
    subject: ['Bid declined: {{title}}', 'Offre refusée : {{title}}', 'Gebot abgelehnt: {{title}}'],
    lead: [
      'The shipper declined your {{amount}} bid: {{reason}}.',
      "L'expéditeur a refusé votre offre de {{amount}} : {{reason}}.",
      'Der Versender hat Ihr Gebot über {{amount}} abgelehnt: {{reason}}.',
    ],
  },
  BidClosed: {
    subject: ['Bid closed: {{title}}', 'Offre close : {{title}}', 'Gebot geschlossen: {{title}}'],
    lead: [
      '{{title}} was booked with another carrier; your bid is closed.',
      '{{title}} a été confié à un autre transporteur ; votre offre est close.',
      '{{title}} wurde an einen anderen Frachtführer vergeben; Ihr Gebot ist geschlossen.',
    ],
  },
  TransitStatusChanged: {
    subject: ['{{status}}: {{title}}', '{{status}} : {{title}}', '{{status}}: {{title}}'],
    lead: [
      'Your shipment from {{from}} to {{to}} is now: {{status}}{{#punctuality}} ({{punctuality}}){{/punctuality}}.',
      'Votre envoi de {{from}} à {{to}} est maintenant : {{status}}{{#punctuality}} ({{punctuality}}){{/punctuality}}.',
      'Ihre Sendung von {{from}} nach {{to}} ist jetzt: {{status}}{{#punctuality}} ({{punctuality}}){{/punctuality}}.',
    ],
  },
  DocumentAdded: {
    subject: [
      'New document for {{title}}: {{fileName}}',
      'Nouveau document pour {{title}} : {{fileName}}',
      'Neues Dokument zu {{title}}: {{fileName}}',
    ],
    lead: [
      'A document was added to your shipment from {{from}} to {{to}}: {{fileName}}.',
      'Un document a été ajouté à votre envoi de {{from}} à {{to}} : {{fileName}}.',
      'Zu Ihrer Sendung von {{from}} nach {{to}} wurde ein Dokument hinzugefügt: {{fileName}}.',
    ],
  },
  RateRequestCreated: {
    subject: [
      'New LTL rate request: {{from}} to {{to}}',
      'Nouvelle demande de tarif LTL : {{from}} à {{to}}',
      'Neue LTL-Tarifanfrage: {{from}} nach {{to}}',
    ],
    lead: [
      'A shipper in your region asks for a rate from {{from}} to {{to}}, pickup {{pickup}}.',
      'Un expéditeur de votre région demande un tarif de {{from}} à {{to}}, enlèvement {{pickup}}.',
      'Ein Versender in Ihrer Region fragt einen Tarif von {{from}} nach {{to}} an, Abholung {{pickup}}.',
    ],
  },
  RateOffered: {
    subject: [
      'New rate of {{amount}}: {{from}} to {{to}}',
      'Nouveau tarif de {{amount}} : {{from}} à {{to}}',
      'Neuer Tarif über {{amount}}: {{from}} nach {{to}}',
    ],
    lead: [
      'A carrier offered {{amount}} ({{serviceLevel}}, {{transitDays}} days) on your rate request.',
      'Un transporteur propose {{amount}} ({{serviceLevel}}, {{transitDays}} jours) pour votre demande.',
      'Ein Frachtführer bietet {{amount}} ({{serviceLevel}}, {{transitDays}} Tage) auf Ihre Anfrage.',
    ],
  },
  ListingExpiring: {
    subject: [
      'No bids yet: {{title}} expires {{expires}}',
      "Pas encore d'offre : {{title}} expire le {{expires}}",
      'Noch keine Gebote: {{title}} läuft am {{expires}} ab',
    ],
    lead: [
      'Your listing has no bids and expires {{expires}}. A higher target price or wider dates may bring carriers.',
      "Votre annonce n'a reçu aucune offre et expire le {{expires}}. Un prix cible plus élevé ou des dates plus " +
        'larges peuvent attirer des transporteurs.',
      'Ihr Inserat hat keine Gebote und läuft am {{expires}} ab. Ein höherer Zielpreis oder weitere Termine können ' +
        'Frachtführer anziehen.',
    ],
  },
  FeedbackReceived: {
    subject: [
      'New feedback: {{rating}} of 5 for {{title}}',
      'Nouvelle évaluation : {{rating}} sur 5 pour {{title}}',
      'Neue Bewertung: {{rating}} von 5 für {{title}}',
    ],
    lead: [
      '{{rater}} rated the shipment from {{from}} to {{to}} {{rating}} out of 5. You can reply once; your reply ' +
        'shows beside it.',
      "{{rater}} a évalué l'envoi de {{from}} à {{to}} {{rating}} sur 5. Vous pouvez répondre une fois ; votre " +
        "réponse s'affiche à côté.",
      '{{rater}} hat die Sendung von {{from}} nach {{to}} mit {{rating}} von 5 bewertet. Sie können einmal ' +
        'antworten; Ihre Antwort erscheint daneben.',
    ],
  },
  QuestionAsked: {
    subject: ['New question on {{title}}', 'Nouvelle question sur {{title}}', 'Neue Frage zu {{title}}'],
    lead: [
      'A carrier asks about your shipment from {{from}} to {{to}}: “{{question}}” Your answer is shown to every ' +
        'carrier who views the listing.',
      'Un transporteur pose une question sur votre envoi de {{from}} à {{to}} : « {{question}} » Votre réponse est ' +
        "visible par tous les transporteurs qui consultent l'annonce.",
      'Ein Frachtführer fragt zu Ihrer Sendung von {{from}} nach {{to}}: „{{question}}“ Ihre Antwort sehen alle ' +
        'Frachtführer, die das Inserat ansehen.',
    ],
  },
  QuestionAnswered: {
    subject: [
      'Answered: a question on {{title}}',
      'Réponse : une question sur {{title}}',
      'Beantwortet: eine Frage zu {{title}}',
    ],
    lead: [
      'The shipper answered “{{question}}”: “{{answer}}”',
      "L'expéditeur a répondu à « {{question}} » : « {{answer}} »",
      'Der Versender hat „{{question}}“ beantwortet: „{{answer}}“',
    ],
  },
  ListingMatched: {
    subject: [
      'New listing for “{{searchName}}”: {{title}}',
      'Nouvelle annonce pour « {{searchName}} » : {{title}}',
      'Neues Inserat für „{{searchName}}“: {{title}}',
    ],
    lead: [
      'A listing that your saved search “{{searchName}}” finds has just opened: {{title}}, from {{from}} to {{to}}.',
      "Une annonce que votre recherche enregistrée « {{searchName}} » trouve vient d'ouvrir : {{title}}, de {{from}} " +
        'à {{to}}.',
      'Ein Inserat, das Ihre gespeicherte Suche „{{searchName}}“ findet, ist gerade erschienen: {{title}}, von ' +
        '{{from}} nach {{to}}.',
    ],
  },
  ListingPosted: {
    subject: [
      'A shipper who prefers you posted: {{title}}',
      'Un expéditeur qui vous privilégie a publié : {{title}}',
      'Ein Versender, der Sie bevorzugt, hat inseriert: {{title}}',
    ],
    lead: [
      'A shipper who marked you as a preferred carrier posted a load: {{title}}, from {{from}} to {{to}}. You hear ' +
        'of it first.',
      'Un expéditeur qui vous a marqué comme transporteur privilégié a publié un envoi : {{title}}, de {{from}} à ' +
        '{{to}}. Vous en êtes informé en premier.',
      'Ein Versender, der Sie als bevorzugten Frachtführer markiert hat, hat eine Ladung inseriert: {{title}}, von ' +
        '{{from}} nach {{to}}. Sie erfahren es zuerst.',
    ],
  },
  WebhookDisabled: {
    subject: [
      'Your webhook was disabled: {{url}}',
      'Votre webhook a été désactivé : {{url}}',
      'Ihr Webhook wurde deaktiviert: {{url}}',
    ],
    lead: [
      'Every delivery to {{url}} has failed since {{failingSince}}, so we stopped sending to it. Its deliveries are ' +
        'kept: fix the receiver, enable the webhook again (PUT /v2/webhooks/{{webhookId}} with status Enabled) and ' +
        'redeliver them.',
      "Toutes les livraisons vers {{url}} échouent depuis {{failingSince}} : nous avons cessé d'y envoyer. Ses " +
        'livraisons sont conservées : réparez le récepteur, réactivez le webhook (PUT /v2/webhooks/{{webhookId}} ' +
        'avec status Enabled) et relivrez-les.',
      'Alle Zustellungen an {{url}} schlagen seit {{failingSince}} fehl, daher senden wir nicht mehr dorthin. Die ' +
        'Zustellungen bleiben erhalten: Reparieren Sie den Empfänger, aktivieren Sie den Webhook wieder (PUT ' +
        '/v2/webhooks/{{webhookId}} mit status Enabled) und stellen Sie sie erneut zu.',
    ],
  },
  DriverAssigned: {
    subject: [
      'Your driver for {{title}}: {{driver}}',
      'Votre chauffeur pour {{title}} : {{driver}}',
      'Ihr Fahrer für {{title}}: {{driver}}',
    ],
    lead: [
      '{{driver}} will drive your shipment from {{from}} to {{to}}.{{#mobilePhone}} Reach them at ' +
        '{{mobilePhone}}.{{/mobilePhone}}',
      '{{driver}} conduira votre envoi de {{from}} à {{to}}.{{#mobilePhone}} Joignable au ' +
        '{{mobilePhone}}.{{/mobilePhone}}',
      '{{driver}} fährt Ihre Sendung von {{from}} nach {{to}}.{{#mobilePhone}} Erreichbar unter ' +
        '{{mobilePhone}}.{{/mobilePhone}}',
    ],
  },
  VettingChanged: {
    subject: [
      '{{#own}}Your FMCSA vetting: {{vettingStatus}}{{/own}}{{^own}}Carrier {{providerId}}: FMCSA vetting ' +
        '{{vettingStatus}}{{/own}}',
      '{{#own}}Votre vérification FMCSA : {{vettingStatus}}{{/own}}{{^own}}Transporteur {{providerId}} : ' +
        'vérification FMCSA {{vettingStatus}}{{/own}}',
      '{{#own}}Ihre FMCSA-Prüfung: {{vettingStatus}}{{/own}}{{^own}}Frachtführer {{providerId}}: FMCSA-Prüfung ' +
        '{{vettingStatus}}{{/own}}',
    ],
    lead: [
      "{{#own}}FMCSA's record of your company changed ({{changes}}). Your vetting is now {{vettingStatus}}." +
        '{{/own}}{{^own}}The FMCSA record of carrier {{providerId}}, which has bids or bookings on your listings ' +
        '{{listings}}, changed ({{changes}}). Its vetting is now {{vettingStatus}}.{{/own}}',
      '{{#own}}La fiche FMCSA de votre entreprise a changé ({{changes}}). Votre vérification est désormais ' +
        '{{vettingStatus}}.{{/own}}{{^own}}La fiche FMCSA du transporteur {{providerId}}, qui a des offres ou des ' +
        'réservations sur vos annonces {{listings}}, a changé ({{changes}}). Sa vérification est désormais ' +
        '{{vettingStatus}}.{{/own}}',
      '{{#own}}Der FMCSA-Eintrag Ihres Unternehmens hat sich geändert ({{changes}}). Ihre Prüfung ist jetzt ' +
        '{{vettingStatus}}.{{/own}}{{^own}}Der FMCSA-Eintrag des Frachtführers {{providerId}}, der Gebote oder ' +
        'Buchungen auf Ihre Inserate {{listings}} hat, hat sich geändert ({{changes}}). Seine Prüfung ist jetzt ' +
        '{{vettingStatus}}.{{/own}}',
    ],
  },
  CertificateExpiring: {
    subject: [
      'Your certificate of insurance expires on {{lastDay}}',
      "Votre certificat d'assurance expire le {{lastDay}}",
      'Ihr Versicherungsnachweis läuft am {{lastDay}} ab',
    ],
    lead: [
      'Your certificate from {{insurer}} (policy {{policyNumber}}) is in force until {{lastDay}}. Upload its renewal ' +
        'before then: after that day it no longer counts toward what shippers require.',
      "Votre certificat de {{insurer}} (police {{policyNumber}}) est valable jusqu'au {{lastDay}}. Téléversez son " +
        'renouvellement avant : après ce jour, il ne compte plus pour les exigences des expéditeurs.',
      'Ihr Nachweis von {{insurer}} (Police {{policyNumber}}) gilt bis {{lastDay}}. Laden Sie die Verlängerung ' +
        'vorher hoch: Danach zählt er nicht mehr für die Anforderungen der Versender.',
    ],
  },
  MessageReceived: {
    subject: [
      'Unread message about {{title}}',
      'Message non lu au sujet de {{title}}',
      'Ungelesene Nachricht zu {{title}}',
    ],
    lead: [
      '{{sender}} wrote about the shipment from {{from}} to {{to}}: “{{text}}”',
      "{{sender}} a écrit au sujet de l'envoi de {{from}} à {{to}} : « {{text}} »",
      '{{sender}} hat zur Sendung von {{from}} nach {{to}} geschrieben: „{{text}}“',
    ],
  },
};

const words = {
  route: ['Route', 'Itinéraire', 'Route'],
  pickup: ['Pickup', 'Enlèvement', 'Abholung'],
  delivery: ['Delivery', 'Livraison', 'Zustellung'],
  amount: ['Amount', 'Montant', 'Betrag'],
  listing: ['View the listing', "Voir l'annonce", 'Inserat ansehen'],
  tracking: ['Tracking page', 'Page de suivi', 'Sendungsverfolgung'],
  documents: ['Documents', 'Documents', 'Dokumente'],
  certificates: ['Your certificates', 'Vos certificats', 'Ihre Nachweise'],
  rates: ['View the rates', 'Voir les tarifs', 'Tarife ansehen'],
  request: ['View the request', 'Voir la demande', 'Anfrage ansehen'],
  comment: ['Comment', 'Commentaire', 'Kommentar'],
  results: ['All results of the search', 'Tous les résultats de la recherche', 'Alle Ergebnisse der Suche'],
  messages: ['Read and reply', 'Lire et répondre', 'Lesen und antworten'],
  questions: ['Questions on the listing', "Questions sur l'annonce", 'Fragen zum Inserat'],
  feedback: ['View the feedback', "Voir l'évaluation", 'Bewertung ansehen'],
} satisfies Words;

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
const billOfLadingWords: Localized = [
  'Its Bill of Lading, for the carrier and the shipper to sign at pickup, is drawn within a minute of booking: the ' +
    'link below opens it.',
  "Son connaissement, que le transporteur et l'expéditeur signent à l'enlèvement, est établi dans la minute qui " +
    "suit la réservation : le lien ci-dessous l'ouvre.",
  'Der Frachtbrief, den Frachtführer und Versender bei der Abholung unterschreiben, entsteht binnen einer Minute ' +
    'nach der Buchung: Der Link unten öffnet ihn.',
];

/** The other party, as the reader knows them: who rated, who wrote. */
const partyWords = {
  Shipper: ['The shipper', "L'expéditeur", 'Der Versender'],
  Carrier: ['The carrier', 'Le transporteur', 'Der Frachtführer'],
} satisfies Words;

const windowOf = (stop: ListingStop, language: Language) =>
  localWindow(stop.timeFrame.earliestArrival, stop.timeFrame.latestArrival, zoneOf(stop), language);
const money = (value: unknown, language: Language) => {
  const m = value as Money | undefined;
  return m && typeof m.amount === 'number' ? moneyIn(m.amount, m.currencyType, language) : '';
};

// A payload member as text: what a template shows of it (a member that is not a scalar shows nothing)
const member = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** What every kind's templates may name, from its payload (each reads the members its kind has: event-payloads/). */
function viewOf(draft: NotificationDraft, { listing, rateRequest, language }: EmailContext): Record<string, unknown> {
  const data: Partial<Record<string, unknown>> = draft.data;
  const stops = listing?.route.items ?? rateRequest?.route.items;
  const reason = bidDeclinationReasonRecords.find((r) => r.value === data.reason);
  return {
    title:
      listing?.title ??
      (rateRequest ? `#${rateRequest.rateRequestID}` : `#${member(data.listingId ?? data.rateRequestID)}`),
    amount: money(data.price, language),
    from: stops ? cityLabel(stops[0].address) : '',
    to: stops ? cityLabel(stops[1].address) : '',
    reason: reason ? inLanguage(reason.label, language) : member(data.reason),
    // a transit status (a vetting's is vettingStatus)
    status: statusLabels[member(data.status)] ? inLanguage(statusLabels[member(data.status)]!, language) : '',
    punctuality:
      data.punctuality && data.punctuality !== 'NotApplicable'
        ? inLanguage(punctualityLabels[member(data.punctuality)]!, language)
        : '',
    fileName: member(data.fileName),
    pickup: rateRequest?.route.items[0].timeFrame?.earliestArrival ?? '',
    serviceLevel: member(data.serviceLevel),
    transitDays: member(data.transitDays),
    // the question as asked (QuestionAsked carries it as `text`, QuestionAnswered as `question`)
    question: member(draft.kind === 'QuestionAsked' ? data.text : data.question),
    answer: member(data.answer),
    text: member(data.text),
    sender: inLanguage(
      data.senderId !== undefined && listing && data.senderId === listing.shipperId
        ? partyWords.Shipper
        : partyWords.Carrier,
      language,
    ),
    rating: member(data.rating),
    rater: inLanguage(data.raterRole === 'Carrier' ? partyWords.Carrier : partyWords.Shipper, language),
    searchName: member(data.searchName),
    driver: member(data.firstName),
    mobilePhone: member(data.mobilePhone),
    url: member(data.url),
    insurer: member(data.insurer),
    policyNumber: member(data.policyNumber),
    lastDay: draft.kind === 'CertificateExpiring' ? member(data.expiresOn) : '',
    webhookId: member(data.webhookId),
    failingSince: member(data.failingSince),
    ...vettingViewOf(draft, language),
    expires:
      data.expiresOn && listing ? localTime(member(data.expiresOn), zoneOf(listing.route.items[0]), language) : '',
  };
}

/** A vetting change's words (docs/vetting.md): the provider's own, or a shipper's of a provider it relies on. */
function vettingViewOf(draft: NotificationDraft, language: Language): Record<string, unknown> {
  if (draft.kind !== 'VettingChanged') return {};
  const { data } = draft;
  return {
    own: data.providerId === draft.recipientId,
    providerId: data.providerId,
    vettingStatus: inLanguage(vettingStatusLabels[data.status], language),
    changes: data.changed.map((field) => inLanguage(vettingChangeLabels[field], language)).join(', '),
    listings: (data.listingIds ?? []).map((id) => `#${id}`).join(', '),
  };
}

/** The facts an email lists: the listing's route and windows, the amount, a comment. */
function factsOf(draft: NotificationDraft, view: Record<string, unknown>, context: EmailContext) {
  const { listing, language } = context;
  const facts: EmailContent['facts'] = [];
  if (listing) {
    facts.push({ label: inLanguage(words.route, language), value: `${member(view.from)} → ${member(view.to)}` });
    facts.push({ label: inLanguage(words.pickup, language), value: windowOf(listing.route.items[0], language) });
    facts.push({ label: inLanguage(words.delivery, language), value: windowOf(listing.route.items[1], language) });
  }
  if (view.amount) facts.push({ label: inLanguage(words.amount, language), value: member(view.amount) });
  const { comment } = draft.data as Partial<Record<string, unknown>>;
  if (comment) facts.push({ label: inLanguage(words.comment, language), value: member(comment) });
  return facts;
}

/** The buttons of an email: where its kind is read in the API, the saved search's results, the tracking page. */
function actionsOf(draft: NotificationDraft, { listing, baseUrl, language }: EmailContext) {
  const data: Partial<Record<string, unknown>> = draft.data;
  const listingUrl = data.listingId ? `${baseUrl}/v2/listings/${member(data.listingId)}` : undefined;
  const action = (label: Localized, href: string) => ({ label: inLanguage(label, language), href });
  const actions: EmailContent['actions'] = [];
  if (draft.kind === 'RateRequestCreated')
    actions.push(action(words.request, `${baseUrl}/v2/raterequests/${member(data.rateRequestID)}`));
  else if (draft.kind === 'RateOffered')
    actions.push(action(words.rates, `${baseUrl}/v2/raterequests/${member(data.rateRequestID)}/rates`));
  else if (draft.kind === 'MessageReceived') actions.push(action(words.messages, `${listingUrl}/messages`));
  else if (draft.kind === 'QuestionAsked' || draft.kind === 'QuestionAnswered')
    actions.push(action(words.questions, `${listingUrl}/questions`));
  else if (draft.kind === 'FeedbackReceived')
    actions.push(action(words.feedback, `${baseUrl}/v2/feedback/${member(data.feedbackId)}`));
  else if (draft.kind === 'DocumentAdded') actions.push(action(words.documents, `${listingUrl}/attachments`));
  else if (draft.kind === 'CertificateExpiring')
    actions.push(action(words.certificates, `${baseUrl}/v2/users/me/vetting/certificates`));
  else if (listingUrl) actions.push(action(words.listing, listingUrl));
  if (bookingEmailKinds.includes(draft.kind) && data.listingId)
    actions.push(action(attachmentTypeLabels.BillOfLading, billOfLadingUrl(Number(data.listingId), baseUrl)));
  if (draft.kind === 'ListingMatched')
    actions.push(action(words.results, savedSearchResultsUrl(member(data.searchId), baseUrl)));
  // the shipper's page to forward, once it exists (docs/tracking.md)
  if (listing?.trackingToken && draft.recipientId === listing.shipperId)
    actions.push(action(words.tracking, trackingPageUrl(listing.trackingToken, baseUrl)));
  return actions;
}

export function emailContent(draft: NotificationDraft, context: EmailContext): EmailContent {
  const view = viewOf(draft, context);
  const text = (localized: Localized) =>
    Mustache.render(inLanguage(localized, context.language), view, {}, { escape: (s: string) => s });
  const subject = text(say[draft.kind].subject!);
  const lead = text(say[draft.kind].lead!);
  return {
    subject,
    preheader: lead,
    heading: subject,
    paragraphs: [lead, ...(bookingEmailKinds.includes(draft.kind) ? [text(billOfLadingWords)] : [])],
    facts: factsOf(draft, view, context),
    actions: actionsOf(draft, context),
  };
}

const digestWords = {
  subject: [
    'New listings for your saved searches: {{count}}',
    'Nouvelles annonces pour vos recherches enregistrées : {{count}}',
    'Neue Inserate für Ihre gespeicherten Suchen: {{count}}',
  ],
  lead: [
    'Listings your saved searches found since the last digest: {{count}}.',
    'Annonces trouvées par vos recherches enregistrées depuis le dernier résumé : {{count}}.',
    'Inserate, die Ihre gespeicherten Suchen seit der letzten Übersicht gefunden haben: {{count}}.',
  ],
  more: [
    'And {{more}} more: each search’s results show them all.',
    'Et {{more}} de plus : les résultats de chaque recherche les montrent toutes.',
    'Und {{more}} weitere: die Ergebnisse jeder Suche zeigen alle.',
  ],
} satisfies Words;

/** The daily digest (docs/saved-searches.md, "Daily"): the day's matches of a user's daily searches, one line each. */
export function digestContent(
  matches: ListingMatch[],
  shown: number,
  context: Pick<EmailContext, 'baseUrl' | 'language'>,
): EmailContent {
  const { baseUrl, language } = context;
  const text = (localized: Localized, view: Record<string, unknown>) =>
    Mustache.render(inLanguage(localized, language), view, {}, { escape: (s: string) => s });
  const view = { count: String(matches.length), more: String(matches.length - shown) };
  const subject = text(digestWords.subject, view);
  const lead = text(digestWords.lead, view);
  const facts = matches.slice(0, shown).map(({ searchName, listing }) => ({
    label: searchName,
    value:
      `${listing.title}: ${cityLabel(listing.pickup)} → ${cityLabel(listing.delivery)}` +
      (listing.price ? `, ${moneyIn(listing.price.amount, listing.price.currencyType, language)}` : ''),
  }));
  const searches = [...new Map(matches.map((m) => [m.searchId, m.searchName])).entries()];
  const actions = searches.map(([searchId, searchName]) => ({
    label: `${inLanguage(words.results, language)}: ${searchName}`,
    href: savedSearchResultsUrl(searchId, baseUrl),
  }));
  return {
    subject,
    preheader: lead,
    heading: subject,
    paragraphs: [lead, ...(matches.length > shown ? [text(digestWords.more, view)] : [])],
    facts,
    actions,
  };
}

const eventsDigestWords = {
  subject: [
    'Your marketplace digest: {{count}} updates',
    'Votre résumé de la place de marché : {{count}} nouvelles',
    'Ihre Marktplatz-Übersicht: {{count}} Neuigkeiten',
  ],
  lead: [
    'What happened since your last digest, listing by listing: {{count}} updates.',
    'Ce qui s’est passé depuis votre dernier résumé, annonce par annonce : {{count}} nouvelles.',
    'Was seit Ihrer letzten Übersicht geschah, Inserat für Inserat: {{count}} Neuigkeiten.',
  ],
  other: ['Other', 'Autres', 'Weitere'],
} satisfies Words;

/** The listings a digest names a link to, at most. */
const DIGEST_LINKS = 10;

/**
 * An hourly or daily digest (docs/notifications.md, "Digests"): each event's own first line, grouped by its listing
 * in the order they came, and a link to each listing.
 */
export function eventsDigestContent(
  drafts: NotificationDraft[],
  listings: ReadonlyMap<number, Listing | undefined>,
  context: Pick<EmailContext, 'baseUrl' | 'language'>,
): EmailContent {
  const { baseUrl, language } = context;
  const text = (localized: Localized) =>
    Mustache.render(
      inLanguage(localized, language),
      { count: String(drafts.length) },
      {},
      { escape: (s: string) => s },
    );
  const listingOf = (draft: NotificationDraft) => ('listingId' in draft.data ? draft.data.listingId : undefined);
  const order = [...new Set(drafts.map(listingOf))];
  const facts = order.flatMap((listingId) =>
    drafts
      .filter((draft) => listingOf(draft) === listingId)
      .map((draft) => {
        const listing = listingId === undefined ? undefined : listings.get(listingId);
        return {
          label:
            listingId === undefined
              ? inLanguage(eventsDigestWords.other, language)
              : (listing?.title ?? `#${listingId}`),
          value: emailContent(draft, { listing, baseUrl, language }).preheader,
        };
      }),
  );
  const subject = text(eventsDigestWords.subject);
  const lead = text(eventsDigestWords.lead);
  return {
    subject,
    preheader: lead,
    heading: subject,
    paragraphs: [lead],
    facts,
    actions: order
      .filter((listingId): listingId is number => listingId !== undefined)
      .slice(0, DIGEST_LINKS)
      .map((listingId) => ({
        label: `${inLanguage(words.listing, language)}: ${listings.get(listingId)?.title ?? `#${listingId}`}`,
        href: `${baseUrl}/v2/listings/${listingId}`,
      })),
  };
}

const invitationWords = {
  subject: [
    '{{company}} invites you to the marketplace',
    '{{company}} vous invite sur la place de marché',
    '{{company}} lädt Sie auf den Marktplatz ein',
  ],
  lead: [
    '{{company}} added you to its team as {{role}}. Set your password within 7 days (until {{expires}}) to join; ' +
      'then sign in on the key page or with POST /v2/apikeys.',
    "{{company}} vous a ajouté à son équipe comme {{role}}. Choisissez votre mot de passe dans les 7 jours (jusqu'au " +
      '{{expires}}) ; connectez-vous ensuite sur la page des clés ou avec POST /v2/apikeys.',
    '{{company}} hat Sie als {{role}} in sein Team aufgenommen. Legen Sie binnen 7 Tagen (bis {{expires}}) Ihr ' +
      'Passwort fest; melden Sie sich dann auf der Schlüsselseite oder mit POST /v2/apikeys an.',
  ],
  how: [
    'The button opens a page where you choose it; a program may instead send {"password": "<6 to 20 characters>"} by ' +
      'POST to {{acceptanceUrl}}. The link works once.',
    'Le bouton ouvre une page où vous le choisissez ; un programme peut aussi envoyer {"password": "<6 à 20 ' +
      'caractères>"} par POST à {{acceptanceUrl}}. Le lien ne sert qu\'une fois.',
    'Die Schaltfläche öffnet eine Seite, auf der Sie es wählen; ein Programm kann stattdessen {"password": "<6 bis ' +
      '20 Zeichen>"} per POST an {{acceptanceUrl}} senden. Der Link gilt einmal.',
  ],
  action: ['Set your password', 'Choisir votre mot de passe', 'Passwort festlegen'],
} satisfies Record<string, Localized>;

/** An invitation to a company's team (docs/teams.md): the link holds the one-time token. */
export function invitationContent(
  view: { company: string; role: string; expiresOn: string; pageUrl: string; acceptanceUrl: string },
  language: Language,
): EmailContent {
  const words = (localized: Localized) =>
    Mustache.render(
      inLanguage(localized, language),
      { ...view, expires: view.expiresOn.slice(0, 10) },
      {},
      { escape: (s: string) => s },
    );
  return {
    subject: words(invitationWords.subject),
    preheader: words(invitationWords.lead),
    heading: words(invitationWords.subject),
    paragraphs: [words(invitationWords.lead), words(invitationWords.how)],
    facts: [],
    actions: [{ label: words(invitationWords.action), href: view.pageUrl }],
  };
}
