import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { referentPath } from '../../src/shared/page-paths';
import type { ReferentDetail, ReferentInfo } from '../../src/shared/catalogue';
import { courseOverview, notFoundAt } from './support/catalogue-fixtures';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();
// The first visit loads the page's lazy chunk; leave room for a busy machine.

function referentInfo(id: number, title: string, firstName: string, lastName: string, profession: string): ReferentInfo {
  return {
    id,
    title,
    firstName,
    lastName,
    name: [title, firstName, lastName].filter(Boolean).join(' '),
    profession,
    organizer: { id: 5, name: 'Arbeitsrechtsforum Westfalen' },
  };
}

const berg = referentInfo(4, 'Dr.', 'Anna', 'Berg', 'Richterin am Landesarbeitsgericht');

function referentDetail(overrides: Partial<ReferentDetail> = {}): ReferentDetail {
  return {
    ...berg,
    vita: 'Anna Berg studierte in Münster.\n\nSeit 2015 ist sie Richterin am Landesarbeitsgericht Hamm.',
    courses: [courseOverview(7, { name: 'Arbeitsrecht aktuell: Kündigungsschutz' }), courseOverview(8, { name: 'Befristung und Teilzeit', kind: 'FORTBILDUNG' })],
    courseCount: 2,
    ...overrides,
  };
}

const PATH = '/referenten/dr-anna-berg-4';

function serveReferent(detail: ReferentDetail) {
  server.use(http.get(`/api/referent-infos/${detail.id}`, () => HttpResponse.json(detail)));
}

describe('referentPath', () => {
  it("builds '{slug}-{id}' from the name with title", () => {
    expect(referentPath(berg)).toBe(PATH);
    expect(referentPath(referentInfo(9, '', 'Jörg', 'Weiß', 'Rechtsanwalt'))).toBe('/referenten/joerg-weiss-9');
  });
});

