import type { Bid } from '../bids/types.ts';
import type { Question } from '../questions/types.ts';
import type { Message } from '../messages/types.ts';
import type { MatchedListing } from '../saved-searches/types.ts';
import type { EventData, eventTypeOfKind } from '../event-payloads/payloads.ts';
import type { NotificationKind } from '../event-payloads/kinds.ts';
import type { DriverAssignment } from '../teams/types.ts';
import type { CopiedFrom } from '../privacy/types.ts';
import type { ProviderVetting } from '../vetting/types.ts';
import type { VettingStatus } from '../vetting/rules.ts';
import { vettingChanges, type VettingChangeField } from '../vetting/changes.ts';
import { MAX_LISTINGS_OF_A_CHANGE } from '../event-payloads/payloads.ts';
import { imageOf, type TableChange } from '../../data/images.ts';
import { kindOf } from '../../data/kinds.ts';
import { moneyOf } from '../payments/money.ts';
import type { Payment, PaymentStatus } from '../payments/types.ts';
import type { EtaStatus, StopName, TransitRecord } from '../tracking/types.ts';
import { isEtaWarning, NO_SIGNAL_AFTER_HOURS } from '../tracking/eta.ts';

// Which changes of the table other parties hear about (spec 6), as pure rules over a stream
// record's old and new images. The notifier (functions/notifier/stream.ts) applies them.

/** One notification to make: its `data` is the event type payload (event-payloads/), checked by the compiler. */
export type NotificationDraft = {
  [K in NotificationKind]: {
    recipientId: number;
    kind: K;
    message: string;
    data: EventData<(typeof eventTypeOfKind)[K]>;
    copiedFrom?: CopiedFrom;
  };
}[NotificationKind];

const statusWords: Record<string, string> = {
  Dispatched: 'was dispatched',
  PickedUp: 'was picked up',
  Delivered: 'was delivered',
};

const documentWords: Record<string, string> = {
  BillOfLading: 'The bill of lading',
  DeliveryReceipt: 'A delivery receipt',
  InspectionCertificate: 'An inspection certificate',
  WeightCertificate: 'A weight certificate',
  Photo: 'A photo',
  Other: 'A document',
};

/** A message's text in a notice: its first 200 characters. */
const shortened = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);
const cardWords = (listing: MatchedListing) =>
  `${listing.title}, ${listing.pickup.majorMunicipality}, ${listing.pickup.stateProvince} to ` +
  `${listing.delivery.majorMunicipality}, ${listing.delivery.stateProvince}`;

type DataOf<K extends NotificationKind> = EventData<(typeof eventTypeOfKind)[K]>;
/** Who a message names beside its data: the quoted person's name, and how a document came (`by`). */
export interface MessageWords {
  name?: string;
  by?: string;
}

/**
 * What a notification that quotes someone says, from its data and the words beside it: its drafts
 * below, and an erasure again with the quoted fields erased and the name a placeholder
 * (shared/domain/privacy/inventory.ts `copiesErased`).
 */
export const quotingMessages: { [K in QuotingKind]: (data: DataOf<K>, words: MessageWords) => string } = {
  FeedbackReceived: (data, { name }) =>
    `${name} left you feedback of ${data.rating} out of 5 on listing ${data.listingId}.`,
  QuestionAsked: (data, { name }) => `${name} asked on listing ${data.listingId}: ${data.text}`,
  QuestionAnswered: (data) => `A question on listing ${data.listingId} was answered: ${data.answer}`,
  MessageReceived: (data) => `New message on listing ${data.listingId}: ${shortened(data.text)}`,
  ListingMatched: (data) => `New listing for your saved search "${data.searchName}": ${cardWords(data.listing)}.`,
  ListingPosted: (data) => `A shipper who prefers you posted a listing: ${cardWords(data.listing)}.`,
  DriverAssigned: (data) =>
    `${data.firstName} will drive your shipment (listing ` +
    `${data.listingId})${data.mobilePhone ? `: ${data.mobilePhone}` : ''}.`,
  BidDeclined: (data) =>
    `Your bid on listing ${data.listingId} was declined: ${data.reason}${data.comment ? ` (${data.comment})` : ''}.`,
  DocumentAdded: (data, { by = 'was added' }) =>
    `${documentWords[data.type] ?? 'A document'} of listing ${data.listingId} ${by}: ${data.fileName}.`,
};
export const quotingKinds = [
  'FeedbackReceived',
  'QuestionAsked',
  'QuestionAnswered',
  'MessageReceived',
  'ListingMatched',
  'ListingPosted',
  'DriverAssigned',
  'BidDeclined',
  'DocumentAdded',
] as const satisfies readonly NotificationKind[];
export type QuotingKind = (typeof quotingKinds)[number];

