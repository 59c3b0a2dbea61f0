/** The 21 languages of `lang` (../API-DECISIONS.md). */
export const LANGUAGES = [
  'en', 'hi', 'bn', 'ta', 'te', 'mr', 'gu', 'kn', 'ml', 'pa', 'ne', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'ja', 'zh', 'ko', 'ar',
] as const;
export type Lang = (typeof LANGUAGES)[number];
