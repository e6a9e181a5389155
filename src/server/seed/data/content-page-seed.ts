/** A content page of the seed (content-pages-de.ts, content-pages-en.ts; gathered in content-pages.ts). */
import type { ContentPageId } from '../../../shared/content-pages.ts';
import type { ContentSection } from '../../../shared/types.ts';

export interface ContentPageSeed {
  id: ContentPageId;
  title: string;
  metaDescription: string;
  sections: ContentSection[];
}
