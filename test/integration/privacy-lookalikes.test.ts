import { randomUUID } from 'node:crypto';
import { paginateScan, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { apiForThisFile } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { personWith, type Looks } from '../support/people.ts';
import { joinCompany } from '../support/teams.ts';
import { receiver } from '../support/webhook-receiver.ts';
import { db } from '../../shared/data/client.ts';
import { peopleOf } from '../../shared/domain/privacy/inventory.ts';

// docs/privacy.md, "Copies": closing an account erases that person and nobody else. Two people who
// look alike (the same name, phones, street, company name, listing title and stop contact; one of
// them a company's member) and a carrier who deals with both: after one closes and its erasure has
// run (the stage's own schedule), every item of the other, and every copy a third party holds of
// the other's words, is as it was, attribute for attribute; the copies of the closed one's words
// are gone. The same for a removed driver whose colleague shares its name and phone line.

const api = apiForThisFile({ email: true, scheduleIntervalMs: 1000 });
const idOf = (res: { headers: Headers }) => Number(res.headers.get('location')!.split('/').pop());
const unique = (who: string) => `${who}-${randomUUID().slice(0, 8)}@lookalike.example`;

type Item = Record<string, unknown>;
const keyOf = (item: Item) => `${item.PK} ${item.SK}`;
const copiedFromIds = (item: Item) => Object.values((item.copiedFrom ?? {}) as Record<string, number>);

/** The items a table scan finds that `belongs` says are of the people looked at, by their keys. */
async function itemsOf(belongs: (item: Item) => boolean): Promise<Record<string, Item>> {
  const found: Record<string, Item> = {};
  for await (const page of paginateScan({ client: db() }, { TableName: api.tableName, ConsistentRead: true })) {
    for (const item of page.Items ?? []) if (belongs(item)) found[keyOf(item)] = item;
  }
  return found;
}

/**
 * Until the erasure job has finished (the privacy job's list is empty) and the stream's consumers have applied what it
 * set off.
 */
async function erasureDone(): Promise<void> {
  await eventually(
    async () =>
      (
        await db().send(
          new QueryCommand({
            TableName: api.tableName,
            KeyConditionExpression: 'PK = :pk',
            ExpressionAttributeValues: { ':pk': 'PRIVACYJOBS' },
            ConsistentRead: true,
          }),
        )
      ).Count ?? 0,
    (count) => count === 0,
    'the erasure job done',
  );
  await eventually(async () => api.streamCaughtUp(), Boolean, 'the stream’s consumers caught up');
}

const inboxOf = async (key: string, kind: string) =>
  (
    (await api.call('GET', '/v2/notifications?$top=100', { key })).body.items as {
      kind: string;
      message: string;
      data: any;
    }[]
  ).filter((n) => n.kind === kind);

describe('closing one of two look-alikes', () => {
  it('leaves every item of the other as it was, and every copy of the other’s words; the closed one’s copies are erased', async () => {
    const looks: Looks = {
      firstName: 'Jordan',
      lastName: 'Rivera',
      mobilePhone: '+1 512 555 0142',
      homePhone: '+1 512 555 0143',
      street: '123 Main St',
      companyName: 'Rivera Moving',
    };
    const fullName = `${looks.firstName} ${looks.lastName}`;
    const title = 'Blue sofa from Austin';
    const [pickup, delivery] = listingBody().route.items;
    const sofa = listingBody({
      title,
      items: [{ commodity: 'Furniture', unitCount: 1 }],
      serviceTypes: ['BlanketWrap'],
      route: {
        items: [
          {
            ...pickup,
            address: {
              ...pickup!.address,
              streetAddress: looks.street,
              contactFullName: fullName,
              contactPhoneNumber: looks.mobilePhone,
            },
            contact: { name: fullName, phoneNumber: looks.mobilePhone },
          },
          delivery,
        ],
      },
    });

    // the carrier hears of every sofa (a saved search with instant alerts), in its inbox and by webhook
    const carrier = await api.user('ServiceProvider');
    expect(
      (
        await api.call('POST', '/v2/searches', {
          key: carrier.key,
          body: { name: 'Sofas', query: { commodities: ['Furniture'] }, alerts: 'instant' },
        })
      ).status,
    ).toBe(201);
    const hooks = receiver(200);
    const eventTypes = ['Listing.Matched/v1', 'Listing.QuestionAnswered/v1', 'Bid.Declined/v1'];
    expect(
      (await api.call('POST', '/v2/webhooks', { key: carrier.key, body: { url: await hooks.start(), eventTypes } }))
        .status,
    ).toBe(201);
    // the one who closes; the other, an agent of a company that looks the same
    const closing = await personWith('Shipper', looks, unique('closing'), 'Closing-42');
    const company = await personWith('Shipper', looks, unique('company'), 'Company-42');
    const other = await joinCompany(api, company.key, 'Agent', {
      emailAddress: unique('other'),
      firstName: looks.firstName,
      lastName: looks.lastName,
      mobilePhone: looks.mobilePhone,
    });

    const closingListing = idOf(await api.call('POST', '/v2/listings', { key: closing.key, body: sofa }));
    const otherListing = idOf(await api.call('POST', '/v2/listings', { key: other.key, body: sofa }));
    const answer = { text: `No dock: park on ${looks.street} and ask for ${fullName}` };
    const decline = { reason: 'DatesNotCompatible', comment: `Too late for the ${title}` };
    for (const [listingId, key] of [
      [closingListing, closing.key],
      [otherListing, other.key],
    ] as const) {
      const question = await api.call('POST', `/v2/listings/${listingId}/questions`, {
        key: carrier.key,
        body: { text: 'Is there a loading dock?' },
      });
      expect(
        (
          await api.call('PUT', `/v2/listings/${listingId}/questions/${question.body.questionId}/answer`, {
            key,
            body: answer,
          })
        ).status,
      ).toBe(200);
      const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier.key, body: bidBody(700) });
      expect((await api.call('POST', `/v2/bids/${bid.body.bidId}/declination`, { key, body: decline })).status).toBe(
        200,
      );
    }
    // the carrier's inbox holds copies of both: the matches' cards, the answers, the declinations
    for (const kind of ['ListingMatched', 'QuestionAnswered', 'BidDeclined']) {
      await eventually(
        () => inboxOf(carrier.key, kind),
        (items) => items.length === 2,
        `the carrier's two ${kind}`,
      );
    }
    await eventually(
      async () => hooks.received.length,
      (count) => count === 6,
      'the six deliveries received',
    );
    await eventually(async () => api.streamCaughtUp(), Boolean, 'the stream’s consumers caught up');

    // the other's: its own items, its company's, its listing's partition, and every copy of its words
    const theirs = [other.memberId, company.user.userId];
    const ofTheOther = (item: Item) =>
      peopleOf(item).some((id) => theirs.includes(id)) ||
      String(item.PK).startsWith(`LISTING#${otherListing}`) ||
      copiedFromIds(item).some((id) => theirs.includes(id));
    const before = await itemsOf(ofTheOther);
    const copies = (items: Record<string, Item>) =>
      Object.values(items).filter((item) => copiedFromIds(item).some((id) => theirs.includes(id)));
    // its saved search's match, and a notification and a delivery of each: the match, the answer, the declination;
    // and the match's email, waiting for the hourly digest its kind has by default (docs/notifications.md, "Digests")
    expect(
      copies(before)
        .map((item) => item.entity)
        .sort(),
    ).toEqual([
      'EmailDigestEvent',
      'ListingMatch',
      ...Array(3).fill('Notification'),
      ...Array(3).fill('WebhookDelivery'),
    ]);
    expect(JSON.stringify(before)).toContain(title);

    expect(
      (await api.call('DELETE', '/v2/users/me', { key: closing.key, body: { password: closing.password } })).status,
    ).toBe(202);
    await erasureDone();

    expect(await itemsOf(ofTheOther)).toEqual(before);
    const listed = await api.call('GET', `/v2/listings/${otherListing}`, { key: other.key });
    expect(listed.body).toMatchObject({ title, status: { value: 'Active' } });
    expect(JSON.stringify(listed.body.route)).toContain(looks.street);
    expect((await api.call('GET', '/v2/', { key: other.key })).body).toMatchObject({
      firstName: looks.firstName,
      lastName: looks.lastName,
      companyName: looks.companyName,
    });

    // the closed one's words are gone from every copy of them, found by whose they are
    const closedCopies = Object.values(await itemsOf((item) => copiedFromIds(item).includes(closing.user.userId)));
    expect(closedCopies.map((item) => item.entity).sort()).toEqual([
      'EmailDigestEvent',
      'ListingMatch',
      ...Array(3).fill('Notification'),
      ...Array(3).fill('WebhookDelivery'),
    ]);
    for (const item of closedCopies)
      for (const words of [title, looks.street, fullName, decline.comment])
        expect(JSON.stringify(item), `${keyOf(item)}`).not.toContain(words);
    const answered = await inboxOf(carrier.key, 'QuestionAnswered');
    expect(answered.map((n) => n.message).sort()).toEqual([
      `A question on listing ${closingListing} was answered: [removed: the account was closed]`,
      `A question on listing ${otherListing} was answered: ${answer.text}`,
    ]);
    await hooks.stop();
  });
});

