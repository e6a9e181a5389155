/** The places of a course date on the cart page (issue 25 §1): which numbers are offered, and the price per place. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PerPlacePrice, SeatsSelect, seatChoices } from '../../src/features/cart/SeatsSelect';
import { createI18n } from '../../src/lib/i18n';
import { MODEL_CART_PLAIN } from '../../machines/cart.model';
import type { CartPosition } from '../../src/shared/cart';

beforeAll(async () => {
  await createI18n('de');
});

const COURSE = MODEL_CART_PLAIN.positions[0] as CartPosition;

describe('seatChoices', () => {
  it('offers 1 up to the places left, at most 20, and keeps a number booked before the date filled up', () => {
    expect(seatChoices({ seats: 1, freePlaces: 3 })).toEqual([1, 2, 3]);
    expect(seatChoices({ seats: 1, freePlaces: 50 })).toHaveLength(20);
    expect(seatChoices({ seats: 4, freePlaces: 2 })).toEqual([1, 2, 3, 4]);
    expect(seatChoices({ seats: 1, freePlaces: 0 })).toEqual([1]);
    expect(seatChoices({})).toHaveLength(20);
  });
});

describe('SeatsSelect and PerPlacePrice', () => {
  it('sends the chosen number and shows the price of one place for several', async () => {
    const onChange = vi.fn();
    render(
      <dl>
        <SeatsSelect position={{ ...COURSE, seats: 2, freePlaces: 4 }} disabled={false} onChange={onChange} />
        <PerPlacePrice position={{ ...COURSE, seats: 2, unitPriceValue: 49_000 }} language="de" />
        <PerPlacePrice position={{ ...COURSE, seats: 1, unitPriceValue: 49_000 }} language="de" />
      </dl>,
    );
    const select = screen.getByRole('combobox', { name: 'Anzahl der Plätze für Kündigungsschutz kompakt' });
    expect(select).toHaveValue('2');
    await userEvent.setup().selectOptions(select, '4');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(4);
    expect(screen.getAllByText(/Plätze ×/).map((element) => element.textContent?.replace(/\s/g, ' '))).toEqual(['2 Plätze × 490,00 €']);
  });
});
