import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { organizerPath } from '../../src/shared/page-paths';
import type { OrganizerDetail, OrganizerSummary } from '../../src/shared/catalogue';
import { courseSummary, searchResult } from '../support/flow-fixtures';
import { notFoundAt } from './support/catalogue-fixtures';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();
// The first visit loads the page's lazy chunk; leave room for a busy machine.

const forum: OrganizerSummary = {
  id: 5,
  name: 'Arbeitsrechtsforum Westfalen',
  slug: 'arbeitsrechtsforum-westfalen',
  city: { id: 9, name: 'Münster' },
  website: 'https://www.arbeitsrechtsforum.example.org',
};

function organizerDetail(overrides: Partial<OrganizerDetail> = {}): OrganizerDetail {
  return {
    ...forum,
    description: 'Das Forum veranstaltet seit 1998 Seminare zum Arbeitsrecht.\n\nUnsere Referenten kommen aus Anwaltschaft und Justiz.',
    email: 'seminare@arbeitsrechtsforum.example.org',
    courseCount: 24,
    scopes: [
      { id: 2, name: 'Arbeitsrecht', courseCount: 20 },
      { id: 6, name: 'Sozialrecht', courseCount: 1 },
    ],
    ...overrides,
  };
}

const PATH = '/veranstalter/arbeitsrechtsforum-westfalen-5';

/** Answers the organizer and the search of its courses; records the search queries. */
function serveOrganizer(detail: OrganizerDetail, courses = searchResult([1, 2, 3], 24)) {
  const calls = { organizer: [] as URLSearchParams[], search: [] as URLSearchParams[] };
  server.use(
    http.get(`/api/organizer/${detail.id}`, ({ request }) => {
      calls.organizer.push(new URL(request.url).searchParams);
      return HttpResponse.json(detail);
    }),
    http.get('/api/search', ({ request }) => {
      calls.search.push(new URL(request.url).searchParams);
      return HttpResponse.json(courses);
    }),
  );
  return calls;
}

describe('organizerPath', () => {
  it("builds '{slug}-{id}' from the name", () => {
    expect(organizerPath(forum)).toBe(PATH);
  });
});

describe('organizer list (veranstalter)', () => {
  it('lists every organizer with city and website, linked to its page', async () => {
    server.use(
      http.get('/api/organizer', () =>
        HttpResponse.json([forum, { id: 9, name: 'Fachseminare Nord', slug: 'fachseminare-nord', city: null, website: 'https://fachseminare-nord.example' }]),
      ),
    );
    await renderApp('/veranstalter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Veranstalter' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Veranstalter' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { level: 2, name: 'Arbeitsrechtsforum Westfalen' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Arbeitsrechtsforum Westfalen' })).toHaveAttribute('href', PATH);
    expect(first.getByText('Münster')).toBeInTheDocument();
    const website = first.getByRole('link', { name: /arbeitsrechtsforum\.example\.org/ });
    expect(website).toHaveAttribute('href', 'https://www.arbeitsrechtsforum.example.org');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAccessibleName(/^arbeitsrechtsforum\.example\.org\s*\(öffnet in neuem Fenster\)$/);
    expect(within(items[1]!).getByRole('link', { name: 'Fachseminare Nord' })).toHaveAttribute('href', '/veranstalter/fachseminare-nord-9');

    await waitFor(() => expect(document.title).toBe('Veranstalter | Kursmarkt'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Alle Veranstalter/);
  });
});

