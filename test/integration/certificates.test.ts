import { describe, expect, inject, it } from 'vitest';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { eventually } from '../support/eventually.ts';
import { multipart, onePagePdf, onePixelPng as png } from '../support/multipart.ts';
import { uniquePerson } from '../support/people.ts';
import { db } from '../../shared/data/client.ts';
import { CERTIFICATE_REMINDERS, keys } from '../../shared/data/keys.ts';
import { bucketName, s3 } from '../../shared/storage/client.ts';

// docs/vetting.md, "Certificates of insurance", over HTTP: a provider's PDFs and what they certify, counted toward a
// listing's insurance minimums while in force and for nothing after, their expiry told 30 and 7 days ahead by the
// ProviderVetter job (here every second) as Provider.CertificateExpiring/v1, and erased with the account.

const api = apiForThisFile({ scheduleIntervalMs: 1000, email: true });
const DAY = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const certificatePdf = () => onePagePdf('CERTIFICATE OF LIABILITY INSURANCE');
const fieldsOf = (overrides: Record<string, string | undefined> = {}) =>
  Object.fromEntries(
    Object.entries({
      insurer: 'Great Plains Casualty',
      policyNumber: 'GPC-88-1042',
      cargoInsurance: '250000',
      expiresOn: dayFromNow(90),
      ...overrides,
    }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
const upload = async (key: string, fields = fieldsOf(), file?: { data: Buffer; type: string; filename?: string }) =>
  api.call('POST', '/v2/users/me/vetting/certificates', {
    key,
    ...(await multipart(fields, [
      {
        name: 'file',
        type: file?.type ?? 'application/pdf',
        data: file?.data ?? (await certificatePdf()),
        filename: file?.filename ?? 'acord-25.pdf',
      },
    ])),
  });
const inbox = async (key: string) =>
  ((await api.call('GET', '/v2/notifications?$top=100', { key })).body.items as any[]).filter(
    (n) => n.kind === 'CertificateExpiring',
  );
const mailTo = async (address: string): Promise<{ subject: string }[]> =>
  ((await (await fetch(`${inject('mailDev').webUrl}/api/email`)).json()) as any[]).filter((m) =>
    m.to.some((t: { address: string }) => t.address === address),
  );
const remindersOf = async (certificateId: string) => {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: api.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': CERTIFICATE_REMINDERS },
      ConsistentRead: true,
    }),
  );
  return Items.filter((item) => item.certificateId === certificateId).map((item) => item.days as number);
};
const objectExists = async (key: string) =>
  s3()
    .send(new HeadObjectCommand({ Bucket: bucketName(), Key: key }))
    .then(
      () => true,
      () => false,
    );

