/**
 * The global actors start after the first paint (src/app/lazy-system.ts, issue 10 §2): the start
 * page's header tells a guest's login buttons and the stored cart's count without them, and the
 * first interaction, a navigation or a header button starts them. Real app, real composition root;
 * only the provider redirect of the login (oidc-client-ts `signinRedirect`) is a stand-in.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { App } from '../../src/app/App';
import { createLazySystem } from '../../src/app/lazy-system';
import { buildRoutes } from '../../src/app/routes';
import { createSystemInSlices } from '../../src/app/system';
import { createAuth } from '../../src/lib/auth';
import { writeLocalCart } from '../../src/lib/cart-storage';
import { deleteCookie, setCookie } from '../../src/lib/cookies';
import { createI18n } from '../../src/lib/i18n';
import type { Site } from '../../src/lib/site-context';
import { COOKIES } from '../../src/shared/constants';
import { configurationFixture, messagesFixture } from './support/fixtures';
import { useMswServer } from './support/msw';
import { stubScrolling } from './support/render-app';
import { REJECT_ALL, saveConsent } from '../../src/features/consent/consent-choice';

useMswServer();

afterEach(() => {
  localStorage.clear();
  deleteCookie(COOKIES.loggedIn);
});

const banner = () => within(screen.getByRole('banner'));

/**
 * The app as main.tsx starts it; `load` counts how often the composition root is loaded, which
 * waits for `held` when given.
 */
async function renderLazily(path = '/', held?: Promise<void>) {
  stubScrolling();
  // A stored cookie choice: the consent dialog would take the focus (an interaction) when its chunk arrives.
  saveConsent(REJECT_ALL);
  const site: Site = { configuration: configurationFixture(), messages: messagesFixture({ language: 'de' }), language: 'de' };
  const i18n = await createI18n('de', site.messages.texts);
  const router = createMemoryRouter(buildRoutes({ maintenance: false }), { initialEntries: [path] });
  const auth = createAuth({ issuer: 'http://localhost/oidc', clientId: 'kursmarkt-web', origin: 'http://localhost', language: 'de' });
  const signIn = vi.spyOn(auth, 'signIn').mockReturnValue(new Promise(() => undefined));
  const load = vi.fn(async () => {
    await held;
    return { createSystemInSlices: (options: Parameters<typeof createSystemInSlices>[0]) => createSystemInSlices({ ...options, auth }) };
  });
  const system = createLazySystem({ site, router, load });
  onTestFinished(() => system.stop());
  const { unmount } = render(<App site={site} i18n={i18n} router={router} system={system} />);
  return { system, load, signIn, router, unmount };
}

describe('global actors started after the first paint', () => {
  it('the start page shows a guest’s login buttons and the stored cart’s count before the actors load', async () => {
    writeLocalCart({ positions: [{ courseId: 1, scheduleId: 2, priceLevelId: 3 }, { packageId: 7 }], voucherCodes: [] });
    const { load } = await renderLazily('/');
    expect(await banner().findByRole('button', { name: 'Anmelden' })).toBeEnabled();
    expect(banner().getByRole('button', { name: 'Registrieren' })).toBeEnabled();
    expect(banner().getByRole('link', { name: /Warenkorb/ })).toHaveTextContent('2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
  });

  it('a click on “Anmelden” starts the actors, and the login once the stored sign-in is read', async () => {
    const { load, signIn, system } = await renderLazily('/');
    await userEvent.setup().click(await banner().findByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(system.current()?.login.getSnapshot().matches('redirecting')).toBe(true);
  });

  it('starts at once when a sign-in is to be restored, a logout answered, or the first page is not the start page', async () => {
    setCookie(COOKIES.loggedIn, 'true');
    const restoring = await renderLazily('/');
    await waitFor(() => expect(restoring.load).toHaveBeenCalledTimes(1));
    deleteCookie(COOKIES.loggedIn);
    // The provider's answer to a logout: the login actor goes on to the main domain from here.
    const loggedOut = await renderLazily('/?state=logout-1');
    await waitFor(() => expect(loggedOut.load).toHaveBeenCalledTimes(1));
    const elsewhere = await renderLazily('/warenkorb');
    await waitFor(() => expect(elsewhere.load).toHaveBeenCalledTimes(1));
  });

  it('starts at once on the start page when the live view of the flows is on (?flows=live watches them)', async () => {
    window.history.replaceState(null, '', '/?flows=live');
    onTestFinished(() => {
      sessionStorage.clear();
      window.history.replaceState(null, '', '/');
    });
    // Held: the composition root (and the panel it mounts) never comes; that it is asked for is the point.
    const { load } = await renderLazily('/?flows=live', new Promise(() => undefined));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('a guest’s cart page shows the stored positions before the actors are there, a customer’s waits for them', async () => {
    const preview = { name: 'Praxistag Arbeitsrecht', organizer: 'Akademie Nord', schedule: null, priceLevelName: null };
    writeLocalCart({ positions: [{ packageId: 7, preview }], voucherCodes: [] });
    const guest = await renderLazily('/warenkorb', new Promise(() => undefined));
    expect(await screen.findByRole('heading', { level: 2, name: 'Praxistag Arbeitsrecht' })).toBeInTheDocument();
    expect(screen.getByText('wird berechnet …')).toBeInTheDocument();
    // They start after that paint, not before it.
    await waitFor(() => expect(guest.load).toHaveBeenCalledTimes(1));
    guest.unmount();

    setCookie(COOKIES.loggedIn, 'true');
    const customer = await renderLazily('/warenkorb', new Promise(() => undefined));
    expect(await screen.findByText('Der Warenkorb wird geladen …')).toBeInTheDocument();
    expect(customer.load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { level: 2, name: 'Praxistag Arbeitsrecht' })).not.toBeInTheDocument();
  });

  it('starts when the app navigates', async () => {
    const { load, router } = await renderLazily('/');
    await router.navigate('/warenkorb');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('tells when a page that needs them at once may replace its pre-rendered screen: once they are there', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { system, load } = await renderLazily('/guest-order/guest', held);
    let ready = false;
    void system.readyForFirstPage().then(() => (ready = true));
    // The composition root is asked for and held: the actors are on their way, not there.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(ready).toBe(false);
    release();
    await waitFor(() => expect(ready).toBe(true));
    expect(system.current()).not.toBeNull();
  });

  it('tells any other page at once, without starting them', async () => {
    const { system, load } = await renderLazily('/');
    await system.readyForFirstPage();
    expect(load).not.toHaveBeenCalled();
  });
});
