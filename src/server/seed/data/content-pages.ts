/** The static pages of spec §2 in both languages (table `content_page`). */
import type { Language } from '../../../shared/constants.ts';
import type { ContentPageSeed } from './content-page-seed.ts';
import { CONTENT_PAGES_DE } from './content-pages-de.ts';
import { CONTENT_PAGES_EN } from './content-pages-en.ts';

export type { ContentPageSeed } from './content-page-seed.ts';

export const CONTENT_PAGES: Record<Language, readonly ContentPageSeed[]> = {
  de: CONTENT_PAGES_DE,
  en: CONTENT_PAGES_EN,
};
