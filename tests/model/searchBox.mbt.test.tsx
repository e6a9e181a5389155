/**
 * Model-based test of the start-page search box: every generated path of the searchBox machine
 * drives the real SearchBoxView (clicks and typing with user-event, the city through the real
 * CityField with the suggestion answered by msw), with the real effects — navigation in a memory
 * router and sessionStorage rf_filter — except that reading the last search is a deferred actor the
 * path answers. Every state checks what the visitor sees: the view, each field's value, the error
 * texts tied to their fields, the search button, and after a search the address and rf_filter.
 *
 * Below the model: view details the graph does not tell apart (top scopes, the city journey, a
 * one-type site), the SearchBox container with the real rf_filter reader, and the start page.
 */
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { http, HttpResponse } from 'msw';
import { TextsProvider } from '../../src/lib/texts';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  searchBoxMachine,
  validateSearchBox,
  type DateField,
  type RestoredSearch,
  type SearchBoxContext,
} from '../../machines/searchBox.machine';
import { searchBoxModel } from '../../machines/searchBox.model';
import { searchBoxLogic } from '../../src/actors/searchBox';
import { SearchBox } from '../../src/features/search/box/SearchBox';
import { SearchBoxView } from '../../src/features/search/box/SearchBoxView';
import { SiteProvider, type Site } from '../../src/lib/site-context';
import type { Messages, ScopeEntry, SiteConfiguration } from '../../src/shared/types';
import { deferredActor } from '../support/flow-actors';
import { flowModel, type FlowEvent } from '../support/flow-model';
import { i18nFor } from '../support/flow-render';
import { configurationFixture, messagesFixture } from '../web/support/fixtures';
import { useMswServer } from '../web/support/msw';
import { renderApp } from '../web/support/render-app';

const server = useMswServer();

// ---------------------------------------------------------------------------------------------
// Site data: ten lawyer scopes (eight top ones, two behind 'Weitere Rechtsgebiete'), two RENO scopes.

const LAWYER_SCOPES: ScopeEntry[] = [
  'Agrarrecht', 'Arbeitsrecht', 'Bank- und Kapitalmarktrecht', 'Bau- und Architektenrecht', 'Erbrecht',
  'Familienrecht', 'Handels- und Gesellschaftsrecht', 'Informationstechnologierecht', 'Steuerrecht', 'Verwaltungsrecht',
].map((name, index) => ({ id: index + 1, name }));
const RENO_SCOPES: ScopeEntry[] = [
  { id: 101, name: 'Zwangsvollstreckung' },
  { id: 102, name: 'Gebührenrecht (RVG)' },
];
const CITIES = [
  { id: 12, name: 'Köln', slug: 'koeln', state: 'Nordrhein-Westfalen' },
  { id: 13, name: 'Königswinter', slug: 'koenigswinter', state: 'Nordrhein-Westfalen' },
];
const CROSS_LINKS = [
  { name: 'Fortbildungen für Kanzleiteams', url: 'https://reno.kursmarkt.example' },
  { name: 'Stellenmarkt', url: 'https://karriere.kursmarkt.example' },
];

/** The visible texts the checks expect (German, as the visitor reads them). */
const TEXT = {
  box: 'Fortbildung finden',
  chooseScope: 'Rechtsgebiet wählen',
  further: 'Weitere Rechtsgebiete',
  back: 'Zurück zur Auswahl der Rechtsgebiete',
  searchType: 'Zielgruppe',
  courseType: 'Veranstaltungsart',
  types: { EDUCATION: 'Rechtsanwältinnen und Rechtsanwälte', RENO: 'Kanzleimitarbeitende' },
  courseTypes: { ALL: 'Alle', SELF: 'Selbststudium', ONLINE: 'Online-Seminar', PRESENT: 'Präsenzveranstaltung' },
  dateFrom: 'Datum von',
  dateTo: 'Datum bis',
  submit: 'Suchen',
  reset: 'Zurücksetzen',
  fixErrors: 'Bitte prüfen Sie die markierten Angaben.',
  errors: {
    dateFrom: {
      required: 'Bitte geben Sie an, ab wann Sie suchen.',
      invalidDate: 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ an.',
      notInFuture: 'Das Datum darf nicht in der Vergangenheit liegen.',
    },
    dateTo: {
      invalidDate: 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ an.',
      endBeforeStart: 'Das Enddatum muss nach dem Startdatum liegen.',
    },
  },
} as const;

