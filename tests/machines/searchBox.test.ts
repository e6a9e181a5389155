/** Actor-level tests of the search box: the machine with stand-in effects, then with the real ones. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import {
  dayField,
  EMPTY_DATE,
  resetSearchType,
  searchBoxMachine,
  toBoxSearch,
  validateSearchBox,
  type BoxSearch,
  type RestoredSearch,
  type SearchBoxInput,
} from '../../machines/searchBox.machine';
import { readLastSearch, searchBoxInput, searchBoxLogic, searchUrl, storeLastSearch } from '../../src/actors/searchBox';
import { configurationFixture } from '../web/support/fixtures';
import { providedBy, unprovidedCalls } from '../support/placeholder-calls';

const TODAY = '2027-03-05';
const input: SearchBoxInput = {
  today: TODAY,
  types: ['EDUCATION', 'RENO'],
  defaultSearchType: 'EDUCATION',
  courseTypes: ['SELF', 'ONLINE', 'PRESENT'],
  defaultRadius: 100,
};
const familienrecht = { id: 3, name: 'Familienrecht' };
const koeln = { id: 12, name: 'Köln' };

/** Starts the box with `restored` as the stored last search and waits until it has been read. */
async function startBox(restored: RestoredSearch | null | Error = null, overrides: Partial<SearchBoxInput> = {}) {
  const search = vi.fn<(search: BoxSearch) => void>();
  const machine = searchBoxMachine.provide({
    actors: {
      readLastSearch: fromPromise(async () => {
        if (restored instanceof Error) throw restored;
        return restored;
      }),
    },
    actions: { search: (_, params) => search(params) },
  });
  const actor = createActor(machine, { input: { ...input, ...overrides } }).start();
  expect(actor.getSnapshot().value).toBe('restoring');
  await waitFor(actor, (snapshot) => !snapshot.matches('restoring'));
  return { actor, search };
}

