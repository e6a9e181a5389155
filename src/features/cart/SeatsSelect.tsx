/**
 * How many places a course date of the cart books (issue 25 §1: an office manager books one seminar
 * for three lawyers). Offers 1 up to what the date has left (`freePlaces`, never more than
 * MAX_SEATS_PER_POSITION); a number booked before the date filled up stays choosable, so it can be
 * lowered. The cart machine decides (`user.seatsChanged`); the server prices the places and checks
 * them again when the order is placed.
 */
import { useId } from 'react';
import { formatCents } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { MAX_SEATS_PER_POSITION, type CartPosition } from '../../shared/cart';

export interface SeatsSelectProps {
  position: CartPosition;
  disabled: boolean;
  onChange: (seats: number) => void;
}

/** The numbers offered: 1 … the places left (at most the maximum), and the booked number. */
export function seatChoices(position: Pick<CartPosition, 'seats' | 'freePlaces'>): number[] {
  const booked = position.seats ?? 1;
  const left = Math.min(position.freePlaces ?? MAX_SEATS_PER_POSITION, MAX_SEATS_PER_POSITION);
  return Array.from({ length: Math.max(booked, left, 1) }, (_, index) => index + 1);
}

/** Several places: the price of one, beside the position's price ("3 Plätze × 490,00 €"). */
export function PerPlacePrice({ position, language }: { position: CartPosition; language: 'de' | 'en' }) {
  const { t } = useTranslation();
  const seats = position.seats ?? 1;
  if (seats <= 1 || position.unitPriceValue === undefined) return null;
  return (
    <div>
      <dt className="visually-hidden">{t('cart.unitPrice')}</dt>
      <dd>{t('cart.perPlace', { seats, price: formatCents(position.unitPriceValue, language) })}</dd>
    </div>
  );
}

export function SeatsSelect({ position, disabled, onChange }: SeatsSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const seats = position.seats ?? 1;
  return (
    <div className="cart-position__seats">
      <label htmlFor={id}>{t('cart.seats')}</label>
      <select
        id={id}
        className="field__control"
        value={seats}
        disabled={disabled}
        aria-label={t('cart.seatsLabel', { name: position.name })}
        onChange={(event) => onChange(Number(event.target.value))}
        data-event="user.seatsChanged"
      >
        {seatChoices(position).map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
    </div>
  );
}