describe('referent list (referenten)', () => {
  const referents = [
    berg,
    referentInfo(5, '', 'Jonas', 'Brandt', 'Rechtsanwalt und Fachanwalt für Arbeitsrecht'),
    referentInfo(6, 'Prof. Dr.', 'Eva', 'Özdemir', 'Professorin für Sozialrecht'),
    referentInfo(7, '', 'Tom', 'Ahrens', 'Notarfachwirt'),
  ];

  it('lists every referent by the first letter of the last name, with profession and organizer, linked to their page', async () => {
    server.use(http.get('/api/referent-infos', () => HttpResponse.json(referents)));
    await renderApp('/referenten');
    expect(await screen.findByRole('heading', { level: 1, name: 'Referentinnen und Referenten' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Nach Anfangsbuchstaben des Nachnamens',
      'A',
      'B',
      'O',
    ]);
    const b = within(main.getByRole('list', { name: 'B' }));
    expect(b.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dr. Anna Berg', 'Jonas Brandt']);
    expect(b.getByRole('link', { name: 'Dr. Anna Berg' })).toHaveAttribute('href', PATH);
    expect(b.getByText('Richterin am Landesarbeitsgericht')).toBeInTheDocument();
    expect(b.getAllByText('Arbeitsrechtsforum Westfalen')).toHaveLength(2);
    // Umlauts file under their base letter.
    expect(within(main.getByRole('list', { name: 'O' })).getByRole('link', { name: 'Prof. Dr. Eva Özdemir' })).toHaveAttribute(
      'href',
      '/referenten/prof-dr-eva-oezdemir-6',
    );

    const index = within(main.getByRole('navigation', { name: 'Nach Anfangsbuchstaben des Nachnamens' }));
    expect(index.getAllByRole('link').map((link) => link.textContent)).toEqual(['A', 'B', 'O']);
    expect(index.getByRole('link', { name: 'Buchstabe B' })).toHaveAttribute('href', '/referenten#referenten-b');

    await waitFor(() => expect(document.title).toBe('Referentinnen und Referenten | Kursmarkt'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Referentinnen und Referenten aus/);
  });

  it('moves focus to the letter chosen in the index', async () => {
    server.use(http.get('/api/referent-infos', () => HttpResponse.json(referents)));
    const { user } = await renderApp('/referenten');
    await user.click(await screen.findByRole('link', { name: 'Buchstabe O' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'O' })).toHaveFocus());
  });

  it('says so when no referent is listed', async () => {
    server.use(http.get('/api/referent-infos', () => HttpResponse.json([])));
    await renderApp('/referenten');
    expect(await screen.findByText('Zurzeit sind keine Referentinnen und Referenten eingetragen.')).toBeInTheDocument();
  });
});

describe('referent page (referenten/{referent})', () => {
  it('shows name with title, profession, organizer, vita and their courses linked to the course pages', async () => {
    serveReferent(referentDetail());
    await renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Anna Berg' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main.getByText('Richterin am Landesarbeitsgericht')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Arbeitsrechtsforum Westfalen' })).toHaveAttribute('href', '/veranstalter/arbeitsrechtsforum-westfalen-5');
    const vita = within(main.getByRole('region', { name: 'Vita' }));
    expect(vita.getByText('Seit 2015 ist sie Richterin am Landesarbeitsgericht Hamm.')).toBeInTheDocument();

    const courses = within(main.getByRole('list', { name: 'Kurse mit Dr. Anna Berg' }));
    expect(courses.getAllByRole('article')).toHaveLength(2);
    expect(courses.getByRole('link', { name: 'Arbeitsrecht aktuell: Kündigungsschutz' })).toHaveAttribute(
      'href',
      '/fortbildung-15-fao/arbeitsrecht-aktuell-kuendigungsschutz-7',
    );
    expect(courses.getByRole('link', { name: 'Befristung und Teilzeit' })).toHaveAttribute('href', '/fortbildung/befristung-und-teilzeit-8');
    expect(main.getByText('2 Kurse mit kommenden Terminen.')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Alle Referentinnen und Referenten' })).toHaveAttribute('href', '/referenten');
  });

  it('titles the page by the name and describes the referent in the meta description', async () => {
    serveReferent(referentDetail());
    await renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Dr. Anna Berg' });
    await waitFor(() => expect(document.title).toBe('Dr. Anna Berg | Kursmarkt'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Dr. Anna Berg, Richterin am Landesarbeitsgericht: Vita und aktuelle Kurse bei Arbeitsrechtsforum Westfalen.',
    );
  });

  it('says how many courses there are when only the first are listed, and when there are none', async () => {
    serveReferent(referentDetail({ courseCount: 61 }));
    const { unmount } = await renderApp(PATH);
    expect(await screen.findByText('61 Kurse mit kommenden Terminen. Angezeigt werden die ersten 2 nach Termin.')).toBeInTheDocument();
    unmount();

    serveReferent(referentDetail({ courses: [], courseCount: 0 }));
    await renderApp(PATH);
    expect(await screen.findByText('Zurzeit sind keine Kurse mit kommenden Terminen geplant.')).toBeInTheDocument();
  });

  it('renders in English', async () => {
    serveReferent(referentDetail());
    await renderApp(PATH, { language: 'en' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Courses with Dr. Anna Berg' })).toBeInTheDocument();
    expect(screen.getByText('2 courses with upcoming dates.')).toBeInTheDocument();
  });

  it('goes to the 404 page for an unknown referent', async () => {
    server.use(notFoundAt('/api/referent-infos/999'));
    const { router } = await renderApp('/referenten/niemand-999');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('goes to the 404 page for an address without a referent id, without asking the server', async () => {
    const { router } = await renderApp('/referenten/anna-berg');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it("replaces an address with another slug by the referent's own", async () => {
    serveReferent(referentDetail());
    const { router } = await renderApp('/referenten/anna-berg-4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Anna Berg' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
  });
});
