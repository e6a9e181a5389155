/** The static pages of spec §2 in both languages (table `content_page`). */
import type { Language } from '../../../shared/constants.ts';
import type { ContentPageId } from '../../../shared/content-pages.ts';
import type { ContentSection } from '../../../shared/types.ts';
import { CONTENT_PAGES_DE } from './content-pages-de.ts';
import { CONTENT_PAGES_EN } from './content-pages-en.ts';

export interface ContentPageSeed {
  id: ContentPageId;
  title: string;
  metaDescription: string;
  sections: ContentSection[];
}

export const CONTENT_PAGES: Record<Language, readonly ContentPageSeed[]> = {
  de: CONTENT_PAGES_DE,
  en: CONTENT_PAGES_EN,
};
