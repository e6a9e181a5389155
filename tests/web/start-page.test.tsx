import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OrganizerSummary } from '../../src/shared/catalogue';
import { courseSummary, searchResult } from '../support/flow-fixtures';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();

const organizer: OrganizerSummary = { id: 7, name: 'Deutsche Anwaltakademie', slug: 'deutsche-anwaltakademie', city: null, website: 'https://example.org' };

describe('start page', () => {
  it('shows the WELCOME module with the server texts', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Kursmarkt' })).toBeInTheDocument();
    expect(screen.getByText('Finden Sie Ihre nächste Fortbildung.')).toBeInTheDocument();
  });

  it('shows the advert banner only when the advert text is non-blank', async () => {
    const { unmount } = await renderApp('/', { configuration: { advertText: '20 % Rabatt auf alle Online-Seminare' } });
    expect(await screen.findByText('20 % Rabatt auf alle Online-Seminare')).toBeInTheDocument();
    expect(screen.getByRole('complementary')).toHaveTextContent('20 % Rabatt auf alle Online-Seminare');
    unmount();

    await renderApp('/', { configuration: { advertText: '   ' } });
    await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Kursmarkt' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('renders only configured modules', async () => {
    await renderApp('/', { configuration: { modules: [{ name: 'NEWSLETTER', position: 1, config: {} }] } });
    // The module's newsletter box, and not the footer's as well.
    const [newsletter, ...more] = await screen.findAllByRole('heading', { name: 'Newsletter' });
    expect(more).toHaveLength(0);
    expect(screen.getByRole('main')).toContainElement(newsletter!);
    expect(screen.queryByRole('heading', { name: 'Willkommen bei Kursmarkt' })).not.toBeInTheDocument();
    // Without WELCOME the page still has a first-level heading.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kursmarkt – Fortbildungen für Rechtsberufe');
  });

  it('shows the NEWSLETTER module in main content when configured, in its configured style', async () => {
    await renderApp('/', {
      configuration: { modules: [{ name: 'NEWSLETTER', position: 1, config: { style: 'dark' } }] },
    });
    const main = screen.getByRole('main');
    const box = await screen.findAllByRole('region', { name: 'Newsletter' });
    const inMain = box.find((element) => main.contains(element));
    expect(inMain).toHaveClass('newsletter--dark');
  });

  it('TEXT_SEARCH opens the result page with the term', async () => {
    server.use(http.get('/api/search', () => HttpResponse.json(searchResult([], 0))));
    const { user, router } = await renderApp('/', {
      configuration: { features: [], modules: [{ name: 'TEXT_SEARCH', position: 1, config: {} }] },
    });
    const module = await screen.findByRole('region', { name: 'Kurs nach Stichwort suchen' });
    await user.type(within(module).getByRole('searchbox', { name: 'Suchbegriff' }), '  Mietrecht ');
    await user.click(within(module).getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/search?term=Mietrecht'));
  });

  it('COURSE_PREVIEW loads 12 courses from page 1 and the organizers, only when configured', async () => {
    const searches: URLSearchParams[] = [];
    server.use(
      http.get('/api/search', ({ request }) => {
        searches.push(new URL(request.url).searchParams);
        return HttpResponse.json(searchResult([courseSummary(1, { name: 'Erbrecht kompakt', kind: 'FAO15' }), 2], 40));
      }),
      http.get('/api/organizer', () => HttpResponse.json([organizer])),
    );
    await renderApp('/', { configuration: { features: [], modules: [{ name: 'COURSE_PREVIEW', position: 1, config: {} }] } });
    const module = await screen.findByRole('region', { name: 'Aktuelle Kurse' });
    expect(await within(module).findByRole('link', { name: 'Erbrecht kompakt' })).toHaveAttribute('href', '/fortbildung-15-fao/erbrecht-kompakt-1');
    expect(within(module).getAllByRole('article')).toHaveLength(2);
    expect(within(module).getByRole('link', { name: 'Deutsche Anwaltakademie' })).toHaveAttribute('href', '/veranstalter/deutsche-anwaltakademie-7');
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0]!)).toEqual({ start: '1', limit: '12' });
  });

  it('shows the modules in their configured positions', async () => {
    server.use(
      http.get('/api/search', () => HttpResponse.json(searchResult([1], 1))),
      http.get('/api/organizer', () => HttpResponse.json([])),
    );
    await renderApp('/', {
      configuration: {
        features: [],
        modules: [
          { name: 'COURSE_PREVIEW', position: 3, config: {} },
          { name: 'TEXT_SEARCH', position: 1, config: {} },
          { name: 'WELCOME', position: 2, config: {} },
        ],
      },
    });
    await screen.findByRole('region', { name: 'Aktuelle Kurse' });
    const headings = screen.getAllByRole('heading', { level: 2 }).concat(screen.getAllByRole('heading', { level: 1 }));
    const order = (name: string) => headings.find((heading) => heading.textContent === name)!;
    const follows = (a: HTMLElement, b: HTMLElement) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(order('Kurs nach Stichwort suchen'), order('Willkommen bei Kursmarkt'))).toBe(true);
    expect(follows(order('Willkommen bei Kursmarkt'), order('Aktuelle Kurse'))).toBe(true);
  });
});
