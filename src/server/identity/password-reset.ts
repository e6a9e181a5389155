/**
 * "Passwort vergessen" at the embedded provider: the login page links to /oidc/password/forgot, which
 * asks for the address and always answers the same ("Wenn ein Konto mit dieser Adresse besteht …"):
 * only when an account has the address does a mail with a link leave (at most PASSWORD_RESET.PER_DAY a
 * day, password-reset-tokens.ts). The link opens /oidc/password/reset, a form for the new password
 * with the registration's rules (new-password.ts); saving it spends the link and every other open link
 * of the account, replaces the hash and revokes the account's sessions, grants and refresh tokens, as a
 * password change does, and lifts the login back-off of the address (the mailbox has just proved whose
 * account it is). Both forms carry a signed double-submit token (form-token.ts) and refuse foreign
 * origins, like the change-password page.
 *
 * Timing: an address with an account costs one more insert than one without. That tells nothing the
 * registration page does not already say ("Zu dieser E-Mail-Adresse gibt es bereits ein Konto"), so the
 * work is not padded.
 *
 * The link's token sits in the address of the reset page (a mail link has nowhere else to put it): the
 * page's Referer names only the origin, the token is good for one use and one hour, and only its hash is stored.
 *
 * Registered as a child of the interaction routes: it uses their form-body parser.
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isEmailAddress } from '../services/email-address.ts';
import { queueMail } from '../services/mail.ts';
import { PASSWORD_MIN_LENGTH, storePasswordHash } from './accounts.ts';
import { BUSY_RETRY_AFTER_SECONDS } from './credential-check.ts';
import { createFormTokens } from './form-token.ts';
import type { LoginBackoff } from './login-backoff.ts';
import { validateNewPassword } from './new-password.ts';
import { messagePage, PASSWORD_FORGOT_PATH, PASSWORD_RESET_PATH, sendPage, type FieldErrors } from './pages.ts';
import { forgotPasswordPage, resetLinkRefusedPage, resetPasswordPage } from './password-reset-pages.ts';
import { issueReset, PASSWORD_RESET, resetState, spendReset } from './password-reset-tokens.ts';
import { hashPassword, PasswordHashingBusy } from './passwords.ts';
import { acceptedLanguages, pageLanguage, TEXTS, type PageLanguage } from './texts.ts';

interface PasswordResetOptions {
  shopUrl: string;
  /** Signs the form tokens: the provider's first cookie key, the same on every instance. */
  formKey: string;
  /** The per-client limit of the registration form, for both posts (each may mail or hash). */
  rateLimit: { max: number; timeWindow: string | number };
  /** The login's back-off, lifted for the address whose password was just set. */
  backoff: LoginBackoff;
}

type Query = { Querystring: { ui_locales?: string; token?: string } };
type FormBody = Record<string, string | undefined>;

const query = {
  type: 'object',
  properties: { ui_locales: { type: 'string', maxLength: 100 }, token: { type: 'string', maxLength: 100 } },
} as const;
const formBody = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: 1000 },
} as const;

const FORGOT_COOKIE = '_password_forgot_form';
const RESET_COOKIE = '_password_reset_form';