function answerCitySuggestions() {
  server.use(
    http.get('*/api/search/suggestCity', ({ request }) => {
      const input = new URL(request.url).searchParams.get('input')?.toLowerCase() ?? '';
      return HttpResponse.json(CITIES.filter((city) => city.name.toLowerCase().startsWith(input)));
    }),
  );
}

function siteWith(configuration: Partial<SiteConfiguration> = {}, messages: Partial<Messages> = {}): Site {
  return {
    configuration: configurationFixture({ crossLinks: CROSS_LINKS, ...configuration }),
    messages: messagesFixture({ lawyerScopes: LAWYER_SCOPES, renoScopes: RENO_SCOPES, ...messages }),
    language: 'de',
  };
}

/** Where a search went: the results route of this test router shows its address. */
function ResultsProbe() {
  const location = useLocation();
  return <output aria-label="Aufgerufene Adresse">{`${location.pathname}${location.search}`}</output>;
}

async function renderWithRouter(site: Site, Box: () => React.ReactElement) {
  const i18n = await i18nFor('de');
  const router = createMemoryRouter(
    [
      { path: '/', Component: Box },
      { path: '/search', Component: ResultsProbe },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <TextsProvider i18n={i18n}>
      <SiteProvider site={site}>
        <RouterProvider router={router} />
      </SiteProvider>
    </TextsProvider>,
  );
  return router;
}

/** The real view and effects; only the stored last search is answered by the test. */
async function renderSearchBox(site: Site = siteWith()) {
  answerCitySuggestions();
  const lastSearch = deferredActor<RestoredSearch | null>('readLastSearch');
  const input = { ...searchBoxModel.input, types: site.configuration.types, courseTypes: site.configuration.courseTypes };
  function Box() {
    const navigate = useNavigate();
    const actorRef = useActorRef(
      searchBoxLogic({ navigate: (url) => void navigate(url) }).provide({ actors: { readLastSearch: lastSearch.logic } }),
      { input },
    );
    return <SearchBoxView actorRef={actorRef} />;
  }
  await renderWithRouter(site, Box);
  const user = userEvent.setup();
  // The machine's state along this very path (see `along`).
  const [model] = initialTransition(searchBoxMachine, input);
  return { user, lastSearch, site, model: model as AnyMachineSnapshot };
}
type Sut = Awaited<ReturnType<typeof renderSearchBox>>;
type Executor = (sut: Sut, step: { event: FlowEvent }) => Promise<unknown>;

/**
 * The graph tells states apart by searchBoxModel.serializeState only (state, failing rules, type), so
 * a path's step snapshots are the first ones found for their key — their dates or city may come from
 * another path. The checks must see what this path typed: every executor also replays its event on
 * a pure copy of the machine, and the checks read that copy (after making sure it is in the state the
 * path promises).
 */
const along = (execute: Executor) => async (sut: Sut, step: { event: FlowEvent }) => {
  [sut.model] = transition(searchBoxMachine, sut.model, step.event as EventObject as never);
  await execute(sut, step);
};
const actual = (sut: Sut, snapshot: AnyMachineSnapshot) => {
  expect(searchBoxModel.serializeState(sut.model)).toBe(searchBoxModel.serializeState(snapshot));
  return sut.model;
};

// ---------------------------------------------------------------------------------------------
// What the visitor does and sees.

const box = () => within(screen.getByRole('region', { name: TEXT.box }));
const dateInput = (label: string) => box().getByRole('textbox', { name: new RegExp(`^${label}`) });
const cityInput = () => box().getByRole('combobox', { name: 'Ort' });
const radiusSelect = () => box().getByRole('combobox', { name: 'Umkreis' });

/** TT.MM.JJJJ as the field shows a day; unreadable text as typed. */
function shownDate(field: DateField): string {
  if (field.kind === 'day') return field.iso.split('-').reverse().join('.');
  return field.kind === 'unreadable' ? field.text : '';
}

/** A day typed the short German way ('1.4.2027'), so the §5 parsing and TT.MM.JJJJ output are used. */
function typedDate(field: DateField): string {
  if (field.kind === 'day') {
    const [year, month, day] = field.iso.split('-');
    return `${Number(day)}.${Number(month)}.${year}`;
  }
  return field.kind === 'unreadable' ? field.text : '';
}

async function enterDate(user: UserEvent, label: string, field: DateField) {
  const input = dateInput(label);
  await user.clear(input);
  const text = typedDate(field);
  if (text) await user.type(input, text);
  // Leaving the field shows the TT.MM.JJJJ text and the error, if any.
  await user.tab();
}

async function chooseScope(user: UserEvent, name: string) {
  // Hidden buttons (behind the closed 'further scopes' button) are not found by role.
  let button = box().queryByRole('button', { name });
  if (!button) {
    await user.click(box().getByRole('button', { name: TEXT.further }));
    button = box().getByRole('button', { name });
  }
  await user.click(button);
}

/** Clicks a radio the visitor can see; one that is already checked would be no event at all. */
async function clickRadio(user: UserEvent, group: string, label: string) {
  const radio = within(box().getByRole('group', { name: group })).getByRole('radio', { name: label });
  expect(radio).not.toBeChecked();
  await user.click(radio);
}

async function chooseCity(user: UserEvent, name: string) {
  await user.clear(cityInput());
  await user.type(cityInput(), name.slice(0, 3));
  await user.click(await box().findByRole('option', { name }, { timeout: 2000 }));
  await waitFor(() => expect(radiusSelect()).toBeEnabled());
}

async function clearCity(user: UserEvent) {
  await user.clear(cityInput());
  // The city field reports the emptied field after its debounce; the radius follows the city.
  await waitFor(() => expect(radiusSelect()).toBeDisabled(), { timeout: 2000 });
}

/** The address a search should go to, spelled out from the filters (null parameters dropped). */
function expectedSearchAddress(context: SearchBoxContext): string {
  const query = new URLSearchParams();
  query.set('scope', String(context.scope!.id));
  query.set('types', context.type);
  query.set('courseType', context.courseType);
  if (context.city) {
    query.set('cityId', String(context.city.id));
    query.set('cityName', context.city.name);
    query.set('radius', String(context.radius));
  }
  if (context.dateFrom.kind === 'day') query.set('dateFrom', context.dateFrom.iso);
  if (context.dateTo.kind === 'day') query.set('dateTo', context.dateTo.iso);
  return `/search?${query.toString()}`;
}

function checkDateField(label: string, field: DateField, error: string | undefined) {
  const input = dateInput(label);
  expect(input).toHaveValue(shownDate(field));
  if (error) {
    // The message stands with its own field (both date fields can show the same text).
    expect(within(input.parentElement!).getByText(error)).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(error));
  } else {
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Format TT.MM.JJJJ, zum Beispiel 05.03.2027');
  }
}

