/**
 * The provider's interaction routes under /oidc/interaction/:uid — our own German pages: login,
 * registration (then logged in at once), cancel. Consent is implied for the first-party SPA; should
 * the provider still ask (a scope the grant lacks), it is granted here without a page.
 * Login and registration attempts are rate-limited per client address; failed logins also back off
 * per e-mail address (login-backoff.ts), and password hashing is bounded (passwords.ts). The login
 * page links to "Passwort vergessen" (password-reset.ts).
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors as providerErrors, type InteractionResults } from 'oidc-provider';
import type { ServerConfig } from '../config.ts';
import { createAccount, emailTaken, PASSWORD_MIN_LENGTH } from './accounts.ts';
import { isEmailAddress } from '../services/email-address.ts';
import { participantRegistrationEmail, queueVerificationMail } from '../services/email-verification.ts';
import { SINGLE_LINE } from '../../shared/single-line.ts';
import { BUSY_RETRY_AFTER_SECONDS, createCredentialCheck } from './credential-check.ts';
import { validateNewPassword } from './new-password.ts';
import { createLoginBackoff } from './login-backoff.ts';
import { createTableLoginBackoff } from './login-backoff-table.ts';
import { sharedByInstances } from '../db/database.ts';
import passwordChangeRoutes from './password-change.ts';
import passwordResetRoutes from './password-reset.ts';
import { PasswordHashingBusy } from './passwords.ts';
import {
  LOGOUT_SCRIPT, loginPage, messagePage, registerPage, sendPage, STYLESHEET, type FieldErrors, type RegisterValues,
} from './pages.ts';
import type { IdentitySettings } from './settings.ts';
import { pageLanguage, TEXTS, type PageLanguage } from './texts.ts';

interface InteractionOptions {
  provider: Provider;
  identity: IdentitySettings;
  settings: ServerConfig;
  /** The provider's cookie keys; the change-password page signs its form tokens with the first. */
  cookieKeys: string[];
}

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;
type UidParams = { Params: { uid: string } };
type FormBody = Record<string, string | undefined>;

const uidParams = {
  type: 'object',
  required: ['uid'],
  properties: { uid: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
} as const;
const formBody = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: 1000 },
} as const;

const NAME_MAX_LENGTH = 100;

/** Answers when the interaction is gone (expired, finished, or the cookie missing). */
class InteractionExpired extends Error {}

