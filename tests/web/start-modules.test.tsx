/**
 * The start-page modules of spec §1, each driven by the site configuration: rendered with its content
 * when configured, absent (and no request made) when not, in the configured position, with features
 * switching parts on and off. HTTP is answered by msw; an unhandled request fails the test.
 */
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseOverview, YearOverview } from '../../src/shared/catalogue';
import type { Feature, Messages, StartModule } from '../../src/shared/types';
import { courseSummary, searchResult } from '../support/flow-fixtures';
import { useMswServer } from './support/msw';
import { renderApp, type RenderAppOptions } from './support/render-app';

const server = useMswServer();

// ---------------------------------------------------------------------------------------------
// Site data: server texts for every module (as data/messages.ts seeds them, shortened) and scopes.

const TEXTS: Record<string, string> = {
  'welcome.title': 'Willkommen bei Kursmarkt',
  'welcome.text': 'Finden Sie Ihre nächste Fortbildung.',
  'organizerInfo.title': 'Sie veranstalten Fortbildungen?',
  'organizerInfo.text': 'Bieten Sie Ihre Lehrgänge dort an, wo Juristinnen und Juristen suchen.',
  'organizerInfo.1': 'Ihre Kurse auf einer Seite',
  'organizerInfo.2': 'Buchung und Rechnung aus einer Hand',
  'organizerInfo.link': 'Informationen für Veranstalter',
  'news.title': 'Neuigkeiten',
  'news.1.date': '2026-11-03',
  'news.1.title': 'Fortbildungsnachweis als PDF',
  'news.1.text': 'Der Nachweis nach § 15 FAO kommt jetzt als PDF aus dem Kundenkonto.',
  'news.2.date': '2026-10-14',
  'news.2.title': 'Neue Selbstlernkurse im Steuerrecht',
  'news.2.text': 'Acht neue Selbstlernkurse zum Steuerrecht.',
  'benefits.title': 'Ihre Vorteile auf Kursmarkt',
  'benefits.1': 'Über 30 Veranstalter an einem Ort',
  'benefits.2': 'Zeitstunden auf einen Blick',
  'benefits.3': 'Fortbildungsnachweis im Kundenkonto',
  'benefitsImmoCampus.title': 'Warum Kanzleiteams mit uns lernen',
  'benefitsImmoCampus.text': 'Kurze Formate, die in den Arbeitstag passen.',
  'benefitsImmoCampus.1': 'Online-Seminare ab 90 Minuten',
  'benefitsImmoCampus.2': 'Teilnahmebescheinigung nach jedem Kurs',
  'benefitsImmoCampus.link': 'Selbstlernkurse für Mitarbeitende',
  'testimonial.title': 'Das sagen unsere Kundinnen und Kunden',
  'testimonial.text': '„Ich plane meine 15 Stunden jetzt im Januar.“',
  'testimonial.author': 'Fachanwältin für Familienrecht, Köln',
  'testimonialReno.title': 'Aus der Praxis',
  'testimonialReno.text': '„Das Online-Seminar lag genau in der Mittagspause.“',
  'testimonialReno.author': 'Rechtsfachwirtin, Hannover',
  'whoTo.title': 'Für wen sind unsere Seminare?',
  'whoTo.text': 'Für alle, die in Kanzlei und Notariat Fristen im Griff haben:',
  'whoTo.1': 'Rechtsanwalts- und Notarfachangestellte',
  'whoTo.2': 'Auszubildende',
  'aboutUs.title': 'Über Kursmarkt',
  'aboutUs.text': 'Kursmarkt bringt Veranstalter und Fortbildungssuchende zusammen.',
  'aboutUs.link': 'Mehr über Kursmarkt',
  'categories.title': 'Rechtsgebiete im Überblick',
  'categories.text': 'Wählen Sie ein Rechtsgebiet.',
  'scopeOverview.title': 'Fachanwaltschaften',
  'scopeOverview.text': 'Alle Fachgebiete der Fachanwaltsordnung.',
  'scopeOverviewReno.title': 'Themen für Kanzleimitarbeitende',
  'scopeOverviewReno.text': 'Online-Seminare für Kanzlei und Notariat.',
  'ekbwCourseOverview.title': 'Kursübersicht {{year}}: Campus Kanzleipraxis',
  'ekbwCourseOverview.text': 'Die nächsten Termine unseres Partners.',
  'selfStudies.title': 'Selbststudium: lernen, wann es passt',
  'selfStudies.text': 'Selbstlernkurse mit Zugang rund um die Uhr.',
};

