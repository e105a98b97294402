import type { ApiResponse } from './response.ts';
import { NotFoundError } from '../errors.ts';

// Pages for people rather than programs (the tracking page, unsubscribe pages): never indexed,
// never cached, no outside resources, no referrer, no framing.
const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'self'; " +
    "frame-ancestors 'none'",
};

/**
 * The largest page or drawing the API renders (the tracking page with its map is about 100 KB); declared in the OpenAPI
 * document.
 */
export const MAX_PAGE_BYTES = 1024 * 1024;

export const htmlPage = (status: number, html: string): ApiResponse => ({
  status,
  headers: pageHeaders,
  binary: Buffer.from(html),
});

/**
 * A page behind a capability link (the tracking page, an unsubscribe link): the page `render`
 * makes, or for a link that leads nowhere, `missing` for a person's browser (it asks for HTML)
 * and the spec 7.2 error for a program.
 */
export async function linkedPage(
  headers: Record<string, string | undefined>,
  render: () => Promise<string>,
  missing: () => string,
): Promise<ApiResponse> {
  try {
    return htmlPage(200, await render());
  } catch (error) {
    if (error instanceof NotFoundError && /text\/html/i.test(headers.accept ?? '')) return htmlPage(404, missing());
    throw error;
  }
}
