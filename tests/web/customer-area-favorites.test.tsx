/**
 * Saved searches (issue 12 §1): "Suche speichern" on a result page for a signed-in customer (an
 * inline form, not window.prompt; nothing for a guest), and favoriten — the list, running a search
 * again with its parameters, renaming and deleting. msw answers at the network boundary.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteCookie } from '../../src/lib/cookies';
import { COOKIES } from '../../src/shared/constants';
import type { Favorite } from '../../src/shared/customer-area';
import { searchResult } from '../support/flow-fixtures';
import { answerAccountBasics, storeSignIn, unavailable } from './support/customer-area';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();

afterEach(() => deleteCookie(COOKIES.loggedIn));
beforeEach(() => {
  answerAccountBasics(server);
  server.use(http.get('/api/search', () => HttpResponse.json(searchResult([1, 2], 2))));
});

const favorite = (overrides: Partial<Favorite> = {}): Favorite => ({
  id: 5,
  name: 'Arbeitsrecht online',
  parameters: { term: 'Arbeitsrecht', courseType: 'ONLINE', types: 'EDUCATION' },
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

describe('saving a search on the result page', () => {
  it('asks for a name in an inline form and saves the search with its parameters', async () => {
    storeSignIn();
    const saved: unknown[] = [];
    server.use(
      http.put('/api/favorites', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json(favorite({ name: 'Meine Suche' }), { status: 201 });
      }),
    );
    const { user } = await renderApp('/online-seminare?term=Arbeitsrecht');
    await user.click(await screen.findByRole('button', { name: 'Suche speichern' }));
    const name = screen.getByLabelText('Name der Suche');
    expect(name).toHaveFocus();
    // Offered: the page's title; an empty name is refused before anything is sent.
    expect(name).not.toHaveValue('');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(name).toHaveAccessibleDescription('Bitte geben Sie einen Namen ein.');
    expect(saved).toEqual([]);
    await user.type(name, 'Meine Suche');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Suche wurde als „Meine Suche“ gespeichert.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu Ihren Suchfavoriten' })).toHaveAttribute('href', '/customer-dashboard/favoriten');
    expect(saved).toEqual([{ name: 'Meine Suche', parameters: { term: 'Arbeitsrecht', types: 'EDUCATION', courseType: 'ONLINE' } }]);
  });

  it('says when the 50 saved searches are full', async () => {
    storeSignIn();
    server.use(
      http.put('/api/favorites', () =>
        HttpResponse.json({ statusCode: 422, code: 'FAVORITES_FULL', message: 'full' }, { status: 422 }),
      ),
    );
    const { user } = await renderApp('/search?term=Recht');
    await user.click(await screen.findByRole('button', { name: 'Suche speichern' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/Sie haben bereits 50 Suchen gespeichert/)).toBeInTheDocument();
  });

  it('offers nothing to a guest', async () => {
    await renderApp('/search?term=Recht');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await screen.findByText('2 Kurse gefunden');
    expect(screen.queryByRole('button', { name: 'Suche speichern' })).not.toBeInTheDocument();
  });
});

describe('favoriten', () => {
  it('lists the saved searches with what they look for and runs one again with its parameters', async () => {
    storeSignIn();
    server.use(http.get('/api/favorites', () => HttpResponse.json([favorite()])));
    const { user, router } = await renderApp('/customer-dashboard/favoriten', { messages: { lawyerScopes: [{ id: 2, name: 'Arbeitsrecht' }] } });
    const card = await screen.findByRole('region', { name: 'Arbeitsrecht online' });
    expect(card).toHaveTextContent('SuchbegriffArbeitsrecht');
    expect(card).toHaveTextContent('VeranstaltungsartOnline-Seminar');
    const run = within(card).getByRole('link', { name: 'Suche ausführen: Arbeitsrecht online' });
    expect(run).toHaveAttribute('href', '/search?courseType=ONLINE&term=Arbeitsrecht&types=EDUCATION');
    await user.click(run);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ courseType: 'ONLINE', term: 'Arbeitsrecht', types: 'EDUCATION' });
  });

  it('renames a saved search in place and deletes one', async () => {
    storeSignIn();
    let list = [favorite(), favorite({ id: 6, name: 'Familienrecht', parameters: { scope: 6 } })];
    const puts: unknown[] = [];
    const deletes: string[] = [];
    server.use(
      http.get('/api/favorites', () => HttpResponse.json(list)),
      http.put('/api/favorites', async ({ request }) => {
        const body = (await request.json()) as Favorite;
        puts.push(body);
        list = list.map((entry) => (entry.id === body.id ? { ...entry, name: body.name } : entry));
        return HttpResponse.json(list.find((entry) => entry.id === body.id));
      }),
      http.delete('/api/favorites/:id', ({ params }) => {
        deletes.push(String(params.id));
        list = list.filter((entry) => String(entry.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderApp('/customer-dashboard/favoriten');
    const card = await screen.findByRole('region', { name: 'Arbeitsrecht online' });
    await user.click(within(card).getByRole('button', { name: 'Umbenennen: Arbeitsrecht online' }));
    const field = within(card).getByLabelText('Neuer Name');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Online-Arbeitsrecht');
    await user.click(within(card).getByRole('button', { name: 'Namen speichern' }));
    expect(await screen.findByRole('region', { name: 'Online-Arbeitsrecht' })).toBeInTheDocument();
    expect(screen.getByText('Der neue Name ist gespeichert.')).toBeInTheDocument();
    expect(puts).toEqual([{ id: 5, name: 'Online-Arbeitsrecht', parameters: favorite().parameters }]);

    await user.click(screen.getByRole('button', { name: 'Löschen: Familienrecht' }));
    expect(await screen.findByText('Die Suche „Familienrecht“ wurde gelöscht.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Familienrecht' })).not.toBeInTheDocument());
    expect(deletes).toEqual(['6']);
  });

  it('says when a deletion fails, and keeps the search', async () => {
    storeSignIn();
    server.use(
      http.get('/api/favorites', () => HttpResponse.json([favorite()])),
      http.delete('/api/favorites/5', () => unavailable()),
    );
    const { user } = await renderApp('/customer-dashboard/favoriten');
    await user.click(await screen.findByRole('button', { name: 'Löschen: Arbeitsrecht online' }));
    expect(await screen.findByText('Die Suche konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Arbeitsrecht online' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and loads it on retry', async () => {
    storeSignIn();
    let calls = 0;
    server.use(
      http.get('/api/favorites', () => {
        calls += 1;
        return calls <= 3 ? unavailable() : HttpResponse.json([favorite()]);
      }),
    );
    const { user } = await renderApp('/customer-dashboard/favoriten');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Ihre gespeicherten Suchen konnten gerade nicht geladen werden.');
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('region', { name: 'Arbeitsrecht online' })).toBeInTheDocument();
  });
});

it('speaks English in English', async () => {
  storeSignIn();
  server.use(http.get('/api/favorites', () => HttpResponse.json([favorite()])));
  await renderApp('/customer-dashboard/favoriten', { language: 'en' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Saved searches' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Run search: Arbeitsrecht online' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Sections of your account' })).toBeInTheDocument();
});
