/** The HTML of "Passwort vergessen": the form asking for the address, the new-password form, and the refused link. */
import { escapeHtml } from '../../shared/escape-html.ts';
import { alert, field, layout, PASSWORD_FORGOT_PATH, PASSWORD_RESET_PATH, type FieldErrors } from './pages.ts';
import { TEXTS, type PageLanguage } from './texts.ts';

const backToShop = (shopUrl: string, language: PageLanguage) =>
  `<p class="switch"><a href="${escapeHtml(shopUrl)}/">${escapeHtml(TEXTS[language].backToShop)}</a></p>`;

export interface ForgotPasswordPage {
  language: PageLanguage;
  shopUrl: string;
  /** The form token bound to this browser's form cookie (form-token.ts). */
  formToken: string;
  email?: string;
  errors?: FieldErrors;
  error?: string;
}

export function forgotPasswordPage({ language, shopUrl, formToken, email, errors = {}, error }: ForgotPasswordPage): string {
  const t = TEXTS[language];
  const body = `<p>${escapeHtml(t.forgotIntro)}</p>
${alert(error)}<form method="post" action="${PASSWORD_FORGOT_PATH}?ui_locales=${language}" novalidate>
<input type="hidden" name="formToken" value="${escapeHtml(formToken)}">
${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'username', value: email, error: errors.email, autofocus: true, maxlength: 254 })}
<button type="submit" class="primary">${escapeHtml(t.forgotButton)}</button>
</form>
${backToShop(shopUrl, language)}`;
  return layout({ language, title: t.forgotTitle, body, shopUrl });
}

export interface ResetPasswordPage {
  language: PageLanguage;
  shopUrl: string;
  formToken: string;
  /** The mailed link's token, posted back with the new password. */
  token: string;
  /** The account's address: said in the text, and given to password managers as the username. */
  email: string;
  errors?: FieldErrors;
  error?: string;
  passwordMinLength: number;
}

export function resetPasswordPage({ language, shopUrl, formToken, token, email, errors = {}, error, passwordMinLength }: ResetPasswordPage): string {
  const t = TEXTS[language];
  const body = `<p>${escapeHtml(t.resetIntro(email))}</p>
${alert(error)}<form method="post" action="${PASSWORD_RESET_PATH}?ui_locales=${language}" novalidate>
<input type="hidden" name="formToken" value="${escapeHtml(formToken)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="username" autocomplete="username" value="${escapeHtml(email)}">
${field({ name: 'password', label: t.newPassword, type: 'password', autocomplete: 'new-password', hint: t.passwordHint(passwordMinLength), error: errors.password, autofocus: true, minlength: passwordMinLength, maxlength: 200 })}
${field({ name: 'passwordConfirmation', label: t.newPasswordConfirmation, type: 'password', autocomplete: 'new-password', error: errors.passwordConfirmation, maxlength: 200 })}
<button type="submit" class="primary">${escapeHtml(t.resetButton)}</button>
</form>
${backToShop(shopUrl, language)}`;
  return layout({ language, title: t.resetTitle, body, shopUrl, secretAddress: true });
}

/** A link that cannot be used (expired, spent, unknown): why, and the way to a new one. */
export function resetLinkRefusedPage(language: PageLanguage, shopUrl: string, message: string): string {
  const t = TEXTS[language];
  const body = `<p class="alert" role="alert">${escapeHtml(message)}</p>
<p><a class="button" href="${PASSWORD_FORGOT_PATH}?ui_locales=${language}">${escapeHtml(t.requestNewLink)}</a></p>
${backToShop(shopUrl, language)}`;
  return layout({ language, title: t.resetLinkTitle, body, shopUrl, secretAddress: true });
}
