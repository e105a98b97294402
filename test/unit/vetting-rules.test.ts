import { describe, expect, it } from 'vitest';
import { sampleCarriers } from '../../infra/local/fmcsa.ts';
import { vettingOf } from '../../shared/domain/vetting/rules.ts';
import type { QcCarrier } from '../../shared/net/fmcsa.ts';
import { vettingChanges } from '../../shared/domain/vetting/changes.ts';
import { unmetRequirements, type ProviderRequirements } from '../../shared/domain/vetting/requirements.ts';
import type { ProviderVetting } from '../../shared/domain/vetting/types.ts';
import {
  certifiedInsurance,
  remindersOf,
  type CertificateCover,
  type InsuranceCertificate,
} from '../../shared/domain/vetting/certificates.ts';

// docs/vetting.md, "The rules": the verdict on an FMCSA record, for a carrier and for a broker.

const sample = (dot: number) => sampleCarriers.carriers.find((c) => c.dotNumber === dot)!;
const codes = (carrier: QcCarrier | undefined, kind: 'Carrier' | 'Broker' = 'Carrier') =>
  vettingOf(carrier, String(carrier?.dotNumber ?? '999'), kind).reasons.map((r) => `${r.code} ${r.field}`);

describe('vetting rules', () => {
  it('an active, insured carrier allowed to operate is Verified, its facts in dollars and words', () => {
    const vetting = vettingOf(sample(1000001), '1000001', 'Carrier');
    expect(vetting.status).toBe('Verified');
    expect(vetting.reasons).toEqual([]);
    expect(vetting.facts).toMatchObject({
      dotNumber: '1000001',
      legalName: 'LONE STAR AUTO TRANSPORT LLC',
      allowedToOperate: true,
      outOfService: false,
      authority: { common: 'Active', contract: 'None', broker: 'None' },
      insurance: { liabilityOnFile: 1_000_000, liabilityRequired: 750_000, cargoOnFile: 100_000, bondOnFile: 0 },
      safetyRating: 'Satisfactory',
      address: { city: 'AUSTIN', stateProvince: 'TX', postalCode: '78704' },
    });
  });

  it('out of service, not allowed to operate and rated Unsatisfactory: Failed, each reason with its field', () => {
    const vetting = vettingOf(sample(1000002), '1000002', 'Carrier');
    expect(vetting.status).toBe('Failed');
    expect(vetting.facts).toMatchObject({ outOfService: true, outOfServiceSince: '2026-10-02' });
    expect(codes(sample(1000002))).toEqual([
      'NotAllowedToOperate dotNumber',
      'OutOfService dotNumber',
      'UnsatisfactoryRating dotNumber',
    ]);
  });

  it('a carrier without active common or contract authority, or short of its required insurance, fails', () => {
    expect(codes(sample(1000003))).toEqual([
      'NotAllowedToOperate dotNumber',
      'NoOperatingAuthority mcNumber',
      'InsuranceBelowRequired dotNumber',
    ]);
    // a pending grant is not yet authority
    expect(codes({ ...sample(1000001), commonAuthorityStatus: 'P' })).toEqual(['NoOperatingAuthority mcNumber']);
    expect(codes({ ...sample(1000001), contractAuthorityStatus: 'A', commonAuthorityStatus: 'I' })).toEqual([]);
    expect(codes({ ...sample(1000001), bipdInsuranceOnFile: 500 })).toEqual(['InsuranceBelowRequired dotNumber']);
  });

  it('a broker needs broker authority and a bond; a carrier with broker authority alone is no carrier', () => {
    expect(codes(sample(1000004), 'Broker')).toEqual([]);
    expect(codes({ ...sample(1000004), bondInsuranceOnFile: '0' }, 'Broker')).toEqual(['NoBondOnFile mcNumber']);
    expect(codes(sample(1000004), 'Carrier')).toEqual(['NoOperatingAuthority mcNumber']);
    expect(codes(sample(1000001), 'Broker')).toEqual(['NoBrokerAuthority mcNumber', 'NoBondOnFile mcNumber']);
  });

  it('an unknown or inactive USDOT number fails on dotNumber; a Conditional rating alone does not', () => {
    expect(vettingOf(undefined, '424242', 'Carrier')).toEqual({
      status: 'Failed',
      reasons: [{ code: 'DotNumberUnknown', field: 'dotNumber', message: 'FMCSA has no USDOT 424242.' }],
    });
    expect(codes({ ...sample(1000001), statusCode: 'I' })).toEqual(['DotNumberInactive dotNumber']);
    const conditional = vettingOf({ ...sample(1000001), safetyRating: 'C' }, '1000001', 'Carrier');
    expect(conditional.status).toBe('Verified');
    expect(conditional.facts?.safetyRating).toBe('Conditional');
  });
});

