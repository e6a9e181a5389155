/**
 * Server-rendered HTML of the sign-in pages. No inline script or style (the shop's CSP has no
 * 'unsafe-inline'): the look comes from /oidc/static/identity.css, and the only script, which
 * confirms a logout the SPA asked for, is /oidc/static/logout.js.
 */
import type { FastifyReply } from 'fastify';
import type { PageLanguage, Texts } from './texts.ts';
import { TEXTS } from './texts.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { FAVICON_LINK } from '../plugins/favicon.ts';

export const STATIC_PREFIX = '/oidc/static';

/** Where the change-password page lives (GET shows it, POST changes the password). */
export const PASSWORD_CHANGE_PATH = '/oidc/password';
/** "Passwort vergessen": the form that asks for the address, and the page the mailed link opens. */
export const PASSWORD_FORGOT_PATH = `${PASSWORD_CHANGE_PATH}/forgot`;
export const PASSWORD_RESET_PATH = `${PASSWORD_CHANGE_PATH}/reset`;

/** Sends one of these pages: never cached (they carry form tokens, e-mail addresses and errors). */
export const sendPage = (reply: FastifyReply, status: number, page: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);


export interface Layout {
  language: PageLanguage;
  title: string;
  body: string;
  shopUrl: string;
  script?: string;
  /**
   * The page's address carries a secret (a password-reset link), which the shop's
   * strict-origin-when-cross-origin policy would still send whole to the shop's own pages: here a
   * Referer names only the origin. (Not no-referrer: with it the browser posts the page's form with
   * `Origin: null`, which the form's cross-site check must refuse.)
   */
  secretAddress?: boolean;
}

export function layout({ language, title, body, shopUrl, script, secretAddress }: Layout): string {
  const t = TEXTS[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${secretAddress ? '<meta name="referrer" content="strict-origin">\n' : ''}<title>${escapeHtml(title)} – ${t.siteName}</title>
${FAVICON_LINK}
<link rel="stylesheet" href="${STATIC_PREFIX}/identity.css">
${script ? `<script src="${STATIC_PREFIX}/${script}" defer></script>\n` : ''}</head>
<body>
<header class="brand"><a href="${escapeHtml(shopUrl)}/">${t.siteName}</a></header>
<main class="card">
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

export type FieldErrors = Partial<Record<string, string>>;

export interface Field {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  hint?: string;
  error?: string;
  autofocus?: boolean;
  maxlength?: number;
  minlength?: number;
}

export function field(f: Field): string {
  const id = `field-${f.name}`;
  const describedBy = [f.hint ? `${id}-hint` : '', f.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field${f.error ? ' invalid' : ''}">
<label for="${id}">${escapeHtml(f.label)}</label>
<input id="${id}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}" required${
    f.value !== undefined && f.type !== 'password' ? ` value="${escapeHtml(f.value)}"` : ''
  }${f.maxlength ? ` maxlength="${f.maxlength}"` : ''}${f.minlength ? ` minlength="${f.minlength}"` : ''}${
    f.autofocus ? ' autofocus' : ''
  }${f.error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
${f.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(f.hint)}</p>\n` : ''}${
    f.error ? `<p class="field-error" id="${id}-error">${escapeHtml(f.error)}</p>\n` : ''
  }</div>`;
}

export const alert = (message: string | undefined) =>
  message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>\n` : '';

function cancelForm(uid: string, t: Texts) {
  return `<form method="post" action="/oidc/interaction/${uid}/abort" class="secondary">
<button type="submit" class="link">${escapeHtml(t.cancel)}</button>
</form>`;
}

export interface LoginPage {
  language: PageLanguage;
  uid: string;
  shopUrl: string;
  email?: string;
  error?: string;
}

export function loginPage({ language, uid, shopUrl, email, error }: LoginPage): string {
  const t = TEXTS[language];
  const body = `<p>${escapeHtml(t.loginIntro)}</p>
${alert(error)}<form method="post" action="/oidc/interaction/${uid}/login" novalidate>
${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'username', value: email, autofocus: !email, maxlength: 254 })}
${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'current-password', autofocus: !!email, maxlength: 200 })}
<button type="submit" class="primary">${escapeHtml(t.loginButton)}</button>
</form>
<p class="switch"><a href="${PASSWORD_FORGOT_PATH}?ui_locales=${language}">${escapeHtml(t.forgotPassword)}</a></p>
<p class="switch">${escapeHtml(t.noAccount)} <a href="/oidc/interaction/${uid}/register">${escapeHtml(t.toRegister)}</a></p>
${cancelForm(uid, t)}`;
  return layout({ language, title: t.loginTitle, body, shopUrl });
}

export interface RegisterValues {
  firstName?: string;
  lastName?: string;
  email?: string;
}

export interface RegisterPage {
  language: PageLanguage;
  uid: string;
  shopUrl: string;
  values?: RegisterValues;
  errors?: FieldErrors;
  error?: string;
  passwordMinLength: number;
  /** A participant's registration token (services/email-verification.ts), carried to the post. */
  registration?: string;
}

export function registerPage({ language, uid, shopUrl, values = {}, errors = {}, error, passwordMinLength, registration }: RegisterPage) {
  const t = TEXTS[language];
  const body = `<p>${escapeHtml(t.registerIntro)}</p>
