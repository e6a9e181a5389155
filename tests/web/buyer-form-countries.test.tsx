/**
 * The buyer form's country list in the shopper's language (issue 24 §6): German names for a German
 * page, English ones for an English page, each sorted as its language sorts; the shop's main markets
 * first; the stored value stays the ISO alpha-3 code.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuyerForm } from '../../src/components/forms/BuyerForm';
import { addCheckoutTexts } from '../../src/lib/checkout-texts';
import { countryName, COUNTRIES, COUNTRIES_IN_GERMAN_ORDER, localCountryName } from '../../src/shared/countries';
import { i18nFor, renderView } from '../support/flow-render';

afterEach(cleanup);

async function countryOptions(language: 'de' | 'en') {
  await addCheckoutTexts(await i18nFor(language));
  await renderView(
    <BuyerForm initial={{ country: 'AUT' }} taxNumberRequired={false} busy={false} submitLabel="Weiter" onSubmit={vi.fn()} />,
    { language },
  );
  const select = screen.getByRole('combobox', { name: language === 'de' ? /Land/ : /Country/ }) as HTMLSelectElement;
  const options = within(select).getAllByRole('option') as HTMLOptionElement[];
  return { select, labels: options.map((option) => option.textContent), values: options.map((option) => option.value) };
}

describe('the German order known beforehand (no collator on a German page)', () => {
  it('is every country once, in the order German collation gives', () => {
    const collated = [...COUNTRIES].sort((a, b) => new Intl.Collator('de').compare(a.name, b.name));
    expect(COUNTRIES_IN_GERMAN_ORDER.map((country) => country.iso)).toEqual(collated.map((country) => country.iso));
  });
});

describe('the country list of the buyer form', () => {
  it('names the countries in German on a German page', async () => {
    const { select, labels } = await countryOptions('de');
    expect(labels.slice(1, 7)).toEqual(['Deutschland', 'Luxemburg', 'Österreich', 'Polen', 'Schweiz', 'Spanien']);
    expect(labels).toContain('Vereinigte Staaten');
    expect(labels).not.toContain('Germany');
    expect(select.value).toBe('AUT');
    expect(select.selectedOptions[0]!.textContent).toBe('Österreich');
  });

  it('names them in English on an English page, sorted the English way, with the same codes', async () => {
    const { select, labels, values } = await countryOptions('en');
    expect(labels.slice(1, 7)).toEqual(['Germany', 'Luxembourg', 'Austria', 'Poland', 'Switzerland', 'Spain']);
    expect(labels).toContain('United States');
    expect(labels).not.toContain('Deutschland');
    expect(labels).not.toContain('Österreich');
    expect(select.selectedOptions[0]!.textContent).toBe('Austria');
    expect(values).toContain('USA');
    const rest = labels.slice(labels.indexOf('──────────') + 1) as string[];
    expect(rest).toHaveLength(COUNTRIES.length);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(rest.indexOf('Egypt')).toBeLessThan(rest.indexOf('Ethiopia'));
  });
});

describe('country names', () => {
  it('every country has an English name; German stays as listed; an unknown name is kept', () => {
    for (const country of COUNTRIES) {
      expect(countryName(country, 'de')).toBe(country.name);
      expect(countryName(country, 'en'), country.iso).toMatch(/\S/);
    }
    expect(localCountryName('Deutschland', 'en')).toBe('Germany');
    expect(localCountryName('Deutschland', 'de')).toBe('Deutschland');
    expect(localCountryName('Atlantis', 'en')).toBe('Atlantis');
  });
});
