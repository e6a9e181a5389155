/**
 * The rows of the participants form (issue 25 §1), one fieldset per seat: "Ich nehme selbst teil"
 * (when the buyer is a person who may take a seat), first and last name, e-mail, and optionally the
 * bar chamber and member number (printed on the certificate and the chamber letter). A row left empty
 * is a seat not named yet. Used inside a Formik form whose values are ParticipantsValues (at `prefix`:
 * the checkout's form holds one per course date). A firm's office manager can fill a seat with one of
 * the firm's members ("Mitglieder der Kanzlei").
 */
import { getIn, useFormikContext } from 'formik';
import { useId, useMemo } from 'react';
import { CheckboxField, SelectField } from '../forms/fields';
import { FormField } from '../FormField';
import { ACCOUNT_NAMESPACE } from '../../lib/account-texts';
import { useTranslation } from '../../lib/texts';
import type { ParticipantCandidate } from '../../shared/participants';
import type { Chamber } from '../../shared/types';
import type { SeatValues } from './seat-values';
import './participants.css';

export interface ParticipantsFieldsProps {
  /** GET /api/chambers; null while not loaded (the chamber field is left out, it is optional). */
  chambers: readonly Chamber[] | null;
  /** Whether "Ich nehme selbst teil" is offered. */
  allowSelf: boolean;
  /** The self choice's label when the one filling in is not the buyer (an office manager: "the buyer takes part"). */
  selfLabel?: string;
  /** Where the ParticipantsValues sit in the form's values ('' the whole form, 'positions.0.' one date of several). */
  prefix?: string;
  /** People a seat can be filled with in one choice (a firm's members); none: the choice is left out. */
  members?: readonly ParticipantCandidate[];
}

export function ParticipantsFields({ chambers, allowSelf, selfLabel, prefix = '', members = [] }: ParticipantsFieldsProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { values, setFieldValue } = useFormikContext<object>();
  const seats = (getIn(values, `${prefix}seats`) ?? []) as SeatValues[];
  const chamberOptions = useMemo(
    () => (chambers ?? []).map((chamber) => ({ value: String(chamber.id), label: chamber.name })),
    [chambers],
  );
  return (
    <div className="participants-fields">
      {seats.map((row, index) => {
        const name = (field: keyof SeatValues) => `${prefix}seats.${index}.${field}`;
        return (
          <fieldset key={index} className="participants-fields__seat">
            <legend>{t('participants.seat', { seat: index + 1 })}</legend>
            {allowSelf && <CheckboxField name={name('self')}>{selfLabel ?? t('participants.self')}</CheckboxField>}
            {!row.self && members.length > 0 && (
              <MemberChoice
                members={members}
                row={row}
                onChoose={(member) => {
                  void setFieldValue(name('firstName'), member.firstName);
                  void setFieldValue(name('lastName'), member.lastName);
                  void setFieldValue(name('email'), member.email);
                }}
              />
            )}
            {!row.self && (
              <div className="participants-fields__person">
                <FormField
                  name={name('firstName')}
                  label={t('participants.firstName')}
                  autoComplete="off"
                  maxLength={100}
                />
                <FormField
                  name={name('lastName')}
                  label={t('participants.lastName')}
                  autoComplete="off"
                  maxLength={100}
                />
                <FormField
                  name={name('email')}
                  label={t('participants.email')}
                  type="email"
                  autoComplete="off"
                  maxLength={254}
                />
                {chambers && (
                  <SelectField
                    name={name('chamberId')}
                    label={t('participants.chamber')}
                    options={chamberOptions}
                    placeholder={t('participants.noChamber')}
                  />
                )}
                <FormField
                  name={name('memberNumber')}
                  label={t('participants.memberNumber')}
                  autoComplete="off"
                  maxLength={30}
                />
              </div>
            )}
          </fieldset>
        );
      })}
      <p className="participants-fields__hint">{t('participants.blankHint')}</p>
    </div>
  );
}

/** "Mitglied der Kanzlei": picks a member into the seat's name and e-mail fields (still editable). */
function MemberChoice({
  members,
  row,
  onChoose,
}: {
  members: readonly ParticipantCandidate[];
  row: SeatValues;
  onChoose: (member: ParticipantCandidate) => void;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const id = useId();
  const chosen = members.findIndex((member) => member.email.toLowerCase() === (row.email ?? '').trim().toLowerCase());
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('participants.member')}
      </label>
      <select
        id={id}
        className="field__control"
        value={chosen >= 0 ? String(chosen) : ''}
        onChange={(event) => {
          const member = members[Number(event.target.value)];
          if (event.target.value !== '' && member) onChoose(member);
        }}
      >
        <option value="">{t('participants.memberOther')}</option>
        {members.map((member, index) => (
          <option key={member.email} value={String(index)}>
            {member.firstName} {member.lastName} ({member.email})
          </option>
        ))}
      </select>
    </div>
  );
}
