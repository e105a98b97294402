import { describe, expect, it } from 'vitest';
import { bidItems } from '../../shared/data/definitions/bid.ts';
import { transitRecordItems } from '../../shared/data/definitions/transit-record.ts';
import { everyOf, itemsUnder, templatesOf } from '../../shared/data/item-definition.ts';
import { feedbackClaimItems } from '../../shared/data/definitions/feedback.ts';
import { questionItems } from '../../shared/data/definitions/question.ts';
import { attachmentUploadItems } from '../../shared/data/definitions/attachment.ts';
import type { AttachmentUpload } from '../../shared/domain/attachments/types.ts';
import { notificationIdOf, notificationItems } from '../../shared/data/definitions/notification.ts';
import { keys } from '../../shared/data/keys.ts';
import { userItems } from '../../shared/data/definitions/user.ts';
import type { Bid } from '../../shared/domain/bids/types.ts';
import type { TransitRecord } from '../../shared/domain/tracking/types.ts';

// One definition per kind (shared/data/item-definition.ts, issue 81): a defined kind's item is its key, its kind, its
// index keys and its record's attributes, as the table has always held them (test/integration/table-snapshot.test.ts
// holds every item of a scenario to that), and reading it back leaves the table's attributes out.

const bid: Bid = {
  bidId: 7,
  listingId: 3,
  shipperId: 1,
  providerId: 2,
  price: { amount: 1200, currencyType: 'USD' },
  latestPickup: '2026-12-01T00:00:00.000Z',
  latestDelivery: '2026-12-03T00:00:00.000Z',
  state: 'Active',
  createdOn: '2026-11-30T10:00:00.000Z',
  updatedOn: '2026-11-30T10:00:00.000Z',
};