const SCOPES: Partial<Messages> = {
  lawyerScopes: [
    { id: 2, name: 'Arbeitsrecht' },
    { id: 6, name: 'Familienrecht' },
    { id: 13, name: 'Miet- und Wohnungseigentumsrecht' },
  ],
  renoScopes: [
    { id: 25, name: 'Zwangsvollstreckung' },
    { id: 26, name: 'Gebührenrecht (RVG)' },
  ],
  scopeCategories: [
    { id: 1, name: 'Zivilrecht', scopeIds: [6, 13] },
    { id: 3, name: 'Arbeits- und Sozialrecht', scopeIds: [2] },
    { id: 4, name: 'Öffentliches Recht', scopeIds: [] },
    { id: 6, name: 'Verfahren und Kosten', scopeIds: [25, 26] },
  ],
};

const YEAR = new Date().getFullYear();

/** The region title of each module with the texts above. */
const TITLE: Record<StartModule['name'], string> = {
  WELCOME: 'Willkommen bei Kursmarkt',
  TEXT_SEARCH: 'Kurs nach Stichwort suchen',
  NEWSLETTER: 'Newsletter',
  COURSE_PREVIEW: 'Aktuelle Kurse',
  ORGANIZER_INFO: 'Sie veranstalten Fortbildungen?',
  NEWS: 'Neuigkeiten',
  BENEFITS_BOX: 'Ihre Vorteile auf Kursmarkt',
  BENEFITS_BOX_IMMO_CAMPUS: 'Warum Kanzleiteams mit uns lernen',
  TESTIMONIAL: 'Das sagen unsere Kundinnen und Kunden',
  WHO_TO: 'Für wen sind unsere Seminare?',
  ABOUT_US: 'Über Kursmarkt',
  CATEGORIES: 'Rechtsgebiete im Überblick',
  SCOPE_OVERVIEW: 'Fachanwaltschaften',
  SCOPE_OVERVIEW_RENO: 'Themen für Kanzleimitarbeitende',
  EKBW_COURSE_OVERVIEW: `Kursübersicht ${YEAR}: Campus Kanzleipraxis`,
};

/** The modules that render from configuration and messages alone (no request). */
const STATIC_MODULES = [
  'ORGANIZER_INFO', 'NEWS', 'BENEFITS_BOX', 'BENEFITS_BOX_IMMO_CAMPUS', 'TESTIMONIAL', 'WHO_TO', 'ABOUT_US',
  'CATEGORIES', 'SCOPE_OVERVIEW', 'SCOPE_OVERVIEW_RENO',
] as const satisfies readonly StartModule['name'][];

type ModuleEntry = StartModule['name'] | [StartModule['name'], StartModule['config']] | StartModule;

/** Positions follow the order, unless an entry is a full StartModule. */
function modules(...entries: ModuleEntry[]): StartModule[] {
  return entries.map((entry, index) => {
    if (typeof entry === 'string') return { name: entry, position: index + 1, config: {} };
    if (Array.isArray(entry)) return { name: entry[0], position: index + 1, config: entry[1] };
    return entry;
  });
}

interface ModulesOptions extends RenderAppOptions {
  features?: Feature[];
  texts?: Record<string, string>;
  startPageComponent?: string | null;
}

/** Renders '/' with exactly these modules, the given features (none by default) and the texts above. */
function renderModules(entries: ModuleEntry[], options: ModulesOptions = {}) {
  const { features = [], texts = TEXTS, startPageComponent = null, ...rest } = options;
  return renderApp('/', {
    ...rest,
    configuration: { features, startPageComponent, ...rest.configuration, modules: modules(...entries) },
    messages: { ...SCOPES, texts, ...rest.messages },
  });
}

/** Every request the page makes, as path and query. */
const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  requests.push(url.pathname + url.search);
});
afterEach(() => {
  requests.length = 0;
});

const region = (name: string) => screen.getByRole('region', { name });
const follows = (a: HTMLElement, b: HTMLElement) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

