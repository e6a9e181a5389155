/**
 * Renders the real app (route table, layout, i18n) in a memory router, with site data from the
 * fixtures. HTTP is answered by msw at the network boundary (see ./msw.ts).
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { onTestFinished, vi } from 'vitest';
import { App } from '../../../src/app/App';
import { buildRoutes, discoverMoreRoutes } from '../../../src/app/routes';
import { createSystem } from '../../../src/app/system';
import { REJECT_ALL, saveConsent } from '../../../src/features/consent/consent-choice';
import type { ConsentChoice } from '../../../src/lib/consent';
import { createI18n } from '../../../src/lib/i18n';
import type { Site } from '../../../src/lib/site-context';
import type { Language } from '../../../src/shared/constants';
import type { Messages, SiteConfiguration } from '../../../src/shared/types';
import { configurationFixture, messagesFixture } from './fixtures';

export interface RenderAppOptions {
  configuration?: Partial<SiteConfiguration>;
  messages?: Partial<Messages>;
  language?: Language;
  /** The identity provider's client (e.g. with a stand-in signIn); default: the real one. */
  auth?: Parameters<typeof createSystem>[0]['auth'];
  /**
   * The cookie choice stored before the app starts (default: all rejected, so the consent dialog does
   * not cover the page under test); null: none, the dialog opens (tests/web/consent.test.tsx).
   */
  consent?: ConsentChoice | null;
}

/** jsdom has no layout: scrolling is a no-op the router may call. */
export function stubScrolling(): void {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
}

export async function renderApp(path = '/', options: RenderAppOptions = {}) {
  stubScrolling();
  const consent = options.consent === undefined ? REJECT_ALL : options.consent;
  if (consent) saveConsent(consent);
  const language = options.language ?? 'de';
  const site: Site = {
    configuration: configurationFixture(options.configuration),
    messages: messagesFixture({ language, ...options.messages }),
    language,
  };
  const i18n = await createI18n(language, site.messages.texts);
  const { maintenance } = site.configuration;
  const router = createMemoryRouter(buildRoutes({ maintenance }), {
    initialEntries: [path],
    ...(maintenance ? {} : { patchRoutesOnNavigation: discoverMoreRoutes() }),
  });
  // The real composition root: login and cart actors wired to this router and the HTTP client.
  const system = createSystem({ site, router, ...(options.auth ? { auth: options.auth } : {}) });
  onTestFinished(() => system.stop());
  const user = userEvent.setup();
  const view = render(<App site={site} i18n={i18n} router={router} system={system} />);
  return { ...view, router, user, site, system };
}
