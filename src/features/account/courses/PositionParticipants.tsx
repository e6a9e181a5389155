/**
 * The seats of a bought course date and who takes them (issue 25 §1, §6): the buyer names people for
 * seats still without a name, or names a substitute for someone who cannot come — free of charge —
 * until naming closes (participantsClosedOn, a few days before the start); after that, until the
 * start (substitutionClosedOn), only a substitute for a named seat (SubstituteForm). Each newly named
 * person gets their own booking confirmation with the calendar file; the one replaced is told the
 * place was passed on (server: services/participants/later.ts).
 *
 * The same seats and forms serve a guest's naming link (/teilnehmende-benennen,
 * src/features/account/naming-link) and the firm's office manager for a member's order on the page
 * "Kanzlei" (issue 25 §6, FirmOrderPosition): those pages hand in `save`, which sends the link, or
 * to the firm's route, instead of the signed-in customer's order number.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { getChambers, nameParticipants } from '../../../api/customer-area';
import { Alert } from '../../../components/Alert';
import { SubmitButton } from '../../../components/SubmitButton';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { describeFailure } from '../../../lib/api-error';
import { berlinToday } from '../../../lib/berlin-time';
import { formatDate } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/texts';
import type { OrderStatus } from '../../../shared/order';
import type { ParticipantCandidate, SeatParticipant } from '../../../shared/participants';
import { ParticipantsFields } from '../../../components/participants/ParticipantsFields';
import { participantsSchema } from '../../../components/participants/participants-schema';
import { entriesOf, valuesOf, type ParticipantsValues } from '../../../components/participants/seat-values';
import { refusalOf, type Refusal } from '../../../components/participants/server-refusal';
import { useLoad } from '../use-load';
import type { SaveParticipants, SeatsPosition } from './participants-position';
import { SubstituteForm } from './SubstituteForm';

export type { SaveParticipants, SeatsPosition } from './participants-position';

/** The day before `day` (yyyy-mm-dd): the last day naming is still open. */
function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** A standing position of a standing order (not withdrawn, not cancelled). */
const standing = (position: SeatsPosition, orderStatus: OrderStatus) => orderStatus !== 'CANCELLED' && !position.withdrawnAt;

/** Whether the seats can still be named: a standing position of a standing order, before naming closes. */
export function namingOpen(position: SeatsPosition, orderStatus: OrderStatus, today = berlinToday()): boolean {
  const closedOn = position.participantsClosedOn;
  return orderStatus !== 'CANCELLED' && !position.withdrawnAt && typeof closedOn === 'string' && today < closedOn;
}

/** Whether a named participant can still be replaced: a standing position of a standing order, before the start day. */
export function substitutionOpen(position: SeatsPosition, orderStatus: OrderStatus, today = berlinToday()): boolean {
  const closedOn = position.substitutionClosedOn;
  return orderStatus !== 'CANCELLED' && !position.withdrawnAt && typeof closedOn === 'string' && today < closedOn;
}

/** The refusal of a whole position in words. */
function refusalText(t: ReturnType<typeof useTranslation>['t'], refusal: Refusal): string {
  if (refusal.kind === 'closed') return t('participants.refused.NAMING_CLOSED', { date: refusal.closedOn ? formatDate(refusal.closedOn) : '' });
  if (refusal.kind === 'started') {
    return t('participants.refused.SUBSTITUTION_CLOSED', { date: refusal.startDate ? formatDate(refusal.startDate) : '' });
  }
  if (refusal.kind === 'position') return t(`participants.refused.${refusal.code}`);
  return t('participants.saveFailed');
}