function overviewCourse(id: number, overrides: Partial<CourseOverview> = {}): CourseOverview {
  return {
    id,
    name: `Zwangsvollstreckung kompakt ${id}`,
    slug: `zwangsvollstreckung-kompakt-${id}`,
    kind: 'FORTBILDUNG',
    type: 'RENO',
    courseType: 'ONLINE',
    durationValue: 3,
    organizer: { id: 4, name: 'Campus Kanzleipraxis' },
    professionalScopes: [{ id: 25, name: 'Zwangsvollstreckung' }],
    courseSchedules: [
      { id: id * 10, city: null, startDate: `${YEAR}-12-08`, endDate: `${YEAR}-12-08`, freePlaces: 20, fullyBooked: false, pricelevels: [{ id: id * 100, name: 'Standard', priceValue: 14_900 }] },
    ],
    minPrice: 14_900,
    meta: { description: 'Pfändung und Vollstreckung in der Praxis.' },
    ...overrides,
  };
}

/** Answers GET /api/courses/overview/{year}: `byYear` gives the courses of a year (none otherwise). */
function answerOverview(byYear: Record<number, CourseOverview[]>) {
  const queries: { year: number; query: Record<string, string> }[] = [];
  server.use(
    http.get('/api/courses/overview/:year', ({ params, request }) => {
      const year = Number(params.year);
      queries.push({ year, query: Object.fromEntries(new URL(request.url).searchParams) });
      const all = byYear[year] ?? [];
      const courses = all.slice(0, Number(new URL(request.url).searchParams.get('limit')));
      return HttpResponse.json({ year, count: all.length, courses } satisfies YearOverview);
    }),
  );
  return queries;
}

// ---------------------------------------------------------------------------------------------

