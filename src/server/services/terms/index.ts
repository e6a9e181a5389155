/**
 * The legal texts an order is confirmed with (services/terms/): the AGB it was placed under (its
 * version and PDF) and content pages as mail text (the withdrawal instructions and form of /widerruf).
 */
export { AGB_PAGE_ID, agbVersion, currentAgb, recordAgbVersion, type Agb } from './agb.ts';
export { agbFileName, renderAgbPdf } from './agb-pdf.ts';
export { pageTextLines, plainParagraph } from './page-text.ts';