${alert(error)}<form method="post" action="/oidc/interaction/${uid}/register" novalidate>
${registration ? `<input type="hidden" name="invitation" value="${escapeHtml(registration)}">\n` : ''}${field({ name: 'firstName', label: t.firstName, type: 'text', autocomplete: 'given-name', value: values.firstName, error: errors.firstName, autofocus: true, maxlength: 100 })}
${field({ name: 'lastName', label: t.lastName, type: 'text', autocomplete: 'family-name', value: values.lastName, error: errors.lastName, maxlength: 100 })}
${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'email', value: values.email, error: errors.email, maxlength: 254 })}
${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'new-password', hint: t.passwordHint(passwordMinLength), error: errors.password, minlength: passwordMinLength, maxlength: 200 })}
${field({ name: 'passwordConfirmation', label: t.passwordConfirmation, type: 'password', autocomplete: 'new-password', error: errors.passwordConfirmation, maxlength: 200 })}
<button type="submit" class="primary">${escapeHtml(t.registerButton)}</button>
</form>
<p class="switch">${escapeHtml(t.haveAccount)} <a href="/oidc/interaction/${uid}?view=login">${escapeHtml(t.toLogin)}</a></p>
${cancelForm(uid, t)}`;
  return layout({ language, title: t.registerTitle, body, shopUrl });
}


export interface PasswordChangePage {
  language: PageLanguage;
  shopUrl: string;
  /** The form token bound to this browser's form cookie (password-change.ts). */
  formToken: string;
  email?: string;
  errors?: FieldErrors;
  error?: string;
  passwordMinLength: number;
}

export function passwordChangePage({ language, shopUrl, formToken, email, errors = {}, error, passwordMinLength }: PasswordChangePage): string {
  const t = TEXTS[language];
  const body = `<p>${escapeHtml(t.passwordChangeIntro)}</p>