describe('start modules driven by configuration', () => {
  describe.each(STATIC_MODULES)('%s', (name) => {
    it('is rendered when configured, without any request', async () => {
      await renderModules([name]);
      expect(await screen.findByRole('region', { name: TITLE[name] })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2, name: TITLE[name] })).toHaveLength(1);
      expect(requests).toEqual([]);
    });

    it('is not rendered when not configured, while every other module is', async () => {
      await renderModules(STATIC_MODULES.filter((other) => other !== name));
      for (const other of STATIC_MODULES) {
        if (other !== name) expect(region(TITLE[other])).toBeInTheDocument();
      }
      expect(screen.queryByRole('region', { name: TITLE[name] })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: TITLE[name] })).not.toBeInTheDocument();
      expect(requests).toEqual([]);
    });
  });

  it('shows the modules in the order of their positions, not of the list', async () => {
    await renderModules([
      { name: 'NEWS', position: 4, config: {} },
      { name: 'ABOUT_US', position: 1, config: {} },
      { name: 'SCOPE_OVERVIEW', position: 3, config: {} },
      { name: 'WELCOME', position: 2, config: {} },
      { name: 'TESTIMONIAL', position: 5, config: {} },
    ]);
    const order = ['ABOUT_US', 'WELCOME', 'SCOPE_OVERVIEW', 'NEWS', 'TESTIMONIAL'] as const;
    const headings = order.map((name) => screen.getByRole('heading', { name: TITLE[name] }));
    for (let i = 1; i < headings.length; i++) expect(follows(headings[i - 1]!, headings[i]!), order[i]).toBe(true);
  });

  it('has one h1, an h2 for every module and a labelled region for each', async () => {
    server.use(http.get('/api/search', () => HttpResponse.json(searchResult([1], 1))));
    answerOverview({ [YEAR]: [overviewCourse(1)] });
    await renderModules(['WELCOME', ...STATIC_MODULES, 'EKBW_COURSE_OVERVIEW'], {
      features: ['REVIEWS'],
      startPageComponent: 'selfStudies',
      configuration: { overallRating: 4.7, reviews: { count: 1287, source: 'Kursmarkt-Kundenbewertungen', url: 'https://bewertungen.kursmarkt.example' } },
    });
    await screen.findByRole('link', { name: 'Zwangsvollstreckung kompakt 1' });
    await screen.findByRole('link', { name: 'Fachanwaltslehrgang Arbeitsrecht 1' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const main = screen.getByRole('main');
    const moduleRegions = within(main).getAllByRole('region');
    expect(moduleRegions).toHaveLength(STATIC_MODULES.length + 3);
    for (const moduleRegion of moduleRegions) {
      const heading = within(moduleRegion).getAllByRole('heading')[0]!;
      expect(moduleRegion).toHaveAccessibleName(heading.textContent!);
      if (!moduleRegion.classList.contains('welcome')) expect(heading.tagName).toBe('H2');
    }
    for (const link of within(main).getAllByRole('link')) expect(link).toHaveAccessibleName();

    // axe-core in jsdom (no layout, so without the contrast rule; the e2e run checks contrast).
    const results = await axe.run(main, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });

  it('shows the texts of the current language, and static titles where the server has none', async () => {
    await renderModules(['BENEFITS_BOX', 'ABOUT_US'], {
      language: 'en',
      texts: { 'benefits.1': 'Thousands of dates in one place', 'aboutUs.text': 'Kursmarkt brings organizers and lawyers together.' },
    });
    expect(within(region('Your benefits')).getByRole('listitem')).toHaveTextContent('Thousands of dates in one place');
    expect(within(region('About us')).getByRole('link', { name: 'More about us' })).toHaveAttribute('href', '/ueber-uns');
  });

  it('leaves out a text module that has no content, and its gap', async () => {
    const { container } = await renderModules(['WELCOME', 'BENEFITS_BOX', 'TESTIMONIAL', 'WHO_TO', 'NEWS'], {
      texts: { 'welcome.title': 'Willkommen bei Kursmarkt', 'benefits.title': 'Ihre Vorteile' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Kursmarkt' });
    expect(within(screen.getByRole('main')).getAllByRole('region')).toHaveLength(1);
    expect(container.querySelector('.start-page__module--benefits_box')).toBeEmptyDOMElement();
  });
});

describe('module content', () => {
  it('ORGANIZER_INFO shows its text, points and a link to the configured page', async () => {
    await renderModules([['ORGANIZER_INFO', { url: '/partner' }]]);
    const module = region(TITLE.ORGANIZER_INFO);
    expect(module).toHaveTextContent('Bieten Sie Ihre Lehrgänge dort an');
    expect(within(module).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ihre Kurse auf einer Seite', 'Buchung und Rechnung aus einer Hand']);
    expect(within(module).getByRole('link', { name: 'Informationen für Veranstalter' })).toHaveAttribute('href', '/partner');
  });

  it('ORGANIZER_INFO links to the organizer information page by default', async () => {
    await renderModules(['ORGANIZER_INFO']);
    expect(within(region(TITLE.ORGANIZER_INFO)).getByRole('link', { name: 'Informationen für Veranstalter' })).toHaveAttribute('href', '/veranstalter-informationen');
  });

  it('NEWS shows each entry with its title, date and text', async () => {
    await renderModules(['NEWS']);
    const entries = within(region(TITLE.NEWS)).getAllByRole('article');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByRole('heading', { level: 3, name: 'Fortbildungsnachweis als PDF' })).toBeInTheDocument();
    expect(within(entries[0]!).getByText('03.11.2026')).toHaveAttribute('datetime', '2026-11-03');
    expect(entries[1]).toHaveTextContent('Acht neue Selbstlernkurse zum Steuerrecht.');
  });

  it('BENEFITS_BOX lists its points', async () => {
    await renderModules(['BENEFITS_BOX']);
    expect(within(region(TITLE.BENEFITS_BOX)).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Über 30 Veranstalter an einem Ort', 'Zeitstunden auf einen Blick', 'Fortbildungsnachweis im Kundenkonto',
    ]);
  });

  it('BENEFITS_BOX_IMMO_CAMPUS shows its text, points and the configured link', async () => {
    await renderModules([['BENEFITS_BOX_IMMO_CAMPUS', { url: '/selbststudium-mitarbeiter' }]]);
    const module = region(TITLE.BENEFITS_BOX_IMMO_CAMPUS);
    expect(module).toHaveTextContent('Kurze Formate, die in den Arbeitstag passen.');
    expect(within(module).getAllByRole('listitem')).toHaveLength(2);
    expect(within(module).getByRole('link', { name: 'Selbstlernkurse für Mitarbeitende' })).toHaveAttribute('href', '/selbststudium-mitarbeiter');
  });

  it('BENEFITS_BOX_IMMO_CAMPUS has no link without a configured url', async () => {
    await renderModules(['BENEFITS_BOX_IMMO_CAMPUS']);
    expect(within(region(TITLE.BENEFITS_BOX_IMMO_CAMPUS)).queryByRole('link')).not.toBeInTheDocument();
  });

  it('TESTIMONIAL quotes a customer; config `texts` picks another testimonial', async () => {
    const { unmount } = await renderModules(['TESTIMONIAL']);
    const module = region(TITLE.TESTIMONIAL);
    expect(module.querySelector('blockquote')).toHaveTextContent('„Ich plane meine 15 Stunden jetzt im Januar.“');
    expect(module.querySelector('figcaption')).toHaveTextContent('Fachanwältin für Familienrecht, Köln');
    unmount();

    await renderModules([['TESTIMONIAL', { texts: 'testimonialReno' }]]);
    const reno = region('Aus der Praxis');
    expect(reno.querySelector('blockquote')).toHaveTextContent('„Das Online-Seminar lag genau in der Mittagspause.“');
    expect(reno).toHaveTextContent('Rechtsfachwirtin, Hannover');
    expect(screen.queryByText(/15 Stunden/)).not.toBeInTheDocument();
  });

  it('WHO_TO names the target groups', async () => {
    await renderModules(['WHO_TO']);
    const module = region(TITLE.WHO_TO);
    expect(module).toHaveTextContent('Für alle, die in Kanzlei und Notariat Fristen im Griff haben:');
    expect(within(module).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Rechtsanwalts- und Notarfachangestellte', 'Auszubildende']);
  });

  it('ABOUT_US shows its text and links to the about page', async () => {
    await renderModules(['ABOUT_US']);
    const module = region(TITLE.ABOUT_US);
    expect(module).toHaveTextContent('Kursmarkt bringt Veranstalter und Fortbildungssuchende zusammen.');
    expect(within(module).getByRole('link', { name: 'Mehr über Kursmarkt' })).toHaveAttribute('href', '/ueber-uns');
  });

  it('CATEGORIES links every category with scopes to its category search', async () => {
    await renderModules(['CATEGORIES'], { configuration: { types: ['EDUCATION', 'RENO'] } });
    const module = region(TITLE.CATEGORIES);
    const links = within(module).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Zivilrecht', '/search?category=1'],
      ['Arbeits- und Sozialrecht', '/search?category=3'],
      ['Verfahren und Kosten', '/search?category=6'],
    ]);
    expect(module).toHaveTextContent('2 Fachgebiete: Familienrecht, Miet- und Wohnungseigentumsrecht');
    expect(module).toHaveTextContent('1 Fachgebiet: Arbeitsrecht');
  });

  it('CATEGORIES shows only the categories of the site’s search types', async () => {
    await renderModules(['CATEGORIES'], { configuration: { types: ['RENO'] } });
    expect(within(region(TITLE.CATEGORIES)).getAllByRole('link').map((link) => link.textContent)).toEqual(['Verfahren und Kosten']);
  });

  it('CATEGORIES clears the stored search data like the header’s category links, then searches the category', async () => {
    const searches: Record<string, string>[] = [];
    server.use(
      http.get('/api/search', ({ request }) => {
        searches.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json(searchResult([1], 1));
      }),
    );
    const { user, router } = await renderModules(['CATEGORIES']);
    sessionStorage.setItem('rf_search', '{"term":"Arbeitsrecht"}');
    sessionStorage.setItem('rf_filter', '{"radius":100}');
    await user.click(within(region(TITLE.CATEGORIES)).getByRole('link', { name: 'Zivilrecht' }));
    expect(sessionStorage.getItem('rf_search')).toBeNull();
    expect(sessionStorage.getItem('rf_filter')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/search?category=1'));
    await waitFor(() => expect(searches[0]).toMatchObject({ category: '1' }));
  });

  it('SCOPE_OVERVIEW links each Fachanwaltschaft to its specialist-lawyer course search', async () => {
    await renderModules(['SCOPE_OVERVIEW']);
    const module = region(TITLE.SCOPE_OVERVIEW);
    expect(module).toHaveTextContent('Alle Fachgebiete der Fachanwaltsordnung.');
    expect(within(module).getByRole('link', { name: 'Arbeitsrecht' })).toHaveAttribute('href', '/fachanwaltslehrgaenge/arbeitsrecht-2');
    expect(within(module).getByRole('link', { name: 'Miet- und Wohnungseigentumsrecht' })).toHaveAttribute(
      'href', '/fachanwaltslehrgaenge/miet-und-wohnungseigentumsrecht-13',
    );
    expect(within(module).getByRole('link', { name: 'Alle Fachanwaltslehrgänge' })).toHaveAttribute('href', '/fachanwaltslehrgaenge');
    expect(within(module).queryByRole('link', { name: 'Zwangsvollstreckung' })).not.toBeInTheDocument();
  });

  it('SCOPE_OVERVIEW starts a fresh search in the chosen scope', async () => {
    const searches: Record<string, string>[] = [];
    server.use(
      http.get('/api/search', ({ request }) => {
        searches.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json(searchResult([1], 1));
      }),
    );
    const { user } = await renderModules(['SCOPE_OVERVIEW']);
    sessionStorage.setItem('rf_search', 'x');
    await user.click(within(region(TITLE.SCOPE_OVERVIEW)).getByRole('link', { name: 'Familienrecht' }));
    expect(sessionStorage.getItem('rf_search')).toBeNull();
    await waitFor(() => expect(searches[0]).toMatchObject({ scope: '6', types: 'EDUCATION', kind: 'FACHANWALTSLEHRGANG' }));
  });

  it('SCOPE_OVERVIEW_RENO links each staff scope to the staff online seminars, or the configured staff route', async () => {
    const { unmount } = await renderModules(['SCOPE_OVERVIEW_RENO']);
    let module = region(TITLE.SCOPE_OVERVIEW_RENO);
    expect(within(module).getByRole('link', { name: 'Zwangsvollstreckung' })).toHaveAttribute('href', '/online-seminare-mitarbeiter/zwangsvollstreckung-25');
    expect(within(module).getByRole('link', { name: 'Gebührenrecht (RVG)' })).toHaveAttribute('href', '/online-seminare-mitarbeiter/gebuehrenrecht-rvg-26');
    expect(within(module).getByRole('link', { name: 'Alle Online-Seminare für Mitarbeitende' })).toHaveAttribute('href', '/online-seminare-mitarbeiter');
    expect(within(module).getByRole('link', { name: 'Alle Selbstlernkurse für Mitarbeitende' })).toHaveAttribute('href', '/selbststudium-mitarbeiter');
    expect(within(module).queryByRole('link', { name: 'Arbeitsrecht' })).not.toBeInTheDocument();
    unmount();

    await renderModules([['SCOPE_OVERVIEW_RENO', { route: 'selbststudium-mitarbeiter' }]]);
    module = region(TITLE.SCOPE_OVERVIEW_RENO);
    expect(within(module).getByRole('link', { name: 'Zwangsvollstreckung' })).toHaveAttribute('href', '/selbststudium-mitarbeiter/zwangsvollstreckung-25');
  });
});

describe('features switch parts of the start page', () => {
  const reviews = { count: 1287, source: 'Kursmarkt-Kundenbewertungen', url: 'https://bewertungen.kursmarkt.example' };

  it('TESTIMONIAL shows the overall rating and the reviews only with feature REVIEWS', async () => {
    const { unmount } = await renderModules(['TESTIMONIAL'], { features: ['REVIEWS'], configuration: { overallRating: 4.7, reviews } });
    const module = region(TITLE.TESTIMONIAL);
    expect(module).toHaveTextContent('4,7 von 5 Sternen');
    const link = within(module).getByRole('link', { name: /1\.287 Bewertungen bei Kursmarkt-Kundenbewertungen/ });
    expect(link).toHaveAttribute('href', reviews.url);
    expect(link).toHaveAttribute('target', '_blank');
    unmount();

    await renderModules(['TESTIMONIAL'], { features: [], configuration: { overallRating: 4.7, reviews } });
    expect(region(TITLE.TESTIMONIAL)).not.toHaveTextContent('von 5 Sternen');
    expect(screen.queryByRole('link', { name: /Bewertungen/ })).not.toBeInTheDocument();
  });

  it('a module point configured with a feature shows only when the feature is on', async () => {
    const config = { item3Feature: 'EDUCATIONAL_STATE', item1Feature: 'BOOKMARK' };
    const { unmount } = await renderModules([['BENEFITS_BOX', config], ['NEWS', { item1Feature: 'EDUCATIONAL_STATE' }]], { features: ['EDUCATIONAL_STATE'] });
    expect(within(region(TITLE.BENEFITS_BOX)).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Zeitstunden auf einen Blick', 'Fortbildungsnachweis im Kundenkonto',
    ]);
    expect(within(region(TITLE.NEWS)).getAllByRole('article')).toHaveLength(2);
    unmount();

    await renderModules([['BENEFITS_BOX', config], ['NEWS', { item1Feature: 'EDUCATIONAL_STATE' }]], { features: ['BOOKMARK'] });
    expect(within(region(TITLE.BENEFITS_BOX)).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Über 30 Veranstalter an einem Ort', 'Zeitstunden auf einen Blick',
    ]);
    const news = within(region(TITLE.NEWS)).getAllByRole('article');
    expect(news).toHaveLength(1);
    expect(news[0]).toHaveTextContent('Neue Selbstlernkurse im Steuerrecht');
  });

  it('NEWSLETTER is shown only with feature NEWSLETTER', async () => {
    const { unmount } = await renderModules(['NEWSLETTER', 'ABOUT_US'], { features: ['NEWSLETTER'] });
    expect(within(screen.getByRole('main')).getByRole('region', { name: 'Newsletter' })).toBeInTheDocument();
    unmount();

    await renderModules(['NEWSLETTER', 'ABOUT_US'], { features: [] });
    expect(region(TITLE.ABOUT_US)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Newsletter' })).not.toBeInTheDocument();
  });
});

describe('EKBW_COURSE_OVERVIEW', () => {
  it('loads this year’s coming dates and lists the courses with date, place, organizer and price', async () => {
    const queries = answerOverview({
      [YEAR]: [
        overviewCourse(1),
        overviewCourse(2, {
          name: 'Kostenfestsetzung für Einsteiger',
          courseType: 'PRESENT',
          courseSchedules: [
            { id: 21, city: { id: 5, name: 'Köln' }, startDate: `${YEAR}-12-10`, endDate: `${YEAR}-12-10`, freePlaces: 3, fullyBooked: false, pricelevels: [] },
            { id: 22, city: { id: 4, name: 'Berlin' }, startDate: `${YEAR}-12-17`, endDate: `${YEAR}-12-17`, freePlaces: 8, fullyBooked: false, pricelevels: [] },
          ],
          minPrice: null,
        }),
      ],
    });
    await renderModules([['EKBW_COURSE_OVERVIEW', { organizerId: 4, limit: 2 }]]);
    const module = await screen.findByRole('region', { name: TITLE.EKBW_COURSE_OVERVIEW });
    expect(module).toHaveTextContent('Die nächsten Termine unseres Partners.');
    expect(await within(module).findByRole('link', { name: 'Zwangsvollstreckung kompakt 1' })).toHaveAttribute('href', '/fortbildung/zwangsvollstreckung-kompakt-1-1');
    const entries = within(module).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent(`08.12.${YEAR} · Online · Campus Kanzleipraxis · ab 149,00 €`);
    expect(entries[1]).toHaveTextContent(`10.12.${YEAR} · Köln · Campus Kanzleipraxis`);
    expect(entries[1]).toHaveTextContent('und 1 weiterer Termin');
    expect(within(module).getByRole('link', { name: 'Alle Kurse von Campus Kanzleipraxis' })).toHaveAttribute('href', '/search?organizerId=4');
    expect(queries).toEqual([{ year: YEAR, query: { futureEventsOnly: 'true', start: '1', limit: '2', organizerId: '4', language: 'de' } }]);
  });

  it('shows next year’s dates when nothing is left this year', async () => {
    const queries = answerOverview({ [YEAR + 1]: [overviewCourse(3)] });
    await renderModules(['EKBW_COURSE_OVERVIEW']);
    const module = await screen.findByRole('region', { name: `Kursübersicht ${YEAR + 1}: Campus Kanzleipraxis` });
    expect(await within(module).findByRole('link', { name: 'Zwangsvollstreckung kompakt 3' })).toBeInTheDocument();
    expect(queries.map((query) => query.year)).toEqual([YEAR, YEAR + 1]);
    expect(queries[0]!.query).toEqual({ futureEventsOnly: 'true', start: '1', limit: '8', language: 'de' });
    expect(within(module).getByRole('link', { name: 'Alle Kurse anzeigen' })).toHaveAttribute('href', '/search');
  });

  it('tops this year’s last dates up with next year’s, without showing a course twice', async () => {
    const queries = answerOverview({
      [YEAR]: [overviewCourse(1)],
      [YEAR + 1]: [overviewCourse(1), overviewCourse(5), overviewCourse(6), overviewCourse(7)],
    });
    await renderModules([['EKBW_COURSE_OVERVIEW', { limit: 3 }]]);
    const module = await screen.findByRole('region', { name: `Kursübersicht ${YEAR}/${YEAR + 1}: Campus Kanzleipraxis` });
    await within(module).findByRole('link', { name: 'Zwangsvollstreckung kompakt 5' });
    expect(within(module).getAllByRole('listitem').map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Zwangsvollstreckung kompakt 1', 'Zwangsvollstreckung kompakt 5', 'Zwangsvollstreckung kompakt 6',
    ]);
    expect(queries.map(({ year, query }) => [year, query.limit])).toEqual([[YEAR, '3'], [YEAR + 1, '3']]);
  });

  it('shows only the configured year', async () => {
    const queries = answerOverview({ [YEAR]: [overviewCourse(1)] });
    await renderModules([['EKBW_COURSE_OVERVIEW', { year: YEAR, limit: 3 }]]);
    const module = await screen.findByRole('region', { name: `Kursübersicht ${YEAR}: Campus Kanzleipraxis` });
    await within(module).findByRole('link', { name: 'Zwangsvollstreckung kompakt 1' });
    expect(queries.map((query) => query.year)).toEqual([YEAR]);
  });

  it('says so when the overview cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('/api/courses/overview/:year', () => HttpResponse.json({ statusCode: 500, code: 'ERROR', message: 'kaputt' }, { status: 500 })));
    await renderModules([['EKBW_COURSE_OVERVIEW', { year: 2027 }]]);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Die Kursübersicht konnte nicht geladen werden.');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('makes no request when not configured', async () => {
    await renderModules(['WELCOME', 'ABOUT_US']);
    await screen.findByRole('region', { name: TITLE.ABOUT_US });
    expect(requests).toEqual([]);
  });
});

