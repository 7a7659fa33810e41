/**
 * The languages a visitor may write from, as stored with what they sent (app/i18n/languages.ts
 * names and orders the site's pages by them). Here, beside the schema, because drizzle-kit reads
 * db/ alone.
 */
export const languageCodes = ['en', 'ar', 'ru'] as const;

export type LanguageCode = (typeof languageCodes)[number];
