import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiForThisFile, asDeployed, errorsOf } from '../support/api.ts';
import { listingBody } from '../support/listings.ts';
import { multipart, onePagePdf, onePixelPng } from '../support/multipart.ts';
import { routes } from '../../shared/routes/http.ts';

// A multipart body cut short, as a dropped upload or a hostile client sends it, is the client's
// error: a 400 naming the body, and the API answers the next request (issue 79: a body ending
// inside a file part stopped the whole local server, and in Lambda its environment).

const api = apiForThisFile();

/** The body a browser builds, ending `keep` bytes into its file's data: no closing boundary. */
async function cutInsideFile(fields: Record<string, string>, name: string, type: string, data: Buffer) {
  const whole = await multipart(fields, [{ name, type, data, filename: 'upload.bin' }]);
  const fileStart = whole.rawBody.indexOf(data);
  expect(fileStart).toBeGreaterThan(0);
  return { rawBody: whole.rawBody.subarray(0, fileStart + Math.ceil(data.length / 2)), headers: whole.headers };
}

// both runtimes: the source runtime's process and the as-deployed runtime's environments
describe(`a multipart body cut inside a file part, every multipart route (${asDeployed() ? 'as deployed' : 'sources'})`, () => {
  it('is a 400 naming the body on each route, and the API goes on answering', async () => {
    const shipper = await api.user('Shipper');
    const provider = await api.user('ServiceProvider');
    const listing = await api.call('POST', '/v2/listings', { key: shipper.key, body: listingBody() });
    const listingId = listing.headers.get('location')!.split('/').pop()!;
    const pdf = await onePagePdf('cut');
    const cases = [
      {
        id: 'UploadProfileImage',
        path: '/v2/profiles/images',
        key: provider.key,
        body: await cutInsideFile({}, 'image', 'image/png', onePixelPng),
      },
      {
        id: 'UploadCertificate',
        path: '/v2/users/me/vetting/certificates',
        key: provider.key,
        body: await cutInsideFile(
          { insurer: 'Acme Mutual', policyNumber: 'P-1', expiresOn: '2027-06-30' },
          'file',
          'application/pdf',
          pdf,
        ),
      },
      {
        id: 'UploadAttachment',
        path: `/v2/listings/${listingId}/attachments`,
        key: shipper.key,
        body: await cutInsideFile({ type: 'Photo' }, 'file', 'application/pdf', pdf),
      },
      {
        id: 'ReportDelivered',
        path: `/v2/listings/${listingId}/delivered`,
        key: provider.key,
        body: await cutInsideFile({}, 'file', 'application/pdf', pdf),
      },
    ];
    // every route whose handler reads multipart is here: a new one fails this until it is added
    expect(cases.map((c) => c.id).sort()).toEqual(
      routes
        .filter((route) => readFileSync(route.handler, 'utf8').includes('parseMultipart('))
        .map((route) => route.id)
        .sort(),
    );
    for (const { id, path, key, body } of cases) {
      const res = await api.call('POST', path, { key, ...body });
      expect(res.status, `${id}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(errorsOf(res.body)[0]!.field, id).toBe('body');
      expect((await api.call('GET', '/v2/', { key: shipper.key })).status, `the API after ${id}`).toBe(200);
    }
  });
});
