/** The rules for a new password, on the registration page and the change-password page alike. */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './accounts.ts';
import type { FieldErrors } from './pages.ts';
import { TEXTS, type PageLanguage } from './texts.ts';

/** Its length (counted in characters, not UTF-16 units), and that the repetition matches. */
export function validateNewPassword(
  password: string,
  confirmation: string,
  language: PageLanguage,
  names = { password: 'password', confirmation: 'passwordConfirmation' },
): FieldErrors {
  const t = TEXTS[language];
  const errors: FieldErrors = {};
  if (!password) errors[names.password] = t.required;
  else if ([...password].length < PASSWORD_MIN_LENGTH) errors[names.password] = t.passwordTooShort(PASSWORD_MIN_LENGTH);
  else if (password.length > PASSWORD_MAX_LENGTH) errors[names.password] = t.passwordTooLong(PASSWORD_MAX_LENGTH);
  if (!errors[names.password] && password !== confirmation) errors[names.confirmation] = t.passwordMismatch;
  return errors;
}
