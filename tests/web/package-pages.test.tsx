import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { packagePath } from '../../src/shared/page-paths';
import type { PackageDetail, PackageSummary } from '../../src/shared/catalogue';
import { courseOverview, notFoundAt } from './support/catalogue-fixtures';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();
// The first visit loads the page's lazy chunk; leave room for a busy machine.

function packageSummary(overrides: Partial<PackageSummary> = {}): PackageSummary {
  return {
    id: 12,
    name: 'Stundenpaket Arbeitsrecht (20 Stunden)',
    slug: 'stundenpaket-arbeitsrecht-20-stunden-arbeitsrechtsforum-westfalen',
    educationalType: 'EDUCATION',
    organizer: { id: 5, name: 'Arbeitsrechtsforum Westfalen' },
    professionalScopeIds: [2, 6],
    professionalScopes: [
      { id: 2, name: 'Arbeitsrecht' },
      { id: 6, name: 'Sozialrecht' },
    ],
    creditValue: 20,
    price: { price: 99_000 },
    ...overrides,
  };
}

function packageDetail(overrides: Partial<PackageDetail> = {}): PackageDetail {
  return {
    ...packageSummary(),
    courses: [
      courseOverview(7, { name: 'Arbeitsrecht aktuell: Kündigungsschutz' }),
      courseOverview(8, { name: 'Sozialrecht für Praktiker', kind: 'FORTBILDUNG', courseType: 'ONLINE', minPrice: null }),
    ],
    courseCount: 2,
    ...overrides,
  };
}

const PATH = '/seminar-pakete/stundenpaket-arbeitsrecht-20-stunden-12';

function servePackage(detail: PackageDetail) {
  server.use(http.get(`/api/courses/packages/${detail.id}`, () => HttpResponse.json(detail)));
}

describe('packagePath', () => {
  it("builds '{slug}-{id}' from the name", () => {
    expect(packagePath(packageSummary())).toBe(PATH);
  });
});

