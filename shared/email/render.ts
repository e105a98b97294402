import { readFileSync } from 'node:fs';
import Mustache from 'mustache';
import escapeHtml from 'escape-html';
import type { EmailContent } from '../domain/email/messages/content.ts';
import type { Language } from '../language/language.ts';
import { inLanguage, type Localized } from '../language/labels.ts';

// An email's HTML and plain text from its content: the HTML in the MJML-built layout
// (./data/layout.html, read on first use like the other data files), every value escaped.

const layoutFile = new URL('./data/layout.html', import.meta.url);
let layout: string | undefined;

const footer: Localized = [
  'You get this email because of your account on the shipping marketplace.',
  'Vous recevez ce courriel en raison de votre compte sur la place de marché du transport.',
  'Sie erhalten diese E-Mail wegen Ihres Kontos auf dem Transportmarktplatz.',
];
const unsubscribe: Localized = [
  'Unsubscribe from these emails',
  'Ne plus recevoir ces courriels',
  'Diese E-Mails abbestellen',
];

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export function renderEmail(content: EmailContent, language: Language, unsubscribeHref: string): RenderedEmail {
  layout ??= readFileSync(layoutFile, 'utf8');
  const view = {
    ...content,
    language,
    footer: inLanguage(footer, language),
    unsubscribeLabel: inLanguage(unsubscribe, language),
    unsubscribeHref,
  };
  const text = [
    content.heading,
    '',
    ...content.paragraphs,
    '',
    ...content.facts.map((f) => `${f.label}: ${f.value}`),
    '',
    ...content.actions.map((a) => `${a.label}: ${a.href}`),
    '',
    '--',
    view.footer,
    `${view.unsubscribeLabel}: ${unsubscribeHref}`,
  ].join('\n');
  // escape-html rather than Mustache's own escaping, which also encodes / and = (links read badly in sources)
  return { subject: content.subject, html: Mustache.render(layout, view, {}, { escape: escapeHtml }), text };
}
