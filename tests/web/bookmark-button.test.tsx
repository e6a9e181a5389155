/**
 * The bookmark toggle of a course page (BookmarkButton): shown only with feature BOOKMARK and only to
 * a signed-in customer; it reads the list, adds with PUT /api/bookmarks and removes with DELETE
 * /api/bookmarks/{id}. The login actor is the real machine with a stand-in start-up (signed in or a
 * guest); HTTP is answered by msw at the network boundary, with a small in-memory bookmark list.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TextsProvider } from '../../src/lib/texts';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { loginMachine, type LoginSession, type RestoredSession } from '../../machines/login.machine';
import { SystemProvider } from '../../src/state/system-context';
import { startSystem } from '../support/system';
import { BookmarkButton } from '../../src/features/course/BookmarkButton';
import { createI18n } from '../../src/lib/i18n';
import { configureHttp } from '../../src/lib/http';
import { SiteProvider, type Site } from '../../src/lib/site-context';
import type { Bookmark, BookmarkRequest } from '../../src/shared/bookmarks';
import type { Feature } from '../../src/shared/types';
import { configurationFixture, messagesFixture } from './support/fixtures';
import { useMswServer } from './support/msw';

const server = useMswServer();

const TOKEN = 'customer-access-token';
const COURSE = { id: 7, name: 'Arbeitsrecht aktuell: Kündigungsschutz', slug: 'arbeitsrecht-aktuell-kuendigungsschutz', kind: 'FAO15' as const };

const SESSION: LoginSession = {
  customerId: 42,
  firstName: 'Karla',
  lastName: 'Kundin',
  email: 'kunde@kursmarkt.example',
  expiresAt: Math.floor(Date.now() / 1000) + 3600,
  idToken: null,
};

/** The login machine, starting signed in (session) or as a guest (null); timers far away. */
function loginLogic(session: LoginSession | null) {
  return loginMachine.provide({
    actors: {
      restoreSession: fromPromise<RestoredSession>(async () => ({ session, refreshable: false })),
    },
    delays: { sessionCheck: 3_600_000, tokenRefresh: 3_600_000 },
  });
}

/** The server's bookmark list of the signed-in customer, and the calls it saw. */
function serveBookmarks(initial: Bookmark[] = []) {
  let bookmarks = [...initial];
  let nextId = 100;
  const calls: string[] = [];
  const authorized = (request: Request) => request.headers.get('authorization') === `Bearer ${TOKEN}`;
  const unauthorized = () => HttpResponse.json({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Please sign in' }, { status: 401 });
  server.use(
    http.get('/api/bookmarks', ({ request }) => {
      calls.push('GET /bookmarks');
      return authorized(request) ? HttpResponse.json(bookmarks) : unauthorized();
    }),
    http.put('/api/bookmarks', async ({ request }) => {
      const body = (await request.json()) as BookmarkRequest;
      calls.push(`PUT /bookmarks ${JSON.stringify(body)}`);
      if (!authorized(request)) return unauthorized();
      const existing = bookmarks.find((bookmark) => bookmark.course.id === body.courseId);
      if (existing) return HttpResponse.json(existing);
      const bookmark: Bookmark = { id: nextId++, createdAt: new Date().toISOString(), course: { ...COURSE, id: body.courseId } };
      bookmarks = [bookmark, ...bookmarks];
      return HttpResponse.json(bookmark, { status: 201 });
    }),
    http.delete('/api/bookmarks/:id', ({ request, params }) => {
      calls.push(`DELETE /bookmarks/${String(params.id)}`);
      if (!authorized(request)) return unauthorized();
      const id = Number(params.id);
      if (!bookmarks.some((bookmark) => bookmark.id === id)) {
        return HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: `Bookmark ${id} not found` }, { status: 404 });
      }
      bookmarks = bookmarks.filter((bookmark) => bookmark.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { calls, list: () => bookmarks };
}

async function renderButton({ features = ['BOOKMARK'], session = SESSION }: { features?: Feature[]; session?: LoginSession | null } = {}) {
  const site: Site = {
    configuration: configurationFixture({ features }),
    messages: messagesFixture(),
    language: 'de',
  };
  const i18n = await createI18n('de', site.messages.texts);
  const system = startSystem({ site, loginLogic: loginLogic(session) });
  if (session) configureHttp({ getAccessToken: () => TOKEN });
  const user = userEvent.setup();
  const view = render(
    <TextsProvider i18n={i18n}>
      <SiteProvider site={site}>
        <SystemProvider system={system}>
          <p>Kursseite</p>
          <BookmarkButton courseId={COURSE.id} />
        </SystemProvider>
      </SiteProvider>
    </TextsProvider>,
  );
  // Let the login actor finish its start-up (restoreSession).
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...view, user };
}

const toggle = (name: RegExp | string) => screen.findByRole('button', { name });

describe('BookmarkButton', () => {
  it('is not shown without feature BOOKMARK, even when signed in, and asks the server nothing', async () => {
    const { calls } = serveBookmarks();
    await renderButton({ features: ['SEARCH_BOX', 'NEWSLETTER'] });
    expect(screen.getByText('Kursseite')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('is not shown to guests, even with the feature, and asks the server nothing', async () => {
    const { calls } = serveBookmarks();
    await renderButton({ session: null });
    expect(screen.getByText('Kursseite')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('toggles for a signed-in customer: adds with PUT, removes with DELETE, aria-pressed follows', async () => {
    const server = serveBookmarks();
    const { user } = await renderButton();

    const add = await toggle('Auf den Merkzettel');
    await waitFor(() => expect(add).toBeEnabled());
    expect(add).toHaveAttribute('aria-pressed', 'false');
    expect(server.calls).toEqual(['GET /bookmarks']);

    await user.click(add);
    const remove = await toggle('Vom Merkzettel entfernen');
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Der Kurs steht auf Ihrem Merkzettel.');
    expect(server.list().map((bookmark) => bookmark.course.id)).toEqual([COURSE.id]);

    await user.click(remove);
    const again = await toggle('Auf den Merkzettel');
    expect(again).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Der Kurs wurde vom Merkzettel entfernt.');
    expect(server.list()).toEqual([]);
    expect(server.calls).toEqual(['GET /bookmarks', `PUT /bookmarks {"courseId":${COURSE.id}}`, 'DELETE /bookmarks/100']);
  });

  it('starts pressed when the course is already on the list, and removes that bookmark', async () => {
    const stored: Bookmark = { id: 55, createdAt: '2026-11-20T10:00:00.000Z', course: COURSE };
    const other: Bookmark = { id: 56, createdAt: '2026-11-21T10:00:00.000Z', course: { ...COURSE, id: 8, slug: 'anderer-kurs' } };
    const server = serveBookmarks([other, stored]);
    const { user } = await renderButton();

    const remove = await toggle('Vom Merkzettel entfernen');
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await user.click(remove);
    await toggle('Auf den Merkzettel');
    expect(server.list()).toEqual([other]);
    expect(server.calls).toContain('DELETE /bookmarks/55');
  });

  it('says so when the list cannot be reached, and keeps the state it had', async () => {
    serveBookmarks();
    server.use(
      http.put('/api/bookmarks', () => HttpResponse.json({ statusCode: 402, code: 'PAYMENT_REQUIRED', message: 'nope' }, { status: 402 })),
    );
    const { user } = await renderButton();
    const add = await toggle('Auf den Merkzettel');
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Der Merkzettel ist gerade nicht erreichbar.'));
    expect(screen.getByRole('button', { name: 'Auf den Merkzettel' })).toHaveAttribute('aria-pressed', 'false');
  });
});
