/**
 * Actor-level tests of the city autosuggest: the machine with a stand-in query (timing, cancelling,
 * what the parent is told), then the real actor layer against msw (the HTTP call and its abort).
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, transition, waitFor } from 'xstate';
import { CITY_SUGGEST_RULES, citySuggestMachine, type CityOption } from '../../machines/citySuggest.machine';
import { citySuggestLogic } from '../../src/actors/citySuggest';
import { CITY_SUGGEST_DEBOUNCE_MS, CITY_SUGGEST_MIN_CHARS } from '../../src/shared/constants';
import { deferredActor } from '../support/flow-actors';
import { useMswServer } from '../web/support/msw';
import { providedBy, unprovidedCalls } from '../support/placeholder-calls';

const server = useMswServer();

const BERLIN: CityOption = { id: 1, name: 'Berlin' };
const BERNAU: CityOption = { id: 2, name: 'Bernau bei Berlin' };

/** The machine with a query the test answers, and what it told its parent. */
function start(city: CityOption | null = null) {
  const cities = deferredActor<CityOption[], { input: string }>('suggestCities');
  const reportError = vi.fn();
  const actor = createActor(citySuggestMachine.provide({ actors: { suggestCities: cities.logic }, actions: { reportError } }), {
    input: { city },
  });
  const changes: (CityOption | null)[] = [];
  actor.on('city.changed', (event) => changes.push(event.city));
  actor.start();
  const type = (value: string) => actor.send({ type: 'user.cityTyped', value });
  return { actor, cities, reportError, changes, type };
}