/** The shipper's side of a booking (docs/notifications.md): its price and provider. */
const bookedFor = (bid: Bid): NotificationDraft => ({
  recipientId: bid.shipperId,
  kind: 'ListingBooked',
  message: `Listing ${bid.listingId} is booked at ${bid.price.amount} ${bid.price.currencyType}.`,
  data: { listingId: bid.listingId, bidId: bid.bidId, price: bid.price, providerId: bid.providerId },
});

/** A booking cancelled before pickup (docs/payments.md) -> the other party, saying who cancelled. */
function bookingCancelled(bid: Bid): NotificationDraft[] {
  const by = bid.cancellation?.by ?? 'Shipper';
  const data = { listingId: bid.listingId, bidId: bid.bidId, cancelledBy: by, relisted: by === 'Carrier' };
  return [
    by === 'Shipper'
      ? {
          recipientId: bid.providerId,
          kind: 'BookingCancelled',
          message: `The shipper cancelled listing ${bid.listingId}: your booking is cancelled.`,
          data,
        }
      : {
          recipientId: bid.shipperId,
          kind: 'BookingCancelled',
          message:
            `The carrier cancelled its booking of listing ${bid.listingId}: the listing is open to bids again, and ` +
            'a payment on the platform is refunded in full.',
          data,
        },
  ];
}

function ofBid(change: TableChange): NotificationDraft[] {
  const bid = imageOf(change.newImage, 'Bid');
  if (!bid) return [];
  const listing = { listingId: bid.listingId, bidId: bid.bidId };
  if (change.eventName === 'INSERT' && bid.state === 'Accepted') {
    // a booked LTL rate, or a BookItNow bid, arrives as an accepted bid
    return [
      {
        recipientId: bid.providerId,
        kind: 'BidAccepted',
        message: `Your rate was booked: listing ${bid.listingId} is booked with you.`,
        data: listing,
      },
      bookedFor(bid),
    ];
  }
  if (change.eventName === 'INSERT') {
    // bid placed -> the shipper
    return [
      {
        recipientId: bid.shipperId,
        kind: 'BidPlaced',
        message:
          `A bid of ${bid.price.amount} ${bid.price.currencyType} was placed on listing ${bid.listingId}.` +
          (bid.paymentDeclined
            ? ` It did not book: your saved card was refused (${bid.paymentDeclined}). Accept it with another card.`
            : ''),
        data: {
          ...listing,
          price: bid.price,
          providerId: bid.providerId,
          ...(bid.paymentDeclined ? { paymentDeclined: bid.paymentDeclined.slice(0, 500) } : {}),
        },
      },
    ];
  }
  const before = imageOf(change.oldImage, 'Bid')?.state;
  if (change.eventName === 'MODIFY' && before === 'Accepted' && bid.state === 'Cancelled') return bookingCancelled(bid);
  if (change.eventName !== 'MODIFY' || before !== 'Active' || bid.state === 'Active') return [];
  switch (bid.state) {
    case 'Accepted':
      return [
        {
          recipientId: bid.providerId,
          kind: 'BidAccepted',
          message: `Your bid on listing ${bid.listingId} was accepted: the shipment is booked with you.`,
          data: listing,
        },
        bookedFor(bid),
      ];
    case 'Declined': {
      // spec 6: a declined bid's reason appears in a notification message
      const data = { ...listing, reason: bid.declination?.reason, comment: bid.declination?.comment };
      return [
        {
          recipientId: bid.providerId,
          kind: 'BidDeclined',
          message: quotingMessages.BidDeclined(data, {}),
          data,
          copiedFrom: { shipper: bid.shipperId },
        },
      ];
    }
    case 'Closed':
      return [
        {
          recipientId: bid.providerId,
          kind: 'BidClosed',
          message: `Listing ${bid.listingId} was booked with another provider; your bid is closed.`,
          data: listing,
        },
      ];
    default:
      return [];
  }
}

