import { findListing } from '../../data/listings.ts';
import { migrateEach, type MigrationResult, type MigrationRun } from '../../data/migrations.ts';
import { findQuestion } from '../../data/questions.ts';
import { membersOf } from '../../data/members.ts';
import { recordCopiedFrom } from '../../data/privacy.ts';
import { forEachInParallel } from '../../parallel.ts';
import { MAX_MEMBERS } from '../limits/lists.ts';
import { eventTypeOfKind } from '../event-payloads/payloads.ts';
import { quotingKinds, type QuotingKind } from '../notifications/events.ts';
import { copiesIn, notificationQuotes, valueAt, withCopiesErased } from './inventory.ts';
import type { CopiedFrom, CopySource } from './types.ts';
import { kindOf, type Kind } from '../../data/kinds.ts';

// Migration copied-from (infra/ops/migrate.ts, docs/privacy.md "Copies"): notifications, webhook
// deliveries and saved searches' matches written before copies said whose they are gain
// `copiedFrom`, found from the ids beside them (the question's asker, the listing's shipper, the
// member driving the load). A copy whose source cannot be told any more goes: its fields erased.
// Until the marker, an erasure waits (closure.ts runErasure): it could not find those copies.

export const COPIED_FROM = 'copied-from';

type Item = Record<string, unknown>;
const asId = (value: unknown) => (typeof value === 'number' ? value : undefined);
/** Saved searches' matches: each copies its listing's card, the shipper's title in it. */
const cards: readonly Kind[] = ['ListingMatch', 'DigestMatch', 'AlertDigestDue'];

/** The notification kind an item is, or whose event a delivery carries, with its data. */
function notificationOf(item: Item): { kind: QuotingKind; data: Item } | undefined {
  const kind =
    kindOf(item) === 'Notification'
      ? quotingKinds.find((k) => k === item.kind)
      : quotingKinds.find((k) => eventTypeOfKind[k] === item.eventType);
  const data = kindOf(item) === 'Notification' ? item.data : valueAt(item, 'event.data');
  return kind && data && typeof data === 'object' ? { kind, data: data as Item } : undefined;
}

/**
 * The driver a DriverAssigned named: the one of its carrier's members with that name and phone (the listing's driver
 * among look-alikes).
 */
async function driverNamedIn(data: Item): Promise<number | undefined> {
  const listing = await findListing(Number(data.listingId));
  if (!listing?.bookedProviderId) return undefined;
  const named = (await membersOf(listing.bookedProviderId, 0, MAX_MEMBERS)).items.filter(
    (m) => m.firstName === data.firstName && m.mobilePhone === data.mobilePhone,
  );
  return named.length === 1 ? named[0]!.memberId : named.find((m) => m.memberId === listing.driverMemberId)?.memberId;
}

async function sourceIn(source: CopySource, data: Item): Promise<number | undefined> {
  switch (source) {
    case 'rater':
      return asId(data.raterId);
    case 'sender':
      return asId(data.senderId);
    case 'uploader':
      return asId(data.uploadedBy);
    case 'asker':
      return asId(data.askerId) ?? (await findQuestion(Number(data.listingId), String(data.questionId)))?.askerId;
    case 'shipper':
      return asId(data.shipperId) ?? (await findListing(Number(data.listingId)))?.shipperId;
    case 'driver':
      return driverNamedIn(data);
  }
}

/** Whose copies an item without `copiedFrom` holds, by part, and the parts no id can be found for any more. */
async function sourcesOf(item: Item): Promise<{ copiedFrom: CopiedFrom; unknown: CopySource[] } | undefined> {
  const notification = notificationOf(item);
  const wanted: { source: CopySource; data: Item }[] = notification
    ? // a generated document (the Bill of Lading) has no uploader and quotes nobody
      notificationQuotes[notification.kind]
        .filter((quote) => quote.from !== 'uploader' || notification.data.uploadedBy !== undefined)
        .map((quote) => ({ source: quote.from, data: notification.data }))
    : cards.some((card) => card === item.entity)
      ? [{ source: 'shipper', data: { listingId: valueAt(item, 'listing.listingId') } }]
      : [];
  if (wanted.length === 0) return undefined;
  const copiedFrom: CopiedFrom = {};
  const unknown: CopySource[] = [];
  for (const { source, data } of wanted) {
    const id = await sourceIn(source, data);
    if (id === undefined) unknown.push(source);
    else copiedFrom[source] = id;
  }
  return { copiedFrom, unknown };
}

/** The fields an item's copies from unknown sources become, erased (dotted paths). */
function erasedFields(item: Item, unknown: CopySource[]): Record<string, unknown> {
  const gone = ({ copy }: { copy: { from: string } }) => unknown.some((source) => copy.from === `copiedFrom.${source}`);
  const erased = withCopiesErased(item, gone);
  const paths = copiesIn(item)
    .filter(gone)
    .flatMap(({ copy }) => [...copy.fields, ...(copy.names ?? []), ...(copy.message ? ['message'] : [])]);
  return Object.fromEntries(
    paths.map((path): [string, unknown] => [path, valueAt(erased, path)]).filter(([, value]) => value !== undefined),
  );
}

/**
 * The migration over the whole table: idempotent (an item with `copiedFrom` is passed over), resumable from `from`, the
 * marker after a full pass.
 */
export const recordEveryCopySource = (run: MigrationRun = {}): Promise<MigrationResult> =>
  migrateEach(COPIED_FROM, { entity: ['Notification', 'WebhookDelivery', ...cards] }, run, async (items) => {
    let converted = 0;
    await forEachInParallel(
      items.filter((item) => item.copiedFrom === undefined),
      8,
      async (item) => {
        const found = await sourcesOf(item);
        if (
          found &&
          (await recordCopiedFrom({ PK: item.PK, SK: item.SK }, found.copiedFrom, erasedFields(item, found.unknown)))
        )
          converted++;
      },
    );
    return converted;
  });
