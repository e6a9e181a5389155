/**
 * One bought course (or package) of an order: name with a link to the course, organizer, dates,
 * place, net hours, referents, the specialist title its hours count toward for §15 FAO, and its
 * actions (PositionActions). A course with several titles asks which one (PATCH
 * /api/order/position/{id}): an hour counts toward one title only.
 */
import { useCallback, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/texts';
import { assignPositionScope, getCustomerPosition } from '../../../api/customer-area';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { formatDate } from '../../../lib/format-date';
import type { CustomerOrderPosition } from '../../../shared/customer-area';
import { berlinDate } from '../../../lib/berlin-time';
import { coursePath } from '../../../shared/page-paths';
import { formatHours, pageLanguage } from '../format-hours';
import { PositionActions } from './PositionActions';
import { PositionParticipants } from './PositionParticipants';
import { DistanceLearningSection } from './DistanceLearningSection';
import { BookingSection } from '../../../components/booking/BookingSection';
import type { OrderStatus } from '../../../shared/order';

function period(position: CustomerOrderPosition): string | null {
  if (!position.startDate) return null;
  const start = formatDate(position.startDate);
  const end = position.endDate ? formatDate(position.endDate) : start;
  return start === end ? start : `${start} – ${end}`;
}

type Saving = { phase: 'idle' | 'saving' | 'saved' | 'failed' };

/** A dated course that stands (not self-study, not distance learning): it can be cancelled or rebooked under the AGB. */
const changeable = (position: CustomerOrderPosition, orderStatus: OrderStatus) =>
  position.kind === 'COURSE' &&
  position.courseType !== 'SELF' &&
  !position.zfuNumber &&
  position.startDate !== null &&
  !position.withdrawnAt &&
  orderStatus !== 'CANCELLED';

function ScopeAssignment({
  position,
  onAssigned,
}: {
  position: CustomerOrderPosition;
  onAssigned: (next: CustomerOrderPosition) => void;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const id = useId();
  const [chosen, setChosen] = useState(position.scopeId === null ? '' : String(position.scopeId));
  const [saving, setSaving] = useState<Saving>({ phase: 'idle' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setSaving({ phase: 'saving' });
    try {
      onAssigned(await assignPositionScope(position.positionId, Number(chosen)));
      setSaving({ phase: 'saved' });
    } catch (error) {
      console.warn('scope assignment failed', error);
      setSaving({ phase: 'failed' });
    }
  };
  return (
    <form className="scope-assignment" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className="field__label">
        {t('courses.scope.label')}
      </label>
      <div className="scope-assignment__row">
        <select
          id={id}
          className="field__control"
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value);
            setSaving({ phase: 'idle' });
          }}
        >
          <option value="">{t('courses.scope.choose')}</option>
          {position.scopeIds.map((scopeId, index) => (
            <option key={scopeId} value={scopeId}>
              {position.scopes[index] ?? scopeId}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="button button--secondary"
          disabled={!chosen || saving.phase === 'saving'}
          aria-busy={saving.phase === 'saving'}
        >
          {t('courses.scope.save')}
        </button>
      </div>
      <p className="scope-assignment__status" role="status">
        {saving.phase === 'saved'
          ? t('courses.scope.saved')
          : position.scopeId === null
            ? t('courses.scope.unassigned')
            : ''}
      </p>
      {saving.phase === 'failed' && (
        <p role="alert" className="dashboard-inline-error">
          {t('courses.scope.failed')}
        </p>
      )}
    </form>
  );
}

export function PositionItem({
  position: initial,
  orderNumber,
  orderStatus,
}: {
  position: CustomerOrderPosition;
  orderNumber: string;
  orderStatus: OrderStatus;
}) {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const [position, setPosition] = useState(initial);
  const reload = useCallback(
    () => void getCustomerPosition(position.positionId).then(setPosition, (error: unknown) => console.warn('reload failed', error)),
    [position.positionId],
  );
  const language = pageLanguage(i18n.language);
  const dates = period(position);
  const course =
    position.courseId !== null && position.courseKind !== null
      ? { id: position.courseId, name: position.name, kind: position.courseKind }
      : null;
  return (
    <article className="dashboard-position">
      <h4 className="dashboard-position__name">
        {course && position.kind === 'COURSE' ? <Link to={coursePath(course)}>{position.name}</Link> : position.name}
      </h4>
      {/* The day as the withdrawal's receipt and confirmation mail state it (Europe/Berlin). */}
      {position.withdrawnAt && (
        <p className="dashboard-position__withdrawn">
          {t(position.endedAs === 'CANCELLATION' ? 'courses.cancelledAt' : 'courses.withdrawnAt', { date: berlinDate(position.withdrawnAt) })}
        </p>
      )}
      <dl className="dashboard-facts">
        <dt>{t('courses.organizer')}</dt>
        <dd>{position.organizer}</dd>
        {dates && (
          <>
            <dt>{t('courses.dates')}</dt>
            <dd>
              {dates}
              {position.city ? `, ${position.city}` : ''}
            </dd>
          </>
        )}
        {position.kind === 'COURSE' && (
          <>
            <dt>{t('courses.hours')}</dt>
            <dd>
              {position.hours === null
                ? t('courses.hoursUnknown')
                : t('courses.hoursValue', { hours: formatHours(position.hours, language) })}
            </dd>
          </>
        )}
        {position.referents.length > 0 && (
          <>
            <dt>{t('courses.referents')}</dt>
            <dd>{position.referents.join(', ')}</dd>
          </>
        )}
        {position.kind === 'COURSE' && position.scopeIds.length === 1 && (
          <>
            <dt>{t('courses.scope.label')}</dt>
            <dd>{position.scopes[0]}</dd>
          </>
        )}
      </dl>
      {position.kind === 'COURSE' && position.scopeIds.length > 1 && (
        <ScopeAssignment position={position} onAssigned={setPosition} />
      )}
      {position.participants && (
        <PositionParticipants orderNumber={orderNumber} orderStatus={orderStatus} position={position} />
      )}
      {position.instalments && (
        <DistanceLearningSection
          position={position}
          orderStatus={orderStatus}
          onTerminated={reload}
        />
      )}
      {/* Judged as the page was opened: after a cancellation here the panel stays with its receipt. */}
      {changeable(initial, orderStatus) && <BookingSection positionId={position.positionId} onChanged={reload} />}
      <PositionActions position={position} />
    </article>
  );
}
