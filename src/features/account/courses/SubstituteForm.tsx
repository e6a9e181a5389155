/**
 * "Ersatzperson benennen" (issue 25 §6): after naming closed and until the start, the buyer can only
 * replace a named participant by another person — free of charge. The form picks one of the named
 * seats and the substitute's name and e-mail; the request keeps every other seat as it is (the
 * server refuses anything more: services/participants/later.ts).
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import * as Yup from 'yup';
import { Alert } from '../../../components/Alert';
import { FormField } from '../../../components/FormField';
import { SelectField } from '../../../components/forms/fields';
import { SubmitButton } from '../../../components/SubmitButton';
import { refusalOf, type Refusal } from '../../../components/participants/server-refusal';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { describeFailure } from '../../../lib/api-error';
import { useTranslation, type TFunction } from '../../../lib/texts';
import type { ParticipantEntry, SeatParticipant } from '../../../shared/participants';
import { SINGLE_LINE } from '../../../shared/single-line';
import type { SaveParticipants, SeatsPosition } from './participants-position';

interface SubstituteValues {
  /** The seat number of the person replaced, as the select holds it. */
  seat: string;
  firstName: string;
  lastName: string;
  email: string;
}

function substituteSchema(t: TFunction) {
  const required = t('participants.errors.required');
  const name = Yup.string()
    .trim()
    .max(100, t('participants.errors.tooLong', { max: 100 }))
    .matches(SINGLE_LINE, t('participants.errors.oneLine'))
    .required(required);
  return Yup.object({
    seat: Yup.string().required(t('participants.substitute.seatRequired')),
    firstName: name,
    lastName: name,
    email: Yup.string()
      .trim()
      .max(254, t('participants.errors.tooLong', { max: 254 }))
      .email(t('participants.errors.email'))
      .required(required),
  });
}

/** The request: every seat as stored, the chosen one with the substitute. */
export function substituteEntries(seats: readonly SeatParticipant[], values: SubstituteValues): ParticipantEntry[] {
  return seats.map(({ seat, participant }): ParticipantEntry => {
    if (String(seat) === values.seat) {
      return { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() };
    }
    if (!participant) return null;
    if (participant.self) return { self: true };
    const { firstName, lastName, email, chamberId, memberNumber } = participant;
    return { firstName, lastName, email, chamberId, memberNumber };
  });
}

export function SubstituteForm({
  save,
  position,
  seats,
  onSaved,
  onCancel,
  onRefused,
}: {
  save: SaveParticipants;
  position: SeatsPosition;
  seats: readonly SeatParticipant[];
  onSaved: (seats: SeatParticipant[]) => void;
  onCancel: () => void;
  onRefused: (refusal: Refusal) => void;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const schema = useMemo(() => substituteSchema(t), [t]);
  const [failed, setFailed] = useState(false);
  const named = seats.flatMap(({ seat, participant }) =>
    participant
      ? [{ value: String(seat), label: `${t('participants.seat', { seat })}: ${participant.firstName} ${participant.lastName}` }]
      : [],
  );
  const submit = async (values: SubstituteValues, helpers: FormikHelpers<SubstituteValues>) => {
    setFailed(false);
    try {
      const answer = await save(position.positionId, substituteEntries(seats, values));
      onSaved(answer.participants);
    } catch (error) {
      const refusal = refusalOf(await describeFailure(error));
      if (refusal.kind === 'field' && refusal.field.endsWith('.email')) {
        const message = t(`participants.refused.${refusal.code}`, { defaultValue: t('participants.refused.field') });
        helpers.setStatus({ fieldErrors: { email: message } });
      } else if (refusal.kind === 'twice') {
        helpers.setStatus({ fieldErrors: { email: t('participants.refused.twiceElsewhere', { email: refusal.email }) } });
      } else if (refusal.kind === 'closed' || refusal.kind === 'started' || refusal.kind === 'position') onRefused(refusal);
      else setFailed(true);
    }
  };
  return (
    <Formik<SubstituteValues>
      initialValues={{ seat: named.length === 1 ? named[0]!.value : '', firstName: '', lastName: '', email: '' }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form
          noValidate
          className="position-participants__form"
          aria-label={t('participants.substitute.formLabel', { name: position.name })}
        >
          <SelectField
            name="seat"
            label={t('participants.substitute.seat')}
            options={named}
            placeholder={t('participants.substitute.seatPlaceholder')}
            required
          />
          <FormField name="firstName" label={t('participants.firstName')} autoComplete="off" maxLength={100} required />
          <FormField name="lastName" label={t('participants.lastName')} autoComplete="off" maxLength={100} required />
          <FormField
            name="email"
            label={t('participants.email')}
            type="email"
            autoComplete="off"
            maxLength={254}
            required
          />
          {failed && (
            <Alert tone="error">
              <p>{t('participants.saveFailed')}</p>
            </Alert>
          )}
          <p className="dashboard-actions">
            <SubmitButton busy={isSubmitting}>{t('participants.substitute.submit')}</SubmitButton>
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {t('participants.cancel')}
            </button>
          </p>
        </Form>
      )}
    </Formik>
  );
}
