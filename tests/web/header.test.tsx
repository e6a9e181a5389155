import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { nextScrollState } from '../../src/app/layout/hide-on-scroll';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

vi.mock('../../src/lib/navigation', () => ({ loadPage: vi.fn() }));
const { loadPage } = await import('../../src/lib/navigation');

const server = useMswServer();

beforeEach(() => {
  server.use(
    http.get('/api/messages/content/:id', ({ params }) =>
      HttpResponse.json({ id: params.id, language: 'de', title: 'Kontakt zu Kursmarkt', metaDescription: '', sections: [] }),
    ),
  );
});

async function renderStart(options?: Parameters<typeof renderApp>[1], path = '/') {
  const result = await renderApp(path, options);
  await screen.findByRole('heading', { level: 1 });
  return result;
}

describe('header', () => {
  it('has the logo linking to the main domain, with an accessible name', async () => {
    await renderStart();
    const logo = within(screen.getByRole('banner')).getByRole('link', { name: 'Kursmarkt – zur Hauptseite' });
    expect(logo).toHaveAttribute('href', 'https://www.kursmarkt.example');
    expect(within(logo).getByRole('img')).toHaveAttribute('width', '450');
  });

  it('shows the language picker only with more than one configured locale', async () => {
    const { unmount } = await renderStart({ configuration: { locales: ['de', 'en'] } });
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Sprache' })).toBeInTheDocument();
    unmount();

    await renderStart({ configuration: { locales: ['de'] } });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('reloads the current page with ?language=xx, keeping the other parameters', async () => {
    // The picker reads the address bar (a page may keep state there with replaceState), as the browser has it.
    window.history.replaceState(null, '', '/?aid=partner1');
    onTestFinished(() => window.history.replaceState(null, '', '/'));
    const { user } = await renderApp('/?aid=partner1', { configuration: { locales: ['de', 'en'] } });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(loadPage).toHaveBeenCalledWith('/?aid=partner1&language=en');
  });

  it('renders simple, external and dropdown menu entries', async () => {
    await renderStart();
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt');
    const blog = within(nav).getByRole('link', { name: /Blog/ });
    expect(blog).toHaveAttribute('href', 'https://blog.kursmarkt.example');
    expect(blog).toHaveAttribute('rel', 'noopener');
    expect(blog).toHaveAttribute('target', '_blank');
  });

  it('opens a dropdown by click and closes it on Escape and on a click outside', async () => {
    const { user } = await renderStart();
    const toggle = screen.getByRole('button', { name: 'Fachanwaltslehrgänge' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Arbeitsrecht' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Arbeitsrecht' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Formate' })).toBeInTheDocument();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeVisible();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('is operable by keyboard: ArrowDown opens and moves through the links', async () => {
    const { user } = await renderStart();
    const toggle = screen.getByRole('button', { name: 'Fachanwaltslehrgänge' });
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Arbeitsrecht' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Familienrecht' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Online-Seminare' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it('clears the stored search data when a category entry is clicked', async () => {
    const { user } = await renderStart();
    sessionStorage.setItem('rf_search', '{"term":"Arbeitsrecht"}');
    sessionStorage.setItem('rf_filter', '{"radius":100}');

    await user.click(screen.getByRole('link', { name: 'Kontakt' }));
    expect(sessionStorage.getItem('rf_search')).not.toBeNull();

    await user.click(screen.getByRole('link', { name: 'Fortbildungen' }));
    expect(sessionStorage.getItem('rf_search')).toBeNull();
    expect(sessionStorage.getItem('rf_filter')).toBeNull();
  });

  it('clears the stored search data from a link inside a category dropdown', async () => {
    const { user } = await renderStart();
    sessionStorage.setItem('rf_search', 'x');
    sessionStorage.setItem('rf_filter', 'y');
    await user.click(screen.getByRole('button', { name: 'Fachanwaltslehrgänge' }));
    await user.click(screen.getByRole('link', { name: 'Arbeitsrecht' }));
    expect(sessionStorage.getItem('rf_search')).toBeNull();
    expect(sessionStorage.getItem('rf_filter')).toBeNull();
  });

  it('has a mobile menu toggle that expands and collapses the navigation', async () => {
    const { user } = await renderStart();
    const toggle = screen.getByRole('button', { name: 'Menü' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveAccessibleName('Hauptnavigation');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides the nav bar on scroll down and shows it on scroll up', async () => {
    await renderStart();
    const header = screen.getByRole('banner');
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    };
    scrollTo(300);
    await waitFor(() => expect(header).toHaveClass('is-hidden'));
    scrollTo(250);
    await waitFor(() => expect(header).not.toHaveClass('is-hidden'));
    scrollTo(0);
  });
});

describe('nav bar scroll rule', () => {
  const shown = { anchorY: 0, hidden: false };
  it('hides only after more than 10 px downwards', () => {
    expect(nextScrollState({ anchorY: 100, hidden: false }, 110)).toEqual({ anchorY: 100, hidden: false });
    expect(nextScrollState({ anchorY: 100, hidden: false }, 111)).toEqual({ anchorY: 111, hidden: true });
  });
  it('shows on any scroll up and at the top', () => {
    expect(nextScrollState({ anchorY: 400, hidden: true }, 399)).toEqual({ anchorY: 399, hidden: false });
    expect(nextScrollState({ anchorY: 5, hidden: true }, 8)).toEqual({ anchorY: 8, hidden: false });
    expect(nextScrollState(shown, 0)).toEqual({ anchorY: 0, hidden: false });
  });
});
