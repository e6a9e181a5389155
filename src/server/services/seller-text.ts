/**
 * The seller's identity in the site's texts (issue 24 §4): the Impressum, the AGB and the data
 * protection statement name the seller with placeholders — `{{seller.name}}`, `{{seller.address}}`
 * (street, postcode and city), `{{seller.street}}`, `{{seller.zipCode}}`, `{{seller.city}}`,
 * `{{seller.country}}`, `{{seller.email}}`, `{{seller.phone}}`, `{{seller.vatId}}`,
 * `{{seller.taxNumber}}`, `{{seller.register}}`, `{{seller.representative}}` — which the server fills
 * from the seller configuration (SELLER_*) when it serves the page. So the pages say what the invoice,
 * the summary and the e-mails say, and nobody keeps a copy of the address in the page text.
 *
 * A paragraph that names a part the seller lacks (or an unknown part) (no register, no phone; or no seller configured at
 * all) is left out, and a section left without paragraphs with it.
 */
import { sellerAddress, type SellerIdentity } from '../../shared/seller.ts';
import type { ContentPage, ContentSection } from '../../shared/types.ts';

const PLACEHOLDER = /\{\{seller\.([a-zA-Z]+)\}\}/g;

type SellerPart = keyof SellerIdentity | 'address';

function partOf(seller: SellerIdentity | null, part: string): string | null {
  if (!seller) return null;
  if ((part as SellerPart) === 'address') return sellerAddress(seller);
  // An unknown part (a typing error in an edited page) counts as missing: the paragraph is left out.
  if (!Object.hasOwn(seller, part)) return null;
  const value = seller[part as keyof SellerIdentity];
  return value ? value : null;
}

/** The text with the seller's parts filled in; null when it names a part the seller lacks. */
export function fillSellerText(text: string, seller: SellerIdentity | null): string | null {
  let missing = false;
  const filled = text.replace(PLACEHOLDER, (_, part: string) => {
    const value = partOf(seller ?? null, part);
    if (value === null) missing = true;
    return value ?? '';
  });
  return missing ? null : filled;
}

function fillSection(section: ContentSection, seller: SellerIdentity | null): ContentSection | null {
  const paragraphs = section.paragraphs
    .map((paragraph) => fillSellerText(paragraph, seller))
    .filter((paragraph): paragraph is string => paragraph !== null);
  if (paragraphs.length === 0 && section.paragraphs.length > 0) return null;
  return { ...section, heading: section.heading === null ? null : (fillSellerText(section.heading, seller) ?? ''), paragraphs };
}

/** A content page as served: the seller's placeholders filled from the configuration. */
export function withSeller(page: ContentPage, seller: SellerIdentity | null): ContentPage {
  return {
    ...page,
    title: fillSellerText(page.title, seller) ?? page.title.replace(PLACEHOLDER, '').trim(),
    metaDescription: fillSellerText(page.metaDescription, seller) ?? page.metaDescription.replace(PLACEHOLDER, '').trim(),
    sections: page.sections
      .map((section) => fillSection(section, seller))
      .filter((section): section is ContentSection => section !== null),
  };
}
