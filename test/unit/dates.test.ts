import { describe, expect, it } from 'vitest';
import { canonicalWhen, dayOf, instantOf, localDay } from '../../shared/domain/dates.ts';

describe('dates as clients of the original API send them (docs/dates.md)', () => {
  it('keeps each form taken in one canonical text', () => {
    expect(canonicalWhen('2026-12-01T09:00:00-05:00')).toBe('2026-12-01T14:00:00.000Z');
    expect(canonicalWhen(' 2026-12-01t09:00z ')).toBe('2026-12-01T09:00:00.000Z');
    expect(canonicalWhen('2026-12-01T09:00:00.123+0530')).toBe('2026-12-01T03:30:00.123Z');
    for (const day of ['2026-12-01', '2026/12/01', '12/01/2026', '12/1/2026', '2026-12-1'])
      expect(canonicalWhen(day), day).toBe('2026-12-01');
    expect(canonicalWhen('2026-12-01T09:00')).toBe('2026-12-01T09:00:00');
  });

  it('refuses what is not a date', () => {
    for (const bad of [
      'tomorrow',
      '2026-02-30',
      '13/01/2026',
      '2026-12-01T25:00:00Z',
      '01/12/26',
      '01.12.2026',
      '',
      '2026-12-01T09:00:00+25:00',
    ])
      expect(canonicalWhen(bad), bad).toBeUndefined();
  });

  it('a day is that whole day in the zone, across daylight saving time', () => {
    expect(instantOf('2026-12-01', 'America/Chicago', 'start')).toBe('2026-12-01T06:00:00.000Z');
    expect(instantOf('2026-12-01', 'America/Chicago', 'end')).toBe('2026-12-02T05:59:59.999Z');
    expect(instantOf('2026-07-01', 'America/Chicago', 'start')).toBe('2026-07-01T05:00:00.000Z');
    expect(instantOf('2026-03-08', 'America/New_York', 'end')).toBe('2026-03-09T03:59:59.999Z'); // a 23-hour day
    expect(instantOf('2026-07-01', 'America/St_Johns', 'start')).toBe('2026-07-01T02:30:00.000Z');
    expect(instantOf('2026-07-01T09:00:00', 'America/Phoenix', 'start')).toBe('2026-07-01T16:00:00.000Z');
    expect(instantOf('2026-07-01T09:00:00.000Z', 'America/Phoenix', 'end')).toBe('2026-07-01T09:00:00.000Z');
  });

  it('the day of an instant is the one it falls on in the zone', () => {
    expect(localDay('2026-12-02T05:59:59.999Z', 'America/Chicago')).toBe('2026-12-01');
    expect(dayOf('2026-12-02T03:00:00.000Z', 'America/Los_Angeles')).toBe('2026-12-01');
    expect(dayOf('2026-12-02', 'America/Los_Angeles')).toBe('2026-12-02');
  });
});
