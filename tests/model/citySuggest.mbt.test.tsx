/**
 * Model-based test of the city autosuggest: every generated path of the citySuggest machine drives
 * the real CityField (typing with user-event, the debounce with fake timers, the suggestion query
 * answered through a deferred promise), and every state checks what the field shows and what its
 * parent was told.
 */
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { citySuggestMachine, type CityOption } from '../../machines/citySuggest.machine';
import { citySuggestModel } from '../../machines/citySuggest.model';
import { citySuggestLogic } from '../../src/actors/citySuggest';
import { CityField } from '../../src/features/search/city/CityField';
import { RadiusSelect } from '../../src/features/search/city/RadiusSelect';
import { CITY_SUGGEST_DEBOUNCE_MS } from '../../src/shared/constants';
import { useMswServer } from '../web/support/msw';
import { deferredActor } from '../support/flow-actors';
import { useFakeClock } from '../support/flow-clock';
import { flowModel } from '../support/flow-model';
import { renderView } from '../support/flow-render';

// No request may leave the test: the query is answered by the deferred actor.
useMswServer();

async function renderCityField() {
  const clock = useFakeClock();
  const cities = deferredActor<CityOption[], { input: string }>('suggestCities');
  const reportError = vi.fn();
  const logic = citySuggestLogic.provide({ actors: { suggestCities: cities.logic }, actions: { reportError } });
  const onChange = vi.fn<(city: CityOption | null) => void>();
  const parent = { value: null as CityOption | null, set: (_: CityOption | null) => {} };

  function Parent() {
    const [value, setValue] = useState<CityOption | null>(null);
    parent.value = value;
    parent.set = setValue;
    return (
      <CityField
        label="Ort"
        value={value}
        logic={logic}
        onChange={(city) => {
          onChange(city);
          setValue(city);
        }}
      />
    );
  }

  await renderView(<Parent />);
  // No pauses between keystrokes: only the test moves the clock, so the debounce fires when it says.
  const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
  const input = screen.getByRole('combobox', { name: 'Ort' });
  return { clock, user, input, cities, reportError, onChange, parent };
}
type Sut = Awaited<ReturnType<typeof renderCityField>>;

