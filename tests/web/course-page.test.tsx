import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getCourse, joinWaitingList } from '../../src/api/catalogue';
import { coursePath } from '../../src/shared/page-paths';
import { courseTitle } from '../../src/lib/page-title';
import type { CourseDetail, WaitingListRequest } from '../../src/shared/catalogue';
import { courseDetail as course, courseScheduleDetail as schedule } from './support/catalogue-fixtures';
import type { Feature } from '../../src/shared/types';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();

const PATH = '/fortbildung-15-fao/arbeitsrecht-aktuell-kuendigungsschutz-7';

function serveCourse(detail: CourseDetail) {
  server.use(http.get(`/api/course/${detail.id}`, () => HttpResponse.json(detail)));
}

async function openCourse(detail: CourseDetail, options: { features?: Feature[]; language?: 'de' | 'en' } = {}) {
  serveCourse(detail);
  const rendered = await renderApp(coursePath(detail), {
    configuration: options.features ? { features: options.features } : undefined,
    language: options.language,
  });
  await screen.findByRole('heading', { level: 1, name: detail.name });
  return rendered;
}

describe('coursePath', () => {
  it('chooses the route by the kind and embeds the id after the slug', () => {
    expect(coursePath({ id: 7, name: 'Arbeitsrecht aktuell: Kündigungsschutz', kind: 'FAO15' })).toBe(PATH);
    expect(coursePath({ id: 12, name: 'Fachanwaltslehrgang Familienrecht', kind: 'FACHANWALTSLEHRGANG' })).toBe(
      '/fachanwaltslehrgang/fachanwaltslehrgang-familienrecht-12',
    );
    expect(coursePath({ id: 3, name: 'Büroorganisation', kind: 'FORTBILDUNG' })).toBe('/fortbildung/bueroorganisation-3');
  });
});

describe('catalogue client', () => {
  it('refuses a missing required parameter before any request (spec §5)', async () => {
    expect(() => getCourse(undefined as unknown as number)).toThrow('Required parameter id was null or undefined when calling getCourse');
    await expect(joinWaitingList(null as unknown as WaitingListRequest)).rejects.toThrow(
      'Required parameter waitingListRequest was null or undefined when calling joinWaitingList',
    );
  });
});

describe('course title rule (spec §2)', () => {
  const name = 'Arbeitsrecht aktuell';
  it("appends '(city)' to a course with one date in a city", () => {
    expect(courseTitle({ name, courseType: 'PRESENT', schedules: [{ city: { name: 'Köln' }, startDate: '2027-03-15' }] })).toBe(
      'Arbeitsrecht aktuell (Köln)',
    );
  });
  it('appends the start date dd.MM.yyyy to an online course with one date', () => {
    expect(courseTitle({ name, courseType: 'ONLINE', schedules: [{ city: null, startDate: '2027-03-05' }] })).toBe(
      'Arbeitsrecht aktuell (05.03.2027)',
    );
  });
  it('keeps the name alone with several dates, none, or self-study', () => {
    const dates = [{ city: { name: 'Köln' }, startDate: '2027-03-15' }, { city: { name: 'Bonn' }, startDate: '2027-04-15' }];
    expect(courseTitle({ name, courseType: 'PRESENT', schedules: dates })).toBe(name);
    expect(courseTitle({ name, courseType: 'PRESENT', schedules: [] })).toBe(name);
    expect(courseTitle({ name, courseType: 'SELF', schedules: [{ city: null, startDate: '2027-03-15' }] })).toBe(name);
  });
});

