import { describe, expect, it } from 'vitest';
import { sampleCarriers } from '../../infra/local/fmcsa.ts';
import { vettingOf } from '../../shared/domain/vetting/rules.ts';
import type { QcCarrier } from '../../shared/net/fmcsa.ts';
import { vettingChanges } from '../../shared/domain/vetting/changes.ts';
import { unmetRequirements, type ProviderRequirements } from '../../shared/domain/vetting/requirements.ts';
import type { ProviderVetting } from '../../shared/domain/vetting/types.ts';

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
      unmetRequirements(requirements, v).map((u) => u.requirement);
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
    const neverChecked = unmetRequirements({ maximumSafetyRating: 'Unsatisfactory', verified: true }, undefined);
    expect(neverChecked.map((u) => u.requirement)).toEqual(['verified', 'maximumSafetyRating']);
    expect(unmetRequirements(undefined, undefined)).toEqual([]);
  });
});
