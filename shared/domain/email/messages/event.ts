import type { Language } from '../../../language/language.ts';
import { inLanguage, moneyIn, type Localized } from '../../../language/labels.ts';
import { bidDeclinationReasonRecords } from '../../lookups/data/bid-declination-reasons.ts';
import { cityLabel } from '../../lookups/places.ts';
import { localTime, localWindow, zoneOf } from '../../time-frames.ts';
import { punctualityLabels, statusLabels } from '../../tracking/views.ts';
import { trackingPageUrl } from '../../listings/links.ts';
import type { NotificationDraft } from '../../notifications/events.ts';
import { isEtaWarning, NO_SIGNAL_AFTER_HOURS } from '../../tracking/eta.ts';
import { attachmentTypeLabels, billOfLadingUrl } from '../../attachments/views.ts';
import type { EtaStatus, ListingStop, Money, StopName } from '../../listings/types.ts';
import { savedSearchResultsUrl } from '../../saved-searches/views.ts';
import { vettingChangeLabels, vettingStatusLabels } from '../../vetting/views.ts';
import { fill, type EmailContent, type EmailContext, type Words } from './content.ts';
import { eventSentences } from './event-sentences.ts';
import { labels } from './labels.ts';
import { billOfLadingWords, bookingEmailKinds, bookingMoney } from './booking.ts';

// An event's email: its kind's sentences filled from its payload, the facts of its listing, the buttons to read it.

/** The other party, as the reader knows them: who rated, who wrote. */
const partyWords = {
  Shipper: ['The shipper', "L'expéditeur", 'Der Versender'],
  Carrier: ['The carrier', 'Le transporteur', 'Der Frachtführer'],
} satisfies Words;

/** A stop as tracking's events name it (docs/tracking.md): where the truck is (`at`), what it left (`place`). */
const stopWords = {
  Pickup: {
    at: ['at the pickup', "au lieu d'enlèvement", 'an der Abholstelle'],
    place: ['the pickup', "le lieu d'enlèvement", 'die Abholstelle'],
  },
  Delivery: {
    at: ['at the delivery', 'au lieu de livraison', 'an der Lieferadresse'],
    place: ['the delivery', 'le lieu de livraison', 'die Lieferadresse'],
  },
} satisfies Record<StopName, Words>;

/** A stop's estimated arrival after how it stands ("is running late: estimated arrival at the delivery ..."). */
const estimateWords: Localized = [
  ': estimated arrival {{stopAt}} {{eta}}',
  ' : arrivée {{stopAt}} prévue le {{eta}}',
  ': voraussichtliche Ankunft {{stopAt}} {{eta}}',
];

/** How a stop's estimated arrival stands, as an email's subject says it. */
const etaStatusWords = {
  OnTime: ['On time', "À l'heure", 'Pünktlich'],
  AtRisk: ['At risk of arriving late', 'Risque de retard', 'Verspätung möglich'],
  Late: ['Running late', 'En retard', 'Verspätet'],
  NoSignal: ['No position from the truck', 'Aucune position du camion', 'Keine Position vom Lkw'],
  Unknown: ['Arrival not yet estimated', 'Arrivée pas encore estimée', 'Ankunft noch nicht geschätzt'],
} satisfies Record<EtaStatus, Localized>;

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
    // a booking's cancellation: who cancelled, and whether the listing takes bids again
    canceller: inLanguage(data.cancelledBy === 'Carrier' ? partyWords.Carrier : partyWords.Shipper, language),
    relisted: data.relisted === true ? 'yes' : '',
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
    ...paymentViewOf(draft, listing, language),
    ...trackingViewOf(draft, listing, language),
    expires:
      data.expiresOn && listing ? localTime(member(data.expiresOn), zoneOf(listing.route.items[0]), language) : '',
  };
}

/** A payment's or payout's words (docs/payments.md): the money, and whether the reader is the shipper who paid. */
function paymentViewOf(
  draft: NotificationDraft,
  listing: EmailContext['listing'],
  language: Language,
): Record<string, unknown> {
  const data: Partial<Record<string, unknown>> = draft.data;
  if (!draft.kind.startsWith('Payment') && draft.kind !== 'PayoutSent') return {};
  return {
    toShipper: listing?.shipperId === draft.recipientId,
    total: money(data.total, language),
    payout: money(data.carrierPayout ?? data.amount, language),
    refunded: money(data.refunded, language),
    arrival: member(data.arrivalDate).slice(0, 10),
  };
}

/**
 * A tracking event's words (docs/tracking.md): the stop, when the truck reached or left it and its estimate, in the
 * stop's own time zone, and how that estimate stands (a section per status: the sentence of each is its own).
 */