describe('organizer page (veranstalter/{organizer})', () => {
  it('shows city, website, e-mail, description and scopes with counts, asking for the scopes', async () => {
    const calls = serveOrganizer(organizerDetail());
    await renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Arbeitsrechtsforum Westfalen' })).toBeInTheDocument();
    expect(calls.organizer[0]!.get('includeScopes')).toBe('true');
    expect(calls.organizer[0]!.get('language')).toBe('de');
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main.getByText('Münster')).toBeInTheDocument();
    expect(main.getByRole('link', { name: /arbeitsrechtsforum\.example\.org\s*\(öffnet/ })).toHaveAttribute(
      'href',
      'https://www.arbeitsrechtsforum.example.org',
    );
    expect(main.getByRole('link', { name: 'seminare@arbeitsrechtsforum.example.org' })).toHaveAttribute(
      'href',
      'mailto:seminare@arbeitsrechtsforum.example.org',
    );
    const about = within(main.getByRole('region', { name: 'Über den Veranstalter' }));
    expect(about.getByText('Unsere Referenten kommen aus Anwaltschaft und Justiz.')).toBeInTheDocument();

    const scopes = within(main.getByRole('region', { name: 'Rechtsgebiete' })).getAllByRole('listitem');
    expect(scopes.map((scope) => scope.textContent)).toEqual(['Arbeitsrecht (20 Kurse)', 'Sozialrecht (1 Kurs)']);
    expect(within(scopes[0]!).getByRole('link', { name: 'Arbeitsrecht' })).toHaveAttribute('href', '/search?organizerId=5&scope=2');
    expect(main.getByRole('link', { name: 'Alle Veranstalter' })).toHaveAttribute('href', '/veranstalter');
  });

  it('shows its next courses from the search filtered by the organizer, and links to that search', async () => {
    const calls = serveOrganizer(
      organizerDetail(),
      searchResult([courseSummary(7, { name: 'Arbeitsrecht aktuell', kind: 'FAO15' }), 8, 9], 24),
    );
    await renderApp(PATH);
    const section = within(await screen.findByRole('region', { name: 'Aktuelle Kurse' }));
    expect(Object.fromEntries(calls.search[0]!)).toEqual({ organizerId: '5', sortBy: 'date', seq: 'asc', start: '1', limit: '20' });
    expect(within(section.getByRole('list', { name: 'Aktuelle Kurse' })).getAllByRole('article')).toHaveLength(3);
    expect(section.getByRole('link', { name: 'Arbeitsrecht aktuell' })).toHaveAttribute('href', '/fortbildung-15-fao/arbeitsrecht-aktuell-7');
    expect(section.getByText('24 Kurse mit kommenden Terminen. Angezeigt werden die nächsten 3.')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Alle Kurse von Arbeitsrechtsforum Westfalen in der Suche anzeigen' })).toHaveAttribute(
      'href',
      '/search?organizerId=5',
    );
  });

  it('says so when the organizer has no courses, and leaves out what it lacks', async () => {
    serveOrganizer(organizerDetail({ city: null, description: '', scopes: [], courseCount: 0 }), searchResult([], 0));
    await renderApp(PATH);
    expect(await screen.findByText('Zurzeit bietet Arbeitsrechtsforum Westfalen keine Kurse mit kommenden Terminen an.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Über den Veranstalter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rechtsgebiete' })).not.toBeInTheDocument();
    expect(screen.queryByText('Sitz')).not.toBeInTheDocument();
  });

  it('still shows the organizer when its courses cannot be loaded', async () => {
    serveOrganizer(organizerDetail());
    server.use(http.get('/api/search', () => HttpResponse.json({ statusCode: 500, code: 'X', message: 'x' }, { status: 500 })));
    await renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Arbeitsrechtsforum Westfalen' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Die Kurse des Veranstalters konnten gerade nicht geladen werden.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Alle Kurse von Arbeitsrechtsforum Westfalen/ })).toHaveAttribute('href', '/search?organizerId=5');
  });

  it('titles the page by the organizer and describes it with its city', async () => {
    serveOrganizer(organizerDetail());
    await renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Arbeitsrechtsforum Westfalen' });
    await waitFor(() => expect(document.title).toBe('Arbeitsrechtsforum Westfalen | Kursmarkt'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Arbeitsrechtsforum Westfalen (Münster): Rechtsgebiete, Kontakt und aktuelle Fortbildungen des Veranstalters.',
    );
  });

  it('renders in English', async () => {
    serveOrganizer(organizerDetail());
    await renderApp(PATH, { language: 'en' });
    expect(await screen.findByRole('region', { name: 'About the organizer' })).toBeInTheDocument();
    const scopes = within(screen.getByRole('region', { name: 'Fields of law' })).getAllByRole('listitem');
    expect(scopes.map((scope) => scope.textContent)).toEqual(['Arbeitsrecht (20 courses)', 'Sozialrecht (1 course)']);
    expect(screen.getByRole('heading', { level: 2, name: 'Current courses' })).toBeInTheDocument();
  });

  it('goes to the 404 page for an unknown organizer', async () => {
    server.use(notFoundAt('/api/organizer/999'), http.get('/api/search', () => HttpResponse.json(searchResult([], 0))));
    const { router } = await renderApp('/veranstalter/gibt-es-nicht-999');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('goes to the 404 page for an address without an organizer id, without asking the server', async () => {
    const { router } = await renderApp('/veranstalter/ohne-nummer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it("replaces an address with another slug by the organizer's own", async () => {
    serveOrganizer(organizerDetail());
    const { router } = await renderApp('/veranstalter/alter-name-5?aid=partner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Arbeitsrechtsforum Westfalen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
    expect(router.state.location.search).toBe('?aid=partner');
  });
});
