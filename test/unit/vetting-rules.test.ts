import { describe, expect, it } from 'vitest';
import { sampleCarriers } from '../../infra/local/fmcsa.ts';
import { vettingOf } from '../../shared/domain/vetting/rules.ts';
import type { QcCarrier } from '../../shared/net/fmcsa.ts';

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