function SeatList({ seats }: { seats: readonly SeatParticipant[] }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <ol className="position-participants__list">
      {seats.map(({ seat, participant }) => (
        <li key={seat}>
          <span className="position-participants__seat">{t('participants.seat', { seat })}</span>{' '}
          {participant ? (
            <>
              {participant.firstName} {participant.lastName}
              {participant.self && <> ({t('participants.selfShort')})</>}
              <span className="position-participants__email">{participant.email}</span>
            </>
          ) : (
            <em>{t('participants.unnamed')}</em>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Nothing to offer any more on a standing position: say why rather than show the seats without a word (the naming link's page too). */
function ClosedHint({ position, orderStatus }: { position: SeatsPosition; orderStatus: OrderStatus }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const closedOn = position.participantsClosedOn;
  if (!standing(position, orderStatus) || !closedOn) return null;
  return (
    <p className="position-participants__hint">
      {substitutionOpen(position, orderStatus)
        ? t('participants.closedHint', { date: formatDate(dayBefore(closedOn)) })
        : t('participants.startedHint')}
    </p>
  );
}

function EditForm({
  save,
  position,
  buyerName,
  members,
  onSaved,
  onCancel,
  onRefused,
}: {
  save: SaveParticipants;
  position: SeatsPosition;
  buyerName: string | undefined;
  members: readonly ParticipantCandidate[] | undefined;
  onSaved: (seats: SeatParticipant[]) => void;
  onCancel: () => void;
  onRefused: (refusal: Refusal) => void;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const chambers = useLoad('chambers', (signal) => getChambers({ signal }));
  const schema = useMemo(() => participantsSchema(t), [t]);
  const [failed, setFailed] = useState<Refusal | null>(null);
  const submit = async (values: ParticipantsValues, helpers: FormikHelpers<ParticipantsValues>) => {
    setFailed(null);
    try {
      const answer = await save(position.positionId, entriesOf(values));
      onSaved(answer.participants);
    } catch (error) {
      const refusal = refusalOf(await describeFailure(error));
      if (refusal.kind === 'field') {
        const message = t(`participants.refused.${refusal.code}`, { defaultValue: t('participants.refused.field') });
        helpers.setStatus({ fieldErrors: { [refusal.field]: message } });
      } else if (refusal.kind === 'closed' || refusal.kind === 'position') onRefused(refusal);
      else setFailed(refusal);
    }
  };
  return (
    <Formik<ParticipantsValues>
      initialValues={valuesOf(position.seats ?? 1, position.participants)}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form
          noValidate
          className="position-participants__form"
          aria-label={t('participants.formLabel', { name: position.name })}
        >
          <ParticipantsFields
            chambers={chambers.status === 'ready' ? chambers.data : null}
            allowSelf
            selfLabel={buyerName === undefined ? undefined : t('participants.buyerTakesPart', { name: buyerName })}
            members={members}
          />
          {failed && (
            <Alert tone="error">
              <p>
                {failed.kind === 'twice'
                  ? t('participants.refused.twiceElsewhere', { email: failed.email })
                  : t('participants.saveFailed')}
              </p>
            </Alert>
          )}
          <p className="dashboard-actions">
            <SubmitButton busy={isSubmitting}>{t('participants.save')}</SubmitButton>
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {t('participants.cancel')}
            </button>
          </p>
        </Form>
      )}
    </Formik>
  );
}

/** What the seats offer now: naming (open), or only a substitute for a named seat after naming closed, until the start. */
function offerOf(position: SeatsPosition, orderStatus: OrderStatus, seats: readonly SeatParticipant[], closed: 'naming' | 'all' | null) {
  const open = closed === null && namingOpen(position, orderStatus);
  const unnamed = seats.filter((seat) => seat.participant === null).length;
  const substituting = !open && closed !== 'all' && unnamed < seats.length && substitutionOpen(position, orderStatus);
  return { open, unnamed, substituting };
}

/** Who saves: the signed-in customer's order (by its number), or the page's own call (the guest's naming link, the office manager's route). */
type Saver = { orderNumber: string } | { save: SaveParticipants };

const saverOf = (saver: Saver): SaveParticipants =>
  'save' in saver ? saver.save : (positionId, entries) => nameParticipants(saver.orderNumber, positionId, entries);

export function PositionParticipants(
  props: {
    orderStatus: OrderStatus;
    position: SeatsPosition;
    /** The heading's level: below the order and position headings of "Meine Kurse" (5), or a page's course heading (3). */
    headingLevel?: 3 | 5;
    /** Someone else's order (the office manager's): the buyer's name, for what "self" means. */
    buyerName?: string;
    /** People a seat can be filled with in one choice ("Mitglied der Kanzlei"). */
    members?: readonly ParticipantCandidate[];
    /** false: the page lists the names itself (onSaved tells it the new ones). */
    seatList?: boolean;
    onSaved?: (seats: SeatParticipant[]) => void;
  } & Saver,
) {
  const { orderStatus, position, buyerName, members, seatList = true, onSaved } = props;
  const Heading = `h${props.headingLevel ?? 5}` as const;
  const save = saverOf(props);
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [seats, setSeats] = useState<SeatParticipant[]>(position.participants ?? []);
  const [mode, setMode] = useState<'view' | 'edit' | 'substitute'>('view');
  const [notice, setNotice] = useState<'saved' | Refusal | null>(null);
  const [closed, setClosed] = useState<'naming' | 'all' | null>(null);
  const { open, unnamed, substituting } = offerOf(position, orderStatus, seats, closed);
  const refused = (refusal: Refusal) => {
    setClosed(refusal.kind === 'closed' ? 'naming' : 'all');
    setMode('view');
    setNotice(refusal);
  };
  const saved = (next: SeatParticipant[]) => {
    setSeats(next);
    onSaved?.(next);
    setMode('view');
    setNotice('saved');
  };
  const headingId = `participants-${position.positionId}`;
  return (
    <section className="position-participants" aria-labelledby={headingId}>
      <Heading id={headingId} className="position-participants__title">
        {t('participants.title')}
      </Heading>
      {mode === 'edit' ? (
        <EditForm
          save={save}
          position={{ ...position, participants: seats }}
          buyerName={buyerName}
          members={members}
          onSaved={saved}
          onCancel={() => setMode('view')}
          onRefused={refused}
        />
      ) : mode === 'substitute' ? (
        <SubstituteForm
          save={save}
          position={position}
          seats={seats}
          onSaved={saved}
          onCancel={() => setMode('view')}
          onRefused={refused}
        />
      ) : (
        <>
          {seatList && <SeatList seats={seats} />}
          {notice === 'saved' && <p role="status">{t('participants.saved')}</p>}
          {notice !== null && notice !== 'saved' && (
            <Alert tone="error">
              <p>{refusalText(t, notice)}</p>
            </Alert>
          )}
          {open && (
            <>
              <p className="position-participants__hint">
                {unnamed > 0 ? t('participants.unnamedCount', { count: unnamed }) + ' ' : ''}
                {t('participants.openUntil', { date: formatDate(dayBefore(position.participantsClosedOn!)) })}
                {position.substitutionClosedOn
                  ? ' ' + t('participants.substituteAfter', { date: formatDate(dayBefore(position.substitutionClosedOn)) })
                  : ''}
              </p>
              <p className="dashboard-actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setNotice(null);
                    setMode('edit');
                  }}
                >
                  {unnamed === seats.length ? t('participants.name') : t('participants.change')}
                </button>
              </p>
            </>
          )}
          {!open && !substituting && notice === null && <ClosedHint position={position} orderStatus={orderStatus} />}
          {substituting && (
            <>
              <p className="position-participants__hint">
                {t('participants.substituteUntil', { date: formatDate(dayBefore(position.substitutionClosedOn!)) })}
              </p>
              <p className="dashboard-actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setNotice(null);
                    setMode('substitute');
                  }}
                >
                  {t('participants.substitute.open')}
                </button>
              </p>
            </>
          )}
        </>
      )}
    </section>
  );
}
