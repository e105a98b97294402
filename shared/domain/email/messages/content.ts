import Mustache from 'mustache';
import type { Language } from '../../../language/language.ts';
import { inLanguage, type Localized } from '../../../language/labels.ts';
import type { Listing } from '../../listings/types.ts';
import type { RateRequest } from '../../raterequests/types.ts';
import type { Payment } from '../../payments/types.ts';

// What each email says (docs/notifications.md, Email), in the recipient's language. Amounts,
// places and time windows read as the API's labels do: "$1,250", "Austin, TX", a window in the
// stop's own time zone. The layout around it is ./render in shared/email/.

export interface EmailContent {
  subject: string;
  /** The line mail clients show after the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  facts: { label: string; value: string }[];
  actions: { label: string; href: string }[];
}

export interface EmailContext {
  listing?: Listing;
  rateRequest?: RateRequest;
  /** A booking's payment, when it was paid on the platform: its email shows the money (./booking.ts). */
  payment?: Payment;
  baseUrl: string;
  language: Language;
}

/** Sentences by name, each in every language. */
export type Words = Record<string, Localized>;

/** A sentence in the reader's language with `{{name}}` filled from the view, unescaped: the layout escapes. */
export const fill = (localized: Localized, language: Language, view: Record<string, unknown>): string =>
  Mustache.render(inLanguage(localized, language), view, {}, { escape: (s: string) => s });
