/**
 * The participants form's rules, the same the server checks (services/participants/rules.ts), so a
 * mistake shows at its field before the request: a named seat needs first name, last name and an
 * e-mail address; "Ich nehme selbst teil" once per date; one person once per date.
 */
import type { TFunction } from '../../lib/texts';
import * as Yup from 'yup';
import { SINGLE_LINE } from '../../shared/single-line';
import { earlierSameEmail, isBlank, type SeatValues } from './seat-values';

function requiredUnlessBlank() {
  return function required(this: Yup.TestContext, value: string | undefined) {
    const row = this.parent as SeatValues;
    return row.self || isBlank(row) || !!value?.trim();
  } as Yup.TestFunction<string | undefined>;
}

export function participantsSchema(t: TFunction) {
  const oneLine = t('participants.errors.oneLine');
  const name = (max: number) =>
    Yup.string()
      .max(max, t('participants.errors.tooLong', { max }))
      .matches(SINGLE_LINE, oneLine)
      .test('required', t('participants.errors.required'), requiredUnlessBlank());
  const seat = Yup.object({
    self: Yup.boolean().required(),
    firstName: name(100),
    lastName: name(100),
    email: Yup.string()
      .max(254, t('participants.errors.tooLong', { max: 254 }))
      .trim()
      .email(t('participants.errors.email'))
      .test('required', t('participants.errors.required'), requiredUnlessBlank()),
    chamberId: Yup.string(),
    memberNumber: Yup.string()
      .max(30, t('participants.errors.tooLong', { max: 30 }))
      .matches(SINGLE_LINE, oneLine),
  });
  return Yup.object({
    seats: Yup.array()
      .of(seat)
      .test('once', '', function oncePerDate(rows) {
        const list = (rows ?? []) as SeatValues[];
        const selfSeats = list.flatMap((row, index) => (row.self ? [index] : []));
        if (selfSeats.length > 1) {
          return this.createError({ path: `${this.path}.${selfSeats[1]}.self`, message: t('participants.errors.selfTwice') });
        }
        const twice = list.findIndex((_, index) => earlierSameEmail(list, index) >= 0);
        if (twice >= 0)
          return this.createError({ path: `${this.path}.${twice}.email`, message: t('participants.errors.twice') });
        return true;
      }),
  });
}
