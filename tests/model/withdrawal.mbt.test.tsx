/**
 * Model-based test of "Vertrag widerrufen": every generated path of the withdrawal machine drives the
 * real page (/vertrag-widerrufen with or without #token=…, the real view and actor layer; only the
 * four API calls answered through deferred promises), and every state checks what the page shows,
 * what the running call was asked, and — by the harness — that the page's controls are exactly the
 * events the machine accepts.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createMachine, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { DeclarationCall, WithdrawalContext } from '../../machines/withdrawal.machine';
import { withdrawalModel, WITHDRAWAL_SAMPLE_TOKEN } from '../../machines/withdrawal.model';
import { withdrawalMachine } from '../../machines/withdrawal.machine';
import { withdrawalLogic } from '../../src/actors/withdrawal';
import { WithdrawalPage } from '../../src/features/withdrawal/WithdrawalPage';
import type { WithdrawalActor } from '../../src/features/withdrawal/WithdrawalFlow';
import { SiteProvider } from '../../src/lib/site-context';
import type {
  WithdrawableOrder, WithdrawalLinkRequest, WithdrawalLinkRequested, WithdrawalPreview, WithdrawalReceipt,
} from '../../src/shared/withdrawal';
import { deferredActor } from '../support/flow-actors';
import { flowModel, type FlowPath, type FlowTestOptions } from '../support/flow-model';
import { i18nFor } from '../support/flow-render';
import { testSite } from '../support/system';
import { useMswServer } from '../web/support/msw';

// No request may leave the test: the calls are answered by the deferred actors.
useMswServer();

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as WithdrawalContext;

/** The path starts with a signed link when its first event reads one. */
const startsWithLink = (path: FlowPath) => {
  const first = path.steps[1]?.event as { type: string; token?: string | null } | undefined;
  return first?.type === 'page.linkRead' && typeof first.token === 'string';
};

async function setup(path: FlowPath) {
  const requests = deferredActor<WithdrawalLinkRequested, WithdrawalLinkRequest>('requestLink');
  const orders = deferredActor<WithdrawableOrder, { token: string }>('loadOrder');
  const previews = deferredActor<WithdrawalPreview, { token: string; positionIds: number[] }>('previewWithdrawal');
  const declarations = deferredActor<WithdrawalReceipt, DeclarationCall>('declareWithdrawal');
  const reportError = vi.fn();
  const logic = withdrawalLogic().provide({
    actors: { requestLink: requests.logic, loadOrder: orders.logic, previewWithdrawal: previews.logic, declareWithdrawal: declarations.logic },
    actions: { reportError },
  });
  const holder: { actor?: WithdrawalActor } = {};
  const address = startsWithLink(path) ? `/vertrag-widerrufen#token=${encodeURIComponent(WITHDRAWAL_SAMPLE_TOKEN)}` : '/vertrag-widerrufen';
  const router = createMemoryRouter(
    [
      { path: '/vertrag-widerrufen', element: <WithdrawalPage logic={logic} onActor={(actor) => (holder.actor = actor)} /> },
      { path: '*', element: <p>Anderswo</p> },
    ],
    { initialEntries: [address] },
  );
  const i18n = await i18nFor('de');
  render(
    <I18nextProvider i18n={i18n}>
      <SiteProvider site={testSite()}>
        <RouterProvider router={router} />
      </SiteProvider>
    </I18nextProvider>,
  );
  await waitFor(() => expect(holder.actor).toBeDefined());
  return { requests, orders, previews, declarations, reportError, user: userEvent.setup(), actor: () => holder.actor!, router };
}
type Sut = Awaited<ReturnType<typeof setup>>;

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** Types into an empty field the way a shopper pastes: one input. */
async function fill(sut: Sut, name: RegExp, value: string) {
  const input = field(name);
  if (input.value === value) return;
  await sut.user.clear(input);
  await sut.user.click(input);
  await sut.user.paste(value);
}