describe("the 'selfStudies' start component", () => {
  it('searches with types EDUCATION and courseType SELF and links to all self-study courses', async () => {
    const searches: Record<string, string>[] = [];
    server.use(
      http.get('/api/search', ({ request }) => {
        searches.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json(searchResult([courseSummary(1, { name: 'Steuerrecht im Selbststudium', courseType: 'SELF', kind: 'FAO15' }), 2], 31));
      }),
    );
    await renderModules(['WELCOME', 'ABOUT_US'], { startPageComponent: 'selfStudies' });
    const module = await screen.findByRole('region', { name: 'Selbststudium: lernen, wann es passt' });
    expect(await within(module).findByRole('link', { name: 'Steuerrecht im Selbststudium' })).toHaveAttribute('href', '/fortbildung-15-fao/steuerrecht-im-selbststudium-1');
    expect(within(module).getAllByRole('article')).toHaveLength(2);
    expect(within(module).getByRole('link', { name: 'Alle 31 Selbstlernkurse anzeigen' })).toHaveAttribute('href', '/selbststudium');
    expect(searches).toEqual([{ types: 'EDUCATION', courseType: 'SELF', start: '1', limit: '6' }]);
    // After the configured modules.
    expect(follows(region(TITLE.ABOUT_US), module)).toBe(true);
  });

  it('is not shown and searches nothing when another start component (or none) is configured', async () => {
    await renderModules(['ABOUT_US'], { startPageComponent: 'somethingElse' });
    await screen.findByRole('region', { name: TITLE.ABOUT_US });
    expect(screen.queryByRole('region', { name: /Selbststudium/ })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