describe('searchBox machine', () => {
  it('starts in the scope view with the reset filters when nothing was stored', async () => {
    const { actor } = await startBox(null);
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('scopeSelection');
    expect(context).toMatchObject({
      scope: null, type: 'EDUCATION', courseType: 'ALL', city: null, radius: 100,
      dateFrom: dayField(TODAY), dateTo: EMPTY_DATE,
    });
  });

  it('falls back to the scope view when the last search cannot be read', async () => {
    const { actor } = await startBox(new Error('storage blocked'));
    expect(actor.getSnapshot().value).toBe('scopeSelection');
  });

  it('opens the filter view on a chosen scope, and goes back clearing only the scope', async () => {
    const { actor } = await startBox();
    actor.send({ type: 'user.scopeChosen', scope: familienrecht });
    expect(actor.getSnapshot().value).toEqual({ filter: 'valid' });
    actor.send({ type: 'user.courseTypeChanged', value: 'ONLINE' });
    actor.send({ type: 'user.back' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('scopeSelection');
    expect(context.scope).toBeNull();
    expect(context.courseType).toBe('ONLINE');
  });

  it('resets every filter and returns to the scope view', async () => {
    const { actor } = await startBox();
    actor.send({ type: 'user.scopeChosen', scope: familienrecht });
    actor.send({ type: 'user.typeChanged', value: 'RENO' });
    actor.send({ type: 'user.courseTypeChanged', value: 'PRESENT' });
    actor.send({ type: 'user.cityChanged', city: koeln });
    actor.send({ type: 'user.radiusChanged', radius: 250 });
    actor.send({ type: 'user.dateFromChanged', field: dayField('2027-04-01') });
    actor.send({ type: 'user.dateToChanged', field: dayField('2027-05-01') });
    expect(actor.getSnapshot().context).toMatchObject({ type: 'RENO', courseType: 'PRESENT', city: koeln, radius: 250 });
    actor.send({ type: 'user.reset' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('scopeSelection');
    expect(context).toMatchObject({
      scope: null, type: 'EDUCATION', courseType: 'ALL', city: null, radius: 100,
      dateFrom: dayField(TODAY), dateTo: EMPTY_DATE,
    });
  });

  it('resets to the configured default type where EDUCATION is not offered', async () => {
    expect(resetSearchType(['EDUCATION', 'RENO'], 'RENO')).toBe('EDUCATION');
    expect(resetSearchType(['RENO'], 'RENO')).toBe('RENO');
    expect(resetSearchType(['RENO'], 'EDUCATION')).toBe('RENO');
    // A site that has not configured its types (yet): the default, never no type at all.
    expect(resetSearchType([], 'RENO')).toBe('RENO');
    const { actor } = await startBox(null, { types: ['RENO'], defaultSearchType: 'RENO' });
    expect(actor.getSnapshot().context.type).toBe('RENO');
  });

  it('accepts a filter change only when it sets something new (a checked radio, the same city or radius send nothing)', async () => {
    const { actor } = await startBox();
    actor.send({ type: 'user.scopeChosen', scope: familienrecht });
    const can = (event: Parameters<typeof actor.send>[0]) => actor.getSnapshot().can(event);
    expect(can({ type: 'user.typeChanged', value: 'EDUCATION' })).toBe(false);
    expect(can({ type: 'user.typeChanged', value: 'RENO' })).toBe(true);
    expect(can({ type: 'user.courseTypeChanged', value: 'ALL' })).toBe(false);
    expect(can({ type: 'user.courseTypeChanged', value: 'ONLINE' })).toBe(true);
    expect(can({ type: 'user.cityChanged', city: null })).toBe(false);
    expect(can({ type: 'user.cityChanged', city: koeln })).toBe(true);
    // A radius only around a city.
    expect(can({ type: 'user.radiusChanged', radius: 50 })).toBe(false);
    actor.send({ type: 'user.radiusChanged', radius: 50 });
    expect(actor.getSnapshot().context.radius).toBe(100);
    actor.send({ type: 'user.cityChanged', city: koeln });
    expect(can({ type: 'user.cityChanged', city: { ...koeln } })).toBe(false);
    expect(can({ type: 'user.cityChanged', city: null })).toBe(true);
    expect(can({ type: 'user.radiusChanged', radius: 100 })).toBe(false);
    expect(can({ type: 'user.radiusChanged', radius: 50 })).toBe(true);
    actor.send({ type: 'user.radiusChanged', radius: 50 });
    expect(actor.getSnapshot().context.radius).toBe(50);
  });

  it('keeps the valid/invalid sub-state on changes that cannot affect validity', async () => {
    const { actor } = await startBox();
    actor.send({ type: 'user.scopeChosen', scope: familienrecht });
    actor.send({ type: 'user.dateFromChanged', field: dayField('2027-03-04') });
    for (const event of [
      { type: 'user.typeChanged', value: 'RENO' },
      { type: 'user.courseTypeChanged', value: 'SELF' },
      { type: 'user.cityChanged', city: koeln },
      { type: 'user.radiusChanged', radius: 10 },
    ] as const) {
      actor.send(event);
      expect(actor.getSnapshot().value).toEqual({ filter: 'invalid' });
    }
  });

  describe('validation (spec §5)', () => {
    it.each([
      ['a past date from', { type: 'user.dateFromChanged', field: dayField('2027-03-04') }, { dateFrom: 'notInFuture' }],
      ['an empty date from', { type: 'user.dateFromChanged', field: EMPTY_DATE }, { dateFrom: 'required' }],
      ['an unreadable date from', { type: 'user.dateFromChanged', field: { kind: 'unreadable', text: '31.02.2027' } }, { dateFrom: 'invalidDate' }],
      ['a date to equal to date from', { type: 'user.dateToChanged', field: dayField(TODAY) }, { dateTo: 'endBeforeStart' }],
      ['a date to before date from', { type: 'user.dateToChanged', field: dayField('2027-03-01') }, { dateTo: 'endBeforeStart' }],
      ['an unreadable date to', { type: 'user.dateToChanged', field: { kind: 'unreadable', text: '5.3.' } }, { dateTo: 'invalidDate' }],
    ] as const)('%s makes the form invalid', async (_, event, errors) => {
      const { actor } = await startBox();
      actor.send({ type: 'user.scopeChosen', scope: familienrecht });
      actor.send(event);
      expect(actor.getSnapshot().value).toEqual({ filter: 'invalid' });
      expect(validateSearchBox(actor.getSnapshot().context)).toEqual(errors);
    });

    it('accepts today as date from and any later day as date to; an empty date to is fine', async () => {
      const { actor } = await startBox();
      actor.send({ type: 'user.scopeChosen', scope: familienrecht });
      actor.send({ type: 'user.dateToChanged', field: dayField('2027-03-06') });
      expect(actor.getSnapshot().value).toEqual({ filter: 'valid' });
      actor.send({ type: 'user.dateToChanged', field: EMPTY_DATE });
      expect(actor.getSnapshot().value).toEqual({ filter: 'valid' });
    });

    it('becomes valid again once the rule holds', async () => {
      const { actor } = await startBox();
      actor.send({ type: 'user.scopeChosen', scope: familienrecht });
      actor.send({ type: 'user.dateFromChanged', field: dayField('2027-03-04') });
      actor.send({ type: 'user.dateToChanged', field: dayField('2027-03-04') });
      expect(validateSearchBox(actor.getSnapshot().context)).toEqual({ dateFrom: 'notInFuture', dateTo: 'endBeforeStart' });
      actor.send({ type: 'user.dateFromChanged', field: dayField('2027-03-05') });
      expect(actor.getSnapshot().value).toEqual({ filter: 'invalid' });
      actor.send({ type: 'user.dateToChanged', field: dayField('2027-03-31') });
      expect(actor.getSnapshot().value).toEqual({ filter: 'valid' });
    });

    it('compares date to only with a readable date from', () => {
      expect(
        validateSearchBox({ today: TODAY, scope: familienrecht, dateFrom: EMPTY_DATE, dateTo: dayField('2027-01-01') }),
      ).toEqual({ dateFrom: 'required' });
    });

    it('searches only with a valid form: the scope, a readable date from, no rule broken; an empty date to is none', async () => {
      const { actor } = await startBox();
      actor.send({ type: 'user.scopeChosen', scope: familienrecht });
      const context = actor.getSnapshot().context;
      expect(toBoxSearch(context)).toEqual({
        scope: familienrecht, type: 'EDUCATION', courseType: 'ALL', city: null, radius: 100, dateFrom: TODAY, dateTo: null,
      });
      expect(toBoxSearch({ ...context, dateTo: dayField('2027-03-20') }).dateTo).toBe('2027-03-20');
      for (const invalid of [{ scope: null }, { dateFrom: EMPTY_DATE }, { dateFrom: { kind: 'unreadable', text: '31.02.' } }, { dateTo: dayField(TODAY) }] as const) {
        expect(() => toBoxSearch({ ...context, ...invalid })).toThrow('searchBox: a search needs a valid form');
      }
    });

    it('requires a scope', () => {
      expect(validateSearchBox({ today: TODAY, scope: null, dateFrom: dayField(TODAY), dateTo: EMPTY_DATE })).toEqual({ scope: 'required' });
    });

    it('opens an invalid filter view when the kept dates break a rule', async () => {
      const { actor } = await startBox();
      actor.send({ type: 'user.scopeChosen', scope: familienrecht });
      actor.send({ type: 'user.dateFromChanged', field: EMPTY_DATE });
      actor.send({ type: 'user.back' });
      actor.send({ type: 'user.scopeChosen', scope: familienrecht });
      expect(actor.getSnapshot().value).toEqual({ filter: 'invalid' });
    });
  });

  describe('submit', () => {
    it('searches with the filters of a valid form and ends', async () => {
      const { actor, search } = await startBox();
      actor.send({ type: 'user.scopeChosen', scope: familienrecht });
      actor.send({ type: 'user.cityChanged', city: koeln });
      actor.send({ type: 'user.radiusChanged', radius: 50 });
      actor.send({ type: 'user.dateToChanged', field: dayField('2027-06-30') });
      actor.send({ type: 'user.submit' });
      expect(search).toHaveBeenCalledExactlyOnceWith({
        scope: familienrecht, type: 'EDUCATION', courseType: 'ALL', city: koeln, radius: 50,
        dateFrom: TODAY, dateTo: '2027-06-30',
      });
      expect(actor.getSnapshot().value).toBe('submitted');
      expect(actor.getSnapshot().status).toBe('done');
    });

    it('does not search while the form is invalid or no scope is chosen', async () => {
      const { actor, search } = await startBox();
      actor.send({ type: 'user.submit' });
      expect(actor.getSnapshot().value).toBe('scopeSelection');
      actor.send({ type: 'user.scopeChosen', scope: familienrecht });
      actor.send({ type: 'user.dateFromChanged', field: dayField('2027-01-01') });
      actor.send({ type: 'user.submit' });
      expect(actor.getSnapshot().value).toEqual({ filter: 'invalid' });
      expect(search).not.toHaveBeenCalled();
    });
  });

  describe('restored last search', () => {
    const last: RestoredSearch = {
      scope: familienrecht, type: 'EDUCATION', courseType: 'ONLINE', city: koeln, radius: 250,
      dateFrom: '2027-04-01', dateTo: '2027-04-30',
    };

    it('preselects scope, type, course type, dates and city with radius', async () => {
      const { actor } = await startBox(last);
      const { value, context } = actor.getSnapshot();
      expect(value).toEqual({ filter: 'valid' });
      expect(context).toMatchObject({
        scope: familienrecht, type: 'EDUCATION', courseType: 'ONLINE', city: koeln, radius: 250,
        dateFrom: dayField('2027-04-01'), dateTo: dayField('2027-04-30'),
      });
    });

    it('opens an invalid filter view when the stored date from has passed', async () => {
      const { actor } = await startBox({ ...last, dateFrom: '2027-03-01' });
      expect(actor.getSnapshot().value).toEqual({ filter: 'invalid' });
      expect(validateSearchBox(actor.getSnapshot().context)).toEqual({ dateFrom: 'notInFuture' });
    });

    it('stays in the scope view without a stored scope, with the other filters preselected', async () => {
      const { actor } = await startBox({ ...last, scope: null, type: 'RENO' });
      const { value, context } = actor.getSnapshot();
      expect(value).toBe('scopeSelection');
      expect(context).toMatchObject({ scope: null, type: 'RENO', courseType: 'ONLINE', city: koeln, radius: 250 });
    });

    it('keeps the reset values for what the stored search lacks: today as date from, the default radius', async () => {
      const { actor } = await startBox({ scope: familienrecht, city: koeln });
      expect(actor.getSnapshot().context).toMatchObject({ city: koeln, radius: 100, dateFrom: dayField(TODAY), dateTo: EMPTY_DATE });
      expect(actor.getSnapshot().value).toEqual({ filter: 'valid' });
    });

    it('takes the stored search as the done event of its readLastSearch call (as the model and the docs name it)', () => {
      const [restoring] = initialTransition(searchBoxMachine, input);
      const [filter] = transition(searchBoxMachine, restoring, { type: 'xstate.done.actor.readLastSearch', output: last } as never);
      expect(filter.value).toEqual({ filter: 'valid' });
    });

    it('ignores a type or course type the site does not offer, and a radius without a city', async () => {
      const { actor } = await startBox(
        { type: 'RENO', courseType: 'PRESENT', radius: 10 },
        { types: ['EDUCATION'], courseTypes: ['SELF', 'ONLINE'] },
      );
      expect(actor.getSnapshot().context).toMatchObject({ type: 'EDUCATION', courseType: 'ALL', radius: 100 });
    });
  });
});

describe('searchBox effects (src/actors/searchBox.ts)', () => {
  beforeEach(() => sessionStorage.clear());

  const boxSearch: BoxSearch = {
    scope: familienrecht, type: 'EDUCATION', courseType: 'ALL', city: koeln, radius: 50,
    dateFrom: '2027-03-05', dateTo: null,
  };

  it('builds the results URL with absent parameters dropped', () => {
    expect(searchUrl(boxSearch)).toBe(
      '/search?scope=3&types=EDUCATION&courseType=ALL&cityId=12&cityName=K%C3%B6ln&radius=50&dateFrom=2027-03-05',
    );
    expect(searchUrl({ ...boxSearch, city: null, dateTo: '2027-04-01' })).toBe(
      '/search?scope=3&types=EDUCATION&courseType=ALL&dateFrom=2027-03-05&dateTo=2027-04-01',
    );
  });

  it('stores the last search in rf_filter and reads it back', () => {
    storeLastSearch(boxSearch);
    expect(JSON.parse(sessionStorage.getItem('rf_filter')!)).toEqual({
      scope: 3, selectedScopeName: 'Familienrecht', types: 'EDUCATION', courseType: 'ALL',
      cityId: 12, cityName: 'Köln', radius: 50, dateFrom: '2027-03-05',
    });
    expect(readLastSearch()).toEqual({
      scope: familienrecht, type: 'EDUCATION', courseType: 'ALL', city: koeln, radius: 50,
      dateFrom: '2027-03-05', dateTo: null,
    });
  });

  it.each(['', 'nicht json', '[]', 'null', '42'])('reads nothing from a malformed entry %j', (raw) => {
    if (raw) sessionStorage.setItem('rf_filter', raw);
    expect(readLastSearch()).toBeNull();
  });

  it('drops malformed values of a stored search', () => {
    sessionStorage.setItem(
      'rf_filter',
      JSON.stringify({
        scope: -1, selectedScopeName: 'X', types: 'IMMO', courseType: 'HYBRID', cityId: 12, radius: 75,
        dateFrom: '2027-02-31', dateTo: '05.03.2027',
      }),
    );
    expect(readLastSearch()).toEqual({ dateTo: null });
  });

  it('navigates to the results and stores the search on submit, and the next box restores it', async () => {
    const navigate = vi.fn();
    const input = searchBoxInput(configurationFixture(), new Date(2027, 2, 5, 10));
    expect(input).toEqual({
      today: TODAY, types: ['EDUCATION', 'RENO'], defaultSearchType: 'EDUCATION',
      courseTypes: ['SELF', 'ONLINE', 'PRESENT'], defaultRadius: 100,
    });
    const first = createActor(searchBoxLogic({ navigate }), { input }).start();
    await waitFor(first, (snapshot) => snapshot.matches('scopeSelection'));
    first.send({ type: 'user.scopeChosen', scope: familienrecht });
    first.send({ type: 'user.courseTypeChanged', value: 'PRESENT' });
    first.send({ type: 'user.cityChanged', city: koeln });
    first.send({ type: 'user.submit' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      '/search?scope=3&types=EDUCATION&courseType=PRESENT&cityId=12&cityName=K%C3%B6ln&radius=100&dateFrom=2027-03-05',
    );

    const next = createActor(searchBoxLogic({ navigate }), { input }).start();
    await waitFor(next, (snapshot) => !snapshot.matches('restoring'));
    expect(next.getSnapshot().value).toEqual({ filter: 'valid' });
    expect(next.getSnapshot().context).toMatchObject({ scope: familienrecht, courseType: 'PRESENT', city: koeln, radius: 100 });
  });
});

describe('searchBox on its own', () => {
  it('fails each call at once, naming the actor layer that provides it', async () => {
    const calls = ['readLastSearch'];
    expect(await unprovidedCalls(searchBoxMachine, calls)).toEqual(providedBy(calls, 'src/actors/searchBox.ts'));
  });
});