const options: FlowTestOptions<Sut> = {
    setup,
    // The page reads its address and tells the flow before anything is seen.
    unseen: (_, snapshot) => snapshot.matches('opening'),
    events: {
      // Sent by the page itself when it rendered (setup chose the address); here the flow just shows it took it.
      'page.linkRead': async ({ actor }, { state }) => {
        await waitFor(() => expect(actor().getSnapshot().value).toEqual(state.value));
      },
      'user.requestLink': async (sut, { event }) => {
        await fill(sut, /Bestellnummer/, event.orderNumber);
        await fill(sut, /E-Mail-Adresse der Bestellung/, event.email);
        await sut.user.click(button('Link anfordern'));
      },
      'xstate.done.actor.requestLink': ({ requests }, { event }) => requests.resolve(event.output),
      'xstate.error.actor.requestLink': async ({ requests, reportError }, { event }) => {
        await requests.reject(event.error);
        expect(reportError).toHaveBeenLastCalledWith(expect.anything(), { error: event.error });
      },
      'xstate.done.actor.loadOrder': ({ orders }, { event }) => orders.resolve(event.output),
      'xstate.error.actor.loadOrder': ({ orders }, { event }) => orders.reject(event.error),
      'user.continue': async (sut, { event }) => {
        const group = screen.getByRole('group', { name: 'Welche Kurse möchten Sie widerrufen?' });
        for (const box of within(group).getAllByRole('checkbox') as HTMLInputElement[]) {
          if (box.checked !== event.positionIds.includes(Number(box.value))) await sut.user.click(box);
        }
        await fill(sut, /Ihr Name/, event.name);
        await fill(sut, /E-Mail-Adresse für die Bestätigung/, event.email);
        await sut.user.click(button('Weiter'));
      },
      'xstate.done.actor.previewWithdrawal': ({ previews }, { event }) => previews.resolve(event.output),
      'xstate.error.actor.previewWithdrawal': ({ previews }, { event }) => previews.reject(event.error),
      'user.declare': ({ user }) => user.click(button('Widerruf bestätigen')),
      'xstate.done.actor.declareWithdrawal': ({ declarations }, { event }) => declarations.resolve(event.output),
      'xstate.error.actor.declareWithdrawal': ({ declarations }, { event }) => declarations.reject(event.error),
      'user.back': ({ user }) => user.click(button('Zurück')),
      'user.retry': ({ user }) => user.click(button('Erneut versuchen')),
    },
    states: {
      '*': async (sut: Sut, snapshot) => {
        expect(screen.getByRole('heading', { level: 1, name: 'Vertrag widerrufen' })).toBeInTheDocument();
        if (snapshot.matches('opening')) return;
        // The page's flow is where the model says, with the same selection.
        await waitFor(() => expect(sut.actor().getSnapshot().value).toEqual(snapshot.value));
        expect(sut.actor().getSnapshot().context.selection).toEqual(context(snapshot).selection);
        // Exactly one call runs while the flow waits, none otherwise.
        const running = [sut.requests, sut.orders, sut.previews, sut.declarations].flatMap((actor) =>
          actor.calls.filter((call) => !call.deferred.settled && !call.signal.aborted),
        );
        expect(running).toHaveLength(snapshot.hasTag('loading') ? 1 : 0);
        // Only a failure shows an error; the token stays out of the address's path and query.
        if (!snapshot.hasTag('error') && !snapshot.matches('linkInvalid')) expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        expect(sut.router.state.location.pathname).toBe('/vertrag-widerrufen');
        expect(sut.router.state.location.search).toBe('');
      },
      identify: () => {
        expect(screen.getByRole('heading', { name: 'Bestellung angeben' })).toBeInTheDocument();
        expect(button('Link anfordern')).toBeEnabled();
        expect(screen.queryByText(/Ihre Bestellung/)).not.toBeInTheDocument();
      },
      requestingLink: ({ requests }, snapshot) => {
        expect(button(/Link anfordern/)).toHaveAttribute('aria-busy', 'true');
        expect(requests.current().input).toEqual({ ...context(snapshot).request, language: 'de' });
      },
      requestFailed: (_, snapshot) => {
        expect(screen.getByRole('alert')).toHaveTextContent('Ihre Anfrage konnte nicht gesendet werden.');
        expect(field(/Bestellnummer/)).toHaveValue(context(snapshot).request!.orderNumber);
        expect(field(/E-Mail-Adresse der Bestellung/)).toHaveValue(context(snapshot).request!.email);
      },
      linkSent: () => {
        expect(screen.getByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toBeInTheDocument();
        // The same words whatever the server knows: nothing of an order, the link's validity.
        expect(screen.getByText(/Wenn Bestellnummer und E-Mail-Adresse zu einer Bestellung passen/)).toHaveTextContent('30 Tage');
        expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      },
      loading: ({ orders }) => {
        expect(screen.getByRole('status')).toHaveTextContent('Ihre Bestellung wird geladen …');
        expect(orders.current().input).toEqual({ token: WITHDRAWAL_SAMPLE_TOKEN });
      },
      loadFailed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent('Ihre Bestellung konnte nicht geladen werden.');
      },
      linkInvalid: (_, snapshot) => {
        const words = context(snapshot).failure?.code === 'WITHDRAWAL_TOKEN_EXPIRED' ? 'Dieser Link ist abgelaufen.' : 'Dieser Link ist ungültig.';
        expect(screen.getByRole('alert')).toHaveTextContent(words);
        expect(screen.getByRole('heading', { name: 'Bestellung angeben' })).toBeInTheDocument();
        // Nothing of the order stays on the page.
        expect(screen.queryByText(/Fachanwaltslehrgang/)).not.toBeInTheDocument();
      },
      notWithdrawable: () => {
        expect(screen.getByRole('heading', { name: 'Diese Bestellung kann nicht widerrufen werden' })).toBeInTheDocument();
        expect(screen.getByText(/Sie haben als Unternehmer bestellt/)).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Stornierungsbedingungen (AGB)' })).toHaveAttribute('href', '/agb');
        expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      },
      select: (_, snapshot) => {
        const progress = screen.getByRole('list', { name: 'Fortschritt' });
        expect(within(progress).getByText('Schritt 1 von 2: Auswahl')).toHaveAttribute('aria-current', 'step');
        const group = screen.getByRole('group', { name: 'Welche Kurse möchten Sie widerrufen?' });
        const boxes = within(group).getAllByRole('checkbox') as HTMLInputElement[];
        // Only the positions that can be withdrawn have a checkbox; the refused one says why.
        expect(boxes.map((box) => Number(box.value))).toEqual([11, 12]);
        expect(screen.getByText('Mietrecht aktuell').closest('li')).toHaveTextContent('Bereits widerrufen.');
        if (!snapshot.matches('previewing')) {
          expect(boxes.filter((box) => box.checked).map((box) => Number(box.value))).toEqual(context(snapshot).selection);
        }
        expect(field(/Ihr Name/)).toHaveValue(context(snapshot).name);
        expect(field(/E-Mail-Adresse für die Bestätigung/)).toHaveValue(context(snapshot).email);
        expect(screen.getByText('Bestellung KM-2026-000123')).toBeInTheDocument();
        expect(screen.getByText(/Widerrufsfrist bis 06\.07\.2026/)).toBeInTheDocument();
      },
      previewing: ({ previews }, snapshot) => {
        expect(previews.current().input).toEqual({ token: WITHDRAWAL_SAMPLE_TOKEN, positionIds: context(snapshot).selection });
        expect(screen.getByRole('status')).toHaveTextContent('Die Beträge werden berechnet …');
        for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
      },
      previewFailed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent('Die Beträge konnten nicht berechnet werden.');
        expect(screen.queryByRole('button', { name: 'Weiter' })).not.toBeInTheDocument();
      },
      confirm: (_, snapshot) => {
        const progress = screen.getByRole('list', { name: 'Fortschritt' });
        expect(within(progress).getByText('Schritt 2 von 2: Bestätigung')).toHaveAttribute('aria-current', 'step');
        const text = document.body.textContent!.replace(/\u00a0/g, ' ');
        // The declaration's content, the § 357a Abs. 2 BGB amount and the refund, before anything is sent.
        expect(text).toContain('Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistungen:');
        expect(text).toContain('Fachanwaltslehrgang Arbeitsrecht');
        expect(text).not.toContain('Erbrecht kompakt');
        expect(text).toContain('Bestellt am 22.06.2026, Bestellnummer KM-2026-000123');
        expect(text).toContain(`Name: ${context(snapshot).name}`);
        expect(text).toContain(`Die Bestätigung geht an: ${context(snapshot).email}`);
        expect(text).toContain('§ 357a Abs. 2 BGB): 170,00 €');
        expect(text).toContain('Sie erhalten zurück: 1.020,00 €');
        if (!snapshot.hasTag('loading') && !snapshot.hasTag('error')) {
          expect(button('Widerruf bestätigen')).toBeEnabled();
          expect(button('Zurück')).toBeEnabled();
        }
      },
      submitting: ({ declarations }, snapshot) => {
        const { selection, name, email, declarationNumber } = context(snapshot);
        const call = declarations.current();
        expect(call.input).toEqual({
          token: WITHDRAWAL_SAMPLE_TOKEN,
          declaration: { positionIds: selection, name, email, language: 'de' },
          declarationNumber,
        });
        // A retry sends the declaration it retries: the same number, so the same Idempotency-Key.
        const before = declarations.calls.at(-2);
        if (before && snapshot.matches('submitting') && before.deferred.settled) {
          expect(call.input.declarationNumber).toBeGreaterThanOrEqual(before.input.declarationNumber);
        }
        expect(button(/Widerruf bestätigen/)).toHaveAttribute('aria-busy', 'true');
        expect(screen.getByRole('status')).toHaveTextContent('Ihr Widerruf wird gesendet …');
      },
      submitFailed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent('Wir konnten den Eingang Ihres Widerrufs nicht bestätigen.');
        expect(button('Widerruf bestätigen')).toBeDisabled();
      },
      withdrawn: () => {
        expect(screen.getByRole('heading', { name: 'Ihr Widerruf ist eingegangen' })).toHaveFocus();
        // 12:34:56 UTC on 25 June is 14:34 in Berlin (summer time).
        expect(screen.getByText('Eingegangen am 25.06.2026 um 14:34 Uhr')).toBeInTheDocument();
        expect(screen.getByText('Rechnungskorrektur GS-2026-00007 zur Rechnung RE-2026-00042')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Rechnungskorrektur herunterladen (PDF)' })).toHaveAttribute(
          'href',
          `/api/withdrawals/${encodeURIComponent(WITHDRAWAL_SAMPLE_TOKEN)}/credit-note`,
        );
        expect(document.body.textContent!.replace(/\u00a0/g, ' ')).toContain('Erstattungsbetrag: 1.020,00 €');
      },
    },
    teardown: () => cleanup(),
};

