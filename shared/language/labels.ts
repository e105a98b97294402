import { localeOf, type Language } from './language.ts';

/** A display string in each language the API speaks: [en-US, fr, de]. */
export type Localized = readonly [en: string, fr: string, de: string];

/** spec 2: labelled value object; shortLabel is for small screens and falls back to label. */
export interface LabelledValue {
  value: string;
  label: string;
  shortLabel: string;
}

const position: Record<Language, 0 | 1 | 2> = { en: 0, fr: 1, de: 2 };

export function inLanguage(text: Localized, language: Language): string {
  return text[position[language]];
}

export function labelled(value: string, label: Localized, language: Language, shortLabel?: Localized): LabelledValue {
  return { value, label: inLanguage(label, language), shortLabel: inLanguage(shortLabel ?? label, language) };
}

/** The same text in every language (proper names, codes). */
export const same = (text: string): Localized => [text, text, text];

/** An amount as a reader of the language writes it (emails): `$1,250`, `1 250 $ US`, `1.250 $`. */
export function moneyIn(amount: number, currencyType: string, language: Language): string {
  return new Intl.NumberFormat(localeOf[language], {
    style: 'currency',
    currency: currencyType,
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** How an amount reads in the API's labels, always US English: `$1,234.5`, or `CA$1,234.5` for Canadian dollars. */
export const moneyText = (amount: number, currencyType: string): string => moneyIn(amount, currencyType, 'en');