describe('an item definition', () => {
  it('writes a bid with its key, kind and both index keys', () => {
    expect(bidItems.item(bid)).toEqual({
      PK: 'BID#7',
      SK: 'BID',
      entity: 'Bid',
      GSI1PK: 'LISTING#3#BIDS',
      GSI1SK: '2026-11-30T10:00:00.000Z#7',
      GSI2PK: 'USER#2#BIDS',
      GSI2SK: '2026-11-30T10:00:00.000Z#7',
      ...bid,
    });
    expect(keys.bid(7)).toEqual({ PK: 'BID#7', SK: 'BID' });
    expect(bidItems.indexPartition('GSI2', { providerId: 2 })).toBe('USER#2#BIDS');
  });

  it('reads the record back, and refuses an item that is not one', () => {
    expect(bidItems.recordOf(bidItems.item(bid))).toEqual(bid);
    expect(() => bidItems.recordOf({ ...bidItems.item(bid), state: 'Won' })).toThrow();
  });

  it('keys a transit record under its listing, by when it was recorded', () => {
    const record: TransitRecord = {
      recordId: 'r1',
      listingId: 3,
      shipperId: 1,
      providerId: 2,
      status: 'ReadyForDispatch',
      punctuality: 'NotApplicable',
      recorded: '2026-11-30T10:00:00.000Z',
    };
    expect(transitRecordItems.key(record)).toEqual({ PK: 'LISTING#3', SK: 'TRANSIT#2026-11-30T10:00:00.000Z#r1' });
    expect(keys.transitRecord(3, record.recorded, 'r1')).toEqual(transitRecordItems.key(record));
    expect(transitRecordItems.recordOf(transitRecordItems.item(record))).toEqual(record);
  });

  it('writes the attributes derived from a record beside it, and reads the record back without them', () => {
    const upload: AttachmentUpload = {
      listingId: 3,
      uploadId: 'u1',
      type: 'Photo',
      fileName: 'dock.jpg',
      contentType: 'image/jpeg',
      sizeBytes: 1000,
      uploadedBy: 2,
      shipperId: 1,
      providerId: 2,
      expiresOn: '2026-12-01T00:00:00.500Z',
    };
    const item = attachmentUploadItems.item(upload);
    expect(item).toEqual({
      PK: 'LISTING#3',
      SK: 'ATTACHMENTUPLOAD#u1',
      entity: 'AttachmentUpload',
      ...upload,
      expiresAt: 1_796_083_201,
    });
    expect(attachmentUploadItems.recordOf(item)).toEqual(upload);
  });

  it('a picklist of a domain union lists every member, and no other (the typecheck)', () => {
    const states = everyOf<'Active' | 'Closed'>();
    // @ts-expect-error 'Closed' is missing
    const missing = states(['Active']);
    // @ts-expect-error 'Won' is not a state
    const other = states(['Active', 'Closed', 'Won']);
    expect(states(['Closed', 'Active'])).toEqual(['Closed', 'Active']);
    expect([missing, other]).toHaveLength(2);
  });

  it("finds a kind's items in a partition by its sort keys' prefix", () => {
    expect(itemsUnder(questionItems, { listingId: 3 })).toEqual({ PK: 'LISTING#3', SKPrefix: 'QUESTION#' });
    expect(() => itemsUnder(bidItems, { bidId: 7 })).toThrow();
  });

  it('writes a keyed item with its key and the attributes it holds, not those its key is built from', () => {
    const claim = feedbackClaimItems.item({ listingId: 3, raterId: 2 }, { feedbackId: 'f1' });
    expect(claim).toEqual({ PK: 'LISTING#3', SK: 'FEEDBACKBY#2', entity: 'FeedbackClaim', feedbackId: 'f1' });
    expect(feedbackClaimItems.recordOf(claim)).toEqual({ feedbackId: 'f1' });
    expect(() => feedbackClaimItems.recordOf({ ...claim, feedbackId: 1 })).toThrow();
  });

  it('keys a notification by its id, and stores its expiry beside it without reading it back', () => {
    const notification = {
      notificationId: notificationIdOf('2026-11-30T10:00:00.000Z', 'event-1'),
      recipientId: 4,
      kind: 'BidPlaced',
      message: 'A bid',
      data: { bidId: 7 },
      createdAt: '2026-11-30T10:00:00.000Z',
      read: false,
    };
    const item = notificationItems.item(notification);
    expect(item).toMatchObject({ PK: 'USER#4#INBOX', SK: '2026-11-30T10:00:00.000Z#event-1', entity: 'Notification' });
    expect(item.expiresAt).toBe(Date.parse('2026-11-30T10:00:00.000Z') / 1000 + 90 * 86_400);
    expect(notificationItems.recordOf(item)).toEqual(notification);
  });

  it('a template reads only the attributes it names, and a key needs them all (the typecheck)', () => {
    const template = templatesOf<Bid>();
    // @ts-expect-error `listingId` is not among the attributes the template names
    const unnamed = template(['bidId'], ({ listingId }) => `BID#${listingId}`);
    // @ts-expect-error a bid's key is built from its id
    const missing = bidItems.key({});
    expect([unnamed, missing]).toHaveLength(2);
  });
});

describe('a user as stored', () => {
  it('reads a provider whose entity type the operator arranged (a broker), as the API would not take it', () => {
    const user = {
      userId: 7,
      userType: 'Broker',
      userName: 'chaos-broker',
      firstName: 'Chaos',
      lastName: 'Broker',
      emailAddress: 'broker@chaos.example',
      profile: { entityType: 'Broker', trailerTypes: ['DryVan'], commodities: ['Vehicles'], regions: ['NA-USA'] },
      status: 'Active',
      feedback: { count: 0, positiveCount: 0, starTotal: 0 },
      createdOn: '2026-12-06T00:00:00.000Z',
    };
    const item = { ...keys.user(7), entity: 'User', ...user };
    expect(userItems.recordOf(item).profile?.entityType).toBe('Broker');
    expect(() => userItems.recordOf({ ...item, profile: { ...user.profile, entityType: 7 } })).toThrow();
  });
});
