/**
 * The invoice format a firm asks for at checkout (issue 26 §1): "Rechnungsformat" offers the ZUGFeRD
 * PDF and the XRechnung to business buyers only; the XRechnung needs the reference (buyer reference
 * BT-10, e.g. a Leitweg-ID), so the form refuses it without one — as the server does before the order.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuyerForm, type BuyerFormInitial } from '../../src/components/forms/BuyerForm';
import { addCheckoutTexts } from '../../src/lib/checkout-texts';
import type { BuyerData } from '../../src/shared/order';
import { i18nFor, renderView } from '../support/flow-render';

afterEach(cleanup);

const FIRM: BuyerFormInitial = {
  buyerType: 'BUSINESS', email: 'amt@example.org', firstName: 'Berta', lastName: 'Beispiel', company: 'Landesamt für Justiz',
  street: 'Hauptstraße 1', zipCode: '10115', city: 'Berlin', country: 'DEU', taxNumber: null,
};
const REQUIRED = 'Bitte geben Sie Ihre Referenz bzw. Leitweg-ID an – sie ist für die XRechnung erforderlich.';

async function form(initial: BuyerFormInitial) {
  await addCheckoutTexts(await i18nFor('de'));
  const onSubmit = vi.fn<(buyer: BuyerData) => void>();
  await renderView(<BuyerForm initial={initial} taxNumberRequired={false} busy={false} submitLabel="Weiter" onSubmit={onSubmit} />, { language: 'de' });
  return { onSubmit, user: userEvent.setup() };
}

const xrechnung = () => screen.getByRole('radio', { name: 'XRechnung (z. B. für Behörden mit Leitweg-ID)' });
const pdf = () => screen.getByRole('radio', { name: 'PDF-Rechnung (ZUGFeRD, mit eingebetteter E-Rechnung)' });
const submit = () => screen.getByRole('button', { name: 'Weiter' });

describe('the invoice format of the buyer form', () => {
  it('refuses an XRechnung without the reference, then hands on both once it is given', async () => {
    const { onSubmit, user } = await form(FIRM);
    expect(screen.getByRole('group', { name: 'Rechnungsformat' })).toBeInTheDocument();
    expect(pdf()).toBeChecked();
    await user.click(xrechnung());
    await user.click(submit());
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Leitweg-ID/ }), ' 991-01234-56 ');
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ invoiceFormat: 'XRECHNUNG', invoiceReference: '991-01234-56' });
  });

  it('keeps the PDF without a reference; a stored XRechnung switched back is sent as PDF', async () => {
    const plain = await form(FIRM);
    await plain.user.click(submit());
    await waitFor(() => expect(plain.onSubmit).toHaveBeenCalledTimes(1));
    expect(plain.onSubmit.mock.calls[0]![0]).not.toHaveProperty('invoiceFormat');
    cleanup();

    const stored = await form({ ...FIRM, invoiceFormat: 'XRECHNUNG', invoiceReference: '991-01234-56' });
    expect(xrechnung()).toBeChecked();
    await stored.user.click(pdf());
    await stored.user.click(submit());
    await waitFor(() => expect(stored.onSubmit).toHaveBeenCalledTimes(1));
    expect(stored.onSubmit.mock.calls[0]![0]).toMatchObject({ invoiceFormat: 'PDF', invoiceReference: '991-01234-56' });
  });

  it('offers no format to a consumer', async () => {
    const { onSubmit, user } = await form({ ...FIRM, invoiceFormat: 'XRECHNUNG' });
    await user.click(screen.getByRole('radio', { name: /Privatperson/ }));
    expect(screen.queryByRole('group', { name: 'Rechnungsformat' })).not.toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('invoiceFormat');
  });
});