describe('POST, GET and DELETE /v2/users/me/vetting/certificates', () => {
  it('keeps a PDF and what it certifies; lists it, answers its PDF, shows it on the vetting and profile; removes it', async () => {
    const { key, user } = await api.user('ServiceProvider');
    const { key: shipper } = await api.user('Shipper');
    const expiresOn = dayFromNow(90);
    const pdf = await certificatePdf();
    const res = await upload(key, fieldsOf({ liabilityInsurance: '1000000', currencyType: 'USD', expiresOn }), {
      data: pdf,
      type: 'application/octet-stream',
      filename: 'C:\\scans\\acord-25.pdf',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const certificate = res.body;
    expect(certificate).toMatchObject({
      insurer: 'Great Plains Casualty',
      policyNumber: 'GPC-88-1042',
      cargoInsurance: { amount: 250_000, currencyType: 'USD' },
      liabilityInsurance: { amount: 1_000_000, currencyType: 'USD' },
      expiresOn,
      status: 'InForce',
      fileName: 'acord-25.pdf',
      sizeBytes: pdf.length,
    });
    const href = res.headers.get('location')!;
    expect(new URL(href).pathname).toBe(`/v2/users/me/vetting/certificates/${certificate.certificateId}`);
    expect((await api.call('GET', new URL(href).pathname, { key })).body).toEqual(certificate);
    const list = await api.call('GET', '/v2/users/me/vetting/certificates', { key });
    expect(list.body).toMatchObject({ totalCount: 1, items: [certificate] });
    // the PDF, by a short-lived signed address
    const content = await api.call('GET', `${new URL(href).pathname}/content`, { key });
    expect(content.status).toBe(302);
    const bytes = Buffer.from(await (await fetch(content.headers.get('location')!)).arrayBuffer());
    expect(bytes.equals(pdf)).toBe(true);

    // in force: on the provider's vetting, and on the summary a shipper weighs it by
    const inForce = [{ insurer: 'Great Plains Casualty', cargo: 250_000, liability: 1_000_000, expiresOn }];
    expect((await api.call('GET', '/v2/users/me/vetting', { key })).body).toMatchObject({
      status: 'Unverified',
      certificates: inForce,
    });
    const profile = await api.call('GET', `/v2/users/${user.userId}/profile`, { key: shipper });
    expect(profile.body.vettingSummary).toEqual({ status: 'Unverified', certificates: inForce });
    // its reminders wait for their days
    expect((await remindersOf(certificate.certificateId)).sort()).toEqual([30, 7].sort());

    // another provider knows nothing of it
    const { key: other } = await api.user('ServiceProvider');
    const theirs = await api.call('GET', new URL(href).pathname, { key: other });
    expect(theirs.status).toBe(404);
    expect(errorsOf(theirs.body)[0]!.field).toBe('certificateId');
    expect((await api.call('DELETE', new URL(href).pathname, { key: other })).status).toBe(404);

    const item = (
      await db().send(
        new GetCommand({
          TableName: api.tableName,
          Key: keys.certificate(user.userId, certificate.certificateId),
          ConsistentRead: true,
        }),
      )
    ).Item!;
    expect(await objectExists(item.objectKey)).toBe(true);
    expect((await api.call('DELETE', new URL(href).pathname, { key })).status).toBe(204);
    expect((await api.call('GET', new URL(href).pathname, { key })).status).toBe(404);
    expect((await api.call('DELETE', new URL(href).pathname, { key })).status).toBe(404);
    expect(await objectExists(item.objectKey)).toBe(false);
    expect(await remindersOf(certificate.certificateId)).toEqual([]);
    expect((await api.call('GET', '/v2/users/me/vetting', { key })).body.certificates).toEqual([]);
    expect((await api.call('GET', `/v2/users/${user.userId}/profile`, { key: shipper })).body.vettingSummary).toEqual({
      status: 'Unverified',
    });
  });

  it('anything short of a PDF, an amount and a day to come is a 400 naming the field; only a provider; a key', async () => {
    const { key } = await api.user('ServiceProvider');
    const refusals: [Record<string, string>, { data: Buffer; type: string } | undefined, string][] = [
      [fieldsOf(), { data: png, type: 'image/png' }, 'file'],
      [fieldsOf(), { data: await certificatePdf(), type: 'image/png' }, 'file'],
      [fieldsOf({ cargoInsurance: undefined }), undefined, 'cargoInsurance'],
      [fieldsOf({ cargoInsurance: '0', liabilityInsurance: '0' }), undefined, 'cargoInsurance'],
      [fieldsOf({ cargoInsurance: 'lots' }), undefined, 'cargoInsurance'],
      [fieldsOf({ liabilityInsurance: '-5' }), undefined, 'liabilityInsurance'],
      [fieldsOf({ currencyType: 'CAD' }), undefined, 'currencyType'],
      [fieldsOf({ expiresOn: dayFromNow(-1) }), undefined, 'expiresOn'],
      [fieldsOf({ expiresOn: 'next spring' }), undefined, 'expiresOn'],
      [fieldsOf({ insurer: '  ' }), undefined, 'insurer'],
      [fieldsOf({ policyNumber: undefined }), undefined, 'policyNumber'],
    ];
    for (const [fields, file, field] of refusals) {
      const res = await upload(key, fields, file);
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(errorsOf(res.body).map((e) => e.field)).toContain(field);
    }
    const noFile = await api.call('POST', '/v2/users/me/vetting/certificates', {
      key,
      ...(await multipart(fieldsOf(), [])),
    });
    expect(noFile.status).toBe(400);
    expect(errorsOf(noFile.body)[0]!.field).toBe('file');
    // an expiry given as a date-time is its day
    const dated = await upload(key, fieldsOf({ expiresOn: `${dayFromNow(40)}T17:00:00Z` }));
    expect(dated.status).toBe(201);
    expect(dated.body.expiresOn).toBe(dayFromNow(40));
    expect((await api.call('GET', '/v2/users/me/vetting/certificates', { key })).body.totalCount).toBe(1);

    const { key: shipper } = await api.user('Shipper');
    expect((await upload(shipper)).status).toBe(403);
    expect((await api.call('GET', '/v2/users/me/vetting/certificates', { key: shipper })).status).toBe(403);
    expect((await api.call('GET', '/v2/users/me/vetting/certificates')).status).toBe(401);
    expect((await upload('not-a-key')).status).toBe(401);
  });

  it('an expiresOn the calendar does not have is a 400 naming it, and nothing is stored (issue 79)', async () => {
    const { key, user } = await api.user('ServiceProvider');
    const year = new Date().getUTCFullYear() + 1;
    for (const expiresOn of [`${year}-02-30`, `${year}-13-01`, `${year}-04-31`, `${year}-02-30T12:00:00Z`]) {
      const res = await upload(key, fieldsOf({ expiresOn }));
      expect(res.status, `${expiresOn}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(errorsOf(res.body)).toEqual([
        expect.objectContaining({ code: 40001, field: 'expiresOn', reason: 'expiresOn: must be a date (YYYY-MM-DD)' }),
      ]);
    }
    // a leap day is one
    const leapYear = [year, year + 1, year + 2, year + 3].find((y) => y % 4 === 0)!;
    const leapDay = await upload(key, fieldsOf({ policyNumber: 'LEAP', expiresOn: `${leapYear}-02-29` }));
    expect(leapDay.status, JSON.stringify(leapDay.body)).toBe(201);
    expect(leapDay.body.expiresOn).toBe(`${leapYear}-02-29`);
    const { Items = [] } = await db().send(
      new QueryCommand({
        TableName: api.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: {
          ':pk': keys.certificatesOf(user.userId).PK,
          ':sk': keys.certificatesOf(user.userId).SKPrefix,
        },
        ConsistentRead: true,
      }),
    );
    expect(Items.map((item) => item.expiresOn)).toEqual([`${leapYear}-02-29`]);
  });

  it("counts toward a listing's insurance minimum while in force, and for nothing once expired", async () => {
    const { key: shipper } = await api.user('Shipper');
    const post = async () => {
      const res = await api.call('POST', '/v2/listings', {
        key: shipper,
        body: listingBody({
          providerRequirements: { minimumCargoInsurance: { amount: 250_000, currencyType: 'USD' } },
        }),
      });
      expect(res.status).toBe(201);
      return Number(res.headers.get('location')!.split('/').pop());
    };
    const { key, user } = await api.user('ServiceProvider');
    const bid = (listingId: number) => api.call('POST', `/v2/listings/${listingId}/bids`, { key, body: bidBody() });
    // no FMCSA record and no certificate: nothing on file
    const first = await post();
    const refused = await bid(first);
    expect(refused.status).toBe(403);
    expect(errorsOf(refused.body)[0]!.field).toBe('providerRequirements.minimumCargoInsurance');
    const certificate = (await upload(key, fieldsOf({ cargoInsurance: '250000', expiresOn: dayFromNow(60) }))).body;
    expect((await bid(first)).status).toBe(201);
    // the bidder is weighed with it
    const bids = await api.call('GET', `/v2/listings/${first}/bids`, { key: shipper });
    expect(bids.body.items[0].vettingSummary.certificates).toEqual([
      { insurer: 'Great Plains Casualty', cargo: 250_000, liability: 0, expiresOn: dayFromNow(60) },
    ]);

    // its last day passes (the clock moved: the day is set back in the table, as time would leave it)
    const yesterday = dayFromNow(-1);
    for (const [key, day] of [
      [keys.certificate(user.userId, certificate.certificateId), 'expiresOn'],
      [keys.certificateCover(user.userId), 'certificates[0].expiresOn'],
    ] as const)
      await db().send(
        new UpdateCommand({
          TableName: api.tableName,
          Key: key,
          UpdateExpression: `SET ${day} = :day`,
          ExpressionAttributeValues: { ':day': yesterday },
        }),
      );
    const expired = await api.call('GET', `/v2/users/me/vetting/certificates/${certificate.certificateId}`, { key });
    expect(expired.body).toMatchObject({ status: 'Expired', expiresOn: yesterday });
    expect((await api.call('GET', '/v2/users/me/vetting', { key })).body.certificates).toEqual([]);
    const second = await bid(await post());
    expect(second.status).toBe(403);
    expect(errorsOf(second.body)[0]!.field).toBe('providerRequirements.minimumCargoInsurance');
  });

  it('tells the provider 30 and 7 days before a certificate expires, by inbox and email, once each', async () => {
    const { key, user } = await api.user('ServiceProvider');
    const inTwenty = (await upload(key, fieldsOf({ policyNumber: 'TWENTY', expiresOn: dayFromNow(20) }))).body;
    const inFive = (await upload(key, fieldsOf({ policyNumber: 'FIVE', expiresOn: dayFromNow(5) }))).body;
    // 20 days ahead: the 30-day reminder at once, the 7-day one on its day; 5 days ahead: the 7-day one at once
    const told = await eventually(
      () => inbox(key),
      (items) => items.length >= 2,
      'the reminders due',
    );
    expect(told.map((n) => n.data).sort((a, b) => a.daysBefore - b.daysBefore)).toEqual([
      {
        providerId: user.userId,
        certificateId: inFive.certificateId,
        insurer: 'Great Plains Casualty',
        policyNumber: 'FIVE',
        expiresOn: dayFromNow(5),
        daysBefore: 7,
      },
      {
        providerId: user.userId,
        certificateId: inTwenty.certificateId,
        insurer: 'Great Plains Casualty',
        policyNumber: 'TWENTY',
        expiresOn: dayFromNow(20),
        daysBefore: 30,
      },
    ]);
    expect(await remindersOf(inTwenty.certificateId)).toEqual([7]);
    expect(await remindersOf(inFive.certificateId)).toEqual([]);
    const mails = await eventually(
      () => mailTo(user.emailAddress),
      (found) => found.filter((m) => m.subject.startsWith('Your certificate of insurance')).length >= 2,
      'the reminders by email',
    );
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `Your certificate of insurance expires on ${dayFromNow(5)}`,
        `Your certificate of insurance expires on ${dayFromNow(20)}`,
      ].sort(),
    );
    // the job runs every second: a reminder told is gone, so none is told twice. A third certificate's reminder,
    // told by a later run, finds the first two told once each
    const inTwentyFive = (await upload(key, fieldsOf({ policyNumber: 'LATER', expiresOn: dayFromNow(25) }))).body;
    const after = await eventually(
      () => inbox(key),
      (items) => items.some((n) => n.data.certificateId === inTwentyFive.certificateId),
      'a later run’s reminder',
    );
    expect(after.map((n) => n.data.policyNumber).sort()).toEqual(['FIVE', 'LATER', 'TWENTY']);
  });

  it("goes with its provider's account: the item, the cover, the reminders and the PDF", async () => {
    const person = await uniquePerson('ServiceProvider');
    const insurer = `${person.lastName} Mutual`;
    const certificate = (await upload(person.key, fieldsOf({ insurer }))).body;
    const item = (
      await db().send(
        new GetCommand({
          TableName: api.tableName,
          Key: keys.certificate(person.user.userId, certificate.certificateId),
          ConsistentRead: true,
        }),
      )
    ).Item!;
    expect(
      (await api.call('DELETE', '/v2/users/me', { key: person.key, body: { password: person.password } })).status,
    ).toBe(202);
    // the stage's PrivacyJobs (every second here) erase it
    await eventually(
      async () => ({
        object: await objectExists(item.objectKey),
        items: (
          await db().send(
            new QueryCommand({
              TableName: api.tableName,
              KeyConditionExpression: 'PK = :pk',
              ExpressionAttributeValues: { ':pk': `USER#${person.user.userId}` },
              ConsistentRead: true,
            }),
          )
        ).Items!.filter((i) => String(i.entity).startsWith('Certificate')),
        reminders: await remindersOf(certificate.certificateId),
      }),
      (left) => !left.object && left.items.length === 0 && left.reminders.length === 0,
      'the closed account’s certificate erased',
    );
  });
});
