/**
 * "Ihre Daten" of the guest checkout survive a reload (issue 24 §6): what is typed into the buyer form
 * is kept in sessionStorage and is back after a fresh mount; an IBAN or any payment field never gets
 * there; the customer's form (no draft) keeps nothing; the draft is forgotten once the order is placed
 * or the checkout is over.
 */
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { BuyerForm } from '../../src/components/forms/BuyerForm';
import { sessionBuyerDraft } from '../../src/components/forms/buyer-draft-store';
import { useForgetBuyerDraft } from '../../src/features/checkout/guest/forget-buyer-draft';
import type { GuestOrderActor } from '../../src/features/checkout/guest/GuestSteps';
import { BUYER_DRAFT_KEY, readBuyerDraft, writeBuyerDraft } from '../../src/lib/buyer-draft';
import { addCheckoutTexts } from '../../src/lib/checkout-texts';
import { i18nFor, renderView } from '../support/flow-render';

const IBAN = 'DE89370400440532013000';

beforeEach(async () => {
  sessionStorage.clear();
  await addCheckoutTexts(await i18nFor('de'));
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** The guest step's form, as GuestSteps renders it: keeping its draft in this tab's sessionStorage. */
function guestForm(draft = true) {
  return renderView(
    <BuyerForm
      initial={{}}
      taxNumberRequired={false}
      busy={false}
      submitLabel="Weiter"
      onSubmit={vi.fn()}
      draft={draft ? sessionBuyerDraft() : undefined}
    />,
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('the guest\'s buyer form', () => {
  it('is filled again after a reload (a fresh mount) with what was typed', async () => {
    const user = userEvent.setup();
    await guestForm();
    await user.click(screen.getByRole('radio', { name: /Unternehmen oder Kanzlei/ }));
    await user.type(field(/Kanzlei \/ Unternehmen/), 'Kanzlei Recht & Rat');
    await user.type(field(/Vorname/), 'Erika');
    await user.type(field(/Nachname/), 'Muster');
    await user.type(field(/E-Mail-Adresse/), 'erika@kanzlei.example');
    await user.type(field(/Straße und Hausnummer/), 'Hauptstr. 1');
    await user.type(field(/PLZ/), '10115');
    await user.type(field(/Ort/), 'Berlin');
    await user.selectOptions(screen.getByRole('combobox', { name: /Land/ }), 'AUT');
    await user.type(field(/USt-IdNr/), 'DE123456789');
    cleanup();

    await guestForm();
    expect(screen.getByRole('radio', { name: /Unternehmen oder Kanzlei/ })).toBeChecked();
    expect(field(/Kanzlei \/ Unternehmen/)).toHaveValue('Kanzlei Recht & Rat');
    expect(field(/Vorname/)).toHaveValue('Erika');
    expect(field(/Nachname/)).toHaveValue('Muster');
    expect(field(/E-Mail-Adresse/)).toHaveValue('erika@kanzlei.example');
    expect(field(/Straße und Hausnummer/)).toHaveValue('Hauptstr. 1');
    expect(field(/PLZ/)).toHaveValue('10115');
    expect(field(/Ort/)).toHaveValue('Berlin');
    expect(screen.getByRole('combobox', { name: /Land/ })).toHaveValue('AUT');
    expect(field(/USt-IdNr/)).toHaveValue('DE123456789');
  });

  it('keeps what it typed over the data the flow starts the form with', async () => {
    writeBuyerDraft({ firstName: 'Neu', lastName: '' });
    await renderView(
      <BuyerForm initial={{ firstName: 'Alt', lastName: 'Alt', city: 'Köln' }} taxNumberRequired={false} busy={false} submitLabel="Weiter" onSubmit={vi.fn()} draft={sessionBuyerDraft()} />,
    );
    expect(field(/Vorname/)).toHaveValue('Neu');
    expect(field(/Nachname/)).toHaveValue('');
    expect(field(/Ort/)).toHaveValue('Köln');
  });

  it('never puts an IBAN into sessionStorage — not even part of its account number, typed key by key into a buyer field', async () => {
    const user = userEvent.setup();
    // Every value written, not only the last: the draft is written on each keystroke.
    const spy = vi.spyOn(Storage.prototype, 'setItem');
    await guestForm();
    await user.click(screen.getByRole('radio', { name: /Unternehmen oder Kanzlei/ }));
    await user.type(field(/Kanzlei \/ Unternehmen/), IBAN);
    await user.type(field(/Straße und Hausnummer/), 'DE89 3704 0044 0532 0130 00');
    await user.type(field(/USt-IdNr/), 'DE89 3704 0044 0532');
    await user.type(field(/Vorname/), 'Erika');
    const written = spy.mock.calls.map(([, value]) => value);
    spy.mockRestore();
    expect(written.length).toBeGreaterThan(20);
    expect(written.at(-1)).toContain('Erika');
    // The account number (the BBAN after the bank code 37040044) is never written, whole or in part.
    for (const value of written) expect(value.replace(/\s/g, ''), value).not.toMatch(/370400440532|0532013000/);
    expect(JSON.stringify({ ...sessionStorage }).replace(/\s/g, '')).not.toContain('0532');
  });

  it('keeps a VAT id, a street with a house number and a postcode: no payment data', () => {
    writeBuyerDraft({ taxNumber: 'DE123456789', street: 'Kurfürstendamm 195', zipCode: '10707', company: 'IT-Recht 24 GmbH' });
    expect(readBuyerDraft()).toEqual({ taxNumber: 'DE123456789', street: 'Kurfürstendamm 195', zipCode: '10707', company: 'IT-Recht 24 GmbH' });
  });

  it('keeps only the buyer fields: payment data handed to it are dropped', () => {
    writeBuyerDraft({ firstName: 'Erika', iban: IBAN, accountHolder: 'Erika Muster', bic: 'COBADEFFXXX', paymentMethod: 'SEPA' });
    const raw = sessionStorage.getItem(BUYER_DRAFT_KEY)!;
    expect(JSON.parse(raw)).toEqual({ firstName: 'Erika' });
    expect(raw).not.toContain(IBAN);
    // A tampered entry is read back with the same allowlist.
    sessionStorage.setItem(BUYER_DRAFT_KEY, JSON.stringify({ city: 'Berlin', iban: IBAN, street: IBAN }));
    expect(readBuyerDraft()).toEqual({ city: 'Berlin' });
    sessionStorage.setItem(BUYER_DRAFT_KEY, '{not json');
    expect(readBuyerDraft()).toBeNull();
  });

  it('the customer\'s form (no draft: its data are on the server) keeps nothing in sessionStorage', async () => {
    const user = userEvent.setup();
    await guestForm(false);
    await user.type(field(/Vorname/), 'Erika');
    expect(sessionStorage.length).toBe(0);
  });
});

describe('forgetting the draft', () => {
  // A stand-in for the guest order actor: only what the hook reads (the order, the final state, the expired tag).
  const flow = setup({
    types: { context: {} as { order: { orderNumber: string } | null }, events: {} as { type: 'placed' } | { type: 'expire' } | { type: 'finish' } },
  }).createMachine({
    context: { order: null },
    initial: 'buyer',
    states: {
      buyer: {
        on: {
          placed: { target: 'paying', actions: assign({ order: () => ({ orderNumber: 'K-1' }) }) },
          expire: 'expired',
          finish: 'done',
        },
      },
      paying: {},
      expired: { tags: ['failed.expired'] },
      done: { type: 'final' },
    },
  });

  function Watcher({ actor }: { actor: GuestOrderActor }) {
    useForgetBuyerDraft(actor);
    return null;
  }

  it.each([['placed'], ['expire'], ['finish']] as const)('happens when the flow says %s', (event) => {
    const actor = createActor(flow).start();
    writeBuyerDraft({ firstName: 'Erika' });
    render(<Watcher actor={actor as unknown as GuestOrderActor} />);
    expect(sessionStorage.getItem(BUYER_DRAFT_KEY)).not.toBeNull();
    act(() => actor.send({ type: event }));
    expect(sessionStorage.getItem(BUYER_DRAFT_KEY)).toBeNull();
  });
});
