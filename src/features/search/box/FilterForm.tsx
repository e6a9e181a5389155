/**
 * The filter view for the chosen scope: search type and course type radios, city with radius,
 * the date range, search and reset. Values and rules live in the machine; this form only shows the
 * snapshot and sends what the visitor does. The search button is disabled while the machine is in
 * filter.invalid; the reasons are the field messages, summarised next to the button.
 */
import { useSelector } from '@xstate/react';
import { useId, type Ref } from 'react';
import { useTranslation } from '../../../lib/texts';
import { validateSearchBox } from '../../../../machines/searchBox.machine';
import { useSite } from '../../../lib/site-context';
import { CityField } from '../city/CityField';
import { RadiusSelect } from '../city/RadiusSelect';
import { ChoiceGroup } from './ChoiceGroup';
import { DateInput } from './DateInput';
import type { SearchBoxActorRef } from './search-box-actor';
import {
  courseTypeChoices,
  searchTypeChoices,
  showsCourseTypeChoice,
  showsSearchTypeChoice,
} from './search-box-options';

export interface FilterFormProps {
  actorRef: SearchBoxActorRef;
  /** The scope heading, focused when the visitor arrives from the scope view. */
  headingRef: Ref<HTMLHeadingElement>;
}

export function FilterForm({ actorRef, headingRef }: FilterFormProps) {
  const { t } = useTranslation();
  const { configuration } = useSite();
  const statusId = useId();
  const context = useSelector(actorRef, (snapshot) => snapshot.context);
  const canSearch = useSelector(actorRef, (snapshot) => snapshot.matches({ filter: 'valid' }));
  const invalid = useSelector(actorRef, (snapshot) => snapshot.matches({ filter: 'invalid' }));
  const errors = validateSearchBox(context);
  const { send } = actorRef;

  return (
    <form
      className="search-box__filters"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'user.submit' });
      }}
    >
      <div className="search-box__scope-bar">
        <button
          type="button"
          className="search-box__back"
          onClick={() => send({ type: 'user.back' })}
          data-event="user.back"
        >
          {t('search.box.back')}
        </button>
        <h3 className="search-box__heading" ref={headingRef} tabIndex={-1}>
          <span className="visually-hidden">{t('search.box.chosenScope')} </span>
          {context.scope?.name}
        </h3>
      </div>

      {showsSearchTypeChoice(configuration.types) && (
        <ChoiceGroup
          legend={t('search.box.searchType')}
          name="searchType"
          choices={searchTypeChoices(configuration.types)}
          value={context.type}
          label={(type) => t(`search.box.types.${type}`)}
          onChange={(value) => send({ type: 'user.typeChanged', value })}
          sends="user.typeChanged"
        />
      )}
      {showsCourseTypeChoice(context.type) && (
        <ChoiceGroup
          legend={t('search.box.courseType')}
          name="courseType"
          choices={courseTypeChoices(configuration.courseTypes)}
          value={context.courseType}
          label={(courseType) => t(`search.box.courseTypes.${courseType}`)}
          onChange={(value) => send({ type: 'user.courseTypeChanged', value })}
          sends="user.courseTypeChanged"
        />
      )}

      <div className="search-box__place">
        <CityField
          label={t('search.box.city')}
          value={context.city}
          onChange={(city) => send({ type: 'user.cityChanged', city })}
        />
        <RadiusSelect
          value={context.radius}
          onChange={(radius) => send({ type: 'user.radiusChanged', radius })}
          disabled={!context.city}
          sends="user.radiusChanged"
        />
      </div>

      <div className="search-box__dates">
        <DateInput
          label={t('search.box.dateFrom')}
          required
          value={context.dateFrom}
          onChange={(field) => send({ type: 'user.dateFromChanged', field })}
          sends="user.dateFromChanged"
          error={errors.dateFrom ? t(`search.box.errors.dateFrom.${errors.dateFrom}`) : null}
        />
        <DateInput
          label={t('search.box.dateTo')}
          value={context.dateTo}
          onChange={(field) => send({ type: 'user.dateToChanged', field })}
          sends="user.dateToChanged"
          error={errors.dateTo ? t(`search.box.errors.dateTo.${errors.dateTo}`) : null}
        />
      </div>

      <div className="search-box__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!canSearch}
          aria-describedby={invalid ? statusId : undefined}
          data-event="user.submit"
        >
          {t('search.box.submit')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => send({ type: 'user.reset' })}
          data-event="user.reset"
        >
          {t('search.box.reset')}
        </button>
      </div>
      <p id={statusId} className="search-box__status" hidden={!invalid}>
        {t('search.box.fixErrors')}
      </p>
    </form>
  );
}