const interactionRoutes: FastifyPluginAsync<InteractionOptions> = async (app, { provider, identity, settings, cookieKeys }) => {
  const { db } = app;
  const shopUrl = settings.publicUrl;
  const rateLimit = { max: settings.identity.loginRateLimit.max, timeWindow: settings.identity.loginRateLimit.timeWindow };
  // One back-off for every password check; a reset by mail lifts it for its address. Shared by all
  // instances when they share the database.
  const backoff = sharedByInstances(db) ? createTableLoginBackoff(db) : createLoginBackoff();
  const checkCredentials = createCredentialCheck(db, backoff);
  // One bucket per client for every password check (login and change-password), so a second form
  // does not double the guesses a client gets. (Absent when the app has no rate-limit plugin, as in
  // the bare test apps that mount only the identity plugin.)
  // bucketName: in the shared store (plugins/rate-limit-store.ts) this limit is no route's own.
  const passwordChecks = app.hasDecorator('rateLimit') ? app.rateLimit({ ...rateLimit, bucketName: 'password-checks' } as typeof rateLimit) : undefined;

  // HTML forms post application/x-www-form-urlencoded; only these routes accept it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const html = sendPage;

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = TEXTS.de;
    if (error instanceof InteractionExpired || error instanceof providerErrors.SessionNotFound) {
      return html(reply, 400, messagePage('de', shopUrl, t.expiredTitle, t.expired));
    }
    if (error.statusCode === 429) return html(reply, 429, messagePage('de', shopUrl, t.errorTitle, t.tooManyAttempts));
    if (error instanceof PasswordHashingBusy) {
      return html(reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS)), 503, messagePage('de', shopUrl, t.errorTitle, t.busy));
    }
    // Any other client error (invalid input, unparsable body, wrong content type, too large) is the client's.
    if (error.validation || (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)) {
      return html(reply, 400, messagePage('de', shopUrl, t.errorTitle, t.error));
    }
    request.log.error({ err: error }, 'sign-in interaction failed');
    return html(reply, 500, messagePage('de', shopUrl, t.errorTitle, t.error));
  });

  async function details(request: FastifyRequest<UidParams>, reply: FastifyReply): Promise<Details> {
    const found = await provider.interactionDetails(request.raw, reply.raw);
    if (found.uid !== request.params.uid) throw new InteractionExpired();
    return found;
  }

  const languageOf = (found: Details): PageLanguage => pageLanguage(found.params.ui_locales);

  /** Hands the result to the provider and sends the browser back into the authorization flow. */
  async function finish(request: FastifyRequest, reply: FastifyReply, result: InteractionResults) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  // `remember: false`: the provider's session cookie ends with the browser session, as the shop's
  // rfLoggedIn cookie does, so a closed browser does not sign the next person in.
  const login = (accountId: number): InteractionResults => ({ login: { accountId: String(accountId), amr: ['pwd'], remember: false } });

  /** The consent prompt for our own client: grant what it asks for, no page. */
  async function grantConsent(request: FastifyRequest, reply: FastifyReply, found: Details) {
    if (found.params.client_id !== identity.clientId || !found.session?.accountId) throw new InteractionExpired();
    const grant = found.grantId
      ? await provider.Grant.find(found.grantId)
      : new provider.Grant({ accountId: found.session.accountId, clientId: identity.clientId });
    if (!grant) throw new InteractionExpired();
    const missing = found.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    const grantId = await grant.save();
    return finish(request, reply, { consent: { grantId } });
  }

  app.get('/oidc/static/identity.css', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(STYLESHEET),
  );
  app.get('/oidc/static/logout.js', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(LOGOUT_SCRIPT),
  );

  const viewQuery = { type: 'object', additionalProperties: false, properties: { view: { type: 'string', enum: ['login'] } } } as const;
  app.get<UidParams & { Querystring: { view?: 'login' } }>('/oidc/interaction/:uid', { schema: { hide: true, params: uidParams, querystring: viewQuery } }, async (request, reply) => {
    const found = await details(request, reply);
    if (found.prompt.name === 'consent') return grantConsent(request, reply, found);
    const language = languageOf(found);
    const loginHint = typeof found.params.login_hint === 'string' ? found.params.login_hint : undefined;
    if (found.params.screen === 'register' && request.query.view !== 'login') {
      // A participant's registration link: the address it was mailed to, whatever the hint says.
      const registration = typeof found.params.invitation === 'string' ? found.params.invitation.slice(0, 100) : undefined;
      const invited = registration ? await participantRegistrationEmail(db, registration) : undefined;
      return html(reply, 200, registerPage({
        language, uid: found.uid, shopUrl, values: { email: invited ?? loginHint }, passwordMinLength: PASSWORD_MIN_LENGTH,
        ...(invited ? { registration } : {}),
      }));
    }
    return html(reply, 200, loginPage({ language, uid: found.uid, shopUrl, email: loginHint }));
  });

  app.post<UidParams & { Body: FormBody }>(
    '/oidc/interaction/:uid/login',
    { schema: { hide: true, params: uidParams, body: formBody }, ...(passwordChecks ? { onRequest: passwordChecks } : {}) },
    async (request, reply) => {
      const found = await details(request, reply);
      if (found.prompt.name !== 'login') throw new InteractionExpired();
      const language = languageOf(found);
      const t = TEXTS[language];
      const email = (request.body.email ?? '').trim();
      const password = request.body.password ?? '';
      const refuse = (status: number, error: string, retryAfterSeconds?: number) => {
        if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
        return html(reply, status, loginPage({ language, uid: found.uid, shopUrl, email, error }));
      };
      const checked = await checkCredentials(email, password);
      if (checked.outcome === 'paused') return refuse(429, t.loginPaused(checked.seconds), checked.seconds);
      if (checked.outcome === 'busy') return refuse(503, t.busy, checked.seconds);
      if (checked.outcome === 'wrong') return refuse(401, t.wrongCredentials);
      return finish(request, reply, login(checked.account.id));
    },
  );

  app.get<UidParams>('/oidc/interaction/:uid/register', { schema: { hide: true, params: uidParams } }, async (request, reply) => {
    const found = await details(request, reply);
    if (found.prompt.name !== 'login') throw new InteractionExpired();
    return html(reply, 200, registerPage({ language: languageOf(found), uid: found.uid, shopUrl, passwordMinLength: PASSWORD_MIN_LENGTH }));
  });

  app.post<UidParams & { Body: FormBody }>(
    '/oidc/interaction/:uid/register',
    { schema: { hide: true, params: uidParams, body: formBody }, config: { rateLimit } },
    async (request, reply) => {
      const found = await details(request, reply);
      if (found.prompt.name !== 'login') throw new InteractionExpired();
      const language = languageOf(found);
      const t = TEXTS[language];
      const values: RegisterValues = {
        firstName: (request.body.firstName ?? '').trim(),
        lastName: (request.body.lastName ?? '').trim(),
        email: (request.body.email ?? '').trim(),
      };
      const password = request.body.password ?? '';
      const errors = validateRegistration(values, password, request.body.passwordConfirmation ?? '', language);
      const registration = request.body.invitation ? request.body.invitation.slice(0, 100) : undefined;
      const page = (status: number, pageErrors: FieldErrors, error: string) =>
        html(reply, status, registerPage({
          language, uid: found.uid, shopUrl, values, errors: pageErrors, error, passwordMinLength: PASSWORD_MIN_LENGTH,
          ...(registration ? { registration } : {}),
        }));
      if (Object.keys(errors).length) return page(422, errors, t.formHasErrors);
      if (await emailTaken(db, values.email!)) return page(409, { email: t.emailTaken }, t.emailTaken);
      // Through a participant's registration link with the address it was mailed to: proved already.
      const invited = registration ? await participantRegistrationEmail(db, registration) : undefined;
      const emailVerified = invited !== undefined && invited.toLowerCase() === values.email!.toLowerCase();
      const account = await createAccount(db, {
        email: values.email!,
        firstName: values.firstName!,
        lastName: values.lastName!,
        password,
        emailVerified,
      });
      if (!account) return page(409, { email: t.emailTaken }, t.emailTaken);
      // Otherwise "Bitte bestätigen Sie Ihre E-Mail-Adresse" (a requested mail: a stranger may have typed the address).
      if (!emailVerified) await queueVerificationMail(db, account, shopUrl, language);
      request.log.info({ accountId: account.id, emailVerified }, 'account registered');
      return finish(request, reply, login(account.id));
    },
  );

  app.post<UidParams>('/oidc/interaction/:uid/abort', { schema: { hide: true, params: uidParams } }, async (request, reply) => {
    await details(request, reply);
    return finish(request, reply, { error: 'access_denied', error_description: 'End-User aborted interaction' });
  });

  // A child of these routes: it shares their form parser, the password check and its rate limit.
  await app.register(passwordChangeRoutes, { shopUrl, checkCredentials, passwordChecks, formKey: cookieKeys[0]! });
  await app.register(passwordResetRoutes, { shopUrl, formKey: cookieKeys[0]!, rateLimit, backoff });
};

export function validateRegistration(values: RegisterValues, password: string, confirmation: string, language: PageLanguage): FieldErrors {
  const t = TEXTS[language];
  const errors: FieldErrors = {};
  for (const name of ['firstName', 'lastName'] as const) {
    const value = values[name] ?? '';
    if (!value) errors[name] = t.required;
    else if (value.length > NAME_MAX_LENGTH) errors[name] = t.nameTooLong;
    // The account's name heads the chamber letter's address: one line, like every buyer field.
    else if (!SINGLE_LINE.test(value)) errors[name] = t.nameOneLine;
  }
  if (!values.email) errors.email = t.required;
  else if (!isEmailAddress(values.email)) errors.email = t.invalidEmail;
  return { ...errors, ...validateNewPassword(password, confirmation, language) };
}

export default interactionRoutes;
