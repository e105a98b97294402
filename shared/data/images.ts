import type { TransitRecord } from '../domain/tracking/types.ts';
import type { Bid } from '../domain/bids/types.ts';
import type { Rate, RateRequest } from '../domain/raterequests/types.ts';
import type { Attachment } from '../domain/attachments/types.ts';
import type { Feedback } from '../domain/feedback/types.ts';
import type { Question } from '../domain/questions/types.ts';
import type { Message } from '../domain/messages/types.ts';
import type { ListingMatch, MatchedListing } from '../domain/saved-searches/types.ts';
import type { DriverAssignment } from '../domain/teams/types.ts';
import type { ProviderVetting } from '../domain/vetting/types.ts';
import type { InsuranceCertificate } from '../domain/vetting/certificates.ts';
import type { InvitationEmail } from './definitions/member.ts';
import type { Kind } from './kinds.ts';

// A stream record's image (or an item read whole) as the item of its kind: the one place the rules that react to the
// table's changes (the notifier, the lane prices, the audit) turn a record of attributes into a typed item. The kind is
// checked (`entity`); the shape is the one the kind's module writes, trusted as every read of the table is
// (`entityOf`, items.ts).

/** Holds a map's keys to the kinds (a misspelled kind is not one: its item becomes `never`, which fails). */
type OfKinds<T extends { [K in keyof T]: K extends Kind ? unknown : never }> = T;

/** The item each kind read as an image is. */
export type ItemOfKind = OfKinds<{
  Bid: Bid;
  TransitRecord: TransitRecord;
  Rate: Rate;
  RateRequest: RateRequest;
  Attachment: Attachment;
  Feedback: Feedback;
  Question: Question;
  Message: Message;
  ListingMatch: ListingMatch;
  PreferredListing: { providerId: number; shipperId: number; listing: MatchedListing };
  InvitationEmail: InvitationEmail;
  DriverAssignment: DriverAssignment;
  Vetting: ProviderVetting;
  Certificate: InsuranceCertificate;
}>;

/** A change of one item, as the table's stream tells it: insert, modify or remove, and its images before and after. */
export interface TableChange {
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  oldImage?: Record<string, unknown>;
  newImage?: Record<string, unknown>;
}

/** The image as the item of this kind; undefined when there is none (a removal's new image) or of another kind. */
export function imageOf<K extends keyof ItemOfKind>(
  image: Readonly<Record<string, unknown>> | undefined,
  kind: K,
): ItemOfKind[K] | undefined;
export function imageOf(image: Readonly<Record<string, unknown>> | undefined, kind: keyof ItemOfKind): unknown {
  return image?.entity === kind ? image : undefined;
}
