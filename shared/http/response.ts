import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { contentLanguage } from './language.ts';
import type { Language } from '../language/language.ts';
import { WHOLE_LIST_MAX } from '../domain/limits/lists.ts';

/** What a handler returns; the endpoint wrapper serialises it. */
export interface ApiResponse {
  status: number;
  /** Serialised as JSON. */
  body?: unknown;
  /** Sent as bytes (base64 to API Gateway) instead of a JSON body. */
  binary?: Buffer;
  headers?: Record<string, string>;
}

export const ok = (body: unknown, headers: Record<string, string> = {}): ApiResponse => ({
  status: 200,
  body,
  headers,
});

/** spec 7.1: 201 carries a Location header; spec 4 #4: the body is null. */
export const created = (location: string, body: unknown = null, headers: Record<string, string> = {}): ApiResponse => ({
  status: 201,
  body,
  headers: { ...headers, location },
});

/**
 * A list served whole, never paged (docs/limits.md, "Lists"): `totalCount` counts every entry,
 * `items` holds the first WHOLE_LIST_MAX of them, the bound the OpenAPI document declares.
 */
/**
 * A list served whole: its entries (at most WHOLE_LIST_MAX shown) and their count; `counted`: the
 * count of a list read no further than it shows (`totalCountCapped`: at least that many).
 */
export const wholeList = <T, V>(
  entries: readonly T[],
  view: (entry: T) => V,
  counted?: { totalCount: number; totalCountCapped?: true },
) => ({
  totalCount: counted?.totalCount ?? entries.length,
  ...(counted?.totalCountCapped ? { totalCountCapped: true as const } : {}),
  items: entries.slice(0, WHOLE_LIST_MAX).map(view),
});

export const noContent = (): ApiResponse => ({ status: 204 });

/**
 * `{base_url}` of the spec: PUBLIC_BASE_URL when the stage has a custom domain, else the host
 * the request came to (API Gateway's execute-api domain, or localhost for the local runtime).
 */
export function baseUrlOf(event: APIGatewayProxyEventV2): string {
  const configured = process.env.PUBLIC_BASE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const proto = event.headers['x-forwarded-proto'] ?? 'https';
  const host = event.headers.host ?? event.requestContext.domainName;
  return `${proto}://${host}`;
}

/**
 * `{base_url}` where there is no request to take it from (the notifier's emails): PUBLIC_BASE_URL
 * when the stage has a custom domain, else API_BASE_URL, the API's own address (set by the stack,
 * and by the local runtime once it listens).
 */
export function linkBaseUrl(): string {
  return (process.env.PUBLIC_BASE_URL || process.env.API_BASE_URL || 'http://localhost').replace(/\/+$/, '');
}

/** 200 with a Content-Language naming the language the labels are in. */
export const localized = (body: unknown, language: Language): ApiResponse =>
  ok(body, { 'content-language': contentLanguage[language] });

/**
 * `{totalCount, items, links}` of a paged list (spec 4 rule 4): a `next` link while more remain,
 * repeating the request's filters with $skip moved past this page. Its verb is the request's:
 * GET for lists, POST for search, whose next page is asked with the same body (spec 2.10).
 */
export function pagedList<T>(
  url: string,
  page: { skip: number; top: number; totalCount: number; totalCountCapped?: true; items: T[] },
  filters: Record<string, string | undefined> = {},
  verb: 'GET' | 'POST' = 'GET',
) {
  const more = page.skip + page.items.length < page.totalCount;
  const rest = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `&${name}=${encodeURIComponent(value!)}`)
    .join('');
  return {
    totalCount: page.totalCount,
    // a list counted up to its cap says so: "1,000+" (docs/performance.md, "Reads bounded by the page")
    ...(page.totalCountCapped ? { totalCountCapped: true as const } : {}),
    items: page.items,
    links: more
      ? [
          {
            rel: 'next',
            verb,
            href: `${url}?$skip=${page.skip + page.items.length}&$top=${page.top}${rest}`,
            title: 'next page',
          },
        ]
      : [],
  };
}
