// @vitest-environment-options { "url": "https://kursmarkt.example/" }
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { App } from '../../src/app/App';
import { boot } from '../../src/app/boot';
import { buildRoutes } from '../../src/app/routes';
import { createSystem } from '../../src/app/system';
import { ACCEPT_ALL, REJECT_ALL, saveConsent } from '../../src/features/consent/consent-choice';
import { deleteCookie, getCookie } from '../../src/lib/cookies';
import type { BootData } from '../../src/shared/boot-data';
import type { Messages, SiteConfiguration } from '../../src/shared/types';
import { configurationFixture, messagesFixture } from './support/fixtures';
import { useMswServer } from './support/msw';
import { stubScrolling } from './support/render-app';

const server = useMswServer();

afterEach(() => {
  deleteCookie('aid');
  deleteCookie('pc');
  localStorage.removeItem('consent');
  sessionStorage.removeItem('aid');
  document.getElementById('boot-data')?.remove();
});

/** The script the server puts into the page (src/server/plugins/spa-document.ts). */
function injectBootData(data: BootData) {
  const script = document.createElement('script');
  script.id = 'boot-data';
  script.type = 'application/json';
  script.textContent = JSON.stringify(data);
  document.body.appendChild(script);
}

const english = messagesFixture({
  language: 'en',
  texts: { 'welcome.title': 'Welcome to Kursmarkt', 'welcome.text': 'Find your next course.' },
});

/** Answers configuration and messages, recording what was asked. */
function answer(configuration: SiteConfiguration) {
  const calls = { configuration: [] as URLSearchParams[], messages: [] as string[] };
  server.use(
    http.get('/api/configuration', ({ request }) => {
      calls.configuration.push(new URL(request.url).searchParams);
      return HttpResponse.json(configuration);
    }),
    http.get('/api/messages', ({ request }) => {
      const language = new URL(request.url).searchParams.get('language') ?? 'de';
      calls.messages.push(language);
      return HttpResponse.json<Messages>(language === 'en' ? english : messagesFixture());
    }),
  );
  return calls;
}