function ofTransitRecord(change: TableChange): NotificationDraft[] {
  const record = imageOf(change.newImage, 'TransitRecord');
  // a tracking event's record has no status (docs/tracking.md)
  if (change.eventName === 'INSERT' && record && !record.status) return ofTrackingEvent(record);
  // spec 6: customers are notified on each transit status change (booking itself is BidAccepted)
  if (change.eventName !== 'INSERT' || !record?.status || record.status === 'ReadyForDispatch') return [];
  const late = record.punctuality === 'NotOnTime' ? ' (late)' : record.punctuality === 'OnTime' ? ' (on time)' : '';
  return [
    {
      recipientId: record.shipperId,
      kind: 'TransitStatusChanged',
      message: `Your shipment (listing ${record.listingId}) ${statusWords[record.status]}${late}.`,
      data: {
        listingId: record.listingId,
        status: record.status,
        punctuality: record.punctuality,
        recorded: record.recorded,
      },
    },
  ];
}

const stopWords: Record<StopName, string> = { Pickup: 'the pickup', Delivery: 'the delivery' };

/**
 * What the shipper reads of a stop's estimate by how it stands now: `again` after a warning, `estimated` the estimate
 * (": estimated 2026-12-08 14:00 UTC") or nothing.
 */
const etaWords: Record<EtaStatus, (stop: string, again: boolean, estimated: string) => string> = {
  OnTime: (stop, again, estimated) => `is on time${again ? ' again' : ''} for ${stop}${estimated}`,
  AtRisk: (stop, _, estimated) => `is at risk of arriving late at ${stop}${estimated}`,
  Late: (stop, _, estimated) => `is running late for ${stop}${estimated}`,
  NoSignal: (stop) =>
    `has sent no position for ${NO_SIGNAL_AFTER_HOURS} hours: its arrival at ${stop} cannot be estimated`,
  Unknown: (stop) => `has no estimated arrival at ${stop} yet`,
};

/** An instant as the inbox (in English, for anyone anywhere) writes it: "2026-12-08 14:00 UTC". */
const utcMinute = (iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
};

/**
 * What the positions told of a booked shipment (docs/tracking.md), recorded as a TransitRecord with an `event` and no
 * status -> its shipper: the truck arrived at a stop or left it, or a stop's estimated arrival changed how it stands.
 * A record without an event (a location report), or lacking what its event needs (the stop; the position; the
 * estimate's status), tells nobody.
 */
function ofTrackingEvent(record: TransitRecord): NotificationDraft[] {
  const { listingId, shipperId, stop, recorded, latitude, longitude } = record;
  if (!record.event || !stop) return [];
  const shipment = `Your shipment (listing ${listingId})`;
  if (record.event === 'EtaChanged') {
    const { eta, etaStatus } = record;
    if (!etaStatus) return [];
    // the first estimate of a stop had none before it
    const previousEtaStatus = record.previousEtaStatus ?? 'Unknown';
    const estimated = eta ? `: estimated ${utcMinute(eta)}` : '';
    return [
      {
        recipientId: shipperId,
        kind: 'EtaChanged',
        message: `${shipment} ${etaWords[etaStatus](stopWords[stop], isEtaWarning(previousEtaStatus), estimated)}.`,
        data: { listingId, stop, ...(eta ? { eta } : {}), etaStatus, previousEtaStatus, recorded },
      },
    ];
  }
  if (latitude === undefined || longitude === undefined) return [];
  const arrived = record.event === 'Arrived';
  return [
    {
      recipientId: shipperId,
      kind: arrived ? 'ShipmentArrived' : 'ShipmentDeparted',
      message: `${shipment} ${arrived ? 'arrived at' : 'left'} ${stopWords[stop]}.`,
      data: { listingId, stop, recorded, latitude, longitude },
    },
  ];
}

