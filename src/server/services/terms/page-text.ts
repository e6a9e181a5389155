/**
 * A content page as plain text (for e-mails): the title, each section's heading and paragraphs, and
 * the page's links `[label](/path)` written out as "label (https://shop/path)", since a plain-text
 * mail has no links of its own. The statutory texts (/widerruf) are thus quoted word for word from the
 * one page the shop serves, never kept as a second copy.
 */
import type { ContentPage } from '../../../shared/types.ts';

const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** A paragraph's links written out against the shop's public address. */
export const plainParagraph = (paragraph: string, publicUrl: string) =>
  paragraph.replace(LINK, (_, label: string, path: string) => `${label} (${publicUrl}${path})`);

export function pageTextLines(page: Pick<ContentPage, 'title' | 'sections'>, publicUrl: string): string[] {
  return [
    page.title.toUpperCase(),
    ...page.sections.flatMap((section) => [
      '',
      ...(section.heading ? [section.heading] : []),
      ...section.paragraphs.map((paragraph) => plainParagraph(paragraph, publicUrl)),
    ]),
  ];
}
