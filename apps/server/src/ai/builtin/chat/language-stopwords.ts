import { cat, eng, spa } from 'stopword';
import type { Language } from './knowledge/knowledge-entry.ts';

/** The `stopword` package's lists for the three languages (@nlpjs ships an empty Catalan one). */
export const LANGUAGE_STOPWORDS: Readonly<Record<Language, ReadonlySet<string>>> = {
  ca: new Set(cat),
  es: new Set(spa),
  en: new Set(eng),
};