function ofRate(change: TableChange): NotificationDraft[] {
  const rate = imageOf(change.newImage, 'Rate');
  if (change.eventName !== 'INSERT' || !rate) return [];
  return [
    {
      recipientId: rate.requesterId,
      kind: 'RateOffered',
      message:
        `A ${rate.serviceLevel} rate of ${rate.price.amount} ${rate.price.currencyType} (${rate.transitDays} ` +
        `days) was offered on rate request ${rate.rateRequestID}.`,
      data: {
        rateRequestID: rate.rateRequestID,
        rateId: rate.rateId,
        price: rate.price,
        transitDays: rate.transitDays,
        serviceLevel: rate.serviceLevel,
      },
    },
  ];
}

/** A document added to a booked listing -> the other party; a generated one (the Bill of Lading) -> both. */
function ofAttachment(change: TableChange): NotificationDraft[] {
  const attachment = imageOf(change.newImage, 'Attachment');
  if (change.eventName !== 'INSERT' || !attachment) return [];
  const recipients = [attachment.shipperId, attachment.providerId].filter((id) => id !== attachment.uploadedBy);
  const by =
    attachment.uploadedBy === undefined
      ? 'is ready'
      : attachment.uploadedBy === attachment.shipperId
        ? 'was added by the shipper'
        : 'was added by the carrier';
  const data = {
    listingId: attachment.listingId,
    attachmentId: attachment.attachmentId,
    type: attachment.type,
    fileName: attachment.fileName,
    contentType: attachment.contentType,
    sizeBytes: attachment.sizeBytes,
    ...(attachment.uploadedBy !== undefined ? { uploadedBy: attachment.uploadedBy } : {}),
  };
  // a generated document (the Bill of Lading) quotes nobody: its file name is ours
  const copiedFrom = attachment.uploadedBy !== undefined ? { copiedFrom: { uploader: attachment.uploadedBy } } : {};
  return recipients.map((recipientId) => ({
    recipientId,
    kind: 'DocumentAdded',
    message: quotingMessages.DocumentAdded(data, { by }),
    data,
    ...copiedFrom,
  }));
}

/** New feedback -> the rated party (docs/feedback.md); a change or a reply tells nobody. */
function ofFeedback(change: TableChange): NotificationDraft[] {
  const feedback = imageOf(change.newImage, 'Feedback');
  if (change.eventName !== 'INSERT' || !feedback) return [];
  const data = {
    feedbackId: feedback.feedbackId,
    listingId: feedback.listingId,
    rating: feedback.rating,
    raterId: feedback.raterId,
    raterRole: feedback.raterRole,
    ...(feedback.onTime !== undefined ? { onTime: feedback.onTime } : {}),
    ...(feedback.comment ? { comment: feedback.comment } : {}),
  };
  return [
    {
      recipientId: feedback.ratedId,
      kind: 'FeedbackReceived',
      message: quotingMessages.FeedbackReceived(data, { name: feedback.raterName }),
      data,
      copiedFrom: { rater: feedback.raterId },
    },
  ];
}

