import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { City } from '../../src/shared/search';
import { resetPageAnswers } from '../../src/lib/page-data';
import { courseSummary, searchResult } from '../support/flow-fixtures';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();

const cologne: City = { id: 12, name: 'Köln', slug: 'koeln', state: 'Nordrhein-Westfalen' };
const scopes = { lawyerScopes: [{ id: 2, name: 'Arbeitsrecht' }] };

/** Answers every search with `count` courses, pages of 20, and records the query of each call. */
function answerSearches(count: number) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/search', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const start = Number(query.get('start'));
      const limit = Number(query.get('limit'));
      const ids = Array.from({ length: Math.max(0, Math.min(limit, count - (start - 1) * limit)) }, (_, i) => (start - 1) * limit + i + 1);
      return HttpResponse.json(searchResult(ids, count));
    }),
    http.get('/api/search/city/12', () => HttpResponse.json(cologne)),
    http.get('/api/search/city/99', () => HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'Stadt 99 gibt es nicht.' }, { status: 404 })),
  );
  return queries;
}

describe('search result pages', () => {
  it('searches with the preset filters of the route, shows the first page and loads more until the end', async () => {
    const queries = answerSearches(25);
    const { user } = await renderApp('/online-seminare');
    expect(await screen.findByRole('heading', { level: 1, name: 'Online-Seminare' })).toBeInTheDocument();
    expect(await screen.findByText('25 Kurse gefunden')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0]!)).toEqual({ types: 'EDUCATION', courseType: 'ONLINE', start: '1', limit: '20' });
    expect(within(screen.getByRole('region', { name: 'Suchergebnisse' })).getAllByRole('article')).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Weitere Kurse laden' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(queries[1]!.get('start')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Weitere Kurse laden' })).not.toBeInTheDocument();
  });

  it('links to how the results are ranked (§ 5b Abs. 2 UWG)', async () => {
    answerSearches(3);
    await renderApp('/search');
    expect(await screen.findByRole('link', { name: 'So sortieren wir die Ergebnisse' })).toHaveAttribute(
      'href',
      '/marktplatz-informationen#ranking',
    );
  });

  it('links each course to its detail page by kind', async () => {
    server.use(
      http.get('/api/search', () =>
        HttpResponse.json(searchResult([courseSummary(1, { name: 'Arbeitsrecht kompakt', kind: 'FAO15' })], 1)),
      ),
    );
    await renderApp('/search');
    expect(await screen.findByRole('link', { name: 'Arbeitsrecht kompakt' })).toHaveAttribute(
      'href',
      '/fortbildung-15-fao/arbeitsrecht-kompakt-1',
    );
  });

  it('names the scope of the path in the heading and searches in it', async () => {
    const queries = answerSearches(3);
    await renderApp('/fachanwaltslehrgaenge/arbeitsrecht-2', { messages: scopes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fachanwaltslehrgänge: Arbeitsrecht' })).toBeInTheDocument();
    await screen.findByText('3 Kurse gefunden');
    expect(queries[0]!.get('scope')).toBe('2');
    expect(queries[0]!.get('kind')).toBe('FACHANWALTSLEHRGANG');
    await waitFor(() => expect(document.title).toBe('Fachanwaltslehrgänge: Arbeitsrecht | Kursmarkt'));
  });

  it('shows the courses in and around the city of a stadt page', async () => {
    const queries = answerSearches(2);
    await renderApp('/stadt/koeln-12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fortbildungen in Köln und Umgebung' })).toBeInTheDocument();
    await screen.findByText('2 Kurse gefunden');
    expect(queries[0]!.get('cityId')).toBe('12');
    expect(queries[0]!.get('cityName')).toBe('Köln');
    expect(screen.getByRole('combobox', { name: 'Ort' })).toHaveValue('Köln');
  });

  it('sends an unknown city or a path part without id to the 404 page', async () => {
    answerSearches(0);
    const { router } = await renderApp('/stadt/atlantis-99');
    expect(await screen.findByText('Die gesuchte Seite existiert leider nicht!')).toBeInTheDocument();
    await router.navigate('/fortbildungen/ohne-id');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('keeps a changed filter in the URL, and moves to /search when a preset is dropped', async () => {
    const queries = answerSearches(5);
    const { user, router } = await renderApp('/online-seminare');
    await screen.findByText('5 Kurse gefunden');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortieren nach' }), 'Preis, niedrigster zuerst');
    await waitFor(() => expect(router.state.location.search).toBe('?seq=asc&sortBy=price'));
    expect(router.state.location.pathname).toBe('/online-seminare');
    await waitFor(() => expect(queries.at(-1)!.get('sortBy')).toBe('price'));

    await user.click(screen.getByRole('radio', { name: /Präsenzveranstaltung/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('courseType')).toBe('PRESENT');
    expect(new URLSearchParams(router.state.location.search).get('types')).toBe('EDUCATION');
  });

  it('searches the term of the text field from page 1', async () => {
    const queries = answerSearches(4);
    const { user, router } = await renderApp('/search');
    await screen.findByText('4 Kurse gefunden');
    await user.type(screen.getByRole('searchbox', { name: 'Suchbegriff' }), 'Arbeitsrechts');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(router.state.location.search).toBe('?term=Arbeitsrechts'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Suchergebnisse für „Arbeitsrechts“' })).toBeInTheDocument();
    await waitFor(() => expect(queries.at(-1)!.get('term')).toBe('Arbeitsrechts'));
    expect(queries.at(-1)!.get('start')).toBe('1');
  });

  it('comes back to the loaded pages without a request on back navigation', async () => {
    const queries = answerSearches(30);
    const { user, router } = await renderApp('/search');
    await screen.findByText('30 Kurse gefunden');
    await user.click(screen.getByRole('button', { name: 'Weitere Kurse laden' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));

    await router.navigate('/fortbildungen');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    const requests = queries.length;
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/search');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(queries).toHaveLength(requests);
  });

  it('shows the first page the server put into the page without asking, remembers it, and asks for the next', async () => {
    const queries = answerSearches(25);
    resetPageAnswers();
    const script = document.createElement('script');
    script.id = 'page-data';
    script.type = 'application/json';
    const firstPage = searchResult(Array.from({ length: 20 }, (_, i) => i + 1), 25);
    script.textContent = JSON.stringify({ answers: { '/api/search?courseType=ONLINE&limit=20&start=1&types=EDUCATION': firstPage } });
    document.body.append(script);
    try {
      const { user } = await renderApp('/online-seminare');
      expect(await screen.findByText('25 Kurse gefunden')).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(20);
      expect(queries).toHaveLength(0);
      // Kept for back navigation like any settled search.
      expect(Object.keys(JSON.parse(sessionStorage.getItem('rf_search') ?? '{}') as object)).toEqual(['/online-seminare']);
      await user.click(screen.getByRole('button', { name: 'Weitere Kurse laden' }));
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
      expect(queries.map((query) => query.get('start'))).toEqual(['2']);
    } finally {
      script.remove();
      resetPageAnswers();
    }
  });
});