describe('course page', () => {
  it('shows the course: organizer, scopes, duration, § 15 FAO hours, date with place, prices, seats, documents, referents', async () => {
    await openCourse(course());
    const main = within(screen.getByRole('main'));
    expect(main.getAllByText(/Arbeitsrechtsforum Westfalen/).length).toBeGreaterThan(0);
    expect(main.getByRole('list', { name: 'Rechtsgebiete' })).toHaveTextContent('Arbeitsrecht');
    expect(main.getByText('5 Zeitstunden')).toBeInTheDocument();
    expect(main.getByText('5 Zeitstunden anrechenbar als Fortbildung nach § 15 FAO')).toBeInTheDocument();
    expect(main.getByText('Sie erhalten eine Teilnahmebescheinigung.')).toBeInTheDocument();

    const dates = within(main.getByRole('heading', { name: 'Termine und Preise' }).closest('section')!);
    expect(dates.getByRole('heading', { level: 3, name: '15.03.2027 – 16.03.2027' })).toBeInTheDocument();
    expect(dates.getByText('Köln')).toBeInTheDocument();
    expect(dates.getByText('12 freie Plätze')).toBeInTheDocument();
    const prices = dates.getByRole('table', { name: 'Preise für den Termin 15.03.2027 – 16.03.2027' });
    expect(within(prices).getByRole('row', { name: /Regulär/ })).toHaveTextContent(/1\.290,00\s€/);
    expect(within(prices).getByRole('row', { name: /Frühbucher/ })).toHaveTextContent(/1\.135,00\s€/);
    expect(dates.queryByRole('button', { name: 'Auf die Warteliste' })).not.toBeInTheDocument();

    const programme = main.getByRole('link', { name: 'Kursprogramm (PDF)' });
    expect(programme).toHaveAttribute('href', '/api/course/7/document/1');
    expect(programme).toHaveAttribute('download', 'kursprogramm-arbeitsrecht-7.pdf');
    expect(main.getByRole('link', { name: 'Termine und Preise (PDF)' })).toHaveAttribute('href', '/api/course/7/document/2');
    expect(main.getByText('Dr. Anna Berg')).toBeInTheDocument();
    expect(main.getByText('Richterin am Landesarbeitsgericht')).toBeInTheDocument();
    expect(main.getByRole('link', { name: /Website des Veranstalters/ })).toHaveAttribute('href', 'https://www.arbeitsrechtsforum.example.org');
    // Every price level of a bookable date can be put into the cart (issue #5).
    expect(main.getAllByRole('button', { name: /in den Warenkorb legen$/ })).toHaveLength(2);
    // Who sells and who holds the course, and where the marketplace statements are (Art. 246d EGBGB).
    expect(main.getByText(/Der Veranstalter, ein Unternehmer, führt ihn in unserem Auftrag durch/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Wer wofür verantwortlich ist' })).toHaveAttribute(
      'href',
      '/marktplatz-informationen#verantwortung',
    );
  });

  it("titles a course with one date '(city)' and sets its meta description", async () => {
    await openCourse(course());
    await waitFor(() => expect(document.title).toBe('Arbeitsrecht aktuell: Kündigungsschutz (Köln) | Kursmarkt'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Das Seminar behandelt den Kündigungsschutz.');
  });

  it('titles an online course with one date by its start date and shows it as online', async () => {
    await openCourse(
      course({
        courseType: 'ONLINE',
        courseSchedules: [schedule({ city: null, online: true, startDate: '2027-02-04', endDate: '2027-02-04' })],
      }),
    );
    await waitFor(() => expect(document.title).toBe('Arbeitsrecht aktuell: Kündigungsschutz (04.02.2027) | Kursmarkt'));
    const dates = within(screen.getByRole('heading', { name: 'Termine und Preise' }).closest('section')!);
    expect(dates.getByRole('heading', { level: 3, name: '04.02.2027' })).toBeInTheDocument();
    expect(dates.getByText('Online')).toBeInTheDocument();
  });

  it('keeps the plain name with several dates and lists past dates apart', async () => {
    await openCourse(
      course({
        courseSchedules: [
          schedule({ id: 70, startDate: '2026-01-10', endDate: '2026-01-10', past: true, city: { id: 4, name: 'Bonn' } }),
          schedule(),
          schedule({ id: 72, startDate: '2027-06-01', endDate: '2027-06-01', city: { id: 5, name: 'Essen' }, freePlaces: 1 }),
        ],
      }),
    );
    await waitFor(() => expect(document.title).toBe('Arbeitsrecht aktuell: Kündigungsschutz | Kursmarkt'));
    const dates = within(screen.getByRole('heading', { name: 'Termine und Preise' }).closest('section')!);
    expect(dates.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['15.03.2027 – 16.03.2027', '01.06.2027']);
    expect(dates.getByText('1 freier Platz')).toBeInTheDocument();
    expect(dates.getByText('1 vergangener Termin')).toBeInTheDocument();
    expect(dates.getByText('10.01.2026 · Bonn')).toBeInTheDocument();
  });

  it('shows a self-study course with its access period and the 5-hour limit of § 15 FAO', async () => {
    await openCourse(
      course({
        courseType: 'SELF',
        durationValue: 8,
        fao15: { qualifies: true, hours: 5 },
        courseSchedules: [schedule({ city: null, selfStudy: true, startDate: '2026-12-01', endDate: '2027-11-30' })],
      }),
    );
    const main = within(screen.getByRole('main'));
    expect(main.getByText('8 Zeitstunden')).toBeInTheDocument();
    expect(main.getByText('5 Zeitstunden anrechenbar als Fortbildung nach § 15 FAO')).toBeInTheDocument();
    expect(main.getByText(/höchstens 5 Stunden im Jahr/)).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 3, name: 'Zugang vom 01.12.2026 bis 30.11.2027' })).toBeInTheDocument();
    expect(main.getAllByText('Selbststudium').length).toBeGreaterThan(0);
  });

  it('names the ZFU approval of a distance-learning course, or the statement that it is none (FernUSG)', async () => {
    const selfStudy = { courseType: 'SELF' as const, courseSchedules: [schedule({ city: null, selfStudy: true })] };
    await openCourse(course({ ...selfStudy, distanceLearning: { kind: 'ZFU_APPROVED', zfuNumber: '7312345' } }));
    expect(screen.getByText('Fernunterricht (FernUSG)')).toBeInTheDocument();
    expect(screen.getByText('Staatlich zugelassener Fernlehrgang – ZFU-Zulassungsnummer 7312345')).toBeInTheDocument();
    cleanup();
    await openCourse(course({ distanceLearning: { kind: 'NOT_DISTANCE_LEARNING', statement: 'Live-Seminar ohne Lernerfolgskontrolle.' } }));
    expect(
      screen.getByText('Kein Fernunterricht im Sinne des Fernunterrichtsschutzgesetzes: Live-Seminar ohne Lernerfolgskontrolle.'),
    ).toBeInTheDocument();
    cleanup();
    await openCourse(course({ ...selfStudy, distanceLearning: null }));
    expect(screen.getByText(/Derzeit nicht buchbar: Der Veranstalter hat die Zulassung nach dem Fernunterrichtsschutzgesetz/)).toBeInTheDocument();
    cleanup();
    // A seminar that declares nothing needs no word about it.
    await openCourse(course({ distanceLearning: null }));
    expect(screen.queryByText('Fernunterricht (FernUSG)')).not.toBeInTheDocument();
  });

  it('says nothing about § 15 FAO for a course that does not qualify', async () => {
    await openCourse(course({ kind: 'FORTBILDUNG', fao15: { qualifies: false, hours: 0 } }));
    expect(screen.queryByText(/anrechenbar/)).not.toBeInTheDocument();
  });

  it('renders in English with the English texts', async () => {
    await openCourse(course(), { language: 'en' });
    expect(screen.getByRole('heading', { name: 'Dates and prices' })).toBeInTheDocument();
    expect(screen.getByText('12 places left')).toBeInTheDocument();
    expect(screen.getByText('5 hours count as training under § 15 FAO')).toBeInTheDocument();
  });
});