/** A question asked -> the listing's shipper (docs/questions.md). */
function ofQuestion(change: TableChange): NotificationDraft[] {
  const question = imageOf(change.newImage, 'Question');
  if (change.eventName !== 'INSERT' || !question) return [];
  const data = {
    listingId: question.listingId,
    questionId: question.questionId,
    text: question.text,
    masked: question.masked,
    askerId: question.askerId,
  };
  return [
    {
      recipientId: question.shipperId,
      kind: 'QuestionAsked',
      message: quotingMessages.QuestionAsked(data, { name: question.askerName }),
      data,
      copiedFrom: { asker: question.askerId },
    },
  ];
}

/** The question a change answers for the first time (a later answer replaces it and tells nobody). */
export function firstAnswered(
  change: TableChange,
): (Question & { answer: NonNullable<Question['answer']> }) | undefined {
  const question = imageOf(change.newImage, 'Question');
  if (change.eventName !== 'MODIFY' || !question?.answer || imageOf(change.oldImage, 'Question')?.answer)
    return undefined;
  return question as Question & { answer: NonNullable<Question['answer']> };
}

/**
 * A question answered the first time -> its asker and the listing's watchers (the service reads them); not the shipper,
 * who wrote it.
 */
export function questionAnsweredNotifications(
  question: Question & { answer: NonNullable<Question['answer']> },
  watcherIds: number[],
): NotificationDraft[] {
  const recipients = [...new Set([question.askerId, ...watcherIds])].filter((id) => id !== question.shipperId);
  const data = {
    listingId: question.listingId,
    questionId: question.questionId,
    question: question.text,
    answer: question.answer.text,
    masked: question.answer.masked,
  };
  const copiedFrom = { asker: question.askerId, shipper: question.shipperId };
  return recipients.map((recipientId) => ({
    recipientId,
    kind: 'QuestionAnswered',
    message: quotingMessages.QuestionAnswered(data, {}),
    data,
    copiedFrom,
  }));
}

/** A message -> its recipient at once (docs/messages.md); its email waits until it has been unread for 10 minutes. */
export function messageNotification(message: Message): NotificationDraft {
  const data = {
    listingId: message.listingId,
    messageId: message.messageId,
    senderId: message.senderId,
    text: message.text,
  };
  return {
    recipientId: message.recipientId,
    kind: 'MessageReceived',
    message: quotingMessages.MessageReceived(data, {}),
    data,
    copiedFrom: { sender: message.senderId },
  };
}

/** A saved search heard of a listing (docs/saved-searches.md) -> the search's owner. */
function ofListingMatch(change: TableChange): NotificationDraft[] {
  const match = imageOf(change.newImage, 'ListingMatch');
  if (change.eventName !== 'INSERT' || !match) return [];
  const { listing } = match;
  const data = {
    searchId: match.searchId,
    searchName: match.searchName,
    alerts: match.alerts,
    listingId: listing.listingId,
    listing,
  };
  return [
    {
      recipientId: match.userId,
      kind: 'ListingMatched',
      message: quotingMessages.ListingMatched(data, {}),
      data,
      ...(match.copiedFrom ? { copiedFrom: match.copiedFrom } : {}),
    },
  ];
}

/**
 * A shipper who marked the provider Preferred posted a listing (docs/provider-relations.md) -> that provider, at once.
 */
function ofPreferredListing(change: TableChange): NotificationDraft[] {
  const preferred = imageOf(change.newImage, 'PreferredListing');
  if (change.eventName !== 'INSERT' || !preferred) return [];
  const { providerId, shipperId, listing } = preferred;
  const data = { listingId: listing.listingId, shipperId, listing };
  return [
    {
      recipientId: providerId,
      kind: 'ListingPosted',
      message: quotingMessages.ListingPosted(data, {}),
      data,
      copiedFrom: { shipper: shipperId },
    },
  ];
}

/** Kinds whose email is not sent with the notification but by a job of their own (docs/messages.md). */
export const emailedLater: readonly NotificationKind[] = ['MessageReceived'];

