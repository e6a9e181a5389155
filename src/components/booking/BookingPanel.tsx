/**
 * One booking's changes after the order (issue 27), rendered from the booking machine
 * (machines/booking.machine.ts): its stage, and — as far as the AGB (§ 4) allow today — cancelling with
 * the fee and refund shown before "Kostenpflichtig stornieren" / "Kostenfrei stornieren", and rebooking
 * once to another date of the course. Every control names the event it sends (data-event), so the
 * model-based test can check that the page offers exactly what the machine accepts.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { BookingEvent, BookingInput } from '../../../machines/booking.machine';
import { bookingLogic, type BookingLogic } from '../../actors/booking';
import { getCreditNotePdf } from '../../api/customer-area';
import { Alert } from '../Alert';
import { Spinner } from '../Spinner';
import { ACCOUNT_NAMESPACE } from '../../lib/account-texts';
import { berlinDate } from '../../lib/berlin-time';
import { formatCents } from '../../lib/format';
import { formatDate } from '../../lib/format-date';
import { useTranslation } from '../../lib/texts';
import type { BookingView, RebookingReceipt } from '../../shared/booking';
import { PdfButton } from '../PdfButton';
import { BookingTerms } from './BookingTerms';
import { RebookingDates } from './RebookingDates';

export interface BookingPanelProps extends BookingInput {
  /** Another machine (a test's); default: the one with the real calls. */
  logic?: BookingLogic;
  /** The booking changed (cancelled, rebooked): the page reloads what it shows around the panel. */
  onChanged?: () => void;
  /** A guest's panel: the order token of the completed order (customers: none, the bearer token goes). */
  orderToken?: string;
  /** Hands out the running actor (tests watch the flow). */
  onActor?: (actor: ActorRefFrom<BookingLogic>) => void;
}

const period = (date: { startDate: string | null; endDate: string | null; city: string | null }) => {
  if (!date.startDate) return '';
  const days = date.endDate && date.endDate !== date.startDate ? `${formatDate(date.startDate)} – ${formatDate(date.endDate)}` : formatDate(date.startDate);
  return date.city ? `${days}, ${date.city}` : days;
};

function Busy({ label }: { label: string }) {
  return (
    <div className="loading" role="status">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}

type Send = (event: BookingEvent) => void;
type Snapshot = SnapshotFrom<BookingLogic>;

function Buttons({ send, events }: { send: Send; events: ('back' | 'retry')[] }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <p className="booking-panel__actions">
      {events.map((name) => (
        <button key={name} type="button" className="button button--secondary" data-event={`user.${name}`} onClick={() => send({ type: `user.${name}` })}>
          {t(`booking.${name}`)}
        </button>
      ))}
    </p>
  );
}

function Failed({ text, send, withBack }: { text: string; send: Send; withBack: boolean }) {
  return (
    <Alert tone="error">
      <p>{text}</p>
      <Buttons send={send} events={withBack ? ['back', 'retry'] : ['retry']} />
    </Alert>
  );
}

function Booked({ view, send }: { view: BookingView; send: Send }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const canCancel = view.cancellation.refusal === null;
  const canRebook = view.rebooking.refusal === null && view.rebooking.dates.length > 0;
  return (
    <div className="booking-panel">
      <BookingTerms booking={view} />
      <p className="booking-panel__actions">
        {canCancel && (
          <button type="button" className="button button--secondary" data-event="user.cancel" onClick={() => send({ type: 'user.cancel' })}>
            {t('booking.cancel')}
          </button>
        )}
        {canRebook && (
          <button type="button" className="button button--secondary" data-event="user.rebook" onClick={() => send({ type: 'user.rebook' })}>
            {t('booking.rebook')}
          </button>
        )}
      </p>
    </div>
  );
}

