import { describe, expect, it } from 'vitest';
import {
  copiesErased,
  erasedFor,
  inventory,
  notificationQuotes,
  peopleOf,
  PLACEHOLDER_NAME,
} from '../../shared/domain/privacy/inventory.ts';
import {
  driverAssignedNotification,
  messageNotification,
  notificationsOf,
  questionAnsweredNotifications,
  quotingKinds,
  type NotificationDraft,
} from '../../shared/domain/notifications/events.ts';
import { eventTypeOfKind } from '../../shared/domain/event-payloads/payloads.ts';
import { cloudEvent } from '../../shared/domain/webhooks/events.ts';
import { kinds } from '../../shared/data/kinds.ts';

// docs/privacy.md: the inventory says, for every kind of item the code writes, whose it is and what
// closing the account does to it. A kind without a row here would be left out of exports and
// erasures alike: the inventory is a record over the kinds (shared/data/kinds.ts), so such a kind
// fails the typecheck (test/unit/kinds.test.ts holds it to that).

describe('the personal data inventory', () => {
  it('has a row for every kind of item, and for nothing else', () => {
    expect(kinds.length).toBeGreaterThan(40);
    expect(Object.keys(inventory).sort()).toEqual([...kinds].sort());
  });

  it('knows whose an item is by its attributes and by its partition', () => {
    expect(peopleOf({ entity: 'Question', askerId: 7, shipperId: 9, PK: 'LISTING#1' }).sort()).toEqual([7, 9]);
    expect(peopleOf({ entity: 'SignInAddress', PK: 'USER#42', SK: 'SIGNINFROM#127.0.0.1' })).toEqual([42]);
    expect(peopleOf({ entity: 'ProviderRelation', shipperId: 5, providerId: 6, PK: 'USER#5' })).toEqual([5, 5]);
  });

  it('erases only what the closed user wrote: a question’s text is its asker’s, its answer the shipper’s', () => {
    const question = {
      entity: 'Question',
      askerId: 7,
      shipperId: 9,
      text: 'Dock?',
      askerName: 'Ann',
      answer: { text: 'Yes', answeredOn: 'x' },
    };
    expect(erasedFor(question, 9)).toMatchObject({
      text: 'Dock?',
      askerName: 'Ann',
      answer: { text: expect.stringContaining('[removed') },
    });
    expect(erasedFor(question, 7)).toMatchObject({
      text: expect.stringContaining('[removed'),
      answer: { text: 'Yes' },
    });
    const listing = {
      entity: 'Listing',
      shipperId: 9,
      title: 'Sofa',
      route: { items: [{ address: { streetAddress: '1 Main St', postalCode: '85004' }, contact: { name: 'Ann' } }] },
    };
    expect(erasedFor(listing, 9)).toEqual({
      entity: 'Listing',
      shipperId: 9,
      title: expect.stringContaining('[removed'),
      route: { items: [{ address: { streetAddress: expect.stringContaining('[removed'), postalCode: '85004' } }] },
    });
  });

  it('erases a copy by whose it says it is, never by what it says: another’s item with the same words stays', () => {
    const card = { listingId: 5, title: 'Blue sofa from Austin', pickup: { majorMunicipality: 'Austin' } };
    const match = {
      entity: 'ListingMatch',
      userId: 30,
      searchName: 'Blue sofa from Austin',
      listing: card,
      copiedFrom: { shipper: 9 },
    };
    expect(copiesErased(match, 9)).toEqual({
      ...match,
      listing: { ...card, title: expect.stringContaining('[removed') },
    });
    // the search's owner: its own words (and the match is deleted as theirs)
    expect(copiesErased(match, 30)).toBe(match);
    const lookAlike = { entity: 'Listing', shipperId: 10, title: 'Blue sofa from Austin', route: { items: [] } };
    expect(copiesErased(lookAlike, 9)).toBe(lookAlike);
    // feedback lists show the listing's title: its shipper's words, the rater's or the rated's by the rater's role
    const byShipper = {
      entity: 'Feedback',
      raterId: 9,
      raterRole: 'Shipper',
      ratedId: 11,
      listing: { title: 'Blue sofa', from: 'Austin, TX', to: 'Tucson, AZ' },
    };
    expect(copiesErased(byShipper, 9).listing.title).toContain('[removed');
    expect(copiesErased(byShipper, 11)).toBe(byShipper);
    expect(copiesErased({ ...byShipper, raterId: 11, raterRole: 'Carrier', ratedId: 9 }, 9).listing.title).toContain(
      '[removed',
    );
  });
});

