import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiForThisFile } from '../support/api.ts';
import {
  editCarriersFile,
  ensureCarriersFile,
  LOCAL_FMCSA_WEB_KEY,
  startFmcsaStandIn,
  type FmcsaCarriersFile,
  type FmcsaStandIn,
} from '../../infra/local/fmcsa.ts';
import { FmcsaClient } from '../../shared/net/fmcsa.ts';
import { normalizedNumbers, vetProvider } from '../../shared/domain/vetting/service.ts';
import { findVetting } from '../../shared/data/vetting.ts';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ConflictError, ValidationError } from '../../shared/errors.ts';

// docs/vetting.md: a provider's numbers checked against FMCSA (its local stand-in) and the verdict
// kept in the table (DynamoDB Local): one account per USDOT number, the MC docket resolved and
// cross-checked, and FMCSA away never flipping a status.

const api = apiForThisFile();
let dir: string;
let file: string;
let standIn: FmcsaStandIn;
let fmcsa: FmcsaClient;
/** Each test's providers: ids no other test uses. */
let nextId = 9_100_000 + Math.floor(Math.random() * 100_000) * 10;
const provider = (kind: 'Carrier' | 'Broker' = 'Carrier') => ({ userId: nextId++, kind });
const edit = (change: (carriers: FmcsaCarriersFile) => void) => editCarriersFile(file, change);
/** A carrier of the sample's first, under a number of this test's own (so that its claim is free). */
const ownCarrier = (dot: number, mc: string, change: Record<string, unknown> = {}) =>
  edit((carriers) => {
    const like = carriers.carriers.find((c) => c.dotNumber === 1000001)!;
    carriers.carriers = carriers.carriers.filter((c) => c.dotNumber !== dot);
    carriers.carriers.push({ ...like, dotNumber: dot, ...change });
    carriers.docketNumbers = [
      ...(carriers.docketNumbers ?? []).filter((d) => d.docketNumber !== mc),
      { prefix: 'MC', docketNumber: mc, dotNumber: dot },
    ];
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vetting-'));
  file = join(dir, 'carriers.json');
  ensureCarriersFile(file);
  standIn = await startFmcsaStandIn({ file });
  fmcsa = new FmcsaClient({ baseUrl: standIn.baseUrl, webKey: LOCAL_FMCSA_WEB_KEY, backoffMs: () => 0, openAfter: 99 });
});
afterAll(async () => {
  await standIn.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('vetting a provider with FMCSA', () => {
  it('numbers as people type them; anything else is a 400 naming the field', () => {
    expect(normalizedNumbers({ dotNumber: 'USDOT 1000001', mcNumber: 'MC-700001' })).toEqual({
      dotNumber: '1000001',
      mcNumber: '700001',
    });
    expect(normalizedNumbers({ dotNumber: ' ', mcNumber: null })).toStrictEqual({});
    expect(() => normalizedNumbers({ dotNumber: 'DOT 12ab' })).toThrow(ValidationError);
    const refused = (() => {
      try {
        normalizedNumbers({ mcNumber: '123456789' });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).errors[0]?.field).toBe('mcNumber');
  });

  it('an active, insured carrier is Verified and kept; by its MC number alone its USDOT number is found', async () => {
    ownCarrier(2000001, '800001');
    const me = provider();
    const vetting = await vetProvider(me, { dotNumber: '2000001', mcNumber: 'MC 800001' }, fmcsa);
    expect(vetting).toMatchObject({ status: 'Verified', dotNumber: '2000001', mcNumber: '800001', reasons: [] });
    expect(vetting.facts?.authority.common).toBe('Active');
    expect(await findVetting(me.userId)).toEqual(vetting);
    const byDocket = await vetProvider(me, { mcNumber: '800001' }, fmcsa);
    expect(byDocket).toMatchObject({ status: 'Verified', dotNumber: '2000001' });
  });

  it('one USDOT number, one account: a second is refused with 409 naming dotNumber; a number given up is free', async () => {
    ownCarrier(2000002, '800002');
    const [first, second] = [provider(), provider()];
    await vetProvider(first, { dotNumber: '2000002' }, fmcsa);
    const claimOf = (dot: string) =>
      db().send(new GetCommand({ TableName: api.tableName, Key: keys.dotNumberClaim(dot), ConsistentRead: true }));
    const [firstsBefore, claimBefore] = [await findVetting(first.userId), (await claimOf('2000002')).Item];
    const refused = await vetProvider(second, { dotNumber: '2000002' }, fmcsa).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConflictError);
    expect((refused as ConflictError).errors[0]?.field).toBe('dotNumber');
    // the refused transaction wrote nothing: no vetting of its own, the first's vetting and claim as they were
    expect(await findVetting(second.userId)).toBeUndefined();
    expect(await findVetting(first.userId)).toStrictEqual(firstsBefore);
    expect((await claimOf('2000002')).Item).toStrictEqual(claimBefore);
    expect(claimBefore).toMatchObject({ entity: 'DotNumberClaim', userId: first.userId });
    // the first gives another number: its old one is released, and the second may take it
    ownCarrier(2000003, '800003');
    await vetProvider(first, { dotNumber: '2000003' }, fmcsa);
    expect(await vetProvider(second, { dotNumber: '2000002' }, fmcsa)).toMatchObject({ status: 'Verified' });
    // no number at all: Unverified, nothing claimed
    expect(await vetProvider(first, {}, fmcsa)).toMatchObject({ status: 'Unverified', reasons: [] });
    expect(await vetProvider(provider(), { dotNumber: '2000003' }, fmcsa)).toMatchObject({ status: 'Verified' });
  });

  it('an MC number of another USDOT number, or one FMCSA does not know, fails on mcNumber', async () => {
    ownCarrier(2000004, '800004');
    ownCarrier(2000005, '800005');
    const mismatch = await vetProvider(provider(), { dotNumber: '2000004', mcNumber: '800005' }, fmcsa);
    expect(mismatch.status).toBe('Failed');
    expect(mismatch.reasons.map((r) => `${r.code} ${r.field}`)).toEqual(['DocketNumberMismatch mcNumber']);
    const unknown = await vetProvider(provider(), { mcNumber: '899999' }, fmcsa);
    expect(unknown.reasons.map((r) => `${r.code} ${r.field}`)).toEqual([
      'DocketNumberUnknown mcNumber',
      'DotNumberUnknown dotNumber',
    ]);
  });

  it('a carrier put out of service in the file fails on its next check, with the reason', async () => {
    ownCarrier(2000006, '800006');
    const me = provider();
    expect((await vetProvider(me, { dotNumber: '2000006' }, fmcsa)).status).toBe('Verified');
    ownCarrier(2000006, '800006', { oosDate: '2026-11-29', allowedToOperate: 'N' });
    const after = await vetProvider(me, { dotNumber: '2000006' }, fmcsa);
    expect(after.status).toBe('Failed');
    expect(after.reasons.map((r) => r.code)).toEqual(['NotAllowedToOperate', 'OutOfService']);
  });

  it('FMCSA away: a provider checked before keeps its verdict and checkedOn; one never checked is Pending', async () => {
    ownCarrier(2000007, '800007');
    const checked = provider();
    const before = await vetProvider(checked, { dotNumber: '2000007' }, fmcsa, new Date('2026-11-29T08:00:00Z'));
    edit((carriers) => {
      carriers.maintenance = true;
    });
    try {
      const during = await vetProvider(checked, { dotNumber: '2000007' }, fmcsa, new Date('2026-11-29T09:00:00Z'));
      expect(during).toEqual({ ...before, attemptedOn: '2026-11-29T09:00:00.000Z' });
      const fresh = await vetProvider(provider(), { mcNumber: '800007' }, fmcsa);
      expect(fresh).toMatchObject({ status: 'Pending', mcNumber: '800007', reasons: [] });
      expect(fresh.checkedOn).toBeUndefined();
    } finally {
      edit((carriers) => {
        carriers.maintenance = false;
      });
    }
  });
});
