import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { brotliDecompressSync } from 'node:zlib';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { paginateScan, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { apiForThisFile } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { profileImageRequest, uniquePerson } from '../support/people.ts';
import { db } from '../../shared/data/client.ts';
import { bucketName, s3 } from '../../shared/storage/client.ts';
import { runPrivacyJobs } from '../../shared/domain/privacy/jobs.ts';

// docs/privacy.md, "Closure", the test: a person with a unique name, email, phone and street
// does a whole flow (profile image, listings, bids, a booking with its Bill of Lading, questions,
// messages), is exported (the export holds each string), closes the account, and after the erasure
// job (run here step by step, once killed halfway) a scan of the table and of the bucket finds
// none of those strings outside the shipment kept for the carrier, who still reads it.
// The stage's own schedule is off for this file: this test runs the job.

const api = apiForThisFile({ scheduleIntervalMs: 3_600_000 });
const idOf = (res: { headers: Headers }) => Number(res.headers.get('location')!.split('/').pop());

/**
 * Every item's text (compressed list views opened), and every object's, that holds one of the strings; kept records
 * aside.
 */
async function whereFound(
  strings: string[],
  isKept: (item: Record<string, unknown>) => boolean,
  keptPrefix: string,
): Promise<string[]> {
  const found: string[] = [];
  const look = (where: string, text: string) => {
    for (const s of strings) if (text.includes(s)) found.push(`${where}: ${s}`);
  };
  for await (const page of paginateScan({ client: db() }, { TableName: api.tableName })) {
    for (const item of page.Items ?? []) {
      if (isKept(item)) continue;
      look(
        `${item.PK} ${item.SK} (${item.entity})`,
        JSON.stringify(item, (_k, v) =>
          v instanceof Uint8Array ? brotliDecompressSync(v).toString('utf8') : v instanceof Set ? [...v] : v,
        ),
      );
    }
  }
  const { Contents = [] } = await s3().send(new ListObjectsV2Command({ Bucket: bucketName() }));
  for (const { Key } of Contents) {
    if (Key!.startsWith(keptPrefix)) continue;
    const object = await s3().send(new GetObjectCommand({ Bucket: bucketName(), Key }));
    look(`s3 ${Key}`, Buffer.from(await object.Body!.transformToByteArray()).toString('latin1'));
  }
  return found;
}

const erasureCursor = async () => {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: api.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': 'PRIVACYJOBS' },
      ConsistentRead: true,
    }),
  );
  return Items.find((job) => job.kind === 'Erasure') as
    | { cursor?: Record<string, unknown>; emailAddress?: string }
    | undefined;
};

