/**
 * The SEPA form checks the IBAN while the shopper types with the same rules as the server
 * (src/shared/iban.ts; ISO 13616: the country's length and mod-97): every IBAN of the shared table
 * (tests/support/iban-cases.ts, also run against the server's check) is accepted or refused here as
 * there — the form submits a valid one normalized, and shows the error and submits nothing for an
 * invalid one.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentSelectionStep } from '../../src/features/checkout/steps/PaymentSelectionStep';
import { addCheckoutTexts } from '../../src/lib/checkout-texts';
import { createI18n } from '../../src/lib/i18n';
import { SiteProvider, type Site } from '../../src/lib/site-context';
import { isValidIban, normalizeIban } from '../../src/shared/iban';
import { INVALID_IBANS, VALID_IBANS } from '../support/iban-cases';
import { configurationFixture, messagesFixture } from '../web/support/fixtures';

beforeAll(async () => {
  await addCheckoutTexts(await createI18n('de'));
});
afterEach(cleanup);

const site: Site = { configuration: configurationFixture(), messages: messagesFixture(), language: 'de' };
const SEPA_OFFER = {
  method: 'SEPA_DIRECT_DEBIT',
  redirect: false,
  testMode: false,
  mandateText: { de: 'Mandat', en: 'Mandate' },
} as const;
const CHECKSUM_ERROR = 'Diese IBAN ist nicht gültig – bitte prüfen Sie die Ziffern.';

/** Fills the SEPA form with `iban` and submits it; what the step handed on, if anything. */
async function submitIban(iban: string) {
  const onSubmit = vi.fn();
  render(
    <SiteProvider site={site}>
      <PaymentSelectionStep offers={[SEPA_OFFER]} chosen={null} busy={false} submitLabel="Weiter" onSubmit={onSubmit} />
    </SiteProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(/Kontoinhaber/));
  await user.paste('Erika Muster');
  if (iban) {
    await user.click(screen.getByLabelText(/^IBAN/));
    await user.paste(iban);
  }
  await user.click(screen.getByLabelText('Ich erteile dieses SEPA-Lastschriftmandat.'));
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  return onSubmit;
}

describe('the SEPA form’s IBAN check', () => {
  it.each(VALID_IBANS)('accepts %s and hands it on normalized', async (iban) => {
    const onSubmit = await submitIban(iban);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      paymentMethod: 'SEPA_DIRECT_DEBIT',
      sepa: { accountHolder: 'Erika Muster', iban: normalizeIban(iban) },
    });
    expect(screen.queryByText(CHECKSUM_ERROR)).not.toBeInTheDocument();
  });

  it.each(INVALID_IBANS.filter(([, iban]) => iban !== ''))('refuses %s', async (_reason, iban) => {
    const onSubmit = await submitIban(iban);
    expect(await screen.findByText(CHECKSUM_ERROR)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for an IBAN when none is given', async () => {
    const onSubmit = await submitIban('');
    expect(await screen.findByText('Bitte geben Sie Ihre IBAN an.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is the one check the server uses too', () => {
    for (const iban of VALID_IBANS) expect(isValidIban(iban)).toBe(true);
    for (const [, iban] of INVALID_IBANS) expect(isValidIban(iban)).toBe(false);
  });
});
