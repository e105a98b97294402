import { beforeAll, describe, expect, it } from 'vitest';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { extractText, getDocumentProxy } from 'unpdf';
import { PDFDocument } from 'pdf-lib';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { bidBody, listingBody, rateRequestBody } from '../support/listings.ts';
import { streamRecords } from '../support/stream.ts';
import { multipart, onePagePdf, onePixelPng as png, type FilePart } from '../support/multipart.ts';
import { handler as billOfLadingWriter } from '../../functions/attachments/bill-of-lading.ts';
import { toLambdaStreamRecord } from '../../infra/local/stream-poller.ts';
import { bucketName, s3 } from '../../shared/storage/client.ts';
import { MAX_ATTACHMENT_BYTES } from '../../shared/domain/attachments/types.ts';

// Listing documents end to end (docs/attachments.md): the Bill of Lading a stream consumer renders
// at booking, documents the parties upload, what strangers get, and the Listing.DocumentAdded/v1
// notification, over HTTP against DynamoDB Local and the S3 emulator.

const api = apiForThisFile();
let shipper: string;
let carrier: string;
let stranger: string;
let carrierId: number;
let shipperId: number;
beforeAll(async () => {
  ({
    key: shipper,
    user: { userId: shipperId },
  } = await api.user('Shipper', { companyName: 'Reyes Household Moves' }));
  ({
    key: carrier,
    user: { userId: carrierId },
  } = await api.user('ServiceProvider', { companyName: 'Desert Haul LLC', mcNumber: '884211', dotNumber: '3012345' }));
  ({ key: stranger } = await api.user('ServiceProvider'));
});

const pdfBytes = () => onePagePdf('Proof of delivery, signed D. Reyes');

const upload = async (key: string, listingId: number, fields: Record<string, string>, files: FilePart[]) =>
  api.call('POST', `/v2/listings/${listingId}/attachments`, { key, ...(await multipart(fields, files)) });

async function bookedListing(): Promise<number> {
  const created = await api.call('POST', '/v2/listings', {
    key: shipper,
    body: listingBody({ referenceNumbers: [{ type: 'PurchaseOrder', number: 'PO-7781' }] }),
  });
  const listingId = Number(created.headers.get('location')!.split('/').pop());
  const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier, body: bidBody(900) });
  expect((await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, { key: shipper })).status).toBe(200);
  return listingId;
}

/** The listing's documents once `expected` holds (the stream consumers follow the stream). */
async function documents(listingId: number, expected: (items: any[]) => boolean, key = shipper): Promise<any[]> {
  const read = async () => {
    const res = await api.call('GET', `/v2/listings/${listingId}/attachments`, { key });
    expect(res.status).toBe(200);
    return res.body.items as any[];
  };
  return eventually(read, expected, `the documents of listing ${listingId}`);
}
const billOfLading = (items: any[]) => items.find((a) => a.type.value === 'BillOfLading');

/** Follows the Content link as a client does: a 302 to a signed address, then the bytes. */
async function download(
  attachment: any,
  key: string,
): Promise<{ bytes: Buffer; contentType: string | null; disposition: string | null }> {
  const href = attachment.links.find((l: any) => l.rel === 'Content').href as string;
  const redirect = await api.call('GET', href.slice(api.url.length), { key });
  expect(redirect.status).toBe(302);
  expect(redirect.headers.get('cache-control')).toBe('no-store');
  const served = await fetch(redirect.headers.get('location')!);
  expect(served.status).toBe(200);
  return {
    bytes: Buffer.from(await served.arrayBuffer()),
    contentType: served.headers.get('content-type'),
    disposition: served.headers.get('content-disposition'),
  };
}

