import * as v from 'valibot';
import { bidItems } from './definitions/bid.ts';
import { transitRecordItems } from './definitions/transit-record.ts';
import { attachmentItems } from './definitions/attachment.ts';
import { feedbackItems } from './definitions/feedback.ts';
import { questionItems } from './definitions/question.ts';
import { messageItems } from './definitions/message.ts';
import { listingMatchItems } from './definitions/listing-match.ts';
import { preferredListingItems } from './definitions/provider-relation.ts';
import { invitationEmailItems, memberItems } from './definitions/member.ts';
import { driverAssignmentItems } from './definitions/driver.ts';
import { certificateItems } from './definitions/certificate.ts';
import { rateItems, rateRequestItems } from './definitions/rate-request.ts';
import { vettingItems } from './definitions/vetting.ts';
import { webhookItems } from './definitions/webhook.ts';
import { listingContentItems, listingStateItems } from './definitions/listing.ts';
import { paymentItems } from './definitions/payment.ts';
import { payoutSentItems } from './definitions/payout-sent.ts';
import type { Kind } from './kinds.ts';

// A stream record's image as the record of its kind: the one place the rules that react to the table's changes (the
// notifier, the lane prices, the audit) turn a record of attributes into a typed one. The kind is checked (`entity`),
// then each attribute the image holds is parsed by the kind's schema, the one its items read whole are parsed by: an
// attribute of another type than its writers write fails, as a read of the item would. What the image lacks is not
// asked for: a stream's images are whole items, but the rules are also run on images of a few attributes
// (test/unit/privacy-inventory.test.ts), and the audit reads what a bad write left, to name it. The image keeps every
// attribute (its schema is loose): what a copy says of whose words it holds (`copiedFrom`, docs/privacy.md) goes on
// into the notification it makes.

/** Reads an image of its kind: its definition's schema. */
interface ImageReader<K extends Kind, R> {
  readonly kind: K;
  readonly schema: v.GenericSchema<unknown, R>;
}

/** The kinds whose images are read, each by its definition; a misspelled kind is no key of `Kind`'s, and fails. */
const imageReaders = {
  Bid: bidItems,
  TransitRecord: transitRecordItems,
  Rate: rateItems,
  RateRequest: rateRequestItems,
  Attachment: attachmentItems,
  Feedback: feedbackItems,
  Question: questionItems,
  Message: messageItems,
  ListingMatch: listingMatchItems,
  PreferredListing: preferredListingItems,
  InvitationEmail: invitationEmailItems,
  Member: memberItems,
  DriverAssignment: driverAssignmentItems,
  Vetting: vettingItems,
  Webhook: webhookItems,
  Certificate: certificateItems,
  Listing: listingContentItems,
  ListingState: listingStateItems,
  Payment: paymentItems,
  PayoutSent: payoutSentItems,
} satisfies { readonly [K in Kind]?: ImageReader<K, unknown> };

type ImageReaders = typeof imageReaders;

/** The record each kind read as an image is. */
export type ItemOfKind = { [K in keyof ImageReaders]: v.InferOutput<ImageReaders[K]['schema']> };

/** A change of one item, as the table's stream tells it: insert, modify or remove, and its images before and after. */
export interface TableChange {
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  oldImage?: Record<string, unknown>;
  newImage?: Record<string, unknown>;
}

/** Each kind's schema with every attribute optional (an object schema's entries; each built once, when first used). */
const attributeSchemas = new Map<Kind, v.GenericSchema>();

function attributeSchemaOf(reader: ImageReader<Kind, unknown>): v.GenericSchema {
  let schema = attributeSchemas.get(reader.kind);
  if (!schema) {
    schema =
      'entries' in reader.schema
        ? v.partial(reader.schema as v.LooseObjectSchema<v.ObjectEntries, undefined>)
        : reader.schema;
    attributeSchemas.set(reader.kind, schema);
  }
  return schema;
}

/** The image as the record of this kind; undefined when there is none (a removal's new image) or of another kind. */
export function imageOf<K extends keyof ItemOfKind>(
  image: Readonly<Record<string, unknown>> | undefined,
  kind: K,
): ItemOfKind[K] | undefined;
export function imageOf(image: Readonly<Record<string, unknown>> | undefined, kind: keyof ItemOfKind): unknown {
  if (image?.entity !== kind) return undefined;
  return v.parse(attributeSchemaOf(imageReaders[kind]), image);
}
