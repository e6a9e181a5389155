/**
 * The embedded provider's change-password page, /oidc/password (GET /api/customers/password points
 * here): e-mail, current password, new password twice. The current password is checked exactly as a
 * login is (credential-check.ts: the per-address back-off, bounded hashing, and the login's rate limit
 * bucket), so this form is no way around them. The new password follows the registration's rules. On
 * success the hash is replaced and every session, grant and refresh token of the account at the
 * provider is revoked (accounts.ts replacePassword), so every device must sign in again.
 *
 * Registered as a child of the interaction routes: it uses their form-body parser.
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { isEmailAddress } from '../services/email-address.ts';
import { PASSWORD_MIN_LENGTH, replacePassword } from './accounts.ts';
import { BUSY_RETRY_AFTER_SECONDS, type CheckCredentials } from './credential-check.ts';
import { createFormTokens } from './form-token.ts';
import { validateNewPassword } from './new-password.ts';
import { messagePage, PASSWORD_CHANGE_PATH, passwordChangePage, sendPage, type FieldErrors } from './pages.ts';
import { PasswordHashingBusy } from './passwords.ts';
import { acceptedLanguages, pageLanguage, TEXTS, type PageLanguage } from './texts.ts';

interface PasswordChangeOptions {
  shopUrl: string;
  checkCredentials: CheckCredentials;
  /** The login's rate limit (one bucket per client for every password check), if the app has one. */
  passwordChecks: onRequestHookHandler | undefined;
  /** Signs the form tokens: the provider's first cookie key, the same on every instance. */
  formKey: string;
}

type Query = { Querystring: { ui_locales?: string } };
type FormBody = Record<string, string | undefined>;

const FORM_COOKIE = '_password_form';
const query = {
  type: 'object',
  properties: { ui_locales: { type: 'string', maxLength: 100 } },
} as const;
const formBody = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: 1000 },
} as const;
const NEW_PASSWORD_FIELDS = { password: 'newPassword', confirmation: 'newPasswordConfirmation' };

const passwordChangeRoutes: FastifyPluginAsync<PasswordChangeOptions> = async (app, { shopUrl, checkCredentials, passwordChecks, formKey }) => {
  const { db } = app;
  const tokens = createFormTokens(formKey, 'password-change');
  const shopOrigin = new URL(shopUrl).origin;
  /** The form cookie's attributes: only this page's address gets it, and never from another site. */
  const formCookie = { path: PASSWORD_CHANGE_PATH, httpOnly: true, sameSite: 'strict', secure: shopUrl.startsWith('https:') } as const;

  /** The form's language: ui_locales (the SPA's choice, kept in the form's address), else the browser's. */
  const languageOf = (request: FastifyRequest): PageLanguage => {
    const asked = (request.query as { ui_locales?: unknown } | undefined)?.ui_locales;
    return pageLanguage(typeof asked === 'string' ? asked : acceptedLanguages(request.headers['accept-language']));
  };

  const message = (reply: FastifyReply, status: number, language: PageLanguage, text: string, title = TEXTS[language].passwordChangeTitle) =>
    sendPage(reply, status, messagePage(language, shopUrl, title, text));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = languageOf(request);
    const t = TEXTS[language];
    if (error.statusCode === 429) return message(reply, 429, language, t.tooManyAttempts);
    if (error instanceof PasswordHashingBusy) return message(reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS)), 503, language, t.busy);
    if (error.validation || (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)) {
      return message(reply, 400, language, t.passwordChangeError);
    }
    request.log.error({ err: error }, 'changing a password failed');
    return message(reply, 500, language, t.passwordChangeError);
  });

  /** The form with a fresh cookie and token (first visit, or the old pair did not hold). */
  function freshForm(reply: FastifyReply, status: number, language: PageLanguage, content: { email?: string; error?: string } = {}) {
    const { cookieValue: value, formToken } = tokens.issue();
    reply.setCookie(FORM_COOKIE, value, formCookie);
    return sendPage(reply, status, passwordChangePage({ language, shopUrl, formToken, passwordMinLength: PASSWORD_MIN_LENGTH, ...content }));
  }

  app.get<Query>(PASSWORD_CHANGE_PATH, { schema: { hide: true, querystring: query } }, (request, reply) =>
    freshForm(reply, 200, languageOf(request)),
  );

  app.post<Query & { Body: FormBody }>(
    PASSWORD_CHANGE_PATH,
    { schema: { hide: true, querystring: query, body: formBody }, ...(passwordChecks ? { onRequest: passwordChecks } : {}) },
    async (request, reply) => {
      const language = languageOf(request);
      const t = TEXTS[language];
      const { body } = request;
      const email = (body.email ?? '').trim();
      const currentPassword = body.currentPassword ?? '';
      const newPassword = body.newPassword ?? '';

      // Cross-site posts: a foreign Origin, or a token that does not belong to this browser's cookie.
      const origin = request.headers.origin;
      if ((origin !== undefined && origin !== shopOrigin) || !tokens.matches(request.cookies[FORM_COOKIE], body.formToken)) {
        return freshForm(reply, 403, language, { email, error: t.formExpired });
      }
      const page = (status: number, errors: FieldErrors, error: string, retryAfterSeconds?: number) => {
        if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
        return sendPage(reply, status, passwordChangePage({ language, shopUrl, formToken: body.formToken!, email, errors, error, passwordMinLength: PASSWORD_MIN_LENGTH }));
      };

      const errors: FieldErrors = validateNewPassword(newPassword, body.newPasswordConfirmation ?? '', language, NEW_PASSWORD_FIELDS);
      if (!email) errors.email = t.required;
      else if (!isEmailAddress(email)) errors.email = t.invalidEmail;
      if (!currentPassword) errors.currentPassword = t.required;
      if (Object.keys(errors).length) return page(422, errors, t.formHasErrors);

      const checked = await checkCredentials(email, currentPassword);
      if (checked.outcome === 'paused') return page(429, {}, t.loginPaused(checked.seconds), checked.seconds);
      if (checked.outcome === 'busy') return page(503, {}, t.busy, checked.seconds);
      if (checked.outcome === 'wrong') return page(401, { currentPassword: t.wrongCurrentPassword }, t.wrongCurrentPassword);

      try {
        await replacePassword(db, checked.account.id, newPassword);
      } catch (error) {
        if (error instanceof PasswordHashingBusy) return page(503, {}, t.busy, BUSY_RETRY_AFTER_SECONDS);
        throw error;
      }
      request.log.info({ accountId: checked.account.id }, 'password changed, sessions at the provider revoked');
      reply.clearCookie(FORM_COOKIE, formCookie);
      return message(reply, 200, language, t.passwordChanged, t.passwordChangedTitle);
    },
  );
};

export default passwordChangeRoutes;
