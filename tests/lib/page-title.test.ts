import { describe, expect, it } from 'vitest';
import { buildDocumentTitle, buildMetaDescription } from '../../src/lib/page-title';

const messages = {
  defaultSiteTitle: 'Kursmarkt – Fortbildungen für Rechtsberufe',
  defaultSiteTitleShort: 'Kursmarkt',
  defaultMetaDescription: 'Fortbildungen für Rechtsberufe.',
};

describe('page title rule', () => {
  it("builds '{title} | {short site title}'", () => {
    expect(buildDocumentTitle('Häufige Fragen', messages)).toBe('Häufige Fragen | Kursmarkt');
  });

  it('puts the full default title alone, without the site name twice, in place of a title shorter than 10 characters', () => {
    expect(buildDocumentTitle('Wartung', messages)).toBe('Kursmarkt – Fortbildungen für Rechtsberufe');
    expect(buildDocumentTitle('123456789', messages)).toBe('Kursmarkt – Fortbildungen für Rechtsberufe');
  });

  it('keeps a title of exactly 10 characters', () => {
    expect(buildDocumentTitle('1234567890', messages)).toBe('1234567890 | Kursmarkt');
  });

  it('uses the default title when there is none, ignoring surrounding white space', () => {
    expect(buildDocumentTitle(null, messages)).toBe('Kursmarkt – Fortbildungen für Rechtsberufe');
    expect(buildDocumentTitle('   FAQ    ', messages)).toBe('Kursmarkt – Fortbildungen für Rechtsberufe');
    expect(buildDocumentTitle('  Impressum der GmbH  ', messages)).toBe('Impressum der GmbH | Kursmarkt');
  });

  it("takes the page's meta description, else the default one", () => {
    expect(buildMetaDescription('Antworten auf Fragen', messages)).toBe('Antworten auf Fragen');
    expect(buildMetaDescription('', messages)).toBe('Fortbildungen für Rechtsberufe.');
    expect(buildMetaDescription(undefined, messages)).toBe('Fortbildungen für Rechtsberufe.');
  });
});
