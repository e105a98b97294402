import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { calendarDay, isoDateOrTime, when } from '../../shared/schemas/common.ts';
import { CertificateFields } from '../../shared/schemas/vetting.ts';
import { RestrictedKeyBody } from '../../shared/schemas/auth.ts';

// The one parser of a date field (issue 79, docs/dates.md "A date is a real calendar date"): every schema that
// reads a date or date-time refuses a day the calendar does not have, and keeps what it took before for real ones.

const read = (schema: v.GenericSchema, sent: unknown) => {
  const result = v.safeParse(schema, sent);
  return result.success ? { value: result.output } : { refused: result.issues[0].message };
};

const certificateDay = CertificateFields.entries.expiresOn;
const keyExpiry = RestrictedKeyBody.entries.expiresOn;
const dateFields: [string, v.GenericSchema][] = [
  ['when (time frames, bids, rates)', when],
  ["a certificate's expiresOn", certificateDay],
  ["a restricted key's expiresOn", keyExpiry],
];

describe('a date field is a real calendar date', () => {
  it.each(dateFields)('%s refuses a day or time that does not exist', (_, field) => {
    for (const impossible of [
      '2027-02-30',
      '2027-13-01',
      '2027-04-31',
      '2027-02-29',
      '2027-00-10',
      '2027-06-00',
      '2027-02-30T00:00:00Z',
      '2027-06-30T25:00:00Z',
      'tomorrow',
      '',
    ])
      expect(read(field, impossible), impossible).toHaveProperty('refused');
    expect(read(field, 20270630)).toHaveProperty('refused');
  });

  it.each(dateFields)('%s takes a leap day in a leap year', (_, field) => {
    expect(read(field, '2028-02-29')).toEqual({ value: '2028-02-29' });
  });

  it("a certificate's last day: YYYY-MM-DD, a date-time read as the day it was written on", () => {
    expect(read(certificateDay, ' 2027-06-30 ')).toEqual({ value: '2027-06-30' });
    expect(read(certificateDay, '2027-06-30T23:30:00-05:00')).toEqual({ value: '2027-06-30' });
    expect(read(certificateDay, '2027-06-30T09:00')).toEqual({ value: '2027-06-30' });
    for (const other of ['2027/06/30', '06/30/2027', '2027-06-30Tnoon'])
      expect(read(certificateDay, other), other).toEqual({ refused: 'must be a date (YYYY-MM-DD)' });
    expect(read(calendarDay, '2027-02-30')).toEqual({ refused: 'must be a date (YYYY-MM-DD)' });
  });

  it("a restricted key's expiry: an ISO 8601 date or date-time, in its canonical text", () => {
    expect(read(keyExpiry, '2027-06-30')).toEqual({ value: '2027-06-30' });
    expect(read(keyExpiry, '2027-06-30T09:00:00-05:00')).toEqual({ value: '2027-06-30T14:00:00.000Z' });
    expect(read(keyExpiry, undefined)).toEqual({ value: undefined });
    for (const other of ['06/30/2027', '2027/06/30', '2027-02-30'])
      expect(read(isoDateOrTime, other), other).toEqual({
        refused: 'must be an ISO 8601 date or date-time, e.g. 2027-06-30T00:00:00Z',
      });
  });

  it('when keeps every form clients of the original API send', () => {
    expect(read(when, '12/01/2026')).toEqual({ value: '2026-12-01' });
    expect(read(when, '2026/12/01')).toEqual({ value: '2026-12-01' });
    expect(read(when, '2026-12-01T09:00:00-05:00')).toEqual({ value: '2026-12-01T14:00:00.000Z' });
    expect(read(when, '2026-12-01T09:00')).toEqual({ value: '2026-12-01T09:00:00' });
    expect(read(when, '02/30/2026')).toHaveProperty('refused', expect.stringMatching(/^must be a date or date-time/));
  });
});