describe('removing one of two drivers on the same phone line', () => {
  it('leaves the colleague’s items, and the shipper’s notice of the colleague, as they were', async () => {
    const shipper = await api.user('Shipper');
    const carrier = await api.user('ServiceProvider');
    const line = { firstName: 'Sam', lastName: 'Ortiz', mobilePhone: '+1 512 555 0199' };
    const [removed, colleague] = [
      await joinCompany(api, carrier.key, 'Driver', { ...line, emailAddress: unique('removed') }),
      await joinCompany(api, carrier.key, 'Driver', { ...line, emailAddress: unique('colleague') }),
    ];
    const loads: number[] = [];
    for (const driver of [removed, colleague]) {
      const listingId = idOf(await api.call('POST', '/v2/listings', { key: shipper.key, body: listingBody() }));
      const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier.key, body: bidBody(800) });
      expect((await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, { key: shipper.key })).status).toBe(200);
      expect(
        (
          await api.call('PUT', `/v2/listings/${listingId}/driver`, {
            key: carrier.key,
            body: { memberId: driver.memberId },
          })
        ).status,
      ).toBe(200);
      loads.push(listingId);
    }
    await eventually(
      () => inboxOf(shipper.key, 'DriverAssigned'),
      (items) => items.length === 2,
      'the shipper told of both drivers',
    );
    await eventually(async () => api.streamCaughtUp(), Boolean, 'the stream’s consumers caught up');

    const ofTheColleague = (item: Item) =>
      peopleOf(item).includes(colleague.memberId) || copiedFromIds(item).includes(colleague.memberId);
    const before = await itemsOf(ofTheColleague);
    expect(Object.values(before).filter((item) => item.entity === 'Notification')).toHaveLength(1);

    expect((await api.call('DELETE', `/v2/users/me/members/${removed.memberId}`, { key: carrier.key })).status).toBe(
      204,
    );
    await erasureDone();

    expect(await itemsOf(ofTheColleague)).toEqual(before);
    expect((await api.call('GET', `/v2/listings/${loads[1]}/contacts`, { key: shipper.key })).body.driver).toEqual({
      firstName: line.firstName,
      mobilePhone: line.mobilePhone,
    });
    const told = await inboxOf(shipper.key, 'DriverAssigned');
    expect(told.map((n) => n.message).sort()).toEqual([
      `Closed account will drive your shipment (listing ${loads[0]}): [removed: the account was closed].`,
      `${line.firstName} will drive your shipment (listing ${loads[1]}): ${line.mobilePhone}.`,
    ]);
  });
});
