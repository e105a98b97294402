import { readFileSync, writeFileSync } from 'node:fs';
import mjml2html from 'mjml';

// Builds data/layout.html, the one layout of every email, from layout.mjml with MJML (responsive,
// tables and inline styles that mail clients render). Mustache tags pass through MJML untouched;
// shared/email/render.ts fills them per email. Run `npm run build:emails` after changing the MJML;
// test/unit/email.test.ts fails while the file differs from what this builds.

export async function buildLayout(): Promise<string> {
  const source = readFileSync(new URL('./layout.mjml', import.meta.url), 'utf8');
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict', minify: false });
  if (errors.length) throw new Error(`layout.mjml: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return html;
}

export const layoutFile = new URL('./data/layout.html', import.meta.url);

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(layoutFile, await buildLayout());
  console.log(`wrote ${layoutFile.pathname}`);
}