describe('fully booked date', () => {
  const full = () => course({ courseSchedules: [schedule({ freePlaces: 0, fullyBooked: true })] });

  async function openForm(features: Feature[] = ['WAITING_LIST']) {
    const rendered = await openCourse(full(), { features });
    const dates = within(screen.getByRole('heading', { name: 'Termine und Preise' }).closest('section')!);
    expect(dates.getByText('Ausgebucht')).toBeInTheDocument();
    await rendered.user.click(dates.getByRole('button', { name: 'Auf die Warteliste' }));
    const form = within(await screen.findByRole('region', { name: 'Warteliste für den Termin am 15.03.2027' }));
    return { ...rendered, form };
  }

  async function fill(user: Awaited<ReturnType<typeof renderApp>>['user'], form: ReturnType<typeof within>) {
    await user.type(form.getByRole('textbox', { name: /Vorname/ }), 'Anna');
    await user.type(form.getByRole('textbox', { name: /Nachname/ }), 'Berg');
    await user.type(form.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'anna@kanzlei.example');
  }

  it('offers the waiting list instead of booking and sends the request', async () => {
    let body: WaitingListRequest | undefined;
    server.use(
      http.post('/api/orders/waitinglists', async ({ request }) => {
        body = (await request.json()) as WaitingListRequest;
        return HttpResponse.json(
          { id: 1, courseId: 7, courseScheduleId: 71, email: 'anna@kanzlei.example', places: 1, position: 3, createdAt: '2026-11-22T10:00:00.000Z' },
          { status: 201 },
        );
      }),
    );
    const { user, form } = await openForm();
    await fill(user, form);
    await user.click(form.getByRole('button', { name: 'Auf die Warteliste setzen' }));
    expect(await screen.findByText(/Sie stehen auf der Warteliste \(Platz 3\)/)).toBeInTheDocument();
    expect(body).toEqual({ courseId: 7, courseScheduleId: 71, firstName: 'Anna', lastName: 'Berg', email: 'anna@kanzlei.example', language: 'de' });
  });

  it('says so when the address was already on the list', async () => {
    server.use(
      http.post('/api/orders/waitinglists', () =>
        HttpResponse.json({ id: 1, courseId: 7, courseScheduleId: 71, email: 'anna@kanzlei.example', places: 1, position: 1, createdAt: '2026-11-22T10:00:00.000Z' }),
      ),
    );
    const { user, form } = await openForm();
    await fill(user, form);
    await user.click(form.getByRole('button', { name: 'Auf die Warteliste setzen' }));
    expect(await screen.findByText(/bereits auf der Warteliste/)).toBeInTheDocument();
  });

  it('checks the fields before sending', async () => {
    const { user, form } = await openForm();
    await user.type(form.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'anna@');
    await user.click(form.getByRole('button', { name: 'Auf die Warteliste setzen' }));
    expect(await form.findByText('Bitte geben Sie Ihren Vornamen an.')).toBeInTheDocument();
    expect(form.getByText('Bitte geben Sie Ihren Nachnamen an.')).toBeInTheDocument();
    expect(form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an!')).toBeInTheDocument();
  });

  it('marks the field a 400 answer names', async () => {
    server.use(
      http.post('/api/orders/waitinglists', () =>
        HttpResponse.json({ statusCode: 400, code: 'INVALID_EMAIL', message: 'bad', field: 'email' }, { status: 400 }),
      ),
    );
    const { user, form } = await openForm();
    await fill(user, form);
    await user.click(form.getByRole('button', { name: 'Auf die Warteliste setzen' }));
    expect(await form.findByText('Bitte prüfen Sie Ihre Eingabe.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells when the date has free places again (409)', async () => {
    server.use(
      http.post('/api/orders/waitinglists', () =>
        HttpResponse.json({ statusCode: 409, code: 'SCHEDULE_NOT_FULL', message: 'free places', field: 'courseScheduleId' }, { status: 409 }),
      ),
    );
    const { user, form } = await openForm();
    await fill(user, form);
    await user.click(form.getByRole('button', { name: 'Auf die Warteliste setzen' }));
    expect(await screen.findByText(/inzwischen wieder Plätze frei/)).toBeInTheDocument();
  });

  it('shows a dismissable alert for other failures', async () => {
    server.use(http.post('/api/orders/waitinglists', () => HttpResponse.json({ statusCode: 500, code: 'X', message: 'x' }, { status: 500 })));
    const { user, form } = await openForm();
    await fill(user, form);
    await user.click(form.getByRole('button', { name: 'Auf die Warteliste setzen' }));
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('Es ist ein unerwarteter Fehler aufgetreten.');
    await user.click(within(alert).getByRole('button', { name: 'Hinweis schließen' }));
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows only "Ausgebucht" when the site has no waiting list', async () => {
    await openCourse(full(), { features: ['SEARCH_BOX'] });
    const dates = within(screen.getByRole('heading', { name: 'Termine und Preise' }).closest('section')!);
    expect(dates.getByText('Ausgebucht')).toBeInTheDocument();
    expect(dates.queryByRole('button', { name: 'Auf die Warteliste' })).not.toBeInTheDocument();
  });
});

describe('reviews on the course page', () => {
  const rated = { overallRating: 4.7, reviews: { count: 1287, source: 'Kursmarkt-Kundenbewertungen', url: 'https://bewertungen.kursmarkt.example' } };

  it('shows the configured rating and review count with feature REVIEWS', async () => {
    serveCourse(course());
    await renderApp(PATH, { configuration: { features: ['REVIEWS'], ...rated } });
    const section = within((await screen.findByRole('heading', { name: 'Bewertungen unserer Kundinnen und Kunden' })).closest('section')!);
    expect(section.getByText('4,7 von 5 Sternen')).toBeInTheDocument();
    expect(section.getByRole('link', { name: /1\.287 Bewertungen bei Kursmarkt-Kundenbewertungen/ })).toHaveAttribute('href', rated.reviews.url);
  });

  it('shows no reviews without the feature', async () => {
    serveCourse(course());
    await renderApp(PATH, { configuration: { features: ['SEARCH_BOX'], ...rated } });
    await screen.findByRole('heading', { level: 1, name: course().name });
    expect(screen.queryByRole('heading', { name: 'Bewertungen unserer Kundinnen und Kunden' })).not.toBeInTheDocument();
  });

  it('shows no reviews section when the feature is on but nothing is configured', async () => {
    await openCourse(course(), { features: ['REVIEWS'] });
    expect(screen.queryByRole('heading', { name: 'Bewertungen unserer Kundinnen und Kunden' })).not.toBeInTheDocument();
  });
});

describe('course routes', () => {
  it('goes to the 404 page for an unknown course', async () => {
    server.use(
      http.get('/api/course/999', () => HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'Course 999 not found' }, { status: 404 })),
    );
    const { router } = await renderApp('/fortbildung/gibt-es-nicht-999');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('goes to the 404 page for an address without a course id, without asking the server', async () => {
    const { router } = await renderApp('/fachanwaltslehrgang/ohne-nummer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it("replaces an address with another slug or route by the course's own", async () => {
    serveCourse(course());
    const { router } = await renderApp('/fortbildung/alter-name-7?aid=partner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Arbeitsrecht aktuell: Kündigungsschutz' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
    expect(router.state.location.search).toBe('?aid=partner');
  });
});
