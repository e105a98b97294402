// one module per function, not the package's index: the index loads all of date-fns (1.6 s of every
// test file's import; the bundles drop it either way)
import { isExists } from 'date-fns/isExists';
import { isValid } from 'date-fns/isValid';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';
import { TZDate } from '@date-fns/tz';

// Dates and times as clients of the original API send them (docs/dates.md). A request schema
// keeps what was sent in one canonical text; the rule that knows the stop's time zone turns it
// into an instant. Forms taken:
//   2026-12-01T09:00:00Z, 2026-12-01T09:00:00-05:00   an instant      -> 2026-12-01T14:00:00.000Z
//   2026-12-01, 2026/12/01, 12/01/2026                 a day           -> 2026-12-01
//   2026-12-01T09:00                                   a local time    -> 2026-12-01T09:00:00
// A day means that whole day in the stop's zone: from its first to its last millisecond.

const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-](0\d|1[0-4])(:?[0-5]\d)?)$/i;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?$/i;
/**
 * The day forms, each reading (year, month, day) from its match; US month-first is the only slash
 * form ending in the year. (date-fns' `parse` and `format` would add ~40 KB to every function that
 * takes a date: the forms are few, so they are matched here and checked with `isExists`.)
 */
const DAY_FORMS: [RegExp, (m: RegExpMatchArray) => [number, number, number]][] = [
  [/^(\d{4})-(\d{1,2})-(\d{1,2})$/, (m) => [Number(m[1]), Number(m[2]), Number(m[3])]],
  [/^(\d{4})\/(\d{1,2})\/(\d{1,2})$/, (m) => [Number(m[1]), Number(m[2]), Number(m[3])]],
  [/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, (m) => [Number(m[3]), Number(m[1]), Number(m[2])]],
];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The canonical text of a date or time as sent, or undefined when it is none of the forms taken. */
export function canonicalWhen(sent: string): string | undefined {
  const text = sent.trim();
  if (INSTANT.test(text)) {
    const instant = parseISO(text.replace(' ', 'T').toUpperCase());
    return isValid(instant) ? instant.toISOString() : undefined;
  }
  if (LOCAL_TIME.test(text)) {
    const local = parseISO(text.replace(' ', 'T').toUpperCase());
    return isValid(local) ? lightFormat(local, "yyyy-MM-dd'T'HH:mm:ss") : undefined;
  }
  for (const [form, fields] of DAY_FORMS) {
    const match = text.match(form);
    if (!match) continue;
    const [year, month, day] = fields(match);
    return isExists(year, month - 1, day) ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : undefined;
  }
  return undefined;
}

const isDay = (when: string) => when.length === 10;
const isInstant = (when: string) => when.endsWith('Z');

/**
 * The instant a canonical date or time means at a stop: an instant as it is; a local time in the
 * zone; a day from its start (`start`) or to its end (`end`) in the zone.
 */
export function instantOf(when: string, zone: string, edge: 'start' | 'end'): string {
  if (isInstant(when)) return when;
  const [y, m, d, hh = 0, mm = 0, ss = 0] = when.split(/[-T:]/).map(Number);
  const local =
    isDay(when) && edge === 'end'
      ? new TZDate(y!, m! - 1, d!, 23, 59, 59, 999, zone)
      : new TZDate(y!, m! - 1, d!, hh, mm, ss, 0, zone);
  return new Date(local.getTime()).toISOString();
}

/** The calendar day of an instant in a time zone (YYYY-MM-DD). */
export function localDay(instant: Date | string, zone: string): string {
  return lightFormat(new TZDate(new Date(instant).getTime(), zone), 'yyyy-MM-dd');
}

/** The day a canonical date or time falls on at a stop: a day as it is, anything else in the zone. */
export function dayOf(when: string, zone: string): string {
  return isDay(when) ? when : localDay(instantOf(when, zone, 'start'), zone);
}

/** A stored instant in the one form reads show (items keep the form clients sent: docs/compat.md). */
export const canonicalInstant = (stored: string) => new Date(stored).toISOString();

/** `2026-11`, `months` months before the month of `now` (UTC). */
export function monthBefore(now: Date, months: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return d.toISOString().slice(0, 7);
}
