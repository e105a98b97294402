import { localeOf, type Language } from '../language/language.ts';
// Time frames of a stop shown in the stop's own time zone (spec 2.5): date1/date2 in UTC, the same
// instants with the zone's offset, and the three label forms. Intl does the time-zone work.

/** The zone a stop's times are shown in when the listing did not name one: its state's main zone. */
const zoneOfState: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
};

export function zoneOf(stop: {
  timeFrame: { timeZone?: string };
  address: { timeZone?: string; stateProvince: string };
}): string {
  for (const zone of [stop.timeFrame.timeZone, stop.address.timeZone]) {
    if (!zone) continue;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return zone;
    } catch {
      /* not a zone name: fall back */
    }
  }
  return zoneOfStateProvince(stop.address.stateProvince) ?? 'UTC';
}

/** A state's or province's main zone (`TX` -> America/Chicago); undefined for one it does not know. */
export const zoneOfStateProvince = (stateProvince: string | undefined): string | undefined =>
  stateProvince ? zoneOfState[stateProvince.toUpperCase()] : undefined;

/** The instant as local date-time with the zone's offset: 2026-12-01T09:00:00-06:00. */
export function withOffset(iso: string, zone: string): string {
  const date = new Date(iso);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName!.replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** An instant as people at the place read it, with the zone's name: "Dec 3, 2026, 2:15 PM CST". */
export const localTime = (iso: string, zone: string, language: Language = 'en') =>
  new Intl.DateTimeFormat(localeOf[language], {
    timeZone: zone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

/** A window as people at the place read it, in times (or days); one instant when both ends read the same. */
export function localWindow(
  earliest: string,
  latest: string,
  zone: string,
  language: Language,
  format: typeof localTime = localTime,
): string {
  const from = format(earliest, zone, language);
  const to = format(latest, zone, language);
  return from === to ? from : `${from} – ${to}`;
}

/** The day of an instant at the place: "Dec 3, 2026". */
export const localDay = (iso: string, zone: string, language: Language = 'en') =>
  new Intl.DateTimeFormat(localeOf[language], { timeZone: zone, dateStyle: 'medium' }).format(new Date(iso));

const format = (iso: string, zone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options }).format(new Date(iso));
const range = (a: string, b: string) => (a === b ? a : `${a} - ${b}`);

export function timeFrameLabels(earliest: string, latest: string, zone: string) {
  const full = (iso: string) => format(iso, zone, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  const short = (iso: string) => format(iso, zone, { month: 'short', day: 'numeric' });
  const shortWithYear = (iso: string) => format(iso, zone, { month: 'short', day: 'numeric', year: 'numeric' });
  return {
    label: range(full(earliest), full(latest)),
    shortLabel: range(short(earliest), short(latest)),
    shortLabelWithYear: range(shortWithYear(earliest), shortWithYear(latest)),
  };
}