function trackingViewOf(
  draft: NotificationDraft,
  listing: EmailContext['listing'],
  language: Language,
): Record<string, unknown> {
  if (draft.kind !== 'ShipmentArrived' && draft.kind !== 'ShipmentDeparted' && draft.kind !== 'EtaChanged') return {};
  const { stop, recorded } = draft.data;
  const at = listing?.route.items[stop === 'Pickup' ? 0 : 1];
  const local = (iso: string) => localTime(iso, at ? zoneOf(at) : 'UTC', language);
  const words = {
    stopAt: inLanguage(stopWords[stop].at, language),
    stopPlace: inLanguage(stopWords[stop].place, language),
    when: local(recorded),
  };
  if (draft.kind !== 'EtaChanged') return words;
  const { eta, etaStatus, previousEtaStatus } = draft.data;
  return {
    ...words,
    etaStatus: inLanguage(etaStatusWords[etaStatus], language),
    estimate: eta ? fill(estimateWords, language, { stopAt: words.stopAt, eta: local(eta) }) : '',
    onTime: etaStatus === 'OnTime',
    again: isEtaWarning(previousEtaStatus),
    atRisk: etaStatus === 'AtRisk',
    late: etaStatus === 'Late',
    noSignal: etaStatus === 'NoSignal',
    unknown: etaStatus === 'Unknown',
    hours: NO_SIGNAL_AFTER_HOURS,
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
    facts.push({ label: inLanguage(labels.route, language), value: `${member(view.from)} → ${member(view.to)}` });
    facts.push({ label: inLanguage(labels.pickup, language), value: windowOf(listing.route.items[0], language) });
    facts.push({ label: inLanguage(labels.delivery, language), value: windowOf(listing.route.items[1], language) });
  }
  if (view.amount) facts.push({ label: inLanguage(labels.amount, language), value: member(view.amount) });
  const { comment } = draft.data as Partial<Record<string, unknown>>;
  if (comment) facts.push({ label: inLanguage(labels.comment, language), value: member(comment) });
  return facts;
}

/** The buttons of an email: where its kind is read in the API, the saved search's results, the tracking page. */
function actionsOf(draft: NotificationDraft, { listing, baseUrl, language }: EmailContext) {
  const data: Partial<Record<string, unknown>> = draft.data;
  const listingUrl = data.listingId ? `${baseUrl}/v2/listings/${member(data.listingId)}` : undefined;
  const action = (label: Localized, href: string) => ({ label: inLanguage(label, language), href });
  const actions: EmailContent['actions'] = [];
  if (draft.kind === 'RateRequestCreated')
    actions.push(action(labels.request, `${baseUrl}/v2/raterequests/${member(data.rateRequestID)}`));
  else if (draft.kind === 'RateOffered')
    actions.push(action(labels.rates, `${baseUrl}/v2/raterequests/${member(data.rateRequestID)}/rates`));
  else if (draft.kind === 'MessageReceived') actions.push(action(labels.messages, `${listingUrl}/messages`));
  else if (draft.kind === 'QuestionAsked' || draft.kind === 'QuestionAnswered')
    actions.push(action(labels.questions, `${listingUrl}/questions`));
  else if (draft.kind === 'FeedbackReceived')
    actions.push(action(labels.feedback, `${baseUrl}/v2/feedback/${member(data.feedbackId)}`));
  else if (draft.kind === 'DocumentAdded') actions.push(action(labels.documents, `${listingUrl}/attachments`));
  else if (draft.kind === 'CertificateExpiring')
    actions.push(action(labels.certificates, `${baseUrl}/v2/users/me/vetting/certificates`));
  else if (listingUrl) actions.push(action(labels.listing, listingUrl));
  if (bookingEmailKinds.includes(draft.kind) && data.listingId)
    actions.push(action(attachmentTypeLabels.BillOfLading, billOfLadingUrl(Number(data.listingId), baseUrl)));
  if (draft.kind === 'ListingMatched')
    actions.push(action(labels.results, savedSearchResultsUrl(member(data.searchId), baseUrl)));
  // the shipper's page to forward, once it exists (docs/tracking.md)
  if (listing?.trackingToken && draft.recipientId === listing.shipperId)
    actions.push(action(labels.tracking, trackingPageUrl(listing.trackingToken, baseUrl)));
  return actions;
}

export function emailContent(draft: NotificationDraft, context: EmailContext): EmailContent {
  const view = viewOf(draft, context);
  const text = (localized: Localized) => fill(localized, context.language, view);
  const subject = text(eventSentences[draft.kind].subject!);
  const lead = text(eventSentences[draft.kind].lead!);
  const booking = bookingEmailKinds.includes(draft.kind);
  const money =
    booking && context.payment ? bookingMoney(context.payment, draft.recipientId, context.language) : undefined;
  return {
    subject,
    preheader: lead,
    heading: subject,
    paragraphs: [lead, ...(booking ? [text(billOfLadingWords)] : []), ...(money ? [money.paragraph] : [])],
    facts: [...factsOf(draft, view, context), ...(money?.facts ?? [])],
    actions: actionsOf(draft, context),
  };
}
