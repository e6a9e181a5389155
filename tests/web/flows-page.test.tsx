/**
 * /ablaeufe in the app (issue 13 §1): only with the feature FLOW_EXPLORER; every machine of
 * machines/index.ts listed with its purpose; the step mode moves on a click, answers an invoked actor
 * with "gelingt", greys an event whose guard is false with the guard in words, and replays a path.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

useMswServer();

const withExplorer = { configuration: { features: ['SEARCH_BOX' as const, 'FLOW_EXPLORER' as const] } };

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
      screen.getByRole('button', { name: 'gelingt (checkout=null, order=null, atSummary=false) → guest' }),
    );
    expect(current).toHaveTextContent('guest.editing');
    expect(screen.getByText('Zustand jetzt: guest.editing')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Daten absenden → guest.saving' }));
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

describe('/ablaeufe in English', () => {
  it('shows the explorer with its English texts', async () => {
    await renderApp('/ablaeufe?ablauf=cart', { ...withExplorer, language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Flows' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Cart/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Shortest paths to each state' })).toBeInTheDocument();
  });
});
