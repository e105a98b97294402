// Lookups and labels are localized for US English, French and German (spec 2.13).
export const languages = ['en', 'fr', 'de'] as const;
export type Language = (typeof languages)[number];

/**
 * The locale each language writes numbers, amounts and dates in: the marketplace's readers are in the US and Canada
 * (German: Germany's).
 */
export const localeOf: Record<Language, string> = { en: 'en-US', fr: 'fr-CA', de: 'de-DE' };