/** A webhook the deliverer disabled (not its owner): its owner hears of it (docs/webhooks.md). */
function ofWebhook(change: TableChange): NotificationDraft[] {
  const [was, is] = [imageOf(change.oldImage, 'Webhook'), imageOf(change.newImage, 'Webhook')];
  if (
    change.eventName !== 'MODIFY' ||
    is?.status !== 'Disabled' ||
    was?.status === 'Disabled' ||
    is.disabledBy === 'owner'
  )
    return [];
  const data = {
    webhookId: is.webhookId,
    url: is.url,
    reason: is.disabledReason ?? '',
    failingSince: is.failingSince ?? '',
    disabledOn: is.disabledOn ?? '',
  };
  return [
    {
      recipientId: is.userId,
      kind: 'WebhookDisabled',
      message:
        `Your webhook to ${data.url} was disabled: ${data.reason}. Enable it with PUT ` +
        `/v2/webhooks/${data.webhookId}.`,
      data,
    },
  ];
}

/** The assignment a change makes (a first driver, or another one): none for a change that keeps the driver. */
export function newDriverAssignment(change: TableChange): DriverAssignment | undefined {
  const assignment = imageOf(change.newImage, 'DriverAssignment');
  if (!assignment || change.eventName === 'REMOVE') return undefined;
  return change.eventName === 'INSERT' || change.oldImage?.memberId !== assignment.memberId ? assignment : undefined;
}

/** A driver assigned to a booked listing -> its shipper (docs/teams.md): who comes, and the number to reach them. */
export function driverAssignedNotification(
  assignment: DriverAssignment,
  driver: { firstName: string; mobilePhone?: string },
): NotificationDraft {
  const data = {
    listingId: assignment.listingId,
    firstName: driver.firstName,
    ...(driver.mobilePhone ? { mobilePhone: driver.mobilePhone } : {}),
    assignedOn: assignment.assignedOn,
  };
  return {
    recipientId: assignment.shipperId,
    kind: 'DriverAssigned',
    message: quotingMessages.DriverAssigned(data, {}),
    data,
    copiedFrom: { driver: assignment.memberId },
  };
}

/**
 * A certificate of insurance noted reminded (the ProviderVetter job, 30 and 7 days before it expires) -> its provider
 * (docs/vetting.md, "Certificates of insurance"); any other change of it tells nobody.
 */
function ofCertificate(change: TableChange): NotificationDraft[] {
  const certificate = imageOf(change.newImage, 'Certificate');
  if (change.eventName !== 'MODIFY' || !certificate?.remindedDays) return [];
  if (change.oldImage?.remindedDays === certificate.remindedDays) return [];
  const data = {
    providerId: certificate.userId,
    certificateId: certificate.certificateId,
    insurer: certificate.insurer,
    policyNumber: certificate.policyNumber,
    expiresOn: certificate.expiresOn,
    daysBefore: certificate.remindedDays,
  };
  return [
    {
      recipientId: certificate.userId,
      kind: 'CertificateExpiring',
      message:
        `Your certificate of insurance from ${certificate.insurer} (policy ${certificate.policyNumber}) expires on ` +
        `${certificate.expiresOn}: upload its renewal before then, or it counts for nothing.`,
      data,
    },
  ];
}

/** A vetting change to announce (docs/vetting.md): a check that found the record as it was announces nothing. */
export interface VettingChange {
  vetting: ProviderVetting;
  previousStatus: VettingStatus;
  changed: VettingChangeField[];
}

export function changedVetting(change: TableChange): VettingChange | undefined {
  const [was, is] = [imageOf(change.oldImage, 'Vetting'), imageOf(change.newImage, 'Vetting')];
  if (change.eventName !== 'MODIFY' || !is || !was) return undefined;
  const changed = vettingChanges(was, is);
  return changed.length ? { vetting: is, previousStatus: was.status, changed } : undefined;
}

/**
 * `Provider.VettingChanged/v1` to the provider, and to each shipper relying on it (`concerned`: a shipper's listings
 * with an active bid from it or booked with it and not yet delivered).
 */