const textOf = async (bytes: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

describe('the Bill of Lading, generated at booking', () => {
  it('appears within seconds of acceptance, for both parties; its text names the listing, both cities, both parties and the items', async () => {
    const listingId = await bookedListing();
    const bol = billOfLading(await documents(listingId, (items) => Boolean(billOfLading(items))));
    expect(bol).toMatchObject({
      contentType: 'application/pdf',
      fileName: `bill-of-lading-${listingId}.pdf`,
      type: { value: 'BillOfLading', label: 'Bill of lading' },
    });
    expect(bol.uploadedBy).toBeUndefined();
    expect((await documents(listingId, (items) => Boolean(billOfLading(items)), carrier)).length).toBe(1);
    const { bytes, contentType, disposition } = await download(bol, carrier);
    expect(contentType).toBe('application/pdf');
    expect(disposition).toContain(`bill-of-lading-${listingId}.pdf`);
    expect(bytes.length).toBe(bol.sizeBytes);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const text = await textOf(bytes);
    for (const expected of [
      String(listingId),
      'Austin, TX 78704',
      'Tucson, AZ 85701',
      '1100 S Congress Ave',
      '455 W Congress St',
      'PO-7781',
      'Reyes Household Moves',
      'Desert Haul LLC',
      'MC 884211',
      'Toyota Camry',
      'Gate code 4411',
      'Shipper signature',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('a booked LTL rate and a BookItNow bid get one too', async () => {
    const request = await api.call('POST', '/v2/raterequests', { key: shipper, body: rateRequestBody() });
    const id = request.body.rateRequestID;
    const rate = await api.call('POST', `/v2/raterequests/${id}/rates`, {
      key: carrier,
      body: {
        price: { amount: 420, currencyType: 'USD' },
        transitDays: 3,
        serviceLevel: 'Standard',
        expiresOn: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(rate.status).toBe(201);
    const booking = await api.call('POST', `/v2/raterequests/${id}/rates/${rate.body.rateId}/booking`, {
      key: shipper,
    });
    expect(booking.status).toBe(201);
    const ltlListing = Number(booking.headers.get('location')!.split('/').pop());
    expect(billOfLading(await documents(ltlListing, (items) => Boolean(billOfLading(items))))).toBeDefined();

    // BookItNow is a broker's set price (docs/listings.md)
    const { key: broker } = await api.user('Broker');
    const created = await api.call('POST', '/v2/listings', {
      key: broker,
      body: listingBody({ pricing: { namedPrice: { amount: 1200, currencyType: 'USD' } } }),
    });
    const listingId = Number(created.headers.get('location')!.split('/').pop());
    expect(
      (await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier, body: bidBody(1200) })).body.state
        .value,
    ).toBe('Accepted');
    expect(billOfLading(await documents(listingId, (items) => Boolean(billOfLading(items)), broker))).toBeDefined();
  });

  it('a replayed stream batch makes no second one', async () => {
    const listingId = await bookedListing();
    await documents(listingId, (items) => Boolean(billOfLading(items)));
    const batch: DynamoDBStreamEvent = {
      Records: (await streamRecords(api.tableName)).map((r) => toLambdaStreamRecord(r, 'local')),
    };
    expect((await billOfLadingWriter(batch)).batchItemFailures).toEqual([]);
    const items = await documents(listingId, () => true);
    expect(items.filter((a) => a.type.value === 'BillOfLading')).toHaveLength(1);
  });
});

describe('documents the parties add', () => {
  it('the carrier sends a POD with its delivery; the shipper lists and downloads it, and hears of it', async () => {
    const listingId = await bookedListing();
    const pod = await pdfBytes();
    const delivered = await api.call('POST', `/v2/listings/${listingId}/delivered`, {
      key: carrier,
      ...(await multipart({ comment: 'Signed for by D. Reyes', latitude: '32.22', longitude: '-110.97' }, [
        { name: 'file', type: 'application/pdf', data: pod, filename: 'pod.pdf' },
      ])),
    });
    expect(delivered.status).toBe(201);
    const items = await documents(listingId, (all) => all.some((a) => a.type.value === 'DeliveryReceipt'));
    const receipt = items.find((a) => a.type.value === 'DeliveryReceipt');
    expect(receipt).toMatchObject({
      fileName: 'pod.pdf',
      contentType: 'application/pdf',
      sizeBytes: pod.length,
      uploadedBy: carrierId,
    });
    expect((await download(receipt, shipper)).bytes.equals(pod)).toBe(true);
    const history = await api.call('GET', `/v2/listings/${listingId}/transitStatuses`, { key: shipper });
    expect(history.body.items.at(-1)).toMatchObject({
      status: 'Delivered',
      comment: 'Signed for by D. Reyes',
      latitude: 32.22,
    });
    // Listing.DocumentAdded/v1 reaches the shipper's inbox (and webhooks, docs/webhooks.md)
    const addedOf = async () =>
      ((await api.call('GET', '/v2/notifications?$top=100', { key: shipper })).body.items as any[]).filter(
        (n) => n.kind === 'DocumentAdded' && n.data.listingId === listingId && n.data.type === 'DeliveryReceipt',
      );
    const added = await eventually(addedOf, (found) => found.length > 0, 'the DocumentAdded notification');
    expect(added[0].data).toMatchObject({
      attachmentId: receipt.attachmentId,
      uploadedBy: carrierId,
      fileName: 'pod.pdf',
    });
  });

  it('a POD just after delivery, a photo by the shipper: 201 with Location and the document; GET one answers the same', async () => {
    const listingId = await bookedListing();
    expect((await api.call('POST', `/v2/listings/${listingId}/delivered`, { key: carrier })).status).toBe(201);
    const res = await upload(carrier, listingId, { type: 'deliveryreceipt' }, [
      { name: 'file', type: 'application/pdf', data: await pdfBytes(), filename: 'C:\\scans\\pod 12.pdf' },
    ]);
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(
      `${api.url}/v2/listings/${listingId}/attachments/${res.body.attachmentId}`,
    );
    expect(res.body).toMatchObject({
      type: { value: 'DeliveryReceipt' },
      fileName: 'pod 12.pdf',
      uploadedBy: carrierId,
    });
    const one = await api.call('GET', `/v2/listings/${listingId}/attachments/${res.body.attachmentId}`, {
      key: shipper,
      headers: { 'accept-language': 'fr' },
    });
    expect(one.status).toBe(200);
    expect(one.body.type.label).toBe('Bon de livraison');
    const photo = await upload(shipper, listingId, { type: 'Photo' }, [
      { name: 'file', type: 'application/octet-stream', data: png, filename: 'crate.png' },
    ]);
    expect(photo.status).toBe(201);
    expect(photo.body).toMatchObject({ contentType: 'image/png', uploadedBy: shipperId });
    expect((await download(photo.body, carrier)).bytes.equals(png)).toBe(true);
  });
});

describe('what is refused', () => {
  let listingId: number;
  beforeAll(async () => {
    listingId = await bookedListing();
  });

  it("a stranger gets 403 on the list, one document, its content and an upload; another shipper's draft is 404", async () => {
    const items = await documents(listingId, (all) => Boolean(billOfLading(all)));
    const bol = billOfLading(items);
    for (const [method, path] of [
      ['GET', `/v2/listings/${listingId}/attachments`],
      ['GET', `/v2/listings/${listingId}/attachments/${bol.attachmentId}`],
      ['GET', `/v2/listings/${listingId}/attachments/${bol.attachmentId}/content`],
    ] as const) {
      const res = await api.call(method, path, { key: stranger });
      expect(res.status).toBe(403);
      expect(errorsOf(res.body)[0]!.field).toBe('listingId');
    }
    const res = await upload(stranger, listingId, { type: 'Photo' }, [
      { name: 'file', type: 'image/png', data: png, filename: 'x.png' },
    ]);
    expect(res.status).toBe(403);
    const draft = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody({ status: 'Saved' }) });
    const draftId = Number(draft.headers.get('location')!.split('/').pop());
    const hidden = await api.call('GET', `/v2/listings/${draftId}/attachments`, { key: stranger });
    expect(hidden.status).toBe(404);
    expect((await api.call('GET', `/v2/listings/${listingId}/attachments`)).status).toBe(401);
    expect((await api.call('GET', `/v2/listings/${listingId}/attachments`, { key: 'not-a-key' })).status).toBe(401);
  });

  it('lying file types get 400 naming the part; nothing is stored', async () => {
    const count = async () =>
      (await s3().send(new ListObjectsV2Command({ Bucket: bucketName(), Prefix: `attachments/${listingId}/` })))
        .KeyCount ?? 0;
    const before = await count();
    const text = await upload(carrier, listingId, { type: 'Other' }, [
      { name: 'file', type: 'application/pdf', data: 'just text, named .pdf', filename: 'invoice.pdf' },
    ]);
    expect(text.status).toBe(400);
    expect(errorsOf(text.body)[0]!.field).toBe('file');
    const mislabelled = await upload(carrier, listingId, { type: 'Photo' }, [
      { name: 'file', type: 'application/pdf', data: png, filename: 'scan.pdf' },
    ]);
    expect(mislabelled.status).toBe(400);
    expect(mislabelled.body.reason).toMatch(/declared application\/pdf but its content is image\/png/);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect(
      (
        await upload(carrier, listingId, { type: 'Photo' }, [
          { name: 'file', type: 'image/gif', data: gif, filename: 'a.gif' },
        ])
      ).status,
    ).toBe(400);
    const badType = await upload(carrier, listingId, { type: 'Invoice' }, [
      { name: 'file', type: 'image/png', data: png, filename: 'a.png' },
    ]);
    expect(badType.status).toBe(400);
    expect(errorsOf(badType.body)[0]!.field).toBe('type');
    const noFile = await upload(carrier, listingId, { type: 'Photo' }, []);
    expect(noFile.status).toBe(400);
    expect(errorsOf(noFile.body)[0]!.field).toBe('file');
    // a receipt refused with the delivery: the status is not recorded either
    const delivered = await api.call('POST', `/v2/listings/${listingId}/delivered`, {
      key: carrier,
      ...(await multipart({}, [{ name: 'file', type: 'application/pdf', data: 'not a pdf', filename: 'pod.pdf' }])),
    });
    expect(delivered.status).toBe(400);
    const history = await api.call('GET', `/v2/listings/${listingId}/transitStatuses`, { key: shipper });
    expect(history.body.items.map((i: any) => i.status)).toEqual(['ReadyForDispatch']);
    expect(await count()).toBe(before);
  });

  it('a file over 10 MiB gets 413 naming the part; an unknown document 404s; a malformed id 400s', async () => {
    const big = Buffer.concat([await pdfBytes(), Buffer.alloc(MAX_ATTACHMENT_BYTES - 4000)]);
    expect(big.length).toBeGreaterThan(MAX_ATTACHMENT_BYTES - 4000);
    const over = Buffer.concat([big, Buffer.alloc(8000)]);
    const res = await upload(carrier, listingId, { type: 'WeightCertificate' }, [
      { name: 'file', type: 'application/pdf', data: over, filename: 'scale.pdf' },
    ]);
    expect(res.status).toBe(413);
    expect(errorsOf(res.body)[0]!.field).toMatch(/^(file|body)$/);
    const unknown = await api.call(
      'GET',
      `/v2/listings/${listingId}/attachments/6f1c1a8e-4d5b-4c1a-9a57-2b7d0f0f0f0f`,
      { key: shipper },
    );
    expect(unknown.status).toBe(404);
    expect(errorsOf(unknown.body)[0]!.field).toBe('attachmentId');
    const malformed = await api.call('GET', `/v2/listings/${listingId}/attachments/not-an-id`, { key: shipper });
    expect(malformed.status).toBe(400);
    expect(errorsOf(malformed.body)[0]!.field).toBe('attachmentId');
  });

  it('before booking there is nothing to add (403); the owner lists none', async () => {
    const created = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() });
    const open = Number(created.headers.get('location')!.split('/').pop());
    expect((await api.call('GET', `/v2/listings/${open}/attachments`, { key: shipper })).body).toEqual({
      totalCount: 0,
      items: [],
      links: [],
    });
    const res = await upload(shipper, open, { type: 'Photo' }, [
      { name: 'file', type: 'image/png', data: png, filename: 'a.png' },
    ]);
    expect(res.status).toBe(403);
  });
});

describe('large files: a signed upload straight to S3, then a completion (docs/attachments.md, "Large files")', () => {
  let listingId: number;
  beforeAll(async () => {
    listingId = await bookedListing();
  });
  const start = (key: string, body: Record<string, unknown>) =>
    api.call('POST', `/v2/listings/${listingId}/attachments/uploads`, { key, body });
  const complete = (key: string, started: any) =>
    api.call('POST', started.links.find((l: any) => l.rel === 'Complete').href.slice(api.url.length), { key });
  const put = (started: any, data: Buffer) =>
    fetch(started.upload.href, {
      method: 'PUT',
      body: data,
      headers: { 'content-type': started.upload.headers['content-type'] },
    });

  it('a 7 MiB PDF: announced, PUT to the signed address, completed into a document; completing again answers the same', async () => {
    const file = Buffer.concat([await pdfBytes(), Buffer.alloc(7 * 1024 * 1024)]);
    const started = await start(carrier, {
      type: 'weightcertificate',
      fileName: 'scale-ticket.pdf',
      contentType: 'application/pdf',
      sizeBytes: file.length,
    });
    expect(started.status).toBe(200);
    expect(started.body.upload).toMatchObject({
      verb: 'PUT',
      headers: { 'content-type': 'application/pdf', 'content-length': String(file.length) },
    });
    expect(Date.parse(started.body.expiresOn) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await complete(carrier, started.body)).status).toBe(409); // nothing uploaded yet
    expect((await put(started.body, file)).status).toBe(200);
    expect((await complete(shipper, started.body)).status).toBe(403); // only who started it
    const done = await complete(carrier, started.body);
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({
      attachmentId: started.body.uploadId,
      type: { value: 'WeightCertificate' },
      fileName: 'scale-ticket.pdf',
      sizeBytes: file.length,
      uploadedBy: carrierId,
    });
    expect(done.headers.get('location')).toBe(
      `${api.url}/v2/listings/${listingId}/attachments/${started.body.uploadId}`,
    );
    expect((await complete(carrier, started.body)).body.attachmentId).toBe(started.body.uploadId);
    expect((await download(done.body, shipper)).bytes.equals(file)).toBe(true);
    const incoming = await s3().send(
      new ListObjectsV2Command({ Bucket: bucketName(), Prefix: `attachments/incoming/${listingId}/` }),
    );
    expect(incoming.KeyCount ?? 0).toBe(0);
  });

  it('refused: over 10 MiB announced (413) or uploaded (413), a type the bytes deny (400), an unknown type (400); a stranger 403', async () => {
    const tooBig = await start(carrier, {
      type: 'Other',
      fileName: 'huge.pdf',
      contentType: 'application/pdf',
      sizeBytes: MAX_ATTACHMENT_BYTES + 1,
    });
    expect(tooBig.status).toBe(413);
    expect(errorsOf(tooBig.body)[0]!.field).toBe('sizeBytes');
    const badType = await start(carrier, {
      type: 'Other',
      fileName: 'a.exe',
      contentType: 'application/x-msdownload',
      sizeBytes: 10,
    });
    expect(badType.status).toBe(400);
    expect(errorsOf(badType.body)[0]!.field).toBe('contentType');
    expect(
      (await start(stranger, { type: 'Other', fileName: 'a.pdf', contentType: 'application/pdf', sizeBytes: 10 }))
        .status,
    ).toBe(403);

    const lying = (
      await start(carrier, { type: 'Photo', fileName: 'a.pdf', contentType: 'application/pdf', sizeBytes: png.length })
    ).body;
    await put(lying, png);
    const refused = await complete(carrier, lying);
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.body)[0]!.field).toBe('file');
    expect(refused.body.reason).toMatch(/image\/png, not the application\/pdf announced/);
    expect((await complete(carrier, lying)).status).toBe(404); // the upload is gone with its bytes

    const grown = (
      await start(carrier, { type: 'Other', fileName: 'b.pdf', contentType: 'application/pdf', sizeBytes: 1000 })
    ).body;
    await put(grown, Buffer.concat([await pdfBytes(), Buffer.alloc(MAX_ATTACHMENT_BYTES)]));
    const over = await complete(carrier, grown);
    expect(over.status).toBe(413);
    expect(errorsOf(over.body)[0]!.field).toBe('file');
    const incoming = await s3().send(
      new ListObjectsV2Command({ Bucket: bucketName(), Prefix: `attachments/incoming/${listingId}/` }),
    );
    expect(incoming.KeyCount ?? 0).toBe(0);
    const items = await documents(listingId, () => true);
    expect(items.filter((a) => ['a.pdf', 'b.pdf'].includes(a.fileName))).toEqual([]);
  });
});
