import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { findQuote } from '../../shared/data/quotes.ts';

const api = apiForThisFile();
let key: string;
let userId: number;
beforeAll(async () => {
  ({
    key,
    user: { userId },
  } = await api.user('Shipper'));
});

const quoteBody = (overrides: Record<string, unknown> = {}) => ({
  source: 'acmefurniture',
  originPostalCode: '78704',
  destinationPostalCode: '85704',
  items: [{ heightInMeters: 1, widthInMeters: 2, lengthInMeters: 0.9, weightInGrams: 60000, unitCount: 1 }],
  insurance: { coverageAmount: { amount: 2000, currencyType: 'USD' } },
  ...overrides,
});
const quote = (body: unknown) => api.call('POST', '/v2/fixedprice', { key, body });

describe('POST /v2/fixedprice (spec 2.2, 2.3)', () => {
  it('quotes price >= nypAmount, an insurance premium beside the coverage, and a stored priceCorrelationId', async () => {
    const res = await quote(quoteBody());
    expect(res.status).toBe(200);
    const { price, nypAmount, priceCorrelationId, insuranceQuote, coverageAmount } = res.body;
    expect(nypAmount).toBeGreaterThan(100);
    expect(price).toBeGreaterThan(nypAmount);
    expect(priceCorrelationId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(coverageAmount).toEqual({ amount: 2000, currencyType: 'USD' });
    expect(insuranceQuote.premium).toEqual({ amount: 30, currencyType: 'USD' });
    const stored = await findQuote(priceCorrelationId);
    expect(stored).toMatchObject({
      userId,
      price,
      nypAmount,
      originPostalCode: '78704',
      destinationPostalCode: '85704',
    });
    expect(stored!.expiresAt * 1000).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  it('without insurance there is no premium; each quote has its own id', async () => {
    const a = await quote(quoteBody({ insurance: undefined }));
    const b = await quote(quoteBody({ insurance: undefined }));
    expect(a.body.insuranceQuote).toBeUndefined();
    expect(a.body.priceCorrelationId).not.toBe(b.body.priceCorrelationId);
    expect(a.body.price).toBe(b.body.price);
  });

  it('a small coverage pays the minimum premium', async () => {
    const res = await quote(quoteBody({ insurance: { coverageAmount: { amount: 100 } } }));
    expect(res.body.insuranceQuote.premium).toEqual({ amount: 25, currencyType: 'USD' });
  });

  it('bigger and more items cost more; weight is derived from volume when missing', async () => {
    const one = (await quote(quoteBody())).body.nypAmount;
    const three = (
      await quote(
        quoteBody({
          items: [{ heightInMeters: 1, widthInMeters: 2, lengthInMeters: 0.9, weightInGrams: 60000, unitCount: 3 }],
        }),
      )
    ).body.nypAmount;
    expect(three).toBeGreaterThan(one);
    const noWeight = await quote(
      quoteBody({ items: [{ heightInMeters: 2, widthInMeters: 2, lengthInMeters: 2, unitCount: 1 }] }),
    );
    expect(noWeight.status).toBe(200);
  });

  it('Canada is covered: Toronto -> Vancouver', async () => {
    const res = await quote(
      quoteBody({
        originPostalCode: 'M5V 2T6',
        originCountryCode: 'CA',
        destinationPostalCode: 'V6B',
        destinationCountryCode: 'CA',
      }),
    );
    expect(res.status).toBe(200);
  });

  it('the same JSON sent as application/x-www-form-urlencoded is accepted', async () => {
    const res = await api.call('POST', '/v2/fixedprice', {
      key,
      rawBody: JSON.stringify(quoteBody()),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
  });

  it('a true form with bracketed field names is accepted', async () => {
    const form =
      'source=acmefurniture&originPostalCode=78704&destinationPostalCode=85704' +
      '&items[0][heightInMeters]=1&items[0][widthInMeters]=2&items[0][lengthInMeters]=0.9&items[0][weightInGrams]=60000&items[0][unitCount]=1' +
      '&insurance[coverageAmount][amount]=2000&insurance[coverageAmount][currencyType]=USD';
    const res = await api.call('POST', '/v2/fixedprice', {
      key,
      rawBody: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    const json = await quote(quoteBody());
    expect(res.body.price).toBe(json.body.price);
    expect(res.body.insuranceQuote).toEqual(json.body.insuranceQuote);
  });

  it.each([
    ['a source with capitals', { source: 'AcmeFurniture' }, 'source'],
    ['a source with spaces', { source: 'acme furniture' }, 'source'],
    ['no origin', { originPostalCode: undefined }, 'originPostalCode'],
    ['an unknown postal code', { originPostalCode: '00000' }, 'originPostalCode'],
    ['a country outside the US and Canada', { destinationCountryCode: 'MX' }, 'destinationCountryCode'],
    ['a commodity that is not household goods', { commodity: 'CarsLightTrucks' }, 'commodity'],
    ['no items', { items: [] }, 'items'],
    [
      'a zero height',
      { items: [{ heightInMeters: 0, widthInMeters: 1, lengthInMeters: 1, unitCount: 1 }] },
      'items[0].heightInMeters',
    ],
    ['no unitCount', { items: [{ heightInMeters: 1, widthInMeters: 1, lengthInMeters: 1 }] }, 'items[0].unitCount'],
    [
      'insurance without amount',
      { insurance: { coverageAmount: { currencyType: 'USD' } } },
      'insurance.coverageAmount.amount',
    ],
    [
      'insurance in euros',
      { insurance: { coverageAmount: { amount: 10, currencyType: 'EUR' } } },
      'insurance.coverageAmount.currencyType',
    ],
  ])('%s gets 400 naming the field', async (_, overrides, field) => {
    const res = await quote(quoteBody(overrides));
    expect(res.status).toBe(400);
    expect(errorsOf(res.body).map((e) => e.field)).toContain(field);
  });

  it('malformed JSON in a form-typed body gets 400, not 500', async () => {
    const res = await api.call('POST', '/v2/fixedprice', {
      key,
      rawBody: '{"source": ',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)[0]!.field).toBe('body');
  });

  it('without a key: 401 (spec 4 #1)', async () => {
    expect((await api.call('POST', '/v2/fixedprice', { body: quoteBody() })).status).toBe(401);
  });
});