/** Brings the input to `value` the way a person would: type on, delete back, or replace. */
async function typeInto(user: UserEvent, input: HTMLElement, value: string) {
  const current = (input as HTMLInputElement).value;
  if (value.startsWith(current) && value !== current) await user.type(input, value.slice(current.length));
  else if (current.startsWith(value) && value !== current) await user.type(input, '{Backspace}'.repeat(current.length - value.length));
  else {
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

/** Arrow keys until `city` is the active option, then Enter. */
async function chooseWithKeyboard(user: UserEvent, input: HTMLElement, city: CityOption) {
  const options = within(screen.getByRole('listbox')).getAllByRole('option');
  for (let presses = 0; presses <= options.length; presses++) {
    const active = input.getAttribute('aria-activedescendant');
    if (active && document.getElementById(active)?.textContent === city.name) {
      await user.keyboard('{Enter}');
      return;
    }
    await user.keyboard('{ArrowDown}');
  }
  throw new Error(`${city.name} is not among the options`);
}

const listShown = (snapshot: AnyMachineSnapshot) => snapshot.hasTag('listOpen') && snapshot.context.suggestions.length > 0;

const flow = flowModel(
  { machine: citySuggestMachine, model: citySuggestModel },
  {
    setup: renderCityField,
    events: {
      'user.cityTyped': ({ user, input }, { event }) => typeInto(user, input, event.value),
      'xstate.after.debounce.citySuggest.debouncing': ({ clock }) => clock.advance(CITY_SUGGEST_DEBOUNCE_MS),
      'xstate.done.actor.suggestCities': ({ cities }, { event }) => cities.resolve(event.output),
      'xstate.error.actor.suggestCities': async ({ cities, reportError }, { event }) => {
        await cities.reject(event.error);
        expect(reportError).toHaveBeenCalledTimes(1);
      },
      'user.citySelected': async ({ user, input }, { event }) => {
        input.focus();
        await chooseWithKeyboard(user, input, event.city);
      },
      'user.closed': async ({ user, input }) => {
        input.focus();
        await user.keyboard('{Escape}');
      },
      'parent.valueChanged': ({ parent }, { event }) => act(() => parent.set(event.city)),
    },
    states: {
      '*': ({ input, cities, parent }: Sut, snapshot) => {
        const { context } = snapshot;
        expect(input).toHaveValue(context.input);
        // What the parent holds is what the machine chose: every emitted change reached onChange.
        expect(parent.value).toEqual(context.selected);
        expect(input).toHaveAttribute('aria-expanded', String(listShown(snapshot)));
        if (listShown(snapshot)) {
          const options = within(screen.getByRole('listbox', { name: 'Vorschläge für den Ort' })).getAllByRole('option');
          expect(options.map((option) => option.textContent)).toEqual(context.suggestions.map((city: CityOption) => city.name));
        } else {
          expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
        }
        expect(input).toHaveAttribute('aria-busy', String(snapshot.hasTag('loading')));
        if (!snapshot.matches('notFound')) expect(screen.queryByText('Ort nicht gefunden')).not.toBeInTheDocument();
        // Exactly one query runs while querying; a newer keystroke aborted the older ones.
        const running = cities.calls.filter((call) => !call.deferred.settled && !call.signal.aborted);
        expect(running).toHaveLength(snapshot.matches('querying') ? 1 : 0);
      },
      querying: ({ cities }, snapshot) => {
        expect(cities.current().input).toEqual({ input: snapshot.context.input.trim() });
      },
      notFound: ({ input }) => {
        expect(screen.getByText('Ort nicht gefunden')).toBeInTheDocument();
        expect(input).toHaveAccessibleDescription('Ort nicht gefunden');
      },
    },
    teardown: (sut) => {
      cleanup();
      sut?.clock.restore();
    },
  },
);

describe('citySuggest model', () => {
  flow.testPaths();
  flow.testCoverage();
});

describe('CityField beyond the model', () => {
  it('chooses a suggestion with the mouse, without closing the list on the way', async () => {
    const sut = await renderCityField();
    try {
      await typeInto(sut.user, sut.input, 'Ber');
      await sut.clock.advance(CITY_SUGGEST_DEBOUNCE_MS);
      await sut.cities.resolve([
        { id: 1, name: 'Berlin' },
        { id: 2, name: 'Bernau bei Berlin' },
      ]);
      await sut.user.click(screen.getByRole('option', { name: 'Bernau bei Berlin' }));
      expect(sut.onChange).toHaveBeenLastCalledWith({ id: 2, name: 'Bernau bei Berlin' });
      expect(sut.input).toHaveValue('Bernau bei Berlin');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    } finally {
      cleanup();
      sut.clock.restore();
    }
  });

  // The model reaches "empty after the pause" most directly without a chosen city; this is the case
  // where the parent must hear that its city is gone.
  it('tells the parent the city is gone when the field stays empty for the pause', async () => {
    const sut = await renderCityField();
    try {
      await act(() => sut.parent.set({ id: 3, name: 'Hamburg' }));
      expect(sut.input).toHaveValue('Hamburg');
      await typeInto(sut.user, sut.input, '');
      expect(sut.onChange).not.toHaveBeenCalled();
      await sut.clock.advance(CITY_SUGGEST_DEBOUNCE_MS);
      expect(sut.onChange).toHaveBeenCalledExactlyOnceWith(null);
      expect(sut.cities.calls).toHaveLength(0);
    } finally {
      cleanup();
      sut.clock.restore();
    }
  });

  it('moves through the options with the arrow keys, wrapping at both ends', async () => {
    const sut = await renderCityField();
    try {
      await typeInto(sut.user, sut.input, 'Ber');
      await sut.clock.advance(CITY_SUGGEST_DEBOUNCE_MS);
      await sut.cities.resolve([
        { id: 1, name: 'Berlin' },
        { id: 2, name: 'Bernau bei Berlin' },
      ]);
      const active = () => document.getElementById(sut.input.getAttribute('aria-activedescendant') ?? '')?.textContent;
      expect(sut.input).not.toHaveAttribute('aria-activedescendant');
      await sut.user.keyboard('{ArrowUp}');
      expect(active()).toBe('Bernau bei Berlin');
      await sut.user.keyboard('{ArrowDown}');
      expect(active()).toBe('Berlin');
      expect(screen.getByRole('option', { name: 'Berlin' })).toHaveAttribute('aria-selected', 'true');
      // Enter without a highlighted option is left to the form; Escape closes the list.
      await sut.user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(sut.onChange).not.toHaveBeenCalled();
    } finally {
      cleanup();
      sut.clock.restore();
    }
  });

  it('closes the list when the field loses the focus', async () => {
    const sut = await renderCityField();
    try {
      await typeInto(sut.user, sut.input, 'Ber');
      await sut.clock.advance(CITY_SUGGEST_DEBOUNCE_MS);
      await sut.cities.resolve([{ id: 1, name: 'Berlin' }]);
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      await sut.user.tab();
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    } finally {
      cleanup();
      sut.clock.restore();
    }
  });
});

describe('RadiusSelect', () => {
  it('offers 10, 50, 100 and 250 km, 100 by default, and reports the choice', async () => {
    const onChange = vi.fn();
    await renderView(<RadiusSelect onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Umkreis' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['10 km', '50 km', '100 km', '250 km']);
    expect(select).toHaveValue('100');
    await userEvent.setup().selectOptions(select, '250 km');
    expect(onChange).toHaveBeenCalledWith(250);
    cleanup();
  });

  it('can be disabled, e.g. while no city is chosen', async () => {
    await renderView(<RadiusSelect value={50} disabled onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Umkreis' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Umkreis' })).toHaveValue('50');
    cleanup();
  });
});
