import { describe, expect, it } from 'vitest';
import { LOCAL_FMCSA_WEB_KEY } from '../../infra/local/fmcsa.ts';
import { fmcsaStandInForThisFile } from '../support/fmcsa.ts';
import { FmcsaClient, FmcsaUnavailable } from '../../shared/net/fmcsa.ts';
import { startFmcsaGateway } from '../../infra/local/deployed/fmcsa-gateway.ts';
import { FaultInjector, parseFaultSpec } from '../../infra/local/deployed/faults.ts';

// The QCMobile client (shared/net/fmcsa.ts) against the local stand-in (infra/local/fmcsa.ts), over
// HTTP: the envelope, the docket lookup, a change of the carriers file seen at once, the maintenance
// page and a refused key as outages, and the circuit that spares FMCSA while it is down.

const fmcsa = fmcsaStandInForThisFile();
const client = (options: Partial<ConstructorParameters<typeof FmcsaClient>[0]> = {}) =>
  new FmcsaClient({ baseUrl: fmcsa.standIn.baseUrl, webKey: LOCAL_FMCSA_WEB_KEY, backoffMs: () => 0, ...options });
const edit = fmcsa.edit;

describe('QCMobile, by its local stand-in', () => {
  it('answers a carrier by USDOT number in its envelope, and nothing for a number it does not know', async () => {
    const res = await fetch(`${fmcsa.standIn.baseUrl}/carriers/1000001?webKey=${LOCAL_FMCSA_WEB_KEY}`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { content: { carrier: Record<string, unknown> }; retrievalDate: string };
    expect(body.content.carrier).toMatchObject({ dotNumber: 1000001, allowedToOperate: 'Y', statusCode: 'A' });
    expect(Number.isNaN(Date.parse(body.retrievalDate))).toBe(false);
    expect(await client().carrier('1000001')).toMatchObject({ legalName: 'LONE STAR AUTO TRANSPORT LLC' });
    expect(await client().carrier('424242')).toBeUndefined();
  });

  it('resolves an MC docket number to its USDOT number, with or without the MC prefix', async () => {
    expect(await client().dotNumbersOfDocket('700002')).toEqual(['1000002']);
    expect(await client().dotNumbersOfDocket('MC-700004')).toEqual(['1000004']);
    expect(await client().dotNumbersOfDocket('123')).toEqual([]);
  });

  it('serves a change of the carriers file at once: a carrier put out of service reads so on the next call', async () => {
    edit((carriers) => {
      const carrier = carriers.carriers.find((c) => c.dotNumber === 1000001)!;
      carrier.oosDate = '2026-11-29';
      carrier.allowedToOperate = 'N';
    });
    expect(await client().carrier('1000001')).toMatchObject({ oosDate: '2026-11-29', allowedToOperate: 'N' });
    edit((carriers) => {
      const carrier = carriers.carriers.find((c) => c.dotNumber === 1000001)!;
      carrier.oosDate = null;
      carrier.allowedToOperate = 'Y';
    });
    expect(await client().carrier('1000001')).toMatchObject({ oosDate: null, allowedToOperate: 'Y' });
  });

  it('the maintenance page and a refused key are outages, never an answer; the circuit opens after them', async () => {
    await expect(client({ webKey: 'wrong' }).carrier('1000001')).rejects.toBeInstanceOf(FmcsaUnavailable);
    edit((carriers) => {
      carriers.maintenance = true;
    });
    try {
      const page = await fetch(`${fmcsa.standIn.baseUrl}/carriers/1000001?webKey=${LOCAL_FMCSA_WEB_KEY}`);
      expect(page.status).toBe(503);
      expect(await page.text()).toMatch(/maintenance/i);
      const guarded = client({ attempts: 2, openAfter: 2, openMs: 60_000 });
      const before = fmcsa.standIn.calls.get('carrier') ?? 0;
      for (let i = 0; i < 2; i++) await expect(guarded.carrier('1000001')).rejects.toBeInstanceOf(FmcsaUnavailable);
      expect(fmcsa.standIn.calls.get('carrier')).toBe(before + 4); // two calls of two attempts each
      expect(guarded.isOpen).toBe(true);
      // open: the next call fails at once, without asking FMCSA
      await expect(guarded.carrier('1000001')).rejects.toThrow(/not asked again/);
      expect(fmcsa.standIn.calls.get('carrier')).toBe(before + 4);
    } finally {
      edit((carriers) => {
        carriers.maintenance = false;
      });
    }
    expect(await client().carrier('1000001')).toMatchObject({ dotNumber: 1000001 });
  });
});

describe("the as-deployed runtime's road to FMCSA", () => {
  it('carries fmcsa.error: the maintenance page or a 500, an outage to the client; without it, the answers', async () => {
    const faults = new FaultInjector(parseFaultSpec('fmcsa.error=1,seed=3'));
    const road = await startFmcsaGateway(fmcsa.standIn.baseUrl, faults);
    const calm = await startFmcsaGateway(fmcsa.standIn.baseUrl);
    try {
      await expect(client({ baseUrl: road.baseUrlFor('UpdateVetting') }).carrier('1000001')).rejects.toBeInstanceOf(
        FmcsaUnavailable,
      );
      // every attempt met the fault, counted against the function that called
      expect(faults.report()['fmcsa.error']).toEqual({ UpdateVetting: 3 });
      expect(await client({ baseUrl: calm.baseUrlFor('ProviderVetter') }).carrier('1000001')).toMatchObject({
        legalName: 'LONE STAR AUTO TRANSPORT LLC',
      });
      expect(await client({ baseUrl: calm.baseUrlFor('ProviderVetter') }).dotNumbersOfDocket('700001')).toEqual([
        '1000001',
      ]);
    } finally {
      faults.stop();
      await Promise.all([road.close(), calm.close()]);
    }
  });
});