${alert(error)}<form method="post" action="${PASSWORD_CHANGE_PATH}?ui_locales=${language}" novalidate>
<input type="hidden" name="formToken" value="${escapeHtml(formToken)}">
${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'username', value: email, error: errors.email, autofocus: !email, maxlength: 254 })}
${field({ name: 'currentPassword', label: t.currentPassword, type: 'password', autocomplete: 'current-password', error: errors.currentPassword, autofocus: !!email, maxlength: 200 })}
${field({ name: 'newPassword', label: t.newPassword, type: 'password', autocomplete: 'new-password', hint: t.passwordHint(passwordMinLength), error: errors.newPassword, minlength: passwordMinLength, maxlength: 200 })}
${field({ name: 'newPasswordConfirmation', label: t.newPasswordConfirmation, type: 'password', autocomplete: 'new-password', error: errors.newPasswordConfirmation, maxlength: 200 })}
<button type="submit" class="primary">${escapeHtml(t.passwordChangeButton)}</button>
</form>
<p class="switch"><a href="${escapeHtml(shopUrl)}/">${escapeHtml(t.backToShop)}</a></p>`;
  return layout({ language, title: t.passwordChangeTitle, body, shopUrl });
}

export function messagePage(language: PageLanguage, shopUrl: string, title: string, message: string): string {
  const t = TEXTS[language];
  const body = `<p>${escapeHtml(message)}</p>
<p><a class="button" href="${escapeHtml(shopUrl)}/">${escapeHtml(t.backToShop)}</a></p>`;
  return layout({ language, title, body, shopUrl });
}

/**
 * The provider's logout confirmation. `form` is the provider's hidden form (id op.logoutForm, with
 * its xsrf token); the buttons submit it. With `autoConfirm` (the SPA sent its id token) the page's
 * script presses 'Abmelden' at once, so the user sees no extra step.
 */
export function logoutPage(language: PageLanguage, shopUrl: string, form: string, autoConfirm: boolean): string {
  const t = TEXTS[language];
  const body = `${form}
<p>${escapeHtml(t.logoutQuestion)}</p>
<button type="submit" form="op.logoutForm" name="logout" value="yes" class="primary"${autoConfirm ? ' data-auto-confirm' : ''}>${escapeHtml(t.logoutButton)}</button>
<button type="submit" form="op.logoutForm" class="link">${escapeHtml(t.stayButton)}</button>`;
  return layout({ language, title: t.logoutTitle, body, shopUrl, script: autoConfirm ? 'logout.js' : undefined });
}

export const STYLESHEET = `:root{color-scheme:light;--ink:#1d2733;--muted:#5b6775;--accent:#0b5cad;--accent-dark:#084886;--error:#b3261e;--line:#c9d1da;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5}
*{box-sizing:border-box}
body{margin:0;background:#f3f5f8;color:var(--ink)}
.brand{padding:1rem 1.5rem;background:#fff;border-bottom:1px solid var(--line)}
.brand a{font-weight:700;font-size:1.25rem;color:var(--accent);text-decoration:none}
.card{max-width:28rem;margin:2rem auto;padding:1.5rem 2rem;background:#fff;border:1px solid var(--line);border-radius:.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}
.field{margin:0 0 1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;padding:.6rem .75rem;font:inherit;border:1px solid #8a96a3;border-radius:.25rem}
input:focus{outline:3px solid #7fb2e5;outline-offset:1px}
.invalid input{border-color:var(--error)}
.hint{margin:.25rem 0 0;color:var(--muted);font-size:.9rem}
.field-error{margin:.25rem 0 0;color:var(--error);font-size:.9rem}
.alert{padding:.75rem 1rem;border:1px solid var(--error);border-radius:.25rem;color:var(--error);background:#fdf1f0}
button,.button{display:inline-block;font:inherit;cursor:pointer;border-radius:.25rem;text-decoration:none}
.primary,.button{width:100%;padding:.7rem 1rem;border:0;background:var(--accent);color:#fff;font-weight:600;text-align:center}
.primary:hover,.button:hover{background:var(--accent-dark)}
.link{padding:0;border:0;background:none;color:var(--accent);text-decoration:underline}
.switch,.secondary{margin:1rem 0 0}
form + button{margin-top:.5rem}
button + button{margin-top:1rem}
`;

/** Presses the logout button the page marked for automatic confirmation. */
export const LOGOUT_SCRIPT = `document.querySelector('[data-auto-confirm]')?.click();\n`;