/** Lets a settled deferred reach the machine. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('citySuggest machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec §9 debounce and minimum length', () => {
    expect(CITY_SUGGEST_RULES).toEqual({ debounceMs: CITY_SUGGEST_DEBOUNCE_MS, minChars: CITY_SUGGEST_MIN_CHARS });
  });

  it('asks once the typing pauses for the debounce, with the latest input', () => {
    const { actor, cities, type } = start();
    type('Ber');
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS - 1);
    type('Berl');
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS - 1);
    expect(cities.calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('querying');
    expect(cities.calls.map((call) => call.input)).toEqual([{ input: 'Berl' }]);
  });

  it('cancels the running query when the user types on, and ignores its late answer', async () => {
    const { actor, cities, type } = start();
    type('Ber');
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS);
    const first = cities.current();
    type('Berl');
    expect(first.signal.aborted).toBe(true);
    first.deferred.resolve([BERNAU]);
    await flush();
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS);
    cities.current().deferred.resolve([BERLIN]);
    await flush();
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.suggestions).toEqual([BERLIN]);
  });

  it('clears the suggestions without asking for up to two characters (spaces do not count)', async () => {
    const { actor, cities, type } = start();
    type('Ber');
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS);
    cities.current().deferred.resolve([BERLIN, BERNAU]);
    await flush();
    type(' Be  ');
    // The old suggestions stay while the user types ...
    expect(actor.getSnapshot().context.suggestions).toHaveLength(2);
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS);
    // ... and go when the pause shows the input is too short.
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
    expect(cities.calls).toHaveLength(1);
  });

  it('asks with the trimmed input', () => {
    const { cities, type } = start();
    type('  Köln ');
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS);
    expect(cities.current().input).toEqual({ input: 'Köln' });
  });

  it('tells the parent the city is gone when the field stays empty for the pause', () => {
    const { actor, changes, type } = start(BERLIN);
    expect(actor.getSnapshot().context.input).toBe('Berlin');
    type('');
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS);
    expect(changes).toEqual([null]);
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it('shows the not-found hint for an empty answer', async () => {
    const { actor, cities, type } = start();
    type('Xyz');
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS);
    cities.current().deferred.resolve([]);
    await flush();
    expect(actor.getSnapshot().value).toBe('notFound');
  });

  it('chooses an offered city: tells the parent, shows its name, closes the list', async () => {
    const { actor, cities, changes, type } = start();
    type('Ber');
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS);
    cities.current().deferred.resolve([BERLIN, BERNAU]);
    await flush();
    actor.send({ type: 'user.citySelected', city: { id: 99, name: 'Nicht angeboten' } });
    expect(changes).toEqual([]);
    actor.send({ type: 'user.citySelected', city: BERNAU });
    expect(changes).toEqual([BERNAU]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ input: 'Bernau bei Berlin', suggestions: [], selected: BERNAU });
  });

  it('leaves a usable field after a failed query: no suggestions, logged, the next query runs', async () => {
    const { actor, cities, reportError, type } = start();
    type('Ber');
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS);
    const failure = new Error('network down');
    cities.current().deferred.reject(failure);
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
    expect(reportError).toHaveBeenCalledWith(expect.anything(), { error: failure });
    type('Berl');
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS);
    expect(actor.getSnapshot().value).toBe('querying');
  });

  it('on leaving the field: shows the chosen city again, or clears it when emptied', () => {
    const edited = start(BERLIN);
    edited.type('Ham');
    edited.actor.send({ type: 'user.closed' });
    expect(edited.actor.getSnapshot().context.input).toBe('Berlin');
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS);
    expect(edited.cities.calls).toHaveLength(0);
    expect(edited.changes).toEqual([]);

    const emptied = start(BERLIN);
    emptied.type('');
    emptied.actor.send({ type: 'user.closed' });
    expect(emptied.changes).toEqual([null]);
    expect(emptied.actor.getSnapshot().context.selected).toBeNull();
  });

  it('takes a city the parent sets, and ignores the one it already has', () => {
    const { actor, changes, type } = start();
    type('Ber');
    actor.send({ type: 'parent.valueChanged', city: BERLIN });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.input).toBe('Berlin');
    type('Berl');
    actor.send({ type: 'parent.valueChanged', city: { ...BERLIN } });
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(changes).toEqual([]);
  });

  it('shows the list while waiting for the pause, asking and showing suggestions; closed otherwise', async () => {
    const { actor, cities, type } = start();
    const tags = () => [...actor.getSnapshot().tags].sort();
    expect(tags()).toEqual([]);
    type('Ber');
    expect(tags()).toEqual(['listOpen']);
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS);
    expect(tags()).toEqual(['listOpen', 'loading']);
    cities.current().deferred.resolve([BERLIN, BERNAU]);
    await flush();
    expect(actor.getSnapshot().value).toBe('showing');
    expect(tags()).toEqual(['listOpen']);
    actor.send({ type: 'user.closed' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
    expect(tags()).toEqual([]);
  });

  it('starts with the city it is given, or empty', () => {
    expect(start().actor.getSnapshot().context).toEqual({ input: '', suggestions: [], selected: null });
    expect(start(BERLIN).actor.getSnapshot().context).toEqual({ input: 'Berlin', suggestions: [], selected: BERLIN });
  });

  it('leaving the field closes the list: the typed text stays without a chosen city, nothing is told', async () => {
    const { actor, cities, changes, type } = start();
    type('Ber');
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS);
    cities.current().deferred.resolve([BERLIN]);
    await flush();
    actor.send({ type: 'user.closed' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ input: 'Ber', suggestions: [], selected: null });
    // An empty field without a chosen city: nothing to clear, nothing to tell.
    type('');
    actor.send({ type: 'user.closed' });
    expect(changes).toEqual([]);
  });

  it('leaving a chosen city edited away shows it again and closes its list; emptied, it is cleared and the list closes', async () => {
    const edited = start(BERLIN);
    edited.type('Bern');
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS);
    edited.cities.current().deferred.resolve([BERNAU]);
    await flush();
    edited.actor.send({ type: 'user.closed' });
    expect(edited.actor.getSnapshot().value).toBe('idle');
    expect(edited.actor.getSnapshot().context).toEqual({ input: 'Berlin', suggestions: [], selected: BERLIN });

    const emptied = start(BERLIN);
    emptied.type('Bern');
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS);
    emptied.cities.current().deferred.resolve([BERNAU]);
    await flush();
    emptied.type('  ');
    emptied.actor.send({ type: 'user.closed' });
    expect(emptied.actor.getSnapshot().value).toBe('idle');
    expect(emptied.actor.getSnapshot().context).toEqual({ input: '  ', suggestions: [], selected: null });
  });

  it('an emptied field clears the city and its suggestions after the pause', async () => {
    const { actor, cities, changes, type } = start(BERLIN);
    type('Bern');
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS);
    cities.current().deferred.resolve([BERNAU]);
    await flush();
    type('');
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ input: '', suggestions: [], selected: null });
    expect(changes).toEqual([null]);
  });

  it('takes another city of the same name from the parent, and a cleared value; closes the list', async () => {
    const { actor, cities, type } = start(BERLIN);
    actor.send({ type: 'parent.valueChanged', city: { id: 3, name: 'Berlin' } });
    expect(actor.getSnapshot().context.selected).toEqual({ id: 3, name: 'Berlin' });
    type('Bern');
    vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS);
    cities.current().deferred.resolve([BERNAU]);
    await flush();
    actor.send({ type: 'parent.valueChanged', city: null });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ input: '', suggestions: [], selected: null });
    // Nothing chosen, and the parent says nothing is: nothing changes.
    type('Ham');
    actor.send({ type: 'parent.valueChanged', city: null });
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(actor.getSnapshot().context.input).toBe('Ham');
  });

  it('clears the shown suggestions when the next query finds nothing, or fails', async () => {
    const { actor, cities, type } = start();
    const query = async (value: string, answer: (deferred: ReturnType<typeof cities.current>['deferred']) => void) => {
      type(value);
      vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS);
      answer(cities.current().deferred);
      await flush();
    };
    await query('Ber', (d) => d.resolve([BERLIN]));
    await query('Berx', (d) => d.resolve([]));
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
    await query('Ber', (d) => d.resolve([BERLIN]));
    await query('Bery', (d) => d.reject(new Error('502')));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
  });

  it('takes the suggestions as the done event of its suggestCities call (as the model and the docs name it)', () => {
    let [snapshot] = initialTransition(citySuggestMachine, { city: null });
    [snapshot] = transition(citySuggestMachine, snapshot, { type: 'user.cityTyped', value: 'Ber' });
    [snapshot] = transition(citySuggestMachine, snapshot, { type: 'xstate.after.debounce.citySuggest.debouncing' } as never);
    expect(snapshot.value).toBe('querying');
    [snapshot] = transition(citySuggestMachine, snapshot, { type: 'xstate.done.actor.suggestCities', output: [BERLIN] } as never);
    expect(snapshot.value).toBe('showing');
    expect(snapshot.context.suggestions).toEqual([BERLIN]);
  });

  it('takes the name of the same city when the parent learns it later', () => {
    const { actor } = start({ id: 12, name: '' });
    actor.send({ type: 'parent.valueChanged', city: { id: 12, name: 'Köln' } });
    expect(actor.getSnapshot().context).toMatchObject({ input: 'Köln', selected: { id: 12, name: 'Köln' } });
  });
});

describe('citySuggest in the browser (src/actors/citySuggest.ts)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks GET /api/search/suggestCity?input=… and keeps id and name', async () => {
    const inputs: (string | null)[] = [];
    server.use(
      http.get('/api/search/suggestCity', ({ request }) => {
        inputs.push(new URL(request.url).searchParams.get('input'));
        return HttpResponse.json([{ id: 12, name: 'Köln', slug: 'koeln', state: 'Nordrhein-Westfalen' }]);
      }),
    );
    const actor = createActor(citySuggestLogic, { input: { city: null } }).start();
    actor.send({ type: 'user.cityTyped', value: 'Köl' });
    await vi.advanceTimersByTimeAsync(CITY_SUGGEST_DEBOUNCE_MS);
    const snapshot = await waitFor(actor, (s) => s.matches('showing'));
    expect(inputs).toEqual(['Köl']);
    expect(snapshot.context.suggestions).toEqual([{ id: 12, name: 'Köln' }]);
  });

  it('aborts the HTTP request of a query a newer keystroke replaced', async () => {
    const aborted: string[] = [];
    server.use(
      http.get('/api/search/suggestCity', async ({ request }) => {
        const input = new URL(request.url).searchParams.get('input')!;
        if (input === 'Köl') {
          await new Promise<void>((resolve) => request.signal.addEventListener('abort', () => resolve()));
          aborted.push(input);
          return HttpResponse.json([]);
        }
        return HttpResponse.json([{ id: 12, name: 'Köln', slug: 'koeln', state: 'Nordrhein-Westfalen' }]);
      }),
    );
    const actor = createActor(citySuggestLogic, { input: { city: null } }).start();
    actor.send({ type: 'user.cityTyped', value: 'Köl' });
    await vi.advanceTimersByTimeAsync(CITY_SUGGEST_DEBOUNCE_MS);
    actor.send({ type: 'user.cityTyped', value: 'Köln' });
    await vi.advanceTimersByTimeAsync(CITY_SUGGEST_DEBOUNCE_MS);
    await waitFor(actor, (s) => s.matches('showing'));
    expect(aborted).toEqual(['Köl']);
  });

  it('logs a failed query and leaves no suggestions', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('/api/search/suggestCity', () => HttpResponse.json({ statusCode: 500 }, { status: 500 })));
    const actor = createActor(citySuggestLogic, { input: { city: null } }).start();
    actor.send({ type: 'user.cityTyped', value: 'Köl' });
    await vi.advanceTimersByTimeAsync(CITY_SUGGEST_DEBOUNCE_MS);
    // The HTTP client retries twice (300 ms, 600 ms) before it gives up.
    await vi.advanceTimersByTimeAsync(1_000);
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(snapshot.context.suggestions).toEqual([]);
    expect(warn).toHaveBeenCalledWith('city suggestion failed', expect.anything());
    warn.mockRestore();
  });
});

describe('citySuggest on its own', () => {
  it('fails each call at once, naming the actor layer that provides it', async () => {
    const calls = ['suggestCities'];
    expect(await unprovidedCalls(citySuggestMachine, calls)).toEqual(providedBy(calls, 'src/actors/citySuggest.ts'));
  });
});