export function vettingChangedNotifications(
  { vetting, previousStatus, changed }: VettingChange,
  concerned: ReadonlyMap<number, number[]>,
): NotificationDraft[] {
  const data = {
    providerId: vetting.userId,
    status: vetting.status,
    previousStatus,
    changed,
    reasons: vetting.reasons.map((reason) => reason.code),
    ...(vetting.checkedOn ? { checkedOn: vetting.checkedOn } : {}),
  };
  const what = `${changed.join(', ')} changed`;
  return [
    {
      recipientId: vetting.userId,
      kind: 'VettingChanged',
      message: `Your vetting with FMCSA is ${vetting.status} (was ${previousStatus}): ${what}.`,
      data,
    },
    ...[...concerned]
      .filter(([shipperId]) => shipperId !== vetting.userId)
      .map(([shipperId, listingIds]): NotificationDraft => {
        const shown = [...new Set(listingIds)].sort((a, b) => a - b).slice(0, MAX_LISTINGS_OF_A_CHANGE);
        return {
          recipientId: shipperId,
          kind: 'VettingChanged',
          message:
            `Carrier ${vetting.userId}, with bids or bookings on your listings ${shown.join(', ')}, is ` +
            `${vetting.status} with FMCSA (was ${previousStatus}): ${what}.`,
          data: { ...data, listingIds: shown },
        };
      }),
  ];
}

/** The kind a payment's move to a status is told as (docs/payments.md); a move to any other tells nobody. */
const paymentKinds: Partial<
  Record<PaymentStatus, 'PaymentHeld' | 'PaymentReleased' | 'PaymentRefunded' | 'PaymentDisputed'>
> = {
  Held: 'PaymentHeld',
  Released: 'PaymentReleased',
  Refunded: 'PaymentRefunded',
  PartiallyRefunded: 'PaymentRefunded',
  Disputed: 'PaymentDisputed',
};

/** What each party reads of a payment's move, by the kind it is told as. */
const paymentMessages = {
  PaymentHeld: (p: Payment, money: (minor: number) => string) => ({
    shipper:
      `Your payment of ${money(p.total)} for listing ${p.listingId} is held until you release it to the ` + 'carrier.',
    carrier: `Listing ${p.listingId} is paid: your payout of ${money(p.carrierPrice)} is held until it is released.`,
  }),
  PaymentReleased: (p: Payment, money: (minor: number) => string) => ({
    shipper: `Your payment for listing ${p.listingId} was released: the carrier is paid ${money(p.carrierPrice)}.`,
    carrier:
      `Your payout of ${money(p.carrierPrice)} for listing ${p.listingId} was transferred to your payout ` + 'account.',
  }),
  PaymentRefunded: (p: Payment, money: (minor: number) => string) => ({
    shipper: `${money(p.refunded)} of your payment for listing ${p.listingId} was refunded to you.`,
    carrier: `The payment for listing ${p.listingId} was refunded to the shipper (${money(p.refunded)}).`,
  }),
  PaymentDisputed: (p: Payment) => ({
    shipper: `Your bank disputes your payment for listing ${p.listingId}.`,
    carrier:
      `The shipper's bank disputes the payment for listing ${p.listingId}: its release waits until the dispute ` +
      'closes.',
  }),
};

/**
 * A payment made (Held, at booking) or moved to Released, Refunded, PartiallyRefunded or Disputed -> the shipper and
 * the booked carrier (docs/payments.md). Its data is the payment's money, never its release code or a card's data.
 */
