import type { Endpoint } from '../routes/http.ts';

// A deprecated operation says so on every answer (docs/client.md, "Deprecation"): RFC 9745's
// `Deprecation` (when, as a structured-field date), RFC 8594's `Sunset` (when it stops, as an HTTP
// date), and a `Link` to the changelog's entry (rel=deprecation, RFC 9745 section 3) and to what
// replaces it (rel=successor-version). The developer site's address: DEVELOPER_SITE_URL, else the
// API's own /developers/ (the local runtime serves it there).

export function deprecationHeaders(route: Pick<Endpoint, 'deprecated'>, baseUrl: string): Record<string, string> {
  const deprecated = route.deprecated;
  if (!deprecated) return {};
  const site = (process.env.DEVELOPER_SITE_URL || `${baseUrl}/developers`).replace(/\/+$/, '');
  const links = [`<${site}/changelog.html#${deprecated.announcedIn}>; rel="deprecation"; type="text/html"`];
  if (deprecated.successor) links.push(`<${baseUrl}${deprecated.successor}>; rel="successor-version"`);
  return {
    deprecation: `@${Math.floor(Date.parse(`${deprecated.since}T00:00:00Z`) / 1000)}`,
    sunset: new Date(`${deprecated.sunset}T00:00:00Z`).toUTCString(),
    link: links.join(', '),
  };
}