describe('vetting changes and requirements', () => {
  const vetting = (carrier: QcCarrier): ProviderVetting => {
    const judged = vettingOf(carrier, String(carrier.dotNumber), 'Carrier');
    return { userId: 1, dotNumber: String(carrier.dotNumber), status: judged.status, facts: judged.facts, reasons: [] };
  };
  /** The same record as the table gives it back: a map keeps no order of its members. */
  const reordered = <T>(value: T): T =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? (Object.fromEntries(
          Object.entries(value)
            .reverse()
            .map(([k, v]) => [k, reordered(v)]),
        ) as T)
      : value;

  it('a record as it was is no change, whatever the order of its members; each field that moved is named', () => {
    const was = vetting(sample(1000001));
    expect(vettingChanges(was, reordered(was))).toEqual([]);
    const renamed = vetting({ ...sample(1000001), dbaName: 'STAR HAUL', phyZipcode: '78701' });
    expect(vettingChanges(was, renamed)).toEqual(['name', 'address']);
    const out = vetting({
      ...sample(1000001),
      oosDate: '2026-11-29',
      allowedToOperate: 'N',
      cargoInsuranceOnFile: '0',
    });
    expect(vettingChanges(was, out)).toEqual(['status', 'insurance', 'outOfService']);
  });

  it('requirements: verified, insurance on file in dollars, the worst rating taken; what FMCSA does not show meets nothing', () => {
    const carrier = vetting(sample(1000001)); // $100,000 cargo, $1,000,000 liability, Satisfactory
    const met = (requirements: ProviderRequirements, v: ProviderVetting | undefined = carrier) =>
      unmetRequirements(requirements, { vetting: v, covers: [] }).map((u) => u.requirement);
    expect(
      met({
        verified: true,
        minimumCargoInsurance: { amount: 100_000, currencyType: 'USD' },
        minimumLiabilityInsurance: { amount: 1_000_000, currencyType: 'USD' },
        maximumSafetyRating: 'Satisfactory',
      }),
    ).toEqual([]);
    expect(met({ minimumCargoInsurance: { amount: 100_001, currencyType: 'USD' } })).toEqual(['minimumCargoInsurance']);
    const conditional = vetting({ ...sample(1000001), safetyRating: 'C' });
    expect(met({ maximumSafetyRating: 'NotRated' }, conditional)).toEqual(['maximumSafetyRating']);
    expect(met({ maximumSafetyRating: 'Conditional' }, conditional)).toEqual([]);
    const neverChecked = unmetRequirements({ maximumSafetyRating: 'Unsatisfactory', verified: true }, { covers: [] });
    expect(neverChecked.map((u) => u.requirement)).toEqual(['verified', 'maximumSafetyRating']);
    expect(unmetRequirements(undefined, { covers: [] })).toEqual([]);
  });

  it('certificates: the more of on file and certified counts, through the last day whole, then nothing', () => {
    const carrier = vetting(sample(1000001)); // $100,000 cargo on file
    const cover = (cargo: number, expiresOn: string): CertificateCover => ({
      certificateId: `c-${cargo}-${expiresOn}`,
      insurer: 'Great Plains Casualty',
      cargo,
      liability: 0,
      expiresOn,
    });
    const lastDay = new Date('2027-04-01T23:59:59Z');
    const dayAfter = new Date('2027-04-02T00:00:00Z');
    const wants = { minimumCargoInsurance: { amount: 250_000, currencyType: 'USD' as const } };
    const unmet = (covers: CertificateCover[], now: Date) =>
      unmetRequirements(wants, { vetting: carrier, covers }, now).map((u) => u.requirement);
    expect(unmet([], lastDay)).toEqual(['minimumCargoInsurance']);
    expect(unmet([cover(250_000, '2027-04-01')], lastDay)).toEqual([]);
    expect(unmet([cover(250_000, '2027-04-01')], dayAfter)).toEqual(['minimumCargoInsurance']);
    // the most any certificate in force certifies, never a sum
    expect(unmet([cover(150_000, '2027-05-01'), cover(150_000, '2027-05-01')], lastDay)).toEqual([
      'minimumCargoInsurance',
    ]);
    expect(certifiedInsurance([cover(300_000, '2027-04-01'), cover(50_000, '2027-06-01')], dayAfter)).toEqual({
      cargo: 50_000,
      liability: 0,
    });
  });

  it('reminders: 30 and 7 days before the last day; uploaded nearer, the nearest passed one at once', () => {
    const certificate = (expiresOn: string) => ({ userId: 7, certificateId: 'c', expiresOn }) as InsuranceCertificate;
    const now = new Date('2027-03-01T12:00:00Z');
    const plan = (expiresOn: string) =>
      remindersOf(certificate(expiresOn), now).map((r) => [r.days, r.remindOn.slice(0, 10)]);
    expect(plan('2027-06-01')).toEqual([
      [30, '2027-05-02'],
      [7, '2027-05-25'],
    ]);
    expect(plan('2027-03-21')).toEqual([
      [30, '2027-02-19'],
      [7, '2027-03-14'],
    ]);
    expect(plan('2027-03-05')).toEqual([[7, '2027-02-26']]);
  });
});