function ofPayment(change: TableChange): NotificationDraft[] {
  const payment = imageOf(change.newImage, 'Payment');
  if (!payment || change.eventName === 'REMOVE') return [];
  if (change.eventName === 'MODIFY' && imageOf(change.oldImage, 'Payment')?.status === payment.status) return [];
  const kind = paymentKinds[payment.status];
  if (!kind || (change.eventName === 'INSERT') !== (kind === 'PaymentHeld')) return [];
  const money = (minor: number) => moneyOf(minor, payment.currency);
  const data = {
    listingId: payment.listingId,
    status: payment.status,
    total: money(payment.total),
    carrierPayout: money(payment.carrierPrice),
    ...(payment.refunded > 0 ? { refunded: money(payment.refunded) } : {}),
  };
  const words = paymentMessages[kind](payment, (minor) => `${minor / 100} ${payment.currency}`);
  return [
    { recipientId: payment.shipperId, kind, message: words.shipper, data },
    { recipientId: payment.carrierId, kind, message: words.carrier, data },
  ];
}

/** A payout's part for a listing recorded from Stripe's `payout.paid` -> the carrier it paid (docs/payments.md). */
function ofPayoutSent(change: TableChange): NotificationDraft[] {
  const sent = imageOf(change.newImage, 'PayoutSent');
  if (change.eventName !== 'INSERT' || !sent) return [];
  return [
    {
      recipientId: sent.carrierId,
      kind: 'PayoutSent',
      message:
        `Your payout of ${sent.amount / 100} ${sent.currency} for listing ${sent.listingId} was sent to your bank; ` +
        `it should arrive by ${sent.arrivalDate.slice(0, 10)}.`,
      data: {
        listingId: sent.listingId,
        payoutId: sent.payoutId,
        amount: moneyOf(sent.amount, sent.currency),
        arrivalDate: sent.arrivalDate,
      },
    },
  ];
}

/** Rules that need no data beyond the stream record itself. */
export function notificationsOf(change: TableChange): NotificationDraft[] {
  switch (kindOf(change.newImage)) {
    case 'Bid':
      return ofBid(change);
    case 'TransitRecord':
      return ofTransitRecord(change);
    case 'Rate':
      return ofRate(change);
    case 'Attachment':
      return ofAttachment(change);
    case 'Feedback':
      return ofFeedback(change);
    case 'Question':
      return ofQuestion(change);
    case 'Message':
      return change.eventName === 'INSERT' ? [messageNotification(imageOf(change.newImage, 'Message')!)] : [];
    case 'ListingMatch':
      return ofListingMatch(change);
    case 'PreferredListing':
      return ofPreferredListing(change);
    case 'Webhook':
      return ofWebhook(change);
    case 'Certificate':
      return ofCertificate(change);
    case 'Payment':
      return ofPayment(change);
    case 'PayoutSent':
      return ofPayoutSent(change);
    default:
      return [];
  }
}

/** spec 4 rule 10: a new rate request goes to each eligible provider (the service finds them). */
export function rateRequestNotification(change: TableChange, providerId: number): NotificationDraft | undefined {
  const request = imageOf(change.newImage, 'RateRequest');
  if (change.eventName !== 'INSERT' || !request) return undefined;
  const [pickup, delivery] = request.route.items;
  return {
    recipientId: providerId,
    kind: 'RateRequestCreated',
    message:
      `New LTL rate request ${request.rateRequestID}: ${pickup.address.majorMunicipality}, ` +
      `${pickup.address.stateProvince} to ${delivery.address.majorMunicipality}, ${delivery.address.stateProvince}, ` +
      `pickup ${pickup.timeFrame?.earliestArrival}.`,
    data: {
      rateRequestID: request.rateRequestID,
      pickupRegion: request.pickupRegion,
      freightClasses: request.items.map((i) => i.freightClass),
    },
  };
}

/** A listing about to expire with no bid -> its shipper, once (the reminder job, docs/notifications.md). */
export function expiringListingNotification(listing: {
  listingId: number;
  shipperId: number;
  title: string;
  expiresOn: string;
}): NotificationDraft {
  return {
    recipientId: listing.shipperId,
    kind: 'ListingExpiring',
    message: `Listing ${listing.listingId} (${listing.title}) expires ${listing.expiresOn} and has no bids yet.`,
    data: { listingId: listing.listingId, expiresOn: listing.expiresOn },
  };
}