function checkFilters(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as SearchBoxContext;
  const errors = validateSearchBox(context);
  expect(box().getByRole('heading', { level: 3 })).toHaveTextContent(context.scope!.name);
  expect(box().getByRole('button', { name: TEXT.back })).toBeVisible();
  expect(box().queryByRole('heading', { name: TEXT.chooseScope })).not.toBeInTheDocument();

  // Both types configured: the radios offer EDUCATION only (RENO is hidden where EDUCATION exists).
  const typeGroup = within(box().getByRole('group', { name: TEXT.searchType }));
  expect(typeGroup.getAllByRole('radio')).toHaveLength(1);
  expect(typeGroup.getByRole('radio', { name: TEXT.types.EDUCATION })).toHaveProperty('checked', context.type === 'EDUCATION');
  const courseTypeGroup = within(box().getByRole('group', { name: TEXT.courseType }));
  expect(courseTypeGroup.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['ALL', 'SELF', 'ONLINE', 'PRESENT']);
  expect(courseTypeGroup.getByRole('radio', { name: TEXT.courseTypes[context.courseType] })).toBeChecked();

  expect(cityInput()).toHaveValue(context.city?.name ?? '');
  expect(radiusSelect()).toHaveValue(String(context.radius));
  if (context.city) expect(radiusSelect()).toBeEnabled();
  else expect(radiusSelect()).toBeDisabled();

  checkDateField(TEXT.dateFrom, context.dateFrom, errors.dateFrom && TEXT.errors.dateFrom[errors.dateFrom]);
  checkDateField(TEXT.dateTo, context.dateTo, errors.dateTo && TEXT.errors.dateTo[errors.dateTo]);
  // No other error text is on screen.
  const shown = Object.values({ ...TEXT.errors.dateFrom, ...TEXT.errors.dateTo }).filter((text) => box().queryAllByText(text).length > 0);
  const expected = [errors.dateFrom && TEXT.errors.dateFrom[errors.dateFrom], errors.dateTo && TEXT.errors.dateTo[errors.dateTo]];
  expect(new Set(shown)).toEqual(new Set(expected.filter(Boolean)));
  expect(box().getByRole('button', { name: TEXT.reset })).toBeEnabled();
}

