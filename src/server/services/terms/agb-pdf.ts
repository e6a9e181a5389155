/**
 * The AGB as a PDF for the confirmation e-mail (issue 24 §3, § 312i Abs. 1 Nr. 4 BGB: the terms in a
 * form the buyer can keep): the content page as served, on the shared text document (the fonts and
 * page set-up of the invoices), with its version in the footer of every page.
 */
import { TextDocument, type DocumentLanguage } from '../../documents/index.ts';
import type { SellerIdentity } from '../../../shared/seller.ts';
import type { Agb } from './agb.ts';
import { plainParagraph } from './page-text.ts';

const TEXT = {
  de: {
    file: 'AGB.pdf',
    version: (version: string) => `Fassung ${version}`,
    page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
    lang: 'de-DE',
  },
  en: {
    file: 'Terms.pdf',
    version: (version: string) => `Version ${version}`,
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    lang: 'en-GB',
  },
} as const satisfies Record<DocumentLanguage, unknown>;

export const agbFileName = (language: DocumentLanguage) => TEXT[language].file;

export async function renderAgbPdf(
  agb: Agb,
  language: DocumentLanguage,
  seller: SellerIdentity | null,
  publicUrl: string,
  created = new Date(),
): Promise<Buffer> {
  const t = TEXT[language];
  const author = seller?.name ?? 'Kursmarkt';
  const document = new TextDocument({
    title: agb.page.title,
    author,
    subject: t.version(agb.version),
    footer: `${agb.page.title} · ${author} · ${t.version(agb.version)}`,
    created,
    pageLabel: t.page,
    lang: t.lang,
  });
  document.heading(agb.page.title);
  document.text(t.version(agb.version), { size: 9, grey: 0.4, after: 10 });
  for (const section of agb.page.sections) {
    if (section.heading) document.subheading(section.heading);
    for (const paragraph of section.paragraphs) document.text(plainParagraph(paragraph, publicUrl));
  }
  return document.finish();
}