describe('closing an account, then a scan', () => {
  it('finds none of its strings outside the kept shipment, after an erasure killed halfway and resumed; the carrier still reads the shipment', async () => {
    const person = await uniquePerson('Shipper');
    const carrier = await api.user('ServiceProvider');
    const other = await api.user('ServiceProvider');
    const fullName = `${person.firstName} ${person.lastName}`;

    expect(
      (await api.call('POST', '/v2/profiles/images', { key: person.key, ...(await profileImageRequest()) })).status,
    ).toBe(201);
    const [pickup, delivery] = listingBody().route.items;
    const fromHome = {
      ...pickup,
      address: {
        ...pickup!.address,
        streetAddress: person.street,
        contactFullName: fullName,
        contactPhoneNumber: person.mobilePhone,
      },
      contact: { name: fullName, phoneNumber: person.mobilePhone, email: person.emailAddress },
    };
    const body = (title: string) =>
      listingBody({ title, route: { items: [fromHome, delivery] }, confidentialDescription: `Ask for ${fullName}` });
    const booked = idOf(
      await api.call('POST', '/v2/listings', { key: person.key, body: body(`${person.lastName} family sedan`) }),
    );
    const open = idOf(
      await api.call('POST', '/v2/listings', { key: person.key, body: body(`${person.lastName} pickup truck`) }),
    );

    const bid = await api.call('POST', `/v2/listings/${booked}/bids`, { key: carrier.key, body: bidBody() });
    expect((await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, { key: person.key })).status).toBe(200);
    expect((await api.call('POST', `/v2/listings/${open}/bids`, { key: other.key, body: bidBody(950) })).status).toBe(
      201,
    );
    const question = await api.call('POST', `/v2/listings/${open}/questions`, {
      key: other.key,
      body: { text: 'Is there a loading dock?' },
    });
    expect(question.status).toBe(201);
    expect(
      (
        await api.call('PUT', `/v2/listings/${open}/questions/${question.body.questionId}/answer`, {
          key: person.key,
          body: { text: `No dock: park on ${person.street}` },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.call('POST', `/v2/listings/${booked}/messages`, {
          key: person.key,
          body: { text: `Call me on ${person.mobilePhone}, ${fullName}` },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await api.call('POST', `/v2/listings/${booked}/messages`, {
          key: carrier.key,
          body: { text: `Will do, ${fullName}.` },
        })
      ).status,
    ).toBe(201);
    const documents = await eventually(
      async () =>
        (await api.call('GET', `/v2/listings/${booked}/attachments`, { key: carrier.key })).body.items as any[],
      (items) => items.some((d) => d.type.value === 'BillOfLading'),
      'the booking’s Bill of Lading',
    );

    // files a request stopped before their record left under the person's own prefixes (docs/privacy.md)
    for (const prefix of ['profile-images', 'certificates'])
      await s3().send(
        new PutObjectCommand({
          Bucket: bucketName(),
          Key: `${prefix}/${person.user.userId}/${randomUUID()}.pdf`,
          Body: `Insured: ${fullName}, ${person.street}`,
        }),
      );
    // and what the erasure must leave: another user's files, the carrier's and one whose id starts with the person's
    const othersFiles = ['profile-images', 'certificates'].flatMap((prefix) => [
      `${prefix}/${carrier.user.userId}/${randomUUID()}.pdf`,
      `${prefix}/${person.user.userId}7/${randomUUID()}.pdf`,
    ]);
    for (const Key of othersFiles)
      await s3().send(new PutObjectCommand({ Bucket: bucketName(), Key, Body: `kept: ${Key}` }));
    const bytesOf = async (Key: string) =>
      Buffer.from(
        await (await s3().send(new GetObjectCommand({ Bucket: bucketName(), Key }))).Body!.transformToByteArray(),
      ).toString('utf8');

    // the export holds every string (the privacy job, run here)
    const asked = await api.call('POST', '/v2/users/me/export', { key: person.key });
    expect(asked.status).toBe(202);
    await runPrivacyJobs();
    const ready = await api.call('GET', new URL(asked.headers.get('location')!).pathname, { key: person.key });
    const exported = await (await fetch(ready.body.link.href)).text();
    for (const s of person.strings) expect(exported, s).toContain(s);

    // kept: the shipment, and what the carrier wrote itself (its message names the person: its own words)
    const kept = (item: Record<string, unknown>) =>
      (item.PK === `LISTING#${booked}` &&
        (['Listing', 'ListingState', 'ListingEntry', 'TransitRecord'].includes(String(item.entity)) ||
          (item.entity === 'Attachment' && ['BillOfLading', 'DeliveryReceipt'].includes(String(item.type))))) ||
      (item.entity === 'Bid' && item.listingId === booked && item.state === 'Accepted') ||
      (item.entity === 'Message' && item.senderId === carrier.user.userId);
    const keptPrefix = `attachments/${booked}/`;
    // the scan can find them: before the erasure they are in the user, the listings, the export, others' inboxes ...
    const before = await whereFound(person.strings, kept, keptPrefix);
    expect(before.length).toBeGreaterThan(10);

    expect(
      (await api.call('DELETE', '/v2/users/me', { key: person.key, body: { password: person.password } })).status,
    ).toBe(202);
    // a run that stops after one page leaves its place; then a run killed mid-way
    expect(await runPrivacyJobs({ maxPages: 1, pageSize: 10 })).toEqual({ done: 0, waiting: 1 });
    const first = (await erasureCursor())!.cursor;
    expect(first).toBeTruthy();
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/privacy-jobs-run.ts', '--page-size', '5'], {
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: 'ignore',
    });
    await eventually(
      erasureCursor,
      (job) => job !== undefined && JSON.stringify(job.cursor) !== JSON.stringify(first),
      'the killed run’s progress',
    );
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    // killed before the end, its job as it was, and still leased to the killed run: the next run
    // leaves it until the lease ends (here at once, as if its minute had passed), then goes on
    expect((await erasureCursor()) as unknown).toMatchObject({
      emailAddress: person.emailAddress,
      leaseHolder: expect.any(String),
    });
    expect(await runPrivacyJobs({ pageSize: 25 })).toEqual({ done: 0, waiting: 1 });
    const job = (await erasureCursor()) as unknown as { SK: string };
    await db().send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: { PK: 'PRIVACYJOBS', SK: job.SK },
        UpdateExpression: 'SET leaseUntil = :ended',
        ExpressionAttributeValues: { ':ended': Date.now() - 1 },
      }),
    );
    expect(await runPrivacyJobs({ pageSize: 25 })).toEqual({ done: 1, waiting: 0 });
    expect(await erasureCursor()).toBeUndefined();
    for (const Key of othersFiles) expect(await bytesOf(Key), Key).toBe(`kept: ${Key}`);

    // the notices of the closure's own changes (bids closed, listing cancelled) land by the stream
    await eventually(
      () => whereFound(person.strings, kept, keptPrefix),
      (found) => found.length === 0,
      'nothing of the person outside the kept shipment',
    ).catch(async () => {
      expect(await whereFound(person.strings, kept, keptPrefix)).toEqual([]); // says where
    });

    // the carrier still reads its shipment: the listing, its history, its Bill of Lading
    expect((await api.call('GET', `/v2/listings/${booked}`, { key: carrier.key })).status).toBe(200);
    expect((await api.call('GET', `/v2/listings/${booked}/transitStatuses`, { key: carrier.key })).status).toBe(200);
    const bol = documents.find((d) => d.type.value === 'BillOfLading');
    expect(
      (await api.call('GET', `/v2/listings/${booked}/attachments/${bol.attachmentId}`, { key: carrier.key })).status,
    ).toBe(200);
    const messages = (await api.call('GET', `/v2/listings/${booked}/messages`, { key: carrier.key })).body
      .items as any[];
    // the person's own message erased; the carrier's is the carrier's words, and stays (docs/privacy.md, "Copies")
    expect(messages.map((m) => m.text)).toEqual(
      expect.arrayContaining([expect.stringContaining('[removed'), `Will do, ${fullName}.`]),
    );
    expect((await api.call('GET', `/v2/users/${person.user.userId}/profile`, { key: carrier.key })).status).toBe(404);
    // the closed party by the name on the documents only: the contacts name it by the placeholder
    const contacts = await api.call('GET', `/v2/listings/${booked}/contacts`, { key: carrier.key });
    expect(contacts.status).toBe(200);
    expect(contacts.body.Shipper).toMatchObject({
      name: 'Closed account',
      companyName: 'Closed account',
      user: { userId: person.user.userId, displayName: 'Closed account' },
    });
    expect(JSON.stringify(contacts.body.Shipper)).not.toMatch(
      new RegExp(person.strings.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')),
    );
  });
});
