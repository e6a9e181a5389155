/**
 * The rows of the participants form (issue 25 §1), one fieldset per seat: "Ich nehme selbst teil"
 * (when the buyer is a person who may take a seat), first and last name, e-mail, and optionally the
 * bar chamber and member number (printed on the certificate and the chamber letter). A row left empty
 * is a seat not named yet. Used inside a Formik form whose values are ParticipantsValues.
 */
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { CheckboxField, SelectField } from '../forms/fields';
import { FormField } from '../FormField';
import { ACCOUNT_NAMESPACE } from '../../lib/account-texts';
import { useTranslation } from '../../lib/texts';
import type { Chamber } from '../../shared/types';
import type { ParticipantsValues } from './seat-values';
import './participants.css';

export interface ParticipantsFieldsProps {
  /** GET /api/chambers; null while not loaded (the chamber field is left out, it is optional). */
  chambers: readonly Chamber[] | null;
  /** Whether "Ich nehme selbst teil" is offered. */
  allowSelf: boolean;
}

export function ParticipantsFields({ chambers, allowSelf }: ParticipantsFieldsProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { values } = useFormikContext<ParticipantsValues>();
  const chamberOptions = useMemo(
    () => (chambers ?? []).map((chamber) => ({ value: String(chamber.id), label: chamber.name })),
    [chambers],
  );
  return (
    <div className="participants-fields">
      {values.seats.map((row, index) => (
        <fieldset key={index} className="participants-fields__seat">
          <legend>{t('participants.seat', { seat: index + 1 })}</legend>
          {allowSelf && <CheckboxField name={`seats.${index}.self`}>{t('participants.self')}</CheckboxField>}
          {!row.self && (
            <div className="participants-fields__person">
              <FormField
                name={`seats.${index}.firstName`}
                label={t('participants.firstName')}
                autoComplete="off"
                maxLength={100}
              />
              <FormField
                name={`seats.${index}.lastName`}
                label={t('participants.lastName')}
                autoComplete="off"
                maxLength={100}
              />
              <FormField
                name={`seats.${index}.email`}
                label={t('participants.email')}
                type="email"
                autoComplete="off"
                maxLength={254}
              />
              {chambers && (
                <SelectField
                  name={`seats.${index}.chamberId`}
                  label={t('participants.chamber')}
                  options={chamberOptions}
                  placeholder={t('participants.noChamber')}
                />
              )}
              <FormField
                name={`seats.${index}.memberNumber`}
                label={t('participants.memberNumber')}
                autoComplete="off"
                maxLength={30}
              />
            </div>
          )}
        </fieldset>
      ))}
      <p className="participants-fields__hint">{t('participants.blankHint')}</p>
    </div>
  );
}
