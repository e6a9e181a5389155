/**
 * /zugang#<token> (src/features/access/AccessLinkPage.tsx) in the real app: the token of the fragment
 * is posted once and the browser goes on to the online room; before the organizer stored the room
 * "Der Zugangslink wird vor Beginn freigeschaltet" with the start; a replaced participant's link "nicht
 * mehr gültig"; an unknown one and a date that is over say so (English too).
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

vi.mock('../../src/lib/leave-site', () => ({ leaveSiteFor: vi.fn() }));
const { leaveSiteFor } = await import('../../src/lib/leave-site');

const server = useMswServer();
// One token per test: the page posts each token once per page load (module state).
const tokenOf = (letter: string) => letter.repeat(43);
const refusal = (status: number, code: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ statusCode: status, code, message: code, ...extra }, { status });

afterEach(() => {
  vi.mocked(leaveSiteFor).mockClear();
});

describe('/zugang', () => {
  it('posts the token of the fragment once and sends the browser to the online room', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('/api/access-link', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({
          joinUrl: 'https://meet.example.org/raum-7', courseName: 'Mietrecht aktuell', startDate: '2026-12-03', endDate: '2026-12-03', startTime: '14:00', endTime: '17:30',
        });
      }),
    );
    await renderApp(`/zugang#${tokenOf('a')}`);
    expect(await screen.findByText('Sie werden zum Online-Raum von „Mietrecht aktuell“ weitergeleitet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Online-Raum' }).getAttribute('href')).toBe('https://meet.example.org/raum-7');
    await waitFor(() => expect(leaveSiteFor).toHaveBeenCalledWith('https://meet.example.org/raum-7'));
    expect(posted).toEqual([{ token: tokenOf('a') }]);
  });

  it('before the room is stored: activated before the start, with date and time; no redirect', async () => {
    server.use(http.post('/api/access-link', () => refusal(409, 'ACCESS_NOT_YET_OPEN', { startDate: '2026-12-03', startTime: '14:00' })));
    await renderApp(`/zugang#${tokenOf('b')}`);
    expect(await screen.findByText('Der Zugangslink wird vor Beginn freigeschaltet.')).toBeTruthy();
    expect(screen.getByText(/kurz vor Beginn am 03\.12\.2026 um 14:00 Uhr erneut/)).toBeTruthy();
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });

  it("a replaced participant's link is no longer valid", async () => {
    server.use(http.post('/api/access-link', () => refusal(410, 'ACCESS_LINK_REVOKED')));
    await renderApp(`/zugang#${tokenOf('c')}`);
    expect(await screen.findByText('Dieser Zugangslink ist nicht mehr gültig.')).toBeTruthy();
    expect(screen.getByText(/Ihr Platz wurde an eine andere Person weitergegeben/)).toBeTruthy();
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });

  it('an unknown link says so and stays on the page (no 404 page)', async () => {
    let posts = 0;
    server.use(
      http.post('/api/access-link', () => {
        posts += 1;
        return refusal(404, 'ACCESS_LINK_UNKNOWN');
      }),
    );
    await renderApp(`/zugang#${tokenOf('d')}`);
    expect(await screen.findByText('Diesen Zugangslink gibt es nicht.')).toBeTruthy();
    expect(posts).toBe(1);
  });

  it('without a token: unknown, nothing posted', async () => {
    let posts = 0;
    server.use(http.post('/api/access-link', () => { posts += 1; return refusal(404, 'ACCESS_LINK_UNKNOWN'); }));
    await renderApp('/zugang#kaputt');
    expect(await screen.findByText('Diesen Zugangslink gibt es nicht.')).toBeTruthy();
    expect(posts).toBe(0);
  });

  it('after the date: closed, in English', async () => {
    server.use(http.post('/api/access-link', () => refusal(410, 'ACCESS_DATE_OVER', { endDate: '2026-11-01' })));
    await renderApp(`/zugang#${tokenOf('e')}`, { language: 'en' });
    expect(await screen.findByText('The course has ended; the access link is closed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'To My courses' }).getAttribute('href')).toBe('/customer-dashboard/meine-kurse');
  });
});
