/**
 * /ablaeufe in the app (issue 13 §1): only with the feature FLOW_EXPLORER; every machine of
 * machines/index.ts listed with its purpose; the step mode moves on a click, answers an invoked actor
 * with "gelingt", greys an event whose guard is false with the guard in words, and replays a path.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { machineRegistry } from '../../machines/index';
import type { FlowInvariant } from '../../machines/flow-invariants';
import { Invariants } from '../../src/features/flows/Invariants';
import { addFlowsTexts } from '../../src/features/flows/flows-texts';
import { createI18n } from '../../src/lib/i18n';
import { TextsProvider } from '../../src/lib/texts';
import { messagesFixture } from './support/fixtures';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

useMswServer();

const withExplorer = { configuration: { features: ['SEARCH_BOX' as const, 'FLOW_EXPLORER' as const] } };

/** An event button's name: its words, then the state it leads to — by its meaning with the code name, or the code name alone. */
const leadsTo = (words: string, state: string) =>
  new RegExp(`^${words} → (.+ \\()?${state.replace(/\./g, '\\.')}\\)?$`);

/** A phone's screen for the explorer's media query (jsdom has no matchMedia). */
function onPhone() {
  const original = window.matchMedia;
  window.matchMedia = vi.fn((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  onTestFinished(() => {
    window.matchMedia = original;
  });
}

describe('/ablaeufe', () => {
  it('lists every registered machine with its purpose, the order flows first', async () => {
    await renderApp('/ablaeufe', withExplorer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Abläufe' })).toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: 'Alle Abläufe' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.machine).sort()).toEqual(machineRegistry.map((entry) => entry.id).sort());
    expect(items.slice(0, 2).map((item) => item.dataset.machine)).toEqual(['guestOrder', 'customerOrder']);
    expect(within(items[0]!).getByRole('link', { name: 'Ablauf Gastbestellung öffnen' })).toHaveAttribute(
      'href',
      '/ablaeufe?ablauf=guestOrder',
    );
    expect(items[0]).toHaveTextContent('Bestellung als Gast');
  });

  it('moves the focus to the flow chosen from the list', async () => {
    const { user } = await renderApp('/ablaeufe', withExplorer);
    await user.click(await screen.findByRole('link', { name: 'Ablauf Warenkorb öffnen' }));
    const heading = await screen.findByRole('heading', { level: 2, name: /^Warenkorb/ });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Ablauf Warenkorb öffnen' })).toHaveAttribute('aria-current', 'page');
  });

  it('is the 404 page without the feature', async () => {
    const { router } = await renderApp('/ablaeufe');
    await screen.findByText('Die gesuchte Seite existiert leider nicht!');
    expect(router.state.location.pathname).toBe('/404');
  });

  it('steps the guest order flow, greys a guarded event with its guard in words, and replays a path', async () => {
    const { user } = await renderApp('/ablaeufe?ablauf=guestOrder', withExplorer);
    const current = await screen.findByTestId('flows-current');
    expect(current).toHaveTextContent('resuming');

    await user.click(
      screen.getByRole('button', {
        name: leadsTo('gelingt \\(checkout=null, order=null, atSummary=false\\)', 'guest'),
      }),
    );
    expect(current).toHaveTextContent('guest.editing');
    expect(screen.getByText(/^Zustand jetzt: (.+ \()?guest\.editing\)?$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: leadsTo('Daten absenden', 'guest.saving') }));
    expect(current).toHaveTextContent('guest.saving');

    // A path to the proof upload: there "Weiter" needs an uploaded proof.
    await user.click(screen.getByRole('button', { name: 'Weg nach fileUpload.idle nachspielen' }));
    expect(screen.getByTestId('flows-current')).toHaveTextContent('fileUpload.idle');
    const next = screen.getByRole('button', { name: /^Weiter/ });
    expect(next).toBeDisabled();
    // Two guarded branches ("continue" to the payment selection, or complete when nothing is to pay).
    expect(next).toHaveAccessibleDescription(
      'Gesperrt, weil keine dieser Bedingungen erfüllt ist: ein Nachweis ist hochgeladen und es ist nichts mehr zu bezahlen; ein Nachweis ist hochgeladen',
    );

    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(screen.getByTestId('flows-current')).toHaveTextContent('resuming');
  });
});

describe('/ablaeufe, issue 23 §7', () => {
  const guestOrder = machineRegistry.find((entry) => entry.id === 'guestOrder')!;
  const placeOrder = guestOrder.model!.events.findIndex((event) => event.type === 'user.placeOrder');

  it('opens the state its address names, and the address follows the next step', async () => {
    const { user } = await renderApp(
      `/ablaeufe?ablauf=guestOrder&zustand=${encodeURIComponent('{"summary":"ready"}')}`,
      withExplorer,
    );
    expect(await screen.findByTestId('flows-current')).toHaveTextContent('summary.ready');
    await user.click(screen.getByRole('button', { name: /^Zahlungspflichtig bestellen/ }));
    expect(screen.getByTestId('flows-current')).toHaveTextContent('ordering.placing');
    const address = new URLSearchParams(window.location.search);
    expect(address.get('ablauf')).toBe('guestOrder');
    expect(address.get('zustand')).toBe('{"summary":"ready"}');
    expect(address.get('schritte')).toBe(String(placeOrder));
  });

  it('replays the steps of its address', async () => {
    const path = (await import('../../src/features/flows/state-paths'))
      .shortestStatePaths(guestOrder.machine, guestOrder.model!)
      .find((p) => p.state === 'fileUpload.idle')!;
    const { encodeSteps } = await import('../../src/features/flows/explorer-link');
    await renderApp(
      `/ablaeufe?ablauf=guestOrder&schritte=${encodeSteps(path.events, guestOrder.model!.events)}`,
      withExplorer,
    );
    expect(await screen.findByTestId('flows-current')).toHaveTextContent('fileUpload.idle');
    expect(screen.getByText(`Bisherige Schritte (${path.events.length})`)).toBeInTheDocument();
  });

  it('lists the steps instead of the chart on a phone, the next steps as buttons', async () => {
    onPhone();
    const { user } = await renderApp('/ablaeufe?ablauf=guestOrder', withExplorer);
    const list = await screen.findByTestId('flows-steplist');
    expect(document.querySelector('.flows-chart')).toBeNull();
    await user.click(
      within(list).getByRole('button', {
        name: leadsTo('gelingt \\(checkout=null, order=null, atSummary=false\\)', 'guest'),
      }),
    );
    await user.click(within(list).getByRole('button', { name: leadsTo('Daten absenden', 'guest.saving') }));
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items.map((item) => item.dataset.state)).toEqual(['resuming', 'guest.editing', 'guest.saving']);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    // The clicked button went with its entry: the focus is on the new current one.
    expect(items[2]).toHaveFocus();
    expect(items[2]).toHaveTextContent('Daten absenden →');
    // Each next step once: in the list, not again in the step mode beside it.
    expect(screen.getAllByRole('button', { name: /^gelingt/ })).toHaveLength(
      within(items[2]!).getAllByRole('button', { name: /^gelingt/ }).length,
    );
    await user.click(screen.getByRole('button', { name: 'Diagramm trotzdem zeigen' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Zustandsdiagramm' })).toBeInTheDocument();
    expect(screen.queryByTestId('flows-steplist')).toBeNull();
  });

  // Rendered on their own: the explorer reads its own copies of the machines (src/build/explorer-copies.ts).
  it('shows the machine’s invariants in the language shown, and nothing without', async () => {
    const rules: FlowInvariant[] = [
      {
        id: 'voucherOnce',
        de: 'Ein Gutscheincode ist höchstens einmal im Warenkorb.',
        en: 'A voucher code is in the cart at most once.',
        holds: () => true,
      },
    ];
    const cart = machineRegistry.find((entry) => entry.id === 'cart')!;
    const shown = async (language: 'de' | 'en', entry: typeof cart) => {
      const i18n = await createI18n(language, messagesFixture({ language }).texts);
      await addFlowsTexts(i18n);
      return render(
        <TextsProvider i18n={i18n}>
          <Invariants entry={entry} />
        </TextsProvider>,
      );
    };
    const german = await shown('de', { ...cart, invariants: rules });
    const list = screen.getByRole('region', { name: 'Regeln, die auf jedem Weg gelten' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Ein Gutscheincode ist höchstens einmal im Warenkorb.',
    );
    german.unmount();
    const english = await shown('en', { ...cart, invariants: rules });
    expect(screen.getByRole('region', { name: 'Rules that hold on every path' })).toHaveTextContent(
      'A voucher code is in the cart at most once.',
    );
    english.unmount();
    const without = await shown('de', { ...cart, invariants: undefined });
    expect(without.container).toBeEmptyDOMElement();
  });
});

describe('/ablaeufe in English', () => {
  it('shows the explorer with its English texts', async () => {
    await renderApp('/ablaeufe?ablauf=cart', { ...withExplorer, language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Flows' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Cart/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Shortest paths to each state' })).toBeInTheDocument();
  });
});