function ConfirmCancellation({ snapshot, send, money }: { snapshot: Snapshot; send: Send; money: (cents: number) => string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { booking, failure, positionId } = snapshot.context;
  const { feeCents, feePercent, refundCents } = booking!.cancellation;
  return (
    <section className="booking-panel" aria-labelledby={`booking-cancel-${positionId}`}>
      <h5 id={`booking-cancel-${positionId}`}>{t('booking.confirmCancelTitle')}</h5>
      {failure?.code === 'FEE_CHANGED' && <Alert tone="info">{t('booking.feeChanged')}</Alert>}
      <dl className="dashboard-facts">
        <dt>{t('booking.price')}</dt>
        <dd>{money(booking!.grossCents)}</dd>
        <dt>{feeCents === 0 ? t('booking.feeFree') : t('booking.fee', { percent: feePercent })}</dt>
        <dd>{money(feeCents)}</dd>
        <dt>{t('booking.refund')}</dt>
        <dd>{money(refundCents)}</dd>
      </dl>
      <p>{t('booking.cancelNote')}</p>
      <p className="booking-panel__actions">
        <button type="button" className="button button--secondary" data-event="user.back" onClick={() => send({ type: 'user.back' })}>
          {t('booking.back')}
        </button>
        <button type="button" className="button" data-event="user.confirm" onClick={() => send({ type: 'user.confirm' })}>
          {feeCents > 0 ? t('booking.confirmCancelPaid') : t('booking.confirmCancelFree')}
        </button>
      </p>
    </section>
  );
}

/** What a cancellation cost: the receipt just received, or what the loaded booking says. */
function cancellationFacts({ booking, cancellation }: Snapshot['context']) {
  if (cancellation) {
    return {
      at: cancellation.cancelledAt, fee: cancellation.feeCents, refund: cancellation.refundCents,
      creditNoteId: cancellation.creditNote?.id ?? null, number: cancellation.creditNote?.number ?? null,
    };
  }
  const stored = booking!.cancelled!;
  return { at: stored.at, fee: stored.feeCents, refund: stored.refundCents, creditNoteId: stored.creditNoteId, number: null };
}

function Cancelled({ snapshot, money, orderToken }: { snapshot: Snapshot; money: (cents: number) => string; orderToken?: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { cancellation } = snapshot.context;
  const { at, fee, refund, creditNoteId, number } = cancellationFacts(snapshot.context);
  return (
    <div className="booking-panel" role="status">
      <p className="booking-panel__stage">{t('booking.cancelledAt', { date: berlinDate(at) })}</p>
      <p>
        {t('booking.cancelledFee', { fee: money(fee) })} · {t('booking.cancelledRefund', { refund: money(refund) })}
      </p>
      {cancellation && <p>{t(`booking.refundBy.${cancellation.refundMethod}`, { refund: money(refund) })}</p>}
      {creditNoteId !== null && (
        <PdfButton
          label={number ? t('booking.creditNoteNumber', { number }) : t('booking.creditNote')}
          failed={t('booking.creditNoteFailed')}
          fileName={`Rechnungskorrektur-${number ?? creditNoteId}.pdf`}
          load={() => getCreditNotePdf(creditNoteId, orderToken)}
        />
      )}
    </div>
  );
}

function ChooseDate({ snapshot, send }: { snapshot: Snapshot; send: Send }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { booking, failure, positionId } = snapshot.context;
  return (
    <section className="booking-panel" aria-labelledby={`booking-dates-${positionId}`}>
      <h5 id={`booking-dates-${positionId}`}>{t('booking.chooseTitle')}</h5>
      <p>{t('booking.rebookNote', { date: formatDate(booking!.rebooking.freeUntil) })}</p>
      {failure?.code === 'SCHEDULE_FULL' && <Alert tone="info">{t('booking.dateFilled')}</Alert>}
      <RebookingDates booking={booking!} onChoose={(scheduleId) => send({ type: 'user.chooseDate', scheduleId })} />
      <Buttons send={send} events={['back']} />
    </section>
  );
}

function ConfirmRebooking({ snapshot, send }: { snapshot: Snapshot; send: Send }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { booking, date, positionId } = snapshot.context;
  return (
    <section className="booking-panel" aria-labelledby={`booking-rebook-${positionId}`}>
      <h5 id={`booking-rebook-${positionId}`}>{t('booking.confirmRebookTitle')}</h5>
      <dl className="dashboard-facts">
        <dt>{t('booking.from')}</dt>
        <dd>{period(booking!)}</dd>
        <dt>{t('booking.to')}</dt>
        <dd>{period(date!)}</dd>
      </dl>
      <p>{t('booking.rebookFree')}</p>
      <p className="booking-panel__actions">
        <button type="button" className="button button--secondary" data-event="user.back" onClick={() => send({ type: 'user.back' })}>
          {t('booking.back')}
        </button>
        <button type="button" className="button" data-event="user.confirm" onClick={() => send({ type: 'user.confirm' })}>
          {t('booking.confirmRebook')}
        </button>
      </p>
    </section>
  );
}

function Rebooked({ receipt, send }: { receipt: RebookingReceipt; send: Send }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <div className="booking-panel" role="status">
      <p className="booking-panel__stage">{t('booking.rebookedTo', { date: period(receipt.to) })}</p>
      <p>{t('booking.rebookedFrom', { date: period(receipt.from) })}</p>
      <p>
        <button type="button" className="button button--secondary" data-event="user.confirm" onClick={() => send({ type: 'user.confirm' })}>
          {t('booking.done')}
        </button>
      </p>
    </div>
  );
}

/** What the panel shows in `snapshot`'s state. */
interface StateViewProps {
  snapshot: Snapshot;
  send: Send;
  money: (cents: number) => string;
  orderToken?: string;
}

function StateView({ snapshot, send, money, orderToken }: StateViewProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { booking, rebooking } = snapshot.context;
  const is = (value: string) => snapshot.matches(value as never);
  if (is('loading')) return <Busy label={t('booking.loading')} />;
  if (is('loadFailed')) return <Failed text={t('booking.loadFailed')} send={send} withBack={false} />;
  if (is('booked')) return <Booked view={booking!} send={send} />;
  if (is('confirmingCancellation')) return <ConfirmCancellation snapshot={snapshot} send={send} money={money} />;
  if (is('cancelling')) return <Busy label={t('booking.cancelling')} />;
  if (is('cancelFailed')) return <Failed text={t('booking.cancelFailed')} send={send} withBack />;
  if (is('cancelled')) return <Cancelled snapshot={snapshot} money={money} orderToken={orderToken} />;
  if (is('choosingDate')) return <ChooseDate snapshot={snapshot} send={send} />;
  if (is('confirmingRebooking')) return <ConfirmRebooking snapshot={snapshot} send={send} />;
  if (is('rebooking')) return <Busy label={t('booking.rebooking')} />;
  if (is('rebookFailed')) return <Failed text={t('booking.rebookFailed')} send={send} withBack />;
  if (is('rebooked')) return <Rebooked receipt={rebooking!} send={send} />;
  // Withdrawn, attended, absent: nothing to change.
  const stage = is('withdrawn') ? 'withdrawn' : is('attended') ? 'attended' : 'absent';
  return <p className="booking-panel__stage">{t(`booking.stage.${stage}`)}</p>;
}

export function BookingPanel({ positionId, language, logic, onChanged, onActor, orderToken }: BookingPanelProps) {
  const machine = useMemo(() => logic ?? bookingLogic(undefined, orderToken), [logic, orderToken]);
  const actor = useActorRef(machine, { input: { positionId, language } });
  useEffect(() => {
    onActor?.(actor);
  }, [actor, onActor]);
  const snapshot = useSelector(actor, (state) => state);
  const { cancellation } = snapshot.context;
  const changed = snapshot.matches('cancelled') && cancellation !== null ? 'cancelled' : snapshot.matches('rebooked') ? 'rebooked' : null;
  useEffect(() => {
    if (changed) onChanged?.();
  }, [changed, onChanged]);
  const money = (cents: number) => formatCents(cents, language);
  return <StateView snapshot={snapshot} send={actor.send} money={money} orderToken={orderToken} />;
}
