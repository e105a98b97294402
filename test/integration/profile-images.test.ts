import { describe, expect, it } from 'vitest';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { s3, bucketName } from '../../shared/storage/client.ts';
import { MAX_IMAGE_BYTES } from '../../shared/domain/users/images.ts';
import { multipart, onePixelPng as png, type FilePart } from '../support/multipart.ts';

const api = apiForThisFile();

// Real files, small: a 1x1 PNG, a 1x1 GIF and a JPEG header.
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const jpeg = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64),
  Buffer.from('ffd9', 'hex'),
]);

const upload = async (key: string, parts: FilePart[], contentType?: string) => {
  const body = await multipart({}, parts);
  return api.call('POST', '/v2/profiles/images', {
    key,
    ...body,
    headers: contentType ? { 'content-type': contentType } : body.headers,
  });
};

async function objectCount(): Promise<number> {
  const listed = await s3().send(new ListObjectsV2Command({ Bucket: bucketName() }));
  return listed.KeyCount ?? 0;
}

describe('POST /v2/profiles/images (spec 4 rule 5)', () => {
  it('stores a PNG, answers 201 with its address, and the profile shows it; the address serves the bytes', async () => {
    const { user, key } = await api.user('ServiceProvider');
    const res = await upload(key, [{ name: 'image', type: 'image/png', data: png, filename: 'me.png' }]);
    expect(res.status).toBe(201);
    const location = res.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^${api.url}/v2/users/${user.userId}/images/[0-9a-f-]{36}$`));
    const profile = await api.call('GET', `/v2/users/${user.userId}/profile`, { key });
    expect(profile.body.images).toEqual([location]);
    expect(profile.body.userSummary.imageUrl).toBe(location);
    const served = await fetch(location);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('accepts image/jpg and image/gif; a primary image goes first and the profile shows the order', async () => {
    const { user, key } = await api.user('Shipper');
    const first = (await upload(key, [{ name: 'a', type: 'image/jpg', data: jpeg }])).headers.get('location');
    const second = (await upload(key, [{ name: 'b', type: 'image/gif', data: gif }])).headers.get('location');
    const primary = await upload(key, [
      { name: 'c', type: 'image/png', data: png },
      { name: 'meta', type: 'application/json', data: '{"primary": true}' },
    ]);
    expect(primary.status).toBe(201);
    const newPrimary = await upload(key, [
      { name: 'd', type: 'image/gif', data: gif },
      { name: 'meta', type: 'application/json', data: '{"primary": true}' },
    ]);
    const profile = await api.call('GET', `/v2/users/${user.userId}/profile`, { key });
    expect(profile.body.images).toEqual([
      newPrimary.headers.get('location'),
      first,
      second,
      primary.headers.get('location'),
    ]);
    const me = await api.call('GET', '/v2/', { key });
    expect(me.status).toBe(200);
  });

  it("accepts the spec's literal `multipart/formdata` content type", async () => {
    const { key } = await api.user('Shipper');
    const body = await multipart({}, [{ name: 'image', type: 'image/png', data: png }]);
    const boundary = body.headers['content-type']!.split('boundary=')[1];
    const res = await api.call('POST', '/v2/profiles/images', {
      key,
      rawBody: body.rawBody,
      headers: { 'content-type': `multipart/formdata; boundary=${boundary}` },
    });
    expect(res.status).toBe(201);
  });

  it('a PNG declared as image/gif gets 400 naming the part, and nothing is stored', async () => {
    const { key } = await api.user('Shipper');
    const before = await objectCount();
    const res = await upload(key, [{ name: 'photo', type: 'image/gif', data: png }]);
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)[0]!.field).toBe('photo');
    expect(res.body.reason).toMatch(/declared image\/gif but its content is image\/png/);
    expect(await objectCount()).toBe(before);
  });

  it('a text file declared as image/png gets 400', async () => {
    const { key } = await api.user('Shipper');
    const res = await upload(key, [{ name: 'photo', type: 'image/png', data: 'just some text, not an image' }]);
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)[0]!.field).toBe('photo');
  });

  it.each([
    ['a type outside the four', [{ name: 'photo', type: 'image/webp', data: png }], 'photo'],
    ['no image part', [{ name: 'meta', type: 'application/json', data: '{"primary": true}' }], 'body'],
    [
      'two images',
      [
        { name: 'one', type: 'image/png', data: png },
        { name: 'two', type: 'image/png', data: png },
      ],
      'two',
    ],
    [
      'a JSON part that is not JSON',
      [
        { name: 'photo', type: 'image/png', data: png },
        { name: 'meta', type: 'application/json', data: '{primary' },
      ],
      'meta',
    ],
    [
      'a JSON part with a non-boolean primary',
      [
        { name: 'photo', type: 'image/png', data: png },
        { name: 'meta', type: 'application/json', data: '{"primary": "yes"}' },
      ],
      'meta',
    ],
  ])('%s gets 400 naming the part', async (_, parts, field) => {
    const { key } = await api.user('Shipper');
    const res = await upload(key, parts);
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)[0]!.field).toBe(field);
  });

  it('three parts get 400', async () => {
    const { key } = await api.user('Shipper');
    const res = await upload(key, [
      { name: 'a', type: 'image/png', data: png },
      { name: 'b', type: 'image/png', data: png },
      { name: 'c', type: 'application/json', data: '{}' },
    ]);
    expect(res.status).toBe(400);
  });

  it('concurrent primary uploads: each 201 or 409, one primary, and every stored object has its record', async () => {
    const { user, key } = await api.user('Shipper');
    await upload(key, [
      { name: 'first', type: 'image/png', data: png },
      { name: 'meta', type: 'application/json', data: '{"primary": true}' },
    ]);
    const before = await objectCount();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        upload(key, [
          { name: 'image', type: 'image/png', data: png },
          { name: 'meta', type: 'application/json', data: '{"primary": true}' },
        ]),
      ),
    );
    for (const r of results) expect([201, 409]).toContain(r.status);
    const succeeded = results.filter((r) => r.status === 201).length;
    expect(succeeded).toBeGreaterThan(0);
    const profile = await api.call('GET', `/v2/users/${user.userId}/profile`, { key });
    expect(profile.body.images.length).toBe(1 + succeeded);
    expect(await objectCount()).toBe(before + succeeded);
  });

  it('a body that is not multipart gets 400 naming Content-Type', async () => {
    const { key } = await api.user('Shipper');
    const res = await api.call('POST', '/v2/profiles/images', {
      key,
      rawBody: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)[0]!.field).toBe('Content-Type');
  });

  it(`an image over ${MAX_IMAGE_BYTES} bytes gets 413 naming the part, and nothing is stored`, async () => {
    const { key } = await api.user('Shipper');
    const before = await objectCount();
    const big = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const res = await upload(key, [{ name: 'huge', type: 'image/png', data: big }]);
    expect(res.status).toBe(413);
    expect(errorsOf(res.body)[0]!.field).toBe('huge');
    expect(await objectCount()).toBe(before);
  });

  it('without a key: 401; an unknown image address: 404', async () => {
    expect((await upload('', [{ name: 'image', type: 'image/png', data: png }])).status).toBe(401);
    const { user } = await api.user('Shipper');
    expect((await api.call('GET', `/v2/users/${user.userId}/images/00000000-0000-4000-8000-000000000000`)).status).toBe(
      404,
    );
    expect((await api.call('GET', `/v2/users/${user.userId}/images/not-a-uuid`)).status).toBe(400);
  });
});