const flow = flowModel({ machine: withdrawalMachine, model: withdrawalModel }, options);

describe('withdrawal model', () => {
  flow.testPaths();
  flow.testCoverage();
});

describe('withdrawal page beyond the model', () => {
  it('a retry after a failed declaration sends the same declaration number, a new confirmation a new one', async () => {
    const sut = await setup({ steps: [{}, { event: { type: 'page.linkRead', token: WITHDRAWAL_SAMPLE_TOKEN } }] } as unknown as FlowPath);
    await sut.orders.resolve(withdrawalModel.events.find((e) => e.type === 'xstate.done.actor.loadOrder')!.output as WithdrawableOrder);
    await sut.user.click(screen.getByRole('checkbox', { name: /Erbrecht kompakt/ }));
    await sut.user.click(button('Weiter'));
    await sut.previews.resolve({ ...(withdrawalModel.events.find((e) => e.type === 'xstate.done.actor.previewWithdrawal')!.output as WithdrawalPreview) });
    await sut.user.click(button('Widerruf bestätigen'));
    expect(sut.declarations.current().input.declarationNumber).toBe(1);
    expect(sut.declarations.current().input.declaration.positionIds).toEqual([12]);
    await sut.declarations.reject(new Error('Failed to fetch'));
    await sut.user.click(button('Erneut versuchen'));
    expect(sut.declarations.current().input.declarationNumber).toBe(1);
    await sut.declarations.reject(new Error('Failed to fetch'));
    await sut.user.click(button('Zurück'));
    await sut.user.click(button('Widerruf bestätigen'));
    expect(sut.declarations.current().input.declarationNumber).toBe(2);
    cleanup();
  });

  it('refuses to go on without a course, and says so at the checkboxes', async () => {
    const sut = await setup({ steps: [{}, { event: { type: 'page.linkRead', token: WITHDRAWAL_SAMPLE_TOKEN } }] } as unknown as FlowPath);
    await sut.orders.resolve(withdrawalModel.events.find((e) => e.type === 'xstate.done.actor.loadOrder')!.output as WithdrawableOrder);
    await sut.user.click(button('Weiter'));
    expect(await screen.findByText('Bitte wählen Sie mindestens einen Kurs.')).toBeInTheDocument();
    expect(sut.actor().getSnapshot().value).toBe('select');
    expect(sut.previews.calls).toHaveLength(0);
    cleanup();
  });

  it('prefills the form for a link from the page that linked here (a guest\u2019s order-complete page)', async () => {
    const router = createMemoryRouter([{ path: '/vertrag-widerrufen', element: <WithdrawalPage /> }], {
      initialEntries: [{ pathname: '/vertrag-widerrufen', state: { orderNumber: 'KM-2026-000777', email: 'gast@example.de' } }],
    });
    render(
      <I18nextProvider i18n={await i18nFor('de')}>
        <SiteProvider site={testSite()}>
          <RouterProvider router={router} />
        </SiteProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('textbox', { name: /Bestellnummer/ })).toHaveValue('KM-2026-000777');
    expect(field(/E-Mail-Adresse der Bestellung/)).toHaveValue('gast@example.de');
    cleanup();
  });
});