const flow = flowModel(
  { machine: searchBoxMachine, model: searchBoxModel },
  {
    setup: () => renderSearchBox(),
    events: {
      'xstate.done.actor.readLastSearch': along(({ lastSearch }, { event }) => lastSearch.resolve(event.output)),
      'xstate.error.actor.readLastSearch': along(({ lastSearch }, { event }) => lastSearch.reject(event.error)),
      'user.scopeChosen': along(({ user }, { event }) => chooseScope(user, event.scope.name)),
      'user.back': along(({ user }) => user.click(box().getByRole('button', { name: TEXT.back }))),
      'user.reset': along(({ user }) => user.click(box().getByRole('button', { name: TEXT.reset }))),
      'user.submit': along(({ user }) => user.click(box().getByRole('button', { name: TEXT.submit }))),
      'user.typeChanged': along(({ user }, { event }) => clickRadio(user, TEXT.searchType, TEXT.types[event.value as 'EDUCATION'])),
      'user.courseTypeChanged': along(({ user }, { event }) =>
        clickRadio(user, TEXT.courseType, TEXT.courseTypes[event.value as keyof typeof TEXT.courseTypes]),
      ),
      'user.cityChanged': along(({ user }, { event }) => (event.city ? chooseCity(user, event.city.name) : clearCity(user))),
      'user.radiusChanged': along(({ user }, { event }) => user.selectOptions(radiusSelect(), `${event.radius} km`)),
      'user.dateFromChanged': along(({ user }, { event }) => enterDate(user, TEXT.dateFrom, event.field)),
      'user.dateToChanged': along(({ user }, { event }) => enterDate(user, TEXT.dateTo, event.field)),
    },
    states: {
      '*': (sut: Sut, snapshot) => {
        expect(sut.model.value).toEqual(snapshot.value);
        if (snapshot.matches('submitted')) return;
        const tabs = within(box().getByRole('navigation', { name: 'Unsere Portale' }));
        expect(tabs.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(CROSS_LINKS.map((link) => link.url));
      },
      restoring: () => {
        expect(screen.getByRole('heading', { name: TEXT.box }).parentElement).toHaveAttribute('aria-busy', 'true');
        expect(box().queryAllByRole('button')).toHaveLength(0);
      },
      scopeSelection: (sut: Sut, snapshot) => {
        const context = actual(sut, snapshot).context as SearchBoxContext;
        const { site } = sut;
        expect(box().getByRole('heading', { name: TEXT.chooseScope })).toBeVisible();
        const scopes = context.type === 'RENO' ? site.messages.renoScopes : site.messages.lawyerScopes;
        for (const [index, scope] of scopes.entries()) {
          const button = box().getByRole('button', { name: scope.name, hidden: true });
          // The first eight are listed; the others wait behind the closed 'further scopes' button.
          if (index < 8) expect(button).toBeVisible();
          else expect(button).not.toBeVisible();
        }
        const further = box().queryByRole('button', { name: TEXT.further });
        if (scopes.length > 8) expect(further).toHaveAttribute('aria-expanded', 'false');
        else expect(further).not.toBeInTheDocument();
        expect(box().queryByRole('button', { name: TEXT.submit })).not.toBeInTheDocument();
        expect(box().queryByRole('group')).not.toBeInTheDocument();
      },
      filter: (sut: Sut, snapshot) => checkFilters(actual(sut, snapshot)),
      'filter.valid': () => {
        const submit = box().getByRole('button', { name: TEXT.submit });
        expect(submit).toBeEnabled();
        expect(submit).not.toHaveAccessibleDescription();
        expect(box().queryByText(TEXT.fixErrors)).not.toBeVisible();
      },
      'filter.invalid': () => {
        const submit = box().getByRole('button', { name: TEXT.submit });
        expect(submit).toBeDisabled();
        expect(submit).toHaveAccessibleDescription(TEXT.fixErrors);
        expect(box().getByText(TEXT.fixErrors)).toBeVisible();
      },
      submitted: async (sut: Sut, snapshot) => {
        const context = actual(sut, snapshot).context as SearchBoxContext;
        const address = await screen.findByRole('status', { name: 'Aufgerufene Adresse' });
        expect(address).toHaveTextContent(expectedSearchAddress(context));
        expect(screen.queryByRole('region', { name: TEXT.box })).not.toBeInTheDocument();
        // The last search, for the box's next appearance in this browser session.
        expect(JSON.parse(sessionStorage.getItem('rf_filter') ?? 'null')).toEqual({
          scope: context.scope!.id,
          selectedScopeName: context.scope!.name,
          types: context.type,
          courseType: context.courseType,
          radius: context.radius,
          ...(context.city ? { cityId: context.city.id, cityName: context.city.name } : {}),
          ...(context.dateFrom.kind === 'day' ? { dateFrom: context.dateFrom.iso } : {}),
          ...(context.dateTo.kind === 'day' ? { dateTo: context.dateTo.iso } : {}),
        });
      },
    },
    teardown: () => {
      cleanup();
      sessionStorage.clear();
    },
  },
);

describe('searchBox (model)', () => {
  flow.testPaths();
  flow.testCoverage();
});

// ---------------------------------------------------------------------------------------------

describe('search box view', () => {
  afterEach(() => vi.useRealTimers());

  it('lists the first eight scopes, the others behind "Weitere Rechtsgebiete"; focus follows the views', async () => {
    const { user, lastSearch } = await renderSearchBox();
    await lastSearch.resolve(null);
    const further = box().getByRole('button', { name: TEXT.further });
    expect(box().getByRole('button', { name: 'Steuerrecht', hidden: true })).not.toBeVisible();
    await user.click(further);
    expect(further).toHaveAttribute('aria-expanded', 'true');
    expect(box().getByRole('button', { name: 'Steuerrecht' })).toBeVisible();

    await user.click(box().getByRole('button', { name: 'Arbeitsrecht' }));
    expect(box().getByRole('heading', { level: 3 })).toHaveTextContent('Arbeitsrecht');
    expect(box().getByRole('heading', { level: 3 })).toHaveFocus();
    await user.click(box().getByRole('button', { name: TEXT.back }));
    expect(box().getByRole('heading', { name: TEXT.chooseScope })).toHaveFocus();
  });

  it('searches around a chosen city with the radius, reading short German dates', async () => {
    const { user, lastSearch } = await renderSearchBox();
    await lastSearch.resolve(null);
    await chooseScope(user, 'Familienrecht');
    await chooseCity(user, 'Köln');
    await user.selectOptions(radiusSelect(), '50 km');
    await user.clear(dateInput(TEXT.dateFrom));
    await user.type(dateInput(TEXT.dateFrom), '6.3.27');
    await user.type(dateInput(TEXT.dateTo), '04.2027');
    await user.tab();
    expect(dateInput(TEXT.dateFrom)).toHaveValue('06.03.2027');
    expect(dateInput(TEXT.dateTo)).toHaveValue('01.04.2027');
    await user.click(box().getByRole('button', { name: TEXT.submit }));
    expect(await screen.findByRole('status', { name: 'Aufgerufene Adresse' })).toHaveTextContent(
      '/search?scope=6&types=EDUCATION&courseType=ALL&cityId=12&cityName=K%C3%B6ln&radius=50&dateFrom=2027-03-06&dateTo=2027-04-01',
    );
  });

  it('keeps a typing error quiet until the field is left, while the search button follows at once', async () => {
    const { user, lastSearch } = await renderSearchBox();
    await lastSearch.resolve(null);
    await chooseScope(user, 'Erbrecht');
    const from = dateInput(TEXT.dateFrom);
    await user.clear(from);
    await user.type(from, '5.3.20');
    expect(box().getByRole('button', { name: TEXT.submit })).toBeDisabled();
    expect(box().queryByText(TEXT.errors.dateFrom.notInFuture)).not.toBeInTheDocument();
    await user.type(from, '27');
    expect(box().getByRole('button', { name: TEXT.submit })).toBeEnabled();
    await user.tab();
    expect(from).toHaveValue('05.03.2027');
  });

  it('offers no search type choice on a one-type site, and lists its scopes', async () => {
    const site = siteWith({ theme: 'reno', types: ['RENO'], defaultSearchType: 'RENO', courseTypes: ['SELF', 'ONLINE'] });
    const { user, lastSearch } = await renderSearchBox(site);
    await lastSearch.resolve(null);
    expect(box().queryByRole('button', { name: TEXT.further })).not.toBeInTheDocument();
    await chooseScope(user, 'Gebührenrecht (RVG)');
    expect(box().queryByRole('group', { name: TEXT.searchType })).not.toBeInTheDocument();
    const courseTypes = within(box().getByRole('group', { name: TEXT.courseType })).getAllByRole('radio');
    expect(courseTypes.map((radio) => radio.getAttribute('value'))).toEqual(['ALL', 'SELF', 'ONLINE']);
    await user.click(box().getByRole('button', { name: TEXT.submit }));
    expect(await screen.findByRole('status', { name: 'Aufgerufene Adresse' })).toHaveTextContent('types=RENO');
  });

  it('shows no cross-link tabs when none are configured', async () => {
    const { lastSearch } = await renderSearchBox(siteWith({ crossLinks: [] }));
    await lastSearch.resolve(null);
    expect(box().queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('SearchBox with its real effects', () => {
  afterEach(() => vi.useRealTimers());

  it('restores the last search from rf_filter, today being the visitor’s day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 2, 5, 9, 30));
    answerCitySuggestions();
    sessionStorage.setItem(
      'rf_filter',
      JSON.stringify({
        scope: 6, selectedScopeName: 'Familienrecht', types: 'EDUCATION', courseType: 'ONLINE',
        cityId: 12, cityName: 'Köln', radius: 250, dateFrom: '2027-03-04',
      }),
    );
    await renderWithRouter(siteWith(), () => <SearchBox />);
    // The box with its machine loads for a stored search and takes the first screen's place.
    await waitFor(() => expect(box().getByRole('heading', { level: 3 })).toHaveTextContent('Familienrecht'));
    expect(box().getByRole('radio', { name: TEXT.courseTypes.ONLINE })).toBeChecked();
    expect(cityInput()).toHaveValue('Köln');
    expect(radiusSelect()).toHaveValue('250');
    // Stored yesterday: the date has passed since.
    expect(dateInput(TEXT.dateFrom)).toHaveValue('04.03.2027');
    expect(box().getByText(TEXT.errors.dateFrom.notInFuture)).toBeVisible();
    expect(box().getByRole('button', { name: TEXT.submit })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(box().getByRole('button', { name: TEXT.reset }));
    expect(box().getByRole('heading', { name: TEXT.chooseScope })).toBeVisible();
    await user.click(box().getByRole('button', { name: 'Arbeitsrecht' }));
    expect(dateInput(TEXT.dateFrom)).toHaveValue('05.03.2027');
    expect(box().getByRole('radio', { name: TEXT.courseTypes.ALL })).toBeChecked();
    expect(cityInput()).toHaveValue('');
    expect(radiusSelect()).toHaveValue('100');
  });

  it('opens the filters of a scope chosen on its first screen, before its machine has loaded', async () => {
    await renderWithRouter(siteWith(), () => <SearchBox />);
    const user = userEvent.setup();
    await user.click(await box().findByRole('button', { name: 'Arbeitsrecht' }));
    // As a click in the machine's own scope list: focus follows to the filter view's heading (moved
    // there by an effect after the heading rendered, so both are waited for together).
    await waitFor(() => {
      expect(box().getByRole('heading', { level: 3 })).toHaveTextContent('Arbeitsrecht');
      expect(box().getByRole('heading', { level: 3 })).toHaveFocus();
    });
    expect(box().getByRole('button', { name: TEXT.submit })).toBeEnabled();
  });

  it('starts afresh without a stored search', async () => {
    await renderWithRouter(siteWith(), () => <SearchBox />);
    expect(await box().findByRole('heading', { name: TEXT.chooseScope })).toBeVisible();
    // The page just loaded: the box does not take the focus.
    expect(box().getByRole('heading', { name: TEXT.chooseScope })).not.toHaveFocus();
  });
});

describe('start page', () => {
  it('shows the search box when feature SEARCH_BOX is active', async () => {
    await renderApp('/', { messages: { lawyerScopes: LAWYER_SCOPES } });
    expect(await screen.findByRole('region', { name: TEXT.box })).toBeInTheDocument();
    expect(await box().findByRole('button', { name: 'Agrarrecht' })).toBeVisible();
  });

  it('has no search box without the feature', async () => {
    await renderApp('/', { configuration: { features: ['NEWSLETTER'] } });
    await screen.findByRole('heading', { level: 1 });
    await act(async () => {});
    expect(screen.queryByRole('region', { name: TEXT.box })).not.toBeInTheDocument();
  });
});
