import type { ApiResponse } from './response.ts';

// Pages for people rather than programs (the tracking page, unsubscribe pages): never indexed,
// never cached, no outside resources, no referrer, no framing.
const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
};

export const htmlPage = (status: number, html: string): ApiResponse => ({ status, headers: pageHeaders, binary: Buffer.from(html) });

/** A person's browser asks for HTML; a program gets the spec 7.2 error instead. */
export const wantsHtml = (headers: Record<string, string | undefined>) => /text\/html/i.test(headers.accept ?? '');
