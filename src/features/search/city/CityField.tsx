/**
 * The city autosuggest (spec §2 "Search filter", §4 "City suggestion") as an ARIA 1.2 combobox: an
 * input with a listbox of suggestions, arrow keys move through them, Enter chooses, Escape closes.
 *
 * The citySuggest machine decides (debounce, when to ask, not-found hint, what counts as a choice);
 * this view renders its snapshot, sends what the user does and turns the machine's `city.changed`
 * into onChange. Which suggestion is highlighted is the view's own business (it changes nothing the
 * machine decides on).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/texts';
import type { CityOption } from '../../../../machines/citySuggest.machine';
import { citySuggestLogic, type CitySuggestLogic } from '../../../actors/citySuggest';
import { useRunningFlow } from '../../../state/running-flow';
import { Spinner } from '../../../components/Spinner';
import './city-field.css';

export interface CityFieldProps {
  /** The chosen city, or null. */
  value: CityOption | null;
  /** A city was chosen, or the field was emptied (null). */
  onChange: (city: CityOption | null) => void;
  label: string;
  /** The machine to run; tests hand in one whose query they answer themselves. */
  logic?: CitySuggestLogic;
}

export function CityField({ value, onChange, label, logic = citySuggestLogic }: CityFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-suggestions`;
  const hintId = `${id}-hint`;
  const actorRef = useActorRef(logic, { input: { city: value } });
  // The live view (?flows=live) and the browser tests' flow coverage follow it once the global actors run.
  useRunningFlow('citySuggest', actorRef);
  const text = useSelector(actorRef, (s) => s.context.input);
  const suggestions = useSelector(actorRef, (s) => s.context.suggestions);
  const listOpen = useSelector(actorRef, (s) => s.hasTag('listOpen') && s.context.suggestions.length > 0);
  const searching = useSelector(actorRef, (s) => s.hasTag('loading'));
  const notFound = useSelector(actorRef, (s) => s.matches('notFound'));
  // The highlight belongs to one list: new suggestions (or a closed list) start without one.
  const [highlight, setHighlight] = useState<{ list: CityOption[]; id: number } | null>(null);
  const highlightedId = highlight?.list === suggestions ? highlight.id : null;
  const highlighted = listOpen ? suggestions.findIndex((city) => city.id === highlightedId) : -1;

  // The machine tells what was chosen or cleared; the parent always hears the latest onChange.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    const subscription = actorRef.on('city.changed', (event) => onChangeRef.current(event.city));
    return () => subscription.unsubscribe();
  }, [actorRef]);

  // The parent set another city (search box reset, restored search). The machine ignores the city it
  // already has, so the echo of our own onChange changes nothing.
  const valueId = value?.id ?? null;
  const valueName = value?.name ?? '';
  useEffect(() => {
    actorRef.send({ type: 'parent.valueChanged', city: valueId === null ? null : { id: valueId, name: valueName } });
  }, [actorRef, valueId, valueName]);

  const choose = (city: CityOption) => actorRef.send({ type: 'user.citySelected', city });
  const highlightAt = (index: number) => {
    const city = suggestions[index];
    setHighlight(city ? { list: suggestions, id: city.id } : null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!listOpen) {
      if (event.key === 'Escape') actorRef.send({ type: 'user.closed' });
      return;
    }
    const last = suggestions.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        highlightAt(highlighted < 0 || highlighted === last ? 0 : highlighted + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        highlightAt(highlighted <= 0 ? last : highlighted - 1);
        break;
      case 'Enter': {
        const city = suggestions[highlighted];
        if (city) {
          // Choosing must not submit the surrounding form.
          event.preventDefault();
          choose(city);
        }
        break;
      }
      case 'Escape':
        event.preventDefault();
        actorRef.send({ type: 'user.closed' });
        break;
    }
  };

  const activeOption = highlighted >= 0 ? `${listId}-${suggestions[highlighted]!.id}` : undefined;

  return (
    <div className="field city-field" data-machine="citySuggest">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="city-field__control">
        <input
          id={id}
          type="text"
          role="combobox"
          className="field__control"
          autoComplete="off"
          placeholder={t('search.city.placeholder')}
          aria-autocomplete="list"
          aria-expanded={listOpen}
          aria-controls={listId}
          aria-activedescendant={activeOption}
          aria-describedby={hintId}
          aria-busy={searching}
          value={text}
          onChange={(event) => actorRef.send({ type: 'user.cityTyped', value: event.target.value })}
          onKeyDown={onKeyDown}
          onBlur={() => actorRef.send({ type: 'user.closed' })}
          data-event="user.cityTyped user.closed"
        />
        {searching && <Spinner className="city-field__spinner" />}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.city.suggestions')}
        className="city-field__list"
        hidden={!listOpen}
        // Keeps the focus in the input, so choosing with the mouse is not a blur that closes the list.
        onMouseDown={(event) => event.preventDefault()}
      >
        {listOpen &&
          suggestions.map((city, index) => (
            <li
              key={city.id}
              id={`${listId}-${city.id}`}
              role="option"
              aria-selected={index === highlighted}
              className="city-field__option"
              onMouseEnter={() => highlightAt(index)}
              onClick={() => choose(city)}
              data-event="user.citySelected"
            >
              {city.name}
            </li>
          ))}
      </ul>
      <div id={hintId} className="city-field__hint" aria-live="polite">
        {searching && <span className="visually-hidden">{t('search.city.searching')}</span>}
        {notFound && t('search.city.notFound')}
        {listOpen && (
          <span className="visually-hidden">{t('search.city.suggestionCount', { count: suggestions.length })}</span>
        )}
      </div>
    </div>
  );
}