describe('boot', () => {
  it('renders German welcome texts from the /api/messages answer on the start page', async () => {
    server.use(
      http.get('/api/configuration', () => HttpResponse.json(configurationFixture())),
      http.get('/api/messages', () =>
        HttpResponse.json(
          messagesFixture({
            texts: {
              'welcome.title': 'Fortbildung für Kanzleien',
              'welcome.text': 'Über 2.000 Seminare.\n\nOnline und vor Ort.',
            },
          }),
        ),
      ),
    );
    const { site, i18n } = await boot('');
    stubScrolling();
    const router = createMemoryRouter(buildRoutes({ maintenance: false }), { initialEntries: ['/'] });
    const system = createSystem({ site, router });
    onTestFinished(() => system.stop());
    render(<App site={site} i18n={i18n} router={router} system={system} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fortbildung für Kanzleien' })).toBeInTheDocument();
    expect(screen.getByText('Über 2.000 Seminare.')).toBeInTheDocument();
    expect(screen.getByText('Online und vor Ort.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });

  it('applies the language query parameter, loads the messages once in it and stores the choice', async () => {
    const calls = answer(configurationFixture({ locales: ['de', 'en'] }));
    const { site, i18n } = await boot('?language=en');
    expect(site.language).toBe('en');
    expect(calls.messages).toEqual(['en']);
    // The configured texts (menu, footer links, portal tabs, advert) come in the same language.
    expect(calls.configuration.map((query) => query.get('language'))).toEqual(['en']);
    expect(i18n.t('welcome.title')).toBe('Welcome to Kursmarkt');
    expect(i18n.t('faq.title')).toBe('Frequently asked questions');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('reloads the messages when the configured locales rule out the provisional language', async () => {
    localStorage.setItem('lang', 'en');
    const calls = answer(configurationFixture({ locales: ['de'] }));
    const { site, i18n } = await boot('');
    expect(site.language).toBe('de');
    expect(calls.messages).toEqual(['en', 'de']);
    expect(calls.configuration.map((query) => query.get('language'))).toEqual(['en', 'de']);
    expect(i18n.t('welcome.title')).toBe('Willkommen bei Kursmarkt');
    expect(localStorage.getItem('lang')).toBe('de');
  });

  it('passes aid to the configuration and, with consent to the affiliate cookie, stores it; stores pc as a cookie', async () => {
    saveConsent(ACCEPT_ALL);
    const calls = answer(configurationFixture({ lifetime: 14 }));
    await boot('?aid=partner1&pc=FRUEHJAHR25');
    expect(calls.configuration[0]?.get('aid')).toBe('partner1');
    expect(getCookie('aid')).toBe('partner1');
    expect(getCookie('pc')).toBe('FRUEHJAHR25');
  });

  it('without consent (none yet, or refused) keeps the aid for the tab only, and still passes it on', async () => {
    for (const consent of [null, REJECT_ALL]) {
      if (consent) saveConsent(consent);
      sessionStorage.removeItem('aid');
      const calls = answer(configurationFixture({ lifetime: 14 }));
      await boot('?aid=partner1');
      expect(calls.configuration[0]?.get('aid')).toBe('partner1');
      expect(getCookie('aid')).toBeNull();
      expect(sessionStorage.getItem('aid')).toBe('partner1');
      // The next page of the tab, without ?aid=, still knows the affiliate.
      const next = answer(configurationFixture());
      await boot('');
      expect(next.configuration[0]?.get('aid')).toBe('partner1');
    }
  });

  it('sends a stored affiliate id and ignores a malformed one', async () => {
    saveConsent(ACCEPT_ALL);
    document.cookie = 'aid=stored-partner; Path=/';
    const calls = answer(configurationFixture());
    await boot('?aid=%3Cscript%3E');
    expect(calls.configuration[0]?.get('aid')).toBe('stored-partner');
    expect(getCookie('aid')).toBe('stored-partner');
  });

  it('fails when the configuration cannot be loaded', async () => {
    server.use(
      http.get('/api/configuration', () => HttpResponse.json({ statusCode: 503, code: 'DOWN', message: 'down' }, { status: 503 })),
      http.get('/api/messages', () => HttpResponse.json(messagesFixture())),
    );
    await expect(boot('')).rejects.toThrow();
  });

  describe('with the data the server put into the page', () => {
    const injected = (overrides: Partial<BootData> = {}): BootData => ({
      language: 'de',
      aid: null,
      configuration: configurationFixture({ locales: ['de', 'en'], name: 'Aus der Seite' }),
      messages: messagesFixture({ texts: { 'welcome.title': 'Sofort da' } }),
      staticTexts: {},
      ...overrides,
    });

    it('takes the static texts the page brought instead of loading them', async () => {
      answer(configurationFixture());
      injectBootData(injected({ staticTexts: { de: { app: { skipToContent: 'Aus der Seite gelesen' } } } }));
      const { i18n } = await boot('');
      expect(i18n.t('app.skipToContent')).toBe('Aus der Seite gelesen');
      expect(i18n.t('welcome.title')).toBe('Sofort da');
    });

    it('starts without a single request when language and affiliate match', async () => {
      const calls = answer(configurationFixture());
      injectBootData(injected());
      const { site, i18n } = await boot('');
      expect(calls.configuration).toEqual([]);
      expect(calls.messages).toEqual([]);
      expect(site.configuration.name).toBe('Aus der Seite');
      expect(i18n.t('welcome.title')).toBe('Sofort da');
    });

    it('fetches the stored language when it differs from the page\'s', async () => {
      localStorage.setItem('lang', 'en');
      const calls = answer(configurationFixture({ locales: ['de', 'en'] }));
      injectBootData(injected());
      const { site } = await boot('');
      expect(site.language).toBe('en');
      expect(calls.messages).toEqual(['en']);
      expect(calls.configuration.map((query) => query.get('language'))).toEqual(['en']);
    });

    it('fetches when the page was made for another affiliate', async () => {
      saveConsent(ACCEPT_ALL);
      document.cookie = 'aid=stored-partner; Path=/';
      const calls = answer(configurationFixture());
      injectBootData(injected());
      await boot('');
      expect(calls.configuration[0]?.get('aid')).toBe('stored-partner');
    });
  });
});