describe('package list (seminar-pakete)', () => {
  it('lists every package with credit hours, price, audience, organizer and scopes, linked to its page', async () => {
    server.use(
      http.get('/api/courses/packages', () =>
        HttpResponse.json([
          packageSummary(),
          packageSummary({
            id: 13,
            name: 'Kanzleipaket Mietrecht (10 Stunden)',
            educationalType: 'RENO',
            organizer: { id: 9, name: 'Fachseminare Nord' },
            professionalScopeIds: [30],
            professionalScopes: [{ id: 30, name: 'Mietrecht' }],
            creditValue: 10,
            price: { price: 45_050 },
          }),
        ]),
      ),
    );
    await renderApp('/seminar-pakete');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seminar-Pakete' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Seminar-Pakete' })).getAllByRole('article');
    expect(items).toHaveLength(2);

    const first = within(items[0]!);
    expect(first.getByRole('heading', { level: 2, name: 'Stundenpaket Arbeitsrecht (20 Stunden)' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Stundenpaket Arbeitsrecht (20 Stunden)' })).toHaveAttribute('href', PATH);
    expect(first.getByText('20 Zeitstunden')).toBeInTheDocument();
    expect(first.getByText(/990,00\s€/)).toBeInTheDocument();
    expect(first.getByText('Rechtsanwältinnen und Rechtsanwälte')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Arbeitsrechtsforum Westfalen' })).toHaveAttribute(
      'href',
      '/veranstalter/arbeitsrechtsforum-westfalen-5',
    );
    expect(first.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Arbeitsrecht', 'Sozialrecht']);

    const second = within(items[1]!);
    expect(second.getByText('Kanzleimitarbeitende')).toBeInTheDocument();
    expect(second.getByText(/450,50\s€/)).toBeInTheDocument();
    expect(second.getByText('10 Zeitstunden')).toBeInTheDocument();

    await waitFor(() => expect(document.title).toBe('Seminar-Pakete | Kursmarkt'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Seminar-Pakete: Fortbildungsstunden/);
  });

  it('says so when no package is offered', async () => {
    server.use(http.get('/api/courses/packages', () => HttpResponse.json([])));
    await renderApp('/seminar-pakete');
    expect(await screen.findByText('Zurzeit werden keine Seminar-Pakete angeboten.')).toBeInTheDocument();
  });

  it('renders in English', async () => {
    let language: string | null = null;
    server.use(
      http.get('/api/courses/packages', ({ request }) => {
        language = new URL(request.url).searchParams.get('language');
        return HttpResponse.json([packageSummary()]);
      }),
    );
    await renderApp('/seminar-pakete', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seminar packages' })).toBeInTheDocument();
    expect(screen.getByText('20 hours')).toBeInTheDocument();
    expect(screen.getByText('Lawyers')).toBeInTheDocument();
    expect(screen.getByText('€990.00')).toBeInTheDocument();
    expect(language).toBe('en');
  });
});

describe('package page (seminar-pakete/{package})', () => {
  it('shows the facts and the courses the package can be spent on, linked to their pages', async () => {
    servePackage(packageDetail());
    await renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Stundenpaket Arbeitsrecht (20 Stunden)' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main.getByText('20 Zeitstunden')).toBeInTheDocument();
    expect(main.getByText(/990,00\s€/)).toBeInTheDocument();
    expect(main.getByText('Rechtsanwältinnen und Rechtsanwälte')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Arbeitsrechtsforum Westfalen' })).toHaveAttribute('href', '/veranstalter/arbeitsrechtsforum-westfalen-5');
    expect(main.getByRole('link', { name: 'Alle Seminar-Pakete' })).toHaveAttribute('href', '/seminar-pakete');

    const courses = within(main.getByRole('list', { name: 'Kurse, für die Sie das Paket einlösen können' }));
    expect(courses.getAllByRole('article')).toHaveLength(2);
    expect(courses.getByRole('link', { name: 'Arbeitsrecht aktuell: Kündigungsschutz' })).toHaveAttribute(
      'href',
      '/fortbildung-15-fao/arbeitsrecht-aktuell-kuendigungsschutz-7',
    );
    expect(courses.getByRole('link', { name: 'Sozialrecht für Praktiker' })).toHaveAttribute('href', '/fortbildung/sozialrecht-fuer-praktiker-8');
    expect(main.getByText('2 Kurse mit kommenden Terminen passen zu diesem Paket.')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Alle Kurse von Arbeitsrechtsforum Westfalen anzeigen' })).toHaveAttribute('href', '/search?organizerId=5');
    // The package can be put into the cart (issue #5).
    expect(main.getByRole('button', { name: 'Paket in den Warenkorb' })).toBeInTheDocument();
  });

  it('titles the page by the package and describes it in the meta description', async () => {
    servePackage(packageDetail());
    await renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Stundenpaket Arbeitsrecht (20 Stunden)' });
    await waitFor(() => expect(document.title).toBe('Stundenpaket Arbeitsrecht (20 Stunden) | Kursmarkt'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Stundenpaket Arbeitsrecht \(20 Stunden\): 20 Zeitstunden Guthaben für 990,00\s€ bei Arbeitsrechtsforum Westfalen/,
    );
  });

  it('gives the full default title to a package name shorter than 10 characters', async () => {
    servePackage(packageDetail({ name: 'Paket 10' }));
    await renderApp('/seminar-pakete/paket-10-12');
    await screen.findByRole('heading', { level: 1, name: 'Paket 10' });
    await waitFor(() => expect(document.title).toBe('Kursmarkt – Fortbildungen für Rechtsberufe'));
  });

  it('says how many courses fit when only the first are listed, and when none does', async () => {
    servePackage(packageDetail({ courseCount: 140 }));
    const { unmount } = await renderApp(PATH);
    expect(await screen.findByText('140 Kurse mit kommenden Terminen passen zu diesem Paket. Angezeigt werden die ersten 2 nach Termin.')).toBeInTheDocument();
    unmount();

    servePackage(packageDetail({ courses: [], courseCount: 0 }));
    await renderApp(PATH);
    expect(await screen.findByText(/keine Kurse mit kommenden Terminen/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Kurse, für die Sie das Paket einlösen können' })).not.toBeInTheDocument();
  });

  it('goes to the 404 page for an unknown package', async () => {
    server.use(notFoundAt('/api/courses/packages/999'));
    const { router } = await renderApp('/seminar-pakete/gibt-es-nicht-999');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('goes to the 404 page for an address without a package id, without asking the server', async () => {
    const { router } = await renderApp('/seminar-pakete/ohne-nummer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it("replaces an address with another slug by the package's own", async () => {
    servePackage(packageDetail());
    const { router } = await renderApp('/seminar-pakete/altes-paket-12?aid=partner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stundenpaket Arbeitsrecht (20 Stunden)' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
    expect(router.state.location.search).toBe('?aid=partner');
  });
});