/**
 * Issue 23 §1, shown on this machine: the harness fails a path when the page and the machine disagree,
 * both ways. Each case changes the machine's step 2 (as a defect would) and keeps the real page.
 */
describe('the control check catches a page and a machine that disagree', () => {
  type StateConfig = { on?: Record<string, unknown> };
  const config = withdrawalMachine.config as unknown as { states: Record<string, StateConfig> };
  const withStepTwo = (on: Record<string, unknown>): AnyStateMachine =>
    createMachine(
      { ...withdrawalMachine.config, states: { ...config.states, confirm: { ...config.states.confirm, on } } } as never,
      withdrawalMachine.implementations as never,
    ) as unknown as AnyStateMachine;
  const pathToStepTwo = (machine: AnyStateMachine) =>
    flowModel({ machine, model: withdrawalModel }, options).paths.find((path) =>
      path.steps.some((step) => step.state.matches('confirm')),
    )!;
  const confirmOn = config.states.confirm!.on!;

  it('fails when the page offers "Zurück" in step 2 but the machine has no way back', async () => {
    const machine = withStepTwo({ 'user.declare': confirmOn['user.declare'] });
    const harness = flowModel({ machine, model: withdrawalModel }, options);
    await expect(harness.run(pathToStepTwo(machine))).rejects.toThrow(
      'the view offers a control for user.back, but the machine does not accept it here',
    );
  });

  it('fails when the machine accepts "Erneut versuchen" in step 2 but the page offers no control for it', async () => {
    const machine = withStepTwo({ ...confirmOn, 'user.retry': { target: 'submitting' } });
    const harness = flowModel({ machine, model: withdrawalModel }, options);
    await expect(harness.run(pathToStepTwo(machine))).rejects.toThrow(
      'the machine accepts user.retry here, but the view offers no control for it',
    );
  });
});
