/**
 * The firm as buyer (issue 25 §2): a business buyer may give its own reference for the invoice
 * (order number or cost centre, printed as "Ihre Referenz") and an address the invoice goes to as
 * well; a consumer sees neither. What the form hands on: the values given, null to clear a stored one,
 * nothing when there was none (the server keeps what it has).
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
  buyerType: 'BUSINESS', email: 'kanzlei@example.org', firstName: 'Berta', lastName: 'Beispiel', company: 'Kanzlei Beispiel',
  street: 'Hauptstraße 1', zipCode: '10115', city: 'Berlin', country: 'DEU', taxNumber: null,
};

async function submitted(initial: BuyerFormInitial, edit: (user: ReturnType<typeof userEvent.setup>) => Promise<void>): Promise<BuyerData> {
  await addCheckoutTexts(await i18nFor('de'));
  const onSubmit = vi.fn();
  await renderView(<BuyerForm initial={initial} taxNumberRequired={false} busy={false} submitLabel="Weiter" onSubmit={onSubmit} />, { language: 'de' });
  const user = userEvent.setup();
  await edit(user);
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return onSubmit.mock.calls[0]![0] as BuyerData;
}

const reference = () => screen.getByRole('textbox', { name: /Ihre Referenz für die Rechnung/ });
const invoiceEmail = () => screen.getByRole('textbox', { name: /Rechnung zusätzlich senden an/ });

describe('the firm fields of the buyer form', () => {
  it('hands on the reference and the invoice address a firm gives, trimmed', async () => {
    const buyer = await submitted(FIRM, async (user) => {
      await user.type(reference(), '  KST 4711 ');
      await user.type(invoiceEmail(), 'buchhaltung@kanzlei.example');
    });
    expect(buyer).toMatchObject({ invoiceReference: 'KST 4711', invoiceEmail: 'buchhaltung@kanzlei.example' });
  });

  it('clears stored ones that were emptied, and sends nothing when there were none', async () => {
    const cleared = await submitted({ ...FIRM, invoiceReference: 'PO-1', invoiceEmail: 'alt@kanzlei.example' }, async (user) => {
      await user.clear(reference());
      await user.clear(invoiceEmail());
    });
    expect(cleared).toMatchObject({ invoiceReference: null, invoiceEmail: null });
    cleanup();
    const none = await submitted(FIRM, async () => {});
    expect(none).not.toHaveProperty('invoiceReference');
    expect(none).not.toHaveProperty('invoiceEmail');
  });

  it('refuses an invoice address that is none, and offers neither field to a consumer', async () => {
    await addCheckoutTexts(await i18nFor('de'));
    const onSubmit = vi.fn();
    await renderView(<BuyerForm initial={FIRM} taxNumberRequired={false} busy={false} submitLabel="Weiter" onSubmit={onSubmit} />, { language: 'de' });
    const user = userEvent.setup();
    await user.type(invoiceEmail(), 'buchhaltung@');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse an.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: /Privatperson/ }));
    expect(screen.queryByRole('textbox', { name: /Ihre Referenz/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Rechnung zusätzlich/ })).not.toBeInTheDocument();
  });
});
