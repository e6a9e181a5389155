/**
 * The order summary's view (issue 24 §2, §5): each course line shows its hours, its format, whether it
 * counts for § 15 FAO and how access works, as the server's summary says; the withdrawal notice names
 * the seller as the recipient and links the model instructions and form (/widerruf).
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summary as modelSummary } from '../../machines/customerOrder.model';
import { addCheckoutTexts } from '../../src/lib/checkout-texts';
import { SummaryView } from '../../src/features/checkout/steps/SummaryView';
import type { OrderSummary, PricedLine } from '../../src/shared/order';
import { i18nFor, renderView } from '../support/flow-render';

function consumerSummary(): OrderSummary {
  const base = modelSummary();
  const [first] = base.lines as [PricedLine];
  const online: PricedLine = {
    ...first,
    positionId: 1,
    name: 'Mietrecht aktuell (online)',
    courseType: 'ONLINE',
    courseKind: 'FAO15',
    schedule: { startDate: '2027-02-10', endDate: '2027-02-10', city: null },
    training: { hours: 2.5, format: 'ONLINE', fao15: { qualifies: true, hours: 2.5 }, access: 'ONLINE_LINK_BY_EMAIL' },
  };
  const selfStudy: PricedLine = {
    ...first,
    positionId: 2,
    name: 'Erbrecht im Selbststudium',
    courseType: 'SELF',
    courseKind: 'FAO15',
    schedule: { startDate: '2027-01-01', endDate: '2027-12-31', city: null },
    training: { hours: 8, format: 'SELF', fao15: { qualifies: true, hours: 5 }, access: 'SELF_STUDY_PERIOD' },
  };
  const reno: PricedLine = {
    ...first,
    positionId: 3,
    name: 'Zwangsvollstreckung für Kanzleimitarbeitende',
    courseKind: 'FORTBILDUNG',
    training: { hours: 6, format: 'PRESENT', fao15: { qualifies: false, hours: 0 }, access: 'ON_SITE' },
  };
  return {
    ...base,
    lines: [online, selfStudy, reno],
    buyer: { ...base.buyer, buyerType: 'CONSUMER', company: null },
    withdrawalNotice: true,
  };
}

afterEach(cleanup);

async function renderSummary(summary: OrderSummary, language: 'de' | 'en' = 'de') {
  await addCheckoutTexts(await i18nFor(language));
  await renderView(<SummaryView summary={summary} busy={false} onConfirm={vi.fn()} />, { language });
}

const lineNamed = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
const factsOf = (line: HTMLElement) =>
  within(line)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('the order summary', () => {
  it("shows each course line's hours, format, § 15 FAO and access, as the server says", async () => {
    await renderSummary(consumerSummary());
    expect(factsOf(lineNamed('Mietrecht aktuell (online)'))).toEqual([
      'Umfang: 2,5 Zeitstunden',
      'Format: Online-Seminar (live)',
      '§ 15 FAO: anrechenbar mit 2,5 Zeitstunden',
      'Zugang: Live online: Den Zugangslink sendet Ihnen der Veranstalter vor Beginn per E-Mail an die Adresse der Bestellung.',
    ]);
    expect(factsOf(lineNamed('Erbrecht im Selbststudium'))).toEqual([
      'Umfang: 8 Zeitstunden',
      'Format: Selbststudium',
      '§ 15 FAO: anrechenbar mit 5 Zeitstunden',
      'Zugang: Online, jederzeit im genannten Zugangszeitraum: Die Zugangsdaten sendet Ihnen der Veranstalter per E-Mail an die Adresse der Bestellung.',
    ]);
    expect(factsOf(lineNamed('Zwangsvollstreckung für Kanzleimitarbeitende'))).toEqual([
      'Umfang: 6 Zeitstunden',
      'Format: Präsenzveranstaltung',
      '§ 15 FAO: nicht anrechenbar',
      'Zugang: Teilnahme vor Ort am genannten Veranstaltungsort',
    ]);
  });

  it('names the seller as the recipient of a withdrawal and links the instructions and the model form', async () => {
    await renderSummary(consumerSummary());
    const notice = screen.getByRole('heading', { level: 2, name: 'Widerrufsbelehrung' }).closest('section')!;
    expect(notice).toHaveTextContent(
      'Richten Sie Ihren Widerruf an: Kursmarkt Demo GmbH, Musterstraße 1, 50667 Köln, E-Mail: kontakt@kursmarkt.example.',
    );
    expect(within(notice).getByRole('link', { name: 'Widerrufsbelehrung und Muster-Widerrufsformular' })).toHaveAttribute(
      'href',
      '/widerruf',
    );
  });

  it('shows no training facts for a package line', async () => {
    const summary = consumerSummary();
    const [first] = summary.lines as [PricedLine];
    await renderSummary({ ...summary, lines: [{ ...first, kind: 'PACKAGE', name: 'Stundenpaket', training: null }] });
    expect(within(lineNamed('Stundenpaket')).queryAllByRole('term')).toEqual([]);
  });
  it("shows a distance-learning course's ZFU number, its payment plan and what is due today", async () => {
    const summary = consumerSummary();
    const selfStudy = summary.lines[1]!;
    const instalments = [
      { number: 1, dueOn: '2026-11-28', periodFrom: '2026-11-28', periodUntil: '2027-02-27', grossValue: 33_334, netValue: 28_012, vatValue: 5_322 },
      { number: 2, dueOn: '2027-02-28', periodFrom: '2027-02-28', periodUntil: '2027-05-27', grossValue: 33_333, netValue: 28_011, vatValue: 5_322 },
      { number: 3, dueOn: '2027-05-28', periodFrom: '2027-05-28', periodUntil: '2027-08-27', grossValue: 33_333, netValue: 28_011, vatValue: 5_322 },
    ];
    const lines = [{ ...selfStudy, zfuNumber: '7312345', instalments, grossValue: 100_000, priceValue: 100_000, discountValue: 0 }];
    await renderSummary({
      ...summary,
      lines,
      totals: { ...summary.totals, grossValue: 100_000 },
      dueWithOrderValue: 33_334,
    });
    const line = lineNamed('Erbrecht im Selbststudium');
    expect(line).toHaveTextContent('Fernunterricht · ZFU-Zulassungsnummer 7312345');
    const plan = within(line).getByRole('table', { name: 'Zahlungsplan: 3 Raten für je höchstens drei Monate' });
    const rows = within(plan).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      '1. Ratemit der Bestellung28.11.2026 – 27.02.2027333,34 €',
      '2. Ratefällig am 28.02.202728.02.2027 – 27.05.2027333,33 €',
      '3. Ratefällig am 28.05.202728.05.2027 – 27.08.2027333,33 €',
    ].map((text) => text.replace(/ €/g, '\u00a0€')));
    // (The matcher sees the text with its spaces collapsed: the no-break space before € is a space.)
    expect(screen.getByText('Heute fällig (1. Rate): 333,34 €')).toBeInTheDocument();
    expect(screen.getByText(/Gesamtpreis: 1\.000,00 €\. Fernlehrgänge zahlen Sie in Raten/)).toBeInTheDocument();
    expect(screen.getByText(/kündigen \(§ 5 FernUSG\)/)).toBeInTheDocument();
  });

  it('shows no plan and no amount due today without distance learning', async () => {
    await renderSummary(consumerSummary());
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/Heute fällig/)).toBeNull();
  });

  // Last: react-i18next keeps the instance created last (English).
  it('in English', async () => {
    await renderSummary(consumerSummary(), 'en');
    expect(factsOf(lineNamed('Mietrecht aktuell (online)'))).toEqual([
      'Duration: 2.5 hours',
      'Format: Live online seminar',
      '§ 15 FAO: counts with 2.5 hours',
      "Access: Live online: the organizer e-mails you the access link before the start, to the order's address.",
    ]);
  });
});