// Every notification that quotes someone, built by the notifier's own rules from items whose
// words are each one person's: its copies (and its webhook delivery's) name whose they are, and
// erasing one person's takes all of theirs and nothing of anyone else's.
describe('notifications that quote people', () => {
  const words: Record<number, string[]> = {
    1: ['Rater Quill', 'Careful rater words'],
    3: ['Asker Quill', 'Asker question words'],
    4: ['Shipper answer words'],
    6: ['Sender message words'],
    8: ['Shipper listing title'],
    9: ['Drivername', '+1 602 555 0199'],
    10: ['Shipper declining words'],
    12: ['uploader-file-name.pdf'],
  };
  const insert = (newImage: Record<string, unknown>) => notificationsOf({ eventName: 'INSERT', newImage });
  const card = {
    listingId: 7,
    title: 'Shipper listing title',
    commodity: 'Furniture',
    pricingFormat: 'Auction',
    kilometers: 12,
    expiresOn: '2027-01-01T00:00:00.000Z',
    pickup: { majorMunicipality: 'Austin', stateProvince: 'TX', postalCode: '78704', country: 'US' },
    delivery: { majorMunicipality: 'Tucson', stateProvince: 'AZ', postalCode: '85701', country: 'US' },
  };
  const question = {
    questionId: 'q1',
    listingId: 7,
    shipperId: 4,
    askerId: 3,
    askerName: 'Asker Quill',
    text: 'Asker question words',
    masked: false,
    askedOn: '2026-01-01T00:00:00.000Z',
  };
  const drafts: NotificationDraft[] = [
    ...insert({
      entity: 'Feedback',
      feedbackId: 'f1',
      listingId: 7,
      raterId: 1,
      raterRole: 'Shipper',
      raterName: 'Rater Quill',
      ratedId: 2,
      rating: 5,
      comment: 'Careful rater words',
    }),
    ...insert({ entity: 'Question', ...question }),
    ...questionAnsweredNotifications(
      { ...question, answer: { text: 'Shipper answer words', masked: false, answeredOn: '2026-01-02T00:00:00.000Z' } },
      [5],
    ),
    messageNotification({
      messageId: 'm1',
      listingId: 7,
      senderId: 6,
      recipientId: 2,
      text: 'Sender message words',
      sentOn: '2026-01-01T00:00:00.000Z',
    }),
    ...insert({
      entity: 'ListingMatch',
      searchId: 's1',
      searchName: 'Sofas near home',
      userId: 2,
      alerts: 'instant',
      listing: card,
      matchedOn: '2026-01-01T00:00:00.000Z',
      copiedFrom: { shipper: 8 },
    }),
    ...insert({ entity: 'PreferredListing', providerId: 2, shipperId: 8, listing: card }),
    driverAssignedNotification(
      {
        listingId: 7,
        shipperId: 2,
        providerId: 11,
        memberId: 9,
        assignedOn: '2026-01-01T00:00:00.000Z',
        assignedBy: 11,
      },
      { firstName: 'Drivername', mobilePhone: '+1 602 555 0199' },
    ),
    ...notificationsOf({
      eventName: 'MODIFY',
      oldImage: { entity: 'Bid', state: 'Active' },
      newImage: {
        entity: 'Bid',
        bidId: 1,
        listingId: 7,
        shipperId: 10,
        providerId: 2,
        state: 'Declined',
        declination: {
          reason: 'PriceTooHigh',
          comment: 'Shipper declining words',
          declinedOn: '2026-01-01T00:00:00.000Z',
        },
      },
    }),
    ...insert({
      entity: 'Attachment',
      listingId: 7,
      attachmentId: 'a1',
      type: 'Photo',
      contentType: 'image/png',
      fileName: 'uploader-file-name.pdf',
      sizeBytes: 9,
      uploadedBy: 12,
      shipperId: 12,
      providerId: 2,
    }),
  ];
  const asItems = (draft: NotificationDraft) => [
    { entity: 'Notification', ...draft },
    {
      entity: 'WebhookDelivery',
      eventType: eventTypeOfKind[draft.kind],
      event: cloudEvent(draft, 'd1', '2026-01-01T00:00:00.000Z', 'urn:test'),
      copiedFrom: draft.copiedFrom,
    },
  ];
  const everyWord = Object.values(words).flat();

  it('has a draft of every kind that quotes, and each says whose its copies are', () => {
    expect(new Set(drafts.map((d) => d.kind))).toEqual(new Set(quotingKinds));
    for (const draft of drafts) {
      for (const quote of notificationQuotes[draft.kind as (typeof quotingKinds)[number]])
        expect(draft.copiedFrom?.[quote.from], `${draft.kind} ${quote.from}`).toEqual(expect.any(Number));
      // each quoted word in it is of a person it names
      const named = Object.values(draft.copiedFrom ?? {}).flatMap((id) => words[id] ?? []);
      for (const word of everyWord)
        if (JSON.stringify(draft).includes(word)) expect(named, `${draft.kind}: ${word}`).toContain(word);
    }
  });

  it('erasing a person takes every word of theirs from the notification and its delivery, and nothing of anyone else', () => {
    for (const draft of drafts) {
      for (const item of asItems(draft)) {
        for (const id of Object.values(draft.copiedFrom ?? {})) {
          const erased = JSON.stringify(copiesErased(item, id));
          for (const word of words[id]!)
            expect(erased, `${draft.kind} ${item.entity} without ${word}`).not.toContain(word);
          const others = everyWord.filter((word) => !words[id]!.includes(word) && JSON.stringify(item).includes(word));
          for (const word of others) expect(erased, `${draft.kind} ${item.entity} keeps ${word}`).toContain(word);
        }
        expect(copiesErased(item, 999)).toBe(item);
      }
    }
    const asked = asItems(drafts.find((d) => d.kind === 'QuestionAsked')!)[0]!;
    expect((copiesErased(asked, 3) as { message?: string }).message).toBe(
      `${PLACEHOLDER_NAME} asked on listing 7: [removed: the account was closed]`,
    );
    const driver = asItems(drafts.find((d) => d.kind === 'DriverAssigned')!)[0]!;
    expect((copiesErased(driver, 9) as { message?: string }).message).toBe(
      `${PLACEHOLDER_NAME} will drive your shipment (listing 7): [removed: the account was closed].`,
    );
  });
});