const passwordResetRoutes: FastifyPluginAsync<PasswordResetOptions> = async (app, { shopUrl, formKey, rateLimit, backoff }) => {
  const { db } = app;
  const forgotTokens = createFormTokens(formKey, 'password-forgot');
  const resetTokens = createFormTokens(formKey, 'password-reset');
  const shopOrigin = new URL(shopUrl).origin;
  const secure = shopUrl.startsWith('https:');
  const forgotCookie = { path: PASSWORD_FORGOT_PATH, httpOnly: true, sameSite: 'strict', secure } as const;
  const resetCookie = { path: PASSWORD_RESET_PATH, httpOnly: true, sameSite: 'strict', secure } as const;
  const minutes = PASSWORD_RESET.LIFETIME_MINUTES;

  /** ui_locales (carried by the login page's link, the forms' addresses and the mail's link), else the browser's. */
  const languageOf = (request: FastifyRequest): PageLanguage => {
    const asked = (request.query as { ui_locales?: unknown } | undefined)?.ui_locales;
    return pageLanguage(typeof asked === 'string' ? asked : acceptedLanguages(request.headers['accept-language']));
  };
  const message = (reply: FastifyReply, status: number, language: PageLanguage, title: string, text: string) =>
    sendPage(reply, status, messagePage(language, shopUrl, title, text));
  /** A post from another site, or one whose token is not this browser's cookie's. */
  const forged = (request: FastifyRequest<{ Body: FormBody }>, tokens: typeof forgotTokens, cookie: string) => {
    const origin = request.headers.origin;
    return (origin !== undefined && origin !== shopOrigin) || !tokens.matches(request.cookies[cookie], request.body.formToken);
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = languageOf(request);
    const t = TEXTS[language];
    if (error.statusCode === 429) return message(reply, 429, language, t.errorTitle, t.tooManyAttempts);
    if (error instanceof PasswordHashingBusy) {
      return message(reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS)), 503, language, t.errorTitle, t.busy);
    }
    if (error.validation || (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)) {
      return message(reply, 400, language, t.errorTitle, t.passwordChangeError);
    }
    request.log.error({ err: error }, 'resetting a password failed');
    return message(reply, 500, language, t.errorTitle, t.passwordChangeError);
  });

  function forgotForm(reply: FastifyReply, status: number, language: PageLanguage, content: { email?: string; errors?: FieldErrors; error?: string } = {}) {
    const { cookieValue, formToken } = forgotTokens.issue();
    reply.setCookie(FORGOT_COOKIE, cookieValue, forgotCookie);
    return sendPage(reply, status, forgotPasswordPage({ language, shopUrl, formToken, ...content }));
  }

  function resetForm(reply: FastifyReply, status: number, language: PageLanguage, token: string, email: string, content: { errors?: FieldErrors; error?: string } = {}) {
    const { cookieValue, formToken } = resetTokens.issue();
    reply.setCookie(RESET_COOKIE, cookieValue, resetCookie);
    return sendPage(reply, status, resetPasswordPage({ language, shopUrl, formToken, token, email, passwordMinLength: PASSWORD_MIN_LENGTH, ...content }));
  }

  /** Expired: 410 and why; unknown or spent: 404 and why; both lead to a new link. */
  function refusedLink(reply: FastifyReply, language: PageLanguage, state: 'expired' | 'unknown') {
    const t = TEXTS[language];
    const [status, text] = state === 'expired' ? [410, t.resetLinkExpired(minutes)] : [404, t.resetLinkInvalid];
    return sendPage(reply, status, resetLinkRefusedPage(language, shopUrl, text));
  }

  app.get<Query>(PASSWORD_FORGOT_PATH, { schema: { hide: true, querystring: query } }, (request, reply) =>
    forgotForm(reply, 200, languageOf(request)),
  );

  app.post<Query & { Body: FormBody }>(
    PASSWORD_FORGOT_PATH,
    { schema: { hide: true, querystring: query, body: formBody }, config: { rateLimit } },
    async (request, reply) => {
      const language = languageOf(request);
      const t = TEXTS[language];
      const email = (request.body.email ?? '').trim();
      if (forged(request, forgotTokens, FORGOT_COOKIE)) return forgotForm(reply, 403, language, { email, error: t.formExpired });
      const invalid = !email ? t.required : !isEmailAddress(email) ? t.invalidEmail : undefined;
      if (invalid) return forgotForm(reply, 422, language, { email, errors: { email: invalid }, error: t.formHasErrors });

      const issued = await db.transaction(async (tx) => {
        const reset = await issueReset(tx, email);
        if (!reset) return undefined;
        const link = `${shopUrl}${PASSWORD_RESET_PATH}?token=${reset.token}&ui_locales=${language}`;
        await queueMail(tx, { to: reset.email, subject: t.resetMailSubject, text: t.resetMailText(reset.firstName, link, minutes) });
        return reset;
      });
      if (issued) request.log.info({ accountId: issued.accountId }, 'password reset link mailed');
      reply.clearCookie(FORGOT_COOKIE, forgotCookie);
      // The same answer whether a mail left or not (no account, or its links for today are used up).
      return message(reply, 200, language, t.forgotSentTitle, t.forgotSent(minutes));
    },
  );

  app.get<Query>(PASSWORD_RESET_PATH, { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const language = languageOf(request);
    const token = request.query.token ?? '';
    const link = await resetState(db, token);
    if (link.state !== 'valid') return refusedLink(reply, language, link.state);
    return resetForm(reply, 200, language, token, link.email);
  });

  app.post<Query & { Body: FormBody }>(
    PASSWORD_RESET_PATH,
    { schema: { hide: true, querystring: query, body: formBody }, config: { rateLimit } },
    async (request, reply) => {
      const language = languageOf(request);
      const t = TEXTS[language];
      const token = request.body.token ?? '';
      const link = await resetState(db, token);
      if (link.state !== 'valid') return refusedLink(reply, language, link.state);
      if (forged(request, resetTokens, RESET_COOKIE)) return resetForm(reply, 403, language, token, link.email, { error: t.formExpired });

      const password = request.body.password ?? '';
      const errors = validateNewPassword(password, request.body.passwordConfirmation ?? '', language);
      if (Object.keys(errors).length) return resetForm(reply, 422, language, token, link.email, { errors, error: t.formHasErrors });

      // Hashed before the transaction: it may wait for a hashing slot (passwords.ts).
      const passwordHash = await hashPassword(password);
      const accountId = await db.transaction(async (tx) => {
        const spentFor = await spendReset(tx, token);
        if (spentFor !== undefined) await storePasswordHash(tx, spentFor, passwordHash);
        return spentFor;
      });
      // Spent by a click that was faster (a second tab, a double submit).
      if (accountId === undefined) return refusedLink(reply, language, 'unknown');
      await backoff.succeeded(link.email);
      request.log.info({ accountId }, 'password reset, sessions at the provider revoked');
      reply.clearCookie(RESET_COOKIE, resetCookie);
      return message(reply, 200, language, t.passwordChangedTitle, t.resetDone);
    },
  );
};

export default passwordResetRoutes;
