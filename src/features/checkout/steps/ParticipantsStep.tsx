/**
 * The participants step of both order flows (issue 25 §1): for every course date of the order, who
 * takes each of its seats — "Ich nehme selbst teil", a member of the firm (office managers), or a name
 * and e-mail, optionally with the bar chamber. Naming is optional here: a seat left empty is named
 * later in "Meine Kurse" (or the guest's order page), so "Später benennen" goes on without names.
 * The form and its rules are the ones "Meine Kurse" uses (src/components/participants/).
 */
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { ParticipantsFields } from '../../../components/participants/ParticipantsFields';
import { participantsSchema } from '../../../components/participants/participants-schema';
import { entriesOf, valuesOf, type ParticipantsValues } from '../../../components/participants/seat-values';
import { SubmitButton } from '../../../components/SubmitButton';
import { ACCOUNT_NAMESPACE, useAccountTexts } from '../../../lib/account-texts';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import { formatDate } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/texts';
import type { CheckoutPositionParticipants, ParticipantsRequest } from '../../../shared/participants';
import { StepNoticeView } from './StepNotice';
import type { ParticipantsStepView } from './step-view';
import './steps.css';
import * as Yup from 'yup';

export interface ParticipantsStepProps<E extends string> {
  view: ParticipantsStepView<E>;
  onSubmit: (request: ParticipantsRequest) => void;
  onSkip: () => void;
  onSend: (event: E) => void;
  /** The machine events saving and skipping send (data-event, for the model-based tests' control check). */
  sends: { save: string; skip: string };
}

interface StepValues {
  positions: ParticipantsValues[];
}

/** The request of the form: every date's seats in the order shown (the server's refusals name that index). */
function requestOf(positions: readonly CheckoutPositionParticipants[], values: StepValues): ParticipantsRequest {
  return {
    positions: positions.map((position, index) => ({
      positionId: position.positionId,
      participants: entriesOf(values.positions[index]!),
    })),
  };
}

export function ParticipantsStep<E extends string>(props: ParticipantsStepProps<E>) {
  // The participant form's texts live with "Meine Kurse" (the account namespace).
  const { status, retry } = useAccountTexts();
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  if (status === 'ready') return <ParticipantsForm {...props} />;
  if (status === 'loading') return <LoadingIndicator />;
  return (
    <Alert tone="error">
      <p>{t('checkout.textsFailed')}</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        {t('checkout.retry')}
      </button>
    </Alert>
  );
}

function ParticipantsForm<E extends string>({ view, onSubmit, onSkip, onSend, sends }: ParticipantsStepProps<E>) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const account = useTranslation(ACCOUNT_NAMESPACE).t;
  const { positions } = view.data.participants;
  const initialValues = useMemo<StepValues>(
    () => ({ positions: positions.map((position) => valuesOf(position.seats, position.participants)) }),
    [positions],
  );
  const schema = useMemo(() => Yup.object({ positions: Yup.array().of(participantsSchema(account)) }), [account]);
  const initialStatus = useMemo(() => {
    const refused = view.fieldError;
    if (!refused) return { fieldErrors: {} };
    const message = account(`participants.refused.${refused.code}`, { defaultValue: account('participants.refused.field') });
    return { fieldErrors: { [refused.field]: message } };
  }, [view.fieldError, account]);
  return (
    <Formik<StepValues>
      initialValues={initialValues}
      initialStatus={initialStatus}
      validationSchema={schema}
      enableReinitialize
      onSubmit={(values, helpers) => {
        helpers.setSubmitting(false);
        onSubmit(requestOf(positions, values));
      }}
    >
      <Form noValidate className="checkout-participants">
        <p>{t(view.intro)}</p>
        {positions.map((position, index) => (
          <section key={position.positionId} className="checkout-participants__date" aria-labelledby={`participants-date-${index}`}>
            <h2 id={`participants-date-${index}`} className="checkout-participants__title">
              {position.name}
            </h2>
            {position.schedule && (
              <p className="checkout-participants__when">
                {t('checkout.participants.when', {
                  start: formatDate(position.schedule.startDate),
                  end: formatDate(position.schedule.endDate),
                  count: position.seats,
                })}
              </p>
            )}
            <ParticipantsFields
              prefix={`positions.${index}.`}
              chambers={view.data.chambers}
              allowSelf={view.allowSelf}
              members={view.data.members}
            />
          </section>
        ))}
        {view.notice && <StepNoticeView notice={view.notice} onSend={onSend} />}
        <div className="checkout-form__actions">
          {view.backTo && <Link to={view.backTo}>{t('checkout.back')}</Link>}
          <button type="button" className="button button--secondary" disabled={view.busy} data-event={sends.skip} onClick={onSkip}>
            {t('checkout.participants.skip')}
          </button>
          <SubmitButton busy={view.busy} data-event={sends.save}>
            {t('checkout.participants.save')}
          </SubmitButton>
        </div>
      </Form>
    </Formik>
  );
}
