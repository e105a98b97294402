import escapeHtml from 'escape-html';
import type { Language } from '../language/language.ts';

// The frame of every page for people (the tracking page, unsubscribe pages): no index, no
// outside resources (the headers say the same: shared/http/html.ts), one stylesheet inline.

const base =
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#1b2733;background:#f3f5f7}' +
  'main{max-width:640px;margin:0 auto;padding:24px 16px}h1{font-size:1.4rem;margin:.2rem 0 1rem}' +
  '.kicker{color:#5b6b78;font-size:.9rem;text-transform:uppercase;letter-spacing:.05em}' +
  'footer{color:#5b6b78;font-size:.85rem;margin-top:1.5rem}' +
  'button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#1f4e8c;color:#fff;cursor:pointer}';

export function htmlDocument(title: string, language: Language, body: string, style = ''): string {
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" ` +
    `content="width=device-width, initial-scale=1">` +
    '<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer">' +
    `<title>${escapeHtml(title)}</title><style>${base}${style}</style></head><body><main>${body}</main></body></html>`
  );
}
