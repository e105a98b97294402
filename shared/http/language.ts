// negotiator's language negotiation alone: its index brings the charset, encoding and media type
// negotiators too, which every function would carry for nothing (about 4 KB, docs/performance.md)
import preferredLanguages from 'negotiator/lib/language.js';
import { languages, type Language } from '../language/language.ts';

// Accept-Language in, Content-Language out: the HTTP side of the domain's languages.

const offered = ['en-US', 'en', 'fr', 'fr-CA', 'fr-FR', 'de', 'de-DE'];

/** The best language for an Accept-Language header; English when none fits. */
export function negotiateLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  const [best] = preferredLanguages(acceptLanguage, offered);
  const primary = (best ?? 'en').slice(0, 2) as Language;
  return languages.includes(primary) ? primary : 'en';
}

export const contentLanguage: Record<Language, string> = { en: 'en-US', fr: 'fr', de: 'de' };
