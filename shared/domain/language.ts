// Lookups and labels are localized for US English, French and German (spec 2.13).
export const languages = ['en', 'fr', 'de'] as const;
export type Language = (typeof languages)[number];
